#include "engine/plan/fold_constant_ops.h"

#include <cstring>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/passes/rewrite.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

// Evaluates values made from constants alone into a frame indexed by value id.
class ConstantEvaluator {
 public:
  explicit ConstantEvaluator(const graph::Module& m) : exec_(m), frame_(m.num_values) {}

  // Whether `v` is (now) in the frame: an arith.constant, or the result of tensor.empty,
  // linalg.fill or linalg.generic whose operands and captured values are. `constant_bytes`
  // grows by the bytes of the tensor constants read.
  bool eval(const graph::Value* v, size_t& constant_bytes) {
    auto it = known_.find(v);
    if (it != known_.end()) {
      if (it->second) constant_bytes += bytes_read_[v];
      return it->second;
    }
    known_[v] = false;  // a cycle or a failure leaves it unknown
    size_t bytes = 0;
    const bool ok = compute(v, bytes);
    known_[v] = ok;
    bytes_read_[v] = bytes;
    if (ok) constant_bytes += bytes;
    return ok;
  }
  const ref::RtValue& value(const graph::Value* v) const { return frame_[v->id]; }
  // Takes `v` to hold `value` (a stand-in for a value that is not constant).
  void assume(const graph::Value* v, ref::RtValue value) {
    if (frame_.size() < exec_.module().num_values) frame_.resize(exec_.module().num_values);
    frame_[v->id] = std::move(value);
    known_[v] = true;
    bytes_read_[v] = 0;
  }

 private:
  bool compute(const graph::Value* v, size_t& bytes) {
    // Constants folded meanwhile added values: the frame (and the executor) want the module's size.
    if (frame_.size() < exec_.module().num_values) frame_.resize(exec_.module().num_values);
    const graph::Operation* op = v->def;
    if (!op || op->results.size() != 1) return false;
    if (op->is(graph::OpId::ArithConstant)) {
      const graph::Attribute* a = op->attr("value");
      if (!a) return false;
      try {
        frame_[v->id] = ref::constant_value(*op, *a, v->type);
      } catch (const Error&) {
        return false;
      }
      if (frame_[v->id].is_tensor) bytes += frame_[v->id].tensor.nbytes();
      return true;
    }
    if (!op->is(graph::OpId::TensorEmpty) && !op->is(graph::OpId::LinalgFill) && !op->is(graph::OpId::LinalgGeneric)) return false;
    if (!v->type.is_tensor() || !v->type.has_static_shape()) return false;
    std::vector<ref::RtValue> operands;
    for (const graph::Value* o : op->operands) {
      if (!eval(o, bytes)) return false;
      operands.push_back(frame_[o->id]);
    }
    // Values the body reads from outside it.
    std::unordered_set<const graph::Value*> inside;
    bool ok = true;
    std::function<void(const graph::Block&)> scan = [&](const graph::Block& b) {
      for (const auto& a : b.args) inside.insert(a.get());
      for (const auto& inner : b.ops) {
        for (const graph::Value* o : inner->operands)
          if (!inside.count(o)) ok = ok && eval(o, bytes);
        for (const auto& r : inner->results) inside.insert(r.get());
        for (const auto& region : inner->regions)
          for (const auto& blk : region->blocks) scan(*blk);
      }
    };
    for (const auto& region : op->regions)
      for (const auto& blk : region->blocks) scan(*blk);
    if (!ok) return false;
    try {
      std::vector<ref::RtValue> results = exec_.run_op(*op, operands, frame_);
      if (results.size() != 1 || !results[0].is_tensor) return false;
      frame_[v->id] = std::move(results[0]);
    } catch (const Error&) {
      return false;
    }
    return true;
  }

  ref::Executor exec_;
  std::vector<ref::RtValue> frame_;
  std::unordered_map<const graph::Value*, bool> known_;
  std::unordered_map<const graph::Value*, size_t> bytes_read_;
};

}  // namespace

int64_t fold_constant_generics(graph::Module& m) {
  int64_t folded = 0;
  ConstantEvaluator constants(m);
  for (graph::Block* body : graph::rewrite::function_bodies(m)) {
    std::vector<graph::Operation*> generics;
    for (auto& op : body->ops)
      if (op->is(graph::OpId::LinalgGeneric) && op->results.size() == 1) generics.push_back(op.get());
    for (graph::Operation* op : generics) {
      graph::Value* result = op->results[0].get();
      size_t read = 0;
      if (!constants.eval(result, read)) continue;
      const HostTensor& t = constants.value(result).tensor;
      if (t.nbytes() > read) continue;  // would grow the constants: left as it is
      std::vector<uint8_t> bytes(t.bytes(), t.bytes() + t.nbytes());
      graph::Operation* c =
          graph::rewrite::create_constant(m, op, result->type, graph::Blob::from_vector(std::move(bytes)), false, op->loc);
      graph::rewrite::replace_all_uses(*body, result, c->results[0].get());
      ++folded;
    }
  }
  return folded;
}

// The tensor a generic gathers from: its body yields `tensor.extract src[...]` with `src` a
// static f32 value from outside the body of the result's type, and nothing else reads `src`
// in the body. nullptr otherwise.
const graph::Value* gather_source(const graph::Operation& op) {
  if (!op.is(graph::OpId::LinalgGeneric) || op.results.size() != 1 || op.regions.size() != 1 ||
      op.regions[0]->blocks.size() != 1)
    return nullptr;
  const graph::Block& b = *op.regions[0]->blocks[0];
  if (b.ops.empty() || !b.ops.back()->is(graph::OpId::LinalgYield) || b.ops.back()->operands.size() != 1) return nullptr;
  const graph::Operation* extract = b.ops.back()->operands[0]->def;
  if (!extract || !extract->is(graph::OpId::TensorExtract) || extract->parent != &b || extract->operands.empty())
    return nullptr;
  const graph::Value* src = extract->operands[0];
  const graph::Type& t = op.results[0]->type;
  if (src->block == &b || (src->def && src->def->parent == &b) || !(src->type == t) || t.elem != DType::F32 ||
      !t.has_static_shape() || *t.num_elements() > (int64_t(1) << 24))
    return nullptr;
  for (const auto& inner : b.ops)
    for (size_t k = 0; k < inner->operands.size(); ++k)
      if (inner->operands[k] == src && (inner.get() != extract || k != 0)) return nullptr;
  return src;
}

int64_t fold_identity_gathers(graph::Module& m) {
  int64_t folded = 0;
  for (graph::Block* body : graph::rewrite::function_bodies(m)) {
    std::vector<std::pair<graph::Operation*, const graph::Value*>> candidates;
    for (auto& op : body->ops)
      if (const graph::Value* src = gather_source(*op)) candidates.emplace_back(op.get(), src);
    for (auto [op, src] : candidates) {
      // The source's elements numbered in row-major order (exact in f32 below 2^24): the
      // result holds the index each element was read from.
      HostTensor iota(DType::F32, src->type.shape);
      float* p = iota.mutable_data<float>();
      for (int64_t i = 0; i < iota.numel(); ++i) p[i] = float(i);
      ConstantEvaluator ev(m);  // fresh: the stand-in must not leak into other evaluations
      ev.assume(src, ref::RtValue::of(std::move(iota)));
      size_t read = 0;
      graph::Value* result = op->results[0].get();
      if (!ev.eval(result, read)) continue;
      const HostTensor& t = ev.value(result).tensor;
      bool identity = t.dtype() == DType::F32 && t.numel() == *src->type.num_elements();
      for (int64_t i = 0; identity && i < t.numel(); ++i) identity = t.data<float>()[i] == float(i);
      if (!identity) continue;
      graph::rewrite::replace_all_uses(*body, result, const_cast<graph::Value*>(src));
      ++folded;
    }
  }
  return folded;
}

}  // namespace linrt::engine

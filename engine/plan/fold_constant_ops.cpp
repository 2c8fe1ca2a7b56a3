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

}  // namespace linrt::engine

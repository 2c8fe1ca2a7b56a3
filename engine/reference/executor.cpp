#include "engine/reference/executor.h"

#include <algorithm>
#include <mutex>
#include <new>
#include <optional>
#include <unordered_map>

#include "core/registration.h"
#include "linrt/error.h"

namespace linrt::ref {

// ---------------------------------------------------------------------------------------------
// OpRegistry: a table indexed by op id, and a sorted list for names without an id.

void OpRegistry::add(const graph::OpName& name, OpHandler h) {
  // Two families claiming one op is a programming error; failing loudly at construction time
  // keeps it from silently picking one of them.
  auto twice = [&] { return Error(ErrorKind::Invalid, "", "op '" + name.str() + "' is registered twice"); };
  if (name.id() != graph::OpId::Unknown) {
    by_id_.resize(graph::kNumOpIds);
    OpHandler& slot = by_id_[size_t(name.id())];
    if (slot) throw twice();
    slot = std::move(h);
    return;
  }
  auto it = std::lower_bound(by_name_.begin(), by_name_.end(), name.str(),
                             [](const auto& e, const std::string& n) { return e.first < n; });
  if (it != by_name_.end() && it->first == name.str()) throw twice();
  by_name_.insert(it, {name.str(), std::move(h)});
}

const OpHandler* OpRegistry::find(const graph::OpName& name) const {
  if (name.id() != graph::OpId::Unknown) {
    const size_t k = size_t(name.id());
    return k < by_id_.size() && by_id_[k] ? &by_id_[k] : nullptr;
  }
  auto it = std::lower_bound(by_name_.begin(), by_name_.end(), name.str(),
                             [](const auto& e, const std::string& n) { return e.first < n; });
  return it != by_name_.end() && it->first == name.str() ? &it->second : nullptr;
}

// ---------------------------------------------------------------------------------------------
// Execution state

namespace {

// What running one block needs beyond its ops: each op's handler (looked up once), and which
// values die after each op, so that a long function does not keep every intermediate tensor.
struct BlockPlan {
  std::vector<const OpHandler*> handlers;            // per op; nullptr = no handler
  std::vector<std::vector<uint32_t>> release_after;  // per op: ids of values last used there
  const graph::Operation* terminator = nullptr;
};

bool is_terminator(const graph::Operation& op) {
  std::string_view n = op.name;
  auto ends_with = [&](std::string_view s) { return n.size() >= s.size() && n.substr(n.size() - s.size()) == s; };
  return n == "return" || ends_with(".return") || ends_with(".yield") || !op.successors.empty();
}

// Ids of all values `op` uses, including uses inside its regions.
void collect_uses(const graph::Operation& op, std::vector<uint32_t>& out) {
  for (const graph::Value* v : op.operands) out.push_back(v->id);
  for (const auto& region : op.regions)
    for (const auto& block : region->blocks)
      for (const auto& inner : block->ops) collect_uses(*inner, out);
}

std::string describe_value(const RtValue& v) {
  if (!v.is_tensor) return std::string(dtype_name(v.scalar.dtype));
  std::string s = "tensor<";
  for (int64_t d : v.tensor.shape()) s += std::to_string(d) + "x";
  return s + std::string(dtype_name(v.tensor.dtype())) + ">";
}

// Whether `v` can be a value of declared type `t`: same kind and element type, and every
// static dimension equal. Types linrt does not model (opaque) accept anything.
bool matches_type(const RtValue& v, const graph::Type& t) {
  switch (t.kind) {
    case graph::Type::Kind::Scalar:
      return !v.is_tensor && v.scalar.dtype == t.elem;
    case graph::Type::Kind::Tensor: {
      if (!v.is_tensor || v.tensor.dtype() != t.elem) return false;
      if (t.unranked) return true;
      if (v.tensor.rank() != t.rank()) return false;
      for (size_t i = 0; i < t.shape.size(); ++i)
        if (t.shape[i] != graph::kDynamic && t.shape[i] != v.tensor.dim(i)) return false;
      return true;
    }
    default:
      return true;
  }
}

}  // namespace

struct ExecutorState {
  std::vector<RtValue>* frame = nullptr;  // the running call's values, indexed by Value::id
  int call_depth = 0;
  std::unordered_map<const graph::Block*, BlockPlan> plans;
};

namespace {

constexpr int kMaxCallDepth = 256;

const BlockPlan& plan_for(ExecutorState& st, const OpRegistry& registry, const graph::Block& block) {
  auto it = st.plans.find(&block);
  if (it != st.plans.end()) return it->second;
  BlockPlan plan;
  size_t n = block.ops.size();
  if (n && is_terminator(*block.ops.back())) {
    plan.terminator = block.ops.back().get();
    --n;
  }
  plan.handlers.resize(n);
  plan.release_after.resize(n);
  std::unordered_map<uint32_t, size_t> last_use;
  std::vector<uint32_t> uses;
  for (size_t k = 0; k < block.ops.size(); ++k) {
    uses.clear();
    collect_uses(*block.ops[k], uses);
    for (uint32_t id : uses) last_use[id] = k;
  }
  // In a function of several blocks, a value that another block reads lives until the call
  // ends (its last use there is the terminator's, which releases nothing).
  if (block.parent && block.parent->blocks.size() > 1)
    for (const auto& other : block.parent->blocks) {
      if (other.get() == &block) continue;
      uses.clear();
      for (const auto& op : other->ops) collect_uses(*op, uses);
      for (uint32_t id : uses) last_use[id] = n;
    }
  for (size_t k = 0; k < n; ++k) {
    const graph::Operation& op = *block.ops[k];
    plan.handlers[k] = registry.find(op.name);
    for (const auto& r : op.results) {
      auto u = last_use.find(r->id);
      if (u == last_use.end()) plan.release_after[k].push_back(r->id);  // never used
      else if (u->second < n) plan.release_after[u->second].push_back(r->id);
    }
  }
  for (const auto& arg : block.args) {
    auto u = last_use.find(arg->id);
    if (u != last_use.end() && u->second < n) plan.release_after[u->second].push_back(arg->id);
  }
  return st.plans.emplace(&block, std::move(plan)).first->second;
}

// Makes `frame` the current frame for the lifetime of the guard.
class FrameGuard {
 public:
  FrameGuard(ExecutorState& st, std::vector<RtValue>* frame) : st_(st), saved_(st.frame) { st.frame = frame; }
  ~FrameGuard() { st_.frame = saved_; }
  FrameGuard(const FrameGuard&) = delete;
  FrameGuard& operator=(const FrameGuard&) = delete;

 private:
  ExecutorState& st_;
  std::vector<RtValue>* saved_;
};

}  // namespace

// ---------------------------------------------------------------------------------------------
// Executor

namespace {

std::vector<std::pair<graph::OpName, OpHandler>>& family_op_list() {
  static std::vector<std::pair<graph::OpName, OpHandler>> ops;
  return ops;
}

// The handlers of the LINRT_REGISTRATION(reference, ...) blocks, registered once.
const std::vector<std::pair<graph::OpName, OpHandler>>& family_ops() {
  static std::once_flag once;
  std::call_once(once, [] { run_registrations("reference"); });
  return family_op_list();
}

}  // namespace

void register_reference_op(const graph::OpName& name, OpHandler h) { family_op_list().emplace_back(name, std::move(h)); }

Executor::Executor(const graph::Module& module, ExecOptions options)
    : module_(module), options_(options), state_(std::make_shared<ExecutorState>()) {
  register_arith_math_ops(registry_);
  register_linalg_generic_ops(registry_);
  register_linalg_named_ops(registry_);
  register_tensor_ops(registry_);
  register_misc_ops(registry_);
  for (const auto& [name, handler] : family_ops()) registry_.add(name, handler);
}

const RtValue* Executor::stored_global(std::string_view name) const {
  auto it = stored_globals_.find(name);
  return it == stored_globals_.end() ? nullptr : &it->second;
}

const RtValue& Executor::value(const graph::Value& v) const {
  const std::vector<RtValue>* frame = state_->frame;
  if (!frame || v.id >= frame->size())
    throw Error(ErrorKind::Invalid, "", "value %" + v.name + " is not available here");
  return (*frame)[v.id];
}

std::vector<RtValue> Executor::call(std::string_view name, std::vector<RtValue> args) {
  const graph::Operation* fn = module_.lookup_function(name);
  std::string fname(name);
  if (!fn) throw Error(ErrorKind::Invalid, "", "no function named '" + fname + "'");
  std::string where = fn->loc.str();
  if (fn->regions.empty() || fn->regions[0]->blocks.empty())
    throw Error(ErrorKind::Unsupported, where, "function '" + fname + "' has no body");
  const graph::Block& body = *fn->regions[0]->blocks[0];

  if (args.size() != body.args.size())
    throw Error(ErrorKind::Invalid, where,
                "function '" + fname + "' takes " + std::to_string(body.args.size()) +
                    " arguments, got " + std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i) {
    const graph::Value& param = *body.args[i];
    if (!matches_type(args[i], param.type))
      throw Error(ErrorKind::Invalid, where,
                  "function '" + fname + "': argument #" + std::to_string(i) + " (%" + param.name +
                      ") must be " + param.type.str() + ", got " + describe_value(args[i]));
  }

  ExecutorState& st = *state_;
  if (st.call_depth >= kMaxCallDepth)
    throw Error(ErrorKind::Limit, where,
                "call depth exceeds " + std::to_string(kMaxCallDepth) + " (recursion?)");
  struct DepthGuard {
    int& d;
    explicit DepthGuard(int& depth) : d(depth) { ++d; }
    ~DepthGuard() { --d; }
  } depth_guard(st.call_depth);

  std::vector<RtValue> frame(module_.num_values);
  FrameGuard guard(st, &frame);
  std::vector<RtValue> results = run_body(*fn->regions[0], args);

  const graph::Attribute* ftype = fn->attr("function_type");
  if (ftype && ftype->kind == graph::Attribute::Kind::TypeAttr &&
      ftype->type.kind == graph::Type::Kind::Function) {
    const auto& declared = ftype->type.results;
    if (declared.size() != results.size())
      throw Error(ErrorKind::Invalid, where,
                  "function '" + fname + "' declares " + std::to_string(declared.size()) +
                      " results but returns " + std::to_string(results.size()));
    for (size_t i = 0; i < results.size(); ++i)
      if (!matches_type(results[i], declared[i]))
        throw Error(ErrorKind::Invalid, where,
                    "function '" + fname + "': result #" + std::to_string(i) + " must be " +
                        declared[i].str() + ", got " + describe_value(results[i]));
  }
  return results;
}

std::vector<RtValue> Executor::run_body(const graph::Region& body, std::vector<RtValue> args) {
  const graph::Block* block = body.blocks.at(0).get();
  for (int64_t branches = 0;; ++branches) {
    std::vector<RtValue> out = run_block(*block, args);
    const graph::Operation* term = block->ops.empty() ? nullptr : block->ops.back().get();
    if (!term || term->successors.empty()) return out;  // a return
    if (branches >= options_.max_branches)
      throw Error(ErrorKind::Limit, term->describe(),
                  "more than " + std::to_string(options_.max_branches) + " branches taken in one call (endless loop?)");
    // The successor taken and the run of `out` it receives.
    size_t target = 0, first = 0, count = out.size();
    if (term->is(graph::OpId::CfBr) && term->successors.size() == 1) {
    } else if (term->is(graph::OpId::CfCondBr) && term->successors.size() == 2) {
      auto seg = graph::operand_segments(*term);
      if (!seg || seg->size() != 3 || (*seg)[0] != 1 || (*seg)[1] < 0 || (*seg)[2] < 0 ||
          size_t(1 + (*seg)[1] + (*seg)[2]) != out.size())
        throw Error(ErrorKind::Invalid, term->describe(),
                    "operandSegmentSizes must be [1, nTrue, nFalse] for its " + std::to_string(out.size()) + " operands");
      if (out[0].is_tensor || out[0].scalar.dtype != DType::I1)
        throw Error(ErrorKind::Invalid, term->describe(), "condition must be an i1");
      bool taken = out[0].scalar.i != 0;
      target = taken ? 0 : 1;
      first = taken ? 1 : size_t(1 + (*seg)[1]);
      count = size_t(taken ? (*seg)[1] : (*seg)[2]);
    } else {
      throw Error(ErrorKind::Unsupported, term->describe(),
                  "unsupported branch with " + std::to_string(term->successors.size()) + " successor(s)");
    }
    const graph::Block* next = term->successors[target];
    if (!next || next->parent != &body)
      throw Error(ErrorKind::Invalid, term->describe(), "branches to a block outside its region");
    if (count != next->args.size())
      throw Error(ErrorKind::Invalid, term->describe(),
                  "passes " + std::to_string(count) + " argument(s) to ^" + next->label + ", which takes " +
                      std::to_string(next->args.size()));
    std::vector<RtValue> passed(out.begin() + first, out.begin() + first + count);
    for (size_t i = 0; i < count; ++i)
      if (!matches_type(passed[i], next->args[i]->type))
        throw Error(ErrorKind::Invalid, term->describe(),
                    "argument #" + std::to_string(i) + " of ^" + next->label + " must be " +
                        next->args[i]->type.str() + ", got " + describe_value(passed[i]));
    args = std::move(passed);
    block = next;
  }
}

std::vector<RtValue> Executor::run_block(const graph::Block& block, std::span<const RtValue> args) {
  ExecutorState& st = *state_;
  // Called outside any call() (a test running a body directly): use a frame of its own.
  std::vector<RtValue> own_frame;
  std::optional<FrameGuard> guard;
  if (!st.frame) {
    own_frame.resize(module_.num_values);
    guard.emplace(st, &own_frame);
  }
  std::vector<RtValue>& frame = *st.frame;
  auto slot = [&](const graph::Value& v) -> RtValue& {
    if (v.id >= frame.size())
      throw Error(ErrorKind::Invalid, "", "value %" + v.name + " has an id outside the module");
    return frame[v.id];
  };

  if (args.size() != block.args.size())
    throw Error(ErrorKind::Invalid, "",
                "block takes " + std::to_string(block.args.size()) + " arguments, got " +
                    std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i) slot(*block.args[i]) = args[i];

  const BlockPlan& plan = plan_for(st, registry_, block);
  std::vector<RtValue> operands, results;
  for (size_t k = 0; k < plan.handlers.size(); ++k) {
    const graph::Operation& op = *block.ops[k];
    operands.clear();
    results.clear();
    for (const graph::Value* v : op.operands) operands.push_back(slot(*v));
    run_handler(plan.handlers[k], op, operands, results);
    for (size_t i = 0; i < results.size(); ++i) slot(*op.results[i]) = std::move(results[i]);
    for (uint32_t id : plan.release_after[k]) frame[id] = RtValue{};
  }

  std::vector<RtValue> out;
  if (!plan.terminator) {
    if (block.ops.empty()) return out;
    const graph::Operation& last = *block.ops.back();
    throw Error(ErrorKind::Invalid, last.describe(), "block does not end with a terminator");
  }
  out.reserve(plan.terminator->operands.size());
  for (const graph::Value* v : plan.terminator->operands) out.push_back(slot(*v));
  return out;
}

std::vector<RtValue> Executor::run_op(const graph::Operation& op, std::span<const RtValue> operands,
                                      std::vector<RtValue>& frame) {
  if (frame.size() < module_.num_values)
    throw Error(ErrorKind::Invalid, op.describe(), "run_op needs a frame of the module's value count");
  FrameGuard guard(*state_, &frame);
  std::vector<RtValue> results;
  run_handler(registry_.find(op.name), op, operands, results);
  return results;
}

void Executor::run_handler(const OpHandler* handler, const graph::Operation& op, std::span<const RtValue> operands,
                           std::vector<RtValue>& results) {
    if (!handler) throw Error(ErrorKind::Unsupported, op.loc.str(), "unsupported op '" + op.name + "'");
    OpContext ctx{*this, op, options_, check_failures_};
    try {
      (*handler)(ctx, operands, results);
    } catch (const Error& e) {
      if (!e.where().empty()) throw;
      throw Error(e.kind(), op.describe(), e.message());
    } catch (const std::bad_alloc&) {
      throw Error(ErrorKind::Limit, op.describe(), "out of memory");
    }
    if (results.size() != op.results.size())
      throw Error(ErrorKind::Invalid, op.describe(),
                  "produced " + std::to_string(results.size()) + " results, the op declares " +
                      std::to_string(op.results.size()));
    for (size_t i = 0; i < results.size(); ++i) {
      const graph::Value& r = *op.results[i];
      if (!matches_type(results[i], r.type))
        throw Error(ErrorKind::Invalid, op.describe(),
                    "result #" + std::to_string(i) + " is " + describe_value(results[i]) +
                        " but the op declares " + r.type.str());
      if (results[i].is_tensor && results[i].tensor.numel() > options_.max_tensor_elements)
        throw Error(ErrorKind::Limit, op.describe(),
                    "result #" + std::to_string(i) + " has " + std::to_string(results[i].tensor.numel()) +
                        " elements, more than the limit of " + std::to_string(options_.max_tensor_elements));
    }
}

}  // namespace linrt::ref

// linalg.generic and the linalg ops that are a generic with a fixed body: fill, map, reduce,
// copy, transpose, broadcast, and the named element-wise ops (add, exp, ...). All of them run
// through one loop nest: the iteration space comes from the operand shapes through the
// indexing maps, and each point reads the inputs, evaluates the body and writes the outputs.
//
// A body whose values are all scalars is compiled to a small register program: arith/math ops
// and linalg.index are evaluated directly, other ops (tensor.extract of a captured tensor, ...)
// through their registered handlers. Any other body (one with nested regions or tensor-valued
// intermediates) is run through Executor::run_block per point, so every registered op works
// inside a body.
#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>

#include "engine/reference/executor.h"
#include "graph/dialect/arith_ops.h"
#include "linrt/error.h"

namespace linrt::ref {

namespace {

using graph::AffineExpr;
using graph::AffineMap;

[[noreturn]] void fail(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Invalid, op.describe(), msg);
}

// ---------------------------------------------------------------------------------------------
// The iteration point of each running linalg op, for linalg.index when a body is run through
// the executor (the compiled path reads the point directly).

struct ActiveLoop {
  const graph::Operation* op;
  const std::vector<int64_t>* point;
};
thread_local std::vector<ActiveLoop> t_active_loops;

class ActiveLoopGuard {
 public:
  ActiveLoopGuard(const graph::Operation& op, const std::vector<int64_t>& point) {
    t_active_loops.push_back({&op, &point});
  }
  ~ActiveLoopGuard() { t_active_loops.pop_back(); }
  ActiveLoopGuard(const ActiveLoopGuard&) = delete;
  ActiveLoopGuard& operator=(const ActiveLoopGuard&) = delete;
};

// ---------------------------------------------------------------------------------------------
// Affine index arithmetic

// An affine expression as sum(coef[d] * d) + constant, when it is one (no mod/floordiv of a
// dimension, no products of dimensions, no overflow).
struct LinearExpr {
  std::vector<int64_t> coef;
  int64_t constant = 0;
  bool is_constant() const {
    return std::all_of(coef.begin(), coef.end(), [](int64_t c) { return c == 0; });
  }
};

std::optional<LinearExpr> linearize(const AffineExpr& e, unsigned num_dims) {
  LinearExpr out;
  out.coef.assign(num_dims, 0);
  switch (e.kind) {
    case AffineExpr::Kind::Dim:
      if (e.value < 0 || e.value >= int64_t(num_dims)) return std::nullopt;
      out.coef[e.value] = 1;
      return out;
    case AffineExpr::Kind::Const:
      out.constant = e.value;
      return out;
    case AffineExpr::Kind::Symbol:
      return std::nullopt;
    default:
      break;
  }
  if (!e.lhs || !e.rhs) return std::nullopt;
  auto l = linearize(*e.lhs, num_dims), r = linearize(*e.rhs, num_dims);
  if (!l || !r) return std::nullopt;
  bool overflow = false;
  auto add = [&](int64_t a, int64_t b) { int64_t s; overflow |= __builtin_add_overflow(a, b, &s); return s; };
  auto mul = [&](int64_t a, int64_t b) { int64_t p; overflow |= __builtin_mul_overflow(a, b, &p); return p; };
  switch (e.kind) {
    case AffineExpr::Kind::Add:
      for (unsigned d = 0; d < num_dims; ++d) out.coef[d] = add(l->coef[d], r->coef[d]);
      out.constant = add(l->constant, r->constant);
      break;
    case AffineExpr::Kind::Mul: {
      if (!l->is_constant() && !r->is_constant()) return std::nullopt;
      const LinearExpr& var = l->is_constant() ? *r : *l;
      int64_t k = l->is_constant() ? l->constant : r->constant;
      for (unsigned d = 0; d < num_dims; ++d) out.coef[d] = mul(var.coef[d], k);
      out.constant = mul(var.constant, k);
      break;
    }
    default:  // mod, floordiv, ceildiv: linear only when both sides are constants
      if (!l->is_constant() || !r->is_constant()) return std::nullopt;
      out.constant = e.eval({}, {});
      break;
  }
  if (overflow) return std::nullopt;
  return out;
}

// Whether every dimension `e` refers to is below `num_dims` and it uses no symbols.
bool dims_in_range(const AffineExpr& e, unsigned num_dims) {
  switch (e.kind) {
    case AffineExpr::Kind::Dim: return e.value >= 0 && e.value < int64_t(num_dims);
    case AffineExpr::Kind::Const: return true;
    case AffineExpr::Kind::Symbol: return false;
    default: return e.lhs && e.rhs && dims_in_range(*e.lhs, num_dims) && dims_in_range(*e.rhs, num_dims);
  }
}

// How one operand is read or written at an iteration point.
struct Access {
  const HostTensor* tensor = nullptr;  // nullptr: a scalar operand
  const AffineMap* map = nullptr;
  bool linear = false;
  std::vector<int64_t> coef;  // linear: flat offset = base + sum(coef[d] * point[d])
  int64_t base = 0;
  std::vector<int64_t> strides;
  mutable std::vector<int64_t> coords;  // scratch for non-linear maps

  // Flat element offset at `point`; non-linear maps are bounds-checked here, linear ones were
  // checked for the whole iteration space up front.
  int64_t offset(const std::vector<int64_t>& point, const graph::Operation& op, size_t operand) const {
    if (!tensor) return 0;
    int64_t off = base;
    if (linear) {
      for (size_t d = 0; d < coef.size(); ++d) off += coef[d] * point[d];
      return off;
    }
    map->eval(point, coords);
    for (size_t r = 0; r < coords.size(); ++r) {
      if (coords[r] < 0 || coords[r] >= tensor->dim(r))
        fail(op, "indexing map #" + std::to_string(operand) + " " + map->str() + " gives index " +
                     std::to_string(coords[r]) + " for dimension " + std::to_string(r) + " of size " +
                     std::to_string(tensor->dim(r)));
      off += coords[r] * strides[r];
    }
    return off;
  }
};

// Sets up `a` for operand #`index` and, when its map is linear, checks that every point of the
// iteration space lands inside the operand.
void prepare_access(Access& a, const graph::Operation& op, size_t index,
                    const std::vector<int64_t>& extents) {
  if (!a.tensor) return;
  const unsigned nd = unsigned(extents.size());
  a.strides = a.tensor->strides();
  a.coords.assign(a.map->results.size(), 0);
  a.coef.assign(nd, 0);
  a.base = 0;
  a.linear = true;
  std::vector<LinearExpr> exprs;
  for (const auto& r : a.map->results) {
    auto lin = linearize(*r, nd);
    if (!lin) {
      a.linear = false;
      return;
    }
    exprs.push_back(std::move(*lin));
  }
  for (size_t r = 0; r < exprs.size(); ++r) {
    const LinearExpr& e = exprs[r];
    // The range of the expression over the box [0, extent) of each dimension.
    __int128 lo = e.constant, hi = e.constant;
    for (unsigned d = 0; d < nd; ++d) {
      __int128 span = __int128(e.coef[d]) * (extents[d] - 1);
      (e.coef[d] < 0 ? lo : hi) += span;
    }
    if (lo < 0 || hi >= a.tensor->dim(r)) {
      int64_t bad = lo < 0 ? int64_t(std::max<__int128>(lo, INT64_MIN)) : int64_t(std::min<__int128>(hi, INT64_MAX));
      fail(op, "indexing map #" + std::to_string(index) + " " + a.map->str() + " reaches index " +
                   std::to_string(bad) + " in dimension " + std::to_string(r) + " of size " +
                   std::to_string(a.tensor->dim(r)));
    }
    for (unsigned d = 0; d < nd; ++d) a.coef[d] += e.coef[d] * a.strides[r];
    a.base += e.constant * a.strides[r];
  }
}

// ---------------------------------------------------------------------------------------------
// Compiled bodies

struct Program {
  struct Instr {
    enum class Kind : uint8_t {
      Apply,  // an arith/math op: dst = op(args)
      Index,  // linalg.index: dst = point[dim]
      Call,   // any other registered op with one scalar result, through its handler
    };
    Kind kind = Kind::Apply;
    ScalarOp op;
    uint32_t dst = 0;
    uint32_t args[3] = {0, 0, 0};
    uint32_t dim = 0;
    uint32_t call = 0;  // Call: index into Program::calls
  };
  // The operands of a Call instruction: captured tensors are bound once; the scalar slots are
  // refreshed from registers at every point.
  struct CallSite {
    const graph::Operation* op = nullptr;
    const OpHandler* handler = nullptr;
    std::vector<RtValue> operands;
    std::vector<std::pair<uint32_t, uint32_t>> scalar_slots;  // (operand index, register)
  };
  std::vector<Instr> code;
  std::vector<CallSite> calls;
  std::vector<Scalar> regs;  // block args, then constants and captured values, then temporaries
  std::vector<uint32_t> yields;
};

int64_t index_dim(const graph::Operation& op) {
  const graph::Attribute* a = op.attr("dim");
  if (!a || a->kind != graph::Attribute::Kind::Integer || a->i < 0)
    fail(op, "needs a non-negative integer 'dim' attribute");
  return a->i;
}

// Compiles `body` into a register program when every value it computes is a scalar and no op
// in it has a region; nullopt otherwise (the body then runs through the executor per point).
// arith/math ops, constants and linalg.index are evaluated directly; other ops (tensor.extract
// of a captured tensor, ...) are called through their registered handler.
std::optional<Program> compile_body(const Executor& exec, const graph::Block& body, size_t num_dims) {
  Program p;
  std::unordered_map<const graph::Value*, uint32_t> reg_of;
  for (const auto& arg : body.args) {
    if (!arg->type.is_scalar()) return std::nullopt;
    reg_of[arg.get()] = uint32_t(p.regs.size());
    p.regs.push_back(Scalar::from_int(arg->type.elem, 0));
  }
  // The register of a scalar operand; values from outside the body are fixed for this run and
  // become constants. nullopt for a tensor.
  auto reg_for = [&](const graph::Value* v) -> std::optional<uint32_t> {
    auto it = reg_of.find(v);
    if (it != reg_of.end()) return it->second;
    const RtValue& outer = exec.value(*v);
    if (outer.is_tensor) return std::nullopt;
    uint32_t r = uint32_t(p.regs.size());
    p.regs.push_back(outer.scalar);
    reg_of[v] = r;
    return r;
  };
  if (body.ops.empty()) return std::nullopt;
  for (size_t k = 0; k + 1 < body.ops.size(); ++k) {
    const graph::Operation& op = *body.ops[k];
    if (op.results.size() != 1 || !op.results[0]->type.is_scalar() || !op.regions.empty()) return std::nullopt;
    const graph::Value* result = op.results[0].get();
    if (op.is(graph::OpId::ArithConstant)) {
      const graph::Attribute* value = op.attr("value");
      if (!value) return std::nullopt;
      reg_of[result] = uint32_t(p.regs.size());
      p.regs.push_back(scalar_from_attribute(*value, result->type.elem, op.describe()));
      continue;
    }
    Program::Instr in;
    if (op.is(graph::OpId::LinalgIndex)) {
      int64_t dim = index_dim(op);
      if (size_t(dim) >= num_dims) fail(op, "dim " + std::to_string(dim) + " is out of range");
      in.kind = Program::Instr::Kind::Index;
      in.dim = uint32_t(dim);
    } else if (std::optional<ScalarOp> sop = scalar_op_for(op)) {
      in.op = *sop;
      for (size_t i = 0; i < op.operands.size(); ++i) {
        auto r = reg_for(op.operands[i]);
        if (!r) return std::nullopt;
        in.args[i] = *r;
      }
    } else {
      const OpHandler* handler = exec.registry().find(op.name);
      if (!handler) throw Error(ErrorKind::Unsupported, op.loc.str(), "unsupported op '" + op.name + "'");
      Program::CallSite site;
      site.op = &op;
      site.handler = handler;
      for (size_t i = 0; i < op.operands.size(); ++i) {
        const graph::Value* v = op.operands[i];
        auto it = reg_of.find(v);
        if (it != reg_of.end()) {
          site.operands.emplace_back();
          site.scalar_slots.push_back({uint32_t(i), it->second});
        } else {
          site.operands.push_back(exec.value(*v));  // captured from outside: fixed
        }
      }
      in.kind = Program::Instr::Kind::Call;
      in.call = uint32_t(p.calls.size());
      p.calls.push_back(std::move(site));
    }
    in.dst = uint32_t(p.regs.size());
    reg_of[result] = in.dst;
    p.regs.push_back(Scalar{});
    p.code.push_back(in);
  }
  const graph::Operation& term = *body.ops.back();
  if (!term.is(graph::OpId::LinalgYield)) return std::nullopt;
  for (const graph::Value* v : term.operands) {
    auto r = reg_for(v);
    if (!r) return std::nullopt;
    p.yields.push_back(*r);
  }
  return p;
}

// Runs one Call instruction's handler on the current registers, with the executor's error
// conventions: errors are located at the called op, and its result must have its declared type.
Scalar call_op(OpContext& ctx, Program::CallSite& site, const std::vector<Scalar>& regs,
               std::vector<RtValue>& results) {
  for (auto [slot, reg] : site.scalar_slots) {
    site.operands[slot].is_tensor = false;
    site.operands[slot].scalar = regs[reg];
  }
  results.clear();
  OpContext inner{ctx.exec, *site.op, ctx.options, ctx.check_failures};
  try {
    (*site.handler)(inner, site.operands, results);
  } catch (const Error& e) {
    if (!e.where().empty()) throw;
    throw Error(e.kind(), site.op->describe(), e.message());
  }
  const graph::Type& declared = site.op->results[0]->type;
  if (results.size() != 1 || results[0].is_tensor || results[0].scalar.dtype != declared.elem)
    fail(*site.op, "produced a result that is not the declared " + declared.str());
  return results[0].scalar;
}

// ---------------------------------------------------------------------------------------------
// The loop nest

struct Structured {
  std::vector<RtValue> inputs;      // tensors or scalars
  std::vector<HostTensor> outputs;  // initial values; become the results
  std::vector<AffineMap> maps;      // one per input, then one per output
  std::vector<bool> reduced;        // per loop dimension: a reduction (empty: none)
};

// Runs the loop nest of `s`, calling kernel(point, in_values, out_values) at each point with
// the current output elements in out_values; the kernel overwrites them with the new values.
// The iteration space may hold at most `max_points` points (ExecOptions::max_tensor_elements),
// so that a huge reduction is refused rather than running for hours.
// `order`, when given, lists the loops outermost first (the default is their own order); a
// point's position within each loop is the same either way, only the order of visits changes.
template <class Kernel>
void run_loops(const graph::Operation& op, int64_t max_points, Structured& s, Kernel&& kernel,
               const std::vector<unsigned>* order = nullptr) {
  const size_t n_in = s.inputs.size(), n_out = s.outputs.size(), n = n_in + n_out;
  if (s.maps.size() != n)
    fail(op, "expects " + std::to_string(n) + " indexing maps, got " + std::to_string(s.maps.size()));
  const unsigned nd = s.maps.empty() ? 0 : s.maps[0].num_dims;
  std::vector<Access> acc(n);
  for (size_t i = 0; i < n; ++i) {
    const AffineMap& m = s.maps[i];
    if (m.num_dims != nd) fail(op, "indexing maps have different numbers of dimensions");
    if (m.num_symbols != 0)
      throw Error(ErrorKind::Unsupported, op.describe(), "indexing maps with symbols are not supported");
    for (const auto& r : m.results)
      if (!r || !dims_in_range(*r, nd)) fail(op, "indexing map #" + std::to_string(i) + " " + m.str() + " refers to an undefined dimension");
    acc[i].map = &m;
    acc[i].tensor = i < n_in ? (s.inputs[i].is_tensor ? &s.inputs[i].tensor : nullptr) : &s.outputs[i - n_in];
    int64_t rank = acc[i].tensor ? acc[i].tensor->rank() : 0;
    if (int64_t(m.results.size()) != rank)
      fail(op, "indexing map #" + std::to_string(i) + " " + m.str() + " has " + std::to_string(m.results.size()) +
                   " results but operand #" + std::to_string(i) + " has rank " + std::to_string(rank));
  }

  // Each loop's extent is the size of any operand dimension indexed by exactly that loop; all
  // such sizes must agree.
  std::vector<std::optional<int64_t>> found(nd);
  std::vector<size_t> found_from(nd);
  for (size_t i = 0; i < n; ++i) {
    if (!acc[i].tensor) continue;
    for (size_t r = 0; r < acc[i].map->results.size(); ++r) {
      auto d = acc[i].map->result_dim(r);
      if (!d || *d >= nd) continue;
      int64_t size = acc[i].tensor->dim(r);
      if (found[*d] && *found[*d] != size)
        fail(op, "loop d" + std::to_string(*d) + " has extent " + std::to_string(*found[*d]) + " from operand #" +
                     std::to_string(found_from[*d]) + " but " + std::to_string(size) + " from operand #" +
                     std::to_string(i));
      if (!found[*d]) {
        found[*d] = size;
        found_from[*d] = i;
      }
    }
  }
  std::vector<int64_t> extents(nd);
  for (unsigned d = 0; d < nd; ++d) {
    if (!found[d]) fail(op, "loop d" + std::to_string(d) + " is not the plain index of any operand dimension, so its extent is unknown");
    extents[d] = *found[d];
  }
  const int64_t total = shape_numel(extents);
  if (total > max_points)
    throw Error(ErrorKind::Limit, op.describe(),
                "iteration space " + shape_str(extents) + " has more points than the limit of " + std::to_string(max_points));
  for (HostTensor& t : s.outputs) t.mutable_bytes();  // outputs get storage of their own
  if (total == 0) return;
  for (size_t i = 0; i < n; ++i) prepare_access(acc[i], op, i, extents);

  std::vector<Scalar> in_vals(n_in), out_vals(n_out);
  for (size_t i = 0; i < n_in; ++i)
    if (!s.inputs[i].is_tensor) in_vals[i] = s.inputs[i].scalar;
  std::vector<unsigned> loops(nd);
  for (unsigned d = 0; d < nd; ++d) loops[d] = order && order->size() == nd ? (*order)[d] : d;
  std::vector<int64_t> point(nd, 0), out_off(n_out);
  for (int64_t it = 0; it < total; ++it) {
    for (size_t i = 0; i < n_in; ++i)
      if (acc[i].tensor) in_vals[i] = acc[i].tensor->get(acc[i].offset(point, op, i));
    for (size_t j = 0; j < n_out; ++j) {
      out_off[j] = acc[n_in + j].offset(point, op, n_in + j);
      out_vals[j] = s.outputs[j].get(out_off[j]);
    }
    kernel(point, in_vals, out_vals);
    for (size_t j = 0; j < n_out; ++j) s.outputs[j].set(out_off[j], out_vals[j]);
    for (size_t k = nd; k-- > 0;) {  // odometer: the last loop varies fastest
      const unsigned d = loops[k];
      if (++point[d] < extents[d]) break;
      point[d] = 0;
    }
  }
}

// Sums of additive reductions (an output whose body yields arith.addf(acc, x) with acc used
// nowhere else). IREE's CPU and GPU code generators reassociate such sums into vector lanes
// and trees; a sequential sum of 40960 f32 values drifts by 1e-2. Here every output element
// sums its x values in the order the loops visit them, in blocks of kBlock from -0.0 (the
// exact identity), and the block sums meet in a binary tree as they complete (a streaming
// pairwise sum: error O(log n) instead of O(n)). f16 and bf16 sums are carried in f32, f32 in
// f32, f64 in f64; the output's initial value is added last and the total is rounded to the
// element type once. The order depends only on the shapes, never on threads.
class PairwiseSum {
 public:
  static constexpr int64_t kBlock = 64;
  explicit PairwiseSum(DType elem) : f32_(elem != DType::F64) {}
  void reset() {
    block_ = -0.0;
    in_block_ = 0;
    levels_.clear();
  }
  void add(double x) {
    block_ = round(block_ + round(x));
    if (++in_block_ < kBlock) return;
    double sum = block_;
    int64_t size = 1;
    while (!levels_.empty() && levels_.back().second == size) {
      sum = round(levels_.back().first + sum);
      size *= 2;
      levels_.pop_back();
    }
    levels_.emplace_back(sum, size);
    block_ = -0.0;
    in_block_ = 0;
  }
  // init + the sum so far, in the accumulation type.
  double total(double init) const {
    double sum = block_;
    for (size_t k = levels_.size(); k-- > 0;) sum = round(levels_[k].first + sum);
    return round(init + sum);
  }

 private:
  double round(double v) const { return f32_ ? double(float(v)) : v; }
  bool f32_;
  double block_ = -0.0;
  int64_t in_block_ = 0;
  std::vector<std::pair<double, int64_t>> levels_;  // (sum, blocks in it), sizes decreasing
};

// Which outputs of `body` are additive reductions over the loops `s.reduced` marks: each must
// be a float, its map must index every parallel loop and no reduction loop (so that one output
// element's points are consecutive once the reduction loops are innermost).
std::vector<bool> additive_outputs(const Structured& s, const graph::Block& body, size_t n_in) {
  const size_t n_out = s.outputs.size();
  std::vector<bool> additive(n_out, false);
  if (std::find(s.reduced.begin(), s.reduced.end(), true) == s.reduced.end()) return additive;
  if (body.ops.empty() || body.args.size() != n_in + n_out) return additive;
  const graph::Operation& yield = *body.ops.back();
  if (yield.operands.size() != n_out) return additive;
  for (size_t j = 0; j < n_out; ++j) {
    const DType t = s.outputs[j].dtype();
    if (t != DType::F32 && t != DType::F16 && t != DType::BF16 && t != DType::F64) continue;
    const graph::Value* acc = body.args[n_in + j].get();
    const graph::Operation* add = yield.operands[j]->def;
    if (!add || !add->is(graph::OpId::ArithAddf) || add->operands.size() != 2) continue;
    if ((add->operands[0] == acc) == (add->operands[1] == acc)) continue;  // acc exactly once
    size_t uses = 0;
    for (const auto& o : body.ops)
      for (const graph::Value* v : o->operands) uses += v == acc;
    if (uses != 1) continue;
    const AffineMap& m = s.maps[n_in + j];
    std::vector<bool> seen(s.reduced.size(), false);
    bool plain = true;
    for (size_t r = 0; r < m.results.size() && plain; ++r) {
      auto d = m.result_dim(r);
      plain = d && *d < s.reduced.size() && !s.reduced[*d];
      if (plain) seen[*d] = true;
    }
    for (size_t d = 0; d < s.reduced.size() && plain; ++d) plain = s.reduced[d] || seen[d];
    additive[j] = plain;
  }
  return additive;
}

// Runs `body` (a linalg region) over the loop nest. Body arguments are the input elements,
// then, if `body_takes_outputs`, the current output elements.
void run_body(OpContext& ctx, Structured& s, const graph::Block& body, bool body_takes_outputs) {
  const graph::Operation& op = ctx.op;
  const size_t n_in = s.inputs.size(), n_out = s.outputs.size();
  const size_t n_args = n_in + (body_takes_outputs ? n_out : 0);
  if (body.args.size() != n_args)
    fail(op, "body takes " + std::to_string(body.args.size()) + " arguments, expected " + std::to_string(n_args));
  for (size_t i = 0; i < n_args; ++i) {
    DType want = i < n_in ? (s.inputs[i].is_tensor ? s.inputs[i].tensor.dtype() : s.inputs[i].scalar.dtype)
                          : s.outputs[i - n_in].dtype();
    const graph::Type& t = body.args[i]->type;
    if (!t.is_scalar() || t.elem != want)
      fail(op, "body argument #" + std::to_string(i) + " has type " + t.str() + ", expected " +
                   std::string(dtype_name(want)));
  }
  if (body.ops.empty() || !body.ops.back()->is(graph::OpId::LinalgYield))
    fail(op, "body must end with linalg.yield");
  const graph::Operation& yield = *body.ops.back();
  if (yield.operands.size() != n_out)
    fail(op, "body yields " + std::to_string(yield.operands.size()) + " values for " + std::to_string(n_out) + " outputs");
  for (size_t j = 0; j < n_out; ++j) {
    const graph::Type& t = yield.operands[j]->type;
    if (!t.is_scalar() || t.elem != s.outputs[j].dtype())
      fail(op, "body yields " + t.str() + " for output #" + std::to_string(j) + " of element type " +
                   std::string(dtype_name(s.outputs[j].dtype())));
  }
  const size_t num_dims = s.maps.empty() ? 0 : s.maps[0].num_dims;

  if (std::optional<Program> prog = compile_body(ctx.exec, body, num_dims)) {
    std::vector<Scalar> regs = prog->regs;
    std::vector<RtValue> call_results;
    Scalar args[3];
    // Additive outputs: the body runs with acc = -0.0, so it yields x exactly, and x goes into
    // the output element's pairwise sum; the reduction loops run innermost, so the element's
    // points come one after another, starting where every reduction loop is at 0.
    const std::vector<bool> additive = body_takes_outputs && !ctx.options.sequential_sums
                                           ? additive_outputs(s, body, n_in)
                                           : std::vector<bool>(n_out);
    const bool any_additive = std::find(additive.begin(), additive.end(), true) != additive.end();
    std::vector<unsigned> order;
    std::vector<PairwiseSum> sums;
    std::vector<double> inits(n_out);
    if (any_additive) {
      for (unsigned d = 0; d < num_dims; ++d)
        if (!s.reduced[d]) order.push_back(d);
      for (unsigned d = 0; d < num_dims; ++d)
        if (s.reduced[d]) order.push_back(d);
      for (size_t j = 0; j < n_out; ++j) sums.emplace_back(s.outputs[j].dtype());
    }
    run_loops(op, ctx.options.max_tensor_elements, s, [&](const std::vector<int64_t>& point, std::vector<Scalar>& ins, std::vector<Scalar>& outs) {
      for (size_t i = 0; i < n_in; ++i) regs[i] = ins[i];
      bool first = any_additive;
      for (unsigned d = 0; d < num_dims && first; ++d) first = !s.reduced[d] || point[d] == 0;
      if (body_takes_outputs)
        for (size_t j = 0; j < n_out; ++j) {
          if (!additive[j]) {
            regs[n_in + j] = outs[j];
            continue;
          }
          if (first) {
            inits[j] = outs[j].f;
            sums[j].reset();
          }
          regs[n_in + j] = Scalar::from_float(outs[j].dtype, -0.0);
        }
      for (const Program::Instr& in : prog->code) {
        switch (in.kind) {
          case Program::Instr::Kind::Index:
            regs[in.dst] = Scalar::from_int(DType::Index, point[in.dim]);
            break;
          case Program::Instr::Kind::Apply:
            for (unsigned a = 0; a < in.op.arity; ++a) args[a] = regs[in.args[a]];
            regs[in.dst] = apply_scalar_op(in.op, args);
            break;
          case Program::Instr::Kind::Call:
            regs[in.dst] = call_op(ctx, prog->calls[in.call], regs, call_results);
            break;
        }
      }
      for (size_t j = 0; j < n_out; ++j) {
        if (!additive[j]) {
          outs[j] = regs[prog->yields[j]];
          continue;
        }
        sums[j].add(regs[prog->yields[j]].f);
        outs[j] = Scalar::from_float(outs[j].dtype, sums[j].total(inits[j]));
      }
    }, any_additive ? &order : nullptr);
    return;
  }

  // General path: run the body block through the executor at every point.
  std::vector<RtValue> args(n_args);
  std::vector<int64_t> current_point;
  ActiveLoopGuard guard(op, current_point);
  run_loops(op, ctx.options.max_tensor_elements, s, [&](const std::vector<int64_t>& point, std::vector<Scalar>& ins, std::vector<Scalar>& outs) {
    current_point = point;
    for (size_t i = 0; i < n_in; ++i) args[i] = RtValue::of(ins[i]);
    if (body_takes_outputs)
      for (size_t j = 0; j < n_out; ++j) args[n_in + j] = RtValue::of(outs[j]);
    std::vector<RtValue> ys = ctx.exec.run_block(body, args);
    for (size_t j = 0; j < n_out; ++j) {
      if (ys[j].is_tensor) fail(op, "body yielded a tensor");
      outs[j] = ys[j].scalar;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Operand plumbing shared by the handlers

// Splits operands into (ins, outs) by operandSegmentSizes, or, without it, by taking one out
// per result (linalg on tensors returns each out).
std::pair<size_t, size_t> ins_outs(const graph::Operation& op, size_t num_operands) {
  if (auto seg = graph::operand_segments(op)) {
    if (seg->size() != 2 || (*seg)[0] < 0 || (*seg)[1] < 0 || size_t((*seg)[0] + (*seg)[1]) != num_operands)
      fail(op, "operandSegmentSizes does not match its " + std::to_string(num_operands) + " operands");
    return {size_t((*seg)[0]), size_t((*seg)[1])};
  }
  if (op.results.size() > num_operands) fail(op, "has more results than operands");
  return {num_operands - op.results.size(), op.results.size()};
}

Structured make_structured(const graph::Operation& op, std::span<const RtValue> operands, size_t n_in) {
  Structured s;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (i < n_in) {
      s.inputs.push_back(operands[i]);
      continue;
    }
    if (!operands[i].is_tensor) fail(op, "output operand #" + std::to_string(i) + " must be a tensor");
    s.outputs.push_back(operands[i].tensor);
  }
  if (s.outputs.size() != op.results.size())
    fail(op, "has " + std::to_string(s.outputs.size()) + " outputs but " + std::to_string(op.results.size()) +
                 " results (only tensor semantics are supported)");
  return s;
}

void emit_outputs(Structured& s, std::vector<RtValue>& results) {
  for (HostTensor& t : s.outputs) results.push_back(RtValue::of(std::move(t)));
}

AffineMap identity_map(unsigned rank) {
  AffineMap m;
  m.num_dims = rank;
  for (unsigned d = 0; d < rank; ++d) m.results.push_back(AffineExpr::dim(d));
  return m;
}

// A map from `rank` loops onto the listed loop dimensions.
AffineMap projection_map(unsigned rank, const std::vector<int64_t>& dims) {
  AffineMap m;
  m.num_dims = rank;
  for (int64_t d : dims) m.results.push_back(AffineExpr::dim(d));
  return m;
}

std::vector<AffineMap> indexing_maps(const graph::Operation& op) {
  const graph::Attribute* a = op.attr("indexing_maps");
  if (!a || a->kind != graph::Attribute::Kind::Array) fail(op, "needs an 'indexing_maps' array attribute");
  std::vector<AffineMap> maps;
  for (const auto& e : a->elems) {
    if (!e || e->kind != graph::Attribute::Kind::AffineMapAttr) fail(op, "'indexing_maps' holds a non-map entry");
    maps.push_back(e->map);
  }
  return maps;
}

const graph::Block& single_body(const graph::Operation& op) {
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1) fail(op, "needs a body with one block");
  return *op.regions[0]->blocks[0];
}

std::vector<int64_t> int_list_attr(const graph::Operation& op, std::string_view name) {
  const graph::Attribute* a = op.attr(name);
  std::optional<std::vector<int64_t>> v = a ? a->as_int_list() : std::nullopt;
  if (!v) fail(op, "needs an integer list attribute '" + std::string(name) + "'");
  return *v;
}

DType operand_dtype(const RtValue& v) { return v.is_tensor ? v.tensor.dtype() : v.scalar.dtype; }

// ---------------------------------------------------------------------------------------------
// Handlers

void run_generic(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  auto [n_in, n_out] = ins_outs(op, operands.size());
  Structured s = make_structured(op, operands, n_in);
  s.maps = indexing_maps(op);
  auto reductions = graph::reduction_dims(op);
  if (!reductions) fail(op, "needs an 'iterator_types' attribute");
  if (!s.maps.empty() && reductions->size() != s.maps[0].num_dims)
    fail(op, "has " + std::to_string(reductions->size()) + " iterator types for " +
                 std::to_string(s.maps[0].num_dims) + " loop dimensions");
  s.reduced = *reductions;
  run_body(ctx, s, single_body(op), true);
  emit_outputs(s, results);
}

void run_map(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.empty()) fail(op, "needs an init operand");
  Structured s = make_structured(op, operands, operands.size() - 1);
  unsigned rank = unsigned(s.outputs[0].rank());
  s.maps.assign(operands.size(), identity_map(rank));
  run_body(ctx, s, single_body(op), false);
  emit_outputs(s, results);
}

void run_reduce(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.empty() || operands.size() % 2) fail(op, "needs as many inits as inputs");
  const size_t n = operands.size() / 2;
  Structured s = make_structured(op, operands, n);
  if (!s.inputs[0].is_tensor) fail(op, "inputs must be tensors");
  const unsigned rank = unsigned(s.inputs[0].tensor.rank());
  std::vector<int64_t> reduced = int_list_attr(op, "dimensions");
  std::vector<bool> is_reduced(rank, false);
  for (int64_t d : reduced) {
    if (d < 0 || d >= int64_t(rank) || is_reduced[d]) fail(op, "invalid reduction dimension " + std::to_string(d));
    is_reduced[d] = true;
  }
  std::vector<int64_t> kept;
  for (unsigned d = 0; d < rank; ++d)
    if (!is_reduced[d]) kept.push_back(d);
  for (size_t i = 0; i < n; ++i) s.maps.push_back(identity_map(rank));
  for (size_t i = 0; i < n; ++i) s.maps.push_back(projection_map(rank, kept));
  s.reduced = is_reduced;
  run_body(ctx, s, single_body(op), true);
  emit_outputs(s, results);
}

void run_fill(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  auto [n_in, n_out] = ins_outs(op, operands.size());
  if (n_in != 1 || n_out != 1) fail(op, "expects one value and one output");
  Structured s = make_structured(op, operands, 1);
  const RtValue& v = s.inputs[0];
  Scalar value;
  if (!v.is_tensor) value = v.scalar;
  else if (v.tensor.numel() == 1 && v.tensor.rank() == 0) value = v.tensor.get(0);
  else fail(op, "fill value must be a scalar");
  const HostTensor& out = s.outputs[0];
  results.push_back(RtValue::of(HostTensor::splat(out.dtype(), out.shape(), convert_signed(out.dtype(), value))));
}

// linalg.copy, linalg.transpose and linalg.broadcast: each output element is one input element.
void run_move(OpContext& ctx, Structured& s, bool cast, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (!cast && operand_dtype(s.inputs[0]) != s.outputs[0].dtype())
    fail(op, "input and output element types differ");
  const DType to = s.outputs[0].dtype();
  run_loops(op, ctx.options.max_tensor_elements, s, [&](const std::vector<int64_t>&, std::vector<Scalar>& ins, std::vector<Scalar>& outs) {
    outs[0] = cast ? convert_signed(to, ins[0]) : ins[0];
  });
  emit_outputs(s, results);
}

void run_copy(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  auto [n_in, n_out] = ins_outs(op, operands.size());
  if (n_in != 1 || n_out != 1) fail(op, "expects one input and one output");
  Structured s = make_structured(op, operands, 1);
  if (!s.inputs[0].is_tensor) fail(op, "input must be a tensor");
  unsigned rank = unsigned(s.outputs[0].rank());
  s.maps.assign(2, identity_map(rank));
  run_move(ctx, s, true, results);
}

void run_transpose(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 2) fail(op, "expects an input and an init");
  Structured s = make_structured(op, operands, 1);
  if (!s.inputs[0].is_tensor) fail(op, "input must be a tensor");
  const unsigned rank = unsigned(s.outputs[0].rank());
  std::vector<int64_t> perm = int_list_attr(op, "permutation");
  std::vector<int64_t> inverse(rank, -1);
  if (perm.size() != rank || s.inputs[0].tensor.rank() != rank) fail(op, "permutation length does not match the ranks");
  for (unsigned i = 0; i < rank; ++i) {
    if (perm[i] < 0 || perm[i] >= int64_t(rank) || inverse[perm[i]] != -1) fail(op, "invalid permutation");
    inverse[perm[i]] = i;
  }
  // out[i_0..i_n] = in[j] with j[perm[k]] = i_k: the input's dimension p is indexed by loop
  // inverse[p].
  s.maps.push_back(projection_map(rank, inverse));
  s.maps.push_back(identity_map(rank));
  run_move(ctx, s, false, results);
}

void run_broadcast(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 2) fail(op, "expects an input and an init");
  Structured s = make_structured(op, operands, 1);
  if (!s.inputs[0].is_tensor) fail(op, "input must be a tensor");
  const unsigned rank = unsigned(s.outputs[0].rank());
  std::vector<int64_t> added = int_list_attr(op, "dimensions");
  std::vector<bool> is_added(rank, false);
  for (int64_t d : added) {
    if (d < 0 || d >= int64_t(rank) || is_added[d]) fail(op, "invalid broadcast dimension " + std::to_string(d));
    is_added[d] = true;
  }
  std::vector<int64_t> kept;
  for (unsigned d = 0; d < rank; ++d)
    if (!is_added[d]) kept.push_back(d);
  if (int64_t(kept.size()) != s.inputs[0].tensor.rank())
    fail(op, "input rank " + std::to_string(s.inputs[0].tensor.rank()) + " plus " + std::to_string(added.size()) +
                 " added dimensions is not the output rank " + std::to_string(rank));
  s.maps.push_back(projection_map(rank, kept));
  s.maps.push_back(identity_map(rank));
  run_move(ctx, s, false, results);
}

// Named element-wise ops: inputs are cast to the output element type (linalg's cast_signed),
// then combined with the arith/math op for that type.
struct NamedElementwise {
  std::string_view name;
  uint8_t arity;
  std::optional<ScalarOpcode> on_float, on_int, on_bool;
};

using SO = ScalarOpcode;
const NamedElementwise kNamedElementwise[] = {
    {"linalg.add", 2, SO::AddF, SO::AddI, SO::OrI},
    {"linalg.sub", 2, SO::SubF, SO::SubI, std::nullopt},
    {"linalg.mul", 2, SO::MulF, SO::MulI, SO::AndI},
    {"linalg.div", 2, SO::DivF, SO::DivSI, std::nullopt},
    {"linalg.div_unsigned", 2, SO::DivF, SO::DivUI, std::nullopt},
    {"linalg.max", 2, SO::MaximumF, SO::MaxSI, SO::MaxSI},
    {"linalg.min", 2, SO::MinimumF, SO::MinSI, SO::MinSI},
    {"linalg.powf", 2, SO::PowF, std::nullopt, std::nullopt},
    {"linalg.exp", 1, SO::Exp, std::nullopt, std::nullopt},
    {"linalg.log", 1, SO::Log, std::nullopt, std::nullopt},
    {"linalg.abs", 1, SO::AbsF, std::nullopt, std::nullopt},
    {"linalg.ceil", 1, SO::Ceil, std::nullopt, std::nullopt},
    {"linalg.floor", 1, SO::Floor, std::nullopt, std::nullopt},
    {"linalg.negf", 1, SO::NegF, std::nullopt, std::nullopt},
    {"linalg.round", 1, SO::Round, std::nullopt, std::nullopt},
    {"linalg.sqrt", 1, SO::Sqrt, std::nullopt, std::nullopt},
    {"linalg.rsqrt", 1, SO::Rsqrt, std::nullopt, std::nullopt},
    {"linalg.tanh", 1, SO::Tanh, std::nullopt, std::nullopt},
    {"linalg.erf", 1, SO::Erf, std::nullopt, std::nullopt},
    // reciprocal(x) = 1 / x and square(x) = x * x: unary ops built from a binary one.
    {"linalg.reciprocal", 1, SO::DivF, std::nullopt, std::nullopt},
    {"linalg.square", 1, SO::MulF, SO::MulI, std::nullopt},
    {"linalg.select", 3, SO::Select, SO::Select, SO::Select},
};

void run_named_elementwise(const NamedElementwise& kind, OpContext& ctx, std::span<const RtValue> operands,
                           std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  auto [n_in, n_out] = ins_outs(op, operands.size());
  if (n_in != kind.arity || n_out != 1)
    fail(op, "expects " + std::to_string(kind.arity) + " inputs and one output");
  Structured s = make_structured(op, operands, n_in);
  const DType t = s.outputs[0].dtype();
  std::optional<ScalarOpcode> code = dtype_is_float(t) ? kind.on_float : t == DType::I1 ? kind.on_bool : kind.on_int;
  if (!code) fail(op, "is not defined for element type " + std::string(dtype_name(t)));
  const bool is_select = *code == SO::Select;
  if (is_select && operand_dtype(s.inputs[0]) != DType::I1) fail(op, "condition must be i1");

  if (op.attr("indexing_maps")) {
    s.maps = indexing_maps(op);
  } else {
    const unsigned rank = unsigned(s.outputs[0].rank());
    s.maps.assign(n_in + 1, identity_map(rank));
  }
  ScalarOp sop;
  sop.code = *code;
  sop.result = t;
  sop.operand = t;
  sop.arity = std::max<uint8_t>(kind.arity, 2);
  const bool reciprocal = op.is(graph::OpId::LinalgReciprocal), square = op.is(graph::OpId::LinalgSquare);
  Scalar args[3];
  run_loops(op, ctx.options.max_tensor_elements, s, [&](const std::vector<int64_t>&, std::vector<Scalar>& ins, std::vector<Scalar>& outs) {
    for (size_t i = 0; i < ins.size(); ++i)
      args[i] = is_select && i == 0 ? ins[0] : convert_signed(t, ins[i]);
    if (reciprocal) {
      args[1] = args[0];
      args[0] = Scalar::from_float(t, 1.0);
    } else if (square) {
      args[1] = args[0];
    }
    outs[0] = apply_scalar_op(sop, args);
  });
  emit_outputs(s, results);
}

void run_index(OpContext& ctx, std::span<const RtValue>, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const int64_t dim = index_dim(op);
  // The innermost enclosing linalg op is the one whose loop this index reads.
  const graph::Operation* owner = nullptr;
  for (const graph::Block* b = op.parent; b && b->parent && b->parent->parent; b = b->parent->parent->parent) {
    const graph::Operation* anc = b->parent->parent;
    if (anc->dialect() == "linalg") {
      owner = anc;
      break;
    }
  }
  for (auto it = t_active_loops.rbegin(); owner && it != t_active_loops.rend(); ++it) {
    if (it->op != owner) continue;
    if (size_t(dim) >= it->point->size())
      fail(op, "dim " + std::to_string(dim) + " is out of range for " + std::to_string(it->point->size()) + " loops");
    results.push_back(RtValue::of(Scalar::from_int(DType::Index, (*it->point)[dim])));
    return;
  }
  fail(op, "is not inside a running linalg op");
}

void run_yield_outside_body(OpContext& ctx, std::span<const RtValue>, std::vector<RtValue>&) {
  fail(ctx.op, "linalg.yield must be the last op of a linalg body");
}

}  // namespace

void register_linalg_generic_ops(OpRegistry& r) {
  r.add("linalg.generic", run_generic);
  r.add("linalg.map", run_map);
  r.add("linalg.reduce", run_reduce);
  r.add("linalg.fill", run_fill);
  r.add("linalg.copy", run_copy);
  r.add("linalg.transpose", run_transpose);
  r.add("linalg.broadcast", run_broadcast);
  r.add("linalg.index", run_index);
  r.add("linalg.yield", run_yield_outside_body);
  for (const NamedElementwise& kind : kNamedElementwise)
    r.add(std::string(kind.name), [&kind](OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
      run_named_elementwise(kind, ctx, operands, results);
    });
}

}  // namespace linrt::ref

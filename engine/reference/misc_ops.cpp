// Reference implementations of the ops around the tensor math: function calls (func.call,
// util.call; the parser reads the bare `call` of older dumps as func.call),
// assertions (cf.assert), read-only globals (ml_program, util), IREE's flow and util helper ops
// that wrap a value without changing it, and IREE's check.* test assertions.
//
// check.* ops follow iree-check-module: a failed expectation does not stop the function; it is
// recorded in ctx.check_failures and execution continues, so a test reports every failure.
#include <cmath>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "linrt/error.h"

namespace linrt::ref {

namespace {

using graph::Attribute;
using graph::kDynamic;
using graph::Operation;
using graph::Type;

[[noreturn]] void fail(const Operation& op, const std::string& message,
                       ErrorKind kind = ErrorKind::Invalid) {
  throw Error(kind, op.describe(), message);
}

void expect_counts(const Operation& op, std::span<const RtValue> operands, size_t num_operands, size_t num_results) {
  if (operands.size() != num_operands || op.results.size() != num_results)
    fail(op, "expected " + std::to_string(num_operands) + " operand(s) and " + std::to_string(num_results) +
                 " result(s), got " + std::to_string(operands.size()) + " and " + std::to_string(op.results.size()));
}

const HostTensor& tensor_arg(const Operation& op, std::span<const RtValue> operands, size_t i) {
  if (i >= operands.size()) fail(op, "missing operand #" + std::to_string(i));
  if (!operands[i].is_tensor) fail(op, "operand #" + std::to_string(i) + " must be a tensor");
  return operands[i].tensor;
}

int64_t index_arg(const Operation& op, std::span<const RtValue> operands, size_t i) {
  if (i >= operands.size() || operands[i].is_tensor || operands[i].scalar.is_float())
    fail(op, "operand #" + std::to_string(i) + " must be an index");
  return operands[i].scalar.i;
}

std::string type_of(DType dt, std::span<const int64_t> shape) {
  return "tensor<" + (shape.empty() ? std::string() : shape_str(shape) + "x") + std::string(dtype_name(dt)) + ">";
}

std::string type_of(const HostTensor& t) { return type_of(t.dtype(), t.shape()); }

// A value fits a type when the element types are equal and every static dim matches.
bool fits(const RtValue& v, const Type& t) {
  if (!v.is_tensor) return t.is_scalar() && t.elem == v.scalar.dtype;
  if (!t.is_tensor() || t.elem != v.tensor.dtype()) return false;
  if (t.unranked) return true;
  if (t.rank() != v.tensor.rank()) return false;
  for (size_t d = 0; d < t.shape.size(); ++d)
    if (t.shape[d] != kDynamic && t.shape[d] != v.tensor.dim(d)) return false;
  return true;
}

std::string value_str(const RtValue& v) {
  return v.is_tensor ? type_of(v.tensor) : std::string(dtype_name(v.scalar.dtype)) + " " + v.scalar.str();
}

void check_fits(const Operation& op, const std::string& what, const RtValue& v, const Type& t) {
  if (!fits(v, t)) fail(op, what + " " + value_str(v) + " does not match type " + t.str());
}

// The value of a constant attribute, typed by the attribute itself; callers check it against
// their result type, which may have `?` dims (flow.tensor.dynamic_constant).
RtValue attribute_value(const Operation& op, const Attribute& a) { return constant_value(op, a, a.type); }

const Attribute& required_attr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) fail(op, "missing attribute '" + std::string(name) + "'");
  return *a;
}

std::string symbol_attr(const Operation& op, std::string_view name) {
  const Attribute& a = required_attr(op, name);
  if (a.kind != Attribute::Kind::SymbolRef) fail(op, "attribute '" + std::string(name) + "' must be a symbol reference");
  return a.str;
}

// ---------------------------------------------------------------------------------------------
// Calls and assertions

void func_call(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  std::string callee = symbol_attr(op, "callee");
  const Operation* fn = ctx.exec.module().lookup_function(callee);
  if (!fn) fail(op, "call to unknown function @" + callee);
  const Attribute* ft = fn->attr("function_type");
  if (!ft || ft->kind != Attribute::Kind::TypeAttr || ft->type.kind != Type::Kind::Function)
    fail(op, "callee @" + callee + " has no function_type");
  const Type& sig = ft->type;
  if (sig.inputs.size() != operands.size() || sig.results.size() != op.results.size())
    fail(op, "call passes " + std::to_string(operands.size()) + " argument(s) and expects " +
                 std::to_string(op.results.size()) + " result(s); @" + callee + " takes " +
                 std::to_string(sig.inputs.size()) + " and returns " + std::to_string(sig.results.size()));
  // Executor::call checks the argument types and bounds the call depth; the executor checks
  // the results against this op's result types.
  results = ctx.exec.call(callee, std::vector<RtValue>(operands.begin(), operands.end()));
}

void cf_assert(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 1, 0);
  if (operands[0].is_tensor || operands[0].scalar.dtype != DType::I1) fail(op, "condition must be an i1");
  if (operands[0].scalar.i) return;
  const Attribute* msg = op.attr("msg");
  std::string text = msg && msg->kind == Attribute::Kind::String ? msg->str : std::string("assertion failed");
  throw Error(ErrorKind::Invalid, op.loc.str(), "cf.assert failed: " + text);
}

// ---------------------------------------------------------------------------------------------
// Globals: a load reads what this executor (session) last stored to the global, else its
// initial value. Stores need a mutable global and a value of its type.

const Operation& global_op(const OpContext& ctx, const std::string& name, std::string_view kind) {
  const Operation* g = ctx.exec.module().lookup_symbol(name);
  if (!g || g->name != kind) fail(ctx.op, "no " + std::string(kind) + " named @" + name);
  return *g;
}

void ml_program_global_load(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 0, 1);
  std::string name = symbol_attr(op, "global");
  const Operation& g = global_op(ctx, name, "ml_program.global");
  if (const RtValue* stored = ctx.exec.stored_global(name)) {
    results.push_back(*stored);
    return;
  }
  const Attribute* value = g.attr("value");
  if (!value) fail(op, "global @" + name + " has no initial value");
  RtValue v = attribute_value(g, *value);
  check_fits(op, "global @" + name, v, op.result(0)->type);
  results.push_back(std::move(v));
}

void util_global_load(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 0, 1);
  std::string name = symbol_attr(op, "global");
  const Operation& g = global_op(ctx, name, "util.global");
  if (const RtValue* stored = ctx.exec.stored_global(name)) {
    results.push_back(*stored);
    return;
  }
  const Attribute* value = g.attr("initial_value");
  if (!value) fail(op, "global @" + name + " has no initial value (initializers are not run)", ErrorKind::Unsupported);
  // `#stream.parameter.named<"scope"::"key">` names weights kept outside the module (an IREE
  // parameter archive); nothing binds them yet.
  if (value->kind == Attribute::Kind::Opaque && value->str.starts_with("#stream.parameter"))
    fail(op, "external parameter " + value->str + " of global @" + name + " is not bound", ErrorKind::Unsupported);
  RtValue v = attribute_value(g, *value);
  check_fits(op, "global @" + name, v, op.result(0)->type);
  results.push_back(std::move(v));
}

// util.global.store %v, @g and ml_program.global_store @g = %v.
void global_store(OpContext& ctx, std::span<const RtValue> operands, std::string_view kind) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 1, 0);
  std::string name = symbol_attr(op, "global");
  const Operation& g = global_op(ctx, name, kind);
  if (!g.attr("is_mutable")) fail(op, "global @" + name + " is not mutable");
  check_fits(op, "stored value", operands[0], op.operands[0]->type);
  ctx.exec.store_global(name, operands[0]);
}

void util_global_store(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  global_store(ctx, operands, "util.global");
}

void ml_program_global_store(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  global_store(ctx, operands, "ml_program.global");
}

// ---------------------------------------------------------------------------------------------
// Value wrappers of util and flow

void util_unfoldable_constant(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 0, 1);
  RtValue v = attribute_value(op, required_attr(op, "value"));
  check_fits(op, "constant", v, op.result(0)->type);
  results.push_back(std::move(v));
}

void util_optimization_barrier(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  expect_counts(ctx.op, operands, operands.size(), operands.size());
  results.assign(operands.begin(), operands.end());
}

int64_t count_dynamic(const Type& t) {
  int64_t n = 0;
  for (int64_t d : t.shape) n += d == kDynamic;
  return n;
}

// flow.tensor ops list the dynamic dims of each tensor type after it; checks operand counts
// (against operandSegmentSizes too, when present).
void check_flow_groups(const Operation& op, size_t num_operands, std::vector<int64_t> groups) {
  int64_t total = 0;
  for (int64_t g : groups) total += g;
  auto seg = graph::operand_segments(op);
  if ((seg && *seg != groups) || int64_t(num_operands) != total)
    fail(op, "operand count does not match the dynamic dimensions of its types");
}

// Checks that `t`'s `?` dims equal the index operands starting at `first`.
void check_dynamic_dims(const Operation& op, const HostTensor& t, const Type& type,
                        std::span<const RtValue> operands, size_t first) {
  size_t next = first;
  for (size_t d = 0; d < type.shape.size(); ++d) {
    if (type.shape[d] != kDynamic) continue;
    int64_t v = index_arg(op, operands, next++);
    if (v != t.dim(d))
      fail(op, "dynamic dimension " + std::to_string(d) + " is declared as " + std::to_string(v) + " but " +
                   type_of(t) + " has " + std::to_string(t.dim(d)));
  }
}

std::vector<int64_t> resolve_shape(const Operation& op, const Type& type, std::span<const RtValue> operands, size_t first) {
  std::vector<int64_t> shape = type.shape;
  size_t next = first;
  for (int64_t& d : shape) {
    if (d != kDynamic) continue;
    d = index_arg(op, operands, next++);
    if (d < 0) fail(op, "negative dimension " + std::to_string(d));
  }
  return shape;
}

void flow_tie_shape(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& t = tensor_arg(op, operands, 0);
  const Type& type = op.operands[0]->type;
  check_flow_groups(op, operands.size(), {1, count_dynamic(type)});
  if (op.results.size() != 1) fail(op, "expected one result");
  check_fits(op, "operand", operands[0], type);
  check_dynamic_dims(op, t, type, operands, 1);
  results.push_back(operands[0]);
}

// The elements of `t` as IREE stores them: 2- and 4-bit elements packed, the first in the
// low bits of byte 0; wider ones as their bytes.
std::vector<uint8_t> pack_elements(const HostTensor& t) {
  const unsigned bits = dtype_bits(t.dtype());
  if (bits >= 8) return std::vector<uint8_t>(t.bytes(), t.bytes() + t.nbytes());
  std::vector<uint8_t> out((size_t(t.numel()) * bits + 7) / 8);
  for (int64_t k = 0; k < t.numel(); ++k) {
    Scalar s = t.get(k);
    uint64_t v = s.is_float() ? float_to_bits(t.dtype(), s.f) : uint64_t(s.i);
    uint64_t bit = uint64_t(k) * bits;
    for (unsigned b = 0; b < bits; ++b, ++bit) out[bit / 8] |= uint8_t(((v >> b) & 1u) << (bit % 8));
  }
  return out;
}

// flow.tensor.reshape and flow.tensor.bitcast: (source, source dims..., result dims...).
void flow_reshape_like(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results,
                       bool reinterpret_bytes) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& src_type = op.operands[0]->type;
  if (op.results.size() != 1 || !op.result(0)->type.is_tensor()) fail(op, "expected one tensor result");
  const Type& rt = op.result(0)->type;
  check_flow_groups(op, operands.size(), {1, count_dynamic(src_type), count_dynamic(rt)});
  check_fits(op, "operand", operands[0], src_type);
  check_dynamic_dims(op, src, src_type, operands, 1);
  std::vector<int64_t> shape = resolve_shape(op, rt, operands, 1 + size_t(count_dynamic(src_type)));
  int64_t n = 1, nbytes = 0;
  for (int64_t d : shape)
    if (__builtin_mul_overflow(n, d, &n)) fail(op, "result shape " + shape_str(shape) + " overflows", ErrorKind::Limit);
  if (__builtin_mul_overflow(n, int64_t(dtype_size(rt.elem)), &nbytes))
    fail(op, "result shape " + shape_str(shape) + " overflows", ErrorKind::Limit);
  if (!reinterpret_bytes) {
    if (rt.elem != src.dtype()) fail(op, "reshape cannot change the element type");
    if (n != src.numel()) fail(op, "cannot reshape " + type_of(src) + " to " + type_of(rt.elem, shape));
    results.push_back(RtValue::of(src.reshaped(std::move(shape))));
    return;
  }
  // i1 is stored as whole bytes holding 0 or 1, so only i1 <-> i1 keeps that invariant. The
  // 2- and 4-bit types are stored a byte per element but bitcast as IREE packs them.
  const unsigned src_bits = dtype_bits(src.dtype()), dst_bits = dtype_bits(rt.elem);
  bool packed = (src_bits < 8 && src.dtype() != DType::I1) || (dst_bits < 8 && rt.elem != DType::I1);
  bool same_size = packed ? uint64_t(src.numel()) * src_bits == uint64_t(n) * dst_bits : size_t(nbytes) == src.nbytes();
  if (!same_size || (rt.elem == DType::I1) != (src.dtype() == DType::I1))
    fail(op, "cannot bitcast " + type_of(src) + " to " + type_of(rt.elem, shape) + ": bit sizes differ");
  HostTensor out(rt.elem, shape);
  if (!packed) {
    if (src.nbytes()) std::memcpy(out.mutable_bytes(), src.bytes(), src.nbytes());
  } else {
    std::vector<uint8_t> stream = pack_elements(src);
    uint8_t* dst = out.mutable_bytes();
    for (int64_t k = 0; k < n; ++k) {
      uint64_t bit = uint64_t(k) * dst_bits, v = 0;
      for (unsigned b = 0; b < dst_bits; ++b, ++bit) v |= uint64_t((stream[bit / 8] >> (bit % 8)) & 1u) << b;
      if (dst_bits >= 8) std::memcpy(dst + size_t(k) * dtype_size(rt.elem), &v, dtype_size(rt.elem));
      else out.set(k, dtype_is_float(rt.elem) ? Scalar::from_float(rt.elem, float_from_bits(rt.elem, v))
                                               : Scalar::from_int(rt.elem, int64_t(v)));
    }
  }
  results.push_back(RtValue::of(std::move(out)));
}

void flow_reshape(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  flow_reshape_like(ctx, operands, results, false);
}

void flow_bitcast(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  flow_reshape_like(ctx, operands, results, true);
}

// ---------------------------------------------------------------------------------------------
// IREE check ops

void record(OpContext& ctx, std::string message) {
  ctx.check_failures.push_back(CheckFailure{ctx.op.loc.str(), std::move(message)});
}

std::string multi_index(int64_t flat, std::span<const int64_t> shape) {
  std::vector<int64_t> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    idx[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
  std::string s = "[";
  for (size_t d = 0; d < idx.size(); ++d) s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

void check_scalar_truth(OpContext& ctx, std::span<const RtValue> operands, bool expected) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 1, 0);
  if (operands[0].is_tensor || operands[0].scalar.is_float()) fail(op, "operand must be an integer scalar");
  int64_t v = operands[0].scalar.i;
  if ((v != 0) != expected) record(ctx, "Expected " + std::to_string(v) + (expected ? " to be nonzero" : " to be zero"));
}

void check_expect_true(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  check_scalar_truth(ctx, operands, true);
}

void check_expect_false(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  check_scalar_truth(ctx, operands, false);
}

void check_expect_all_true(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  const Operation& op = ctx.op;
  expect_counts(op, operands, 1, 0);
  const HostTensor& t = tensor_arg(op, operands, 0);
  if (dtype_is_float(t.dtype())) fail(op, "operand must be an integer tensor");
  int64_t zeros = 0, first = -1;
  for (int64_t k = 0; k < t.numel(); ++k) {
    if (t.get_i64(k) != 0) continue;
    if (first < 0) first = k;
    ++zeros;
  }
  if (zeros)
    record(ctx, "Expected all elements of " + type_of(t) + " to be nonzero; " + std::to_string(zeros) +
                    " are zero, the first at index " + multi_index(first, t.shape()));
}

// Compares lhs with rhs element by element with `same`; records one failure describing the
// type mismatch or the first differing element and the number of differing elements.
template <class Same>
void compare_tensors(OpContext& ctx, const HostTensor& lhs, const HostTensor& rhs, const std::string& what, Same&& same) {
  std::string header = "Expected " + what + " of lhs " + type_of(lhs) + " and rhs " + type_of(rhs) + ".";
  if (lhs.dtype() != rhs.dtype() || lhs.shape() != rhs.shape()) {
    record(ctx, header + (lhs.dtype() != rhs.dtype() ? " Element types do not match." : "") +
                    (lhs.shape() != rhs.shape() ? " Shapes do not match." : ""));
    return;
  }
  int64_t differing = 0, first = -1;
  for (int64_t k = 0; k < lhs.numel(); ++k) {
    if (same(k)) continue;
    if (first < 0) first = k;
    ++differing;
  }
  if (!differing) return;
  record(ctx, header + " " + std::to_string(differing) + " of " + std::to_string(lhs.numel()) +
                  " elements differ; the first at index " + multi_index(first, lhs.shape()) + ": lhs " +
                  lhs.get(first).str() + ", rhs " + rhs.get(first).str() + ".");
}

// expect_eq compares bytes, as iree-check-module does (so -0.0 differs from 0.0, and a NaN
// equals the same NaN).
void expect_eq(OpContext& ctx, const HostTensor& lhs, const HostTensor& rhs) {
  size_t es = dtype_size(lhs.dtype());
  compare_tensors(ctx, lhs, rhs, "equality", [&](int64_t k) {
    return std::memcmp(lhs.bytes() + size_t(k) * es, rhs.bytes() + size_t(k) * es, es) == 0;
  });
}

float tolerance_attr(const Operation& op, std::string_view name, float fallback) {
  const Attribute* a = op.attr(name);
  if (!a) return fallback;
  if (a->kind != Attribute::Kind::Float) fail(op, "attribute '" + std::string(name) + "' must be a float");
  return float(a->f);
}

// NumPy's isclose as iree-check-module applies it, in the precision it uses (float for f32 and
// narrower, double for f64): lhs == rhs || (isfinite(rhs) && |lhs - rhs| <= atol + rtol*|rhs|),
// and two NaNs also count as equal.
template <class T>
bool almost_equal(T lhs, T rhs, float atol, float rtol) {
  return lhs == rhs || (std::isfinite(rhs) && std::abs(lhs - rhs) <= atol + rtol * std::abs(rhs)) ||
         (std::isnan(lhs) && std::isnan(rhs));
}

void expect_almost_eq(OpContext& ctx, const HostTensor& lhs, const HostTensor& rhs) {
  const Operation& op = ctx.op;
  if (!dtype_is_float(lhs.dtype()) || !dtype_is_float(rhs.dtype()))
    fail(op, "expects float tensors, got " + type_of(lhs) + " and " + type_of(rhs));
  float atol = tolerance_attr(op, "atol", 1e-4f);
  float rtol = tolerance_attr(op, "rtol", 0.0f);
  std::string what = "near equality (atol=" + Scalar::from_float(DType::F32, atol).str() +
                     ", rtol=" + Scalar::from_float(DType::F32, rtol).str() + ")";
  bool wide = lhs.dtype() == DType::F64;
  compare_tensors(ctx, lhs, rhs, what, [&](int64_t k) {
    double a = lhs.get_f64(k), b = rhs.get_f64(k);
    return wide ? almost_equal<double>(a, b, atol, rtol) : almost_equal<float>(float(a), float(b), atol, rtol);
  });
}

HostTensor const_operand(const Operation& op) {
  RtValue v = attribute_value(op, required_attr(op, "value"));
  if (!v.is_tensor) fail(op, "attribute 'value' must be a dense tensor");
  return v.tensor;
}

void check_expect_eq(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  expect_counts(ctx.op, operands, 2, 0);
  expect_eq(ctx, tensor_arg(ctx.op, operands, 0), tensor_arg(ctx.op, operands, 1));
}

void check_expect_eq_const(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  expect_counts(ctx.op, operands, 1, 0);
  expect_eq(ctx, tensor_arg(ctx.op, operands, 0), const_operand(ctx.op));
}

void check_expect_almost_eq(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  expect_counts(ctx.op, operands, 2, 0);
  expect_almost_eq(ctx, tensor_arg(ctx.op, operands, 0), tensor_arg(ctx.op, operands, 1));
}

void check_expect_almost_eq_const(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>&) {
  expect_counts(ctx.op, operands, 1, 0);
  expect_almost_eq(ctx, tensor_arg(ctx.op, operands, 0), const_operand(ctx.op));
}

}  // namespace

void register_misc_ops(OpRegistry& r) {
  r.add("func.call", func_call);
  r.add("util.call", func_call);
  r.add("cf.assert", cf_assert);
  r.add("ml_program.global_load", ml_program_global_load);
  r.add("ml_program.global_load_const", ml_program_global_load);
  r.add("util.global.load", util_global_load);
  r.add("util.global.store", util_global_store);
  r.add("ml_program.global_store", ml_program_global_store);
  r.add("util.unfoldable_constant", util_unfoldable_constant);
  r.add("util.optimization_barrier", util_optimization_barrier);
  r.add("flow.tensor.tie_shape", flow_tie_shape);
  r.add("flow.tensor.dynamic_constant", util_unfoldable_constant);  // a constant typed with `?` dims
  r.add("flow.tensor.reshape", flow_reshape);
  r.add("flow.tensor.bitcast", flow_bitcast);
  r.add("check.expect_true", check_expect_true);
  r.add("check.expect_false", check_expect_false);
  r.add("check.expect_all_true", check_expect_all_true);
  r.add("check.expect_eq", check_expect_eq);
  r.add("check.expect_eq_const", check_expect_eq_const);
  r.add("check.expect_almost_eq", check_expect_almost_eq);
  r.add("check.expect_almost_eq_const", check_expect_almost_eq_const);
}

}  // namespace linrt::ref

// Reference implementations of the `tensor` dialect: creation (empty, splat, from_elements,
// generate), element access (extract, insert), slicing (extract_slice, insert_slice, pad,
// concat) and shape changes (expand_shape, collapse_shape, reshape, cast, bitcast, dim).
// Every op checks its operands against its types and its indices against the shapes, and
// reports a linrt::Error naming the op instead of reading or writing out of bounds.
//
// Out-of-range tensor.extract policy
// ----------------------------------
// An index outside [0, dim) is an Error(Invalid) naming the op, the dimension and the index,
// with one exception, kept for models exported by torch-mlir before 2026-06. Its
// embedding_bag lowering computes the end of bag i inside a linalg.generic body as
//
//   %next  = arith.addi %i, %c1 : i64                  // i + 1
//   %idx   = arith.index_cast %next : i64 to index
//   %last  = arith.cmpi eq, %nbags, %next : i64        // %nbags: constant or tensor.dim
//   %off   = tensor.extract %offsets[%idx]             // one past the end when i is last
//   %end   = arith.select %last, %num_indices, %off : i64
//
// so the last bag reads offsets[num_bags] and then throws the value away. The reference
// executor accepts such a read, returning zero, only when it can prove from the IR that the
// value is discarded: the tensor is 1-D, the index equals its size exactly, and every use of
// the extracted value is the false operand of an arith.select whose condition is
// `arith.cmpi eq` between that same index (up to lossless 64-bit index casts) and the tensor's
// size (a constant equal to it, or tensor.dim of the same tensor at dimension 0). That
// condition is then true, so the select picks its other operand and the zero is never seen.
// Any other out-of-range read, including one whose result reaches anything but such a
// select, is an error. docs/REFERENCE_SEMANTICS.md records the same rule.
#include <algorithm>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/reference/executor.h"
#include "linrt/error.h"

namespace linrt::ref {

namespace {

using graph::Attribute;
using graph::kDynamic;
using graph::Operation;
using graph::Type;
using graph::Value;

[[noreturn]] void fail(const Operation& op, const std::string& message,
                       ErrorKind kind = ErrorKind::Invalid) {
  throw Error(kind, op.describe(), message);
}

const HostTensor& tensor_arg(const Operation& op, std::span<const RtValue> operands, size_t i) {
  if (i >= operands.size()) fail(op, "missing operand #" + std::to_string(i));
  if (!operands[i].is_tensor) fail(op, "operand #" + std::to_string(i) + " must be a tensor");
  return operands[i].tensor;
}

const Scalar& scalar_arg(const Operation& op, std::span<const RtValue> operands, size_t i) {
  if (i >= operands.size()) fail(op, "missing operand #" + std::to_string(i));
  if (operands[i].is_tensor) fail(op, "operand #" + std::to_string(i) + " must be a scalar");
  return operands[i].scalar;
}

int64_t index_arg(const Operation& op, std::span<const RtValue> operands, size_t i) {
  const Scalar& s = scalar_arg(op, operands, i);
  if (s.is_float()) fail(op, "operand #" + std::to_string(i) + " must be an index, not a float");
  return s.i;
}

const Type& result_type(const Operation& op, size_t i = 0) {
  if (i >= op.results.size()) fail(op, "expected at least " + std::to_string(i + 1) + " result(s)");
  const Type& t = op.result(i)->type;
  if (!t.is_tensor() || t.unranked) fail(op, "result must be a ranked tensor, got " + t.str(), ErrorKind::Unsupported);
  return t;
}

std::string type_of(DType dt, std::span<const int64_t> shape) {
  return "tensor<" + (shape.empty() ? std::string() : shape_str(shape) + "x") + std::string(dtype_name(dt)) + ">";
}

// Checks that a run-time shape fits a (possibly partly dynamic) tensor type.
void check_fits_type(const Operation& op, const std::string& what, DType dt,
                     std::span<const int64_t> shape, const Type& t) {
  bool ok = t.is_tensor() && dt == t.elem && (t.unranked || t.rank() == int64_t(shape.size()));
  for (size_t d = 0; ok && !t.unranked && d < shape.size(); ++d)
    ok = t.shape[d] == kDynamic || t.shape[d] == shape[d];
  if (!ok) fail(op, what + " " + type_of(dt, shape) + " does not match type " + t.str());
}

// Element count of a shape, failing with the op's name on a negative size or on overflow.
int64_t element_count(const Operation& op, std::span<const int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) fail(op, "negative dimension in shape " + shape_str(shape));
    if (__builtin_mul_overflow(n, d, &n)) fail(op, "element count of shape " + shape_str(shape) + " overflows", ErrorKind::Limit);
  }
  return n;
}

// A new zero-filled tensor, refused when it exceeds the configured element limit.
HostTensor new_tensor(const OpContext& ctx, DType dt, std::vector<int64_t> shape) {
  int64_t n = element_count(ctx.op, shape);
  if (n > ctx.options.max_tensor_elements)
    fail(ctx.op, "result of shape " + shape_str(shape) + " has " + std::to_string(n) +
                     " elements, over the limit of " + std::to_string(ctx.options.max_tensor_elements),
         ErrorKind::Limit);
  return HostTensor(dt, std::move(shape));
}

// The operands of an op whose trailing operands fill the `?` entries of static lists, in order.
// operandSegmentSizes, when present, must agree with the counts of dynamic entries.
void check_operand_groups(const Operation& op, size_t num_operands, const std::vector<int64_t>& groups) {
  int64_t total = 0;
  for (int64_t g : groups) total += g;
  if (auto seg = graph::operand_segments(op)) {
    if (*seg != groups)
      fail(op, "operandSegmentSizes does not match the dynamic entries of its static attributes");
  }
  if (int64_t(num_operands) != total)
    fail(op, "expected " + std::to_string(total) + " operands, got " + std::to_string(num_operands));
}

std::vector<int64_t> int_list_attr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) fail(op, "missing attribute '" + std::string(name) + "'");
  auto v = a->as_int_list();
  if (!v) fail(op, "attribute '" + std::string(name) + "' must be an integer list");
  return *v;
}

int64_t count_dynamic(std::span<const int64_t> v) { return std::count(v.begin(), v.end(), kDynamic); }

// Replaces each kDynamic entry of `statics` by the next index operand, starting at `next`.
std::vector<int64_t> fill_dynamic(const Operation& op, std::vector<int64_t> statics,
                                  std::span<const RtValue> operands, size_t& next) {
  for (int64_t& v : statics)
    if (v == kDynamic) v = index_arg(op, operands, next++);
  return statics;
}

// The result shape of a type whose `?` dims come from index operands [first, ...).
std::vector<int64_t> shape_from_type(const Operation& op, const Type& t,
                                     std::span<const RtValue> operands, size_t first) {
  if (int64_t(operands.size() - first) != count_dynamic(t.shape))
    fail(op, "expected " + std::to_string(count_dynamic(t.shape)) + " dynamic size operand(s) for " +
                 t.str() + ", got " + std::to_string(operands.size() - first));
  size_t next = first;
  std::vector<int64_t> shape = fill_dynamic(op, t.shape, operands, next);
  for (int64_t d : shape)
    if (d < 0) fail(op, "negative dimension size " + std::to_string(d));
  return shape;
}

// Calls fn(index) for every multi-index of `shape` in row-major order.
template <class Fn>
void for_each_index(std::span<const int64_t> shape, Fn&& fn) {
  for (int64_t d : shape)
    if (d == 0) return;
  std::vector<int64_t> idx(shape.size(), 0);
  while (true) {
    fn(std::as_const(idx));
    size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++idx[d] < shape[d]) break;
      idx[d] = 0;
      if (d == 0) return;
    }
    if (shape.empty()) return;
  }
}

std::vector<int64_t> row_major_strides(std::span<const int64_t> shape) {
  std::vector<int64_t> s(shape.size());
  int64_t acc = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    s[d] = acc;
    acc *= shape[d];
  }
  return s;
}

int64_t flat_index(std::span<const int64_t> idx, std::span<const int64_t> strides) {
  int64_t f = 0;
  for (size_t d = 0; d < idx.size(); ++d) f += idx[d] * strides[d];
  return f;
}

void copy_element(HostTensor& dst, int64_t dst_flat, const HostTensor& src, int64_t src_flat) {
  size_t es = dtype_size(src.dtype());
  std::memcpy(dst.mutable_bytes() + size_t(dst_flat) * es, src.bytes() + size_t(src_flat) * es, es);
}

std::string index_list_str(std::span<const int64_t> idx) {
  std::string s = "[";
  for (size_t i = 0; i < idx.size(); ++i) s += (i ? ", " : "") + std::to_string(idx[i]);
  return s + "]";
}

Scalar zero_of(DType dt) { return dtype_is_float(dt) ? Scalar::from_float(dt, 0.0) : Scalar::from_int(dt, 0); }

// ---------------------------------------------------------------------------------------------
// The embedding_bag compatibility rule (see the comment at the top of this file).

bool is_64bit_integer(const Type& t) {
  return t.is_scalar() && (t.elem == DType::Index || t.elem == DType::I64 || t.elem == DType::SI64 ||
                           t.elem == DType::UI64);
}

// Looks through index casts between 64-bit integer types, which keep the value unchanged.
const Value* strip_lossless_casts(const Value* v) {
  while (v && v->def && (v->def->is(graph::OpId::ArithIndexCast) || v->def->is(graph::OpId::ArithIndexCastui)) &&
         v->def->operands.size() == 1 && is_64bit_integer(v->type) && is_64bit_integer(v->def->operands[0]->type))
    v = v->def->operands[0];
  return v;
}

std::optional<int64_t> constant_int(const Value* v) {
  v = strip_lossless_casts(v);
  if (!v || !v->def || !v->def->is(graph::OpId::ArithConstant)) return std::nullopt;
  const Attribute* a = v->def->attr("value");
  if (!a || a->kind != Attribute::Kind::Integer) return std::nullopt;
  return a->i;
}

// True when `v` certainly equals the size of dimension 0 of `tensor`, whose run-time size is
// `size`: a constant of that value, or `tensor.dim %tensor, 0`.
bool denotes_dim0_size(const Value* v, const Value* tensor, int64_t size) {
  if (auto c = constant_int(v)) return *c == size;
  v = strip_lossless_casts(v);
  if (!v || !v->def || !v->def->is(graph::OpId::TensorDim) || v->def->operands.size() != 2) return false;
  auto dim = constant_int(v->def->operands[1]);
  return v->def->operands[0] == tensor && dim && *dim == 0;
}

bool is_cmpi_eq(const Operation& op) {
  return op.is(graph::OpId::ArithCmpi) && op.operands.size() == 2 && graph::cmp_predicate(op) == "eq";
}

// Appends every operation that uses `v` anywhere in `region` (nested regions included).
void collect_uses(const graph::Region& region, const Value* v, std::vector<const Operation*>& uses) {
  for (const auto& block : region.blocks)
    for (const auto& op : block->ops) {
      if (std::find(op->operands.begin(), op->operands.end(), v) != op->operands.end()) uses.push_back(op.get());
      for (const auto& r : op->regions) collect_uses(*r, v, uses);
    }
}

bool one_past_end_read_is_discarded(const Operation& extract, int64_t size) {
  if (extract.operands.size() != 2 || extract.results.size() != 1) return false;
  const Value* tensor = extract.operands[0];
  const Value* index = strip_lossless_casts(extract.operands[1]);
  const Value* result = extract.result(0);
  if (!extract.parent || !extract.parent->parent) return false;
  std::vector<const Operation*> uses;
  collect_uses(*extract.parent->parent, result, uses);
  if (uses.empty()) return false;
  for (const Operation* use : uses) {
    if (!use->is(graph::OpId::ArithSelect) || use->operands.size() != 3 || use->operands[2] != result ||
        use->operands[0] == result || use->operands[1] == result)
      return false;
    const Value* cond = use->operands[0];
    if (!cond->def || !is_cmpi_eq(*cond->def)) return false;
    const Value* a = cond->def->operands[0];
    const Value* b = cond->def->operands[1];
    bool guarded = (strip_lossless_casts(a) == index && denotes_dim0_size(b, tensor, size)) ||
                   (strip_lossless_casts(b) == index && denotes_dim0_size(a, tensor, size));
    if (!guarded) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Element access

void tensor_extract(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& t = tensor_arg(op, operands, 0);
  if (int64_t(operands.size()) - 1 != t.rank())
    fail(op, "expected " + std::to_string(t.rank()) + " indices for a rank-" + std::to_string(t.rank()) +
                 " tensor, got " + std::to_string(operands.size() - 1));
  std::vector<int64_t> idx(size_t(t.rank()));
  for (size_t d = 0; d < idx.size(); ++d) idx[d] = index_arg(op, operands, d + 1);
  for (size_t d = 0; d < idx.size(); ++d) {
    if (idx[d] >= 0 && idx[d] < t.dim(d)) continue;
    if (t.rank() == 1 && idx[d] == t.dim(0) && one_past_end_read_is_discarded(op, t.dim(0))) {
      results.push_back(RtValue::of(zero_of(t.dtype())));
      return;
    }
    fail(op, "index " + std::to_string(idx[d]) + " is out of range for dimension " + std::to_string(d) +
                 " of size " + std::to_string(t.dim(d)) + " (indices " + index_list_str(idx) + ", " +
                 type_of(t.dtype(), t.shape()) + ")");
  }
  results.push_back(RtValue::of(t.get(flat_index(idx, t.strides()))));
}

void tensor_insert(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const Scalar& v = scalar_arg(op, operands, 0);
  HostTensor dest = tensor_arg(op, operands, 1);
  if (int64_t(operands.size()) - 2 != dest.rank())
    fail(op, "expected " + std::to_string(dest.rank()) + " indices, got " + std::to_string(operands.size() - 2));
  if (v.dtype != dest.dtype())
    fail(op, "scalar of type " + std::string(dtype_name(v.dtype)) + " inserted into " +
                 type_of(dest.dtype(), dest.shape()));
  std::vector<int64_t> idx(size_t(dest.rank()));
  for (size_t d = 0; d < idx.size(); ++d) {
    idx[d] = index_arg(op, operands, d + 2);
    if (idx[d] < 0 || idx[d] >= dest.dim(d))
      fail(op, "index " + std::to_string(idx[d]) + " is out of range for dimension " + std::to_string(d) +
                   " of size " + std::to_string(dest.dim(d)));
  }
  dest.set(flat_index(idx, dest.strides()), v);
  results.push_back(RtValue::of(std::move(dest)));
}

// ---------------------------------------------------------------------------------------------
// Creation

void tensor_empty(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Type& t = result_type(ctx.op);
  results.push_back(RtValue::of(new_tensor(ctx, t.elem, shape_from_type(ctx.op, t, operands, 0))));
}

void tensor_splat(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const Type& t = result_type(op);
  const Scalar& v = scalar_arg(op, operands, 0);
  if (v.dtype != t.elem) fail(op, "splat of a " + std::string(dtype_name(v.dtype)) + " into " + t.str());
  HostTensor out = new_tensor(ctx, t.elem, shape_from_type(op, t, operands, 1));
  results.push_back(RtValue::of(HostTensor::splat(out.dtype(), out.shape(), v)));
}

void tensor_from_elements(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const Type& t = result_type(op);
  if (!t.has_static_shape()) fail(op, "result type " + t.str() + " must be static");
  HostTensor out = new_tensor(ctx, t.elem, t.shape);
  if (out.numel() != int64_t(operands.size()))
    fail(op, t.str() + " needs " + std::to_string(out.numel()) + " elements, got " + std::to_string(operands.size()));
  for (size_t i = 0; i < operands.size(); ++i) {
    const Scalar& v = scalar_arg(op, operands, i);
    if (v.dtype != t.elem) fail(op, "element #" + std::to_string(i) + " is not of type " + std::string(dtype_name(t.elem)));
    out.set(int64_t(i), v);
  }
  results.push_back(RtValue::of(std::move(out)));
}

// True when some op in `block` (or below it) reads one of the block's own arguments.
bool block_reads_its_arguments(const graph::Block& block) {
  for (const auto& arg : block.args) {
    std::vector<const Operation*> uses;
    for (const auto& op : block.ops) {
      if (std::find(op->operands.begin(), op->operands.end(), arg.get()) != op->operands.end()) return true;
      for (const auto& r : op->regions) collect_uses(*r, arg.get(), uses);
    }
    if (!uses.empty()) return true;
  }
  return false;
}

const graph::Block& single_block_body(const Operation& op, size_t num_args) {
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1)
    fail(op, "expected one region with one block");
  const graph::Block& b = *op.regions[0]->blocks[0];
  if (b.args.size() != num_args)
    fail(op, "body must take " + std::to_string(num_args) + " index arguments, takes " + std::to_string(b.args.size()));
  return b;
}

Scalar yielded_scalar(const Operation& op, const std::vector<RtValue>& yielded, DType expected) {
  if (yielded.size() != 1 || yielded[0].is_tensor) fail(op, "body must yield exactly one scalar");
  if (yielded[0].scalar.dtype != expected)
    fail(op, "body yields " + std::string(dtype_name(yielded[0].scalar.dtype)) + ", expected " +
                 std::string(dtype_name(expected)));
  return yielded[0].scalar;
}

std::vector<RtValue> index_scalars(std::span<const int64_t> idx) {
  std::vector<RtValue> v;
  v.reserve(idx.size());
  for (int64_t i : idx) v.push_back(RtValue::of(Scalar::from_int(DType::Index, i)));
  return v;
}

void tensor_generate(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const Type& t = result_type(op);
  HostTensor out = new_tensor(ctx, t.elem, shape_from_type(op, t, operands, 0));
  const graph::Block& body = single_block_body(op, size_t(out.rank()));
  std::vector<int64_t> strides = out.strides();
  for_each_index(out.shape(), [&](const std::vector<int64_t>& idx) {
    auto yielded = ctx.exec.run_block(body, index_scalars(idx));
    out.set(flat_index(idx, strides), yielded_scalar(op, yielded, t.elem));
  });
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// Slices

// Which of the slice's dims a rank-reducing slice drops. MLIR drops only dims whose static size
// is 1 and keeps the others in order; a kept dim must be compatible with its dim of the reduced
// type (equal, or either one `?`). can_match[d][r] says whether sizes[d..] can map onto
// reduced[r..]; walking it forward yields one valid assignment (any two valid ones differ only in
// which unit dims they drop, which gives the same shape).
std::vector<bool> dropped_dims(const Operation& op, std::span<const int64_t> static_sizes, const Type& reduced) {
  const size_t n = static_sizes.size(), m = reduced.shape.size();
  auto compatible = [&](size_t d, size_t r) {
    return static_sizes[d] == kDynamic || reduced.shape[r] == kDynamic || static_sizes[d] == reduced.shape[r];
  };
  std::vector<std::vector<bool>> can_match(n + 1, std::vector<bool>(m + 1, false));
  can_match[n][m] = true;
  for (size_t d = n; d-- > 0;)
    for (size_t r = 0; r <= m; ++r)
      can_match[d][r] = (static_sizes[d] == 1 && can_match[d + 1][r]) ||
                        (r < m && compatible(d, r) && can_match[d + 1][r + 1]);
  if (!can_match[0][0])
    fail(op, "type " + reduced.str() + " is not the slice of sizes " + shape_str(static_sizes) +
                 " with unit dimensions dropped");
  std::vector<bool> dropped(n, false);
  for (size_t d = 0, r = 0; d < n; ++d) {
    if (r < m && compatible(d, r) && can_match[d + 1][r + 1]) {
      ++r;
    } else {
      dropped[d] = true;
    }
  }
  return dropped;
}

struct SliceParams {
  std::vector<int64_t> static_sizes;  // with kDynamic, for the rank-reduction match
  std::vector<int64_t> offsets, sizes, strides;
};

// Reads the offsets/sizes/strides of extract_slice / insert_slice, whose operands are
// `num_fixed` tensors followed by the dynamic offsets, sizes and strides.
SliceParams slice_params(const Operation& op, std::span<const RtValue> operands, size_t num_fixed) {
  SliceParams p;
  std::vector<int64_t> so = int_list_attr(op, "static_offsets");
  p.static_sizes = int_list_attr(op, "static_sizes");
  std::vector<int64_t> st = int_list_attr(op, "static_strides");
  if (so.size() != p.static_sizes.size() || st.size() != so.size())
    fail(op, "static_offsets, static_sizes and static_strides differ in length");
  std::vector<int64_t> groups(num_fixed, 1);
  groups.push_back(count_dynamic(so));
  groups.push_back(count_dynamic(p.static_sizes));
  groups.push_back(count_dynamic(st));
  check_operand_groups(op, operands.size(), groups);
  size_t next = num_fixed;
  p.offsets = fill_dynamic(op, so, operands, next);
  p.sizes = fill_dynamic(op, p.static_sizes, operands, next);
  p.strides = fill_dynamic(op, st, operands, next);
  return p;
}

// Checks that the slice lies inside `shape`: every index offset + i*stride, 0 <= i < size, must
// be in [0, dim). The indices are linear in i, so checking the first and the last suffices.
void check_slice_bounds(const Operation& op, const SliceParams& p, std::span<const int64_t> shape) {
  if (p.offsets.size() != shape.size())
    fail(op, "slice has " + std::to_string(p.offsets.size()) + " dimensions, tensor has " +
                 std::to_string(shape.size()));
  for (size_t d = 0; d < shape.size(); ++d) {
    if (p.sizes[d] < 0) fail(op, "negative slice size " + std::to_string(p.sizes[d]) + " in dimension " + std::to_string(d));
    if (p.sizes[d] == 0) {
      if (p.offsets[d] < 0 || p.offsets[d] > shape[d])
        fail(op, "empty slice offset " + std::to_string(p.offsets[d]) + " is outside [0, " + std::to_string(shape[d]) +
                     "] in dimension " + std::to_string(d));
      continue;
    }
    int64_t span, last;
    bool overflow = __builtin_mul_overflow(p.sizes[d] - 1, p.strides[d], &span) ||
                    __builtin_add_overflow(p.offsets[d], span, &last);
    if (overflow || p.offsets[d] < 0 || p.offsets[d] >= shape[d] || last < 0 || last >= shape[d])
      fail(op, "slice offset " + std::to_string(p.offsets[d]) + ", size " + std::to_string(p.sizes[d]) +
                   ", stride " + std::to_string(p.strides[d]) + " is out of bounds for dimension " +
                   std::to_string(d) + " of size " + std::to_string(shape[d]));
  }
}

// Calls fn(slice_index, tensor_flat) for each element of the slice.
template <class Fn>
void for_each_slice_element(const SliceParams& p, std::span<const int64_t> tensor_strides, Fn&& fn) {
  for_each_index(p.sizes, [&](const std::vector<int64_t>& idx) {
    int64_t flat = 0;
    for (size_t d = 0; d < idx.size(); ++d) flat += (p.offsets[d] + idx[d] * p.strides[d]) * tensor_strides[d];
    fn(idx, flat);
  });
}

std::vector<int64_t> drop_dims(std::span<const int64_t> shape, const std::vector<bool>& dropped) {
  std::vector<int64_t> out;
  for (size_t d = 0; d < shape.size(); ++d)
    if (!dropped[d]) out.push_back(shape[d]);
  return out;
}

void tensor_extract_slice(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& rt = result_type(op);
  SliceParams p = slice_params(op, operands, 1);
  check_slice_bounds(op, p, src.shape());
  std::vector<bool> dropped = dropped_dims(op, p.static_sizes, rt);
  HostTensor out = new_tensor(ctx, src.dtype(), p.sizes);
  std::vector<int64_t> out_strides = out.strides();
  for_each_slice_element(p, src.strides(), [&](const std::vector<int64_t>& idx, int64_t src_flat) {
    copy_element(out, flat_index(idx, out_strides), src, src_flat);
  });
  std::vector<int64_t> reduced = drop_dims(p.sizes, dropped);
  check_fits_type(op, "slice", src.dtype(), reduced, rt);
  results.push_back(RtValue::of(out.reshaped(std::move(reduced))));
}

void tensor_insert_slice(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  HostTensor dest = tensor_arg(op, operands, 1);
  if (src.dtype() != dest.dtype()) fail(op, "source and destination element types differ");
  SliceParams p = slice_params(op, operands, 2);
  check_slice_bounds(op, p, dest.shape());
  const Type& src_type = op.operands[0]->type;
  if (!src_type.is_tensor() || src_type.unranked) fail(op, "source must be a ranked tensor");
  std::vector<bool> dropped = dropped_dims(op, p.static_sizes, src_type);
  if (drop_dims(p.sizes, dropped) != src.shape())
    fail(op, "source " + type_of(src.dtype(), src.shape()) + " does not fill the slice of sizes " +
                 shape_str(p.sizes));
  std::vector<int64_t> src_strides = row_major_strides(p.sizes);  // src seen with the slice's full rank
  for_each_slice_element(p, dest.strides(), [&](const std::vector<int64_t>& idx, int64_t dest_flat) {
    copy_element(dest, dest_flat, src, flat_index(idx, src_strides));
  });
  check_fits_type(op, "result", dest.dtype(), dest.shape(), result_type(op));
  results.push_back(RtValue::of(std::move(dest)));
}

void tensor_pad(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& rt = result_type(op);
  std::vector<int64_t> sl = int_list_attr(op, "static_low");
  std::vector<int64_t> sh = int_list_attr(op, "static_high");
  if (int64_t(sl.size()) != src.rank() || int64_t(sh.size()) != src.rank())
    fail(op, "static_low/static_high must have one entry per source dimension");
  check_operand_groups(op, operands.size(), {1, count_dynamic(sl), count_dynamic(sh)});
  size_t next = 1;
  std::vector<int64_t> low = fill_dynamic(op, sl, operands, next);
  std::vector<int64_t> high = fill_dynamic(op, sh, operands, next);
  std::vector<int64_t> shape(size_t(src.rank()));
  for (size_t d = 0; d < shape.size(); ++d) {
    if (low[d] < 0 || high[d] < 0)
      fail(op, "negative padding (low " + std::to_string(low[d]) + ", high " + std::to_string(high[d]) +
                   ") in dimension " + std::to_string(d));
    if (__builtin_add_overflow(src.dim(d), low[d], &shape[d]) || __builtin_add_overflow(shape[d], high[d], &shape[d]))
      fail(op, "padded size overflows in dimension " + std::to_string(d), ErrorKind::Limit);
  }
  check_fits_type(op, "padded result", src.dtype(), shape, rt);
  HostTensor out = new_tensor(ctx, src.dtype(), shape);
  const graph::Block& body = single_block_body(op, size_t(src.rank()));
  std::vector<int64_t> out_strides = out.strides(), src_strides = src.strides();
  // A body that ignores its index arguments (the usual `tensor.yield %cst`) is run once.
  std::optional<Scalar> uniform;
  if (!block_reads_its_arguments(body)) {
    std::vector<int64_t> origin(shape.size(), 0);
    uniform = yielded_scalar(op, ctx.exec.run_block(body, index_scalars(origin)), src.dtype());
  }
  for_each_index(shape, [&](const std::vector<int64_t>& idx) {
    bool inside = true;
    int64_t src_flat = 0;
    for (size_t d = 0; d < idx.size(); ++d) {
      int64_t s = idx[d] - low[d];
      inside = inside && s >= 0 && s < src.dim(d);
      src_flat += s * src_strides[d];
    }
    int64_t out_flat = flat_index(idx, out_strides);
    if (inside)
      copy_element(out, out_flat, src, src_flat);
    else
      out.set(out_flat, uniform ? *uniform : yielded_scalar(op, ctx.exec.run_block(body, index_scalars(idx)), src.dtype()));
  });
  results.push_back(RtValue::of(std::move(out)));
}

void tensor_concat(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const Type& rt = result_type(op);
  const Attribute* da = op.attr("dim");
  if (!da || da->kind != Attribute::Kind::Integer) fail(op, "missing integer attribute 'dim'");
  if (operands.empty()) fail(op, "needs at least one input");
  const HostTensor& first = tensor_arg(op, operands, 0);
  int64_t dim = da->i;
  if (dim < 0 || dim >= first.rank()) fail(op, "dim " + std::to_string(dim) + " is out of range for rank " + std::to_string(first.rank()));
  std::vector<int64_t> shape = first.shape();
  shape[size_t(dim)] = 0;
  for (size_t i = 0; i < operands.size(); ++i) {
    const HostTensor& t = tensor_arg(op, operands, i);
    bool ok = t.dtype() == first.dtype() && t.rank() == first.rank();
    for (size_t d = 0; ok && d < shape.size(); ++d) ok = int64_t(d) == dim || t.dim(d) == first.dim(d);
    if (!ok)
      fail(op, "input #" + std::to_string(i) + " " + type_of(t.dtype(), t.shape()) + " does not match input #0 " +
                   type_of(first.dtype(), first.shape()) + " outside dimension " + std::to_string(dim));
    if (__builtin_add_overflow(shape[size_t(dim)], t.dim(size_t(dim)), &shape[size_t(dim)]))
      fail(op, "concatenated size overflows", ErrorKind::Limit);
  }
  check_fits_type(op, "concatenation", first.dtype(), shape, rt);
  HostTensor out = new_tensor(ctx, first.dtype(), shape);
  std::vector<int64_t> out_strides = out.strides();
  int64_t base = 0;
  for (size_t i = 0; i < operands.size(); ++i) {
    const HostTensor& t = operands[i].tensor;
    for_each_index(t.shape(), [&](const std::vector<int64_t>& idx) {
      std::vector<int64_t> o = idx;
      o[size_t(dim)] += base;
      copy_element(out, flat_index(o, out_strides), t, flat_index(idx, t.strides()));
    });
    base += t.dim(size_t(dim));
  }
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// Shape changes (row-major data is unchanged; only the shape is checked and replaced)

std::vector<std::vector<int64_t>> reassociation(const Operation& op) {
  const Attribute* a = op.attr("reassociation");
  if (!a || a->kind != Attribute::Kind::Array) fail(op, "missing array attribute 'reassociation'");
  std::vector<std::vector<int64_t>> groups;
  int64_t expected = 0;
  for (const auto& g : a->elems) {
    auto dims = g ? g->as_int_list() : std::nullopt;
    if (!dims || dims->empty()) fail(op, "reassociation must be a list of non-empty integer lists");
    for (int64_t d : *dims)
      if (d != expected++) fail(op, "reassociation groups must list consecutive dimensions in order");
    groups.push_back(*dims);
  }
  return groups;
}

void tensor_collapse_shape(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& rt = result_type(op);
  if (operands.size() != 1) fail(op, "expected one operand");
  auto groups = reassociation(op);
  int64_t listed = groups.empty() ? 0 : groups.back().back() + 1;
  // An empty reassociation collapses a tensor of unit dims into a rank-0 tensor.
  if (groups.empty() ? src.numel() != 1 : listed != src.rank())
    fail(op, "reassociation lists " + std::to_string(listed) + " of the source's " + std::to_string(src.rank()) + " dimensions");
  std::vector<int64_t> shape;
  for (const auto& g : groups) {
    int64_t n = 1;
    for (int64_t d : g) n *= src.dim(size_t(d));
    shape.push_back(n);
  }
  check_fits_type(op, "collapsed shape", src.dtype(), shape, rt);
  results.push_back(RtValue::of(src.reshaped(std::move(shape))));
}

void tensor_expand_shape(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& rt = result_type(op);
  auto groups = reassociation(op);
  if (int64_t(groups.size()) != src.rank())
    fail(op, "reassociation has " + std::to_string(groups.size()) + " groups for a rank-" + std::to_string(src.rank()) + " source");
  if (!groups.empty() && groups.back().back() + 1 != rt.rank())
    fail(op, "reassociation does not cover the result's " + std::to_string(rt.rank()) + " dimensions");
  std::vector<int64_t> shape;
  if (op.attr("static_output_shape")) {
    std::vector<int64_t> statics = int_list_attr(op, "static_output_shape");
    if (int64_t(statics.size()) != rt.rank()) fail(op, "static_output_shape has the wrong length");
    check_operand_groups(op, operands.size(), {1, count_dynamic(statics)});
    size_t next = 1;
    shape = fill_dynamic(op, statics, operands, next);
  } else {
    // Forms from before 2024 carry no output_shape: each group has at most one `?`, whose size
    // is the source dim divided by the group's static sizes.
    if (operands.size() != 1) fail(op, "expected one operand");
    shape = rt.shape;
    for (size_t g = 0; g < groups.size(); ++g) {
      int64_t known = 1, dynamic_at = -1;
      for (int64_t d : groups[g]) {
        if (shape[size_t(d)] != kDynamic) {
          if (__builtin_mul_overflow(known, shape[size_t(d)], &known)) fail(op, "static output sizes overflow");
          continue;
        }
        if (dynamic_at >= 0) fail(op, "cannot infer two dynamic sizes in one group without output_shape");
        dynamic_at = d;
      }
      if (dynamic_at < 0) continue;
      if (known == 0 || src.dim(g) % known != 0)
        fail(op, "source dimension " + std::to_string(g) + " of size " + std::to_string(src.dim(g)) +
                     " is not divisible by " + std::to_string(known));
      shape[size_t(dynamic_at)] = src.dim(g) / known;
    }
  }
  // A rank-0 source (empty reassociation) expands only into unit dims.
  if (groups.empty() && element_count(op, shape) != 1)
    fail(op, "a rank-0 source cannot expand to shape " + shape_str(shape));
  for (size_t g = 0; g < groups.size(); ++g) {
    int64_t n = 1;
    bool overflow = false;
    for (int64_t d : groups[g]) {
      if (shape[size_t(d)] < 0) fail(op, "negative output size " + std::to_string(shape[size_t(d)]));
      overflow = overflow || __builtin_mul_overflow(n, shape[size_t(d)], &n);
    }
    if (overflow || n != src.dim(g))
      fail(op, "output sizes of group " + std::to_string(g) + " do not multiply to source dimension size " +
                   std::to_string(src.dim(g)) + " (output shape " + shape_str(shape) + ")");
  }
  check_fits_type(op, "expanded shape", src.dtype(), shape, rt);
  results.push_back(RtValue::of(src.reshaped(std::move(shape))));
}

void tensor_reshape(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const HostTensor& shape_t = tensor_arg(op, operands, 1);
  const Type& rt = result_type(op);
  if (operands.size() != 2) fail(op, "expected two operands");
  if (shape_t.rank() != 1 || shape_t.numel() != rt.rank() || dtype_is_float(shape_t.dtype()))
    fail(op, "shape operand must be a 1-D integer tensor with one entry per result dimension");
  std::vector<int64_t> shape(size_t(rt.rank()));
  for (size_t d = 0; d < shape.size(); ++d) {
    shape[d] = shape_t.get_i64(int64_t(d));
    if (shape[d] < 0) fail(op, "negative size " + std::to_string(shape[d]) + " in shape operand");
  }
  check_fits_type(op, "shape", src.dtype(), shape, rt);
  if (element_count(op, shape) != src.numel())
    fail(op, "cannot reshape " + type_of(src.dtype(), src.shape()) + " (" + std::to_string(src.numel()) +
                 " elements) to shape " + shape_str(shape));
  results.push_back(RtValue::of(src.reshaped(std::move(shape))));
}

void tensor_cast(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const HostTensor& src = tensor_arg(ctx.op, operands, 0);
  if (operands.size() != 1 || ctx.op.results.size() != 1) fail(ctx.op, "expected one operand and one result");
  check_fits_type(ctx.op, "operand", src.dtype(), src.shape(), ctx.op.result(0)->type);
  results.push_back(operands[0]);
}

void tensor_bitcast(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const Operation& op = ctx.op;
  const HostTensor& src = tensor_arg(op, operands, 0);
  const Type& rt = result_type(op);
  if (operands.size() != 1) fail(op, "expected one operand");
  if (dtype_bits(src.dtype()) != dtype_bits(rt.elem))
    fail(op, "cannot bitcast " + std::string(dtype_name(src.dtype())) + " to " + std::string(dtype_name(rt.elem)) +
                 ": element sizes differ");
  check_fits_type(op, "operand", rt.elem, src.shape(), rt);
  HostTensor out = new_tensor(ctx, rt.elem, src.shape());
  if (src.nbytes()) std::memcpy(out.mutable_bytes(), src.bytes(), src.nbytes());
  results.push_back(RtValue::of(std::move(out)));
}

void tensor_dim(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const HostTensor& t = tensor_arg(ctx.op, operands, 0);
  int64_t d = index_arg(ctx.op, operands, 1);
  if (d < 0 || d >= t.rank())
    fail(ctx.op, "dimension " + std::to_string(d) + " is out of range for a rank-" + std::to_string(t.rank()) + " tensor");
  results.push_back(RtValue::of(Scalar::from_int(DType::Index, t.dim(size_t(d)))));
}

}  // namespace

void register_tensor_ops(OpRegistry& r) {
  r.add("tensor.empty", tensor_empty);
  r.add("tensor.splat", tensor_splat);
  r.add("tensor.from_elements", tensor_from_elements);
  r.add("tensor.generate", tensor_generate);
  r.add("tensor.extract", tensor_extract);
  r.add("tensor.insert", tensor_insert);
  r.add("tensor.extract_slice", tensor_extract_slice);
  r.add("tensor.insert_slice", tensor_insert_slice);
  r.add("tensor.pad", tensor_pad);
  r.add("tensor.concat", tensor_concat);
  r.add("tensor.collapse_shape", tensor_collapse_shape);
  r.add("tensor.expand_shape", tensor_expand_shape);
  r.add("tensor.reshape", tensor_reshape);
  r.add("tensor.cast", tensor_cast);
  r.add("tensor.bitcast", tensor_bitcast);
  r.add("tensor.dim", tensor_dim);
}

}  // namespace linrt::ref

// The linalg named ops whose computation is not element-wise: the convolution, pooling and
// matmul families, softmax, pack/unpack and the quantized variants. Each handler reads the op's
// operands and attributes, checks the shapes, and runs the reference kernel of ops/ that the
// family shares.
//
// Element types follow linalg's named-op semantics: inputs are cast to the output element type
// (sign-extended for integers unless the op says `cast_unsigned`, extf/truncf for floats), then
// multiplied and accumulated in the output type. The kernels compute in one of three types:
// float for f32 outputs (as PyTorch accumulates), float then one rounding at the end for f16 and
// bf16, double for f64, and int64 for integers, wrapped to the output width at the end (equal to
// computing at that width, since addition and multiplication are exact modulo 2^n).
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/dialect/arith_ops.h"
#include "linrt/error.h"
#include "ops/conv.h"
#include "ops/matmul.h"
#include "ops/pack.h"
#include "ops/pooling.h"
#include "ops/softmax.h"

namespace linrt::ref {

namespace {

namespace kern = ops::ref;

[[noreturn]] void fail(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Invalid, op.describe(), msg);
}

[[noreturn]] void unsupported(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Unsupported, op.describe(), msg);
}

// ---------------------------------------------------------------------------------------------
// Operands

// The ins of a destination-style op with one output, and that output. The split comes from
// operandSegmentSizes when the op has it; otherwise the last operand is the output.
struct InsAndOut {
  std::vector<RtValue> ins;
  HostTensor out;
};

InsAndOut split_operands(const graph::Operation& op, std::span<const RtValue> operands,
                         size_t expected_ins) {
  size_t n_ins = operands.empty() ? 0 : operands.size() - 1;
  if (auto seg = graph::operand_segments(op)) {
    if (seg->size() != 2 || (*seg)[0] < 0 || (*seg)[1] < 0 ||
        size_t((*seg)[0] + (*seg)[1]) != operands.size())
      fail(op, "operandSegmentSizes does not match its " + std::to_string(operands.size()) +
                   " operands");
    if ((*seg)[1] != 1)
      fail(op, "expected one output operand, got " + std::to_string((*seg)[1]));
    n_ins = size_t((*seg)[0]);
  }
  if (n_ins != expected_ins || operands.size() != expected_ins + 1)
    fail(op, "expected " + std::to_string(expected_ins) + " inputs and one output, got " +
                 std::to_string(operands.size()) + " operands");
  if (op.results.size() != 1)
    unsupported(op, "only the tensor form with one result is supported");
  if (!operands[n_ins].is_tensor) fail(op, "the output operand must be a tensor");
  InsAndOut r;
  r.ins.assign(operands.begin(), operands.begin() + std::ptrdiff_t(n_ins));
  r.out = operands[n_ins].tensor;
  return r;
}

const HostTensor& tensor_in(const graph::Operation& op, const RtValue& v, const char* what) {
  if (!v.is_tensor) fail(op, std::string(what) + " must be a tensor");
  return v.tensor;
}

// A scalar operand (zero points, padding values); a rank-0 tensor is accepted too.
Scalar scalar_in(const graph::Operation& op, const RtValue& v, const char* what) {
  if (!v.is_tensor) return v.scalar;
  if (v.tensor.rank() != 0) fail(op, std::string(what) + " must be a scalar");
  return v.tensor.get(0);
}

// ---------------------------------------------------------------------------------------------
// Attributes

// `strides` / `dilations`: dense<..> : vector<Nxi64> or tensor<Nxi64> (splat or list), or
// array<i64: ..>. Absent means all ones.
std::vector<int64_t> window_attr(const graph::Operation& op, const char* name, int rank) {
  const graph::Attribute* a = op.attr(name);
  if (!a) return std::vector<int64_t>(size_t(rank), 1);
  auto list = a->as_int_list(size_t(rank));
  if (!list || list->size() != size_t(rank))
    fail(op, std::string(name) + " must be a list of " + std::to_string(rank) +
                 " integers, got " + a->str_repr());
  return *list;
}

// Whether the op casts its inputs as unsigned: the matmul family's optional
// `cast = #linalg.type_fn<cast_unsigned>` attribute, or an op defined that way.
bool casts_unsigned(const graph::Operation& op, bool by_definition) {
  const graph::Attribute* a = op.attr("cast");
  if (!a) return by_definition;
  std::string text = a->kind == graph::Attribute::Kind::Opaque ? a->str : a->str_repr();
  if (text.find("cast_unsigned") != std::string::npos) return true;
  if (text.find("cast_signed") != std::string::npos) return false;
  unsupported(op, "unknown cast " + text);
}

// ---------------------------------------------------------------------------------------------
// Element conversion

// linalg's TypeFn.cast_unsigned to type `to`: zero-extension or truncation, uitofp, fptoui.
Scalar convert_unsigned(DType to, const Scalar& v) {
  bool to_float = dtype_is_float(to);
  if (v.is_float() && to_float) return Scalar::from_float(to, v.f);
  ScalarOp conv;
  conv.arity = 1;
  conv.result = to;
  conv.operand = v.dtype;
  conv.code = v.is_float() ? ScalarOpcode::FPToUI
                           : to_float ? ScalarOpcode::UIToFP : ScalarOpcode::ExtUI;
  return apply_scalar_op(conv, &v);
}

Scalar cast_to(DType to, const Scalar& v, bool unsigned_cast) {
  return unsigned_cast ? convert_unsigned(to, v) : convert_signed(to, v);
}

// A value of the output type `s.dtype` in the kernel's compute type. uint64_t holds integers
// zero-extended from their width, for the unsigned pooling ops' comparisons.
template <class T>
T to_compute(const Scalar& s) {
  if constexpr (std::is_floating_point_v<T>) {
    return T(s.f);
  } else if constexpr (std::is_unsigned_v<T>) {
    unsigned bits = dtype_bits(s.dtype);
    return bits >= 64 ? uint64_t(s.i) : uint64_t(s.i) & ((uint64_t(1) << bits) - 1);
  } else {
    return s.i;
  }
}

template <class T>
Scalar from_compute(DType to, T v) {
  if constexpr (std::is_floating_point_v<T>) return Scalar::from_float(to, double(v));
  else return Scalar::from_int(to, int64_t(v));
}

// Every element of `t` cast to the output type `to`, in compute type T.
template <class T>
std::vector<T> load_cast(const HostTensor& t, DType to, bool unsigned_cast) {
  std::vector<T> v(size_t(t.numel()));
  for (int64_t k = 0; k < t.numel(); ++k)
    v[size_t(k)] = to_compute<T>(cast_to(to, t.get(k), unsigned_cast));
  return v;
}

template <class T>
HostTensor store(const std::vector<T>& v, DType dtype, const std::vector<int64_t>& shape) {
  HostTensor t(dtype, shape);
  for (int64_t k = 0; k < t.numel(); ++k) t.set(k, from_compute<T>(dtype, v[size_t(k)]));
  return t;
}

// Calls f.template operator()<T>() with the compute type for output element type `out`.
template <class F>
void with_compute_type(DType out, F&& f) {
  if (out == DType::F64) f.template operator()<double>();
  else if (dtype_is_float(out)) f.template operator()<float>();
  else f.template operator()<int64_t>();
}

// ---------------------------------------------------------------------------------------------
// Convolutions

struct ConvOpInfo {
  const char* name;
  int spatial_rank;
  kern::ConvLayouts layouts;
  bool quantized = false;       // two more ins: input and filter zero points
  bool has_window_attrs = true;  // conv_1d/2d/3d take no strides or dilations
};

// Layout letters (ops/conv.h): n batch, g group, c and f input and output channels per group.
// A depthwise op's channel is a group with one input and one output channel; its channel
// multiplier m is the output channel per group.
const ConvOpInfo kConvOps[] = {
    {"linalg.conv_1d", 1, {"w", "w", "w"}, false, false},
    {"linalg.conv_2d", 2, {"hw", "hw", "hw"}, false, false},
    {"linalg.conv_3d", 3, {"dhw", "dhw", "dhw"}, false, false},
    {"linalg.conv_1d_ncw_fcw", 1, {"ncw", "fcw", "nfw"}},
    {"linalg.conv_1d_nwc_wcf", 1, {"nwc", "wcf", "nwf"}},
    {"linalg.conv_2d_nchw_fchw", 2, {"nchw", "fchw", "nfhw"}},
    {"linalg.conv_2d_nchw_fchw_q", 2, {"nchw", "fchw", "nfhw"}, true},
    {"linalg.conv_2d_nhwc_hwcf", 2, {"nhwc", "hwcf", "nhwf"}},
    {"linalg.conv_2d_nhwc_hwcf_q", 2, {"nhwc", "hwcf", "nhwf"}, true},
    {"linalg.conv_2d_nhwc_fhwc", 2, {"nhwc", "fhwc", "nhwf"}},
    {"linalg.conv_2d_nhwc_fhwc_q", 2, {"nhwc", "fhwc", "nhwf"}, true},
    {"linalg.conv_2d_ngchw_fgchw", 2, {"ngchw", "fgchw", "ngfhw"}},
    {"linalg.conv_2d_ngchw_gfchw", 2, {"ngchw", "gfchw", "ngfhw"}},
    {"linalg.conv_2d_ngchw_gfchw_q", 2, {"ngchw", "gfchw", "ngfhw"}, true},
    {"linalg.conv_2d_nhwgc_gfhwc", 2, {"nhwgc", "gfhwc", "nhwgf"}},
    {"linalg.conv_2d_nhwgc_gfhwc_q", 2, {"nhwgc", "gfhwc", "nhwgf"}, true},
    {"linalg.conv_3d_ncdhw_fcdhw", 3, {"ncdhw", "fcdhw", "nfdhw"}},
    {"linalg.conv_3d_ndhwc_dhwcf", 3, {"ndhwc", "dhwcf", "ndhwf"}},
    {"linalg.conv_3d_ndhwc_dhwcf_q", 3, {"ndhwc", "dhwcf", "ndhwf"}, true},
    {"linalg.depthwise_conv_1d_ncw_cw", 1, {"ngw", "gw", "ngw"}},
    {"linalg.depthwise_conv_1d_nwc_wc", 1, {"nwg", "wg", "nwg"}},
    {"linalg.depthwise_conv_1d_nwc_wcm", 1, {"nwg", "wgf", "nwgf"}},
    {"linalg.depthwise_conv_2d_nchw_chw", 2, {"nghw", "ghw", "nghw"}},
    {"linalg.depthwise_conv_2d_nhwc_hwc", 2, {"nhwg", "hwg", "nhwg"}},
    {"linalg.depthwise_conv_2d_nhwc_hwc_q", 2, {"nhwg", "hwg", "nhwg"}, true},
    {"linalg.depthwise_conv_2d_nhwc_hwcm", 2, {"nhwg", "hwgf", "nhwgf"}},
    {"linalg.depthwise_conv_2d_nhwc_hwcm_q", 2, {"nhwg", "hwgf", "nhwgf"}, true},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw", 3, {"ngdhw", "gdhw", "ngdhw"}},
    {"linalg.depthwise_conv_3d_ndhwc_dhwc", 3, {"ndhwg", "dhwg", "ndhwg"}},
    {"linalg.depthwise_conv_3d_ndhwc_dhwcm", 3, {"ndhwg", "dhwgf", "ndhwgf"}},
};

void run_conv(const ConvOpInfo& info, OpContext& ctx, std::span<const RtValue> operands,
              std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  InsAndOut io = split_operands(op, operands, info.quantized ? 4 : 2);
  const HostTensor& input = tensor_in(op, io.ins[0], "the input");
  const HostTensor& filter = tensor_in(op, io.ins[1], "the filter");
  std::vector<int64_t> strides(size_t(info.spatial_rank), 1), dilations = strides;
  if (info.has_window_attrs) {
    strides = window_attr(op, "strides", info.spatial_rank);
    dilations = window_attr(op, "dilations", info.spatial_rank);
  }
  kern::ConvProblem problem;
  std::string err = kern::make_conv_problem(info.layouts, input.shape(), filter.shape(),
                                            io.out.shape(), strides, dilations, problem);
  if (!err.empty())
    fail(op, err + " (input " + shape_str(input.shape()) + ", filter " +
                 shape_str(filter.shape()) + ", output " + shape_str(io.out.shape()) + ")");
  const DType dt = io.out.dtype();
  with_compute_type(dt, [&]<class T>() {
    std::vector<T> x = load_cast<T>(input, dt, false);
    std::vector<T> w = load_cast<T>(filter, dt, false);
    std::vector<T> y = load_cast<T>(io.out, dt, false);
    T input_zp = T(0), filter_zp = T(0);
    if (info.quantized) {
      input_zp = to_compute<T>(cast_to(dt, scalar_in(op, io.ins[2], "the input zero point"), false));
      filter_zp = to_compute<T>(cast_to(dt, scalar_in(op, io.ins[3], "the filter zero point"), false));
    }
    kern::conv<T>(problem, x.data(), w.data(), y.data(), input_zp, filter_zp);
    results.push_back(RtValue::of(store<T>(y, dt, io.out.shape())));
  });
}

// ---------------------------------------------------------------------------------------------
// Pooling

struct PoolOpInfo {
  const char* name;
  const char* layout;  // input and output (ops/pooling.h)
  kern::PoolKind kind;
  bool unsigned_compare = false;
};

const PoolOpInfo kPoolOps[] = {
    {"linalg.pooling_ncw_sum", "ncw", kern::PoolKind::Sum},
    {"linalg.pooling_ncw_max", "ncw", kern::PoolKind::Max},
    {"linalg.pooling_nwc_sum", "nwc", kern::PoolKind::Sum},
    {"linalg.pooling_nwc_max", "nwc", kern::PoolKind::Max},
    {"linalg.pooling_nwc_min", "nwc", kern::PoolKind::Min},
    {"linalg.pooling_nwc_max_unsigned", "nwc", kern::PoolKind::Max, true},
    {"linalg.pooling_nwc_min_unsigned", "nwc", kern::PoolKind::Min, true},
    {"linalg.pooling_nchw_sum", "nchw", kern::PoolKind::Sum},
    {"linalg.pooling_nchw_max", "nchw", kern::PoolKind::Max},
    {"linalg.pooling_nhwc_sum", "nhwc", kern::PoolKind::Sum},
    {"linalg.pooling_nhwc_max", "nhwc", kern::PoolKind::Max},
    {"linalg.pooling_nhwc_min", "nhwc", kern::PoolKind::Min},
    {"linalg.pooling_nhwc_max_unsigned", "nhwc", kern::PoolKind::Max, true},
    {"linalg.pooling_nhwc_min_unsigned", "nhwc", kern::PoolKind::Min, true},
    {"linalg.pooling_ndhwc_sum", "ndhwc", kern::PoolKind::Sum},
    {"linalg.pooling_ndhwc_max", "ndhwc", kern::PoolKind::Max},
    {"linalg.pooling_ndhwc_min", "ndhwc", kern::PoolKind::Min},
};

void run_pool(const PoolOpInfo& info, OpContext& ctx, std::span<const RtValue> operands,
              std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  InsAndOut io = split_operands(op, operands, 2);
  const HostTensor& input = tensor_in(op, io.ins[0], "the input");
  // Only the window operand's shape matters; its data is never read.
  const HostTensor& window = tensor_in(op, io.ins[1], "the window");
  const int rank = int(std::string_view(info.layout).size()) - 2;
  std::vector<int64_t> strides = window_attr(op, "strides", rank);
  std::vector<int64_t> dilations = window_attr(op, "dilations", rank);
  kern::PoolProblem problem;
  std::string err = kern::make_pool_problem(info.layout, input.shape(), window.shape(),
                                            io.out.shape(), strides, dilations, problem);
  if (!err.empty())
    fail(op, err + " (input " + shape_str(input.shape()) + ", window " +
                 shape_str(window.shape()) + ", output " + shape_str(io.out.shape()) + ")");
  const DType dt = io.out.dtype();
  auto run = [&]<class T>() {
    std::vector<T> x = load_cast<T>(input, dt, info.unsigned_compare);
    std::vector<T> y = load_cast<T>(io.out, dt, info.unsigned_compare);
    kern::pool<T>(problem, info.kind, x.data(), y.data());
    results.push_back(RtValue::of(store<T>(y, dt, io.out.shape())));
  };
  if (info.unsigned_compare) {
    if (dtype_is_float(dt)) fail(op, "unsigned pooling needs an integer output");
    run.template operator()<uint64_t>();
  } else {
    with_compute_type(dt, run);
  }
}

// ---------------------------------------------------------------------------------------------
// The matmul family

struct MatmulOpInfo {
  const char* name;
  kern::MatmulLayouts layouts;  // ops/matmul.h letters b, m, n, k
  // The logical index of each loop dim d0, d1, ... of the op's indexing maps, for ops that may
  // carry an `indexing_maps` attribute (transposed or broadcast operands); empty otherwise.
  const char* loop_letters;
  bool quantized = false;
  bool unsigned_by_definition = false;
};

const MatmulOpInfo kMatmulOps[] = {
    {"linalg.matmul", {"mk", "kn", "mn"}, "mnk"},
    {"linalg.matmul_unsigned", {"mk", "kn", "mn"}, "", false, true},
    {"linalg.matmul_transpose_a", {"km", "kn", "mn"}, ""},
    {"linalg.matmul_transpose_b", {"mk", "nk", "mn"}, ""},
    {"linalg.batch_matmul", {"bmk", "bkn", "bmn"}, "bmnk"},
    {"linalg.batch_matmul_transpose_a", {"bkm", "bkn", "bmn"}, ""},
    {"linalg.batch_matmul_transpose_b", {"bmk", "bnk", "bmn"}, ""},
    {"linalg.batch_reduce_matmul", {"bmk", "bkn", "mn"}, "bmnk"},
    {"linalg.quantized_matmul", {"mk", "kn", "mn"}, "", true},
    {"linalg.quantized_batch_matmul", {"bmk", "bkn", "bmn"}, "", true},
    {"linalg.matvec", {"mk", "k", "m"}, ""},
    {"linalg.vecmat", {"k", "kn", "n"}, ""},
    {"linalg.batch_matvec", {"bmk", "bk", "bm"}, ""},
    {"linalg.batch_vecmat", {"bk", "bkn", "bn"}, ""},
    {"linalg.dot", {"k", "k", ""}, ""},
};

// The operand layouts an `indexing_maps` attribute gives: each map must list plain loop dims
// (a projected permutation), which become the letters of `loop_letters`.
std::array<std::string, 3> layouts_from_maps(const graph::Operation& op,
                                             const graph::Attribute& maps,
                                             std::string_view loop_letters) {
  if (maps.kind != graph::Attribute::Kind::Array || maps.elems.size() != 3)
    fail(op, "indexing_maps must be a list of 3 affine maps, got " + maps.str_repr());
  std::array<std::string, 3> layouts;
  for (size_t i = 0; i < 3; ++i) {
    const graph::Attribute& m = *maps.elems[i];
    if (m.kind != graph::Attribute::Kind::AffineMapAttr)
      fail(op, "indexing_maps entry " + std::to_string(i) + " is not an affine map");
    if (m.map.num_dims != loop_letters.size() || m.map.num_symbols != 0)
      fail(op, "indexing map " + m.map.str() + " must have " +
                   std::to_string(loop_letters.size()) + " dims and no symbols");
    if (!m.map.is_projected_permutation())
      unsupported(op, "indexing map " + m.map.str() +
                          " is not a projection of the loop dims (only transposed or broadcast "
                          "operands are supported)");
    for (size_t r = 0; r < m.map.results.size(); ++r)
      layouts[i] += loop_letters[*m.map.result_dim(r)];
  }
  if (layouts[0].find('k') == std::string::npos && layouts[1].find('k') == std::string::npos)
    unsupported(op, "indexing maps where no input has the reduction dim");
  return layouts;
}

void run_matmul(const MatmulOpInfo& info, OpContext& ctx, std::span<const RtValue> operands,
                std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  InsAndOut io = split_operands(op, operands, info.quantized ? 4 : 2);
  const HostTensor& a = tensor_in(op, io.ins[0], "the lhs");
  const HostTensor& b = tensor_in(op, io.ins[1], "the rhs");
  std::array<std::string, 3> map_layouts;
  kern::MatmulLayouts layouts = info.layouts;
  if (const graph::Attribute* maps = op.attr("indexing_maps")) {
    if (!*info.loop_letters) unsupported(op, "indexing_maps on this op");
    map_layouts = layouts_from_maps(op, *maps, info.loop_letters);
    layouts = {map_layouts[0], map_layouts[1], map_layouts[2]};
  }
  kern::MatmulProblem problem;
  std::string err = kern::make_matmul_problem(layouts, a.shape(), b.shape(), io.out.shape(), problem);
  if (!err.empty()) fail(op, err);
  const bool uns = casts_unsigned(op, info.unsigned_by_definition);
  const DType dt = io.out.dtype();
  with_compute_type(dt, [&]<class T>() {
    std::vector<T> x = load_cast<T>(a, dt, uns);
    std::vector<T> y = load_cast<T>(b, dt, uns);
    std::vector<T> z = load_cast<T>(io.out, dt, false);
    T a_zp = T(0), b_zp = T(0);
    if (info.quantized) {
      a_zp = to_compute<T>(cast_to(dt, scalar_in(op, io.ins[2], "the lhs zero point"), false));
      b_zp = to_compute<T>(cast_to(dt, scalar_in(op, io.ins[3], "the rhs zero point"), false));
    }
    kern::matmul<T>(problem, x.data(), y.data(), z.data(), a_zp, b_zp);
    results.push_back(RtValue::of(store<T>(z, dt, io.out.shape())));
  });
}

// ---------------------------------------------------------------------------------------------
// Softmax

void run_softmax(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  InsAndOut io = split_operands(op, operands, 1);
  const HostTensor& input = tensor_in(op, io.ins[0], "the input");
  const DType dt = io.out.dtype();
  if (!dtype_is_float(dt) || !dtype_is_float(input.dtype()))
    fail(op, "softmax needs floating-point input and output");
  if (input.shape() != io.out.shape())
    fail(op, "input shape " + shape_str(input.shape()) + " differs from output shape " +
                 shape_str(io.out.shape()));
  const graph::Attribute* dim = op.attr("dimension");
  if (!dim || dim->kind != graph::Attribute::Kind::Integer)
    fail(op, "missing integer attribute 'dimension'");
  if (dim->i < 0 || dim->i >= input.rank())
    fail(op, "dimension " + std::to_string(dim->i) + " is out of range for rank " +
                 std::to_string(input.rank()));
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim->i; ++d) outer *= input.dim(size_t(d));
  for (int64_t d = dim->i + 1; d < input.rank(); ++d) inner *= input.dim(size_t(d));
  with_compute_type(dt, [&]<class T>() {
    if constexpr (std::is_floating_point_v<T>) {
      std::vector<T> x = load_cast<T>(input, dt, false);
      std::vector<T> y(x.size());
      kern::softmax<T>(outer, input.dim(size_t(dim->i)), inner, x.data(), y.data());
      results.push_back(RtValue::of(store<T>(y, dt, io.out.shape())));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Pack and unpack

std::vector<int64_t> dense_array_attr(const graph::Operation& op, const char* name,
                                      bool required) {
  const graph::Attribute* a = op.attr(name);
  if (!a) {
    if (required) fail(op, std::string("missing attribute '") + name + "'");
    return {};
  }
  auto list = a->as_int_list();
  if (!list) fail(op, std::string(name) + " must be a list of integers, got " + a->str_repr());
  return *list;
}

// The attributes shared by pack and unpack, with dynamic tile sizes (graph::kDynamic entries of
// static_inner_tiles) taken from the index operands `dynamic_tiles`, in order.
kern::PackLayout pack_layout(const graph::Operation& op, std::vector<int64_t> unpacked_shape,
                             std::span<const RtValue> dynamic_tiles) {
  kern::PackLayout l;
  l.unpacked_shape = std::move(unpacked_shape);
  l.inner_dims_pos = dense_array_attr(op, "inner_dims_pos", true);
  l.outer_dims_perm = dense_array_attr(op, "outer_dims_perm", false);
  l.inner_tiles = dense_array_attr(op, "static_inner_tiles", true);
  size_t next = 0;
  for (int64_t& t : l.inner_tiles) {
    if (t != graph::kDynamic) continue;
    if (next >= dynamic_tiles.size())
      fail(op, "static_inner_tiles has more dynamic entries than tile operands");
    t = scalar_in(op, dynamic_tiles[next++], "an inner tile size").i;
  }
  if (next != dynamic_tiles.size())
    fail(op, "has " + std::to_string(dynamic_tiles.size()) + " tile operands but " +
                 std::to_string(next) + " dynamic entries in static_inner_tiles");
  if (std::string err = kern::check_pack_layout(l); !err.empty()) fail(op, err);
  return l;
}

// The operands of pack (source, dest, optional padding value, dynamic tile sizes) and unpack
// (source, dest, dynamic tile sizes). Current MLIR gives both ops operandSegmentSizes with four
// groups (unpack's padding group is empty); tensor.unpack had no segment sizes, and a segment
// list of three groups (source, dest, tiles) is accepted as well.
struct PackOperands {
  const RtValue* source = nullptr;
  const RtValue* dest = nullptr;
  const RtValue* padding = nullptr;
  std::span<const RtValue> tiles;
};

PackOperands pack_operands(const graph::Operation& op, std::span<const RtValue> operands,
                           bool is_pack) {
  if (op.results.size() != 1) unsupported(op, "only the tensor form with one result is supported");
  // Operand counts of the groups (source, dest, padding, tiles).
  int64_t groups[4] = {1, 1, 0, 0};
  if (auto seg = graph::operand_segments(op)) {
    const std::vector<int64_t>& g = *seg;
    if (g.size() == 4) {
      for (size_t i = 0; i < 4; ++i) groups[i] = g[i];
    } else if (g.size() == 3) {
      groups[0] = g[0];
      groups[1] = g[1];
      groups[3] = g[2];
    } else {
      fail(op, "operandSegmentSizes must have 3 or 4 entries");
    }
  } else {
    // No segment sizes: source, dest, then (pack only) a padding value when there are more
    // operands than dynamic tile sizes.
    const graph::Attribute* tiles = op.attr("static_inner_tiles");
    auto list = tiles ? tiles->as_int_list() : std::nullopt;
    int64_t dynamic = list ? int64_t(std::count(list->begin(), list->end(), graph::kDynamic)) : 0;
    int64_t rest = int64_t(operands.size()) - 2;
    groups[2] = is_pack && rest > dynamic ? 1 : 0;
    groups[3] = rest - groups[2];
  }
  bool valid = groups[0] == 1 && groups[1] == 1 && groups[2] >= 0 &&
               groups[2] <= (is_pack ? 1 : 0) && groups[3] >= 0 &&
               2 + groups[2] + groups[3] == int64_t(operands.size());
  if (!valid)
    fail(op, "expected operands (source, dest" + std::string(is_pack ? ", [padding]" : "") +
                 ", tile sizes...), got " + std::to_string(operands.size()) +
                 " operands that operandSegmentSizes does not split that way");
  PackOperands r;
  r.source = &operands[0];
  r.dest = &operands[1];
  if (groups[2] == 1) r.padding = &operands[2];
  r.tiles = operands.subspan(size_t(2 + groups[2]));
  return r;
}

// Same element type, to the kernels' compute types losslessly (every element type fits
// exactly in float, double or int64).
template <class T>
std::vector<T> load_exact(const HostTensor& t) {
  std::vector<T> v(size_t(t.numel()));
  for (int64_t k = 0; k < t.numel(); ++k) v[size_t(k)] = to_compute<T>(t.get(k));
  return v;
}

void run_pack(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  PackOperands in = pack_operands(op, operands, true);
  const HostTensor& source = tensor_in(op, *in.source, "the source");
  const HostTensor& dest = tensor_in(op, *in.dest, "the dest");
  if (source.dtype() != dest.dtype()) fail(op, "source and dest element types differ");
  kern::PackLayout l = pack_layout(op, source.shape(), in.tiles);
  std::vector<int64_t> packed = kern::packed_shape(l);
  if (packed != dest.shape())
    fail(op, "packing " + shape_str(source.shape()) + " gives " + shape_str(packed) +
                 " but the dest is " + shape_str(dest.shape()));
  std::optional<Scalar> padding;
  if (in.padding) {
    padding = scalar_in(op, *in.padding, "the padding value");
    if (padding->dtype != dest.dtype()) fail(op, "the padding value's type differs from the dest's");
  }
  if (!padding && kern::pack_needs_padding(l))
    fail(op, "the tiles do not divide " + shape_str(source.shape()) +
                 " evenly, so a padding_value is needed");
  const DType dt = dest.dtype();
  with_compute_type(dt, [&]<class T>() {
    std::vector<T> x = load_exact<T>(source);
    std::vector<T> y(size_t(dest.numel()));
    kern::pack<T>(l, x.data(), y.data(), padding ? to_compute<T>(*padding) : T(0));
    results.push_back(RtValue::of(store<T>(y, dt, dest.shape())));
  });
}

void run_unpack(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  PackOperands in = pack_operands(op, operands, false);
  const HostTensor& source = tensor_in(op, *in.source, "the source");
  const HostTensor& dest = tensor_in(op, *in.dest, "the dest");
  if (source.dtype() != dest.dtype()) fail(op, "source and dest element types differ");
  kern::PackLayout l = pack_layout(op, dest.shape(), in.tiles);
  std::vector<int64_t> packed = kern::packed_shape(l);
  if (packed != source.shape())
    fail(op, "unpacking into " + shape_str(dest.shape()) + " needs a source of shape " +
                 shape_str(packed) + ", got " + shape_str(source.shape()));
  const DType dt = dest.dtype();
  with_compute_type(dt, [&]<class T>() {
    std::vector<T> x = load_exact<T>(source);
    std::vector<T> y(size_t(dest.numel()));
    kern::unpack<T>(l, x.data(), y.data());
    results.push_back(RtValue::of(store<T>(y, dt, dest.shape())));
  });
}

}  // namespace

void register_linalg_named_ops(OpRegistry& r) {
  for (const ConvOpInfo& info : kConvOps)
    r.add(info.name, [&info](OpContext& ctx, std::span<const RtValue> operands,
                             std::vector<RtValue>& results) { run_conv(info, ctx, operands, results); });
  for (const PoolOpInfo& info : kPoolOps)
    r.add(info.name, [&info](OpContext& ctx, std::span<const RtValue> operands,
                             std::vector<RtValue>& results) { run_pool(info, ctx, operands, results); });
  for (const MatmulOpInfo& info : kMatmulOps)
    r.add(info.name, [&info](OpContext& ctx, std::span<const RtValue> operands,
                             std::vector<RtValue>& results) { run_matmul(info, ctx, operands, results); });
  r.add("linalg.softmax", run_softmax);
  for (const char* name : {"linalg.pack", "tensor.pack"}) r.add(name, run_pack);
  for (const char* name : {"linalg.unpack", "tensor.unpack"}) r.add(name, run_unpack);
}

}  // namespace linrt::ref

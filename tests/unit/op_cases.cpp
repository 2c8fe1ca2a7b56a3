// The op-case table (op_cases.h). Each family writes its cases from a few parameters; weights
// are constants spelled as dense hex in the module (so that the CPU kernels prepare them, as
// they do a model's), activations are @forward's arguments.
#include "tests/unit/op_cases.h"

#include <cstdio>
#include <cstring>
#include <random>

namespace op_cases {

namespace {

std::string dims(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s;
}

// "2x3x5", for case names.
std::string label(const std::vector<int64_t>& shape) {
  const std::string d = dims(shape);
  return d.substr(0, d.size() - 1);
}

std::string tensor(const std::vector<int64_t>& shape, const char* elem = "f32") {
  return "tensor<" + dims(shape) + elem + ">";
}

int64_t numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::vector<float> uniform(int64_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(static_cast<size_t>(n));
  for (float& x : v) x = dist(rng);
  return v;
}

// `%name = arith.constant` of random f32 values, as MLIR's dense<"0x..."> spells raw
// little-endian data.
std::string weight(const std::string& name, const std::vector<int64_t>& shape, uint32_t seed) {
  std::string hex;
  char byte[3];
  for (float x : uniform(numel(shape), seed)) {
    unsigned char b[4];
    std::memcpy(b, &x, 4);
    for (unsigned char c : b) {
      std::snprintf(byte, sizeof byte, "%02X", c);
      hex += byte;
    }
  }
  return "  %" + name + " = arith.constant dense<\"0x" + hex + "\"> : " + tensor(shape) + "\n";
}

// `func.func @forward(args) -> result { body return %r }`.
std::string function(const std::vector<std::vector<int64_t>>& args, const std::string& result, const std::string& body) {
  std::string s = "func.func @forward(";
  for (size_t i = 0; i < args.size(); ++i) s += (i ? ", %a" : "%a") + std::to_string(i) + ": " + tensor(args[i]);
  return s + ") -> " + result + " {\n" + body + "  return %r : " + result + "\n}\n";
}

std::string int_array(const std::vector<int64_t>& v, const char* type = "i64") {
  std::string s = std::string("array<") + type + ": ";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + ">";
}

struct Conv {
  int64_t n = 1, c, f, h, w, k, stride = 1, pad = 0, dilation = 1, groups = 1;
  bool nhwc = false, bias = true;
};

OpCase conv2d(const std::string& name, const Conv& p, uint32_t seed) {
  const int64_t oh = (p.h + 2 * p.pad - p.dilation * (p.k - 1) - 1) / p.stride + 1;
  const int64_t ow = (p.w + 2 * p.pad - p.dilation * (p.k - 1) - 1) / p.stride + 1;
  const std::vector<int64_t> in = p.nhwc ? std::vector<int64_t>{p.n, p.h, p.w, p.c} : std::vector<int64_t>{p.n, p.c, p.h, p.w};
  const std::vector<int64_t> out = p.nhwc ? std::vector<int64_t>{p.n, oh, ow, p.f} : std::vector<int64_t>{p.n, p.f, oh, ow};
  const std::vector<int64_t> w = p.nhwc ? std::vector<int64_t>{p.k, p.k, p.c / p.groups, p.f}
                                        : std::vector<int64_t>{p.f, p.c / p.groups, p.k, p.k};
  std::string body = weight("w", w, seed);
  if (p.bias) body += weight("b", {p.f}, seed + 1);
  body += "  %r = \"linrt.conv2d\"(%a0, %w" + std::string(p.bias ? ", %b" : "") + ") <{operandSegmentSizes = " +
          int_array({1, 1, p.bias ? 1 : 0}, "i32") + ", layout = \"" + (p.nhwc ? "nhwc" : "nchw") +
          "\", strides = " + int_array({p.stride, p.stride}) + ", dilations = " + int_array({p.dilation, p.dilation}) +
          ", padding = " + int_array({p.pad, p.pad, p.pad, p.pad}) + ", groups = " + std::to_string(p.groups) +
          " : i64}> : (" + tensor(in) + ", " + tensor(w) + (p.bias ? ", " + tensor({p.f}) : "") + ") -> " + tensor(out) + "\n";
  // Sums of up to C*K*K products, reordered by the fast paths (Winograd's transforms round
  // with the size of a whole tile): relative to the results' size.
  return {"conv2d", name, function({in}, tensor(out), body), {in}, 1e-4f, true};
}

// A ConvTranspose2d in PyTorch's terms (weight in the convolution's orientation, as torch-mlir
// flips it): linrt.conv_transpose2d's padding is dilation*(k-1) - pad above and to the left,
// that plus output_pad below and to the right (negative when pad crops).
struct ConvTranspose {
  int64_t n = 1, c, f, h, w, k, stride, pad = 0, output_pad = 0, dilation = 1, groups = 1;
  bool bias = true;
};

OpCase conv_transpose2d(const std::string& name, const ConvTranspose& p, uint32_t seed) {
  const int64_t top = p.dilation * (p.k - 1) - p.pad, bottom = top + p.output_pad;
  const int64_t oh = (p.h - 1) * p.stride - 2 * p.pad + p.dilation * (p.k - 1) + p.output_pad + 1;
  const int64_t ow = (p.w - 1) * p.stride - 2 * p.pad + p.dilation * (p.k - 1) + p.output_pad + 1;
  const std::vector<int64_t> in = {p.n, p.c, p.h, p.w}, out = {p.n, p.f, oh, ow}, w = {p.f, p.c / p.groups, p.k, p.k};
  std::string body = weight("w", w, seed);
  if (p.bias) body += weight("b", {p.f}, seed + 1);
  body += "  %r = \"linrt.conv_transpose2d\"(%a0, %w" + std::string(p.bias ? ", %b" : "") + ") <{operandSegmentSizes = " +
          int_array({1, 1, p.bias ? 1 : 0}, "i32") + ", strides = " + int_array({p.stride, p.stride}) +
          ", dilations = " + int_array({p.dilation, p.dilation}) + ", padding = " + int_array({top, top, bottom, bottom}) +
          ", groups = " + std::to_string(p.groups) + " : i64}> : (" + tensor(in) + ", " + tensor(w) +
          (p.bias ? ", " + tensor({p.f}) : "") + ") -> " + tensor(out) + "\n";
  return {"conv_transpose2d", name, function({in}, tensor(out), body), {in}, 1e-4f, true};
}

const char* kZeroFill = "  %zero = arith.constant 0.0 : f32\n";

std::string fill(const std::string& name, const std::vector<int64_t>& shape) {
  return "  %e_" + name + " = tensor.empty() : " + tensor(shape) + "\n  %" + name + " = linalg.fill ins(%zero : f32) outs(%e_" +
         name + " : " + tensor(shape) + ") -> " + tensor(shape) + "\n";
}

OpCase matmul(int64_t m, int64_t k, int64_t n, uint32_t seed) {
  std::string body = weight("b", {k, n}, seed) + kZeroFill + fill("init", {m, n});
  body += "  %r = linalg.matmul ins(%a0, %b : " + tensor({m, k}) + ", " + tensor({k, n}) + ") outs(%init : " +
          tensor({m, n}) + ") -> " + tensor({m, n}) + "\n";
  return {"matmul", "matmul " + label({m, k, n}), function({{m, k}}, tensor({m, n}), body), {{m, k}}, 1e-5f, true};
}

OpCase batch_matmul(int64_t b, int64_t m, int64_t k, int64_t n) {
  std::string body = std::string(kZeroFill) + fill("init", {b, m, n});
  body += "  %r = linalg.batch_matmul ins(%a0, %a1 : " + tensor({b, m, k}) + ", " + tensor({b, k, n}) + ") outs(%init : " +
          tensor({b, m, n}) + ") -> " + tensor({b, m, n}) + "\n";
  return {"matmul", "batch_matmul " + label({b, m, k, n}), function({{b, m, k}, {b, k, n}}, tensor({b, m, n}), body),
          {{b, m, k}, {b, k, n}}, 1e-5f, true};
}

// A matmul (or batch_matmul) of A and the transpose of an argument B: the graph passes make it
// linalg.(batch_)matmul_transpose_b.
OpCase matmul_transpose_b(int64_t b, int64_t m, int64_t k, int64_t n) {
  auto shape = [&](int64_t x, int64_t y) { return b ? std::vector<int64_t>{b, x, y} : std::vector<int64_t>{x, y}; };
  std::string body = std::string(kZeroFill) + fill("init", shape(m, n));
  body += "  %et = tensor.empty() : " + tensor(shape(k, n)) + "\n";
  body += "  %bt = linalg.transpose ins(%a1 : " + tensor(shape(n, k)) + ") outs(%et : " + tensor(shape(k, n)) +
          ") permutation = " + (b ? "[0, 2, 1]" : "[1, 0]") + "\n";
  body += std::string("  %r = linalg.") + (b ? "batch_matmul" : "matmul") + " ins(%a0, %bt : " + tensor(shape(m, k)) + ", " +
          tensor(shape(k, n)) + ") outs(%init : " + tensor(shape(m, n)) + ") -> " + tensor(shape(m, n)) + "\n";
  return {"matmul", std::string(b ? "batch_" : "") + "matmul_transpose_b " + label(shape(m, k)) + " by " + std::to_string(n),
          function({shape(m, k), shape(n, k)}, tensor(shape(m, n)), body), {shape(m, k), shape(n, k)}, 1e-5f, true};
}

OpCase matvec(int64_t m, int64_t k, uint32_t seed) {
  std::string body = weight("w", {m, k}, seed) + kZeroFill + fill("init", {m});
  body += "  %r = linalg.matvec ins(%w, %a0 : " + tensor({m, k}) + ", " + tensor({k}) + ") outs(%init : " + tensor({m}) +
          ") -> " + tensor({m}) + "\n";
  return {"matmul", "matvec " + label({m, k}), function({{k}}, tensor({m}), body), {{k}}, 1e-5f, true};
}

// A standalone fused chain: exp(x * y) max x, y broadcast along dim 0 (a row vector).
OpCase elementwise(int64_t m, int64_t n) {
  std::string body = "  %e = tensor.empty() : " + tensor({m, n}) + "\n";
  body += "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, "
          "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a0, %a1 : " +
          tensor({m, n}) + ", " + tensor({n}) + ") outs(%e : " + tensor({m, n}) + ") {\n";
  body += "  ^bb0(%x: f32, %y: f32, %o: f32):\n    %0 = arith.mulf %x, %y : f32\n    %1 = math.exp %0 : f32\n"
          "    %2 = arith.maximumf %1, %x : f32\n    linalg.yield %2 : f32\n  } -> " + tensor({m, n}) + "\n";
  return {"elementwise", "exp(x*y) max x " + label({m, n}), function({{m, n}, {n}}, tensor({m, n}), body), {{m, n}, {n}}};
}

// acc = combine(acc, x) over dimension `dim` of an [m, n] argument, from a fill of `init`
// (which the kernels take as a splat), or with `init` empty from a second argument [kept] (a
// whole init tensor).
OpCase reduction(const std::string& combiner, const std::string& init, int dim, int64_t m, int64_t n) {
  const int64_t kept = dim == 1 ? m : n;
  std::string body = init.empty() ? "" : "  %zero = arith.constant " + init + " : f32\n" + fill("init", {kept});
  const std::string outs = init.empty() ? "%a1" : "%init";
  body += "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (" +
          std::string(dim == 1 ? "d0" : "d1") + ")>], iterator_types = [" +
          (dim == 1 ? "\"parallel\", \"reduction\"" : "\"reduction\", \"parallel\"") + "]} ins(%a0 : " + tensor({m, n}) +
          ") outs(" + outs + " : " + tensor({kept}) + ") {\n";
  body += "  ^bb0(%x: f32, %acc: f32):\n    %0 = arith." + combiner + " %acc, %x : f32\n    linalg.yield %0 : f32\n  } -> " +
          tensor({kept}) + "\n";
  std::vector<std::vector<int64_t>> args = {{m, n}};
  if (init.empty()) args.push_back({kept});
  return {"reduction",
          combiner + " over dim " + std::to_string(dim) + " of " + label({m, n}) + (init.empty() ? " from an init tensor" : " from " + init),
          function(args, tensor({kept}), body), args, 1e-5f, true};
}

OpCase embedding_bag(const std::string& mode, int64_t rows, int64_t dim) {
  // Five bags over twelve indices (one empty), indices spread over the table.
  const std::vector<int64_t> indices = {0, 3, 1, rows - 1, 2, 2, 5 % rows, 1, 0, 4 % rows, rows - 2, 3};
  const std::vector<int64_t> offsets = {0, 2, 2, 7, 9};
  std::string idx, off;
  for (size_t i = 0; i < indices.size(); ++i) idx += (i ? ", " : "") + std::to_string(indices[i]);
  for (size_t i = 0; i < offsets.size(); ++i) off += (i ? ", " : "") + std::to_string(offsets[i]);
  std::string body = "  %i = arith.constant dense<[" + idx + "]> : tensor<12xi64>\n";
  body += "  %o = arith.constant dense<[" + off + "]> : tensor<5xi64>\n";
  body += "  %r = \"linrt.embedding_bag\"(%a0, %i, %o) <{mode = \"" + mode +
          "\", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (" +
          tensor({rows, dim}) + ", tensor<12xi64>, tensor<5xi64>) -> " + tensor({5, dim}) + "\n";
  return {"embedding_bag", mode + " " + label({rows, dim}), function({{rows, dim}}, tensor({5, dim}), body), {{rows, dim}},
          1e-5f, true};
}

OpCase gather(int64_t b, int64_t m) {
  std::vector<int64_t> i0, i1;
  for (int64_t j = 0; j < m; ++j)
    for (int64_t k = 0; k < j; ++k) i0.push_back(j), i1.push_back(k);  // DLRM's lower triangle
  const std::vector<int64_t> in = {b, m, m}, out = {b, int64_t(i0.size())};
  const std::string body = "  %r = \"linrt.gather\"(%a0) {indices0 = " + int_array(i0) + ", indices1 = " + int_array(i1) +
                           "} : (" + tensor(in) + ") -> " + tensor(out) + "\n";
  return {"gather", "lower triangle of " + label(in), function({in}, tensor(out), body), {in}, 0.0f};
}

OpCase upsample_nearest(const std::vector<int64_t>& in, int64_t sh, int64_t sw) {
  const std::vector<int64_t> out = {in[0], in[1], in[2] * sh, in[3] * sw};
  const std::string body = "  %r = \"linrt.upsample_nearest\"(%a0) {scale = " + int_array({sh, sw}) + "} : (" +
                           tensor(in) + ") -> " + tensor(out) + "\n";
  return {"upsample_nearest", label(in) + " by " + std::to_string(sh) + "x" + std::to_string(sw),
          function({in}, tensor(out), body), {in}, 0.0f};
}

// linrt.channel_gather of two NCHW operands: `half` 0 or 1 of the channel shuffle of their
// concat (ShuffleNetV2's, both of c channels), or with c0 != c1 every channel, in reverse.
OpCase channel_gather(int64_t c0, int64_t c1, int64_t h, int64_t w, int half) {
  std::vector<int64_t> channels;
  const int64_t total = c0 + c1;
  if (c0 == c1)
    for (int64_t j = half * c0; j < (half + 1) * c0; ++j) channels.push_back((j % 2) * c0 + j / 2);
  else
    for (int64_t j = total; j-- > 0;) channels.push_back(j);
  const std::vector<int64_t> in0 = {1, c0, h, w}, in1 = {1, c1, h, w}, out = {1, int64_t(channels.size()), h, w};
  const std::string body = "  %r = \"linrt.channel_gather\"(%a0, %a1) {channels = " + int_array(channels) + "} : (" +
                           tensor(in0) + ", " + tensor(in1) + ") -> " + tensor(out) + "\n";
  return {"channel_gather", label(in0) + " and " + label(in1) + (c0 == c1 ? " half " + std::to_string(half) : " reversed"),
          function({in0, in1}, tensor(out), body), {in0, in1}, 0.0f};
}

OpCase pixel_shuffle(const std::vector<int64_t>& in, int64_t r) {
  const std::vector<int64_t> out = {in[0], in[1] / (r * r), in[2] * r, in[3] * r};
  const std::string body = "  %r = \"linrt.pixel_shuffle\"(%a0) {factor = " + std::to_string(r) + " : i64} : (" +
                           tensor(in) + ") -> " + tensor(out) + "\n";
  return {"pixel_shuffle", label(in) + " by " + std::to_string(r), function({in}, tensor(out), body), {in}, 0.0f};
}

OpCase pool2d(const std::string& kind, const std::vector<int64_t>& in, int64_t window, int64_t stride, int64_t pad) {
  const int64_t oh = (in[2] + 2 * pad - window) / stride + 1, ow = (in[3] + 2 * pad - window) / stride + 1;
  const std::vector<int64_t> out = {in[0], in[1], oh, ow};
  const std::string body = "  %r = \"linrt.pool2d\"(%a0) {kind = \"" + kind + "\", window = " + int_array({window, window}) +
                           ", strides = " + int_array({stride, stride}) + ", dilations = array<i64: 1, 1>, padding = " +
                           int_array({pad, pad, pad, pad}) + "} : (" + tensor(in) + ") -> " + tensor(out) + "\n";
  return {"pool2d", kind + " " + label(in) + " window " + std::to_string(window) + " stride " + std::to_string(stride),
          function({in}, tensor(out), body), {in}, 1e-5f, true};
}

// Layer norm over the last dim with random weight and bias.
OpCase layer_norm(const std::vector<int64_t>& in, uint32_t seed) {
  const int64_t d = in.back();
  const std::string body = weight("w", {d}, seed) + weight("b", {d}, seed + 1) +
                           "  %r = \"linrt.layer_norm\"(%a0, %w, %b) {epsilon = 1.0e-05 : f64} : (" + tensor(in) + ", " +
                           tensor({d}) + ", " + tensor({d}) + ") -> " + tensor(in) + "\n";
  return {"layer_norm", label(in), function({in}, tensor(in), body), {in}, 2e-5f, true};
}

// Softmax over the last dim of a rank-2 input; with `zero_masked_rows` the first row is made all
// -inf (attention's fully masked row: zeros) by a select on the row index.
OpCase softmax(const std::vector<int64_t>& in, bool zero_masked_rows) {
  std::string body;
  std::string x = "%a0";
  if (zero_masked_rows) {
    const std::string id = "affine_map<(d0, d1) -> (d0, d1)>";
    body = "  %ninf = arith.constant 0xFF800000 : f32\n  %c0 = arith.constant 0 : index\n  %e = tensor.empty() : " +
           tensor(in) + "\n  %m = linalg.generic {indexing_maps = [" + id + ", " + id +
           "], iterator_types = [\"parallel\", \"parallel\"]} ins(%a0 : " + tensor(in) + ") outs(%e : " + tensor(in) +
           ") {\n  ^bb0(%v: f32, %o: f32):\n    %i = linalg.index 0 : index\n    %first = arith.cmpi eq, %i, %c0 : index\n" +
           "    %s = arith.select %first, %ninf, %v : f32\n    linalg.yield %s : f32\n  } -> " + tensor(in) + "\n";
    x = "%m";
  }
  body += "  %r = \"linrt.softmax\"(" + x + ") {zero_masked_rows = " + (zero_masked_rows ? "true" : "false") + "} : (" +
          tensor(in) + ") -> " + tensor(in) + "\n";
  return {"softmax", label(in) + (zero_masked_rows ? " zero masked rows" : ""), function({in}, tensor(in), body), {in},
          1e-6f};
}

// Attention over q [..., m, d], k [..., n, d], v [..., n, e] (the arguments). With
// `zero_masked_rows`, q's first row is made -inf and k positive (|k| + 0.5), so that row's scores
// are all -inf: scaled_dot_product_attention's guard gives zeros.
OpCase attention(const std::vector<int64_t>& q, const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                 double scale, bool zero_masked_rows) {
  std::vector<int64_t> out(q.begin(), q.end() - 1);
  out.push_back(v.back());
  std::string body, qs = "%a0", ks = "%a1";
  if (zero_masked_rows) {
    std::string id = "affine_map<(", dims;
    const size_t r = q.size();
    for (size_t i = 0; i < r; ++i) dims += (i ? ", d" : "d") + std::to_string(i);
    id += dims + ") -> (" + dims + ")>";
    std::string iters;
    for (size_t i = 0; i < r; ++i) iters += i ? ", \"parallel\"" : "\"parallel\"";
    auto generic = [&](const std::string& name, const std::string& in, const std::vector<int64_t>& shape,
                       const std::string& code) {
      return "  %e" + name + " = tensor.empty() : " + tensor(shape) + "\n  %" + name + " = linalg.generic {indexing_maps = [" +
             id + ", " + id + "], iterator_types = [" + iters + "]} ins(" + in + " : " + tensor(shape) + ") outs(%e" +
             name + " : " + tensor(shape) + ") {\n  ^bb0(%v: f32, %o: f32):\n" + code + "  } -> " + tensor(shape) + "\n";
    };
    body = "  %ninf = arith.constant 0xFF800000 : f32\n  %c0 = arith.constant 0 : index\n  %half = arith.constant 0.5 : f32\n";
    body += generic("qm", "%a0", q,
                    "    %i = linalg.index " + std::to_string(r - 2) + " : index\n    %first = arith.cmpi eq, %i, %c0 : index\n" +
                        "    %s = arith.select %first, %ninf, %v : f32\n    linalg.yield %s : f32\n");
    body += generic("kp", "%a1", k, "    %m = math.absf %v : f32\n    %s = arith.addf %m, %half : f32\n    linalg.yield %s : f32\n");
    qs = "%qm";
    ks = "%kp";
  }
  char scale_text[32];
  std::snprintf(scale_text, sizeof scale_text, "%.17g", scale);
  body += "  %r = \"linrt.attention\"(" + qs + ", " + ks + ", %a2) {scale = " + scale_text + " : f64, zero_masked_rows = " +
          (zero_masked_rows ? "true" : "false") + "} : (" + tensor(q) + ", " + tensor(k) + ", " + tensor(v) + ") -> " +
          tensor(out) + "\n";
  return {"attention", label(q) + " " + label(k) + " " + label(v) + (zero_masked_rows ? " zero masked rows" : ""),
          function({q, k, v}, tensor(out), body), {q, k, v}, 2e-5f, true};
}

OpCase concat(const std::vector<int64_t>& a, const std::vector<int64_t>& b, int64_t dim) {
  std::vector<int64_t> out = a;
  out[size_t(dim)] += b[size_t(dim)];
  const std::string body = "  %r = tensor.concat dim(" + std::to_string(dim) + ") %a0, %a1 : (" + tensor(a) + ", " +
                           tensor(b) + ") -> " + tensor(out) + "\n";
  return {"concat", label(a) + " and " + label(b) + " along " + std::to_string(dim), function({a, b}, tensor(out), body),
          {a, b}, 0.0f};
}

// A static box of an argument: offsets, sizes and strides per dimension.
OpCase extract_slice(const std::vector<int64_t>& in, const std::vector<int64_t>& offsets, const std::vector<int64_t>& sizes,
                     const std::vector<int64_t>& strides) {
  auto list = [](const std::vector<int64_t>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  const std::string body = "  %r = tensor.extract_slice %a0" + list(offsets) + " " + list(sizes) + " " + list(strides) + " : " +
                           tensor(in) + " to " + tensor(sizes) + "\n";
  return {"extract_slice", label(sizes) + " of " + label(in) + " strides " + label(strides), function({in}, tensor(sizes), body),
          {in}, 0.0f};
}

// An argument written into a static box of another: offsets and strides per dimension of the
// destination, the box's sizes those of `src` (with unit dims where src has fewer).
OpCase insert_slice(const std::vector<int64_t>& src, const std::vector<int64_t>& dest, const std::vector<int64_t>& offsets,
                    const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides) {
  auto list = [](const std::vector<int64_t>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  const std::string body = "  %r = tensor.insert_slice %a0 into %a1" + list(offsets) + " " + list(sizes) + " " + list(strides) +
                           " : " + tensor(src) + " into " + tensor(dest) + "\n";
  return {"insert_slice", label(src) + " into " + label(dest) + " strides " + label(strides),
          function({src, dest}, tensor(dest), body), {src, dest}, 0.0f};
}

std::vector<OpCase> make_cases() {
  std::vector<OpCase> cases;
  uint32_t seed = 1;
  // conv2d: Winograd-sized 3x3 convs, thin channels, 1x1 (a GEMM), strides, dilation, groups,
  // NHWC, no bias, odd spatial sizes.
  cases.push_back(conv2d("3x3 16->16 9x9", {.c = 16, .f = 16, .h = 9, .w = 9, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 64->32 12x10", {.c = 64, .f = 32, .h = 12, .w = 10, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 3->5 7x7", {.c = 3, .f = 5, .h = 7, .w = 7, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("1x1 17->5 6x5", {.c = 17, .f = 5, .h = 6, .w = 5, .k = 1}, seed += 10));
  cases.push_back(conv2d("3x3 stride 2 8->6 9x9", {.c = 8, .f = 6, .h = 9, .w = 9, .k = 3, .stride = 2, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 dilation 2 5->4 9x9", {.c = 5, .f = 4, .h = 9, .w = 9, .k = 3, .pad = 2, .dilation = 2}, seed += 10));
  cases.push_back(conv2d("3x3 groups 4 8->8 7x7", {.c = 8, .f = 8, .h = 7, .w = 7, .k = 3, .pad = 1, .groups = 4}, seed += 10));
  cases.push_back(conv2d("3x3 nhwc 6->7 5x6", {.c = 6, .f = 7, .h = 5, .w = 6, .k = 3, .pad = 1, .nhwc = true}, seed += 10));
  cases.push_back(conv2d("5x5 no bias batch 2 4->3 8x8", {.n = 2, .c = 4, .f = 3, .h = 8, .w = 8, .k = 5, .pad = 2, .bias = false},
                         seed += 10));
  // matmul: packed GEMM with a constant B (odd sizes, a tile remainder in every direction), a
  // batch, the transposed-B forms (small products and a packed one), matrix-vector.
  cases.push_back(matmul(13, 37, 29, seed += 10));
  cases.push_back(matmul(100, 64, 96, seed += 10));
  cases.push_back(batch_matmul(3, 5, 7, 9));
  cases.push_back(matmul_transpose_b(0, 70, 33, 80));
  cases.push_back(matmul_transpose_b(4, 27, 16, 27));
  cases.push_back(matvec(33, 65, seed += 10));
  cases.push_back(elementwise(7, 300));
  cases.push_back(elementwise(1, 1));
  cases.push_back(reduction("addf", "0.0", 1, 9, 1000));
  cases.push_back(reduction("maximumf", "-1.0e+30", 0, 300, 17));
  // A fill's value starts each output (non-neutral values, so a wrong start fails), and a whole
  // init tensor still does.
  cases.push_back(reduction("addf", "1.5", 1, 9, 1000));
  cases.push_back(reduction("addf", "-2.25", 0, 300, 17));
  cases.push_back(reduction("maximumf", "0xFF800000", 1, 33, 70));
  cases.push_back(reduction("maximumf", "0.75", 0, 40, 33));
  cases.push_back(reduction("addf", "", 1, 9, 1000));
  cases.push_back(reduction("maximumf", "", 0, 300, 17));
  cases.push_back(embedding_bag("sum", 10, 33));
  cases.push_back(embedding_bag("max", 7, 128));
  cases.push_back(gather(3, 6));
  cases.push_back(upsample_nearest({1, 3, 5, 7}, 2, 3));
  cases.push_back(upsample_nearest({2, 16, 4, 4}, 2, 2));
  cases.push_back(channel_gather(58, 58, 3, 5, 0));
  cases.push_back(channel_gather(116, 116, 2, 2, 1));
  cases.push_back(channel_gather(8, 24, 3, 3, 0));
  cases.push_back(pixel_shuffle({1, 8, 3, 5}, 2));
  cases.push_back(pixel_shuffle({1, 48, 4, 4}, 4));
  cases.push_back(pool2d("max", {1, 16, 9, 9}, 3, 2, 1));
  cases.push_back(pool2d("sum", {2, 5, 7, 8}, 2, 2, 0));
  // layer_norm: rows shorter than a vector with a remainder, whole vectors, rows longer than
  // the shader's workgroup.
  cases.push_back(layer_norm({2, 5, 37}, seed += 10));
  cases.push_back(layer_norm({9, 96}, seed += 10));
  cases.push_back(layer_norm({3, 300}, seed += 10));
  // softmax: a remainder after whole vectors, rows longer than the shader's workgroup, and
  // attention's guard on a fully masked row.
  cases.push_back(softmax({12, 37}, false));
  cases.push_back(softmax({2, 300}, false));
  cases.push_back(softmax({5, 19}, true));
  // attention: several heads with odd sequence lengths and a column remainder, one head with
  // more keys than the shader's workgroup and more columns than a vector pair, ViT's sequence
  // of 197 (fewer heads), BERT's 12 heads (enough for the CPU kernel to hand out whole heads,
  // two tiles each, the second partial), and the guard of a fully masked row.
  cases.push_back(attention({2, 3, 37, 16}, {2, 3, 29, 16}, {2, 3, 29, 24}, 0.25, false));
  cases.push_back(attention({1, 12, 45, 16}, {1, 12, 45, 16}, {1, 12, 45, 16}, 0.25, false));
  cases.push_back(attention({1, 5, 8}, {1, 300, 8}, {1, 300, 70}, 0.35355339059327379, false));
  cases.push_back(attention({2, 197, 64}, {2, 197, 64}, {2, 197, 64}, 0.125, false));
  cases.push_back(attention({3, 7, 12}, {3, 9, 12}, {3, 9, 5}, 1.0, true));
  cases.push_back(concat({2, 3}, {2, 5}, 1));
  cases.push_back(concat({1, 4, 3, 3}, {1, 2, 3, 3}, 1));
  cases.push_back(extract_slice({2, 6, 5, 8}, {1, 3, 0, 0}, {1, 3, 5, 8}, {1, 1, 1, 1}));
  cases.push_back(extract_slice({2, 6, 5, 8}, {0, 1, 1, 2}, {2, 2, 3, 3}, {1, 2, 1, 2}));
  cases.push_back(insert_slice({1, 3, 4, 4}, {1, 3, 9, 9}, {0, 0, 1, 1}, {1, 3, 4, 4}, {1, 1, 2, 2}));
  cases.push_back(insert_slice({2, 5}, {1, 3, 9, 9}, {0, 1, 3, 4}, {1, 2, 1, 5}, {1, 1, 1, 1}));
  // conv_transpose2d: UNet's 2x2 stride 2, strides 1 to 3 (3 with a 4x4 filter: phases of one
  // and two taps), padding with output_padding, a crop (pad > k-1), dilation, groups,
  // depthwise, a batch, and a 1x1 filter at stride 3 (phases no tap reaches: the bias alone).
  cases.push_back(conv_transpose2d("2x2 stride 2 16->8 6x7", {.c = 16, .f = 8, .h = 6, .w = 7, .k = 2, .stride = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 pad 1 output_pad 1 5->6 5x6",
                                   {.c = 5, .f = 6, .h = 5, .w = 6, .k = 3, .stride = 2, .pad = 1, .output_pad = 1}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 1 pad 1 no bias 5->3 7x6",
                                   {.c = 5, .f = 3, .h = 7, .w = 6, .k = 3, .stride = 1, .pad = 1, .bias = false}, seed += 10));
  cases.push_back(conv_transpose2d("4x4 stride 3 3->5 4x5", {.c = 3, .f = 5, .h = 4, .w = 5, .k = 4, .stride = 3}, seed += 10));
  cases.push_back(conv_transpose2d("2x2 stride 2 pad 2 (crop) 4->6 5x6",
                                   {.c = 4, .f = 6, .h = 5, .w = 6, .k = 2, .stride = 2, .pad = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 dilation 2 pad 1 4->4 5x5",
                                   {.c = 4, .f = 4, .h = 5, .w = 5, .k = 3, .stride = 2, .pad = 1, .dilation = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 groups 2 8->6 5x5",
                                   {.c = 8, .f = 6, .h = 5, .w = 5, .k = 3, .stride = 2, .pad = 1, .groups = 2}, seed += 10));
  cases.push_back(conv_transpose2d("depthwise 4x4 stride 2 pad 1 no bias 8x6x6",
                                   {.c = 8, .f = 8, .h = 6, .w = 6, .k = 4, .stride = 2, .pad = 1, .groups = 8, .bias = false},
                                   seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 batch 2 pad 1 output_pad 1 7->9 4x3",
                                   {.n = 2, .c = 7, .f = 9, .h = 4, .w = 3, .k = 3, .stride = 2, .pad = 1, .output_pad = 1},
                                   seed += 10));
  cases.push_back(conv_transpose2d("1x1 stride 3 output_pad 2 6->4 3x4",
                                   {.c = 6, .f = 4, .h = 3, .w = 4, .k = 1, .stride = 3, .output_pad = 2}, seed += 10));
  return cases;
}

}  // namespace

const std::vector<OpCase>& all_cases() {
  static const std::vector<OpCase> cases = make_cases();
  return cases;
}

std::vector<std::vector<float>> case_inputs(const OpCase& c, uint32_t seed) {
  std::vector<std::vector<float>> values;
  for (size_t i = 0; i < c.inputs.size(); ++i) values.push_back(uniform(numel(c.inputs[i]), seed * 97 + uint32_t(i)));
  return values;
}

}  // namespace op_cases

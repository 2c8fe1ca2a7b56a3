// The CPU reduction kernel (engine/cpu/reduction_kernel.cpp) against the reference executor:
// linalg.generic reductions along every kind of dimension (innermost, outer, several, all), each
// combiner, odd and large shapes on 1 and 2 threads, NaNs, transposed and broadcast inputs, a
// fused epilogue, and bodies the kernel must refuse. The same reductions as Vulkan shaders
// (engine/vulkan/ew_shader.h, reduction_glsl) at the end.
#include <doctest/doctest.h>

#include <cmath>
#include <iomanip>
#include <map>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

std::string tensor_type(const std::vector<int64_t>& shape) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + "f32>";
}

std::string map_of(size_t rank, const std::vector<size_t>& dims) {
  std::string s = "affine_map<(";
  for (size_t d = 0; d < rank; ++d) s += (d ? ", d" : "d") + std::to_string(d);
  s += ") -> (";
  for (size_t k = 0; k < dims.size(); ++k) s += (k ? ", d" : "d") + std::to_string(dims[k]);
  return s + ")>";
}

struct Reduction {
  std::vector<int64_t> in_shape;      // of input 0, read through in_dims
  std::vector<size_t> in_dims;        // input 0's map results
  std::vector<bool> reduced;          // per iteration dimension
  std::string body;                   // ops on %x (input 0), %w (input 1, if any), %acc; yields %r
  std::string init = "0.0";           // the fill value of the accumulator
  std::vector<int64_t> w_shape;       // input 1 (optional), read through w_dims
  std::vector<size_t> w_dims;
  std::string epilogue;               // ops on %v (the reduced value) yielding %e, or empty
  bool keepdim = false;               // the output keeps reduced dimensions as extent 1, read as 0

  std::vector<int64_t> iter_shape() const {
    std::vector<int64_t> s(reduced.size(), 1);
    for (size_t k = 0; k < in_dims.size(); ++k) s[in_dims[k]] = in_shape[k];
    return s;
  }
  std::vector<int64_t> out_shape() const {
    std::vector<int64_t> s;
    const auto it = iter_shape();
    for (size_t d = 0; d < reduced.size(); ++d)
      if (!reduced[d] || keepdim) s.push_back(reduced[d] ? 1 : it[d]);
    return s;
  }

  // The output's indexing map: the parallel dimensions, and 0 for the kept reduced ones.
  std::string out_map() const {
    std::string s = map_of(reduced.size(), {});
    s.resize(s.size() - 2);  // drop ")>"
    bool first = true;
    for (size_t d = 0; d < reduced.size(); ++d) {
      if (reduced[d] && !keepdim) continue;
      s += std::string(first ? "" : ", ") + (reduced[d] ? "0" : "d" + std::to_string(d));
      first = false;
    }
    return s + ")>";
  }

  std::string mlir() const {
    const size_t rank = reduced.size();
    std::vector<size_t> out_dims;
    std::string iters;
    for (size_t d = 0; d < rank; ++d) {
      if (!reduced[d]) out_dims.push_back(d);
      iters += std::string(d ? ", " : "") + (reduced[d] ? "\"reduction\"" : "\"parallel\"");
    }
    const std::string tin = tensor_type(in_shape), tout = tensor_type(out_shape());
    const bool has_w = !w_shape.empty();
    const std::string tw = has_w ? tensor_type(w_shape) : "";
    std::string s = "func.func @f(%in: " + tin + (has_w ? ", %win: " + tw : "") + ") -> " + tout + " {\n";
    s += "  %z = arith.constant " + init + " : f32\n  %e0 = tensor.empty() : " + tout + "\n";
    s += "  %i = linalg.fill ins(%z : f32) outs(%e0 : " + tout + ") -> " + tout + "\n";
    s += "  %red = linalg.generic {indexing_maps = [" + map_of(rank, in_dims) + (has_w ? ", " + map_of(rank, w_dims) : "") +
         ", " + out_map() + "], iterator_types = [" + iters + "]}\n";
    s += "      ins(%in" + std::string(has_w ? ", %win" : "") + " : " + tin + (has_w ? ", " + tw : "") + ") outs(%i : " + tout + ") {\n";
    s += "  ^bb0(%x: f32, " + std::string(has_w ? "%w: f32, " : "") + "%acc: f32):\n" + body + "    linalg.yield %r : f32\n";
    s += "  } -> " + tout + "\n";
    if (epilogue.empty()) return s + "  return %red : " + tout + "\n}\n";
    const std::string id = map_of(out_dims.size(), [&] {
      std::vector<size_t> all;
      for (size_t k = 0; k < out_dims.size(); ++k) all.push_back(k);
      return all;
    }());
    std::string ep_iters;
    for (size_t k = 0; k < out_dims.size(); ++k) ep_iters += std::string(k ? ", " : "") + "\"parallel\"";
    s += "  %e1 = tensor.empty() : " + tout + "\n";
    s += "  %ep = linalg.generic {indexing_maps = [" + id + ", " + id + "], iterator_types = [" + ep_iters + "]}\n";
    s += "      ins(%red : " + tout + ") outs(%e1 : " + tout + ") {\n  ^bb0(%v: f32, %o: f32):\n" + epilogue +
         "    linalg.yield %e : f32\n  } -> " + tout + "\n";
    return s + "  return %ep : " + tout + "\n}\n";
  }
};

std::vector<float> pseudo_random(int64_t n, uint32_t seed, float lo, float hi) {
  std::vector<float> v(static_cast<size_t>(n));
  uint32_t s = seed * 2654435761u + 1;
  for (float& x : v) {
    s = s * 1664525u + 1013904223u;
    x = lo + (hi - lo) * float(s >> 8) / float(1 << 24);
  }
  return v;
}

int64_t numel(const std::vector<int64_t>& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

struct Outcome {
  std::vector<float> values;
  std::vector<std::string> kernels;
};

Outcome run(const Reduction& r, const std::vector<float>& x, const std::vector<float>& w, linrt::SessionOptions so) {
  linrt::Model model = linrt::Model::load_from_memory(r.mlir(), "reduction.mlir");
  std::vector<linrt::Tensor> in{linrt::Tensor::view(const_cast<float*>(x.data()), linrt::DType::F32, r.in_shape)};
  if (!r.w_shape.empty()) in.push_back(linrt::Tensor::view(const_cast<float*>(w.data()), linrt::DType::F32, r.w_shape));
  auto out = model.session(so).run(in);
  REQUIRE(out.size() == 1);
  Outcome o;
  o.values.assign(out[0].data_as<float>(), out[0].data_as<float>() + out[0].numel());
  for (const auto& k : model.stats().kernels) o.kernels.push_back(k.name);
  return o;
}

// Whether the run used kernel `name` (a name ending in ':' is a prefix: "fallback:").
bool has_kernel(const Outcome& o, const std::string& name) {
  for (const auto& k : o.kernels)
    if (name.back() == ':' ? k.rfind(name, 0) == 0 : k == name) return true;
  return false;
}

// Runs `r` planned on 1 and 2 threads and through the reference executor; values agree within
// `tol` times the number of reduced elements per output (exactly for tol 0, NaNs and the sign
// of zero included), and the planned run used the kernel `kernel` (see has_kernel). With
// `specials`, the input also holds NaN, -0.0, +0.0 and infinities at scattered places.
void check(const Reduction& r, const std::string& kernel, float tol, float lo = -1.0f, float hi = 1.0f, bool specials = false) {
  std::vector<float> x = pseudo_random(numel(r.in_shape), 7, lo, hi);
  if (specials) {
    const float values[] = {std::nanf(""), -0.0f, 0.0f, INFINITY, -INFINITY};
    for (size_t i = 0; i < x.size(); i += 3 + i % 11) x[i] = values[(i / 3) % 5];
  }
  const std::vector<float> w = pseudo_random(numel(r.w_shape), 11, -1.0f, 1.0f);
  linrt::SessionOptions ref;
  ref.reference = true;
  const Outcome want = run(r, x, w, ref);
  const int64_t per_output = numel(r.iter_shape()) / std::max<int64_t>(1, numel(r.out_shape()));
  // Relative to the result, for sums of same-signed values (squares): the reference's sequential
  // sum errs by about eps * sqrt(n) of the result, far more than the pairwise sums here.
  const float rel = std::max(1e-6f, tol * std::sqrt(float(per_output)));
  // 2 threads twice: as sessions run (a small reduction on one thread) and split however small.
  struct Threading {
    int threads;
    bool split_small;
  };
  for (const Threading t : {Threading{1, false}, Threading{2, false}, Threading{2, true}}) {
    CAPTURE(t.threads);
    CAPTURE(t.split_small);
    linrt::SessionOptions so;
    so.threads = t.threads;
    so.split_small_dispatches = t.split_small;
    const Outcome got = run(r, x, w, so);
    CHECK(has_kernel(got, kernel));
    REQUIRE(got.values.size() == want.values.size());
    int bad = 0;
    for (size_t i = 0; i < got.values.size(); ++i) {
      const float a = got.values[i], b = want.values[i];
      const bool same = std::isnan(a) || std::isnan(b) ? std::isnan(a) && std::isnan(b)
                        : tol == 0                        ? a == b && std::signbit(a) == std::signbit(b)
                                                          : a == b || std::fabs(a - b) <= tol * float(per_output) + rel * std::fabs(b);
      if (!same && bad++ < 3) FAIL_CHECK("output " << i << ": planned " << std::setprecision(9) << a << ", reference " << b);
    }
  }
}

const char* kSum = "    %r = arith.addf %acc, %x : f32\n";

}  // namespace

TEST_CASE("reduction kernel: sums along the innermost dimension, odd and large shapes") {
  for (auto shape : {std::pair<int64_t, int64_t>{1, 1}, {7, 33}, {300, 257}, {3, 5000}}) {
    const int64_t rows = shape.first, cols = shape.second;  // not a structured binding: clang 14 cannot capture one in CAPTURE
    CAPTURE(rows);
    CAPTURE(cols);
    check({{rows, cols}, {0, 1}, {false, true}, kSum}, "reduction.sum.stream", 2e-7f);
  }
}

TEST_CASE("reduction kernel: sums along an outer dimension (columns), odd and large shapes") {
  for (auto shape : {std::pair<int64_t, int64_t>{33, 7}, {257, 300}, {5000, 3}, {1, 9}}) {
    const int64_t rows = shape.first, cols = shape.second;  // not a structured binding: clang 14 cannot capture one in CAPTURE
    CAPTURE(rows);
    CAPTURE(cols);
    check({{rows, cols}, {0, 1}, {true, false}, kSum}, "reduction.sum.stream", 2e-7f);
  }
}

TEST_CASE("reduction kernel: several reduced dimensions, and everything into a scalar") {
  check({{13, 5, 17}, {0, 1, 2}, {true, false, true}, kSum}, "reduction.sum.stream", 2e-7f);
  check({{64, 3, 64}, {0, 1, 2}, {true, false, true}, kSum}, "reduction.sum.stream", 2e-7f);
  check({{1000, 33}, {0, 1}, {true, true}, kSum}, "reduction.sum.stream", 2e-7f);
  check({{9}, {0}, {true}, "    %r = arith.addf %x, %acc : f32\n"}, "reduction.sum.stream", 2e-7f);
}

TEST_CASE("reduction kernel: max, min, product and NaN handling are exact") {
  const char* max = "    %r = arith.maximumf %acc, %x : f32\n";
  check({{5, 17, 13}, {0, 1, 2}, {false, true, false}, max, "0xFF800000"}, "reduction.max.stream", 0);
  check({{2, 9, 1000}, {0, 1, 2}, {false, true, false}, max, "0xFF800000"}, "reduction.max.stream", 0);
  check({{40, 300}, {0, 1}, {false, true}, "    %r = arith.minimumf %x, %acc : f32\n", "0x7F800000"}, "reduction.min.stream", 0);
  // NaN inputs: log of negative values. maximumf propagates them; maxnumf/minnumf skip them.
  // (The SIMD log may differ from the reference's std::log in the last bit: 1e-6 relative.)
  const char* nan_max = "    %l = math.log %x : f32\n    %r = arith.maximumf %acc, %l : f32\n";
  check({{37, 41}, {0, 1}, {false, true}, nan_max, "0xFF800000"}, "reduction.max", 1e-12f, -0.05f, 1.0f);
  const char* nan_maxnum = "    %l = math.log %x : f32\n    %r = arith.maxnumf %acc, %l : f32\n";
  check({{37, 41}, {0, 1}, {true, false}, nan_maxnum, "0xFF800000"}, "reduction.maxnum", 1e-12f, -0.5f, 1.0f);
  const char* nan_minnum = "    %l = math.log %x : f32\n    %r = arith.minnumf %l, %acc : f32\n";
  check({{300, 301}, {0, 1}, {false, true}, nan_minnum, "0x7F800000"}, "reduction.minnum", 1e-12f, -0.5f, 1.0f);
  // Products of values near 1 stay finite; the order of multiplication changes the rounding.
  check({{30, 70}, {0, 1}, {false, true}, "    %r = arith.mulf %acc, %x : f32\n", "1.0"}, "reduction.product.stream", 1e-6f,
        0.99f, 1.01f);
}

TEST_CASE("reduction kernel: the streaming loops for every combiner and map, both axis kinds, odd sizes") {
  struct Comb {
    const char* op;
    const char* name;
    const char* init;
    float lo, hi, tol;
  };
  const Comb combs[] = {
      {"arith.addf", "sum", "0.0", -1.0f, 1.0f, 2e-7f},         {"arith.mulf", "product", "1.0", 0.999f, 1.001f, 1e-6f},
      {"arith.maximumf", "max", "0xFF800000", -1.0f, 1.0f, 0},  {"arith.minimumf", "min", "0x7F800000", -1.0f, 1.0f, 0},
      {"arith.maxnumf", "maxnum", "0xFF800000", -1.0f, 1.0f, 0}, {"arith.minnumf", "minnum", "0x7F800000", -1.0f, 1.0f, 0},
  };
  // The maps: none (`combine(x, acc)`), x * x and |x|.
  const char* maps[] = {nullptr, "    %m = arith.mulf %x, %x : f32\n", "    %m = math.absf %x : f32\n"};
  for (const Comb& c : combs) {
    for (const char* map : maps) {
      const std::string body = map ? std::string(map) + "    %r = " + c.op + " %acc, %m : f32\n"
                                   : std::string("    %r = ") + c.op + " %x, %acc : f32\n";
      for (int64_t n : {1, 7, 17, 33, 1003}) {
        CAPTURE(body);
        CAPTURE(n);
        const std::string kernel = std::string("reduction.") + c.name + ".stream";
        check({{3, n}, {0, 1}, {false, true}, body, c.init}, kernel, c.tol, c.lo, c.hi);  // along rows
        check({{3, n}, {0, 1}, {true, false}, body, c.init}, kernel, c.tol, c.lo, c.hi);  // down columns
        check({{n, 17}, {0, 1}, {true, false}, body, c.init}, kernel, c.tol, c.lo, c.hi);
      }
      // Large enough to split over 2 threads: by output rows, by output columns, and a whole
      // reduction into one scalar through per-thread partial results.
      check({{40, 1003}, {0, 1}, {false, true}, body, c.init}, std::string("reduction.") + c.name + ".stream", c.tol, c.lo, c.hi);
      check({{1003, 40}, {0, 1}, {true, false}, body, c.init}, std::string("reduction.") + c.name + ".stream", c.tol, c.lo, c.hi);
      check({{1003, 41}, {0, 1}, {true, true}, body, c.init}, std::string("reduction.") + c.name + ".stream", c.tol, c.lo, c.hi);
    }
  }
}

TEST_CASE("reduction kernel: NaN, signed zeros and infinities in the input, streamed") {
  // maximumf/minimumf propagate NaN and order -0 below +0; maxnumf/minnumf skip NaN; sums and
  // products of infinities and NaN follow IEEE. Exact against the reference (tol 0 compares the
  // sign of zeros too), except the reordered sum, whose NaN/inf pattern must still agree.
  const char* ops[][3] = {{"arith.maximumf", "max", "0xFF800000"},   {"arith.minimumf", "min", "0x7F800000"},
                          {"arith.maxnumf", "maxnum", "0xFF800000"}, {"arith.minnumf", "minnum", "0x7F800000"}};
  for (const auto& op : ops) {
    const std::string body = std::string("    %r = ") + op[0] + " %acc, %x : f32\n";
    const std::string kernel = std::string("reduction.") + op[1] + ".stream";
    CAPTURE(body);
    for (int64_t n : {1, 7, 33, 1003}) {
      CAPTURE(n);
      check({{5, n}, {0, 1}, {false, true}, body, op[2]}, kernel, 0, -1.0f, 1.0f, true);
      check({{n, 5}, {0, 1}, {true, false}, body, op[2]}, kernel, 0, -1.0f, 1.0f, true);
    }
    // Rows of only NaN and zeros: the reference's order picks the sign of zero and the NaN.
    check({{4, 3}, {0, 1}, {false, true}, body, op[2]}, kernel, 0, -1.0f, 1.0f, true);
  }
  check({{7, 1003}, {0, 1}, {false, true}, kSum}, "reduction.sum.stream", 2e-7f, -1.0f, 1.0f, true);
  check({{1003, 7}, {0, 1}, {true, false}, "    %r = arith.mulf %acc, %x : f32\n", "1.0"}, "reduction.product.stream", 1e-6f,
        0.99f, 1.01f, true);
}

TEST_CASE("reduction kernel: adjacent dimensions read contiguously are merged into one row") {
  // [4, 6, 50] summed over the two inner dimensions: rows of 300; and over the two outer ones:
  // one row of 50 accumulated 24 times.
  check({{4, 6, 50}, {0, 1, 2}, {false, true, true}, kSum}, "reduction.sum.stream", 2e-7f);
  check({{4, 6, 50}, {0, 1, 2}, {true, true, false}, kSum}, "reduction.sum.stream", 2e-7f);
  // Reduced dimensions around a parallel one, with unit dimensions in between.
  check({{3, 1, 9, 1, 11}, {0, 1, 2, 3, 4}, {true, false, false, true, true}, "    %r = arith.maximumf %acc, %x : f32\n",
         "0xFF800000"},
        "reduction.max.stream", 0);
}

TEST_CASE("reduction kernel: keepdim outputs, (d0, d1) -> (d0, 0), as torch-mlir writes softmax's sum") {
  Reduction rows{{9, 1003}, {0, 1}, {false, true}, kSum};
  rows.keepdim = true;
  check(rows, "reduction.sum.stream", 2e-7f);
  Reduction columns{{37, 5, 41}, {0, 1, 2}, {true, false, true}, "    %r = arith.maximumf %acc, %x : f32\n", "0xFF800000"};
  columns.keepdim = true;
  check(columns, "reduction.max.stream", 0);
}

TEST_CASE("reduction kernel: torch-mlir's log_softmax, mean and amax run on it, none on the fallback") {
  // tests/fixtures/reductions (values against PyTorch: the fixture tests). Its max reductions
  // also compute argmax indices nobody reads; dead-op elimination drops them, so they stream.
  // Its softmax is recognised whole (linrt.softmax, one dispatch of its own kernel).
  linrt::Model model = linrt::Model::load(std::string(LINRT_FIXTURES_DIR) + "/reductions/model.mlir");
  std::map<std::string, size_t> dispatches;  // per kernel name
  std::string listed;
  for (const auto& k : model.stats().kernels) dispatches[k.name] += k.call_sites.size(), listed += k.name + " ";
  CAPTURE(listed);
  CHECK(model.stats().fallback_dispatches == 0);
  size_t reductions = 0;
  for (const auto& kv : dispatches)
    if (kv.first.rfind("reduction.", 0) == 0) reductions += kv.second;
  CHECK(reductions == 4);                          // 2 in log_softmax, mean, amax
  CHECK(dispatches["reduction.max.stream"] == 2);  // log_softmax, amax
  CHECK(dispatches["softmax"] == 1);
}

TEST_CASE("reduction kernel: mapped bodies, transposed and broadcast inputs") {
  // Sum of squares, read transposed: out[i] = sum_j in[j][i]^2.
  check({{257, 31}, {1, 0}, {false, true}, "    %m = arith.mulf %x, %x : f32\n    %r = arith.addf %acc, %m : f32\n"},
        "reduction.sum", 2e-7f);
  // A weighted sum with a weight broadcast along the rows: out[i] = sum_j in[i][j] * w[j].
  Reduction weighted{{123, 77}, {0, 1}, {false, true}, "    %m = arith.mulf %x, %w : f32\n    %r = arith.addf %m, %acc : f32\n"};
  weighted.w_shape = {77};
  weighted.w_dims = {1};
  check(weighted, "reduction.sum", 2e-7f);
  // The accumulator starts from the outs value, not from the identity.
  check({{5, 100}, {0, 1}, {false, true}, kSum, "2.5"}, "reduction.sum.stream", 2e-7f);
}

TEST_CASE("reduction kernel: an elementwise epilogue (a mean) is fused after it") {
  Reduction mean{{64, 1000}, {0, 1}, {false, true}, kSum};
  mean.epilogue = "    %n = arith.constant 1000.0 : f32\n    %e = arith.divf %v, %n : f32\n";
  check(mean, "reduction.sum.stream", 2e-7f);
}

TEST_CASE("vulkan reduction shader: every kind of reduction matches the reference executor") {
  VK_TEST_CONTEXT(ctx);
  Reduction weighted{{123, 77}, {0, 1}, {false, true}, "    %m = arith.mulf %x, %w : f32\n    %r = arith.addf %m, %acc : f32\n"};
  weighted.w_shape = {77};
  weighted.w_dims = {1};
  Reduction mean{{64, 100}, {0, 1}, {false, true}, kSum};
  mean.epilogue = "    %n = arith.constant 100.0 : f32\n    %e = arith.divf %v, %n : f32\n";
  const Reduction cases[] = {
      {{300, 257}, {0, 1}, {false, true}, kSum},
      {{257, 300}, {0, 1}, {true, false}, kSum},
      {{13, 5, 17}, {0, 1, 2}, {true, false, true}, kSum, "2.5"},
      {{100, 33}, {0, 1}, {true, true}, kSum},
      {{5, 17, 13}, {0, 1, 2}, {false, true, false}, "    %r = arith.maximumf %acc, %x : f32\n", "0xFF800000"},
      {{37, 41}, {0, 1}, {true, false}, "    %l = math.log %x : f32\n    %r = arith.maxnumf %acc, %l : f32\n", "0xFF800000"},
      {{40, 30}, {0, 1}, {false, true}, "    %r = arith.minimumf %x, %acc : f32\n", "0x7F800000"},
      {{30, 70}, {0, 1}, {false, true}, "    %r = arith.mulf %acc, %x : f32\n", "1.0"},
      {{257, 31}, {1, 0}, {false, true}, "    %m = arith.mulf %x, %x : f32\n    %r = arith.addf %acc, %m : f32\n"},
      weighted,
      mean,
  };
  for (const Reduction& r : cases) {
    CAPTURE(r.mlir());
    // The plan's reduction dispatch has a device op: the generated shader, not the CPU kernel.
    auto module = linrt::graph::parse_module(r.mlir(), "reduction.mlir");
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    auto plan = linrt::engine::build_plan(*module, "f");
    auto program = std::make_shared<const linrt::engine::vk::VulkanProgram>(ctx, plan);
    int shaders = 0;
    for (size_t k = 0; k < plan->kernels.size(); ++k)
      shaders += program->op(uint32_t(k)) && program->op(uint32_t(k))->name() == "vulkan.reduction";
    CHECK(shaders == 1);
    // Values through the public API on the Vulkan device against the reference executor (the
    // shader folds in the reference's order, so sums agree closely).
    const std::vector<float> x = pseudo_random(numel(r.in_shape), 7, r.body.find("log") != std::string::npos ? -0.5f : 0.9f, 1.1f);
    const std::vector<float> w = pseudo_random(numel(r.w_shape), 11, -1.0f, 1.0f);
    linrt::SessionOptions ref, gpu;
    ref.reference = true;
    gpu.device = linrt::DeviceKind::Vulkan;
    const Outcome want = run(r, x, w, ref), got = run(r, x, w, gpu);
    REQUIRE(got.values.size() == want.values.size());
    int bad = 0;
    for (size_t i = 0; i < got.values.size(); ++i) {
      const float a = got.values[i], b = want.values[i];
      const bool same = std::isnan(a) || std::isnan(b) ? std::isnan(a) && std::isnan(b) : std::fabs(a - b) <= 1e-5f * (1.0f + std::fabs(b));
      if (!same && bad++ < 3) FAIL_CHECK("output " << i << ": vulkan " << a << ", reference " << b);
    }
  }
}

TEST_CASE("reduction kernel: bodies that are not combine(acc, f(x)) are left to the reference") {
  // acc is scaled before the add: not an associative fold, so reordering would change it.
  const char* scaled = "    %h = arith.constant 0.5 : f32\n    %s = arith.mulf %acc, %h : f32\n    %r = arith.addf %s, %x : f32\n";
  check({{8, 20}, {0, 1}, {false, true}, scaled}, "fallback:", 0);
  // acc appears on both sides of the combine.
  check({{8, 20}, {0, 1}, {false, true}, "    %r = arith.addf %acc, %acc : f32\n"}, "fallback:", 0);
  // Subtraction is not a supported combiner.
  check({{8, 20}, {0, 1}, {false, true}, "    %r = arith.subf %acc, %x : f32\n"}, "fallback:", 0);
}

// IREE's large_reduction.mlir: 40960 f32 values of 0.001 per row. A sequential f32 sum drifts
// to 40.9491; the reference's pairwise sum and the kernel's blocked accumulators stay within
// IREE's 1e-4 of the exact 40960 * float(0.001), at every thread count, and repeat exactly.
TEST_CASE("reduction kernel: a 40960-element f32 row sum is blocked, within 1e-4 on every path") {
  const Reduction r{{2, 40960}, {0, 1}, {false, true}, kSum};
  const std::vector<float> x(2 * 40960, 0.001f);
  const double exact = 40960.0 * double(0.001f);
  linrt::SessionOptions ref;
  ref.reference = true;
  for (int threads : {0, 1, 2}) {
    CAPTURE(threads);
    linrt::SessionOptions so = threads ? linrt::SessionOptions{} : ref;
    if (threads) so.threads = threads;
    const Outcome first = run(r, x, {}, so), again = run(r, x, {}, so);
    REQUIRE(first.values.size() == 2);
    for (float v : first.values) CHECK(std::fabs(double(v) - exact) <= 1e-4);
    CHECK(first.values == again.values);
  }
}

// A fill of a constant into the init is taken as a splat (DeviceKernel::takes_splat): the plan
// has the reduction's dispatch alone, and each output starts from the fill's value, not from
// the combiner's identity. The oracle is worked out here in double: 1.5 + the row's sum, and
// the max of 0.25 and the row (the row's values lie in [-1, 0.5), so some rows give 0.25).
TEST_CASE("reduction kernel: a fill init is a splat: no fill dispatch, its value starts every output, CPU and Vulkan") {
  const Reduction sum{{37, 61}, {0, 1}, {false, true}, kSum, "1.5"};
  const Reduction max{{37, 3}, {0, 1}, {false, true}, "    %r = arith.maximumf %acc, %x : f32\n", "0.25"};
  const std::vector<float> x = pseudo_random(37 * 61, 5, -1.0f, 0.5f);
  auto vk_ctx = vk_test::shared_context();  // null: Vulkan is skipped (the message says why)
  for (const bool on_vulkan : {false, true}) {
    if (on_vulkan && !vk_ctx) continue;
    CAPTURE(on_vulkan);
    linrt::SessionOptions so;
    if (on_vulkan) so.device = linrt::DeviceKind::Vulkan;
    for (const Reduction* r : {&sum, &max}) {
      CAPTURE(r->mlir());
      linrt::Model model = linrt::Model::load_from_memory(r->mlir(), "reduction.mlir");
      const int64_t cols = r->in_shape[1];
      const std::vector<float> in(x.begin(), x.begin() + 37 * cols);
      auto out = model.session(so).run({linrt::Tensor::view(const_cast<float*>(in.data()), linrt::DType::F32, r->in_shape)});
      CHECK(model.stats().dispatches == 1);
      CHECK(model.stats().fallback_dispatches == 0);
      REQUIRE(out.size() == 1);
      REQUIRE(out[0].numel() == 37);
      int from_init = 0;
      for (int64_t i = 0; i < 37; ++i) {
        double want = r == &sum ? 1.5 : 0.25;
        for (int64_t j = 0; j < cols; ++j)
          want = r == &sum ? want + double(in[size_t(i * cols + j)]) : std::max(want, double(in[size_t(i * cols + j)]));
        from_init += r == &max && want == 0.25;
        CHECK(std::fabs(double(out[0].data_as<float>()[i]) - want) <= 1e-4);
      }
      if (r == &max) CHECK(from_init > 0);
    }
  }
}

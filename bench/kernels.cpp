// linrt-bench-kernels: the fast CPU conv2d and GEMM kernels on the real shapes of RRDBNet x4,
// SRVGGNetCompact and DLRM's MLPs and dot interaction, each reported as median time, GFLOP/s
// (direct-convolution FLOPs, so Winograd shows as a speed-up) and percent of the FMA peak
// measured in the same run. Depthwise convs (MobileNetV2's shapes) run through the depthwise kernel
// (blocked and row-major) beside the implicit GEMM that ran them before, and ResNet's stem max
// pool through the pooling kernel beside what the reference fallback did (materialise the -inf
// pad, then pool the padded tensor). Convs between NCHW16c neighbours (1x1, strided, grouped) run
// through the blocked direct kernel beside the GEMM that ran them before, and 3x3 stride-1 ones
// (ResNet's, DenseNet's) beside Winograd too.
//   linrt-bench-kernels [--threads N] [--filter TEXT] [--layout nchw|nhwc] [--no-peak]
//                       [--no-epilogue] [--list] [--cpu-time] [--cold-weights]
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include <xsimd/xsimd.hpp>

#include "bench/machine_peak.h"
#include "ops/attention_cpu.h"
#include "ops/conv2d_cpu.h"
#include "ops/conv2d_grouped.h"
#include "ops/conv2d_winograd.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"
#include "ops/gemm_int8.h"
#include "ops/gemm_small_cpu.h"
#include "ops/layout.h"
#include "ops/pool2d_cpu.h"
#include "ops/pooling.h"

namespace {

namespace cpu = linrt::ops::cpu;
using linrt::bench::median;

struct Options {
  int threads = 0;
  std::string filter;
  cpu::ConvLayout layout = cpu::ConvLayout::Nchw;
  bool peak = true;
  bool epilogue = true;  // fuse a LeakyReLU (conv) or ReLU (GEMM) into the kernels
  bool list = false;     // print the names of the benchmarks instead of running them
  // Time by the process's CPU time (all threads together) instead of the wall clock: on a
  // machine shared with other work it measures what the kernel costs, not the turns it got. At
  // N threads the rates are then per CPU second, compared with one thread's peak, so a kernel
  // that shares its work without loss shows the same rate at every thread count.
  bool cpu_time = false;
  bool bf16 = false;  // --precision=bf16: the DLRM GEMMs with bf16 operands (AVX512_BF16)
  bool int8 = false;  // --precision=int8: the DLRM GEMMs dynamically quantised (ops/gemm_int8.h)
  // --cold-weights: the blocked convs and the GEMMs rotate through copies of their prepared weights that
  // together outgrow the last-level cache, so that each run streams its weights from memory as
  // in a whole model (where every conv has its own), instead of finding them cached.
  bool cold_weights = false;
};

double process_cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

bool g_cpu_time = false;  // set from Options::cpu_time in main()

// Whether the benchmark `name` is selected; with --list prints it and says no.
bool selected(const Options& o, const std::string& name) {
  if (!o.filter.empty() && name.find(o.filter) == std::string::npos) return false;
  if (o.list) {
    std::printf("%s\n", name.c_str());
    return false;
  }
  return true;
}

std::vector<float> random_values(size_t count, uint32_t seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(-0.5f, 0.5f);
  std::vector<float> v(count);
  for (float& x : v) x = dist(gen);
  return v;
}

struct Timing {
  double median = 0, fastest = 0;  // seconds
};

// Runs `fn` once to warm up, then until 0.5 s have passed (at least 3 and at most 50 times).
// The fastest run is reported beside the median: on a shared machine it is the better estimate
// of what the kernel needs when nothing else runs.
template <class Fn>
Timing time_runs(Fn&& fn) {
  fn();
  std::vector<double> samples;
  double total = 0;
  while (samples.size() < 3 || (total < 0.5 && samples.size() < 50)) {
    auto t0 = std::chrono::steady_clock::now();
    const double c0 = g_cpu_time ? process_cpu_seconds() : 0.0;
    fn();
    double s = g_cpu_time ? process_cpu_seconds() - c0
                          : std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    samples.push_back(s);
    total += s;
  }
  Timing t;
  t.fastest = *std::min_element(samples.begin(), samples.end());
  t.median = median(samples);
  return t;
}

void report(const std::string& name, const std::string& algo, Timing t, double flops,
            double peak_gflops) {
  const double gflops = flops / t.median / 1e9;
  std::printf("%-40s %-28s median %9.3f ms %7.1f GFLOP/s", name.c_str(), algo.c_str(),
              t.median * 1e3, gflops);
  if (peak_gflops > 0) std::printf(" %6.1f%%", 100.0 * gflops / peak_gflops);
  std::printf("  fastest %9.3f ms %7.1f GFLOP/s\n", t.fastest * 1e3, flops / t.fastest / 1e9);
  std::fflush(stdout);
}

struct ConvShape {
  const char* model;
  int64_t c, f, hw;
};

void bench_conv(const Options& o, const ConvShape& s, double peak) {
  cpu::Conv2dParams p;
  p.layout = o.layout;
  p.in_channels = s.c, p.out_channels = s.f, p.in_h = p.in_w = s.hw;
  p.kernel_h = p.kernel_w = 3;
  p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
  const std::string name = std::string(s.model) + " conv3x3 " + std::to_string(s.c) + "->" +
                           std::to_string(s.f) + " @" + std::to_string(s.hw) + "x" +
                           std::to_string(s.hw) +
                           (o.layout == cpu::ConvLayout::Nchw ? " nchw" : " nhwc");
  if (!selected(o, name)) return;
  cpu::Conv2d conv(p, cpu::preferred_isa());
  auto input = random_values(size_t(s.c * s.hw * s.hw), 1);
  auto weight = random_values(size_t(s.c * s.f * 9), 2);
  auto bias = random_values(size_t(s.f), 3);
  std::vector<float> out(size_t(s.f * s.hw * s.hw));
  auto prepared = conv.prepare_weights(weight.data());
  // LeakyReLU(0.2) as the fused epilogue, as in RRDBNet and SRVGGNet (PReLU), branch-free:
  // a compiled elementwise body does the same.
  cpu::OutputRunFn leaky = [](float* data, int64_t, int64_t count) {
    using V = xsimd::batch<float>;
    int64_t i = 0;
    for (; i + int64_t(V::size) <= count; i += int64_t(V::size)) {
      V x = V::load_unaligned(data + i);
      xsimd::select(x > V(0.0f), x, x * V(0.2f)).store_unaligned(data + i);
    }
    for (; i < count; ++i) data[i] = data[i] > 0.0f ? data[i] : 0.2f * data[i];
  };
  if (!o.epilogue) leaky = nullptr;
  Timing seconds = time_runs(
      [&] { conv.run(input.data(), *prepared, bias.data(), out.data(), leaky, o.threads); });
  report(name, conv.name(), seconds, 2.0 * s.c * s.f * 9 * s.hw * s.hw, peak);
}

void bench_gemm(const Options& o, const char* model, int64_t m, int64_t k, int64_t n, double peak) {
  const std::string name = std::string(model) + " linear " + std::to_string(k) + "->" + std::to_string(n) +
                           " batch " + std::to_string(m);
  if (!selected(o, name)) return;
  const cpu::Isa isa = cpu::preferred_isa();
  auto a = random_values(size_t(m * k), 1);
  auto b = random_values(size_t(k * n), 2);
  auto bias = random_values(size_t(n), 3);
  std::vector<float> c(size_t(m * n));
  const int64_t kc = cpu::gemm_kc(isa, k, o.bf16);
  // With --cold-weights, copies of the packed B that together outgrow the last-level cache, one
  // per run in turn, as a model's Linears each bring their own weights from memory.
  const size_t copies = o.cold_weights ? size_t(std::clamp(512.0 * (1 << 20) / (4.0 * double(k * n)), 1.0, 64.0)) : 1;
  std::vector<cpu::PackedPanels> packed;
  for (size_t i = 0; i < copies; ++i)
    packed.push_back(o.bf16 ? cpu::pack_panels_bf16({b.data(), 1, n}, n, k, cpu::gemm_nr(isa), kc)
                            : cpu::pack_panels({b.data(), 1, n}, n, k, cpu::gemm_nr(isa), kc));
  std::vector<cpu::Int8Weights> packed8;
  if (o.int8)
    for (size_t i = 0; i < copies; ++i) packed8.push_back(cpu::quantize_int8_weights(isa, b.data(), 1, n, n, k));
  size_t next = 0;
  cpu::GemmCall call;
  call.m = m, call.n = n, call.k = k;
  call.a.in_place = {a.data(), k, 1};  // as the matmul kernel passes a row-major activation
  call.c = c.data();
  call.ldc = n;
  call.bias_cols = bias.data();
  // ReLU fused into the tile stores, as the matmul kernel runs a Linear + ReLU epilogue.
  call.relu = o.epilogue;
  // One output column runs as the matrix-vector product, as the matmul kernel does.
  std::vector<float> init(size_t(m), bias[0]);
  auto relu_rows = [](float* data, int64_t, int64_t count) {
    for (int64_t i = 0; i < count; ++i) data[i] = std::max(data[i], 0.0f);
  };
  cpu::Int8GemmCall call8;
  call8.m = m;
  call8.a = a.data();
  call8.lda = k;
  call8.c = c.data();
  call8.ldc = n;
  call8.bias_cols = bias.data();
  call8.relu = o.epilogue;
  Timing seconds = time_runs([&] {
    if (n == 1)
      cpu::gemv(isa, m, k, a.data(), k, b.data(), init.data(), c.data(), o.threads, relu_rows);
    else if (o.int8) {
      call8.weights = &packed8[next];
      next = (next + 1) % copies;
      cpu::gemm_int8(isa, call8, o.threads);
    } else {
      call.b.packed = &packed[next];
      next = (next + 1) % copies;
      cpu::gemm(isa, call, o.threads);
    }
  });
  const std::string algo = std::string(n == 1 ? "gemv.bias_relu." : o.epilogue ? "gemm.packed_b.bias_relu." : "gemm.packed_b.bias.") +
                           (o.bf16 && n > 1 ? "bf16." : "");
  const std::string isa_part(o.int8 && n > 1 ? "int8." + std::string(cpu::gemm_int8_name(isa)) : std::string(cpu::isa_name(isa)));
  report(name + (o.cold_weights && n > 1 ? " cold" : ""), algo + isa_part, seconds,
         2.0 * m * n * k, peak);
}

// linrt.attention over one encoder layer's 12 heads of 64 (q, k and v of `tokens` rows each), as
// the attention kernel runs it: scores, softmax and the weighted rows of V, all heads in one call.
void bench_attention(const Options& o, const char* model, int64_t tokens, double peak) {
  const std::string name = std::string(model) + " attention 12 heads " + std::to_string(tokens) + "x64";
  if (!selected(o, name)) return;
  const cpu::Isa isa = cpu::preferred_isa();
  linrt::ops::AttentionShape s;
  s.batch = 12, s.m = s.n = tokens, s.d = s.e = 64, s.scale = 0.125f;
  const size_t count = size_t(s.batch * tokens * 64);
  const auto q = random_values(count, 5), k = random_values(count, 6), v = random_values(count, 7);
  std::vector<float> out(count);
  Timing seconds = time_runs([&] { cpu::attention_run(isa, s, q.data(), k.data(), v.data(), out.data(), {}, o.threads); });
  report(name, "attention." + std::string(cpu::isa_name(isa)), seconds, 4.0 * s.batch * s.m * s.n * s.d, peak);
}

// DLRM's dot interaction at the MLPerf shape: Z = T * T^T for 2048 samples of 27 feature
// vectors of 128, parallel over the samples as the matmul kernel runs it, through the small
// transposed-B product and through the general GEMM (B packed from T's rows per product).
void bench_interaction(const Options& o, double peak) {
  const int64_t batch = 2048, m = 27, k = 128;
  const cpu::Isa isa = cpu::preferred_isa();
  auto t = random_values(size_t(batch * m * k), 4);
  std::vector<float> z(size_t(batch * m * m));
  for (bool small : {true, false}) {
    const std::string name = std::string("DLRM interaction T*T^T 2048x27x128") + (small ? "" : " general");
    if (!selected(o, name)) continue;
    Timing seconds = time_runs([&] {
#pragma omp parallel for num_threads(o.threads) schedule(static)
      for (int64_t b = 0; b < batch; ++b) {
        const float* tb = t.data() + b * m * k;
        cpu::ViewPanelSource rows({tb, k, 1}, m);
        cpu::GemmCall call;
        call.m = call.n = m, call.k = k;
        call.a.in_place = {tb, k, 1};
        call.c = z.data() + b * m * m;
        call.ldc = m;
        if (small) {
          call.b.in_place = {tb, k, 1};
          if (b + 1 < batch) call.a_next = call.b_next = tb + m * k;
          cpu::gemm_small_transposed_b(isa, call);
        } else {
          call.b.source = &rows;
          cpu::gemm(isa, call, 1);
        }
      }
    });
    report(name, std::string(small ? "small_transposed_b." : "gemm.transpose_b.") + std::string(cpu::isa_name(isa)),
           seconds, 2.0 * batch * m * m * k, peak);
  }
}

}  // namespace

// A depthwise conv (stride `stride`, "same" padding), by each
// algorithm that runs it: the depthwise kernel on NCHW16c and on NCHW, and the implicit GEMM.
struct DepthwiseShape {
  int64_t c, hw, k, stride;
};

void bench_depthwise(const Options& o, const DepthwiseShape& s, double peak) {
  cpu::Conv2dParams p;
  p.in_channels = p.out_channels = p.groups = s.c;
  p.in_h = p.in_w = s.hw;
  p.kernel_h = p.kernel_w = s.k;
  p.stride_h = p.stride_w = s.stride;
  p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = s.k / 2;
  const std::string name = "depthwise " + std::to_string(s.k) + "x" + std::to_string(s.k) + "/" +
                           std::to_string(s.stride) + " " + std::to_string(s.c) + " @" + std::to_string(s.hw);
  if (!selected(o, name)) return;
  auto input = random_values(size_t(s.c * s.hw * s.hw), 1);
  auto weight = random_values(size_t(s.c * s.k * s.k), 2);
  auto bias = random_values(size_t(s.c), 3);
  std::vector<float> out(size_t(s.c * p.out_h() * p.out_w()));
  const double flops = 2.0 * s.c * s.k * s.k * p.out_h() * p.out_w();
  for (int variant = 0; variant < 3; ++variant) {
    cpu::Conv2dParams q = p;
    q.blocked_input = q.blocked_output = variant == 0 && s.c % 16 == 0;
    if (variant == 0 && !q.blocked_input) continue;
    const cpu::Conv2d conv(q, cpu::preferred_isa(),
                           variant == 2 ? cpu::Conv2dAlgorithm::ImplicitGemm : cpu::Conv2dAlgorithm::Depthwise);
    auto prepared = conv.prepare_weights(weight.data());
    Timing t = time_runs([&] { conv.run(input.data(), *prepared, bias.data(), out.data(), nullptr, o.threads); });
    report(name + (variant == 0 ? " nchw16c" : " nchw"), conv.name(), t, flops, peak);
  }
}

// A conv between two NCHW16c neighbours that Winograd does not take (1x1, strided, grouped), by
// the blocked direct kernel, the grouped kernel where the groups are 2, 4 or 8 channels wide, and
// by the GEMM algorithm that ran it before (which converts both sides between NCHW16c and NCHW
// through scratch).
struct BlockedShape {
  const char* model;
  int64_t c, f, hw, k, stride, groups;
};

void bench_blocked(const Options& o, const BlockedShape& s, double peak) {
  cpu::Conv2dParams p;
  p.in_channels = s.c, p.out_channels = s.f, p.groups = s.groups;
  p.in_h = p.in_w = s.hw;
  p.kernel_h = p.kernel_w = s.k;
  p.stride_h = p.stride_w = s.stride;
  p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = s.k / 2;
  // A stem's few input channels stay row-major (the kernel reads them in place); other counts that
  // are not whole blocks are padded to them, as between NCHW16c neighbours in a model.
  p.blocked_input = s.c >= 16;
  p.blocked_output = true;
  const int64_t c_stored = p.blocked_input ? linrt::ops::ref::blocked_channels(s.c) : s.c;
  const std::string name = std::string(s.model) + " conv" + std::to_string(s.k) + "x" + std::to_string(s.k) + "/" +
                           std::to_string(s.stride) + (s.groups > 1 ? " g" + std::to_string(s.groups) : "") + " " +
                           std::to_string(s.c) + "->" + std::to_string(s.f) + " @" + std::to_string(s.hw) + " nchw16c";
  if (!selected(o, name)) return;
  auto input = random_values(size_t(c_stored * s.hw * s.hw), 1);
  auto weight = random_values(size_t(s.c / s.groups * s.f * s.k * s.k), 2);
  auto bias = random_values(size_t(s.f), 3);
  std::vector<float> out(size_t(linrt::ops::ref::blocked_channels(s.f) * p.out_h() * p.out_w()));
  const double flops = 2.0 * s.c / s.groups * s.f * s.k * s.k * p.out_h() * p.out_w();
  const bool pointwise = s.k == 1 && s.stride == 1;
  for (cpu::Conv2dAlgorithm a : {cpu::Conv2dAlgorithm::Blocked, cpu::Conv2dAlgorithm::Grouped,
                                 cpu::Conv2dAlgorithm::WinogradF43, cpu::Conv2dAlgorithm::WinogradF23,
                                 pointwise ? cpu::Conv2dAlgorithm::Gemm1x1 : cpu::Conv2dAlgorithm::ImplicitGemm}) {
    if (a == cpu::Conv2dAlgorithm::WinogradF43 && !cpu::winograd_f43_applies(p)) continue;
    if (a == cpu::Conv2dAlgorithm::WinogradF23 && !cpu::winograd_f23_applies(p)) continue;
    if (a == cpu::Conv2dAlgorithm::Grouped && !cpu::grouped_conv_applies(p)) continue;
    const cpu::Conv2d conv(p, cpu::preferred_isa(), a);
    // Winograd's transformed filters are 4x (F(4,3): 36 / 9 values per filter) or 16 / 9 x the weights.
    const double prepared_bytes = 4.0 * double(weight.size()) * (a == cpu::Conv2dAlgorithm::WinogradF43   ? 4.0
                                                                 : a == cpu::Conv2dAlgorithm::WinogradF23 ? 16.0 / 9
                                                                                                          : 1.0);
    const size_t copies = o.cold_weights ? size_t(std::clamp(512.0 * (1 << 20) / prepared_bytes, 1.0, 64.0)) : 1;
    std::vector<std::shared_ptr<const cpu::Conv2dWeights>> prepared;
    for (size_t i = 0; i < copies; ++i) prepared.push_back(conv.prepare_weights(weight.data()));
    size_t next = 0;
    Timing t = time_runs([&] {
      conv.run(input.data(), *prepared[next], bias.data(), out.data(), nullptr, o.threads);
      next = (next + 1) % copies;
    });
    report(name + (o.cold_weights ? " cold" : ""), conv.name(), t, flops, peak);
  }
}

// ResNet's stem max pool (3x3, stride 2, padding 1 on 64x112x112): the pooling kernel on NCHW16c
// and NCHW, and the reference fallback's work (the -inf pad materialised, then the reference
// pool over the padded tensor).
void bench_stem_pool(const Options& o) {
  const std::string name = "ResNet maxpool3x3/2 64 @112";
  if (!selected(o, name)) return;
  cpu::Pool2dParams p;
  p.channels = 64, p.in_h = p.in_w = 112, p.out_h = p.out_w = 56;
  p.kernel_h = p.kernel_w = 3, p.stride_h = p.stride_w = 2, p.pad_top = p.pad_left = 1;
  auto input = random_values(size_t(p.channels * p.in_h * p.in_w), 1);
  std::vector<float> out(size_t(p.channels * p.out_h * p.out_w));
  const double taps = 9.0 * double(out.size());  // reported as GFLOP/s: one max per tap
  for (bool blocked : {true, false}) {
    p.blocked = blocked;
    Timing t = time_runs([&] { cpu::pool2d_run(p, cpu::preferred_isa(), input.data(), out.data(), nullptr, o.threads); });
    report(name + (blocked ? " nchw16c" : " nchw"), "pool2d", t, taps, 0);
  }
  const int64_t ph = p.in_h + 2, pw = p.in_w + 2;
  std::vector<float> padded(size_t(p.channels * ph * pw));
  namespace ref = linrt::ops::ref;
  ref::PoolProblem problem;
  const std::vector<int64_t> in_shape{1, p.channels, ph, pw}, out_shape{1, p.channels, p.out_h, p.out_w};
  const std::vector<int64_t> window{3, 3}, strides{2, 2}, dilations{1, 1};
  if (!ref::make_pool_problem("nchw", in_shape, window, out_shape, strides, dilations, problem).empty()) return;
  Timing t = time_runs([&] {
    std::fill(padded.begin(), padded.end(), -INFINITY);
    for (int64_t c = 0; c < p.channels; ++c)
      for (int64_t y = 0; y < p.in_h; ++y)
        std::memcpy(&padded[size_t((c * ph + y + 1) * pw + 1)], &input[size_t((c * p.in_h + y) * p.in_w)],
                    sizeof(float) * size_t(p.in_w));
    std::fill(out.begin(), out.end(), -INFINITY);
    ref::pool(problem, ref::PoolKind::Max, padded.data(), out.data());
  });
  report(name + " nchw", "pad + reference pool", t, taps, 0);
}

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--threads" && i + 1 < argc) o.threads = std::atoi(argv[++i]);
    else if (arg == "--filter" && i + 1 < argc) o.filter = argv[++i];
    else if (arg == "--layout" && i + 1 < argc)
      o.layout = std::strcmp(argv[++i], "nhwc") == 0 ? cpu::ConvLayout::Nhwc : cpu::ConvLayout::Nchw;
    else if (arg == "--no-peak") o.peak = false;
    else if (arg == "--no-epilogue") o.epilogue = false;
    else if (arg == "--list") o.list = true;
    else if (arg == "--cpu-time") o.cpu_time = true;
    else if (arg == "--cold-weights") o.cold_weights = true;
    else if (arg == "--precision=bf16" || arg == "--precision=f32" || arg == "--precision=int8") {
      o.bf16 = arg == "--precision=bf16";
      o.int8 = arg == "--precision=int8";
    }
    else {
      std::fprintf(stderr, "usage: %s [--threads N] [--filter TEXT] [--layout nchw|nhwc] [--no-peak] [--no-epilogue] [--list] [--cpu-time] [--cold-weights] [--precision=f32|bf16|int8]\n", argv[0]);
      return 2;
    }
  }
  if (o.threads <= 0) o.threads = omp_get_max_threads();
  if (o.bf16 && !cpu::supports_bf16(cpu::preferred_isa())) {
    std::fprintf(stderr, "--precision=bf16 needs AVX512_BF16, which this CPU (kernels %s) lacks\n",
                 std::string(cpu::isa_name(cpu::preferred_isa())).c_str());
    return 2;
  }
  g_cpu_time = o.cpu_time;
  double peak = 0;
  if (o.peak && !o.list) {
    linrt::bench::MachinePeak mp = linrt::bench::measure_peak(o.threads);
    // With --cpu-time the kernels are timed by CPU time, so they are compared with the peak
    // measured the same way, per thread.
    peak = o.cpu_time ? mp.fma_gflops_cpu_time / o.threads : mp.fma_gflops;
    std::printf("threads %d, kernels %s, measured %s FMA peak %.1f GFLOP/s (%.1f per CPU time), "
                "read %.1f GB/s\n",
                o.threads, std::string(cpu::isa_name(cpu::preferred_isa())).c_str(),
                mp.isa.c_str(), mp.fma_gflops, mp.fma_gflops_cpu_time, mp.read_gbs);
  }

  // DLRM (MLPerf shape) MLPs at batch 2048: bottom 13-512-256-128, top 479-1024-1024-512-256-1.
  const int64_t batch = 2048;
  const int64_t mlps[][2] = {{13, 512},    {512, 256},  {256, 128}, {479, 1024},
                             {1024, 1024}, {1024, 512}, {512, 256}, {256, 1}};
  for (const auto& kn : mlps) bench_gemm(o, "DLRM", batch, kn[0], kn[1], peak);
  bench_interaction(o, peak);
  // DLRM-v2: the cross network's low-rank products (3456 -> 512 -> 3456) and the top MLP's first
  // layer 3456 -> 1024, three quarters of its multiply-adds.
  const int64_t v2[][2] = {{3456, 512}, {512, 3456}, {3456, 1024}};
  for (const auto& kn : v2) bench_gemm(o, "DLRM", batch, kn[0], kn[1], peak);
  // The Linears of a BERT-base encoder layer (128 tokens) and of ViT-B/16 (197 tokens): the
  // q/k/v projection, the output projection and the MLP's two layers.
  const int64_t encoder[][2] = {{768, 2304}, {768, 768}, {768, 3072}, {3072, 768}};
  for (const auto& kn : encoder) bench_gemm(o, "BERT", 128, kn[0], kn[1], peak);
  for (const auto& kn : encoder) bench_gemm(o, "ViT", 197, kn[0], kn[1], peak);
  bench_attention(o, "BERT", 128, peak);
  bench_attention(o, "ViT", 197, peak);
  // ConvNeXt-T's pointwise MLPs (channels last, 4x expansion) at its four stages: 56x56 tokens
  // of 96 channels, 28x28 of 192, 14x14 of 384, 7x7 of 768.
  const int64_t convnext[][3] = {{3136, 96, 384}, {3136, 384, 96},  {784, 192, 768}, {784, 768, 192},
                                 {196, 384, 1536}, {196, 1536, 384}, {49, 768, 3072}, {49, 3072, 768}};
  for (const auto& mkn : convnext) bench_gemm(o, "ConvNeXt", mkn[0], mkn[1], mkn[2], peak);

  // RRDBNet x4 (64 features, growth 32) at the three resolutions it runs at, and
  // SRVGGNetCompact (64 features, x4: 48 = 3 * 4 * 4 output channels) at 256x256.
  const ConvShape convs[] = {
      {"RRDB", 3, 64, 64},   {"RRDB", 64, 32, 64},   {"RRDB", 96, 32, 64},
      {"RRDB", 128, 32, 64}, {"RRDB", 160, 32, 64},  {"RRDB", 192, 64, 64},
      {"RRDB", 64, 64, 64},  {"RRDB", 64, 64, 128},  {"RRDB", 64, 64, 256},
      {"RRDB", 64, 3, 256},  {"SRVGG", 3, 64, 256},  {"SRVGG", 64, 64, 256},
      {"SRVGG", 64, 48, 256},
  };
  for (const ConvShape& s : convs) bench_conv(o, s, peak);

  // MobileNetV2's depthwise convs at 224x224 input (expansion 6: 96 to 960 channels), and 5x5 /
  // 7x7 kernels (EfficientNet, ConvNeXt) on one of its shapes.
  const DepthwiseShape depthwise[] = {{32, 112, 3, 1}, {96, 112, 3, 2}, {144, 56, 3, 1}, {144, 56, 3, 2},
                                      {192, 28, 3, 1}, {384, 14, 3, 1}, {576, 14, 3, 2}, {960, 7, 3, 1},
                                      {144, 56, 5, 1}, {144, 56, 7, 2}};
  for (const DepthwiseShape& s : depthwise) bench_depthwise(o, s, peak);
  // ResNet-50's bottleneck 1x1 convs and a strided 3x3, MobileNetV2's expansion and projection,
  // RegNetY-400MF's grouped 3x3 (group width 8, at strides 1 and 2: the stages of 48 and 208
  // channels, whole blocks), ResNet-18's strided 3x3 and 1x1 downsampling; ResNet-50's and
  // MobileNetV3's late 1x1s at 14x14 and 7x7, ResNet-50's strided 1x1 downsampling 28x28 to 14x14
  // and 14x14 to 7x7 and its strided 3x3s onto 14x14 and 7x7.
  const BlockedShape blocked[] = {{"ResNet50", 256, 64, 56, 1, 1, 1},   {"ResNet50", 64, 256, 56, 1, 1, 1},
                                  {"ResNet50", 1024, 256, 14, 1, 1, 1}, {"ResNet50", 512, 2048, 7, 1, 1, 1},
                                  {"ResNet50", 128, 128, 56, 3, 2, 1},  {"MobileNetV2", 32, 192, 28, 1, 1, 1},
                                  {"MobileNetV2", 576, 96, 14, 1, 1, 1}, {"MobileNetV2", 3, 32, 224, 3, 2, 1},
                                  {"MobileNetV2", 32, 16, 112, 1, 1, 1}, {"MobileNetV2", 16, 96, 112, 1, 1, 1},
                                  {"MobileNetV2", 96, 24, 56, 1, 1, 1},  {"MobileNetV2", 24, 144, 56, 1, 1, 1},
                                  {"MobileNetV2", 144, 24, 56, 1, 1, 1}, {"MobileNetV2", 96, 576, 14, 1, 1, 1},
                                  {"MobileNetV2", 160, 960, 7, 1, 1, 1}, {"MobileNetV2", 960, 160, 7, 1, 1, 1},
                                  {"MobileNetV2", 320, 1280, 7, 1, 1, 1}, {"RegNetY", 208, 208, 14, 3, 1, 26},
                                  {"RegNetY", 48, 48, 112, 3, 2, 6},    {"RegNetY", 208, 208, 28, 3, 2, 26},
                                  {"ResNet18", 64, 128, 56, 3, 2, 1},   {"ResNet18", 256, 512, 14, 3, 2, 1},
                                  {"ResNet18", 64, 128, 56, 1, 2, 1},   {"ResNet", 64, 64, 56, 3, 1, 1},
                                  {"ResNet", 128, 128, 28, 3, 1, 1},    {"ResNet", 256, 256, 14, 3, 1, 1},
                                  {"ResNet", 512, 512, 7, 3, 1, 1},     {"DenseNet", 128, 32, 56, 3, 1, 1},
                                  {"DenseNet", 128, 32, 7, 3, 1, 1},      {"ResNet50", 256, 1024, 14, 1, 1, 1},
                                  {"ResNet50", 2048, 512, 7, 1, 1, 1},    {"MobileNetV3", 112, 672, 14, 1, 1, 1},
                                  {"MobileNetV3", 672, 160, 7, 1, 1, 1},  {"ResNet50", 512, 1024, 28, 1, 2, 1},
                                  {"ResNet50", 1024, 2048, 14, 1, 2, 1},  {"ResNet50", 512, 512, 14, 3, 2, 1},
                                  {"ResNet50", 256, 256, 28, 3, 2, 1},
                                  {"ResNet50", 512, 128, 28, 1, 1, 1},  {"ResNet50", 128, 512, 28, 1, 1, 1},
                                  {"ResNet50", 512, 256, 28, 1, 1, 1},  {"ResNet50", 256, 128, 56, 1, 1, 1}};
  for (const BlockedShape& s : blocked) bench_blocked(o, s, peak);
  bench_stem_pool(o);
  return 0;
}

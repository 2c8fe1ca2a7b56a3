// linrt-bench-elementwise: the planned elementwise kernels (the fused-bytecode evaluator) on
// tensors far larger than the caches, in GB/s of bytes read and written, beside plain OpenMP
// loops with the same memory traffic (STREAM's scale and add, and linrt-bench-peak's read probe)
// measured in the same run.
//
//   linrt-bench-elementwise [--threads=N] [--elements=N] [--runs=N] [--filter=TEXT] [--cpu-time]
//
// --cpu-time (with --threads=1) times everything by the thread's CPU time, so that turns the
// scheduler gives other processes on a shared machine do not count; the read probe is then
// linrt-bench-peak's timed by its thread's CPU time.
//
// Each workload is a small MLIR function run through the public API exactly as a model's
// dispatch would be (Session::run_into, so no output allocation is timed). The percentage
// compares the kernel with the probe of the same traffic shape: unary ops with the scale probe,
// binary ops with the add probe, reductions with the read probe. Results are written into the
// caller's buffer, as a user of run_into sees them. The sums read a [side, side] input of
// about 4x --elements (1 GiB by default, the size of the read probe's buffer).
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "bench/machine_peak.h"
#include "linrt/linrt.h"

namespace {

using linrt::bench::median;
using clock_type = std::chrono::steady_clock;

struct Options {
  int threads = 0;
  int64_t elements = int64_t(1) << 26;  // 256 MB per f32 tensor: beyond any L3 of this class
  int runs = 7;
  std::string filter;
};

bool g_cpu_time = false;  // --cpu-time: time by the calling thread's CPU time (one thread only)

double now_seconds() {
  if (!g_cpu_time) return std::chrono::duration<double>(clock_type::now().time_since_epoch()).count();
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double time_runs(int runs, const std::function<void()>& body) {
  body();  // warm-up: first touch, planning
  std::vector<double> t;
  for (int i = 0; i < runs; ++i) {
    const double t0 = now_seconds();
    body();
    t.push_back(now_seconds() - t0);
  }
  return median(t);
}

enum class Probe { Scale, Add, Read };

// The plain-loop reference for a traffic shape: the bytes it moves over its median time. Read is
// linrt-bench-peak's read-bandwidth probe (an explicitly vectorised sum with many accumulators),
// by wall clock or by CPU time as the kernels are.
double probe_gbs(Probe p, int threads, int runs, std::vector<float>& a, std::vector<float>& b, std::vector<float>& c) {
  if (p == Probe::Read) {
    const linrt::bench::MachinePeak peak = linrt::bench::measure_peak(threads);
    return g_cpu_time ? peak.read_gbs_cpu_time : peak.read_gbs;
  }
  const int64_t n = int64_t(a.size());
  float* pa = a.data();
  const float* pb = b.data();
  const float* pc = c.data();
  if (p == Probe::Scale)  // STREAM's scale; a plain copy loop would become memcpy's streaming stores
    return 8.0 * double(n) / time_runs(runs, [&] {
#pragma omp parallel for simd num_threads(threads) schedule(static)
             for (int64_t i = 0; i < n; ++i) pa[i] = 3.0f * pb[i];
           }) / 1e9;
  return 12.0 * double(n) / time_runs(runs, [&] {
#pragma omp parallel for simd num_threads(threads) schedule(static)
           for (int64_t i = 0; i < n; ++i) pa[i] = pb[i] + pc[i];
         }) / 1e9;
}

struct Workload {
  std::string name;
  Probe probe;
  std::string mlir;                          // @f
  std::vector<std::vector<int64_t>> inputs;  // shapes, f32
  std::vector<int64_t> output;
  double bytes;  // read + written per run
};

std::string dims(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return "tensor<" + s + "f32>";
}

// @f: one all-parallel linalg.generic over `out_type` (rank `rank`) reading input k, of type
// in_types[k], through the map results in_results[k]; `body` reads the inputs as %a0, %a1, ...
// and defines %y.
std::string parallel_generic(const std::vector<std::string>& in_types, const std::vector<std::string>& in_results,
                             const std::string& out_type, size_t rank, const std::string& body) {
  std::string dims_list, iters;
  for (size_t d = 0; d < rank; ++d) {
    dims_list += (d ? ", d" : "d") + std::to_string(d);
    iters += std::string(d ? ", " : "") + "\"parallel\"";
  }
  std::string maps, args, ins, types, block;
  for (size_t k = 0; k < in_types.size(); ++k) {
    maps += "affine_map<(" + dims_list + ") -> " + in_results[k] + ">, ";
    args += std::string(k ? ", " : "") + "%x" + std::to_string(k) + ": " + in_types[k];
    ins += std::string(k ? ", " : "") + "%x" + std::to_string(k);
    types += std::string(k ? ", " : "") + in_types[k];
    block += "%a" + std::to_string(k) + ": f32, ";
  }
  maps += "affine_map<(" + dims_list + ") -> (" + dims_list + ")>";
  return "func.func @f(" + args + ") -> " + out_type + " {\n  %e = tensor.empty() : " + out_type + "\n" +
         "  %r = linalg.generic {indexing_maps = [" + maps + "], iterator_types = [" + iters + "]} ins(" + ins + " : " +
         types + ") outs(%e : " + out_type + ") {\n  ^bb0(" + block + "%o: f32):\n" + body + "    linalg.yield %y : f32\n" +
         "  } -> " + out_type + "\n  return %r : " + out_type + "\n}\n";
}

std::vector<Workload> workloads(int64_t n) {
  // The sums read one square input of 4n elements (1 GiB by default, as the read probe does):
  // the whole traffic of an op is 2-3 tensors of n, but a single input of n (256 MiB) would
  // mostly stay in this machine's 260 MiB L3 between runs.
  const int64_t side = [&] {
    int64_t s = 1;
    while ((s * 2) * (s * 2) <= 4 * n) s *= 2;
    return s;
  }();
  const int64_t c = 64, hw = n / c;
  const std::string t1 = dims({n}), tc = dims({1, c, hw}), tb = dims({c});
  std::vector<Workload> w;
  w.push_back({"leaky_relu (1 in, 1 out)", Probe::Scale,
               parallel_generic({t1}, {"(d0)"}, t1, 1,
                                "    %z = arith.constant 0.0 : f32\n    %s = arith.constant 0.2 : f32\n"
                                "    %p = arith.cmpf ogt, %a0, %z : f32\n    %m = arith.mulf %a0, %s : f32\n"
                                "    %y = arith.select %p, %a0, %m : f32\n"),
               {{n}}, {n}, 8.0 * double(n)});
  w.push_back({"add (2 in, 1 out)", Probe::Add,
               parallel_generic({t1, t1}, {"(d0)", "(d0)"}, t1, 1, "    %y = arith.addf %a0, %a1 : f32\n"),
               {{n}, {n}}, {n}, 12.0 * double(n)});
  w.push_back({"bias add + relu, per-channel broadcast", Probe::Scale,
               parallel_generic({tc, tb}, {"(d0, d1, d2)", "(d1)"}, tc, 3,
                                "    %z = arith.constant 0.0 : f32\n    %s = arith.addf %a0, %a1 : f32\n"
                                "    %y = arith.maximumf %s, %z : f32\n"),
               {{1, c, hw}, {c}}, {1, c, hw}, 8.0 * double(c * hw)});
  // Sums of a 2-d input along `reduced` (0 or 1) into a 1-d output.
  auto sum = [&](const std::string& name, int64_t rows, int64_t cols, int reduced) {
    const int64_t kept = reduced == 1 ? rows : cols;
    const std::string tin = dims({rows, cols}), tout = dims({kept});
    const std::string iters = reduced == 1 ? "[\"parallel\", \"reduction\"]" : "[\"reduction\", \"parallel\"]";
    w.push_back({name, Probe::Read,
                 "#m = affine_map<(d0, d1) -> (d0, d1)>\n#r = affine_map<(d0, d1) -> " + std::string(reduced == 1 ? "(d0)" : "(d1)") +
                     ">\nfunc.func @f(%x: " + tin + ") -> " + tout + " {\n"
                     "  %z = arith.constant 0.0 : f32\n  %e = tensor.empty() : " + tout + "\n"
                     "  %i = linalg.fill ins(%z : f32) outs(%e : " + tout + ") -> " + tout + "\n"
                     "  %r = linalg.generic {indexing_maps = [#m, #r], iterator_types = " + iters + "} ins(%x : " + tin +
                     ") outs(%i : " + tout + ") {\n"
                     "  ^bb0(%a: f32, %acc: f32):\n    %s = arith.addf %acc, %a : f32\n    linalg.yield %s : f32\n"
                     "  } -> " + tout + "\n  return %r : " + tout + "\n}\n",
                 {{rows, cols}}, {kept}, 4.0 * double(rows * cols)});
  };
  sum("row sum (innermost axis)", side, side, 1);
  sum("column sum (outer axis)", side, side, 0);
  // A narrow output: the 64 column sums of the same bytes (batch-norm statistics' shape).
  sum("column sum, 64 columns", side * side / 64, 64, 0);
  return w;
}

int64_t numel(const std::vector<int64_t>& shape) {
  int64_t k = 1;
  for (int64_t d : shape) k *= d;
  return k;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* flag) -> const char* {
      const size_t len = std::strlen(flag);
      if (a.compare(0, len, flag) == 0 && a.size() > len && a[len] == '=') return argv[i] + len + 1;
      return nullptr;
    };
    if (const char* v = value("--threads")) o.threads = std::atoi(v);
    else if (const char* v2 = value("--elements")) o.elements = std::atoll(v2);
    else if (const char* v3 = value("--runs")) o.runs = std::atoi(v3);
    else if (const char* v4 = value("--filter")) o.filter = v4;
    else if (a == "--cpu-time") g_cpu_time = true;
    else {
      std::fprintf(stderr, "usage: linrt-bench-elementwise [--threads=N] [--elements=N] [--runs=N] [--filter=TEXT] [--cpu-time]\n");
      return 2;
    }
  }
  if (o.threads <= 0) o.threads = omp_get_max_threads();
  if (g_cpu_time && o.threads != 1) {
    std::fprintf(stderr, "linrt-bench-elementwise: --cpu-time needs --threads=1\n");
    return 2;
  }
  if (o.elements < 4096 || o.runs < 1) {
    std::fprintf(stderr, "linrt-bench-elementwise: --elements must be at least 4096 and --runs at least 1\n");
    return 2;
  }
  o.elements &= ~int64_t(63);

  std::vector<float> a(size_t(o.elements)), b(size_t(o.elements)), c(size_t(o.elements));
#pragma omp parallel for num_threads(o.threads) schedule(static)
  for (int64_t i = 0; i < o.elements; ++i) {
    a[size_t(i)] = 0;
    b[size_t(i)] = float(i % 97) - 48.0f;
    c[size_t(i)] = float(i % 13);
  }
  const double probes[3] = {probe_gbs(Probe::Scale, o.threads, o.runs, a, b, c),
                            probe_gbs(Probe::Add, o.threads, o.runs, a, b, c),
                            probe_gbs(Probe::Read, o.threads, o.runs, a, b, c)};
  std::printf("threads %d, %lld f32 elements per tensor (%.0f MB)\n", o.threads, static_cast<long long>(o.elements),
              4e-6 * double(o.elements));
  std::printf("probes: scale %.2f GB/s, add %.2f GB/s, read %.2f GB/s (%s)\n\n", probes[0], probes[1], probes[2],
              g_cpu_time ? "per thread CPU time" : "wall clock; read: linrt-bench-peak's probe");
  std::printf("| workload | linrt ms | linrt GB/s | probe | probe GB/s | linrt / probe |\n|---|---:|---:|---|---:|---:|\n");

  linrt::SessionOptions so;
  so.threads = o.threads;
  for (const Workload& w : workloads(o.elements)) {
    if (!o.filter.empty() && w.name.find(o.filter) == std::string::npos) continue;
    linrt::Model model = linrt::Model::load_from_memory(w.mlir, w.name);
    linrt::Session session = model.session(so);
    std::vector<linrt::Tensor> inputs;
    std::vector<float> large;  // an input larger than the shared buffers (the sums')
    for (size_t k = 0; k < w.inputs.size(); ++k) {
      float* data = k == 0 ? b.data() : c.data();
      if (const int64_t count = numel(w.inputs[k]); count > o.elements) {
        large.resize(size_t(count));
#pragma omp parallel for num_threads(o.threads) schedule(static)
        for (int64_t i = 0; i < count; ++i) large[size_t(i)] = float(i % 7) - 3.0f;
        data = large.data();
      }
      inputs.push_back(linrt::Tensor::view(data, linrt::DType::F32, w.inputs[k]));
    }
    const linrt::Tensor out = linrt::Tensor::view(a.data(), linrt::DType::F32, w.output);
    const double s = time_runs(o.runs, [&] { session.run_into(inputs, std::span<const linrt::Tensor>(&out, 1)); });
    const int probe = int(w.probe);
    const double gbs = w.bytes / s / 1e9;
    const char* probe_names[3] = {"scale", "add", "read"};
    std::printf("| %s | %.2f | %.2f | %s | %.2f | %.0f%% |\n", w.name.c_str(), s * 1e3, gbs, probe_names[probe], probes[probe],
                100.0 * gbs / probes[probe]);
    if (model.stats().fallback_dispatches != 0) std::printf("  (note: %s ran on a reference fallback)\n", w.name.c_str());
  }
  return 0;
}

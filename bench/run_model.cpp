// linrt-bench-run-model: loads a model once and times N runs of it on random inputs, so that
// bench/compare.py measures inference alone (linrt-run's wall time includes parsing and packing).
//
//   linrt-bench-run-model MODEL.mlir --input=1x3x64x64xf32 [--input=...] [--parameters=scope=file]
//                         [--threads=N] [--warmup=W] [--runs=N] [--device=cpu|vulkan] [--vulkan-fp16]
//                         [--allocate-results]
//
// The timed runs write into fixed outputs (Session::run_into); --allocate-results times
// Session::run instead, which returns new result tensors: the call the Python package's
// Session.run makes (bench/python_overhead.py compares the two).
//
// Prints the load time, then "run_ms: t1 t2 ..." (wall time of each timed run, milliseconds) and
// "cpu_ms: ..." (CPU time of the process's threads during each run).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "linrt/linrt.h"

namespace {

struct InputSpec {
  std::vector<int64_t> shape;
  linrt::DType dtype = linrt::DType::F32;
};

// "1x3x64x64xf32" -> shape {1, 3, 64, 64}, f32. Only f32 is needed by the compared models.
InputSpec parse_input(const std::string& text) {
  InputSpec spec;
  size_t pos = 0;
  while (true) {
    size_t x = text.find('x', pos);
    if (x == std::string::npos) break;
    spec.shape.push_back(std::stoll(text.substr(pos, x - pos)));
    pos = x + 1;
  }
  if (text.substr(pos) != "f32") {
    throw std::runtime_error("--input: only f32 inputs are supported, got '" + text + "'");
  }
  return spec;
}

// CPU time of all the process's threads: on a machine shared with other work, wall time is mostly
// waiting for a core, so compare.py reports both.
double process_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  try {
    std::string path;
    std::vector<InputSpec> inputs;
    linrt::ModelOptions model_options;
    linrt::SessionOptions session_options;
    int warmup = 1, runs = 5;
    bool allocate_results = false;
    for (int i = 1; i < argc; ++i) {
      std::string arg = argv[i];
      auto value = [&](const char* flag) -> const char* {
        size_t n = std::string(flag).size();
        return arg.compare(0, n, flag) == 0 ? argv[i] + n : nullptr;
      };
      if (const char* v = value("--input=")) {
        inputs.push_back(parse_input(v));
      } else if (const char* v = value("--parameters=")) {
        std::string p = v;
        size_t eq = p.find('=');
        model_options.parameter_files.emplace_back(eq == std::string::npos ? "" : p.substr(0, eq),
                                                   eq == std::string::npos ? p : p.substr(eq + 1));
      } else if (const char* v = value("--threads=")) {
        session_options.threads = std::atoi(v);
      } else if (const char* v = value("--warmup=")) {
        warmup = std::atoi(v);
      } else if (const char* v = value("--runs=")) {
        runs = std::atoi(v);
      } else if (const char* v = value("--device=")) {
        const std::string d = v;
        if (d != "cpu" && d != "vulkan") throw std::runtime_error("--device: cpu or vulkan, got '" + d + "'");
        session_options.device = d == "vulkan" ? linrt::DeviceKind::Vulkan : linrt::DeviceKind::Cpu;
      } else if (arg == "--vulkan-fp16") {
        session_options.vulkan_fp16 = true;
      } else if (arg == "--allocate-results") {
        allocate_results = true;
      } else if (!arg.empty() && arg[0] != '-' && path.empty()) {
        path = arg;
      } else {
        std::fprintf(stderr, "unknown argument: %s\n", argv[i]);
        return 2;
      }
    }
    if (path.empty() || inputs.empty() || runs < 1) {
      std::fprintf(stderr, "usage: %s MODEL.mlir --input=SHAPExf32 ... [--parameters=scope=file] "
                   "[--threads=N] [--warmup=W] [--runs=N] [--device=cpu|vulkan] [--vulkan-fp16] [--allocate-results]\n", argv[0]);
      return 2;
    }

    auto load_start = std::chrono::steady_clock::now();
    linrt::Model model = linrt::Model::load(path, model_options);
    linrt::Session session = model.session(session_options);
    std::printf("load_ms: %.1f\n", ms_since(load_start));

    // Uniform [0, 1) data: the upscalers take RGB in [0, 1], and timing does not depend on values.
    std::mt19937 rng(42);
    std::uniform_real_distribution<float> uniform(0.f, 1.f);
    std::vector<std::vector<float>> buffers;
    std::vector<linrt::Tensor> tensors;
    for (const InputSpec& spec : inputs) {
      int64_t n = 1;
      for (int64_t d : spec.shape) n *= d;
      buffers.emplace_back(size_t(n));
      for (float& x : buffers.back()) x = uniform(rng);
    }
    for (size_t k = 0; k < inputs.size(); ++k) {
      tensors.push_back(linrt::Tensor::view(buffers[k].data(), inputs[k].dtype, inputs[k].shape));
    }

    // The first run plans the shapes and allocates; the timed runs write into fixed outputs.
    std::vector<linrt::Tensor> outputs;
    for (const linrt::Tensor& result : session.run(tensors)) {
      outputs.push_back(linrt::Tensor::zeros(result.dtype(), result.shape()));
    }
    auto run_once = [&] {
      if (allocate_results) outputs = session.run(tensors);
      else session.run_into(tensors, outputs);
    };
    for (int i = 1; i < warmup; ++i) run_once();
    std::vector<double> wall_ms, cpu_ms;
    for (int i = 0; i < runs; ++i) {
      auto start = std::chrono::steady_clock::now();
      double cpu_start = process_cpu_ms();
      run_once();
      cpu_ms.push_back(process_cpu_ms() - cpu_start);
      wall_ms.push_back(ms_since(start));
    }
    std::printf("run_ms:");
    for (double t : wall_ms) std::printf(" %.4f", t);
    std::printf("\ncpu_ms:");
    for (double t : cpu_ms) std::printf(" %.4f", t);
    std::printf("\n");
    return 0;
  } catch (const linrt::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}

// linrt-bench-op-cases: the --perf mode of the op-case table (tests/unit/op_cases.h). Times
// every case on the reference executor, the CPU device and Vulkan (where a device exists), in
// turn case by case, and prints the median milliseconds per run of each. Not a test: timings
// are for reading side by side, on one machine in one run.
//
//   linrt-bench-op-cases [--runs=N] [--threads=N] [--family=NAME]
//
// LINRT_CPU_ISA selects the CPU kernels' ISA as everywhere.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "linrt/linrt.h"
#include "tests/unit/op_cases.h"

namespace {

// Median wall milliseconds of `runs` runs after one warm-up, or -1 when the session cannot run.
double time_session(const linrt::Model& model, const linrt::SessionOptions& options,
                    const std::vector<linrt::Tensor>& args, int runs) {
  try {
    linrt::Session session = model.session(options);
    session.run(args);
    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
      const auto start = std::chrono::steady_clock::now();
      session.run(args);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
  } catch (const linrt::Error& e) {
    std::fprintf(stderr, "  (%s)\n", e.what());
    return -1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5, threads = 0;
  std::string family;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--runs=", 0) == 0) runs = std::max(1, std::atoi(arg.c_str() + 7));
    else if (arg.rfind("--threads=", 0) == 0) threads = std::atoi(arg.c_str() + 10);
    else if (arg.rfind("--family=", 0) == 0) family = arg.substr(9);
    else {
      std::fprintf(stderr, "usage: %s [--runs=N] [--threads=N] [--family=NAME]\n", argv[0]);
      return 2;
    }
  }
  std::printf("%-16s %-44s %12s %12s %12s\n", "family", "case", "reference ms", "cpu ms", "vulkan ms");
  const std::vector<op_cases::OpCase>& cases = op_cases::all_cases();
  for (const op_cases::OpCase& c : cases) {
    if (!family.empty() && c.family != family) continue;
    const linrt::Model model = linrt::Model::load_from_memory(c.mlir, c.family + ".mlir");
    const std::vector<std::vector<float>> data = op_cases::case_inputs(c);
    std::vector<linrt::Tensor> args;
    for (size_t i = 0; i < data.size(); ++i) args.push_back(linrt::Tensor::view(data[i].data(), linrt::DType::F32, c.inputs[i]));
    linrt::SessionOptions reference, cpu, vulkan;
    reference.reference = true;
    reference.threads = cpu.threads = vulkan.threads = threads;
    vulkan.device = linrt::DeviceKind::Vulkan;
    const double t[3] = {time_session(model, reference, args, runs), time_session(model, cpu, args, runs),
                         time_session(model, vulkan, args, runs)};
    std::printf("%-16s %-44s", c.family.c_str(), c.name.c_str());
    for (double v : t) v < 0 ? std::printf(" %12s", "-") : std::printf(" %12.3f", v);
    std::printf("\n");
  }
  return 0;
}

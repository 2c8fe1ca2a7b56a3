// linrt-upscale: makes images 4x larger with Real-ESRGAN models on linrt. Flags follow
// Real-ESRGAN-ncnn-vulkan where they apply; run with -h for the list.
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <functional>
#include <future>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "upscaler.h"
#include "linrt/image.h"

namespace fs = std::filesystem;
using namespace linrt;
using namespace linrt::upscale;

namespace {

constexpr const char* kDefaultModel = "realesr-animevideov3-x4";

const char* kUsage = R"(usage: linrt-upscale -i INPUT -o OUTPUT [options]

  -i PATH        input image (PNG, JPEG, BMP) or a folder of them
  -o PATH        output image, or output folder when -i is a folder
  -n NAME        model name, looked up in the models folder (default realesr-animevideov3-x4)
  -m PATH        model file (.mlir; scale and tile margin from the .json beside it)
  -s SCALE       upscale ratio; must be the model's (4 for the bundled models)
  -t TILE        tile size in input pixels (default 0: chosen from a 1 GiB memory budget)
  -x             TTA: average the results of the 8 flips and transposes (8x slower)
  -f FORMAT      output format: png, jpg or bmp (default: from -o, else png)
  -j THREADS     compute threads (default: all cores)
  -g DEVICE      cpu, vulkan or auto; also ncnn-style numbers: -1 = cpu, 0.. = vulkan
  --device=DEV   same as -g
  --vulkan-fp16  on Vulkan, store the weights as fp16 (needs the device's 16-bit storage)
  --models DIR   folder searched for -n (default: $LINRT_MODELS_DIR, then the installed
                 share/linrt/models, then the source tree's models/)
  --overwrite    replace existing output files (they are kept otherwise)
  -v             verbose
  -h             this help

Alpha is upscaled bicubically and merged back, grey images stay grey, 16-bit PNGs stay 16-bit.
)";

[[noreturn]] void usage_error(const std::string& message) {
  std::cerr << "linrt-upscale: " << message << "\n(run linrt-upscale -h for help)\n";
  std::exit(2);
}

struct Options {
  std::string input, output, model_name = kDefaultModel, model_path, models_dir;
  int scale = 0;
  std::optional<image::ImageFormat> format;
  bool overwrite = false, verbose = false;
  UpscaleOptions upscale;
};

DeviceKind parse_device(const std::string& v) {
  if (v == "cpu") return DeviceKind::Cpu;
  if (v == "vulkan" || v == "gpu") return DeviceKind::Vulkan;
  if (v == "auto") return DeviceKind::Auto;
  char* end = nullptr;
  long id = std::strtol(v.c_str(), &end, 10);
  if (!v.empty() && *end == '\0') return id < 0 ? DeviceKind::Cpu : DeviceKind::Vulkan;
  usage_error("unknown device '" + v + "' (cpu, vulkan, auto, or a number)");
}

int parse_int(const std::string& flag, const std::string& v, int low, int high) {
  char* end = nullptr;
  long n = std::strtol(v.c_str(), &end, 10);
  if (v.empty() || *end != '\0' || n < low || n > high)
    usage_error(flag + " wants an integer in [" + std::to_string(low) + ", " + std::to_string(high) + "], got '" + v + "'");
  return int(n);
}

Options parse_args(int argc, char** argv) {
  Options o;
  auto value = [&](int& i, const std::string& flag) -> std::string {
    if (i + 1 >= argc) usage_error(flag + " needs a value");
    return argv[++i];
  };
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      std::exit(0);
    } else if (a == "-i") o.input = value(i, a);
    else if (a == "-o") o.output = value(i, a);
    else if (a == "-n") o.model_name = value(i, a);
    else if (a == "-m") o.model_path = value(i, a);
    else if (a == "--models") o.models_dir = value(i, a);
    else if (a == "-s") o.scale = parse_int(a, value(i, a), 1, 16);
    else if (a == "-t") o.upscale.tile = parse_int(a, value(i, a), 0, 65535);
    else if (a == "-x") o.upscale.tta = true;
    else if (a == "-f") {
      std::string f = value(i, a);
      o.format = image::format_from_name(f);
      if (!o.format) usage_error("unknown output format '" + f + "' (png, jpg or bmp)");
    } else if (a == "-j") {
      // ncnn-vulkan takes load:proc:save thread counts; the middle one is the compute threads.
      std::string v = value(i, a);
      size_t first = v.find(':'), last = v.rfind(':');
      if (first != std::string::npos) v = v.substr(first + 1, last - first - 1);
      o.upscale.session.threads = parse_int("-j", v, 1, 1024);
    } else if (a == "-g") o.upscale.session.device = parse_device(value(i, a));
    else if (a.rfind("--device=", 0) == 0) o.upscale.session.device = parse_device(a.substr(9));
    else if (a == "--vulkan-fp16") o.upscale.session.vulkan_fp16 = true;
    else if (a == "--overwrite") o.overwrite = true;
    else if (a == "-v") o.verbose = true;
    else usage_error("unknown argument '" + a + "'");
  }
  if (o.input.empty()) usage_error("-i INPUT is required");
  if (o.output.empty()) usage_error("-o OUTPUT is required");
  return o;
}

std::string find_model(const Options& o) {
  if (!o.model_path.empty()) return o.model_path;
  std::vector<fs::path> dirs;
  if (!o.models_dir.empty()) dirs.push_back(o.models_dir);
  if (const char* env = std::getenv("LINRT_MODELS_DIR")) dirs.push_back(env);
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) dirs.push_back(exe.parent_path().parent_path() / "share" / "linrt" / "models");
  dirs.push_back(LINRT_UPSCALE_SOURCE_MODELS);
  for (const fs::path& d : dirs) {
    fs::path candidate = d / (o.model_name + ".mlir");
    if (fs::exists(candidate)) return candidate.string();
  }
  std::string searched;
  for (const fs::path& d : dirs) searched += "\n  " + d.string();
  throw Error(ErrorKind::Io, o.model_name, "no model " + o.model_name + ".mlir in:" + searched +
                                               "\n(tools/export/realesrgan.py --all exports the larger models)");
}

const char* device_name(DeviceKind d) {
  switch (d) {
    case DeviceKind::Cpu: return "cpu";
    case DeviceKind::Vulkan: return "vulkan";
    case DeviceKind::Auto: return "auto";
  }
  return "cpu";
}

// Draws "[#####.....] 12/40 tiles  ETA 0:31  cpu" on a terminal, rewriting one line.
class ProgressBar {
 public:
  ProgressBar(std::string label, const char* device, bool enabled)
      : label_(std::move(label)), device_(device), enabled_(enabled), start_(std::chrono::steady_clock::now()) {}
  void update(int64_t done, int64_t total) {
    if (!enabled_) return;
    double elapsed = seconds();
    int width = 30, filled = int(width * done / std::max<int64_t>(total, 1));
    long eta = done > 0 ? long(elapsed / double(done) * double(total - done) + 0.5) : 0;
    std::fprintf(stderr, "\r%s [%s%s] %lld/%lld tiles  ETA %ld:%02ld  %s ", label_.c_str(),
                 std::string(size_t(filled), '#').c_str(), std::string(size_t(width - filled), '.').c_str(),
                 (long long)done, (long long)total, eta / 60, eta % 60, device_);
    if (done == total) std::fputc('\n', stderr);
    std::fflush(stderr);
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::string label_;
  const char* device_;
  bool enabled_;
  std::chrono::steady_clock::time_point start_;
};

// Runs write tasks in order on its own thread, so encoding and disk writes overlap with compute.
// At most `capacity` tasks wait, which bounds the memory held by pending output bands.
class Writer {
 public:
  explicit Writer(size_t capacity) : capacity_(capacity), thread_([this] { loop(); }) {}
  ~Writer() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    changed_.notify_all();
    thread_.join();
  }
  void post(std::function<void()> task) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return tasks_.size() < capacity_; });
    tasks_.push_back(std::move(task));
    changed_.notify_all();
  }
  // Waits until every posted task has run.
  void drain() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return tasks_.empty() && !busy_; });
  }

 private:
  void loop() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [&] { return stopping_ || !tasks_.empty(); });
      if (tasks_.empty()) return;
      std::function<void()> task = std::move(tasks_.front());
      tasks_.pop_front();
      busy_ = true;
      changed_.notify_all();
      lock.unlock();
      task();
      lock.lock();
      busy_ = false;
      changed_.notify_all();
    }
  }
  size_t capacity_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> tasks_;
  bool stopping_ = false, busy_ = false;
  std::thread thread_;
};

struct Job {
  fs::path input, output;
};

bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::exists(b, ec) && fs::equivalent(a, b, ec);
}

// Upscales one image. Errors about this image are thrown as linrt::Error naming the file.
// Output goes through the writer thread; the returned future says when (and whether) it is on disk.
std::future<void> upscale_one(const Job& job, image::Image input, Upscaler& upscaler, Writer& writer,
                              image::ImageFormat format, const Options& o, bool tty) {
  OutputShape shape = upscaler.output_shape(input);
  std::string out_path = job.output.string();
  auto done = std::make_shared<std::promise<void>>();
  std::future<void> result = done->get_future();
  // Errors of the writer thread are kept here and reported through the future.
  auto failed = std::make_shared<std::exception_ptr>();
  auto guarded = [failed](std::function<void()> f) {
    return [failed, f = std::move(f)] {
      if (*failed) return;
      try {
        f();
      } catch (...) {
        *failed = std::current_exception();
      }
    };
  };

  std::shared_ptr<image::PngStreamWriter> png;
  std::shared_ptr<image::Image> whole;
  if (format == image::ImageFormat::Png) {
    png = std::make_shared<image::PngStreamWriter>(out_path, shape.width, shape.height, shape.channels, shape.bit_depth);
  } else {
    whole = std::make_shared<image::Image>(
        image::Image::allocate(shape.width, shape.height, shape.channels, shape.bit_depth));
  }

  ProgressBar bar(job.input.filename().string(), device_name(o.upscale.session.device), tty);
  size_t offset = 0;
  upscaler.run(
      input,
      [&](const uint8_t* samples, int64_t rows) {
        size_t n = size_t(rows * shape.width * shape.channels * (shape.bit_depth / 8));
        if (png) {
          auto band = std::make_shared<std::vector<uint8_t>>(samples, samples + n);
          writer.post(guarded([png, band, rows] { png->write_rows(band->data(), rows); }));
        } else {
          std::copy(samples, samples + n, whole->bytes.begin() + std::ptrdiff_t(offset));
          offset += n;
        }
      },
      [&](int64_t d, int64_t t) { bar.update(d, t); });

  const double compute_s = bar.seconds();
  const int64_t tiles = upscaler.tile_count(input);
  writer.post([=, &o]() mutable {
    if (!*failed) {
      try {
        if (png) png->finish();
        else image::write_image(out_path, *whole, format);
      } catch (...) {
        *failed = std::current_exception();
      }
    }
    png.reset();  // removes the temporary file if it was not finished
    whole.reset();
    if (*failed) {
      done->set_exception(*failed);
      return;
    }
    if (!tty || o.verbose)
      std::fprintf(stderr, "%s -> %s: %lldx%lld -> %lldx%lld, %lld tiles, %.2f s, %s\n", job.input.string().c_str(),
                   out_path.c_str(), (long long)input.width, (long long)input.height, (long long)shape.width,
                   (long long)shape.height, (long long)tiles, compute_s, device_name(o.upscale.session.device));
    done->set_value();
  });
  return result;
}

bool is_image_name(const fs::path& p) { return image::format_from_extension(p.string()).has_value(); }

}  // namespace

int main(int argc, char** argv) {
  Options o = parse_args(argc, argv);
  const bool tty = isatty(fileno(stderr)) != 0;
  try {
    std::string model_path = find_model(o);
    if (o.verbose) std::fprintf(stderr, "model: %s\n", model_path.c_str());
    UpscaleModel model = UpscaleModel::load(model_path);
    if (o.scale != 0 && o.scale != model.scale)
      usage_error("model " + model.name + " upscales by " + std::to_string(model.scale) + "; -s " +
                  std::to_string(o.scale) + " is not available");
    Upscaler upscaler(model, o.upscale);

    // The work list: one file, or every image file of a folder (sorted, for a stable order).
    std::vector<Job> jobs;
    const bool folder = fs::is_directory(o.input);
    if (folder) {
      fs::create_directories(o.output);
      std::vector<fs::path> inputs;
      for (const auto& entry : fs::directory_iterator(o.input))
        if (entry.is_regular_file() && is_image_name(entry.path())) inputs.push_back(entry.path());
      std::sort(inputs.begin(), inputs.end());
      image::ImageFormat f = o.format.value_or(image::ImageFormat::Png);
      for (const fs::path& in : inputs)
        jobs.push_back({in, fs::path(o.output) / (in.stem().string() + "." + image::extension_of(f))});
      if (jobs.empty()) std::fprintf(stderr, "linrt-upscale: no .png/.jpg/.jpeg/.bmp files in %s\n", o.input.c_str());
    } else {
      if (!fs::exists(o.input)) throw Error(ErrorKind::Io, o.input, "no such file");
      jobs.push_back({o.input, o.output});
    }

    int failures = 0, kept = 0;
    auto report = [&](const std::exception& e) {
      ++failures;
      std::fprintf(stderr, "linrt-upscale: error: %s%s\n", e.what(), folder ? " (skipped; continuing)" : "");
    };

    Writer writer(4);
    std::vector<std::future<void>> pending;
    // The next image is decoded on another thread while the current one computes.
    auto load = [](fs::path p) { return image::read_image(p.string()); };
    std::future<image::Image> next;
    auto start_load = [&](size_t i) {
      if (i < jobs.size()) next = std::async(std::launch::async, load, jobs[i].input);
    };
    start_load(0);
    for (size_t i = 0; i < jobs.size(); ++i) {
      const Job& job = jobs[i];
      std::optional<image::Image> input;
      try {
        input = next.get();
      } catch (const std::exception& e) {
        start_load(i + 1);
        report(e);
        continue;
      }
      start_load(i + 1);
      try {
        if (same_file(job.input, job.output))
          throw Error(ErrorKind::Io, job.output.string(), "output is the input file; refusing to overwrite it");
        if (fs::exists(job.output) && !o.overwrite) {
          std::fprintf(stderr, "linrt-upscale: %s exists, kept (use --overwrite to replace it)\n", job.output.c_str());
          ++kept;
          continue;
        }
        image::ImageFormat format =
            o.format.value_or(image::format_from_extension(job.output.string()).value_or(image::ImageFormat::Png));
        pending.push_back(upscale_one(job, std::move(*input), upscaler, writer, format, o, tty));
      } catch (const std::exception& e) {
        report(e);
      }
    }
    for (auto& written : pending) {
      try {
        written.get();
      } catch (const std::exception& e) {
        report(e);
      }
    }
    if (folder)
      std::fprintf(stderr, "linrt-upscale: %zu of %zu images written to %s (%d failed, %d kept)\n",
                   jobs.size() - size_t(failures + kept), jobs.size(), o.output.c_str(), failures, kept);
    return failures ? 1 : 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "linrt-upscale: error: %s\n", e.what());
    return 1;
  }
}

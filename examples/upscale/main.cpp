// linrt-upscale: makes images 4x larger with Real-ESRGAN models on linrt. Flags follow
// Real-ESRGAN-ncnn-vulkan where they apply; run with -h for the list.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <functional>
#include <future>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "upscaler.h"
#include "linrt/image.h"

namespace fs = std::filesystem;
using namespace linrt;
using namespace linrt::upscale;

namespace {

// As in Real-ESRGAN-ncnn-vulkan: -n names a model family, and -s (default 4) picks NAME-xS.
constexpr const char* kDefaultModel = "realesr-animevideov3";
constexpr int kDefaultScale = 4;

const char* kUsage = R"(usage: linrt-upscale -i INPUT -o OUTPUT [options]

  -i PATH        input image (PNG, JPEG, BMP), a folder of them, a video (.mp4, .mkv, .webm,
                 .mov, .avi: through ffmpeg), or - for raw RGB24 frames on stdin
  -o PATH        output image, folder (when -i is one), video, or - for raw RGB24 frames on stdout
  -n NAME        model name, looked up in the models folder: NAME-xSCALE when that exists, else
                 NAME (default realesr-animevideov3; bundled: its -x2, -x3 and -x4)
  -m PATH        model file (.mlir; scale and tile margin from the .json beside it)
  -s SCALE       upscale ratio (default 4): picks NAME-xSCALE; must be the model's
  --outscale F   final scale, any number > 0: the model runs at its own scale and the result is
                 resampled (antialiased bicubic) to int(width * F) x int(height * F)
  -t TILE        tile size in input pixels (default 0: chosen from a 1 GiB memory budget on the
                 CPU, from half the device's free memory on Vulkan; -v prints it)
  --border B     what the model sees past the image's edge: zero (default: nothing, the
                 model's own zero padding, as PyTorch's model(image) and Real-ESRGAN's untiled
                 inference), mirror (the image mirrored by the model's margin) or mirror:N (by N
                 pixels; mirror:10 is what Real-ESRGAN-ncnn-vulkan does to its tiles). With each,
                 tiled output equals untiled output; zero runs a small image fastest (a 64x64
                 image costs a 64x64 model run, mirror a 100x100 one)
  -x             TTA: average the results of the 8 flips and transposes (8x slower)
  -f FORMAT      output format: png, jpg or bmp (default: from -o, else png)
  -j THREADS     compute threads (default: all cores)
  -g DEVICE      cpu, vulkan or auto; also ncnn-style numbers: -1 = cpu, 0.. = vulkan, and
                 a list (-g 0,1) splits each image's tiles across those Vulkan devices
  --device=DEV   same as -g
  --vulkan-fp16  on Vulkan, store the weights as fp16 (needs the device's 16-bit storage)
  --models DIR   folder searched for -n (default: $LINRT_MODELS_DIR, then the installed
                 share/linrt/models, then the source tree's models/)
  -r             with a folder: also its subfolders, mirrored under the output folder
  --overwrite    replace existing output files (they are kept otherwise, so a stopped folder
                 run resumes where it stopped)
  --jpeg-quality Q  JPEG quality 1..100 (default 95)
  --bit-depth B  8 or 16 bits per PNG sample (default: the input's)
  --frame-size WxH  the frame size of raw frames on stdin (-i -)
  -v             verbose
  -h             this help

Alpha is upscaled premultiplied (so transparent pixels' colour does not bleed) and merged back,
grey images stay grey, 16-bit PNGs stay 16-bit. Video keeps the frame rate, and audio and
subtitle streams are copied. Exit status: 0 all written, 1 something failed, 2 bad arguments.
)";

[[noreturn]] void usage_error(const std::string& message) {
  std::cerr << "linrt-upscale: " << message << "\n(run linrt-upscale -h for help)\n";
  std::exit(2);
}

struct Options {
  std::string input, output, model_name = kDefaultModel, model_path, models_dir;
  int scale = 0;  // 0: not given (kDefaultScale for the name lookup, any for -m)
  double outscale = 0;  // 0: the model's scale
  int jpeg_quality = 95;
  int64_t frame_width = 0, frame_height = 0;
  std::optional<image::ImageFormat> format;
  bool overwrite = false, verbose = false, recursive = false;
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

double parse_positive(const std::string& flag, const std::string& v, double high) {
  char* end = nullptr;
  double x = std::strtod(v.c_str(), &end);
  if (v.empty() || *end != '\0' || !(x > 0) || x > high)
    usage_error(flag + " wants a number in (0, " + std::to_string(int(high)) + "], got '" + v + "'");
  return x;
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
    else if (a == "--outscale") o.outscale = parse_positive(a, value(i, a), 16);
    else if (a == "--jpeg-quality") o.jpeg_quality = parse_int(a, value(i, a), 1, 100);
    else if (a == "--bit-depth") {
      o.upscale.bit_depth = parse_int(a, value(i, a), 8, 16);
      if (o.upscale.bit_depth != 8 && o.upscale.bit_depth != 16) usage_error("--bit-depth wants 8 or 16");
    } else if (a == "--frame-size") {
      std::string v = value(i, a);
      size_t x = v.find('x');
      if (x == std::string::npos) usage_error("--frame-size wants WIDTHxHEIGHT, got '" + v + "'");
      o.frame_width = parse_int(a + " width", v.substr(0, x), 1, 65535);
      o.frame_height = parse_int(a + " height", v.substr(x + 1), 1, 65535);
    } else if (a == "-r") o.recursive = true;
    else if (a == "-t") o.upscale.tile = parse_int(a, value(i, a), 0, 65535);
    else if (a == "--border") {
      std::string v = value(i, a);
      if (v == "zero") o.upscale.border = 0;
      else if (v == "mirror") o.upscale.border = UpscaleOptions::kMarginBorder;
      else if (v.rfind("mirror:", 0) == 0) o.upscale.border = parse_int("--border mirror:", v.substr(7), 1, 256);
      else usage_error("--border wants zero, mirror or mirror:N, got '" + v + "'");
    } else if (a == "-x") o.upscale.tta = true;
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
    } else if (a == "-g") {
      std::string v = value(i, a);
      if (v.find(',') == std::string::npos) {
        o.upscale.session.device = parse_device(v);
      } else {  // ncnn's -g 0,1: several Vulkan devices share each image's tiles
        o.upscale.session.device = DeviceKind::Vulkan;
        for (size_t start = 0; start <= v.size();) {
          size_t end = std::min(v.find(',', start), v.size());
          o.upscale.device_indices.push_back(parse_int("-g", v.substr(start, end - start), 0, 255));
          start = end + 1;
        }
      }
    }
    else if (a.rfind("--device=", 0) == 0) o.upscale.session.device = parse_device(a.substr(9));
    else if (a == "--vulkan-fp16") o.upscale.session.vulkan_fp16 = true;
    else if (a == "--overwrite") o.overwrite = true;
    else if (a == "-v") o.verbose = true;
    else usage_error("unknown argument '" + a + "'");
  }
  if (o.input.empty()) usage_error("-i INPUT is required");
  if (o.output.empty()) usage_error("-o OUTPUT is required");
  if ((o.input == "-") != (o.frame_width > 0)) usage_error("-i - (raw frames) and --frame-size WxH go together");
  if (o.input == "-" && o.output != "-") usage_error("-i - writes raw frames: use -o -");
  if (o.upscale.bit_depth == 16 && o.format && *o.format != image::ImageFormat::Png)
    usage_error("--bit-depth 16 needs PNG output");
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
  // ncnn's rule: NAME-xSCALE when it exists, NAME itself otherwise.
  const std::string scaled = o.model_name + "-x" + std::to_string(o.scale ? o.scale : kDefaultScale);
  for (const std::string& name : {scaled, o.model_name})
    for (const fs::path& d : dirs) {
      fs::path candidate = d / (name + ".mlir");
      if (fs::exists(candidate)) return candidate.string();
    }
  // A family with other scales: the scale is what is wrong.
  std::vector<int> scales;
  for (const fs::path& d : dirs)
    for (int s = 1; s <= 16; ++s)
      if (fs::exists(d / (o.model_name + "-x" + std::to_string(s) + ".mlir"), ec) &&
          std::find(scales.begin(), scales.end(), s) == scales.end())
        scales.push_back(s);
  if (!scales.empty()) {
    std::sort(scales.begin(), scales.end());
    std::string have;
    for (int s : scales) have += (have.empty() ? "" : ", ") + std::to_string(s);
    usage_error("-s " + std::to_string(o.scale ? o.scale : kDefaultScale) + " is not available: " + o.model_name +
                " comes with -s " + have + " (--outscale resamples to any scale)");
  }
  std::string searched;
  for (const fs::path& d : dirs) searched += "\n  " + d.string();
  throw Error(ErrorKind::Io, o.model_name,
              "no model " + scaled + ".mlir or " + o.model_name + ".mlir in:" + searched +
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

// Draws "[#####.....] 12/40 tiles  ETA 0:31  cpu" (or frames) on a terminal, rewriting one line.
class ProgressBar {
 public:
  ProgressBar(std::string label, const char* device, bool enabled, const char* unit = "tiles")
      : label_(std::move(label)), device_(device), unit_(unit), enabled_(enabled),
        start_(std::chrono::steady_clock::now()) {}
  void update(int64_t done, int64_t total) {
    if (!enabled_) return;
    double elapsed = seconds();
    int width = 30, filled = int(width * done / std::max<int64_t>(total, 1));
    long eta = done > 0 ? long(elapsed / double(done) * double(total - done) + 0.5) : 0;
    std::fprintf(stderr, "\r%s [%s%s] %lld/%lld %s  ETA %ld:%02ld  %s ", label_.c_str(),
                 std::string(size_t(filled), '#').c_str(), std::string(size_t(width - filled), '.').c_str(),
                 (long long)done, (long long)total, unit_, eta / 60, eta % 60, device_);
    if (done == total) std::fputc('\n', stderr);
    std::fflush(stderr);
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::string label_;
  const char* device_;
  const char* unit_;
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

// The output size for an input of `width` x `height`: the model's scale, or --outscale's
// (rounded down, as Real-ESRGAN's inference_realesrgan.py does, and at least 1 pixel).
std::pair<int64_t, int64_t> final_size(int64_t width, int64_t height, const UpscaleModel& model, const Options& o) {
  if (o.outscale <= 0) return {width * model.scale, height * model.scale};
  auto scaled = [&](int64_t n) { return std::max<int64_t>(1, int64_t(double(n) * o.outscale + 1e-6)); };
  return {scaled(width), scaled(height)};
}

// Runs the upscaler on `input` and passes the final rows (resampled when --outscale asks for
// another size) to `sink`, band by band.
void upscale_rows(const image::Image& input, Upscaler& upscaler, const UpscaleModel& model, const Options& o,
                  const Upscaler::RowSink& sink, const Upscaler::TileProgress& progress) {
  const OutputShape native = upscaler.output_shape(input);
  const auto [width, height] = final_size(input.width, input.height, model, o);
  if (width == native.width && height == native.height) {
    upscaler.run(input, sink, progress);
    return;
  }
  Resampler resampler(native.width, native.height, width, height, native.channels, native.bit_depth, sink);
  upscaler.run(input, [&](const uint8_t* samples, int64_t rows) { resampler.push(samples, rows); }, progress);
}

// Upscales one image. Errors about this image are thrown as linrt::Error naming the file.
// Output goes through the writer thread; the returned future says when (and whether) it is on disk.
std::future<void> upscale_one(const Job& job, image::Image input, Upscaler& upscaler, const UpscaleModel& model,
                              Writer& writer, image::ImageFormat format, const Options& o, bool tty) {
  if (format != image::ImageFormat::Png && o.upscale.bit_depth == 16)
    throw Error(ErrorKind::Invalid, job.output.string(), "--bit-depth 16 needs PNG output");
  OutputShape shape = upscaler.output_shape(input);
  std::tie(shape.width, shape.height) = final_size(input.width, input.height, model, o);
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
  upscale_rows(
      input, upscaler, model, o,
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
        else image::write_image(out_path, *whole, format, o.jpeg_quality);
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

bool is_video_name(const fs::path& p) {
  std::string ext = p.extension().string();
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  for (const char* v : {".mp4", ".mkv", ".webm", ".mov", ".avi", ".m4v"})
    if (ext == v) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Video: ffmpeg decodes to raw RGB24 frames on a pipe, and encodes them from another.

// The full path of `program` on $PATH; empty when it is not there.
std::string find_program(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    fs::path candidate = fs::path(dirs.substr(start, end - start).empty() ? "." : dirs.substr(start, end - start)) / program;
    if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
    start = end + 1;
  }
  return {};
}

std::string require_program(const std::string& program, const std::string& why) {
  std::string path = find_program(program);
  if (path.empty())
    throw Error(ErrorKind::Unsupported, why,
                "video needs the " + program + " program, which is not on PATH (Debian's ffmpeg package; "
                "scripts/install-deps.sh installs it)");
  return path;
}

// A child process whose stdin (to_child) or stdout (from it, with stderr too when `merge`)
// is a pipe. No shell is involved, so file names need no quoting.
class Child {
 public:
  Child(const std::string& program, const std::vector<std::string>& args, bool to_child, bool merge_stderr = false) {
    int fds[2];
    if (pipe(fds) != 0) throw Error(ErrorKind::Io, program, "cannot make a pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const int child_end = to_child ? fds[0] : fds[1], our_end = to_child ? fds[1] : fds[0];
    posix_spawn_file_actions_adddup2(&actions, child_end, to_child ? 0 : 1);
    if (merge_stderr) posix_spawn_file_actions_adddup2(&actions, child_end, 2);
    posix_spawn_file_actions_addclose(&actions, our_end);
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(program.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    int rc = posix_spawn(&pid_, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(child_end);
    if (rc != 0) {
      close(our_end);
      throw Error(ErrorKind::Io, program, "cannot start it");
    }
    stream_ = fdopen(our_end, to_child ? "wb" : "rb");
  }
  ~Child() { wait(); }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  FILE* stream() const { return stream_; }
  // Closes our end of the pipe and returns the child's exit status (-1 if it died of a signal).
  int wait() {
    if (stream_) std::fclose(stream_);
    stream_ = nullptr;
    if (pid_ <= 0) return status_;
    int raw = 0;
    waitpid(pid_, &raw, 0);
    pid_ = 0;
    status_ = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return status_;
  }
  // Everything the child writes, until it ends.
  std::string read_all() {
    std::string text;
    char buffer[4096];
    size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, stream_)) > 0) text.append(buffer, n);
    return text;
  }

 private:
  pid_t pid_ = 0;
  FILE* stream_ = nullptr;
  int status_ = 0;
};

struct VideoInfo {
  int64_t width = 0, height = 0, frames = 0;  // frames: 0 when the container does not say
  std::string frame_rate;                     // as ffprobe gives it, e.g. 30000/1001
};

VideoInfo probe_video(const std::string& path) {
  std::string ffprobe = require_program("ffprobe", path);
  Child probe(ffprobe,
              {"-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,r_frame_rate,nb_frames",
               "-of", "default=noprint_wrappers=1", path},
              false, true);
  std::string text = probe.read_all();
  int status = probe.wait();
  VideoInfo info;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "width") info.width = std::atoll(value.c_str());
    else if (key == "height") info.height = std::atoll(value.c_str());
    else if (key == "nb_frames") info.frames = std::atoll(value.c_str());
    else if (key == "r_frame_rate") info.frame_rate = value;
  }
  if (status != 0 || info.width <= 0 || info.height <= 0 || info.frame_rate.empty()) {
    while (!text.empty() && text.back() == '\n') text.pop_back();
    throw Error(ErrorKind::Parse, path, "ffprobe finds no video stream in it" + (text.empty() ? "" : ": " + text));
  }
  return info;
}

// Reads exactly `n` bytes; false at a clean end of stream before the first byte.
bool read_frame(FILE* in, uint8_t* data, size_t n, const std::string& what) {
  size_t got = std::fread(data, 1, n, in);
  if (got == 0 && std::feof(in)) return false;
  if (got != n)
    throw Error(ErrorKind::Parse, what,
                "a frame ends after " + std::to_string(got) + " of its " + std::to_string(n) + " bytes");
  return true;
}

// A video written under a temporary name beside its final one (same extension, which ffmpeg
// takes the container from) and renamed into place by commit(); otherwise removed, so a failed
// or stopped run never leaves a truncated video under the output's name.
class TemporaryOutput {
 public:
  explicit TemporaryOutput(const fs::path& path)
      : path_(path), temp_(path.parent_path() / ("." + path.stem().string() + ".tmp-" + std::to_string(getpid()) +
                                                 path.extension().string())) {}
  ~TemporaryOutput() {
    std::error_code ec;
    if (!committed_) fs::remove(temp_, ec);
  }
  TemporaryOutput(const TemporaryOutput&) = delete;
  TemporaryOutput& operator=(const TemporaryOutput&) = delete;
  std::string temp() const { return temp_.string(); }
  void commit() {
    fs::rename(temp_, path_);
    committed_ = true;
  }

 private:
  fs::path path_, temp_;
  bool committed_ = false;
};

// Upscales a stream of RGB24 frames: from a video file through ffmpeg or raw from stdin, to a
// video file through ffmpeg or raw to stdout. Returns the number of frames written.
int64_t upscale_video(const Options& o, Upscaler& upscaler, const UpscaleModel& model, bool tty) {
  if (o.upscale.bit_depth == 16) usage_error("--bit-depth 16: video frames are 8-bit");
  std::optional<VideoInfo> info;
  std::optional<TemporaryOutput> target;  // destroyed after the encoder has exited
  std::unique_ptr<Child> decoder, encoder;
  FILE* in = stdin;
  int64_t width = o.frame_width, height = o.frame_height;
  if (o.input != "-") {
    if (!fs::exists(o.input)) throw Error(ErrorKind::Io, o.input, "no such file");
    info = probe_video(o.input);
    width = info->width, height = info->height;
    decoder = std::make_unique<Child>(require_program("ffmpeg", o.input),
                                      std::vector<std::string>{"-v", "error", "-nostdin", "-i", o.input, "-map", "0:v:0",
                                                               "-f", "rawvideo", "-pix_fmt", "rgb24", "-"},
                                      false);
    in = decoder->stream();
  }
  const auto [out_width, out_height] = final_size(width, height, model, o);
  FILE* out = stdout;
  if (o.output != "-") {
    if (same_file(o.input, o.output))
      throw Error(ErrorKind::Io, o.output, "output is the input file; refusing to overwrite it");
    if (fs::exists(o.output) && !o.overwrite) {
      std::fprintf(stderr, "linrt-upscale: %s exists, kept (use --overwrite to replace it)\n", o.output.c_str());
      return 0;
    }
    // Frames from our pipe; audio and subtitles copied from the input file; the frame rate kept.
    std::vector<std::string> args = {"-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s",
                                     std::to_string(out_width) + "x" + std::to_string(out_height), "-framerate",
                                     info->frame_rate, "-i", "-", "-i", o.input, "-map", "0:v:0", "-map", "1:a?",
                                     "-map", "1:s?", "-c:a", "copy", "-c:s", "copy", "-crf", "18"};
    if (out_width % 2 == 0 && out_height % 2 == 0) {
      args.push_back("-pix_fmt");  // what players expect; it needs even sizes
      args.push_back("yuv420p");
    }
    target.emplace(o.output);
    args.push_back(target->temp());
    encoder = std::make_unique<Child>(require_program("ffmpeg", o.output), args, true);
    out = encoder->stream();
  }

  image::Image frame = image::Image::allocate(width, height, 3, 8);
  std::vector<uint8_t> result(size_t(out_width * out_height * 3));
  ProgressBar bar(o.input == "-" ? "stdin" : fs::path(o.input).filename().string(),
                  device_name(o.upscale.session.device), tty && info && info->frames > 0, "frames");
  const std::string source = o.input == "-" ? "stdin" : o.input;
  int64_t frames = 0;
  // A named copy: a lambda may not capture a structured binding before C++20's P1091 (clang 14).
  const size_t out_row_bytes = size_t(out_width) * 3;
  while (read_frame(in, frame.bytes.data(), frame.bytes.size(), source)) {
    size_t offset = 0;
    upscale_rows(frame, upscaler, model, o,
                 [&](const uint8_t* samples, int64_t rows) {
                   std::memcpy(result.data() + offset, samples, size_t(rows) * out_row_bytes);
                   offset += size_t(rows) * out_row_bytes;
                 },
                 {});
    if (std::fwrite(result.data(), 1, result.size(), out) != result.size() || std::fflush(out) != 0)
      throw Error(ErrorKind::Io, o.output == "-" ? "stdout" : o.output, "the frame pipe closed (the encoder stopped)");
    ++frames;
    if (info) bar.update(frames, std::max(info->frames, frames));
  }
  if (decoder && decoder->wait() != 0) throw Error(ErrorKind::Parse, o.input, "ffmpeg could not decode it to the end");
  if (encoder && encoder->wait() != 0) throw Error(ErrorKind::Io, o.output, "ffmpeg could not encode the video");
  if (frames == 0) throw Error(ErrorKind::Parse, source, "no frames");
  if (target) target->commit();
  if (!tty || o.verbose)
    std::fprintf(stderr, "%s -> %s: %lld frames, %lldx%lld -> %lldx%lld, %.2f s, %s\n", source.c_str(),
                 o.output == "-" ? "stdout" : o.output.c_str(), (long long)frames, (long long)width,
                 (long long)height, (long long)out_width, (long long)out_height, bar.seconds(),
                 device_name(o.upscale.session.device));
  return frames;
}

// Removes the temporary files a killed run left beside `outputs` (OUTPUT.tmp-PID-N, as the image
// writers name them), so that a resumed run does not leave them behind for good. Only those of
// processes that no longer exist: another linrt-upscale may be writing into the same folder.
void remove_stale_temporaries(const std::vector<Job>& jobs) {
  std::set<fs::path> dirs, names;
  for (const Job& job : jobs) {
    dirs.insert(job.output.has_parent_path() ? job.output.parent_path() : fs::path("."));
    names.insert(job.output.filename());
  }
  std::error_code ec;
  for (const fs::path& dir : dirs)
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      const std::string name = entry.path().filename().string();
      const size_t at = name.rfind(".tmp-");
      if (at == std::string::npos || !names.count(name.substr(0, at))) continue;
      char* end = nullptr;
      const long pid = std::strtol(name.c_str() + at + 5, &end, 10);
      if (pid <= 0 || *end != '-' || pid == long(getpid())) continue;
      if (kill(pid_t(pid), 0) == 0 || errno != ESRCH) continue;  // alive (or not ours to ask)
      std::error_code removed;
      if (fs::remove(entry.path(), removed))
        std::fprintf(stderr, "linrt-upscale: removed %s, left by a stopped run\n", entry.path().c_str());
    }
}

// The images of a folder (with -r, of its subfolders too, but never of the output folder
// inside it), sorted for a stable order, each with its output path mirrored under `output`.
std::vector<Job> folder_jobs(const Options& o) {
  const fs::path root(o.input), out_root(o.output);
  const image::ImageFormat f = o.format.value_or(image::ImageFormat::Png);
  std::error_code ec;
  const fs::path out_canonical = fs::weakly_canonical(out_root, ec);
  std::vector<fs::path> inputs;
  auto consider = [&](const fs::directory_entry& entry) {
    if (entry.is_regular_file() && is_image_name(entry.path())) inputs.push_back(entry.path());
  };
  if (o.recursive) {
    for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
      if (it->is_directory() && fs::weakly_canonical(it->path(), ec) == out_canonical) {
        it.disable_recursion_pending();
        continue;
      }
      consider(*it);
    }
  } else {
    for (const auto& entry : fs::directory_iterator(root)) consider(entry);
  }
  std::sort(inputs.begin(), inputs.end());
  std::vector<Job> jobs;
  for (const fs::path& in : inputs) {
    fs::path relative = fs::relative(in, root);
    jobs.push_back({in, out_root / relative.parent_path() / (in.stem().string() + "." + image::extension_of(f))});
  }
  return jobs;
}

}  // namespace

int main(int argc, char** argv) {
  Options o = parse_args(argc, argv);
  const bool tty = isatty(fileno(stderr)) != 0;
  // A closed pipe (an encoder that stopped, a reader of -o - that went away) is an error to
  // report, not a signal that ends the process.
  std::signal(SIGPIPE, SIG_IGN);
  try {
    std::string model_path = find_model(o);
    if (o.verbose) std::fprintf(stderr, "model: %s\n", model_path.c_str());
    UpscaleModel model = UpscaleModel::load(model_path);
    if (o.scale != 0 && o.scale != model.scale)
      usage_error("model " + model.name + " upscales by " + std::to_string(model.scale) + "; -s " +
                  std::to_string(o.scale) + " is not available (there is no " + o.model_name + "-x" +
                  std::to_string(o.scale) + "; --outscale resamples to any scale)");
    Upscaler upscaler(model, o.upscale);
    if (o.verbose)
      std::fprintf(stderr, "tile: %lld pixels (%s)\n", (long long)upscaler.tile_size(), upscaler.tile_source().c_str());

    if (o.input == "-" || is_video_name(o.input)) {
      upscale_video(o, upscaler, model, tty);
      return 0;
    }

    // The work list: one file, or every image file of a folder (tree).
    std::vector<Job> jobs;
    const bool folder = fs::is_directory(o.input);
    if (folder) {
      fs::create_directories(o.output);
      jobs = folder_jobs(o);
      if (jobs.empty()) std::fprintf(stderr, "linrt-upscale: no .png/.jpg/.jpeg/.bmp files in %s\n", o.input.c_str());
    } else {
      if (!fs::exists(o.input)) throw Error(ErrorKind::Io, o.input, "no such file");
      jobs.push_back({o.input, o.output});
    }

    remove_stale_temporaries(jobs);
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
        if (job.output.has_parent_path()) fs::create_directories(job.output.parent_path());
        image::ImageFormat format =
            o.format.value_or(image::format_from_extension(job.output.string()).value_or(image::ImageFormat::Png));
        pending.push_back(upscale_one(job, std::move(*input), upscaler, model, writer, format, o, tty));
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

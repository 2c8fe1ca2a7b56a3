// linrt-upscale against PyTorch: every expected image under tests/upscale/data/ was computed by
// PyTorch eager (tools/export/upscale_testdata.py), never by linrt. Tolerance: 1 step of the
// output depth (1/255 of the range; 257 for 16-bit, which is 1/255 of 65535).
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "upscaler.h"
#include "linrt/error.h"
#include "linrt/image.h"

using namespace linrt;
using namespace linrt::upscale;
namespace fs = std::filesystem;

namespace {

const std::string kData = LINRT_UPSCALE_TEST_DATA;
const std::string kModels = LINRT_UPSCALE_MODELS;
const std::string kCli = LINRT_UPSCALE_CLI;

// Largest absolute difference between two images of the same layout, in output steps.
int64_t max_difference(const image::Image& a, const image::Image& b) {
  REQUIRE(a.width == b.width);
  REQUIRE(a.height == b.height);
  REQUIRE(a.channels == b.channels);
  REQUIRE(a.bit_depth == b.bit_depth);
  int64_t worst = 0;
  for (int64_t i = 0; i < a.samples(); ++i) {
    int64_t x = a.bit_depth == 16 ? reinterpret_cast<const uint16_t*>(a.bytes.data())[i] : a.bytes[size_t(i)];
    int64_t y = b.bit_depth == 16 ? reinterpret_cast<const uint16_t*>(b.bytes.data())[i] : b.bytes[size_t(i)];
    worst = std::max(worst, std::abs(x - y));
  }
  return worst;
}

image::Image upscale_with(const UpscaleModel& model, const image::Image& input, int tile, bool tta = false) {
  UpscaleOptions options;
  options.tile = tile;
  options.tta = tta;
  Upscaler upscaler(model, options);
  return upscaler.run_to_image(input);
}

const UpscaleModel& tiny_model() {
  static const UpscaleModel model = UpscaleModel::load(kData + "/tiny_compact.mlir");
  return model;
}

struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string& name) : dir(fs::temp_directory_path() / ("linrt_upscale_" + name + "_" + std::to_string(getpid()))) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() { fs::remove_all(dir); }
};

struct CliResult {
  int status;
  std::string output;  // stdout and stderr
};

CliResult run_cli(const std::string& args, const fs::path& scratch) {
  fs::path log = scratch / "cli.log";
  std::string command = "'" + kCli + "' " + args + " > '" + log.string() + "' 2>&1";
  int raw = std::system(command.c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, text.str()};
}

std::string file_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("the committed realesr-animevideov3-x4 model matches PyTorch eager on real weights") {
  UpscaleModel model = UpscaleModel::load(kModels + "/realesr-animevideov3-x4.mlir");
  CHECK(model.scale == 4);
  CHECK(model.margin == 18);
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_compact.png");
  CHECK(max_difference(upscale_with(model, input, 0), want) <= 1);
}

TEST_CASE("tiled output equals PyTorch's untiled output for every tile size") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  image::Image untiled = upscale_with(tiny_model(), input, 0);
  CHECK(max_difference(untiled, want) <= 1);
  for (int tile : {1, 3, 5, 7, 13, 19, 20, 64}) {
    CAPTURE(tile);
    image::Image tiled = upscale_with(tiny_model(), input, tile);
    CHECK(max_difference(tiled, want) <= 1);
    CHECK(max_difference(tiled, untiled) <= 1);
  }
}

TEST_CASE("a model exported with a fixed input size is tiled at that size, with the same result") {
  UpscaleModel fixed = UpscaleModel::load(kData + "/tiny_compact_fixed.mlir");
  REQUIRE(fixed.input_size == 15);
  for (const char* name : {"/rgb20x14", "/rgba12x10"}) {
    CAPTURE(name);
    image::Image input = image::read_image(kData + name + ".png");
    Upscaler upscaler(fixed, {});
    CHECK(upscaler.tile_size(input) == 7);
    image::Image got = upscaler.run_to_image(input);
    CHECK(max_difference(got, image::read_image(kData + name + "_x4_tiny.png")) <= 1);
  }
}

TEST_CASE("a model with external weights binds the safetensors file its .json names") {
  UpscaleModel external = UpscaleModel::load(kData + "/tiny_compact_external.mlir");
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  CHECK(max_difference(upscale_with(external, input, 9), image::read_image(kData + "/rgb20x14_x4_tiny.png")) <= 1);
}

TEST_CASE("the device choice does not change the result") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  for (const char* model : {"/tiny_compact.mlir", "/tiny_compact_fixed.mlir"})
    for (DeviceKind device : {DeviceKind::Auto, DeviceKind::Vulkan}) {
      CAPTURE(model);
      CAPTURE(int(device));
      UpscaleModel m = UpscaleModel::load(kData + model);
      UpscaleOptions options;
      options.session.device = device;
      Upscaler upscaler(m, options);
      CHECK(max_difference(upscaler.run_to_image(input), want) <= 1);
    }
}

TEST_CASE("TTA averages the 8 flips and transposes, tiled or not") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny_tta.png");
  CHECK(max_difference(upscale_with(tiny_model(), input, 0, true), want) <= 1);
  CHECK(max_difference(upscale_with(tiny_model(), input, 6, true), want) <= 1);
  // And it is not the plain result (the test would pass vacuously otherwise).
  CHECK(max_difference(upscale_with(tiny_model(), input, 0, false), want) > 1);
}

TEST_CASE("alpha is upscaled bicubically and merged back") {
  image::Image input = image::read_image(kData + "/rgba12x10.png");
  REQUIRE(input.channels == 4);
  image::Image want = image::read_image(kData + "/rgba12x10_x4_tiny.png");
  for (int tile : {0, 4}) {
    CAPTURE(tile);
    image::Image got = upscale_with(tiny_model(), input, tile);
    CHECK(got.channels == 4);
    CHECK(max_difference(got, want) <= 1);
  }
}

TEST_CASE("grey stays grey and 16-bit stays 16-bit") {
  image::Image input = image::read_image(kData + "/grey16_11x9.png");
  REQUIRE(input.channels == 1);
  REQUIRE(input.bit_depth == 16);
  image::Image want = image::read_image(kData + "/grey16_11x9_x4_tiny.png");
  image::Image got = upscale_with(tiny_model(), input, 5);
  CHECK(got.channels == 1);
  CHECK(got.bit_depth == 16);
  CHECK(max_difference(got, want) <= 257);
}

TEST_CASE("bicubic_rows computes any band of rows like the whole image") {
  const int64_t w = 5, h = 4;
  std::vector<float> plane(w * h);
  for (size_t i = 0; i < plane.size(); ++i) plane[i] = float((i * 37) % 11) / 10.0f;
  std::vector<float> whole(size_t(w * h * 9)), band(size_t(w * 3 * 5));
  bicubic_rows(plane.data(), w, h, 3, 0, h * 3, whole.data());
  bicubic_rows(plane.data(), w, h, 3, 4, 9, band.data());
  for (size_t i = 0; i < band.size(); ++i) CHECK(band[i] == whole[size_t(4 * w * 3) + i]);
  // A constant plane stays constant (the cubic weights sum to 1).
  std::vector<float> flat(size_t(w * h), 0.25f);
  bicubic_rows(flat.data(), w, h, 3, 0, h * 3, whole.data());
  for (float v : whole) CHECK(v == doctest::Approx(0.25f).epsilon(1e-6));
}

TEST_CASE("linrt-upscale writes PNG, JPEG and BMP and never replaces an existing output silently") {
  Scratch s("cli");
  const std::string tiny = " -m '" + kData + "/tiny_compact.mlir'";
  const fs::path out = s.dir / "out.png";
  CliResult r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + out.string() + "'" + tiny, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(max_difference(image::read_image(out.string()), image::read_image(kData + "/rgb20x14_x4_tiny.png")) <= 1);
  CHECK(r.output.find("20x14 -> 80x56") != std::string::npos);  // the summary line off a terminal

  // An existing output is kept without --overwrite and replaced with it.
  std::ofstream(out, std::ios::binary | std::ios::trunc) << "precious";
  r = run_cli("-i '" + kData + "/rgba12x10.png' -o '" + out.string() + "'" + tiny, s.dir);
  CHECK(r.status == 0);
  CHECK(r.output.find("--overwrite") != std::string::npos);
  CHECK(file_bytes(out) == "precious");
  r = run_cli("-i '" + kData + "/rgba12x10.png' -o '" + out.string() + "' --overwrite" + tiny, s.dir);
  CHECK(r.status == 0);
  CHECK(image::read_image(out.string()).channels == 4);

  // The input itself is never the output, even with --overwrite.
  fs::copy_file(kData + "/rgb20x14.png", s.dir / "in.png");
  const std::string before = file_bytes(s.dir / "in.png");
  r = run_cli("-i '" + (s.dir / "in.png").string() + "' -o '" + (s.dir / "in.png").string() + "' --overwrite" + tiny, s.dir);
  CHECK(r.status == 1);
  CHECK(r.output.find("input") != std::string::npos);
  CHECK(file_bytes(s.dir / "in.png") == before);

  // Other formats, chosen by extension or -f.
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "out.bmp").string() + "'" + tiny, s.dir);
  CHECK(r.status == 0);
  CHECK(max_difference(image::read_image((s.dir / "out.bmp").string()), image::read_image(kData + "/rgb20x14_x4_tiny.png")) == 0);
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "out.jpg").string() + "' -f jpg" + tiny, s.dir);
  CHECK(r.status == 0);
  image::Image jpeg = image::read_image((s.dir / "out.jpg").string());
  CHECK(jpeg.width == 80);
  CHECK(max_difference(jpeg, image::read_image(kData + "/rgb20x14_x4_tiny.png")) < 40);  // lossy
  // No temporary files are left behind.
  for (const auto& e : fs::directory_iterator(s.dir)) CHECK(e.path().string().find(".tmp-") == std::string::npos);
}

TEST_CASE("linrt-upscale on a folder: a corrupt file is reported by name and the others go on") {
  Scratch s("dir");
  fs::path in = s.dir / "in", out = s.dir / "out";
  fs::create_directories(in);
  fs::copy_file(kData + "/rgb20x14.png", in / "a_good.png");
  fs::copy_file(kData + "/grey16_11x9.png", in / "c_grey.png");
  std::string png = file_bytes(kData + "/rgb20x14.png");
  std::ofstream(in / "b_truncated.png", std::ios::binary) << png.substr(0, png.size() / 2);
  std::ofstream(in / "notes.txt") << "not an image";
  CliResult r = run_cli("-i '" + in.string() + "' -o '" + out.string() + "' -m '" + kData + "/tiny_compact.mlir'", s.dir);
  CHECK(r.status == 1);
  CHECK(r.output.find("b_truncated.png") != std::string::npos);
  CHECK(max_difference(image::read_image((out / "a_good.png").string()), image::read_image(kData + "/rgb20x14_x4_tiny.png")) <= 1);
  CHECK(max_difference(image::read_image((out / "c_grey.png").string()), image::read_image(kData + "/grey16_11x9_x4_tiny.png")) <= 257);
  CHECK_FALSE(fs::exists(out / "b_truncated.png"));
  CHECK_FALSE(fs::exists(out / "notes.png"));
  CHECK(r.output.find("2 of 3 images written") != std::string::npos);
}

TEST_CASE("linrt-upscale reports bad arguments and missing models clearly") {
  Scratch s("args");
  CliResult r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -s 2", s.dir);
  CHECK(r.status == 2);
  CHECK(r.output.find("-s 2 is not available") != std::string::npos);
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -n no-such-model", s.dir);
  CHECK(r.status == 1);
  CHECK(r.output.find("no-such-model.mlir") != std::string::npos);
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -t abc", s.dir);
  CHECK(r.status == 2);
  r = run_cli("-i '" + (s.dir / "missing.png").string() + "' -o '" + (s.dir / "o.png").string() + "' -m '" + kData +
                  "/tiny_compact.mlir'",
              s.dir);
  CHECK(r.status == 1);
  CHECK(r.output.find("missing.png") != std::string::npos);
}

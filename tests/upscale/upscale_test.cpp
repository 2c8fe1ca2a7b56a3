// linrt-upscale against PyTorch: every expected image under tests/upscale/data/ was computed by
// PyTorch eager (tools/export/upscale_testdata.py), never by linrt. Tolerance: 1 step of the
// output depth (1/255 of the range; 257 for 16-bit, which is 1/255 of 65535).
#include <doctest/doctest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
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

image::Image upscale_with(const UpscaleModel& model, const image::Image& input, int tile, bool tta = false,
                          int border = 0) {
  UpscaleOptions options;
  options.tile = tile;
  options.tta = tta;
  options.border = border;
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

// `env`: variable assignments put before the command ("NAME=value ").
CliResult run_cli(const std::string& args, const fs::path& scratch, const std::string& env = "") {
  fs::path log = scratch / "cli.log";
  std::string command = env + "'" + kCli + "' " + args + " > '" + log.string() + "' 2>&1";
  int raw = std::system(command.c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, text.str()};
}

// linrt-upscale's arguments up to the output path (to be closed with "'"): `flags`, the sample
// landscape (96x72) and the tiny model.
std::string landscape_args(const std::string& flags) {
  return " " + flags + " -i '" + kModels + "/../examples/upscale/samples/landscape.png' -m '" + kData +
         "/tiny_compact.mlir' -o '";
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
  image::Image mirrored = image::read_image(kData + "/rgb20x14_x4_compact_mirror.png");
  CHECK(max_difference(upscale_with(model, input, 0), want) <= 1);
  CHECK(max_difference(upscale_with(model, input, 7), want) <= 1);
  CHECK(max_difference(upscale_with(model, input, 0, false, UpscaleOptions::kMarginBorder), mirrored) <= 1);
  // The two borders differ (else the comparisons above could not tell them apart).
  CHECK(max_difference(want, mirrored) > 8);
}

// Every border policy: the untiled result is PyTorch's (the model on the image, or on the image
// mirrored by the margin or by 3 pixels), and so is the result of every tile size, including
// sizes that do not divide the image and tiles narrower than the margin.
TEST_CASE("tiled output equals PyTorch's untiled output for every tile size and border") {
  struct Case {
    const char* input;
    const char* want;
    int border;
  };
  for (Case c : {Case{"/rgb20x14.png", "/rgb20x14_x4_tiny.png", 0},
                 Case{"/rgb34x22.png", "/rgb34x22_x4_tiny.png", 0},
                 Case{"/rgb20x14.png", "/rgb20x14_x4_tiny_mirror.png", UpscaleOptions::kMarginBorder},
                 Case{"/rgb20x14.png", "/rgb20x14_x4_tiny_mirror3.png", 3}}) {
    CAPTURE(c.want);
    image::Image input = image::read_image(kData + c.input);
    image::Image want = image::read_image(kData + c.want);
    image::Image untiled = upscale_with(tiny_model(), input, 0, false, c.border);
    CHECK(max_difference(untiled, want) <= 1);
    for (int tile : {1, 3, 5, 7, 9, 11, 13, 16, 19, 20, 33, 64}) {
      CAPTURE(tile);
      image::Image tiled = upscale_with(tiny_model(), input, tile, false, c.border);
      CHECK(max_difference(tiled, want) <= 1);
      CHECK(max_difference(tiled, untiled) <= 1);
    }
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
    // Its windows cannot shrink at the image's edge: it always mirrors by its margin.
    CHECK(max_difference(got, image::read_image(kData + name + "_x4_tiny_mirror.png")) <= 1);
  }
}

TEST_CASE("a model with external weights binds the safetensors file its .json names") {
  UpscaleModel external = UpscaleModel::load(kData + "/tiny_compact_external.mlir");
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  CHECK(max_difference(upscale_with(external, input, 9), image::read_image(kData + "/rgb20x14_x4_tiny.png")) <= 1);
}

TEST_CASE("the device choice does not change the result, tiled or not, with either border") {
  for (const char* name : {"/rgb20x14", "/rgb34x22"})
    for (const char* model : {"/tiny_compact.mlir", "/tiny_compact_fixed.mlir"})
      for (int border : {0, UpscaleOptions::kMarginBorder})
        for (int tile : {0, 5, 9, 16})
          for (DeviceKind device : {DeviceKind::Auto, DeviceKind::Vulkan}) {
            const bool fixed = std::string(model) == "/tiny_compact_fixed.mlir";
            const bool mirrored = fixed || border == UpscaleOptions::kMarginBorder;
            if (mirrored && std::string(name) == "/rgb34x22") continue;  // no mirror fixture
            CAPTURE(name);
            CAPTURE(model);
            CAPTURE(border);
            CAPTURE(tile);
            CAPTURE(int(device));
            image::Image input = image::read_image(kData + name + ".png");
            image::Image want = image::read_image(kData + name + (mirrored ? "_x4_tiny_mirror.png" : "_x4_tiny.png"));
            UpscaleModel m = UpscaleModel::load(kData + model);
            UpscaleOptions options;
            options.session.device = device;
            options.border = border;
            options.tile = tile;
            Upscaler upscaler(m, options);
            CHECK(max_difference(upscaler.run_to_image(input), want) <= 1);
          }
}

TEST_CASE("TTA averages the 8 flips and transposes, tiled or not") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny_tta.png");
  CHECK(max_difference(upscale_with(tiny_model(), input, 0, true), want) <= 1);
  CHECK(max_difference(upscale_with(tiny_model(), input, 6, true), want) <= 1);
  image::Image mirrored = image::read_image(kData + "/rgb20x14_x4_tiny_tta_mirror.png");
  for (int tile : {0, 6})
    CHECK(max_difference(upscale_with(tiny_model(), input, tile, true, UpscaleOptions::kMarginBorder), mirrored) <= 1);
  // And it is not the plain result (the test would pass vacuously otherwise).
  CHECK(max_difference(upscale_with(tiny_model(), input, 0, false), want) > 1);
}

TEST_CASE("alpha is upscaled bicubically and merged back, the colour premultiplied") {
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

TEST_CASE("--border picks the border policy on the command line") {
  Scratch s("border");
  const std::string in = "-i '" + kData + "/rgb20x14.png' -m '" + kData + "/tiny_compact.mlir' -t 6 -o '";
  // (No structured bindings: clang 14 cannot capture them in CAPTURE's lambda.)
  for (const std::pair<std::string, std::string>& c :
       std::vector<std::pair<std::string, std::string>>{{"", "/rgb20x14_x4_tiny.png"},
                                                        {" --border zero", "/rgb20x14_x4_tiny.png"},
                                                        {" --border mirror", "/rgb20x14_x4_tiny_mirror.png"},
                                                        {" --border mirror:3", "/rgb20x14_x4_tiny_mirror3.png"}}) {
    CAPTURE(c.first);
    CliResult r = run_cli(in + (s.dir / "o.png").string() + "' --overwrite" + c.first, s.dir);
    REQUIRE_MESSAGE(r.status == 0, r.output);
    CHECK(max_difference(image::read_image((s.dir / "o.png").string()), image::read_image(kData + c.second)) <= 1);
  }
  for (const char* bad : {"reflect", "mirror:0", "mirror:x", "mirror:"}) {
    CAPTURE(bad);
    CliResult r = run_cli(in + (s.dir / "o.png").string() + "' --border " + bad, s.dir);
    CHECK(r.status == 2);
    CHECK(r.output.find("--border") != std::string::npos);
  }
}

TEST_CASE("linrt-upscale reports bad arguments and missing models clearly") {
  Scratch s("args");
  CliResult r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -s 5", s.dir);
  CHECK(r.status == 2);
  CHECK(r.output.find("-s 5 is not available") != std::string::npos);
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -n realesr-animevideov3-x4 -s 2", s.dir);
  CHECK(r.status == 2);
  CHECK(r.output.find("upscales by 4; -s 2 is not available") != std::string::npos);
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
  // Bad values of the other flags: exit status 2 and the flag named.
  for (const char* bad : {"--outscale 0", "--outscale -1", "--outscale x", "--outscale 17", "--jpeg-quality 0",
                          "--jpeg-quality 101", "--bit-depth 12", "--frame-size 20", "--frame-size 0x4",
                          "-f bmp --bit-depth 16", "--frame-size 20x14"}) {
    CAPTURE(bad);
    r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' " + bad, s.dir);
    CHECK(r.status == 2);
    CHECK(r.output.find("linrt-upscale: ") != std::string::npos);
  }
  r = run_cli("-i - -o '" + (s.dir / "o.png").string() + "' --frame-size 20x14", s.dir);
  CHECK(r.status == 2);
  CHECK(r.output.find("-o -") != std::string::npos);
}

TEST_CASE("the x2 and x3 models match PyTorch eager, tiled or not") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  for (int scale : {2, 3}) {
    CAPTURE(scale);
    UpscaleModel model = UpscaleModel::load(kModels + "/realesr-animevideov3-x" + std::to_string(scale) + ".mlir");
    CHECK(model.scale == scale);
    image::Image want = image::read_image(kData + "/rgb20x14_x" + std::to_string(scale) + "_compact.png");
    for (int tile : {0, 7}) {
      CAPTURE(tile);
      CHECK(max_difference(upscale_with(model, input, tile), want) <= 1);
    }
  }
}

TEST_CASE("-n NAME -s S loads NAME-xS when it exists and NAME otherwise, as ncnn does") {
  Scratch s("names");
  const std::string in = " -i '" + kData + "/rgb20x14.png' --models '" + kModels + "'";
  for (int scale : {2, 3, 4}) {
    CAPTURE(scale);
    fs::path out = s.dir / ("x" + std::to_string(scale) + ".png");
    CliResult r = run_cli(in + " -o '" + out.string() + "' -n realesr-animevideov3 -s " + std::to_string(scale), s.dir);
    REQUIRE_MESSAGE(r.status == 0, r.output);
    CHECK(max_difference(image::read_image(out.string()),
                         image::read_image(kData + "/rgb20x14_x" + std::to_string(scale) + "_compact.png")) <= 1);
  }
  // No -n and no -s: realesr-animevideov3 at scale 4; a full name is taken as it is.
  CliResult r = run_cli(in + " -o '" + (s.dir / "default.png").string() + "'", s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(image::read_image((s.dir / "default.png").string()).width == 80);
  r = run_cli(in + " -o '" + (s.dir / "full.png").string() + "' -n realesr-animevideov3-x3", s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(image::read_image((s.dir / "full.png").string()).width == 60);
}

TEST_CASE("Resampler matches PyTorch's antialiased bicubic, whatever the bands it is fed") {
  image::Image native = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  for (const auto& scale : {std::tuple{"2.5", 50, 35}, std::tuple{"0.5", 10, 7}}) {
    // Named copies, not a structured binding: clang 14 (the sanitizer build) lets no lambda,
    // CAPTURE's included, capture one.
    const std::string name = std::get<0>(scale);
    const int64_t w = std::get<1>(scale), h = std::get<2>(scale);
    CAPTURE(name);
    image::Image want = image::read_image(kData + "/rgb20x14_tiny_outscale" + std::string(name) + ".png");
    for (int64_t band : {1, 3, 56}) {
      CAPTURE(band);
      image::Image got = image::Image::allocate(w, h, 3, 8);
      size_t offset = 0;
      int64_t rows_out = 0;
      Resampler resampler(native.width, native.height, w, h, 3, 8, [&](const uint8_t* samples, int64_t rows) {
        std::memcpy(got.bytes.data() + offset, samples, size_t(rows * w * 3));
        offset += size_t(rows * w * 3);
        rows_out += rows;
      });
      for (int64_t y = 0; y < native.height; y += band)
        resampler.push(native.bytes.data() + y * native.width * 3, std::min(band, native.height - y));
      CHECK(rows_out == h);
      CHECK(max_difference(got, want) <= 1);
    }
  }
}

TEST_CASE("--outscale runs the model at its scale, then resamples to int(size * F)") {
  Scratch s("outscale");
  const std::string tiny = " -m '" + kData + "/tiny_compact.mlir'";
  for (const auto& scale : {std::tuple{"2.5", 50, 35}, std::tuple{"0.5", 10, 7}}) {
    // Named copies, not a structured binding: clang 14 (the sanitizer build) lets no lambda,
    // CAPTURE's included, capture one.
    const std::string name = std::get<0>(scale);
    const int64_t w = std::get<1>(scale), h = std::get<2>(scale);
    CAPTURE(name);
    fs::path out = s.dir / (std::string(name) + ".png");
    CliResult r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + out.string() + "' --outscale " + name + tiny, s.dir);
    REQUIRE_MESSAGE(r.status == 0, r.output);
    image::Image got = image::read_image(out.string());
    CHECK(got.width == w);
    CHECK(got.height == h);
    // The CLI's native result may differ from PyTorch's by 1 step before resampling.
    CHECK(max_difference(got, image::read_image(kData + "/rgb20x14_tiny_outscale" + std::string(name) + ".png")) <= 2);
  }
}

TEST_CASE("transparent pixels' colour does not bleed into opaque ones") {
  // Left half: fully transparent but red; right half: opaque blue-grey.
  const int64_t w = 16, h = 12;
  image::Image rgba = image::Image::allocate(w, h, 4, 8), rgb = image::Image::allocate(w, h, 3, 8);
  for (int64_t p = 0; p < w * h; ++p) {
    const bool left = p % w < w / 2;
    const uint8_t colour[4] = {uint8_t(left ? 255 : 40), uint8_t(left ? 0 : 60), uint8_t(left ? 0 : 200),
                               uint8_t(left ? 0 : 255)};
    for (int c = 0; c < 4; ++c) rgba.bytes[size_t(p * 4 + c)] = colour[c];
    for (int c = 0; c < 3; ++c) rgb.bytes[size_t(p * 3 + c)] = colour[c];
  }
  UpscaleModel model = UpscaleModel::load(kModels + "/realesr-animevideov3-x4.mlir");
  image::Image with_alpha = upscale_with(model, rgba, 0), straight = upscale_with(model, rgb, 0);
  int worst_red = 0, straight_red = 0;
  for (int64_t p = 0; p < with_alpha.width * with_alpha.height; ++p)
    if (with_alpha.bytes[size_t(p * 4 + 3)] == 255) {
      worst_red = std::max<int>(worst_red, with_alpha.bytes[size_t(p * 4)]);
      straight_red = std::max<int>(straight_red, straight.bytes[size_t(p * 3)]);
    }
  MESSAGE("largest red of opaque output pixels: " << worst_red << " premultiplied, " << straight_red << " straight");
  CHECK(worst_red <= 50);                // the opaque colour's red is 40
  CHECK(straight_red >= worst_red + 20);  // without premultiplying, the hidden red shows
}

TEST_CASE("--bit-depth 16 writes 16-bit PNG from 8-bit input, --jpeg-quality sets the JPEG quality") {
  Scratch s("depth");
  const std::string tiny = " -m '" + kData + "/tiny_compact.mlir'";
  const std::string in = "-i '" + kData + "/rgb20x14.png'";
  CliResult r = run_cli(in + " -o '" + (s.dir / "deep.png").string() + "' --bit-depth 16" + tiny, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  image::Image deep = image::read_image((s.dir / "deep.png").string());
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  REQUIRE(deep.bit_depth == 16);
  REQUIRE(deep.samples() == want.samples());
  int64_t worst = 0;
  for (int64_t i = 0; i < deep.samples(); ++i)
    worst = std::max<int64_t>(worst, std::abs(int64_t(reinterpret_cast<const uint16_t*>(deep.bytes.data())[i]) -
                                               int64_t(want.bytes[size_t(i)]) * 257));
  CHECK(worst <= 257 + 128);  // within one 8-bit step of PyTorch's 8-bit result
  // And 16-bit input to 8-bit output.
  r = run_cli("-i '" + kData + "/grey16_11x9.png' -o '" + (s.dir / "shallow.png").string() + "' --bit-depth 8" + tiny, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(image::read_image((s.dir / "shallow.png").string()).bit_depth == 8);

  r = run_cli(in + " -o '" + (s.dir / "low.jpg").string() + "' --jpeg-quality 10" + tiny, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  r = run_cli(in + " -o '" + (s.dir / "high.jpg").string() + "' --jpeg-quality 100" + tiny, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(fs::file_size(s.dir / "low.jpg") < fs::file_size(s.dir / "high.jpg"));
  CHECK(max_difference(image::read_image((s.dir / "high.jpg").string()), want) <
        max_difference(image::read_image((s.dir / "low.jpg").string()), want));
  r = run_cli(in + " -o '" + (s.dir / "deep.bmp").string() + "' --bit-depth 16" + tiny, s.dir);
  CHECK(r.status == 1);
  CHECK(r.output.find("--bit-depth 16 needs PNG") != std::string::npos);
}

TEST_CASE("-r mirrors a folder tree, an interrupted run resumes, keeping what was written") {
  Scratch s("tree");
  fs::path in = s.dir / "in", out = s.dir / "out";
  fs::create_directories(in / "sub" / "deeper");
  const std::string landscape = kModels + "/../examples/upscale/samples/landscape.png";
  const std::vector<fs::path> names = {"a.png", "b.png", "sub/c.png", "sub/d.png", "sub/deeper/e.png", "sub/deeper/f.png"};
  for (const fs::path& n : names) fs::copy_file(landscape, in / n);
  const std::string args = "-r -i '" + in.string() + "' -o '" + out.string() + "' --models '" + kModels + "' -j 1";

  // Start it, and kill it (SIGKILL: no clean-up) once the first output is on disk.
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    std::string command = "exec '" + kCli + "' " + args + " > /dev/null 2>&1";
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 12000 && !fs::exists(out / "a.png"); ++i) usleep(10000);
  kill(pid, SIGKILL);
  int raw = 0;
  waitpid(pid, &raw, 0);
  size_t written = 0;
  for (const fs::path& n : names) written += fs::exists(out / n);
  REQUIRE(written >= 1);
  REQUIRE(written < names.size());  // it was interrupted, not finished
  const std::string first = file_bytes(out / "a.png");
  // Temporary files as a killed run leaves them (whether the kill above left one depends on
  // timing): the killed process's are removed on resuming, a live process's are not.
  fs::create_directories(out / "sub");
  const fs::path stale = out / "sub" / ("c.png.tmp-" + std::to_string(pid) + "-0");
  const fs::path live = out / ("b.png.tmp-" + std::to_string(getpid()) + "-0");
  std::ofstream(stale) << "partial";
  std::ofstream(live) << "being written";

  CliResult r = run_cli(args, s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK_FALSE(fs::exists(stale));
  CHECK(r.output.find("c.png.tmp-" + std::to_string(pid) + "-0, left by a stopped run") != std::string::npos);
  CHECK(fs::exists(live));
  fs::remove(live);
  for (const auto& entry : fs::recursive_directory_iterator(out))
    CHECK_MESSAGE(entry.path().filename().string().find(".tmp-") == std::string::npos, entry.path());
  CHECK(r.output.find(std::to_string(names.size() - written) + " of 6 images written") != std::string::npos);
  CHECK(r.output.find("(0 failed, " + std::to_string(written) + " kept)") != std::string::npos);
  CHECK(file_bytes(out / "a.png") == first);
  for (const fs::path& n : names) {
    CAPTURE(n);
    CHECK(file_bytes(out / n) == first);  // the same image everywhere, each complete
  }
  // Without -r only the top folder's images are taken.
  r = run_cli("-i '" + in.string() + "' -o '" + (s.dir / "flat").string() + "' -m '" + kData + "/tiny_compact.mlir'", s.dir);
  CHECK(r.status == 0);
  CHECK(r.output.find("2 of 2 images written") != std::string::npos);
  CHECK_FALSE(fs::exists(s.dir / "flat" / "sub"));
}

TEST_CASE("video without ffmpeg, or a file that is not a video, fails clearly") {
  Scratch s("novideo");
  std::ofstream(s.dir / "bad.mp4", std::ios::binary) << "not a video at all";
  const std::string tiny = " -m '" + kData + "/tiny_compact.mlir'";
  CliResult r = run_cli("-i '" + (s.dir / "bad.mp4").string() + "' -o '" + (s.dir / "o.mp4").string() + "'" + tiny, s.dir);
  // Bare PATH: the ffmpeg programs are not found.
  std::string command = "PATH=/nonexistent '" + kCli + "' -i '" + (s.dir / "bad.mp4").string() + "' -o '" +
                        (s.dir / "o.mp4").string() + "'" + tiny + " > '" + (s.dir / "log").string() + "' 2>&1";
  int raw = std::system(command.c_str());
  CHECK(WEXITSTATUS(raw) == 1);
  const std::string log = file_bytes(s.dir / "log");
  CHECK(log.find("not on PATH") != std::string::npos);
  CHECK(log.find("ffmpeg") != std::string::npos);
#if LINRT_UPSCALE_HAVE_FFMPEG
  CHECK(r.status == 1);
  CHECK(r.output.find("bad.mp4") != std::string::npos);
  CHECK(r.output.find("no video stream") != std::string::npos);
  CHECK_FALSE(fs::exists(s.dir / "o.mp4"));
#endif
}

TEST_CASE("raw RGB24 frames through a pipe: -i - -o - --frame-size WxH") {
  Scratch s("pipe");
  image::Image frame = image::read_image(kData + "/rgb20x14.png");
  {
    std::ofstream raw(s.dir / "in.rgb", std::ios::binary);
    for (int i = 0; i < 2; ++i) raw.write(reinterpret_cast<const char*>(frame.bytes.data()), std::streamsize(frame.bytes.size()));
  }
  std::string command = "'" + kCli + "' -i - -o - --frame-size 20x14 -m '" + kData + "/tiny_compact.mlir' < '" +
                        (s.dir / "in.rgb").string() + "' > '" + (s.dir / "out.rgb").string() + "' 2> '" +
                        (s.dir / "log").string() + "'";
  int raw = std::system(command.c_str());
  REQUIRE_MESSAGE(WEXITSTATUS(raw) == 0, file_bytes(s.dir / "log"));
  const std::string out = file_bytes(s.dir / "out.rgb");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  REQUIRE(out.size() == 2 * want.bytes.size());
  for (int i = 0; i < 2; ++i) {
    image::Image got = image::Image::allocate(80, 56, 3, 8);
    std::memcpy(got.bytes.data(), out.data() + size_t(i) * want.bytes.size(), want.bytes.size());
    CHECK(max_difference(got, want) <= 1);
  }
  // A stream that ends inside a frame is an error that says so.
  std::ofstream(s.dir / "in.rgb", std::ios::binary | std::ios::app) << "xyz";
  raw = std::system(command.c_str());
  CHECK(WEXITSTATUS(raw) == 1);
  CHECK(file_bytes(s.dir / "log").find("a frame ends after 3 of its 840 bytes") != std::string::npos);
}

#if LINRT_UPSCALE_HAVE_FFMPEG
TEST_CASE("a video round trip keeps the frame count, frame rate and audio (checked with ffprobe)") {
  Scratch s("video");
  const fs::path clip = s.dir / "clip.mp4", big = s.dir / "clip_x4.mp4";
  std::string make = "ffmpeg -v error -f lavfi -i testsrc=size=32x24:rate=12 -f lavfi -i sine=frequency=440:sample_rate=8000 "
                     "-t 0.5 -c:v libx264 -pix_fmt yuv420p -c:a aac -shortest '" + clip.string() + "'";
  REQUIRE(std::system(make.c_str()) == 0);
  CliResult r = run_cli("-i '" + clip.string() + "' -o '" + big.string() + "' -m '" + kData + "/tiny_compact.mlir'", s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(r.output.find("6 frames, 32x24 -> 128x96") != std::string::npos);
  auto probe = [&](const std::string& stream, const std::string& entries) {
    std::string command = "ffprobe -v error -count_frames -select_streams " + stream + " -show_entries stream=" + entries +
                          " -of default=noprint_wrappers=1 '" + big.string() + "' > '" + (s.dir / "probe").string() + "'";
    REQUIRE(std::system(command.c_str()) == 0);
    return file_bytes(s.dir / "probe");
  };
  std::string video = probe("v:0", "width,height,r_frame_rate,nb_read_frames");
  CHECK(video.find("width=128") != std::string::npos);
  CHECK(video.find("height=96") != std::string::npos);
  CHECK(video.find("r_frame_rate=12/1") != std::string::npos);
  CHECK(video.find("nb_read_frames=6") != std::string::npos);
  CHECK(probe("a:0", "codec_name").find("codec_name=aac") != std::string::npos);
  // The video went to a temporary name first: nothing but the files named here is left.
  for (const auto& e : fs::directory_iterator(s.dir)) {
    CAPTURE(e.path());
    const std::string name = e.path().filename().string();
    CHECK((name == "clip.mp4" || name == "clip_x4.mp4" || name == "cli.log" || name == "probe"));
  }
}
#endif

TEST_CASE("-g 0,0 splits each row of tiles across two Vulkan sessions, with the same result") {
  image::Image input = image::read_image(kData + "/rgb20x14.png");
  image::Image want = image::read_image(kData + "/rgb20x14_x4_tiny.png");
  UpscaleOptions options;
  options.tile = 6;  // 4 x 3 tiles: both sessions get some of every row
  options.session.device = DeviceKind::Vulkan;
  options.device_indices = {0, 0};
  Upscaler upscaler(tiny_model(), options);
  REQUIRE(upscaler.tile_count(input) == 12);
  int64_t calls = 0, last = 0;
  std::vector<int64_t> seen;
  size_t offset = 0;
  image::Image got = image::Image::allocate(80, 56, 3, 8);
  upscaler.run(
      input,
      [&](const uint8_t* samples, int64_t rows) {
        std::memcpy(got.bytes.data() + offset, samples, size_t(rows * 80 * 3));
        offset += size_t(rows * 80 * 3);
      },
      [&](int64_t done, int64_t total) {
        ++calls;
        CHECK(done == last + 1);  // progress counts up one by one, from both threads
        CHECK(total == 12);
        last = done;
      });
  CHECK(calls == 12);
  CHECK(max_difference(got, want) <= 1);

  Scratch s("multigpu");
  CliResult r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -t 6 -g 0,0 -m '" +
                            kData + "/tiny_compact.mlir'",
                        s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(max_difference(image::read_image((s.dir / "o.png").string()), want) <= 1);
  r = run_cli("-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -g 0,x", s.dir);
  CHECK(r.status == 2);
  CHECK(r.output.find("-g") != std::string::npos);
}

#ifdef LINRT_LAVAPIPE_ICD
TEST_CASE("-g 0,1 splits the tiles across two distinct Vulkan devices (lavapipe loaded twice)") {
  Scratch s("twogpus");
  const fs::path first = s.dir / "lvp_a.json", second = s.dir / "lvp_b.json";
  fs::copy_file(LINRT_LAVAPIPE_ICD, first);
  fs::copy_file(LINRT_LAVAPIPE_ICD, second);
  const std::string args = "-i '" + kData + "/rgb20x14.png' -o '" + (s.dir / "o.png").string() + "' -t 6 -g 0,1 -m '" +
                           kData + "/tiny_compact.mlir' --overwrite";
  // One ICD: there is no device 1.
  CliResult r = run_cli(args, s.dir, "VK_ICD_FILENAMES='" + first.string() + "' ");
  CHECK(r.status == 1);
  CHECK(r.output.find("no Vulkan device vulkan:1") != std::string::npos);
  // Two: devices 0 and 1 each take every other tile of a row, and the result is PyTorch's.
  r = run_cli(args, s.dir, "VK_ICD_FILENAMES='" + first.string() + ":" + second.string() + "' ");
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(max_difference(image::read_image((s.dir / "o.png").string()),
                       image::read_image(kData + "/rgb20x14_x4_tiny.png")) <= 1);
}
#endif

TEST_CASE("on Vulkan, a device out of memory retries with half the tile, down to a floor, then fails clearly") {
  // The fault is injected by the Vulkan context: allocations over N bytes fail as a full
  // device's would. At tile 64 the tiny model's arena is over 1 MB; at 32 it is under.
  Scratch s("oom");
  const std::string args = landscape_args("-t 64");
  CliResult r = run_cli(args + (s.dir / "cpu.png").string() + "' -g cpu", s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(r.output.find("4 tiles") != std::string::npos);
  auto run_with_limit = [&](const std::string& bytes, const std::string& out) {
    return run_cli(args + (s.dir / out).string() + "' -g 0", s.dir, "LINRT_VULKAN_FAIL_ALLOCATIONS_OVER=" + bytes + " ");
  };
  r = run_with_limit("1000000", "halved.png");
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK(r.output.find("9 tiles") != std::string::npos);  // 32-pixel tiles: 3 x 3
  CHECK(max_difference(image::read_image((s.dir / "halved.png").string()), image::read_image((s.dir / "cpu.png").string())) <= 1);
  r = run_with_limit("100", "never.png");
  CHECK(r.status == 1);
  CHECK(r.output.find("out of device memory even with 16-pixel tiles") != std::string::npos);
  CHECK(r.output.find("-g cpu") != std::string::npos);
  CHECK_FALSE(fs::exists(s.dir / "never.png"));
}

TEST_CASE("on Vulkan, the default tile comes from the device's free memory, on the CPU from 1 GiB") {
  // Worked out by hand for the tiny model (scale 4, margin 4): a tile's working memory is
  // 64*4*8 + 3*4*4*4*2 = 2432 bytes per padded input pixel. With 19922944 bytes free, half is
  // 9961472 = 2432 * 64^2, so the padded side is 64 and the tile 64 - 2*4 = 56 pixels:
  // 2 x 2 tiles on the 96x72 landscape.
  Scratch s("budget");
  const std::string args = landscape_args("-v");
  CliResult r = run_cli(args + (s.dir / "cpu.png").string() + "' -g cpu", s.dir);
  REQUIRE_MESSAGE(r.status == 0, r.output);
  // 1 GiB / 2432 = 441505 -> side 664 -> tile 656, larger than the image: one tile.
  CHECK_MESSAGE(r.output.find("tile: 656 pixels (1024 MiB memory budget (CPU))") != std::string::npos, r.output);
  CHECK(r.output.find("1 tiles") != std::string::npos);
  auto run_with_budget = [&](const std::string& bytes, const std::string& out) {
    return run_cli(args + (s.dir / out).string() + "' -g 0", s.dir, bytes.empty() ? "" : "LINRT_VULKAN_MEMORY_BUDGET=" + bytes + " ");
  };
  r = run_with_budget("", "free.png");
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK_MESSAGE(r.output.find(" free on vulkan:0 (") != std::string::npos, r.output);
  r = run_with_budget("19922944", "small.png");
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK_MESSAGE(r.output.find("tile: 56 pixels (9 MiB memory budget: half of 19 MiB free on vulkan:0") != std::string::npos,
                r.output);
  CHECK(r.output.find("4 tiles") != std::string::npos);
  CHECK(max_difference(image::read_image((s.dir / "small.png").string()), image::read_image((s.dir / "cpu.png").string())) <= 1);
  // Almost nothing free: the tile stops at its 32-pixel floor (3 x 3 tiles).
  r = run_with_budget("1000", "tiny.png");
  REQUIRE_MESSAGE(r.status == 0, r.output);
  CHECK_MESSAGE(r.output.find("tile: 32 pixels (") != std::string::npos, r.output);
  CHECK(r.output.find("9 tiles") != std::string::npos);
}

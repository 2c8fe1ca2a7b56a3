// loaders/image: decoding (stb) against pixels written by an independent encoder (Python's zlib
// in tools/export/upscale_testdata.py, or our own PNG writer checked by stb), and every kind of
// bad file giving a located linrt::Error instead of a crash or a silently black image.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "linrt/error.h"
#include "linrt/image.h"
#include "loaders/npy.h"

using namespace linrt;
using namespace linrt::image;
namespace fs = std::filesystem;

namespace {

const std::string kData = std::string(LINRT_SOURCE_DIR) + "/tests/upscale/data";

struct ScratchDir {
  fs::path dir = fs::temp_directory_path() / ("linrt_image_test_" + std::to_string(getpid()));
  ScratchDir() { fs::create_directories(dir); }
  ~ScratchDir() { fs::remove_all(dir); }
  std::string put(const std::string& name, const std::string& bytes) const {
    std::ofstream(dir / name, std::ios::binary) << bytes;
    return (dir / name).string();
  }
};

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A deterministic test pattern of the given layout.
Image pattern(int64_t w, int64_t h, int channels, int depth) {
  Image img = Image::allocate(w, h, channels, depth);
  for (int64_t i = 0; i < img.samples(); ++i) img.set(i, float((i * 7919) % 1000) / 999.0f);
  return img;
}

ErrorKind kind_of(const std::string& path, std::string* where = nullptr) {
  try {
    read_image(path);
  } catch (const Error& e) {
    if (where) *where = e.where();
    return e.kind();
  }
  FAIL("no error for " << path);
  return ErrorKind::Invalid;
}

}  // namespace

TEST_CASE("palette PNG with transparency decodes to the RGBA NumPy computed") {
  Image img = read_image(kData + "/palette9x7.png");
  CHECK(img.width == 9);
  CHECK(img.height == 7);
  REQUIRE(img.channels == 4);
  CHECK(img.bit_depth == 8);
  loaders::NpyArray want = loaders::load_npy(kData + "/palette9x7.rgba.npy");
  REQUIRE(want.nbytes == img.bytes.size());
  CHECK(std::memcmp(want.data, img.bytes.data(), want.nbytes) == 0);
}

TEST_CASE("16-bit grey PNG keeps 16 bits") {
  Image img = read_image(kData + "/grey16_11x9.png");
  CHECK(img.channels == 1);
  CHECK(img.bit_depth == 16);
  CHECK(img.width == 11);
  CHECK(img.height == 9);
}

TEST_CASE("PNG written by PngStreamWriter reads back exactly, for every layout and depth") {
  ScratchDir scratch;
  for (int depth : {8, 16})
    for (int channels : {1, 2, 3, 4}) {
      CAPTURE(depth);
      CAPTURE(channels);
      Image img = pattern(13, 6, channels, depth);
      std::string path = (scratch.dir / "p.png").string();
      // Written in uneven bands, as the upscaler does.
      {
        PngStreamWriter writer(path, img.width, img.height, channels, depth);
        const size_t row = size_t(img.width * channels * depth / 8);
        writer.write_rows(img.bytes.data(), 2);
        writer.write_rows(img.bytes.data() + 2 * row, 3);
        writer.write_rows(img.bytes.data() + 5 * row, 1);
        writer.finish();
      }
      Image back = read_image(path);
      CHECK(back.channels == channels);
      CHECK(back.bit_depth == depth);
      CHECK(back.bytes == img.bytes);
    }
}

TEST_CASE("an unfinished PngStreamWriter leaves neither the output nor a temporary file") {
  ScratchDir scratch;
  std::string path = (scratch.dir / "partial.png").string();
  {
    PngStreamWriter writer(path, 4, 4, 3, 8);
    std::vector<uint8_t> row(12, 9);
    writer.write_rows(row.data(), 1);
    CHECK_THROWS_AS(writer.finish(), Error);  // 1 of 4 rows
  }
  CHECK(fs::is_empty(scratch.dir));
}

TEST_CASE("BMP round-trips exactly, JPEG approximately, JPEG drops alpha") {
  ScratchDir scratch;
  Image img = pattern(10, 7, 3, 8);
  std::string bmp = (scratch.dir / "a.bmp").string(), jpg = (scratch.dir / "a.jpg").string();
  write_image(bmp, img, ImageFormat::Bmp);
  CHECK(read_image(bmp).bytes == img.bytes);
  // A smooth image, so a quality-100 JPEG is close.
  Image smooth = Image::allocate(16, 16, 3, 8);
  for (int64_t i = 0; i < smooth.samples(); ++i) smooth.set(i, float(i % 48) / 60.0f);
  write_image(jpg, smooth, ImageFormat::Jpeg, 100);
  Image back = read_image(jpg);
  REQUIRE(back.samples() == smooth.samples());
  int worst = 0;
  for (size_t i = 0; i < back.bytes.size(); ++i) worst = std::max(worst, std::abs(int(back.bytes[i]) - int(smooth.bytes[i])));
  CHECK(worst <= 12);
  write_image(jpg, pattern(8, 8, 4, 16), ImageFormat::Jpeg);
  CHECK(read_image(jpg).channels == 3);
}

TEST_CASE("format names and extensions") {
  CHECK(format_from_extension("x/y.PNG") == ImageFormat::Png);
  CHECK(format_from_extension("a.jpeg") == ImageFormat::Jpeg);
  CHECK(format_from_extension("a.JPG") == ImageFormat::Jpeg);
  CHECK(format_from_extension("a.bmp") == ImageFormat::Bmp);
  CHECK_FALSE(format_from_extension("a.gif").has_value());
  CHECK_FALSE(format_from_extension("png").has_value());
  CHECK(format_from_name("jpg") == ImageFormat::Jpeg);
}

TEST_CASE("bad image files are located errors, never crashes") {
  ScratchDir scratch;
  const std::string png = read_bytes(kData + "/rgb20x14.png");
  std::string where;

  CHECK(kind_of((scratch.dir / "missing.png").string(), &where) == ErrorKind::Io);
  CHECK(where.find("missing.png") != std::string::npos);
  CHECK(kind_of(scratch.put("empty.png", "")) == ErrorKind::Parse);
  CHECK(kind_of(scratch.put("anim.gif", "GIF89a\x01\x00\x01\x00\x00\x00\x00;")) == ErrorKind::Unsupported);
  CHECK(kind_of(scratch.put("text.png", "hello, not an image")) == ErrorKind::Unsupported);

  // Truncated at many points: header, inside IDAT, just before IEND.
  for (size_t cut : {size_t(8), size_t(20), size_t(40), png.size() / 2, png.size() - 13}) {
    CAPTURE(cut);
    ErrorKind k = kind_of(scratch.put("cut.png", png.substr(0, cut)), &where);
    CHECK(k == ErrorKind::Parse);
    CHECK(where.find("cut.png") != std::string::npos);
  }
  // A flipped byte in the compressed data.
  std::string flipped = png;
  flipped[png.size() / 2] = char(flipped[png.size() / 2] ^ 0x5A);
  CHECK(kind_of(scratch.put("flipped.png", flipped)) == ErrorKind::Parse);

  // An IHDR claiming 100000 x 100000 pixels: refused before any allocation.
  std::string huge = png;
  const char dims[8] = {0, 1, char(0x86), char(0xA0), 0, 1, char(0x86), char(0xA0)};
  std::memcpy(&huge[16], dims, 8);
  CHECK(kind_of(scratch.put("huge.png", huge)) == ErrorKind::Limit);  // stb does not check CRCs

  // An IDAT chunk declaring 1 GiB, more than the file holds: refused before stb sizes a buffer
  // for it (it allocated 2 GiB for the 178-byte tests/regressions/image/png_chunk_longer_than_file.png).
  std::string long_chunk = png;
  const size_t idat = long_chunk.find("IDAT") - 4;
  const char gib[4] = {0x40, 0, 0, 0};
  std::memcpy(&long_chunk[idat], gib, 4);
  try {
    read_image(scratch.put("long_chunk.png", long_chunk));
    FAIL("a PNG chunk longer than the file was accepted");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == ErrorKind::Parse);
    CHECK(std::string(e.what()).find("chunk 'IDAT' declares 1073741824 bytes") != std::string::npos);
  }

  // Truncated JPEG and BMP (stb alone would pad them with black).
  Image img = pattern(24, 16, 3, 8);
  write_image((scratch.dir / "full.jpg").string(), img, ImageFormat::Jpeg);
  write_image((scratch.dir / "full.bmp").string(), img, ImageFormat::Bmp);
  std::string jpg = read_bytes((scratch.dir / "full.jpg").string()), bmp = read_bytes((scratch.dir / "full.bmp").string());
  CHECK(kind_of(scratch.put("cut.jpg", jpg.substr(0, jpg.size() * 2 / 3)), &where) == ErrorKind::Parse);
  CHECK(where.find("cut.jpg") != std::string::npos);
  CHECK(kind_of(scratch.put("cut.bmp", bmp.substr(0, bmp.size() - 10))) == ErrorKind::Parse);
  CHECK(kind_of(scratch.put("head.bmp", bmp.substr(0, 20))) == ErrorKind::Parse);
  CHECK(read_image((scratch.dir / "full.bmp").string()).bytes == img.bytes);
}

TEST_CASE("JPEG scans must name Huffman tables that a DHT segment defined before them") {
  // A progressive JPEG (Pillow's libjpeg) defines each AC table just before the scans that use
  // it, and its first DC scan names an AC table no segment has defined yet: it must decode.
  // Its pixels as libjpeg decodes them are the oracle; two decoders' IDCTs and chroma upsampling
  // differ by a few levels.
  const Image progressive = read_image(kData + "/rgb20x14_progressive.jpg");
  loaders::NpyArray want = loaders::load_npy(kData + "/rgb20x14_progressive.rgb.npy");
  REQUIRE(want.nbytes == progressive.bytes.size());
  const auto* expected = static_cast<const uint8_t*>(want.data);
  int worst = 0;
  for (size_t i = 0; i < want.nbytes; ++i) worst = std::max(worst, std::abs(int(progressive.bytes[i]) - int(expected[i])));
  CHECK(worst <= 8);

  // A baseline JPEG whose last DHT table (AC 1, used by the chroma components) is relabelled AC
  // 3: its scan now decodes with AC table 1, which nothing defined (Debian's stb read it
  // uninitialised and indexed past its 256 symbols; fuzz_image, 2026-12-05).
  ScratchDir scratch;
  write_image((scratch.dir / "base.jpg").string(), pattern(24, 16, 3, 8), ImageFormat::Jpeg);
  std::string jpg = read_bytes((scratch.dir / "base.jpg").string());
  const size_t dht = jpg.find("\xFF\xC4");
  REQUIRE(dht != std::string::npos);
  size_t table = dht + 4, last = 0;
  const size_t end = dht + 2 + (size_t(uint8_t(jpg[dht + 2])) << 8 | uint8_t(jpg[dht + 3]));
  while (table < end) {
    last = table;
    size_t codes = 0;
    for (size_t k = 1; k <= 16; ++k) codes += uint8_t(jpg[table + k]);
    table += 17 + codes;
  }
  REQUIRE(uint8_t(jpg[last]) == 0x11);
  CHECK_NOTHROW(read_image(scratch.put("base.jpg", jpg)));
  jpg[last] = 0x13;
  for (const std::string& path : {scratch.put("undefined_ac.jpg", jpg),
                                  std::string(LINRT_SOURCE_DIR) + "/tests/regressions/image/jpeg_scan_uses_undefined_huffman_table.jpg"}) {
    CAPTURE(path);
    try {
      read_image(path);
      FAIL("a scan using an undefined Huffman table was accepted");
    } catch (const Error& e) {
      CHECK(e.kind() == ErrorKind::Parse);
      CHECK(std::string(e.what()).find("with AC Huffman table 1, which no DHT segment before it defines") !=
            std::string::npos);
    }
  }
}

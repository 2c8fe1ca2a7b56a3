#include "linrt/image.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <zlib.h>

#include "linrt/error.h"
#include "loaders/file_write.h"
#include "loaders/mapped_file.h"

// stb is compiled here with internal linkage and only the three decoders linrt accepts, so a
// GIF/PSD/TGA/HDR file is refused rather than half-supported, and no symbol clashes with another
// copy of stb in the program. Data always comes from memory (the file is mapped first).
#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_ONLY_BMP
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
// The JPEG bit reader of Debian 12's stb_image (2022-09) shifts a 32-bit word by more than 31
// on corrupt entropy-coded data (its bit count goes negative; stb 2.28 clamps it). The shifted
// bits are garbage that the decoder then reads through masked table lookups; fuzzing under
// AddressSanitizer finds no access out of bounds after it. Its PNG reader also passes a null
// buffer to memcpy for a zero-length first IDAT chunk (valid PNG; nothing is copied). Its JPEG
// DC prediction overflows `int` on corrupt data (dc * dequant; 2.28 checks it), which this file's
// -fwrapv (loaders/CMakeLists.txt) makes a defined wrap to garbage pixels. UBSan's shift,
// nonnull and signed-overflow checks are therefore off in stb's functions only, so that fuzzing
// (scripts/fuzz.sh) keeps checking everything else.
// Its JPEG Huffman decoder asserts that a decoded code matches its table entry, which a corrupt
// but bounds-clean stream can break (fuzz regression jpeg_huffman_code_mismatch.jpg); the
// decoder then reads in-range table entries and yields garbage pixels. Release builds compile
// stb's asserts out (NDEBUG); they are off in every build, so a corrupt image never aborts the
// process, and the fuzz and sanitizer builds check the accesses that follow instead.
#define STBI_ASSERT(x) ((void)0)
#if defined(__clang__)
#pragma clang attribute push(__attribute__((no_sanitize("shift", "nonnull-attribute", "signed-integer-overflow"))), apply_to = function)
#endif
#include <stb/stb_image.h>
#include <stb/stb_image_write.h>
#if defined(__clang__)
#pragma clang attribute pop
#endif
#pragma GCC diagnostic pop

namespace linrt::image {

namespace {

[[noreturn]] void fail(ErrorKind kind, const std::string& where, const std::string& message) {
  throw Error(kind, where, message);
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

uint32_t read_le32(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }
uint32_t read_be32(const uint8_t* p) { return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | uint32_t(p[3]); }
uint16_t read_le16(const uint8_t* p) { return uint16_t(p[0] | p[1] << 8); }

enum class Signature { Png, Jpeg, Bmp, Other };

Signature signature_of(std::span<const uint8_t> b) {
  static const uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (b.size() >= 8 && std::memcmp(b.data(), png, 8) == 0) return Signature::Png;
  if (b.size() >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return Signature::Jpeg;
  if (b.size() >= 2 && b[0] == 'B' && b[1] == 'M') return Signature::Bmp;
  return Signature::Other;
}

// stb's JPEG and BMP decoders pad missing bytes with zeros instead of failing, so truncation is
// detected here from the container itself.
void check_not_truncated(Signature sig, std::span<const uint8_t> b, const std::string& name) {
  if (sig == Signature::Jpeg) {
    // The end-of-image marker FF D9; some writers append a few bytes of padding after it.
    size_t from = b.size() > 4096 ? b.size() - 4096 : 0;
    for (size_t i = b.size(); i-- > from + 1;)
      if (b[i - 1] == 0xFF && b[i] == 0xD9) return;
    fail(ErrorKind::Parse, name, "truncated JPEG: no end-of-image marker");
  }
  if (sig == Signature::Bmp) {
    if (b.size() < 34) fail(ErrorKind::Parse, name, "truncated BMP header");
    uint32_t pixel_offset = read_le32(&b[10]);
    int32_t width = int32_t(read_le32(&b[18])), height = int32_t(read_le32(&b[22]));
    uint16_t bits = read_le16(&b[28]);
    uint32_t compression = read_le32(&b[30]);
    if (compression != 0 && compression != 3) return;  // RLE sizes are not fixed; stb refuses RLE
    int64_t row_bytes = ((std::abs(int64_t(width)) * bits + 31) / 32) * 4;
    int64_t rows = std::abs(int64_t(height));
    // row_bytes * rows can overflow int64 for hostile headers, so compare by division.
    int64_t avail = int64_t(b.size()) - int64_t(pixel_offset);
    if (avail < 0 || (rows > 0 && row_bytes > avail / rows))
      fail(ErrorKind::Parse, name, "truncated BMP: " + std::to_string(b.size()) + " bytes, the header declares " +
                                       std::to_string(rows) + " rows of " + std::to_string(row_bytes) +
                                       " bytes from offset " + std::to_string(pixel_offset));
  }
}

// Two faults of the stb_image in Debian 12 (2022-09) that its Huffman tables open, refused here
// before stb sees the file (the marker segments are walked as stb reads them, skipping
// entropy-coded data):
// - a DHT segment declaring more than 256 codes makes it write past its 257-entry code-length
//   table (later stb versions refuse such tables);
// - a scan whose component names a DC or AC table that no DHT segment before it defined makes it
//   decode through an uninitialised table (its decoder state is malloc'd, not cleared), and index
//   past the table's 256 symbols (fuzz_image, 2026-12-05).
void check_jpeg_huffman_tables(std::span<const uint8_t> b, const std::string& name) {
  bool defined[2][4] = {};  // [class: 0 DC, 1 AC][table id]
  bool progressive = false;
  size_t i = 2;  // after SOI
  while (i + 1 < b.size()) {
    if (b[i] != 0xFF || b[i + 1] == 0xFF) {  // entropy-coded data, or fill before a marker
      ++i;
      continue;
    }
    const uint8_t marker = b[i + 1];
    if (marker == 0x00 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {  // no length field
      i += 2;
      continue;
    }
    if (marker == 0xD9 || i + 4 > b.size()) return;  // EOI, or a cut-off length (stb reports it)
    const size_t length = size_t(b[i + 2]) << 8 | b[i + 3];
    auto at = [&](size_t p) -> unsigned { return p < b.size() ? b[p] : 0; };  // stb reads zeros past the end
    if (marker == 0xC2) progressive = true;
    if (marker == 0xC4) {
      // As stb reads it: tables follow one another while the segment has bytes left, and a
      // table may run past the segment's end.
      int64_t left = int64_t(length) - 2;
      for (size_t p = i + 4; left > 0;) {
        size_t codes = 0;
        for (size_t k = 1; k <= 16; ++k) codes += at(p + k);
        if (codes > 256)
          fail(ErrorKind::Parse, name,
               "corrupt JPEG: a Huffman table declares " + std::to_string(codes) + " codes (at most 256)");
        const unsigned table_class = at(p) >> 4, id = at(p) & 15;
        if (table_class <= 1 && id <= 3) defined[table_class][id] = true;  // stb refuses the others
        p += 17 + codes;
        left -= int64_t(17 + codes);
      }
    }
    if (marker == 0xDA) {
      // SOS: Ns, then (component, DC table << 4 | AC table) per component, then Ss, Se, Ah << 4 | Al.
      // A baseline scan decodes with both tables; a progressive one with the DC table in its
      // first DC scan (Ss 0, Ah 0; DC refinement reads raw bits) and the AC table in AC scans.
      const unsigned components = at(i + 4);
      const size_t spectral = i + 5 + 2 * size_t(components);
      const bool dc_scan = at(spectral) == 0;
      const bool uses_dc = !progressive || (dc_scan && (at(spectral + 2) >> 4) == 0);
      const bool uses_ac = !progressive || !dc_scan;
      for (unsigned k = 0; k < components; ++k) {
        const unsigned tables = at(i + 6 + 2 * size_t(k)), dc = tables >> 4, ac = tables & 15;
        const auto undefined = [&](const char* kind, unsigned id) {
          fail(ErrorKind::Parse, name,
               "corrupt JPEG: the scan at byte " + std::to_string(i) + " decodes component " +
                   std::to_string(at(i + 5 + 2 * size_t(k))) + " with " + kind + " Huffman table " +
                   std::to_string(id) + ", which no DHT segment before it defines");
        };
        if (uses_dc && dc <= 3 && !defined[0][dc]) undefined("DC", dc);  // ids over 3: stb refuses them
        if (uses_ac && ac <= 3 && !defined[1][ac]) undefined("AC", ac);
      }
    }
    i += 2 + std::max<size_t>(length, 2);
  }
}

// stb grows its buffer for the compressed data to hold each IDAT chunk's declared length before
// it reads the chunk, so a 100-byte PNG declaring a 1 GiB chunk made it allocate 2 GiB (found by
// fuzz_image as an out-of-memory). No chunk of a well-formed file runs past the file's end, so
// the chunk headers are walked here and such a chunk refused first.
void check_png_chunks(std::span<const uint8_t> b, const std::string& name) {
  for (size_t i = 8; i + 8 <= b.size();) {
    const size_t length = read_be32(&b[i]);
    const std::string type(reinterpret_cast<const char*>(&b[i + 4]), 4);
    const size_t left = b.size() - (i + 8);
    if (length > left)
      fail(ErrorKind::Parse, name, "truncated PNG: chunk '" + type + "' declares " + std::to_string(length) +
                                       " bytes, the file has " + std::to_string(left) + " left");
    if (type == "IEND") return;
    i += 12 + length;
  }
}

const char* stb_reason() {
  const char* reason = stbi_failure_reason();
  return reason ? reason : "unknown decoder error";
}

// Tells the stream writer's zlib and CRC code which bytes to append.
void append(std::vector<uint8_t>& out, const void* p, size_t n) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  out.insert(out.end(), b, b + n);
}

void append_be32(std::vector<uint8_t>& out, uint32_t v) {
  uint8_t b[4] = {uint8_t(v >> 24), uint8_t(v >> 16), uint8_t(v >> 8), uint8_t(v)};
  append(out, b, 4);
}

std::atomic<uint64_t> temp_counter{0};

std::string temporary_path_for(const std::string& path) {
  return path + ".tmp-" + std::to_string(getpid()) + "-" + std::to_string(temp_counter++);
}

}  // namespace

std::optional<ImageFormat> format_from_name(const std::string& name) {
  std::string n = lower(name);
  if (n == "png") return ImageFormat::Png;
  if (n == "jpg" || n == "jpeg") return ImageFormat::Jpeg;
  if (n == "bmp") return ImageFormat::Bmp;
  return std::nullopt;
}

std::optional<ImageFormat> format_from_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  if (ext.empty()) return std::nullopt;
  return format_from_name(ext.substr(1));
}

const char* extension_of(ImageFormat format) {
  switch (format) {
    case ImageFormat::Png: return "png";
    case ImageFormat::Jpeg: return "jpg";
    case ImageFormat::Bmp: return "bmp";
  }
  return "png";
}

Image Image::allocate(int64_t width, int64_t height, int channels, int bit_depth) {
  Image image;
  image.width = width;
  image.height = height;
  image.channels = channels;
  image.bit_depth = bit_depth;
  image.bytes.assign(size_t(width * height * channels * (bit_depth / 8)), 0);
  return image;
}

void Image::set(int64_t i, float value) {
  float v = std::clamp(value, 0.0f, 1.0f);
  if (bit_depth == 16)
    reinterpret_cast<uint16_t*>(bytes.data())[i] = uint16_t(std::lrint(v * 65535.0f));
  else
    bytes[size_t(i)] = uint8_t(std::lrint(v * 255.0f));
}

Image decode_image(std::span<const uint8_t> bytes, const std::string& name, const ImageLimits& limits) {
  Signature sig = signature_of(bytes);
  if (sig == Signature::Other) {
    if (bytes.empty()) fail(ErrorKind::Parse, name, "empty file");
    fail(ErrorKind::Unsupported, name, "not a PNG, JPEG or BMP image");
  }
  if (bytes.size() > size_t(INT32_MAX)) fail(ErrorKind::Limit, name, "image file larger than 2 GiB");
  check_not_truncated(sig, bytes, name);
  if (sig == Signature::Jpeg) check_jpeg_huffman_tables(bytes, name);
  if (sig == Signature::Png) check_png_chunks(bytes, name);
  auto check_size = [&](int64_t width, int64_t height) {
    if (width > limits.max_width || height > limits.max_height || width * height > limits.max_pixels)
      fail(ErrorKind::Limit, name,
           "image of " + std::to_string(width) + "x" + std::to_string(height) + " pixels exceeds the limit of " +
               std::to_string(limits.max_width) + "x" + std::to_string(limits.max_height) + ", " +
               std::to_string(limits.max_pixels) + " pixels");
  };
  // stb refuses images over 1 GiB of samples as "corrupt"; a PNG's size is read here first so
  // that an oversized one is reported as such.
  if (sig == Signature::Png && bytes.size() >= 24)
    check_size(int64_t(read_be32(&bytes[16])), int64_t(read_be32(&bytes[20])));
  int len = int(bytes.size());
  int width = 0, height = 0, channels = 0;
  if (!stbi_info_from_memory(bytes.data(), len, &width, &height, &channels))
    fail(ErrorKind::Parse, name, std::string("corrupt image header: ") + stb_reason());
  if (width <= 0 || height <= 0) fail(ErrorKind::Parse, name, "image has no pixels");
  check_size(width, height);
  bool sixteen = stbi_is_16_bit_from_memory(bytes.data(), len) != 0;
  int got_w = 0, got_h = 0, got_c = 0;
  void* pixels = sixteen ? static_cast<void*>(stbi_load_16_from_memory(bytes.data(), len, &got_w, &got_h, &got_c, 0))
                         : static_cast<void*>(stbi_load_from_memory(bytes.data(), len, &got_w, &got_h, &got_c, 0));
  if (!pixels) fail(ErrorKind::Parse, name, std::string("corrupt image data: ") + stb_reason());
  Image image = Image::allocate(got_w, got_h, got_c, sixteen ? 16 : 8);
  std::memcpy(image.bytes.data(), pixels, image.bytes.size());
  stbi_image_free(pixels);
  if (got_c < 1 || got_c > 4) fail(ErrorKind::Unsupported, name, std::to_string(got_c) + " channels");
  return image;
}

Image read_image(const std::string& path, const ImageLimits& limits) {
  auto file = loaders::MappedFile::open(path, limits.max_file_bytes);
  return decode_image({file->data(), file->size()}, path, limits);
}

// ---------------------------------------------------------------------------------------------
// PNG writer: signature, IHDR, IDAT chunks from one zlib stream fed row by row, IEND. Every row
// uses the Paeth filter, which compresses photographs well at little cost. zlib runs at level 1:
// at level 6 deflate took 26% of linrt-upscale's CPU time on 1-megapixel outputs, a third of
// the model's own; level 1 costs a fraction of that for files about 9% larger.

struct PngStreamWriter::State {
  std::string path, temp_path;
  FILE* file = nullptr;
  int64_t width = 0, height = 0, rows_written = 0;
  int channels = 0, bit_depth = 8, pixel_bytes = 0;
  size_t row_bytes = 0;
  std::vector<uint8_t> previous, current, filtered, compressed;
  z_stream zs{};
  bool zs_open = false, finished = false;

  void write_raw(const void* p, size_t n) {
    if (std::fwrite(p, 1, n, file) != n)
      fail(ErrorKind::Io, path, std::string("cannot write: ") + std::strerror(errno));
  }
  void write_chunk(const char type[4], const uint8_t* data, size_t n) {
    std::vector<uint8_t> head;
    append_be32(head, uint32_t(n));
    append(head, type, 4);
    write_raw(head.data(), head.size());
    if (n) write_raw(data, n);
    uint32_t crc = uint32_t(crc32(0, reinterpret_cast<const Bytef*>(type), 4));
    if (n) crc = uint32_t(crc32(crc, data, uInt(n)));
    std::vector<uint8_t> tail;
    append_be32(tail, crc);
    write_raw(tail.data(), 4);
  }
  // Runs deflate over `input` (flush: Z_NO_FLUSH or Z_FINISH), writing full output buffers as IDAT.
  void deflate_bytes(const uint8_t* input, size_t n, int flush) {
    zs.next_in = const_cast<Bytef*>(input);
    zs.avail_in = uInt(n);
    int status = Z_OK;
    do {
      zs.next_out = compressed.data();
      zs.avail_out = uInt(compressed.size());
      status = deflate(&zs, flush);
      if (status == Z_STREAM_ERROR) fail(ErrorKind::Io, path, "zlib deflate failed");
      size_t produced = compressed.size() - zs.avail_out;
      if (produced) write_chunk("IDAT", compressed.data(), produced);
    } while (zs.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END));
  }
};

PngStreamWriter::PngStreamWriter(const std::string& path, int64_t width, int64_t height, int channels, int bit_depth)
    : state_(new State) {
  State& s = *state_;
  s.path = path;
  if (width < 1 || height < 1 || width > INT32_MAX || height > INT32_MAX || channels < 1 || channels > 4 ||
      (bit_depth != 8 && bit_depth != 16)) {
    delete state_;
    fail(ErrorKind::Invalid, path, "cannot write a PNG of " + std::to_string(width) + "x" + std::to_string(height) +
                                       "x" + std::to_string(channels) + " at " + std::to_string(bit_depth) + " bits");
  }
  s.width = width;
  s.height = height;
  s.channels = channels;
  s.bit_depth = bit_depth;
  s.pixel_bytes = channels * bit_depth / 8;
  s.row_bytes = size_t(width) * size_t(s.pixel_bytes);
  s.previous.assign(s.row_bytes, 0);
  s.current.resize(s.row_bytes);
  s.filtered.resize(s.row_bytes + 1);
  s.compressed.resize(size_t(1) << 18);
  s.temp_path = temporary_path_for(path);
  s.file = std::fopen(s.temp_path.c_str(), "wb");
  if (!s.file) {
    std::string reason = std::strerror(errno);
    delete state_;
    fail(ErrorKind::Io, path, "cannot create: " + reason);
  }
  try {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    s.write_raw(signature, 8);
    std::vector<uint8_t> ihdr;
    append_be32(ihdr, uint32_t(width));
    append_be32(ihdr, uint32_t(height));
    static const uint8_t color_type[5] = {0, 0, 4, 2, 6};  // grey, grey+alpha, RGB, RGBA
    uint8_t rest[5] = {uint8_t(bit_depth), color_type[channels], 0, 0, 0};
    append(ihdr, rest, 5);
    s.write_chunk("IHDR", ihdr.data(), ihdr.size());
    if (deflateInit(&s.zs, 1) != Z_OK) fail(ErrorKind::Io, path, "zlib init failed");
    s.zs_open = true;
  } catch (...) {
    std::fclose(s.file);
    std::remove(s.temp_path.c_str());
    delete state_;
    throw;
  }
}

PngStreamWriter::~PngStreamWriter() {
  if (state_->zs_open) deflateEnd(&state_->zs);
  if (!state_->finished) {
    if (state_->file) std::fclose(state_->file);
    std::remove(state_->temp_path.c_str());
  }
  delete state_;
}

void PngStreamWriter::write_rows(const uint8_t* samples, int64_t rows) {
  State& s = *state_;
  if (s.finished || s.rows_written + rows > s.height)
    fail(ErrorKind::Invalid, s.path, "more rows written than the image has");
  const int bpp = s.pixel_bytes;
  for (int64_t r = 0; r < rows; ++r) {
    const uint8_t* src = samples + size_t(r) * s.row_bytes;
    if (s.bit_depth == 16) {  // PNG stores 16-bit samples big-endian
      for (size_t i = 0; i < s.row_bytes; i += 2) {
        uint16_t v;
        std::memcpy(&v, src + i, 2);
        s.current[i] = uint8_t(v >> 8);
        s.current[i + 1] = uint8_t(v);
      }
    } else {
      std::memcpy(s.current.data(), src, s.row_bytes);
    }
    s.filtered[0] = 4;  // Paeth
    for (size_t i = 0; i < s.row_bytes; ++i) {
      int a = i >= size_t(bpp) ? s.current[i - bpp] : 0;
      int b = s.previous[i];
      int c = i >= size_t(bpp) ? s.previous[i - bpp] : 0;
      int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
      int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
      s.filtered[i + 1] = uint8_t(s.current[i] - predictor);
    }
    s.deflate_bytes(s.filtered.data(), s.filtered.size(), Z_NO_FLUSH);
    std::swap(s.previous, s.current);
  }
  s.rows_written += rows;
}

void PngStreamWriter::finish() {
  State& s = *state_;
  if (s.finished) return;
  if (s.rows_written != s.height)
    fail(ErrorKind::Invalid, s.path, std::to_string(s.rows_written) + " of " + std::to_string(s.height) + " rows written");
  s.deflate_bytes(nullptr, 0, Z_FINISH);
  s.write_chunk("IEND", nullptr, 0);
  bool ok = std::fflush(s.file) == 0 && fsync(fileno(s.file)) == 0;
  ok = std::fclose(s.file) == 0 && ok;
  s.file = nullptr;
  if (!ok || std::rename(s.temp_path.c_str(), s.path.c_str()) != 0) {
    std::string reason = std::strerror(errno);
    std::remove(s.temp_path.c_str());
    fail(ErrorKind::Io, s.path, "cannot write: " + reason);
  }
  s.finished = true;
}

// ---------------------------------------------------------------------------------------------

void write_image(const std::string& path, const Image& image, ImageFormat format, int jpeg_quality) {
  if (format == ImageFormat::Png) {
    PngStreamWriter writer(path, image.width, image.height, image.channels, image.bit_depth);
    writer.write_rows(image.bytes.data(), image.height);
    writer.finish();
    return;
  }
  if (image.width > 65535 || image.height > 65535)
    fail(ErrorKind::Limit, path, "JPEG and BMP images are limited to 65535 pixels a side");
  // stb writes 8-bit samples only.
  std::vector<uint8_t> eight;
  const uint8_t* samples = image.bytes.data();
  if (image.bit_depth == 16) {
    eight.resize(size_t(image.samples()));
    const uint16_t* wide = reinterpret_cast<const uint16_t*>(image.bytes.data());
    for (size_t i = 0; i < eight.size(); ++i) eight[i] = uint8_t((uint32_t(wide[i]) * 255 + 32767) / 65535);
    samples = eight.data();
  }
  std::vector<uint8_t> encoded;
  auto sink = [](void* context, void* data, int size) {
    append(*static_cast<std::vector<uint8_t>*>(context), data, size_t(size));
  };
  int ok = format == ImageFormat::Jpeg
               ? stbi_write_jpg_to_func(sink, &encoded, int(image.width), int(image.height), image.channels, samples,
                                        std::clamp(jpeg_quality, 1, 100))
               : stbi_write_bmp_to_func(sink, &encoded, int(image.width), int(image.height), image.channels, samples);
  if (!ok) fail(ErrorKind::Io, path, "image encoder failed");
  std::span<const uint8_t> parts[] = {encoded};
  loaders::write_file_atomically(path, parts);
}

}  // namespace linrt::image

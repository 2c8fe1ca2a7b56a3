// Reading and writing images: PNG (8/16-bit grey, grey+alpha, RGB, RGBA, palette), JPEG and
// BMP. Every failure is a linrt::Error whose `where` is the file's path: Io when the file cannot
// be read or written, Parse when its bytes are corrupt or truncated, Unsupported for another
// format, Limit when its dimensions exceed ImageLimits. Nothing here crashes on bad bytes.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace linrt::image {

enum class ImageFormat { Png, Jpeg, Bmp };

// "png", "jpg"/"jpeg", "bmp" (any case); nullopt for anything else.
std::optional<ImageFormat> format_from_name(const std::string& name);
// The format a path's extension names; nullopt when it names none of the three.
std::optional<ImageFormat> format_from_extension(const std::string& path);
const char* extension_of(ImageFormat format);

// Interleaved samples, row-major, `channels` per pixel: 1 grey, 2 grey+alpha, 3 RGB, 4 RGBA.
// 8-bit images store uint8 samples; 16-bit images store native-endian uint16 samples.
struct Image {
  int64_t width = 0, height = 0;
  int channels = 0;
  int bit_depth = 8;  // 8 or 16
  std::vector<uint8_t> bytes;

  static Image allocate(int64_t width, int64_t height, int channels, int bit_depth);
  int64_t samples() const { return width * height * channels; }
  int max_value() const { return bit_depth == 16 ? 65535 : 255; }
  // Sample `i` (in interleaved order) scaled to [0, 1].
  float get(int64_t i) const {
    return bit_depth == 16 ? float(reinterpret_cast<const uint16_t*>(bytes.data())[i]) * (1.0f / 65535.0f)
                           : float(bytes[size_t(i)]) * (1.0f / 255.0f);
  }
  // Stores `value` (clamped to [0, 1], rounded to nearest) as sample `i`.
  void set(int64_t i, float value);
};

struct ImageLimits {
  int64_t max_width = 65535, max_height = 65535;
  int64_t max_pixels = int64_t(1) << 28;   // 268 M pixels
  size_t max_file_bytes = size_t(2) << 30;  // 2 GiB
};

// Reads a PNG, JPEG or BMP file, recognised by its first bytes (not its name). A palette PNG
// comes back as RGB or RGBA; a 16-bit PNG stays 16-bit.
Image read_image(const std::string& path, const ImageLimits& limits = {});
// Same from bytes in memory; `name` is used in errors.
Image decode_image(std::span<const uint8_t> bytes, const std::string& name, const ImageLimits& limits = {});

// Writes `image` to `path` atomically (temporary file beside it, then rename). PNG keeps 8 or 16
// bits; JPEG and BMP are 8-bit (16-bit samples are rounded down to 8 bits) and JPEG drops alpha.
void write_image(const std::string& path, const Image& image, ImageFormat format, int jpeg_quality = 95);

// A PNG written a band of rows at a time, so an image never has to be whole in memory. Rows go
// to a temporary file beside `path`; finish() renames it into place. Destroyed without finish(),
// the temporary file is removed and `path` is untouched.
class PngStreamWriter {
 public:
  PngStreamWriter(const std::string& path, int64_t width, int64_t height, int channels, int bit_depth);
  ~PngStreamWriter();
  PngStreamWriter(const PngStreamWriter&) = delete;
  PngStreamWriter& operator=(const PngStreamWriter&) = delete;

  // Appends `rows` full rows of interleaved samples (bit_depth 16: native-endian uint16).
  void write_rows(const uint8_t* samples, int64_t rows);
  void finish();

 private:
  struct State;
  State* state_;
};

}  // namespace linrt::image

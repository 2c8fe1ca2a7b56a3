// The upscaling pipeline of linrt-upscale: an image is cut into tiles, each tile (with a margin
// of real or mirrored pixels around it) runs through the model, and the centres of the tile
// outputs are stitched into bands of output rows that go to a sink as soon as they are complete.
//
// What an image's output is: the model applied to the image extended by `border` mirrored
// pixels on each side (0, the default: not extended, so the model's own zero padding of every
// layer is the border, as in PyTorch's model(image) and Real-ESRGAN's untiled inference), the
// centre kept. Why it does not depend on the tile size: a tile runs on a window of the extended
// image that holds the tile plus `margin` pixels of real context on every side that has some
// (a window side on the extended image's edge needs none: the model zero-pads there per layer
// just as on the whole extended image), and a model whose receptive-field radius is at most
// `margin` computes the same values for the tile whatever lies beyond. The compact model's
// radius is 18 (18 3x3 convolutions at input resolution), and its margin is 18. So a 64x64
// image runs the model on 64x64 pixels, and seams cost margins only inside the image.
//
// Alpha: the model sees the colour premultiplied by alpha, so that the colour of transparent
// pixels (which nobody sees, and which is often junk) does not bleed into visible ones; alpha
// itself is upscaled bicubically, and the output colour is divided by it again.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <string>

#include "linrt/linrt.h"
#include "linrt/image.h"

namespace linrt::upscale {

struct UpscaleModel {
  std::string name, path;
  Model model;
  int scale = 4;
  int margin = 16;  // input pixels of context on each side of a tile
  // For a model exported with a fixed input shape (input_size x input_size): every tile is run
  // at that size, the last ones filled with mirrored pixels. 0: the model takes any size.
  int64_t input_size = 0;

  // Loads `path` (.mlir); scale and margin come from the .json beside it ({"scale": s,
  // "margin": m, optionally "input_size": n}), or, when there is none, the scale is measured
  // with a small run and the margin is 16.
  static UpscaleModel load(const std::string& path);
};

struct UpscaleOptions {
  // Tile size in input pixels; 0: from memory_budget on the CPU, from the device's free memory
  // on Vulkan (half of device_memory's free_bytes, shared by the sessions; fixed-size models:
  // ignored).
  int tile = 0;
  bool tta = false;       // average the 8 flips/transposes
  // Mirrored pixels added on each side of the image before the model runs (see above):
  // 0 = none, the model's zero padding; kMarginBorder = the model's margin (what linrt did
  // before, --border mirror); ncnn's Real-ESRGAN pads by 10. A model exported with a fixed input
  // size always gets its margin.
  int border = 0;
  static constexpr int kMarginBorder = -1;
  SessionOptions session;
  int64_t memory_budget = int64_t(1) << 30;  // bytes of model working memory per tile, for tile 0
  int bit_depth = 0;      // bits per output sample, 8 or 16; 0: the input's
  // Vulkan devices to split each row of tiles across (-g 0,1): one session per entry, each
  // running every n-th tile on its own thread. Empty: the one device of `session`.
  std::vector<int> device_indices;
};

// What a run produces: the shape of the output image.
struct OutputShape {
  int64_t width = 0, height = 0;
  int channels = 0, bit_depth = 8;
};

class Upscaler {
 public:
  Upscaler(const UpscaleModel& model, const UpscaleOptions& options);

  OutputShape output_shape(const image::Image& input) const;
  // The tile size used for an image of this size.
  int64_t tile_size(const image::Image& input) const;
  // The tile size for an image at least that large, and where it came from ("-t", "fixed by
  // the model", "1024 MiB memory budget (CPU)", "... of 7800 MiB free on vulkan:0 ...").
  int64_t tile_size() const;
  const std::string& tile_source() const { return tile_source_; }
  int64_t tile_count(const image::Image& input) const;

  // Upscales `input`. `rows` receives consecutive bands of complete output rows (interleaved
  // samples in output_shape's layout, 16-bit as native uint16), top to bottom; `tile_done`
  // is called after every tile with (tiles done, tiles in all).
  using RowSink = std::function<void(const uint8_t* samples, int64_t rows)>;
  using TileProgress = std::function<void(int64_t done, int64_t total)>;
  // On Vulkan, a device out of memory before any row went out retries the image with tiles half
  // as large, down to kMinTile, and then fails with an Error (Device) that says so.
  void run(const image::Image& input, const RowSink& rows, const TileProgress& tile_done = {});
  static constexpr int64_t kMinTile = 16;

  // Convenience: the whole output image in memory.
  image::Image run_to_image(const image::Image& input);

 private:
  const UpscaleModel& model_;
  UpscaleOptions options_;
  void run_tiles(const image::Image& input, const RowSink& rows, const TileProgress& tile_done);
  void choose_memory_budget();
  int64_t border_pixels() const;

  std::vector<Session> sessions_;  // one per device
  int64_t tile_limit_ = 0;         // > 0: the tile size after an out-of-memory retry
  int64_t memory_budget_ = 0;      // bytes of working memory per tile, for tile 0
  std::string tile_source_;
};

// Resamples an image that arrives in bands of rows (interleaved samples as Upscaler::run gives
// them) to another size, and passes the result on in bands: a separable bicubic filter (a = -0.5)
// whose support widens by the reduction factor when it shrinks, so that it antialiases, with
// the taps cut at the borders and renormalised, as PIL and PyTorch's
// interpolate(mode="bicubic", antialias=True) compute it. Colour is filtered premultiplied by
// alpha. Only the source rows that later output rows still need are kept.
class Resampler {
 public:
  Resampler(int64_t in_width, int64_t in_height, int64_t out_width, int64_t out_height, int channels, int bit_depth,
            Upscaler::RowSink sink);
  // Takes the next `rows` source rows; passes on every output row they complete.
  void push(const uint8_t* samples, int64_t rows);

  struct Taps {
    std::vector<int64_t> first, count;  // per output index: source range
    std::vector<float> weight;          // per output index: `stride` slots, count[i] used
    int64_t stride = 0;
  };

 private:
  int64_t in_width_, in_height_, out_width_, out_height_;
  int channels_, bit_depth_;
  Upscaler::RowSink sink_;
  Taps columns_, rows_;
  std::deque<std::vector<float>> window_;  // horizontally resampled source rows
  int64_t window_first_ = 0, rows_in_ = 0, next_out_ = 0;
};

// The antialiased bicubic taps of one axis (see Resampler).
Resampler::Taps resample_taps(int64_t in_size, int64_t out_size);

// Bicubic resize by an integer factor (Keys' cubic with a = -0.75 and edge clamping, as
// PyTorch's F.interpolate(mode="bicubic", align_corners=False) computes it) of one plane.
// Writes output rows [row_begin, row_end) of the (height*scale) x (width*scale) result.
void bicubic_rows(const float* plane, int64_t width, int64_t height, int scale, int64_t row_begin, int64_t row_end,
                  float* out);

}  // namespace linrt::upscale

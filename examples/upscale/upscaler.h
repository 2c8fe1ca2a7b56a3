// The upscaling pipeline of linrt-upscale: an image is cut into tiles, each tile (with a margin
// of real or mirrored pixels around it) runs through the model, and the centres of the tile
// outputs are stitched into bands of output rows that go to a sink as soon as they are complete.
//
// Why the output does not depend on the tile size: the image is conceptually extended by
// mirroring by `margin` pixels on every side and the model runs on that; a tile sees exactly the
// same pixels within `margin` of its own area, and a model whose receptive-field radius is at
// most `margin` computes the same centre values whatever lies beyond. The compact model's
// radius is 18 (18 3x3 convolutions at input resolution), and its margin is 18.
#pragma once

#include <chrono>
#include <cstdint>
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
  int tile = 0;           // tile size in input pixels; 0: from memory_budget (fixed-size models: ignored)
  bool tta = false;       // average the 8 flips/transposes
  SessionOptions session;
  int64_t memory_budget = int64_t(1) << 30;  // bytes of model working memory per tile, for tile 0
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
  int64_t tile_count(const image::Image& input) const;

  // Upscales `input`. `rows` receives consecutive bands of complete output rows (interleaved
  // samples in output_shape's layout, 16-bit as native uint16), top to bottom; `tile_done`
  // is called after every tile with (tiles done, tiles in all).
  using RowSink = std::function<void(const uint8_t* samples, int64_t rows)>;
  using TileProgress = std::function<void(int64_t done, int64_t total)>;
  void run(const image::Image& input, const RowSink& rows, const TileProgress& tile_done = {});

  // Convenience: the whole output image in memory.
  image::Image run_to_image(const image::Image& input);

 private:
  const UpscaleModel& model_;
  UpscaleOptions options_;
  Session session_;
};

// Bicubic resize by an integer factor (Keys' cubic with a = -0.75 and edge clamping, as
// PyTorch's F.interpolate(mode="bicubic", align_corners=False) computes it) of one plane.
// Writes output rows [row_begin, row_end) of the (height*scale) x (width*scale) result.
void bicubic_rows(const float* plane, int64_t width, int64_t height, int scale, int64_t row_begin, int64_t row_end,
                  float* out);

}  // namespace linrt::upscale

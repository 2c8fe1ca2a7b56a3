#include "upscaler.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

#include "linrt/json.h"

namespace linrt::upscale {

namespace {

// The index an out-of-range coordinate reads when the image is extended by mirroring about its
// edge pixels (…2 1 | 0 1 2 … n-1 | n-2 …), repeated as often as needed.
int64_t mirror(int64_t i, int64_t n) {
  if (n == 1) return 0;
  int64_t period = 2 * (n - 1);
  i %= period;
  if (i < 0) i += period;
  return i < n ? i : period - i;
}

// One of the 8 flip/transpose variants used by TTA: maps (y, x) of an h x w image to its place
// in the variant image (w x h when transposed).
struct Variant {
  bool flip_y = false, flip_x = false, transpose = false;
  void map(int64_t y, int64_t x, int64_t h, int64_t w, int64_t& a, int64_t& b) const {
    if (flip_y) y = h - 1 - y;
    if (flip_x) x = w - 1 - x;
    if (transpose) std::swap(y, x);
    a = y;
    b = x;
  }
};

// Keys' cubic convolution kernel: a = -0.75 is PyTorch's and OpenCV's plain bicubic, a = -0.5
// PIL's and PyTorch's antialiased one.
double cubic_weight(double t, double a = -0.75) {
  t = std::abs(t);
  if (t <= 1) return ((a + 2) * t - (a + 3)) * t * t + 1;
  if (t < 2) return ((a * t - 5 * a) * t + 8 * a) * t - 4 * a;
  return 0;
}

// The 4 source indices and weights of every output coordinate along one axis.
struct CubicTaps {
  std::vector<int64_t> index;
  std::vector<float> weight;
  CubicTaps(int64_t in_size, int scale, int64_t out_begin, int64_t out_end) {
    index.resize(size_t(4 * (out_end - out_begin)));
    weight.resize(index.size());
    for (int64_t o = out_begin; o < out_end; ++o) {
      double source = (double(o) + 0.5) / scale - 0.5;
      double base = std::floor(source);
      double frac = source - base;
      for (int k = 0; k < 4; ++k) {
        size_t slot = size_t(4 * (o - out_begin) + k);
        index[slot] = std::clamp<int64_t>(int64_t(base) - 1 + k, 0, in_size - 1);
        weight[slot] = float(cubic_weight(frac - (k - 1)));
      }
    }
  }
};

// Reads a model output tensor [1, 3, H, W] (any strides) as a dense float array.
std::vector<float> dense_output(const Tensor& t, int64_t h, int64_t w, const std::string& model) {
  const auto& shape = t.shape();
  if (t.dtype() != DType::F32 || shape.size() != 4 || shape[0] != 1 || shape[1] != 3 || shape[2] != h || shape[3] != w) {
    std::ostringstream got;
    for (size_t i = 0; i < shape.size(); ++i) got << (i ? "x" : "") << shape[i];
    throw Error(ErrorKind::Invalid, model,
                "model returned " + got.str() + "x" + std::string(dtype_name(t.dtype())) + ", expected 1x3x" +
                    std::to_string(h) + "x" + std::to_string(w) + "xf32");
  }
  std::vector<float> out(size_t(3 * h * w));
  const auto& st = t.strides();
  const float* p = t.data_as<float>();
  for (int64_t c = 0; c < 3; ++c)
    for (int64_t y = 0; y < h; ++y)
      for (int64_t x = 0; x < w; ++x) out[size_t((c * h + y) * w + x)] = p[c * st[1] + y * st[2] + x * st[3]];
  return out;
}

}  // namespace

UpscaleModel UpscaleModel::load(const std::string& path) {
  UpscaleModel m;
  m.path = path;
  m.name = std::filesystem::path(path).stem().string();
  std::filesystem::path info = std::filesystem::path(path).replace_extension(".json");
  if (!std::filesystem::exists(info)) {
    m.model = Model::load(path);
  } else {
    std::ifstream in(info, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    JsonValue json = parse_json(text.str(), info.string());
    auto integer = [&](const char* key, int low, int high) {
      const JsonValue* v = json.find(key);
      if (!v || !v->integer || *v->integer < low || *v->integer > high)
        throw Error(ErrorKind::Parse, info.string(),
                    std::string("\"") + key + "\" must be an integer in [" + std::to_string(low) + ", " +
                        std::to_string(high) + "]");
      return int(*v->integer);
    };
    m.scale = integer("scale", 1, 16);
    m.margin = integer("margin", 0, 256);
    if (json.find("input_size")) m.input_size = integer("input_size", 2 * m.margin + 1, 65535);
    // Weights kept outside the module (#stream.parameter.named<"model"::...>), in a safetensors
    // file named relative to the model.
    ModelOptions options;
    if (const JsonValue* p = json.find("parameters")) {
      if (p->kind != JsonValue::Kind::String)
        throw Error(ErrorKind::Parse, info.string(), "\"parameters\" must be a file name");
      options.parameter_files.emplace_back("model", (std::filesystem::path(path).parent_path() / p->string).string());
    }
    m.model = Model::load(path, options);
    return m;
  }
  // No description: measure the scale on a small input.
  Session session = m.model.session();
  std::vector<float> probe(3 * 8 * 8, 0.5f);
  std::vector<Tensor> out = session.run({Tensor::view(probe.data(), DType::F32, {1, 3, 8, 8})});
  if (out.size() != 1 || out[0].rank() != 4 || out[0].shape()[2] % 8 != 0 || out[0].shape()[2] < 8)
    throw Error(ErrorKind::Invalid, path, "not an image model: an 8x8 input does not give a 1x3x(8s)x(8s) output");
  m.scale = int(out[0].shape()[2] / 8);
  return m;
}

Upscaler::Upscaler(const UpscaleModel& model, const UpscaleOptions& options)
    : model_(model), options_(options) {
  if (options.device_indices.empty()) {
    sessions_.push_back(model.model.session(options.session));
  } else {
    for (int index : options.device_indices) {
      SessionOptions on_device = options.session;
      on_device.device = DeviceKind::Vulkan;
      on_device.device_index = index;
      sessions_.push_back(model.model.session(on_device));
    }
  }
  choose_memory_budget();
}

void Upscaler::choose_memory_budget() {
  memory_budget_ = options_.memory_budget;
  const auto mib = [](int64_t bytes) { return std::to_string(bytes >> 20) + " MiB"; };
  tile_source_ = model_.input_size > 0 ? "fixed by the model" : options_.tile > 0 ? "-t" : mib(memory_budget_) + " memory budget (CPU)";
  const bool vulkan = options_.session.device != DeviceKind::Cpu || !options_.device_indices.empty();
  if (model_.input_size > 0 || options_.tile > 0 || !vulkan) return;
  // On Vulkan, half of the free device memory, shared by the sessions on the devices: the
  // weights, the pool's whole blocks and other programs need the rest. With several devices
  // the one with least free memory decides, since every tile has one shape.
  std::vector<int> indices = options_.device_indices;
  if (indices.empty()) indices.push_back(options_.session.device_index);
  std::optional<DeviceMemory> least;
  for (int index : indices) {
    DeviceMemory m;
    try {
      m = device_memory(index);
    } catch (const Error&) {
      return;  // Auto without a Vulkan device runs on the CPU (a Vulkan session failed earlier)
    }
    if (!least || m.free_bytes < least->free_bytes) least = m;
  }
  memory_budget_ = std::max<int64_t>(least->free_bytes / 2 / int64_t(sessions_.size()), 1);
  tile_source_ = mib(memory_budget_) + " memory budget: half of " + mib(least->free_bytes) + " free on vulkan:" +
                 std::to_string(least->device_index) + " (" +
                 (least->from_budget ? "VK_EXT_memory_budget" : "half the device-local heap, no VK_EXT_memory_budget") +
                 ")" + (sessions_.size() > 1 ? ", shared by " + std::to_string(sessions_.size()) + " sessions" : "");
}

OutputShape Upscaler::output_shape(const image::Image& input) const {
  return {input.width * model_.scale, input.height * model_.scale, input.channels,
          options_.bit_depth ? options_.bit_depth : input.bit_depth};
}

int64_t Upscaler::tile_size(const image::Image& input) const {
  if (model_.input_size > 0) return tile_size();
  return std::min(tile_size(), std::max(input.width, input.height));
}

int64_t Upscaler::tile_size() const {
  if (model_.input_size > 0) return model_.input_size - 2 * model_.margin;
  int64_t tile = options_.tile;
  if (tile <= 0) {
    // Working memory of a tile grows with its padded input area: the 64-channel float feature
    // maps the engine keeps alive (about 8 of them) plus the model output at scale^2 the area.
    const int64_t bytes_per_pixel = 64 * 4 * 8 + 3 * 4 * model_.scale * model_.scale * 2;
    int64_t side = int64_t(std::sqrt(double(memory_budget_) / double(bytes_per_pixel)));
    tile = std::clamp<int64_t>(side - 2 * model_.margin, 32, 2048);
  }
  if (tile_limit_ > 0) tile = std::min(tile, tile_limit_);
  return tile;
}

int64_t Upscaler::border_pixels() const {
  return model_.input_size > 0 || options_.border == UpscaleOptions::kMarginBorder ? model_.margin : options_.border;
}

int64_t Upscaler::tile_count(const image::Image& input) const {
  int64_t t = tile_size(input);
  return ((input.height + t - 1) / t) * ((input.width + t - 1) / t);
}

void Upscaler::run(const image::Image& input, const RowSink& rows, const TileProgress& tile_done) {
  bool emitted = false;
  const RowSink sink = [&](const uint8_t* samples, int64_t n) {
    emitted = true;
    rows(samples, n);
  };
  for (;;) {
    try {
      run_tiles(input, sink, tile_done);
      return;
    } catch (const Error& e) {
      // Tiles of one image share one shape, so memory runs out at the first tile, before any
      // row went out: the image can start again with smaller tiles.
      const bool out_of_memory =
          e.kind() == ErrorKind::Device && std::string(e.what()).find("out of device memory") != std::string::npos;
      if (!out_of_memory || emitted || model_.input_size > 0) throw;
      const int64_t tile = tile_size(input);
      if (tile / 2 < kMinTile)
        throw Error(ErrorKind::Device, model_.path,
                    "out of device memory even with " + std::to_string(tile) + "-pixel tiles (halved down to the " +
                        std::to_string(kMinTile) + "-pixel floor); run on the CPU (-g cpu) or free device memory (" +
                        e.what() + ")");
      tile_limit_ = tile / 2;
    }
  }
}

void Upscaler::run_tiles(const image::Image& input, const RowSink& rows, const TileProgress& tile_done) {
  const int64_t H = input.height, W = input.width, C = input.channels;
  const int s = model_.scale, M = model_.margin;
  const bool has_alpha = C == 2 || C == 4, grey = C <= 2;
  const int64_t OW = W * s;
  const OutputShape shape = output_shape(input);
  const int64_t sample_bytes = shape.bit_depth / 8;

  // Colour as three float planes (grey is given to the model as R = G = B), premultiplied by
  // alpha, and alpha apart.
  std::vector<float> rgb(size_t(3 * H * W)), alpha;
  if (has_alpha) alpha.resize(size_t(H * W));
  for (int64_t p = 0; p < H * W; ++p) {
    const float a = has_alpha ? input.get(p * C + C - 1) : 1.0f;
    for (int c = 0; c < 3; ++c) rgb[size_t(c * H * W + p)] = input.get(p * C + (grey ? 0 : c)) * a;
    if (has_alpha) alpha[size_t(p)] = a;
  }

  const int64_t T = tile_size(input);
  const int64_t tiles_y = (H + T - 1) / T, tiles_x = (W + T - 1) / T, total = tiles_y * tiles_x;
  // Every tile is run at one shape, so the engine plans (and keeps working memory for) a single
  // shape per image: the tiles are balanced (sizes differ by less than the tile count). A
  // fixed-size model gets its own size.
  const int64_t Ty = model_.input_size > 0 ? T : (H + tiles_y - 1) / tiles_y;
  const int64_t Tx = model_.input_size > 0 ? T : (W + tiles_x - 1) / tiles_x;
  // The model runs on the image extended by B mirrored pixels on each side (B = 0: not at all,
  // the model's own zero padding is the border), and the output is that result's centre. A
  // tile's window is a B-extended-image rectangle holding the tile plus M pixels on each side
  // where the extended image has them; a window side on the extended image's edge needs none,
  // since the model zero-pads there per layer exactly as on the whole extended image. Windows
  // are shifted inside the extended image rather than padded, so all have one shape.
  const int64_t B = border_pixels();
  // A model that takes any size gets windows whose width is a multiple of 16 where the
  // extended image is that wide (the extra columns are more real context on a seam side): every
  // row of its NCHW feature maps then starts on a 64-byte boundary, and the CPU kernels'
  // 16-float loads and stores never straddle two cache lines (a 292-wide tile ran 40% slower per
  // pixel than 288). TTA's transposed variants are as wide as the window is high, so both sides
  // are rounded then. A fixed-size model's window is its input size, centred on the tile (B = M
  // there, and whatever lies past the extended image is mirrored further).
  auto window = [&](int64_t t, int64_t n, bool round) {
    if (model_.input_size > 0) return model_.input_size;
    const int64_t w = round ? (t + 2 * M + 15) / 16 * 16 : t + 2 * M;
    return std::min(w, n + 2 * B);
  };
  const int64_t ph = window(Ty, H, options_.tta), pw = window(Tx, W, true);
  // Where a tile's window starts in the extended image.
  auto window_start = [&](int64_t t0, int64_t n, int64_t p) {
    if (model_.input_size > 0) return t0 + B - M;
    return std::clamp<int64_t>(t0 + B - M, 0, n + 2 * B - p);
  };
  const int64_t oh = ph * s, ow = pw * s;
  std::vector<Variant> variants;
  for (int v = 0; v < (options_.tta ? 8 : 1); ++v) variants.push_back({bool(v & 1), bool(v & 2), bool(v & 4)});
  std::optional<CubicTaps> alpha_columns;
  if (has_alpha) alpha_columns.emplace(W, s, 0, OW);

  image::Image band;  // output samples of one row of tiles
  std::vector<float> colour;
  band.bit_depth = shape.bit_depth;
  band.channels = int(C);
  band.width = OW;
  int64_t done = 0;
  std::mutex progress;
  for (int64_t ty = 0; ty < tiles_y; ++ty) {
    const int64_t y0 = ty * Ty, th = std::min(Ty, H - y0);
    band.height = th * s;
    band.bytes.assign(size_t(band.width * band.height * C * sample_bytes), 0);
    // With alpha, the band's premultiplied colour waits here for the band's alpha.
    if (has_alpha) colour.assign(size_t(band.width * band.height * C), 0.0f);
    // One tile into the band (its own columns of it), on one device's session.
    auto run_tile = [&](Session& session, int64_t tx) {
      const int64_t x0 = tx * Tx, tw = std::min(Tx, W - x0);
      const int64_t wy = window_start(y0, H, ph), wx = window_start(x0, W, pw);
      std::vector<float> sum(size_t(3 * oh * ow), 0.0f);
      std::vector<float> tile(size_t(3 * ph * pw));
      for (const Variant& v : variants) {
        const int64_t vh = v.transpose ? pw : ph, vw = v.transpose ? ph : pw;
        for (int64_t c = 0; c < 3; ++c)
          for (int64_t y = 0; y < ph; ++y) {
            const float* src_row = &rgb[size_t((c * H + mirror(wy - B + y, H)) * W)];
            for (int64_t x = 0; x < pw; ++x) {
              int64_t a, b;
              v.map(y, x, ph, pw, a, b);
              tile[size_t((c * vh + a) * vw + b)] = src_row[mirror(wx - B + x, W)];
            }
          }
        std::vector<Tensor> out = session.run({Tensor::view(tile.data(), DType::F32, {1, 3, vh, vw})});
        if (out.size() != 1) throw Error(ErrorKind::Invalid, model_.path, "model returned " + std::to_string(out.size()) + " results, expected 1");
        std::vector<float> result = dense_output(out[0], vh * s, vw * s, model_.path);
        const int64_t voh = vh * s, vow = vw * s;
        for (int64_t c = 0; c < 3; ++c)
          for (int64_t y = 0; y < oh; ++y)
            for (int64_t x = 0; x < ow; ++x) {
              int64_t a, b;
              v.map(y, x, oh, ow, a, b);
              sum[size_t((c * oh + y) * ow + x)] += result[size_t((c * voh + a) * vow + b)];
            }
      }
      // The tile's part of the window output goes into the band.
      const float inv = 1.0f / float(variants.size());
      const int64_t top = (y0 + B - wy) * s, left = (x0 + B - wx) * s;
      for (int64_t y = 0; y < th * s; ++y)
        for (int64_t x = 0; x < tw * s; ++x) {
          const int64_t src = (y + top) * ow + (x + left);
          const int64_t dst = (y * OW + x0 * s + x) * C;
          float r = sum[size_t(src)] * inv, g = sum[size_t(oh * ow + src)] * inv, b = sum[size_t(2 * oh * ow + src)] * inv;
          if (has_alpha) {
            float* out = &colour[size_t(dst)];
            if (grey) {
              out[0] = (r + g + b) * (1.0f / 3.0f);
            } else {
              out[0] = r, out[1] = g, out[2] = b;
            }
          } else if (grey) {
            band.set(dst, (r + g + b) * (1.0f / 3.0f));
          } else {
            band.set(dst, r);
            band.set(dst + 1, g);
            band.set(dst + 2, b);
          }
        }
      std::lock_guard lock(progress);
      if (tile_done) tile_done(++done, total);
    };
    if (sessions_.size() == 1) {
      for (int64_t tx = 0; tx < tiles_x; ++tx) run_tile(sessions_[0], tx);
    } else {
      // Device k takes tiles k, k + n, ...; the first error is rethrown once all have stopped.
      std::vector<std::thread> workers;
      std::vector<std::exception_ptr> failed(sessions_.size());
      for (size_t k = 0; k < sessions_.size(); ++k)
        workers.emplace_back([&, k] {
          try {
            for (int64_t tx = int64_t(k); tx < tiles_x; tx += int64_t(sessions_.size())) run_tile(sessions_[k], tx);
          } catch (...) {
            failed[k] = std::current_exception();
          }
        });
      for (std::thread& t : workers) t.join();
      for (const std::exception_ptr& e : failed)
        if (e) std::rethrow_exception(e);
    }
    if (has_alpha) {
      // Alpha, and the colour back from premultiplied: a pixel that ends up transparent (under
      // half a step of 8 bits) has no colour to recover and gets 0.
      std::vector<float> upscaled(size_t(band.height * OW));
      bicubic_rows(alpha.data(), W, H, s, y0 * s, (y0 + th) * s, upscaled.data());
      for (int64_t i = 0; i < band.height * OW; ++i) {
        const float a = std::clamp(upscaled[size_t(i)], 0.0f, 1.0f);
        const float inv_a = a > 0.5f / 255.0f ? 1.0f / a : 0.0f;
        for (int64_t c = 0; c < C - 1; ++c) band.set(i * C + c, colour[size_t(i * C + c)] * inv_a);
        band.set(i * C + C - 1, a);
      }
    }
    rows(band.bytes.data(), band.height);
  }
}

image::Image Upscaler::run_to_image(const image::Image& input) {
  OutputShape shape = output_shape(input);
  image::Image out = image::Image::allocate(shape.width, shape.height, shape.channels, shape.bit_depth);
  size_t offset = 0;
  run(input, [&](const uint8_t* samples, int64_t rows) {
    size_t n = size_t(rows * shape.width * shape.channels * (shape.bit_depth / 8));
    std::memcpy(out.bytes.data() + offset, samples, n);
    offset += n;
  });
  return out;
}

Resampler::Taps resample_taps(int64_t in_size, int64_t out_size) {
  const double scale = double(in_size) / double(out_size);
  const double widen = std::max(scale, 1.0);  // shrinking: the kernel spans `scale` source pixels per unit
  const double support = 2.0 * widen;
  Resampler::Taps taps;
  taps.stride = int64_t(std::ceil(2 * support)) + 2;
  taps.first.resize(size_t(out_size));
  taps.count.resize(size_t(out_size));
  taps.weight.assign(size_t(out_size * taps.stride), 0.0f);
  for (int64_t o = 0; o < out_size; ++o) {
    const double centre = (double(o) + 0.5) * scale;
    const int64_t lo = std::max<int64_t>(int64_t(centre - support + 0.5), 0);
    const int64_t hi = std::min<int64_t>(int64_t(centre + support + 0.5), in_size);
    const int64_t n = std::min(hi - lo, taps.stride);
    double total = 0;
    std::vector<double> w(static_cast<size_t>(n));
    for (int64_t j = 0; j < n; ++j) total += w[size_t(j)] = cubic_weight((double(lo + j) - centre + 0.5) / widen, -0.5);
    taps.first[size_t(o)] = lo;
    taps.count[size_t(o)] = n;
    for (int64_t j = 0; j < n; ++j) taps.weight[size_t(o * taps.stride + j)] = float(total != 0 ? w[size_t(j)] / total : 0);
  }
  return taps;
}

Resampler::Resampler(int64_t in_width, int64_t in_height, int64_t out_width, int64_t out_height, int channels,
                     int bit_depth, Upscaler::RowSink sink)
    : in_width_(in_width), in_height_(in_height), out_width_(out_width), out_height_(out_height), channels_(channels),
      bit_depth_(bit_depth), sink_(std::move(sink)), columns_(resample_taps(in_width, out_width)),
      rows_(resample_taps(in_height, out_height)) {}

void Resampler::push(const uint8_t* samples, int64_t rows) {
  const int64_t C = channels_, sample_bytes = bit_depth_ / 8;
  const bool has_alpha = C == 2 || C == 4;
  image::Image source;  // one row, for its sample reader
  source.width = in_width_, source.height = 1, source.channels = channels_, source.bit_depth = bit_depth_;
  std::vector<float> line(size_t(in_width_ * C));
  for (int64_t r = 0; r < rows && rows_in_ < in_height_; ++r, ++rows_in_) {
    const uint8_t* row = samples + r * in_width_ * C * sample_bytes;
    source.bytes.assign(row, row + in_width_ * C * sample_bytes);
    for (int64_t x = 0; x < in_width_; ++x) {
      const float a = has_alpha ? source.get(x * C + C - 1) : 1.0f;
      for (int64_t c = 0; c < C; ++c) line[size_t(x * C + c)] = source.get(x * C + c) * (c == C - 1 && has_alpha ? 1.0f : a);
    }
    std::vector<float> resampled(size_t(out_width_ * C), 0.0f);
    for (int64_t x = 0; x < out_width_; ++x)
      for (int64_t k = 0; k < columns_.count[size_t(x)]; ++k) {
        const float w = columns_.weight[size_t(x * columns_.stride + k)];
        const float* src = &line[size_t((columns_.first[size_t(x)] + k) * C)];
        for (int64_t c = 0; c < C; ++c) resampled[size_t(x * C + c)] += w * src[c];
      }
    window_.push_back(std::move(resampled));
  }
  image::Image band = image::Image::allocate(out_width_, 0, channels_, bit_depth_);
  std::vector<float> value(size_t(out_width_ * C));
  int64_t emitted = 0;
  while (next_out_ < out_height_ && rows_.first[size_t(next_out_)] + rows_.count[size_t(next_out_)] <= rows_in_) {
    std::fill(value.begin(), value.end(), 0.0f);
    for (int64_t k = 0; k < rows_.count[size_t(next_out_)]; ++k) {
      const float w = rows_.weight[size_t(next_out_ * rows_.stride + k)];
      const std::vector<float>& src = window_[size_t(rows_.first[size_t(next_out_)] + k - window_first_)];
      for (size_t i = 0; i < value.size(); ++i) value[i] += w * src[i];
    }
    band.bytes.resize(size_t((emitted + 1) * out_width_ * C * sample_bytes));
    for (int64_t x = 0; x < out_width_; ++x) {
      const int64_t at = (emitted * out_width_ + x) * C;
      const float a = has_alpha ? std::clamp(value[size_t(x * C + C - 1)], 0.0f, 1.0f) : 1.0f;
      const float inv_a = a > 0.5f / 255.0f ? 1.0f / a : 0.0f;
      for (int64_t c = 0; c < C; ++c)
        band.set(at + c, has_alpha ? (c == C - 1 ? a : value[size_t(x * C + c)] * inv_a) : value[size_t(x * C + c)]);
    }
    ++emitted;
    ++next_out_;
    const int64_t keep_from = next_out_ < out_height_ ? rows_.first[size_t(next_out_)] : rows_in_;
    while (window_first_ < keep_from && !window_.empty()) {
      window_.pop_front();
      ++window_first_;
    }
  }
  if (emitted) sink_(band.bytes.data(), emitted);
}

void bicubic_rows(const float* plane, int64_t width, int64_t height, int scale, int64_t row_begin, int64_t row_end,
                  float* out) {
  const int64_t out_width = width * scale;
  CubicTaps rows(height, scale, row_begin, row_end), cols(width, scale, 0, out_width);
  std::vector<float> line(static_cast<size_t>(width));
  for (int64_t r = 0; r < row_end - row_begin; ++r) {
    // Vertical pass into one source-width line, then horizontal.
    std::fill(line.begin(), line.end(), 0.0f);
    for (int k = 0; k < 4; ++k) {
      const float wgt = rows.weight[size_t(4 * r + k)];
      const float* src = plane + rows.index[size_t(4 * r + k)] * width;
      for (int64_t x = 0; x < width; ++x) line[size_t(x)] += wgt * src[x];
    }
    for (int64_t x = 0; x < out_width; ++x) {
      float v = 0;
      for (int k = 0; k < 4; ++k) v += cols.weight[size_t(4 * x + k)] * line[size_t(cols.index[size_t(4 * x + k)])];
      out[r * out_width + x] = v;
    }
  }
}

}  // namespace linrt::upscale

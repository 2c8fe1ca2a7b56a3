#include "ops/conv2d_winograd.h"

#include <algorithm>
#include <cstring>

#include "ops/isa_kernels.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

namespace {

constexpr int kAlpha = 6;  // input tile size: 4 outputs + 3 - 1
constexpr int kTiles = kAlpha * kAlpha;
constexpr int64_t kBlock = ref::kChannelBlock;  // channels per block of NCHW16c
constexpr int64_t kSkew = 16;                    // floats between consecutive V[xi] / M[xi]

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

struct Transforms {
  static WinogradTransforms generic() { return winograd_transforms_generic(); }
#if defined(__x86_64__)
  static WinogradTransforms avx2() { return winograd_transforms_avx2(); }
  static WinogradTransforms avx512() { return winograd_transforms_avx512(); }
#endif
};

// Per-thread buffers of one block, sized for the largest block before any block runs (see
// parallel_blocks) and then reused.
struct BlockScratch {
  std::vector<float> patch, v, m, out;
};

BlockScratch& thread_scratch() {
  thread_local BlockScratch scratch;
  return scratch;
}

float* sized(std::vector<float>& buffer, int64_t count) {
  if (buffer.size() < size_t(count)) buffer.resize(size_t(count));
  return buffer.data();
}

}  // namespace

void transpose_floats(Isa isa, const float* src, int64_t src_stride, int64_t rows, int64_t cols,
                      float* dst, int64_t dst_stride) {
  isa_table<Transforms>(isa).transpose(src, src_stride, rows, cols, dst, dst_stride);
}

bool winograd_f43_applies(const Conv2dParams& p) {
  return p.kernel_h == 3 && p.kernel_w == 3 && p.stride_h == 1 && p.stride_w == 1 &&
         p.dilation_h == 1 && p.dilation_w == 1 && p.groups == 1 && p.in_channels >= 16 &&
         p.out_channels >= 16;
}

std::vector<float> winograd_f43_filters(const Conv2dParams& p, const float* weight) {
  // G of F(4x4, 3x3), in double so that the transformed filters are rounded only once.
  static constexpr double G[kAlpha][3] = {
      {1.0 / 4, 0, 0},
      {-1.0 / 6, -1.0 / 6, -1.0 / 6},
      {-1.0 / 6, 1.0 / 6, -1.0 / 6},
      {1.0 / 24, 1.0 / 12, 1.0 / 6},
      {1.0 / 24, -1.0 / 12, 1.0 / 6},
      {0, 0, 1},
  };
  const int64_t c_count = p.in_channels, f_count = p.out_channels;
  // u[xi][c][f], row-major C x F per xi.
  std::vector<float> u(size_t(kTiles * c_count * f_count));
  for (int64_t f = 0; f < f_count; ++f)
    for (int64_t c = 0; c < c_count; ++c) {
      double g[3][3];
      for (int kh = 0; kh < 3; ++kh)
        for (int kw = 0; kw < 3; ++kw)
          g[kh][kw] = p.layout == ConvLayout::Nchw
                          ? weight[((f * c_count + c) * 3 + kh) * 3 + kw]
                          : weight[((kh * 3 + kw) * c_count + c) * f_count + f];
      double gg[kAlpha][3];  // G g
      for (int i = 0; i < kAlpha; ++i)
        for (int l = 0; l < 3; ++l)
          gg[i][l] = G[i][0] * g[0][l] + G[i][1] * g[1][l] + G[i][2] * g[2][l];
      for (int i = 0; i < kAlpha; ++i)
        for (int j = 0; j < kAlpha; ++j)
          u[size_t(((i * kAlpha + j) * c_count + c) * f_count + f)] =
              float(gg[i][0] * G[j][0] + gg[i][1] * G[j][1] + gg[i][2] * G[j][2]);
    }
  return u;
}

std::vector<PackedPanels> winograd_f43_prepare(const Conv2dParams& p, const float* weight,
                                               Isa isa) {
  const int64_t c_count = p.in_channels, f_count = p.out_channels;
  const std::vector<float> u = winograd_f43_filters(p, weight);
  std::vector<PackedPanels> packed;
  packed.reserve(kTiles);
  for (int xi = 0; xi < kTiles; ++xi)
    packed.push_back(pack_panels({u.data() + xi * c_count * f_count, 1, f_count}, f_count,
                                 c_count, gemm_nr(isa)));
  return packed;
}

bool winograd_f23_applies(const Conv2dParams& p) {
  return winograd_f43_applies(p) && p.blocked_input && p.blocked_output;
}

bool winograd_f23_preferred(const Conv2dParams& p) {
  // Measured with cold filters (bench/RESULTS.md): F(2,3) 0.66x F(4,3)'s time on ResNet's 7x7,
  // 0.79x at 14x14, 1.17x at 28x28; so images of at most 16 tiles of 4x4.
  return winograd_f23_applies(p) && ceil_div(p.out_h(), 4) * ceil_div(p.out_w(), 4) <= 16;
}

std::vector<PackedPanels> winograd_f23_prepare(const Conv2dParams& p, const float* weight, Isa isa) {
  // G of F(2x2, 3x3); the products are exact in float but summed in double like F(4,3)'s.
  static constexpr double G[4][3] = {{1, 0, 0}, {0.5, 0.5, 0.5}, {0.5, -0.5, 0.5}, {0, 0, 1}};
  const int64_t c_count = p.in_channels, f_count = p.out_channels;
  std::vector<float> u(size_t(16 * c_count * f_count));  // u[xi][c][f]
  for (int64_t f = 0; f < f_count; ++f)
    for (int64_t c = 0; c < c_count; ++c) {
      double g[3][3], gg[4][3];
      for (int kh = 0; kh < 3; ++kh)
        for (int kw = 0; kw < 3; ++kw) g[kh][kw] = weight[((f * c_count + c) * 3 + kh) * 3 + kw];
      for (int i = 0; i < 4; ++i)
        for (int l = 0; l < 3; ++l) gg[i][l] = G[i][0] * g[0][l] + G[i][1] * g[1][l] + G[i][2] * g[2][l];
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
          u[size_t(((i * 4 + j) * c_count + c) * f_count + f)] =
              float(gg[i][0] * G[j][0] + gg[i][1] * G[j][1] + gg[i][2] * G[j][2]);
    }
  std::vector<PackedPanels> packed;
  packed.reserve(16);
  for (int xi = 0; xi < 16; ++xi)
    packed.push_back(pack_panels({u.data() + xi * c_count * f_count, 1, f_count}, f_count, c_count, gemm_nr(isa)));
  return packed;
}

void winograd_f23_run(const Conv2dParams& p, Isa isa, const std::vector<PackedPanels>& u,
                      const float* input, const float* bias, float* output,
                      const OutputRunFn& finished, int threads) {
  constexpr int64_t kPoints = 16;  // 4x4 values of V and M per tile
  const WinogradTransforms& tf = isa_table<Transforms>(isa);
  const int64_t C = p.in_channels, F = p.out_channels, oh = p.out_h(), ow = p.out_w();
  const int64_t tiles_h = ceil_div(oh, 2), tiles_w = ceil_div(ow, 2), tiles = tiles_h * tiles_w;
  // V[xi] and M[xi] hold the tiles of every image one after another, so that each of the 16
  // products runs once over the whole batch: a filter matrix U[xi] streams from memory once per
  // run, not once per image (ResNet-50's 512 -> 512 at 7x7: 16 MiB of filters, 16 tiles an image).
  const int64_t rows = p.batch * tiles;
  const int64_t v_stride = rows * C + kSkew, m_stride = rows * F + kSkew;
  BlockScratch& s = thread_scratch();
  float* v = sized(s.v, kPoints * v_stride);
  float* m = sized(s.m, kPoints * m_stride);
  parallel_blocks(
      threads, p.batch,
      [&](int64_t n) {
        for (int64_t ty = 0; ty < tiles_h; ++ty)
          tf.input_blocked_f23(input + n * C * p.in_h * p.in_w, p.in_h, p.in_w, C, 2 * ty - p.pad_top, -p.pad_left,
                               tiles_w, v + (n * tiles + ty * tiles_w) * C, v_stride);
      },
      [] {});
  parallel_blocks(
      threads, kPoints,
      [&](int64_t xi) {
        GemmCall call;
        call.m = rows;
        call.n = F;
        call.k = C;
        call.a.in_place = {v + xi * v_stride, C, 1};
        call.b.packed = &u[size_t(xi)];
        call.c = m + xi * m_stride;
        call.ldc = F;
        gemm(isa, call, 1);
      },
      [] {});
  const int64_t blocks_f = F / kBlock, plane = oh * ow * kBlock;
  parallel_blocks(
      threads, p.batch,
      [&](int64_t n) {
        for (int64_t ty = 0; ty < tiles_h; ++ty)
          tf.output_blocked_f23(m + (n * tiles + ty * tiles_w) * F, m_stride, F, tiles_w, bias,
                                output + n * F * oh * ow, oh, ow, 2 * ty, 0);
        if (finished)
          for (int64_t fb = 0; fb < blocks_f; ++fb) {
            const int64_t flat = (n * blocks_f + fb) * plane;
            finished(output + flat, flat, plane);
          }
      },
      [] {});
}

void winograd_f43_run(const Conv2dParams& p, Isa isa, const std::vector<PackedPanels>& u,
                      const float* input, const float* bias, float* output,
                      const OutputRunFn& finished, int threads) {
  const WinogradTransforms& tf = isa_table<Transforms>(isa);
  const int64_t C = p.in_channels, F = p.out_channels;
  const int64_t oh = p.out_h(), ow = p.out_w();
  const int64_t tiles_h = ceil_div(oh, 4), tiles_w = ceil_div(ow, 4);
  const bool nchw = p.layout == ConvLayout::Nchw;

  // Tile rows per block: V and M of a block (36 * tiles * (C + F) floats) stay within about
  // 1 MiB of L2, which leaves room for the 36 filter panels U[xi] that every block streams
  // through (1.7 MiB for RRDBNet's 192 -> 64). RRDBNet x4 at 64x64, 1 thread, by budget:
  // 1.5 MiB 545 ms, 1 MiB 455 ms, 768 KiB 510 ms, 512 KiB 485 ms. Every block streams all of
  // U, which a whole model's convs find in memory, not in cache: where U is over 4 MiB, another
  // pass over it costs more than a block twice the size spilling from L2, so the budget is 2 MiB
  // (ResNet's 256 -> 256 at 14x14, U 9 MiB: its 16 tiles one block instead of 12 + 4, 2.05 ->
  // 1.37 ms with cold weights, bench/RESULTS.md).
  const int64_t u_bytes = 4 * kTiles * C * F;
  const int64_t budget_bytes = u_bytes > (int64_t(4) << 20) ? (int64_t(2) << 20) : (int64_t(1) << 20);
  const int64_t tile_budget = std::max<int64_t>(1, budget_bytes / (4 * kTiles * (C + F)));
  const int64_t rows_per_block = std::clamp<int64_t>(tile_budget / tiles_w, 1, tiles_h);
  // With both sides NCHW16c nothing is gathered or staged by rows, so a block is any run of
  // tiles, across images too (every block streams all of U, so a batch runs as few blocks as
  // its tiles need): a multiple of the GEMM microkernel's rows (RRDBNet's 16-tile rows otherwise
  // leave a 4-row remainder that runs at a third of the microkernel's rate), the last block
  // taking a remainder of fewer than that (ResNet's 28x28: 49 tiles as 24 + 25, not 24 + 24 + 1,
  // a pass over U for one tile).
  const bool tile_runs = p.blocked_input && p.blocked_output;
  const int64_t mr = gemm_mr(isa), all_tiles = p.batch * tiles_h * tiles_w;
  const int64_t tiles_per_block = std::min(std::max(mr, tile_budget / mr * mr), std::max<int64_t>(1, all_tiles));
  const int64_t blocks_per_image = ceil_div(tiles_h, rows_per_block);  // of tile rows, without tile runs
  int64_t blocks = tile_runs ? ceil_div(all_tiles, tiles_per_block) : p.batch * blocks_per_image;
  if (tile_runs && blocks > 1 && all_tiles - (blocks - 1) * tiles_per_block < mr) --blocks;
  // The most tiles a block has (a last block of tile runs takes the remainder).
  const int64_t max_tiles = tile_runs ? std::max(tiles_per_block, all_tiles - (blocks - 1) * tiles_per_block)
                                      : rows_per_block * tiles_w;

  const int64_t patch_w = 4 * tiles_w + 2;  // input columns of one tile row, padding included
  const int64_t patch_row = patch_w * C;
  const int64_t out_row = 4 * tiles_w * F;  // one output row of a block, channels-last

  // The 36 matrices V[xi] (tiles x C) and M[xi] (tiles x F) of a block lie a cache line more
  // than their size apart: sizes that are multiples of 4 KiB would put the 36 stores of one
  // tile's transform into one L1 set.
  auto product = [&](int64_t xi, int64_t tiles, const float* v, int64_t v_stride, float* m, int64_t m_stride) {
    GemmCall call;
    call.m = tiles;
    call.n = F;
    call.k = C;
    call.a.in_place = {v + xi * v_stride, C, 1};
    call.b.packed = &u[size_t(xi)];
    call.c = m + xi * m_stride;
    call.ldc = F;
    gemm(isa, call, 1);
  };
  auto multiply = [&](int64_t tiles, const float* v, int64_t v_stride, float* m, int64_t m_stride) {
    for (int xi = 0; xi < kTiles; ++xi) product(xi, tiles, v, v_stride, m, m_stride);
  };

  // The tiles [t0, t0 + tiles) of the batch (image after image) that a block of tile runs covers.
  struct TileRun {
    int64_t t0, tiles;
  };
  auto tile_run = [&](int64_t block) {
    const int64_t t0 = block * tiles_per_block;
    return TileRun{t0, block + 1 == blocks ? all_tiles - t0 : tiles_per_block};
  };
  // The run's tiles, one piece per tile row of an image it touches.
  auto for_pieces = [&](const TileRun& r, const auto& piece) {
    const int64_t image_tiles = tiles_h * tiles_w;
    for (int64_t t = r.t0; t < r.t0 + r.tiles;) {
      const int64_t n = t / image_tiles, ty = t % image_tiles / tiles_w, tx = t % tiles_w;
      const int64_t count = std::min(tiles_w - tx, r.t0 + r.tiles - t);
      piece(t - r.t0, n, ty, tx, count);
      t += count;
    }
  };
  auto transform_in = [&](const TileRun& r, float* v, int64_t v_stride) {
    for_pieces(r, [&](int64_t i, int64_t n, int64_t ty, int64_t tx, int64_t count) {
      tf.input_blocked(input + n * C * p.in_h * p.in_w, p.in_h, p.in_w, C, 4 * ty - p.pad_top, 4 * tx - p.pad_left,
                       count, v + i * C, v_stride);
    });
  };
  auto transform_out = [&](const TileRun& r, const float* m, int64_t m_stride) {
    const int64_t blocks_f = F / kBlock;
    for_pieces(r, [&](int64_t i, int64_t n, int64_t ty, int64_t tx, int64_t count) {
      tf.output_blocked(m + i * F, m_stride, F, count, bias, output + n * F * oh * ow, oh, ow, 4 * ty, 4 * tx);
      if (!finished) return;
      const int64_t x_count = std::min(4 * count, ow - 4 * tx);
      for (int64_t fb = 0; fb < blocks_f; ++fb)
        for (int64_t y = 4 * ty; y < std::min(4 * ty + 4, oh); ++y) {
          const int64_t flat = (((n * blocks_f + fb) * oh + y) * ow + 4 * tx) * kBlock;
          finished(output + flat, flat, x_count * kBlock);
        }
    });
  };

  if (tile_runs && blocks < threads) {
    // Fewer blocks than threads (a small image: ResNet's 7x7 layer-4 convs are 4 tiles, one
    // block): the steps run one after another over all blocks, the 36 products of each block
    // shared out among the threads, so that every thread works and each U[xi] is streamed from
    // memory by one thread instead of all of them by one. V and M of all blocks lie in the
    // calling thread's scratch.
    const int64_t v_stride = max_tiles * C + kSkew, m_stride = max_tiles * F + kSkew;
    BlockScratch& s = thread_scratch();
    float* v = sized(s.v, blocks * kTiles * v_stride);
    float* m = sized(s.m, blocks * kTiles * m_stride);
    parallel_blocks(threads, blocks, [&](int64_t b) { transform_in(tile_run(b), v + b * kTiles * v_stride, v_stride); }, [] {});
    parallel_blocks(
        threads, blocks * kTiles,
        [&](int64_t item) {
          const int64_t b = item / kTiles;
          product(item % kTiles, tile_run(b).tiles, v + b * kTiles * v_stride, v_stride, m + b * kTiles * m_stride, m_stride);
        },
        [] {});
    parallel_blocks(threads, blocks, [&](int64_t b) { transform_out(tile_run(b), m + b * kTiles * m_stride, m_stride); }, [] {});
    return;
  }

  auto run_tiles = [&](int64_t block) {
    BlockScratch& s = thread_scratch();
    const TileRun r = tile_run(block);
    const int64_t v_stride = r.tiles * C + kSkew, m_stride = r.tiles * F + kSkew;
    float* v = sized(s.v, kTiles * v_stride);
    float* m = sized(s.m, kTiles * m_stride);
    transform_in(r, v, v_stride);
    multiply(r.tiles, v, v_stride, m, m_stride);
    transform_out(r, m, m_stride);
  };

  auto run_block = [&](int64_t block) {
    if (tile_runs) {
      run_tiles(block);
      return;
    }
    BlockScratch& s = thread_scratch();
    const int64_t n = block / blocks_per_image;
    const int64_t ty0 = (block % blocks_per_image) * rows_per_block;
    const int64_t tile_rows = std::min(rows_per_block, tiles_h - ty0);
    const int64_t tiles = tile_rows * tiles_w;
    const int64_t patch_h = 4 * tile_rows + 2;
    const int64_t v_stride = tiles * C + kSkew, m_stride = tiles * F + kSkew;
    float* v = sized(s.v, kTiles * v_stride);
    float* m = sized(s.m, kTiles * m_stride);

    const int64_t y0 = ty0 * 4 - p.pad_top, x0 = -p.pad_left;
    if (p.blocked_input) {
      // NCHW16c: the transform reads the input in place.
      for (int64_t tr = 0; tr < tile_rows; ++tr)
        tf.input_blocked(input + n * C * p.in_h * p.in_w, p.in_h, p.in_w, C, y0 + 4 * tr, x0, tiles_w,
                         v + tr * tiles_w * C, v_stride);
    } else {
      // Gather the input rows channels-last, zero where the window leaves the input.
      float* patch = sized(s.patch, patch_h * patch_row);
      const int64_t x_begin = std::clamp<int64_t>(-x0, 0, patch_w);
      const int64_t x_end = std::clamp<int64_t>(p.in_w - x0, x_begin, patch_w);
      for (int64_t r = 0; r < patch_h; ++r) {
        float* row = patch + r * patch_row;
        const int64_t y = y0 + r;
        if (y < 0 || y >= p.in_h || x_begin == x_end) {
          std::memset(row, 0, sizeof(float) * size_t(patch_row));
          continue;
        }
        std::memset(row, 0, sizeof(float) * size_t(x_begin * C));
        std::memset(row + x_end * C, 0, sizeof(float) * size_t((patch_w - x_end) * C));
        if (nchw) {
          tf.transpose(input + (n * C * p.in_h + y) * p.in_w + x0 + x_begin, p.in_h * p.in_w, C,
                       x_end - x_begin, row + x_begin * C, C);
        } else {
          std::memcpy(row + x_begin * C, input + ((n * p.in_h + y) * p.in_w + x0 + x_begin) * C,
                      sizeof(float) * size_t((x_end - x_begin) * C));
        }
      }
      for (int64_t tr = 0; tr < tile_rows; ++tr)
        tf.input(patch + tr * 4 * patch_row, patch_row, C, tiles_w, v + tr * tiles_w * C, v_stride);
    }

    multiply(tiles, v, v_stride, m, m_stride);

    const int64_t oy0 = ty0 * 4, rows = std::min(4 * tile_rows, oh - oy0);
    if (p.blocked_output) {
      // NCHW16c: the transform writes the output in place, then the rows are reported.
      const int64_t blocks = F / kBlock, plane = oh * ow;
      for (int64_t tr = 0; tr < tile_rows; ++tr)
        tf.output_blocked(m + tr * tiles_w * F, m_stride, F, tiles_w, bias, output + n * F * plane, oh, ow, oy0 + 4 * tr, 0);
      if (finished)
        for (int64_t fb = 0; fb < blocks; ++fb) {
          const int64_t flat = ((n * blocks + fb) * plane + oy0 * ow) * kBlock;
          finished(output + flat, flat, rows * ow * kBlock);
        }
      return;
    }
    float* out = sized(s.out, 4 * tile_rows * out_row);
    for (int64_t tr = 0; tr < tile_rows; ++tr)
      tf.output(m + tr * tiles_w * F, m_stride, F, tiles_w, bias, out + tr * 4 * out_row, out_row);

    // Write the valid output rows in the output layout and report them.
    if (nchw) {
      const int64_t plane = oh * ow;
      for (int64_t r = 0; r < rows; ++r)
        tf.transpose(out + r * out_row, F, ow, F, output + n * F * plane + (oy0 + r) * ow, plane);
      if (finished)
        for (int64_t f = 0; f < F; ++f) {
          const int64_t flat = (n * F + f) * plane + oy0 * ow;
          finished(output + flat, flat, rows * ow);
        }
    } else {
      for (int64_t r = 0; r < rows; ++r) {
        const int64_t flat = ((n * oh + oy0 + r) * ow) * F;
        std::memcpy(output + flat, out + r * out_row, sizeof(float) * size_t(ow * F));
        if (finished) finished(output + flat, flat, ow * F);
      }
    }
  };

  parallel_blocks(threads, blocks, run_block, [&] {
    BlockScratch& s = thread_scratch();
    if (!p.blocked_input) sized(s.patch, (4 * rows_per_block + 2) * patch_row);
    sized(s.v, kTiles * (max_tiles * C + kSkew));
    sized(s.m, kTiles * (max_tiles * F + kSkew));
    if (!p.blocked_output) sized(s.out, 4 * rows_per_block * out_row);
  });
}

}  // namespace linrt::ops::cpu

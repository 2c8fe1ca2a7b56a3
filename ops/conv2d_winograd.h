// Winograd F(4x4, 3x3) for 3x3, stride-1, dilation-1, ungrouped f32 convolutions (internal to
// ops/conv2d_cpu.cpp). Each 4x4 output tile costs 36 products per (input, output) channel pair
// instead of 144, at the price of transforms that are linear in the channel count:
//   Y = A^T [ (G g G^T) . (B^T d B) ] A
// with d a 6x6 input tile, g the 3x3 filter, and B, G, A the matrices of Lavin & Gray (2015)
// for the interpolation points 0, +-1, +-2 and infinity.
//
// The filters are transformed once (prepare) into 36 C x F matrices U[xi]. A run walks blocks of
// whole tile rows of one image (of any run of the batch's tiles when input and output are both
// NCHW16c), sized so that V and M stay in L2: the block's input rows are gathered channels-last with the
// padding filled in (transposed from NCHW; an NCHW16c input is read in place instead),
// transformed into V[xi] (tiles x C), multiplied as 36 GEMMs M[xi] = V[xi] * U[xi] on the
// packed-panel GEMM, and transformed back into output rows, which are written in the output
// layout (an NCHW16c output in place) with the bias and then handed to the `finished` callback.
// Blocks are what threads share; where both sides are NCHW16c and there are fewer blocks than
// threads (ResNet's 7x7 last stage: 4 tiles, one block), the input transforms, the 36 products
// of every block and the output transforms run as three steps instead, each shared out.
#pragma once

#include <memory>
#include <vector>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"

namespace linrt::ops::cpu {

// The channel-vectorised tile transforms of one ISA (ops/conv2d_winograd_<isa>.cpp).
struct WinogradTransforms {
  // For `tiles` consecutive tiles of one tile row: the 6x6 input tile of tile t starts at
  // patch + t * 4 * channels in a channels-last patch whose rows are `row_stride` floats apart.
  // Writes V[xi][t][c] at v + xi * xi_stride + t * channels + c.
  void (*input)(const float* patch, int64_t row_stride, int64_t channels, int64_t tiles,
                float* v, int64_t xi_stride) = nullptr;
  // For `tiles` consecutive tiles: reads M[xi][t][f] at m + xi * xi_stride + t * channels + f,
  // writes the 4x4 output tile of tile t channels-last at out + t * 4 * channels (rows
  // `row_stride` floats apart), adding bias[f] when bias is given.
  void (*output)(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles,
                 const float* bias, float* out, int64_t row_stride) = nullptr;
  // dst[c * dst_stride + r] = src[r * src_stride + c] for r < rows, c < cols: the NCHW <->
  // channels-last conversions around the transforms.
  void (*transpose)(const float* src, int64_t src_stride, int64_t rows, int64_t cols, float* dst,
                    int64_t dst_stride) = nullptr;
  // input() for an NCHW16c image [C/16][h][w][16] read in place: the 6x6 window of tile t
  // starts at row y0, column x0 + 4 * t (rows and columns outside the image read as zeros).
  void (*input_blocked)(const float* image, int64_t h, int64_t w, int64_t channels, int64_t y0,
                        int64_t x0, int64_t tiles, float* v, int64_t xi_stride) = nullptr;
  // output() into an NCHW16c image [F/16][oh][ow][16] in place: the 4x4 outputs of tile t start
  // at row y0, column x0 + 4 * t (those past the image are not stored).
  void (*output_blocked)(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles,
                         const float* bias, float* image, int64_t oh, int64_t ow, int64_t y0,
                         int64_t x0) = nullptr;
  // input_blocked() and output_blocked() for F(2x2, 3x3): 4x4 windows two columns apart, 16
  // values of V and M per tile, 2x2 outputs.
  void (*input_blocked_f23)(const float* image, int64_t h, int64_t w, int64_t channels, int64_t y0,
                            int64_t x0, int64_t tiles, float* v, int64_t xi_stride) = nullptr;
  void (*output_blocked_f23)(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles,
                             const float* bias, float* image, int64_t oh, int64_t ow, int64_t y0,
                             int64_t x0) = nullptr;
};

WinogradTransforms winograd_transforms_generic();
#if defined(__x86_64__)
WinogradTransforms winograd_transforms_avx2();
WinogradTransforms winograd_transforms_avx512();
#endif

// The transpose of `isa`'s table: dst[c * dst_stride + r] = src[r * src_stride + c] for
// r < rows, c < cols (also what the direct kernel converts NCHW16c rows with).
void transpose_floats(Isa isa, const float* src, int64_t src_stride, int64_t rows, int64_t cols,
                      float* dst, int64_t dst_stride);

// Whether Winograd F(4x4, 3x3) is used for `p`: 3x3, stride 1, dilation 1, one group, and
// enough channels that the GEMMs dominate the transforms.
bool winograd_f43_applies(const Conv2dParams& p);

// The 36 transformed filters U[xi] = (G g G^T)[xi], as u[(xi * C + c) * F + f] (also what the
// Vulkan Winograd shader reads).
std::vector<float> winograd_f43_filters(const Conv2dParams& p, const float* weight);

// The 36 transformed filters U[xi], each a C x F matrix packed as GEMM B panels.
std::vector<PackedPanels> winograd_f43_prepare(const Conv2dParams& p, const float* weight, Isa isa);

void winograd_f43_run(const Conv2dParams& p, Isa isa, const std::vector<PackedPanels>& u,
                      const float* input, const float* bias, float* output,
                      const OutputRunFn& finished, int threads);

// Winograd F(2x2, 3x3) for a conv Winograd F(4x4, 3x3) applies to, between NCHW16c neighbours
// (blocked input and output). 16 transformed C x F filters instead of 36 and 2x2 output tiles: on
// a small image F(4,3)'s products have few rows (ResNet's 7x7: 4 tiles) and are bound by
// streaming its 36 filter matrices from memory, which a whole model's convs find cold; F(2,3)
// streams under half the bytes for 4x the rows a product, so it is preferred for images of at
// most 16 tiles of 4x4 (winograd_f23_preferred), more multiply-adds being slower beyond.
bool winograd_f23_applies(const Conv2dParams& p);
bool winograd_f23_preferred(const Conv2dParams& p);
std::vector<PackedPanels> winograd_f23_prepare(const Conv2dParams& p, const float* weight, Isa isa);
// The input transforms (per image), the 16 products (each over the tiles of the whole batch, so
// that U[xi] is read once per run) and the output transforms run as three steps shared out
// among the threads.
void winograd_f23_run(const Conv2dParams& p, Isa isa, const std::vector<PackedPanels>& u,
                      const float* input, const float* bias, float* output,
                      const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu

// Op cases of linrt.conv_transpose2d (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

// A ConvTranspose2d in PyTorch's terms (weight in the convolution's orientation, as torch-mlir
// flips it): linrt.conv_transpose2d's padding is dilation*(k-1) - pad above and to the left,
// that plus output_pad below and to the right (negative when pad crops).
struct ConvTranspose {
  int64_t n = 1, c, f, h, w, k, stride, pad = 0, output_pad = 0, dilation = 1, groups = 1;
  bool bias = true;
};

OpCase conv_transpose2d(const std::string& name, const ConvTranspose& p, uint32_t seed) {
  const int64_t top = p.dilation * (p.k - 1) - p.pad, bottom = top + p.output_pad;
  const int64_t oh = (p.h - 1) * p.stride - 2 * p.pad + p.dilation * (p.k - 1) + p.output_pad + 1;
  const int64_t ow = (p.w - 1) * p.stride - 2 * p.pad + p.dilation * (p.k - 1) + p.output_pad + 1;
  const std::vector<int64_t> in = {p.n, p.c, p.h, p.w}, out = {p.n, p.f, oh, ow}, w = {p.f, p.c / p.groups, p.k, p.k};
  std::string body = weight("w", w, seed);
  if (p.bias) body += weight("b", {p.f}, seed + 1);
  body += "  %r = \"linrt.conv_transpose2d\"(%a0, %w" + std::string(p.bias ? ", %b" : "") + ") <{operandSegmentSizes = " +
          int_array({1, 1, p.bias ? 1 : 0}, "i32") + ", strides = " + int_array({p.stride, p.stride}) +
          ", dilations = " + int_array({p.dilation, p.dilation}) + ", padding = " + int_array({top, top, bottom, bottom}) +
          ", groups = " + std::to_string(p.groups) + " : i64}> : (" + tensor(in) + ", " + tensor(w) +
          (p.bias ? ", " + tensor({p.f}) : "") + ") -> " + tensor(out) + "\n";
  return {"conv_transpose2d", name, function({in}, tensor(out), body), {in}, 1e-4f, true};
}

}  // namespace

LINRT_OP_CASES(conv_transpose2d) {
  uint32_t seed = 1;
  // conv_transpose2d: UNet's 2x2 stride 2, strides 1 to 3 (3 with a 4x4 filter: phases of one
  // and two taps), padding with output_padding, a crop (pad > k-1), dilation, groups,
  // depthwise, a batch, and a 1x1 filter at stride 3 (phases no tap reaches: the bias alone).
  cases.push_back(conv_transpose2d("2x2 stride 2 16->8 6x7", {.c = 16, .f = 8, .h = 6, .w = 7, .k = 2, .stride = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 pad 1 output_pad 1 5->6 5x6",
                                   {.c = 5, .f = 6, .h = 5, .w = 6, .k = 3, .stride = 2, .pad = 1, .output_pad = 1}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 1 pad 1 no bias 5->3 7x6",
                                   {.c = 5, .f = 3, .h = 7, .w = 6, .k = 3, .stride = 1, .pad = 1, .bias = false}, seed += 10));
  cases.push_back(conv_transpose2d("4x4 stride 3 3->5 4x5", {.c = 3, .f = 5, .h = 4, .w = 5, .k = 4, .stride = 3}, seed += 10));
  cases.push_back(conv_transpose2d("2x2 stride 2 pad 2 (crop) 4->6 5x6",
                                   {.c = 4, .f = 6, .h = 5, .w = 6, .k = 2, .stride = 2, .pad = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 dilation 2 pad 1 4->4 5x5",
                                   {.c = 4, .f = 4, .h = 5, .w = 5, .k = 3, .stride = 2, .pad = 1, .dilation = 2}, seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 groups 2 8->6 5x5",
                                   {.c = 8, .f = 6, .h = 5, .w = 5, .k = 3, .stride = 2, .pad = 1, .groups = 2}, seed += 10));
  cases.push_back(conv_transpose2d("depthwise 4x4 stride 2 pad 1 no bias 8x6x6",
                                   {.c = 8, .f = 8, .h = 6, .w = 6, .k = 4, .stride = 2, .pad = 1, .groups = 8, .bias = false},
                                   seed += 10));
  cases.push_back(conv_transpose2d("3x3 stride 2 batch 2 pad 1 output_pad 1 7->9 4x3",
                                   {.n = 2, .c = 7, .f = 9, .h = 4, .w = 3, .k = 3, .stride = 2, .pad = 1, .output_pad = 1},
                                   seed += 10));
  cases.push_back(conv_transpose2d("1x1 stride 3 output_pad 2 6->4 3x4",
                                   {.c = 6, .f = 4, .h = 3, .w = 4, .k = 1, .stride = 3, .output_pad = 2}, seed += 10));
}

}  // namespace op_cases

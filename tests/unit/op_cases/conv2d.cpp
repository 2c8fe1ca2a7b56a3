// Op cases of linrt.conv2d (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

struct Conv {
  int64_t n = 1, c, f, h, w, k, stride = 1, pad = 0, dilation = 1, groups = 1;
  bool nhwc = false, bias = true;
};

OpCase conv2d(const std::string& name, const Conv& p, uint32_t seed) {
  const int64_t oh = (p.h + 2 * p.pad - p.dilation * (p.k - 1) - 1) / p.stride + 1;
  const int64_t ow = (p.w + 2 * p.pad - p.dilation * (p.k - 1) - 1) / p.stride + 1;
  const std::vector<int64_t> in = p.nhwc ? std::vector<int64_t>{p.n, p.h, p.w, p.c} : std::vector<int64_t>{p.n, p.c, p.h, p.w};
  const std::vector<int64_t> out = p.nhwc ? std::vector<int64_t>{p.n, oh, ow, p.f} : std::vector<int64_t>{p.n, p.f, oh, ow};
  const std::vector<int64_t> w = p.nhwc ? std::vector<int64_t>{p.k, p.k, p.c / p.groups, p.f}
                                        : std::vector<int64_t>{p.f, p.c / p.groups, p.k, p.k};
  std::string body = weight("w", w, seed);
  if (p.bias) body += weight("b", {p.f}, seed + 1);
  body += "  %r = \"linrt.conv2d\"(%a0, %w" + std::string(p.bias ? ", %b" : "") + ") <{operandSegmentSizes = " +
          int_array({1, 1, p.bias ? 1 : 0}, "i32") + ", layout = \"" + (p.nhwc ? "nhwc" : "nchw") +
          "\", strides = " + int_array({p.stride, p.stride}) + ", dilations = " + int_array({p.dilation, p.dilation}) +
          ", padding = " + int_array({p.pad, p.pad, p.pad, p.pad}) + ", groups = " + std::to_string(p.groups) +
          " : i64}> : (" + tensor(in) + ", " + tensor(w) + (p.bias ? ", " + tensor({p.f}) : "") + ") -> " + tensor(out) + "\n";
  // Sums of up to C*K*K products, reordered by the fast paths (Winograd's transforms round
  // with the size of a whole tile): relative to the results' size.
  return {"conv2d", name, function({in}, tensor(out), body), {in}, 1e-4f, true};
}

}  // namespace

LINRT_OP_CASES(conv2d) {
  uint32_t seed = 1;
  // conv2d: Winograd-sized 3x3 convs, thin channels, 1x1 (a GEMM), strides, dilation, groups,
  // NHWC, no bias, odd spatial sizes.
  cases.push_back(conv2d("3x3 16->16 9x9", {.c = 16, .f = 16, .h = 9, .w = 9, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 64->32 12x10", {.c = 64, .f = 32, .h = 12, .w = 10, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 3->5 7x7", {.c = 3, .f = 5, .h = 7, .w = 7, .k = 3, .pad = 1}, seed += 10));
  cases.push_back(conv2d("1x1 17->5 6x5", {.c = 17, .f = 5, .h = 6, .w = 5, .k = 1}, seed += 10));
  cases.push_back(conv2d("3x3 stride 2 8->6 9x9", {.c = 8, .f = 6, .h = 9, .w = 9, .k = 3, .stride = 2, .pad = 1}, seed += 10));
  cases.push_back(conv2d("3x3 dilation 2 5->4 9x9", {.c = 5, .f = 4, .h = 9, .w = 9, .k = 3, .pad = 2, .dilation = 2}, seed += 10));
  cases.push_back(conv2d("3x3 groups 4 8->8 7x7", {.c = 8, .f = 8, .h = 7, .w = 7, .k = 3, .pad = 1, .groups = 4}, seed += 10));
  cases.push_back(conv2d("3x3 nhwc 6->7 5x6", {.c = 6, .f = 7, .h = 5, .w = 6, .k = 3, .pad = 1, .nhwc = true}, seed += 10));
  cases.push_back(conv2d("5x5 no bias batch 2 4->3 8x8", {.n = 2, .c = 4, .f = 3, .h = 8, .w = 8, .k = 5, .pad = 2, .bias = false},
                         seed += 10));
}

}  // namespace op_cases

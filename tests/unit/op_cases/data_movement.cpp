// Op cases of the data-movement ops (linrt.gather, upsample_nearest, channel_gather, pixel_shuffle; tensor.concat, extract_slice, insert_slice) (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

OpCase gather(int64_t b, int64_t m) {
  std::vector<int64_t> i0, i1;
  for (int64_t j = 0; j < m; ++j)
    for (int64_t k = 0; k < j; ++k) i0.push_back(j), i1.push_back(k);  // DLRM's lower triangle
  const std::vector<int64_t> in = {b, m, m}, out = {b, int64_t(i0.size())};
  const std::string body = "  %r = \"linrt.gather\"(%a0) {indices0 = " + int_array(i0) + ", indices1 = " + int_array(i1) +
                           "} : (" + tensor(in) + ") -> " + tensor(out) + "\n";
  return {"gather", "lower triangle of " + label(in), function({in}, tensor(out), body), {in}, 0.0f};
}

OpCase upsample_nearest(const std::vector<int64_t>& in, int64_t sh, int64_t sw) {
  const std::vector<int64_t> out = {in[0], in[1], in[2] * sh, in[3] * sw};
  const std::string body = "  %r = \"linrt.upsample_nearest\"(%a0) {scale = " + int_array({sh, sw}) + "} : (" +
                           tensor(in) + ") -> " + tensor(out) + "\n";
  return {"upsample_nearest", label(in) + " by " + std::to_string(sh) + "x" + std::to_string(sw),
          function({in}, tensor(out), body), {in}, 0.0f};
}

// linrt.channel_gather of two NCHW operands: `half` 0 or 1 of the channel shuffle of their
// concat (ShuffleNetV2's, both of c channels), or with c0 != c1 every channel, in reverse.
OpCase channel_gather(int64_t c0, int64_t c1, int64_t h, int64_t w, int half) {
  std::vector<int64_t> channels;
  const int64_t total = c0 + c1;
  if (c0 == c1)
    for (int64_t j = half * c0; j < (half + 1) * c0; ++j) channels.push_back((j % 2) * c0 + j / 2);
  else
    for (int64_t j = total; j-- > 0;) channels.push_back(j);
  const std::vector<int64_t> in0 = {1, c0, h, w}, in1 = {1, c1, h, w}, out = {1, int64_t(channels.size()), h, w};
  const std::string body = "  %r = \"linrt.channel_gather\"(%a0, %a1) {channels = " + int_array(channels) + "} : (" +
                           tensor(in0) + ", " + tensor(in1) + ") -> " + tensor(out) + "\n";
  return {"channel_gather", label(in0) + " and " + label(in1) + (c0 == c1 ? " half " + std::to_string(half) : " reversed"),
          function({in0, in1}, tensor(out), body), {in0, in1}, 0.0f};
}

OpCase pixel_shuffle(const std::vector<int64_t>& in, int64_t r) {
  const std::vector<int64_t> out = {in[0], in[1] / (r * r), in[2] * r, in[3] * r};
  const std::string body = "  %r = \"linrt.pixel_shuffle\"(%a0) {factor = " + std::to_string(r) + " : i64} : (" +
                           tensor(in) + ") -> " + tensor(out) + "\n";
  return {"pixel_shuffle", label(in) + " by " + std::to_string(r), function({in}, tensor(out), body), {in}, 0.0f};
}

OpCase concat(const std::vector<int64_t>& a, const std::vector<int64_t>& b, int64_t dim) {
  std::vector<int64_t> out = a;
  out[size_t(dim)] += b[size_t(dim)];
  const std::string body = "  %r = tensor.concat dim(" + std::to_string(dim) + ") %a0, %a1 : (" + tensor(a) + ", " +
                           tensor(b) + ") -> " + tensor(out) + "\n";
  return {"concat", label(a) + " and " + label(b) + " along " + std::to_string(dim), function({a, b}, tensor(out), body),
          {a, b}, 0.0f};
}

// A static box of an argument: offsets, sizes and strides per dimension.
OpCase extract_slice(const std::vector<int64_t>& in, const std::vector<int64_t>& offsets, const std::vector<int64_t>& sizes,
                     const std::vector<int64_t>& strides) {
  auto list = [](const std::vector<int64_t>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  const std::string body = "  %r = tensor.extract_slice %a0" + list(offsets) + " " + list(sizes) + " " + list(strides) + " : " +
                           tensor(in) + " to " + tensor(sizes) + "\n";
  return {"extract_slice", label(sizes) + " of " + label(in) + " strides " + label(strides), function({in}, tensor(sizes), body),
          {in}, 0.0f};
}

// An argument written into a static box of another: offsets and strides per dimension of the
// destination, the box's sizes those of `src` (with unit dims where src has fewer).
OpCase insert_slice(const std::vector<int64_t>& src, const std::vector<int64_t>& dest, const std::vector<int64_t>& offsets,
                    const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides) {
  auto list = [](const std::vector<int64_t>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  };
  const std::string body = "  %r = tensor.insert_slice %a0 into %a1" + list(offsets) + " " + list(sizes) + " " + list(strides) +
                           " : " + tensor(src) + " into " + tensor(dest) + "\n";
  return {"insert_slice", label(src) + " into " + label(dest) + " strides " + label(strides),
          function({src, dest}, tensor(dest), body), {src, dest}, 0.0f};
}

}  // namespace

LINRT_OP_CASES(data_movement) {
  cases.push_back(gather(3, 6));
  cases.push_back(upsample_nearest({1, 3, 5, 7}, 2, 3));
  cases.push_back(upsample_nearest({2, 16, 4, 4}, 2, 2));
  cases.push_back(channel_gather(58, 58, 3, 5, 0));
  cases.push_back(channel_gather(116, 116, 2, 2, 1));
  cases.push_back(channel_gather(8, 24, 3, 3, 0));
  cases.push_back(pixel_shuffle({1, 8, 3, 5}, 2));
  cases.push_back(pixel_shuffle({1, 48, 4, 4}, 4));
  cases.push_back(concat({2, 3}, {2, 5}, 1));
  cases.push_back(concat({1, 4, 3, 3}, {1, 2, 3, 3}, 1));
  cases.push_back(extract_slice({2, 6, 5, 8}, {1, 3, 0, 0}, {1, 3, 5, 8}, {1, 1, 1, 1}));
  cases.push_back(extract_slice({2, 6, 5, 8}, {0, 1, 1, 2}, {2, 2, 3, 3}, {1, 2, 1, 2}));
  cases.push_back(insert_slice({1, 3, 4, 4}, {1, 3, 9, 9}, {0, 0, 1, 1}, {1, 3, 4, 4}, {1, 1, 2, 2}));
  cases.push_back(insert_slice({2, 5}, {1, 3, 9, 9}, {0, 1, 3, 4}, {1, 2, 1, 5}, {1, 1, 1, 1}));
}

}  // namespace op_cases

// The planner's blocked channel layout (NCHW16c between convs), inspected on the Plan: which
// values are kept blocked, where the layout is converted, and that a non-conv reader or a
// result forces row-major. Every model's outputs are checked against the reference executor,
// on the CPU (blocked) and on Vulkan where there is a device (row-major plans).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "plan_test_util.h"

namespace {

using plan_test::check_against_reference;
using plan_test::is_blocked;
using plan_test::plan_of;
using plan_test::Planned;

linrt::engine::PlanOptions blocked_options() {
  linrt::engine::PlanOptions o;
  o.blocked_layouts = true;
  return o;
}

std::string conv(const std::string& name, const std::string& in, const std::string& w, const std::string& bias,
                 int64_t c, int64_t f, int64_t hw, int64_t n = 1) {
  const std::string N = std::to_string(n) + "x";
  const std::string in_t = "tensor<" + N + std::to_string(c) + "x" + std::to_string(hw) + "x" + std::to_string(hw) + "xf32>";
  const std::string out_t = "tensor<" + N + std::to_string(f) + "x" + std::to_string(hw) + "x" + std::to_string(hw) + "xf32>";
  const std::string w_t = "tensor<" + std::to_string(f) + "x" + std::to_string(c) + "x3x3xf32>";
  return "  %" + name + " = \"linrt.conv2d\"(%" + in + ", %" + w + (bias.empty() ? "" : ", %" + bias) +
         ") <{operandSegmentSizes = array<i32: 1, 1, " + (bias.empty() ? "0" : "1") +
         ">, layout = \"nchw\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, "
         "1, 1>, groups = 1 : i64}> : (" +
         in_t + ", " + w_t + (bias.empty() ? "" : ", tensor<" + std::to_string(f) + "xf32>") + ") -> " + out_t + "\n";
}

// PReLU with a slope per channel read through (c) (`map` = "ch"), or one slope for all read
// through a full broadcast (`map` = "all", slope [1]).
std::string prelu(const std::string& name, const std::string& in, const std::string& slope, const std::string& map) {
  return "  %" + name + " = linalg.generic {indexing_maps = [#id, #" + map +
         ", #id], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(%" + in + ", %" +
         slope + " : tensor<1x16x9x9xf32>, tensor<" + (map == "ch" ? "16" : "1") +
         "xf32>) outs(%e16 : tensor<1x16x9x9xf32>) {\n"
         "  ^bb0(%v: f32, %sl: f32, %o: f32):\n"
         "    %zero = arith.constant 0.0 : f32\n"
         "    %pos = arith.cmpf ogt, %v, %zero : f32\n"
         "    %neg = arith.mulf %v, %sl : f32\n"
         "    %y = arith.select %pos, %v, %neg : f32\n"
         "    linalg.yield %y : f32\n"
         "  } -> tensor<1x16x9x9xf32>\n";
}

const char* kMaps = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#all = affine_map<(d0, d1, d2, d3) -> (0)>
)";

const char* kArgs =
    "%x: tensor<1x3x9x9xf32>, %w1: tensor<16x3x3x3xf32>, %w2: tensor<32x16x3x3xf32>, %w3: tensor<16x32x3x3xf32>, "
    "%w4: tensor<3x16x3x3xf32>, %b2: tensor<32xf32>, %s: tensor<16xf32>, %s1: tensor<1xf32>";

const std::vector<std::vector<int64_t>> kArgShapes = {{1, 3, 9, 9}, {16, 3, 3, 3}, {32, 16, 3, 3}, {16, 32, 3, 3},
                                                      {3, 16, 3, 3}, {32}, {16}, {1}};

}  // namespace

TEST_CASE("plan layout: values between convs stay NCHW16c, converted only by the first and last conv") {
  // conv (3 -> 16) + PReLU with one slope, conv (16 -> 32), conv (32 -> 16) + residual, a
  // channel concat, conv (32 -> 16), nearest upsampling, conv (16 -> 3): everything between the
  // first and the last conv is blocked, including the concat (written in place) and the
  // upsampling.
  std::string text = std::string(kMaps) + "func.func @forward(" + kArgs + ") -> tensor<1x3x18x18xf32> {\n" +
                     "  %e16 = tensor.empty() : tensor<1x16x9x9xf32>\n" + conv("c1", "x", "w1", "", 3, 16, 9) +
                     prelu("a1", "c1", "s1", "all") + conv("c2", "a1", "w2", "b2", 16, 32, 9) +
                     conv("c3", "c2", "w3", "", 32, 16, 9) +
                     "  %r3 = linalg.add ins(%c3, %a1 : tensor<1x16x9x9xf32>, tensor<1x16x9x9xf32>) outs(%e16 : "
                     "tensor<1x16x9x9xf32>) -> tensor<1x16x9x9xf32>\n"
                     "  %cat = tensor.concat dim(1) %a1, %r3 : (tensor<1x16x9x9xf32>, tensor<1x16x9x9xf32>) -> "
                     "tensor<1x32x9x9xf32>\n" +
                     conv("c5", "cat", "w3", "", 32, 16, 9) +
                     "  %u = \"linrt.upsample_nearest\"(%c5) <{scale = array<i64: 2, 2>}> : (tensor<1x16x9x9xf32>) -> "
                     "tensor<1x16x18x18xf32>\n" +
                     conv("c4", "u", "w4", "", 16, 3, 18) + "  return %c4 : tensor<1x3x18x18xf32>\n}\n";
  Planned p = plan_of(text, blocked_options());
  for (const char* name : {"a1", "c2", "r3", "cat", "c5", "u"}) {
    CAPTURE(name);
    CHECK(is_blocked(*p.plan, name));
  }
  CHECK_FALSE(is_blocked(*p.plan, "x"));
  CHECK_FALSE(is_blocked(*p.plan, "c4"));
  CHECK(p.plan->blocked_values == 6);
  CHECK(p.plan->layout_conversions == 2);
  // The Vulkan device's plans (the default options) keep everything row-major.
  Planned plain = plan_of(text);
  CHECK(plain.plan->blocked_values == 0);
  CHECK(plain.plan->layout_conversions == 0);
  check_against_reference(text, kArgShapes, 1e-5f, true);
}

TEST_CASE("plan layout: a non-conv reader in the middle of a conv chain forces a conversion") {
  // %c2 is read by a transpose (through a permutation map, not the identity), so it is written
  // row-major by its conv, and so is the transpose's result (the next conv converts it), and a
  // value that is also a result. A PReLU with a slope per channel (read per channel block)
  // stays blocked.
  std::string text = std::string(kMaps) + "func.func @forward(" + kArgs +
                     ") -> (tensor<1x3x9x9xf32>, tensor<1x16x9x9xf32>) {\n" +
                     "  %e16 = tensor.empty() : tensor<1x16x9x9xf32>\n"
                     "  %e32 = tensor.empty() : tensor<1x32x9x9xf32>\n" +
                     conv("c1", "x", "w1", "", 3, 16, 9) + prelu("a1", "c1", "s", "ch") +
                     conv("c2", "a1", "w2", "b2", 16, 32, 9) +
                     "  %t = linalg.transpose ins(%c2 : tensor<1x32x9x9xf32>) outs(%e32 : tensor<1x32x9x9xf32>) "
                     "permutation = [0, 1, 3, 2]\n" +
                     conv("c3", "t", "w3", "", 32, 16, 9) + conv("c5", "c3", "w2", "", 16, 32, 9) +
                     conv("c6", "c5", "w3", "", 32, 16, 9) + conv("c4", "c6", "w4", "", 16, 3, 9) +
                     "  return %c4, %c6 : tensor<1x3x9x9xf32>, tensor<1x16x9x9xf32>\n}\n";
  Planned p = plan_of(text, blocked_options());
  for (const char* name : {"a1", "c3", "c5"}) {
    CAPTURE(name);
    CHECK(is_blocked(*p.plan, name));
  }
  for (const char* name : {"c2", "t", "c6", "c4"}) {
    CAPTURE(name);
    CHECK_FALSE(is_blocked(*p.plan, name));
  }
  CHECK(p.plan->blocked_values == 3);
  // c1 + PReLU (row-major in, blocked out), c2 (blocked in, row-major out), c3 (row-major in,
  // blocked out) and c6 (blocked in, row-major out: a result); c4 reads the row-major c6.
  CHECK(p.plan->layout_conversions == 4);
  check_against_reference(text, kArgShapes, 1e-5f, true);
}

namespace {

// Per-channel scale, shift and ReLU over C channels (eval-mode batch norm + ReLU, as DenseNet
// applies it to each concat), the scale and shift read through (c).
std::string channel_affine_relu(const std::string& name, const std::string& in, int64_t c) {
  const std::string t = "tensor<1x" + std::to_string(c) + "x9x9xf32>", v = "tensor<" + std::to_string(c) + "xf32>";
  return "  %e_" + name + " = tensor.empty() : " + t + "\n  %" + name +
         " = linalg.generic {indexing_maps = [#id, #ch, #ch, #id], iterator_types = [\"parallel\", \"parallel\", "
         "\"parallel\", \"parallel\"]} ins(%" + in + ", %a" + std::to_string(c) + ", %b" + std::to_string(c) + " : " + t +
         ", " + v + ", " + v + ") outs(%e_" + name + " : " + t +
         ") {\n"
         "  ^bb0(%v: f32, %sc: f32, %sh: f32, %o: f32):\n"
         "    %zero = arith.constant 0.0 : f32\n"
         "    %m = arith.mulf %v, %sc : f32\n"
         "    %y = arith.addf %m, %sh : f32\n"
         "    %r = arith.maximumf %y, %zero : f32\n"
         "    linalg.yield %r : f32\n"
         "  } -> " + t + "\n";
}

}  // namespace

TEST_CASE("plan: growing channel concats that batch norm + ReLU read are views, not copies (DenseNet)") {
  // x0 = conv(x); x1 = conv(x0); x2 = conv(bnrelu(cat(x0, x1))); out = conv(bnrelu(cat(x0, x1, x2))).
  // No elementwise op is fused into a concat, so both concats are views of one buffer holding
  // x0, x1 and x2 side by side (the convs write their results there), and neither copies.
  const std::string text =
      std::string(kMaps) +
      "func.func @forward(%x: tensor<1x3x9x9xf32>, %w1: tensor<16x3x3x3xf32>, %w5: tensor<16x16x3x3xf32>, "
      "%w3: tensor<16x32x3x3xf32>, %w6: tensor<3x48x3x3xf32>, %a32: tensor<32xf32>, %b32: tensor<32xf32>, "
      "%a48: tensor<48xf32>, %b48: tensor<48xf32>) -> tensor<1x3x9x9xf32> {\n" +
      conv("x0", "x", "w1", "", 3, 16, 9) + conv("x1", "x0", "w5", "", 16, 16, 9) +
      "  %cat1 = tensor.concat dim(1) %x0, %x1 : (tensor<1x16x9x9xf32>, tensor<1x16x9x9xf32>) -> tensor<1x32x9x9xf32>\n" +
      channel_affine_relu("n1", "cat1", 32) + conv("x2", "n1", "w3", "", 32, 16, 9) +
      "  %cat2 = tensor.concat dim(1) %x0, %x1, %x2 : (tensor<1x16x9x9xf32>, tensor<1x16x9x9xf32>, "
      "tensor<1x16x9x9xf32>) -> tensor<1x48x9x9xf32>\n" +
      channel_affine_relu("n2", "cat2", 48) + conv("out", "n2", "w6", "", 48, 3, 9) +
      "  return %out : tensor<1x3x9x9xf32>\n}\n";
  for (const bool blocked : {false, true}) {
    CAPTURE(blocked);
    Planned p = blocked ? plan_of(text, blocked_options()) : plan_of(text);
    const auto& plan = *p.plan;
    for (const auto& d : plan.dispatches) CHECK(d.root->name != "tensor.concat");
    auto storage = [&](const std::string& name) -> const linrt::engine::Storage& {
      for (const auto& v : plan.values)
        if (v.value && v.value->name == name) return plan.storages[v.storage];
      FAIL("no value %" << name);
      return plan.storages.front();
    };
    const int32_t buffer = storage("x0").parent;
    CHECK(buffer >= 0);
    size_t offset = storage("x0").offset;
    for (const char* name : {"x1", "x2"}) {
      CAPTURE(name);
      offset += 16 * 81 * sizeof(float);
      CHECK(storage(name).parent == buffer);
      CHECK(storage(name).offset == offset);
    }
  }
  check_against_reference(text, {{1, 3, 9, 9}, {16, 3, 3, 3}, {16, 16, 3, 3}, {16, 32, 3, 3}, {3, 48, 3, 3}, {32}, {32},
                                 {48}, {48}},
                          1e-5f, true);
}

namespace {

// conv (3 -> C) -> s = sum over H, W (a generic reduction) -> gate = sigmoid(s / 81) ->
// y = x * gate read through (d0, d1, 0, 0) -> conv (C -> 3): a squeeze-excitation block on
// n images of hw x hw pixels.
std::string squeeze_excitation(int64_t c, int64_t hw = 9, int64_t n = 1) {
  const std::string C = std::to_string(c), HW = std::to_string(hw) + "x" + std::to_string(hw), N = std::to_string(n);
  const std::string t = "tensor<" + N + "x" + C + "x" + HW + "xf32>", s = "tensor<" + N + "x" + C + "x1x1xf32>";
  return std::string(kMaps) + "#sp = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>\n" +
         "func.func @forward(%x: tensor<" + N + "x3x" + HW + "xf32>, %w1: tensor<" + C + "x3x3x3xf32>, %w2: tensor<3x" + C +
         "x3x3xf32>) -> tensor<" + N + "x3x" + HW + "xf32> {\n" + conv("c1", "x", "w1", "", 3, c, hw, n) +
         "  %zero = arith.constant 0.0 : f32\n"
         "  %es = tensor.empty() : " + s + "\n"
         "  %z = linalg.fill ins(%zero : f32) outs(%es : " + s + ") -> " + s + "\n"
         "  %sum = linalg.generic {indexing_maps = [#id, #sp], iterator_types = [\"parallel\", \"parallel\", "
         "\"reduction\", \"reduction\"]} ins(%c1 : " + t + ") outs(%z : " + s + ") {\n"
         "  ^bb0(%v: f32, %acc: f32):\n"
         "    %a = arith.addf %v, %acc : f32\n"
         "    linalg.yield %a : f32\n"
         "  } -> " + s + "\n"
         "  %gate = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\", "
         "\"parallel\", \"parallel\"]} ins(%sum : " + s + ") outs(%es : " + s + ") {\n"
         "  ^bb0(%v: f32, %o: f32):\n"
         "    %n = arith.constant 81.0 : f32\n"
         "    %one = arith.constant 1.0 : f32\n"
         "    %m = arith.divf %v, %n : f32\n"
         "    %neg = arith.negf %m : f32\n"
         "    %e = math.exp %neg : f32\n"
         "    %d = arith.addf %e, %one : f32\n"
         "    %g = arith.divf %one, %d : f32\n"
         "    linalg.yield %g : f32\n"
         "  } -> " + s + "\n"
         "  %ey = tensor.empty() : " + t + "\n"
         "  %y = linalg.generic {indexing_maps = [#id, #sp, #id], iterator_types = [\"parallel\", \"parallel\", "
         "\"parallel\", \"parallel\"]} ins(%c1, %gate : " + t + ", " + s + ") outs(%ey : " + t + ") {\n"
         "  ^bb0(%v: f32, %g: f32, %o: f32):\n"
         "    %r = arith.mulf %v, %g : f32\n"
         "    linalg.yield %r : f32\n"
         "  } -> " + t + "\n" + conv("out", "y", "w2", "", c, 3, hw, n) + "  return %out : tensor<" + N + "x3x" + HW +
         "xf32>\n}\n";
}

}  // namespace

TEST_CASE("plan layout: a squeeze-excitation block stays blocked: the squeeze reads NCHW16c, the gate per channel") {
  const std::string text = squeeze_excitation(32);
  Planned p = plan_of(text, blocked_options());
  for (const char* name : {"c1", "y"}) {
    CAPTURE(name);
    CHECK(is_blocked(*p.plan, name));
  }
  CHECK_FALSE(is_blocked(*p.plan, "sum"));  // the squeeze writes row-major
  CHECK(p.plan->layout_conversions == 2);   // the first conv and the last
  check_against_reference(text, {{1, 3, 9, 9}, {32, 3, 3, 3}, {3, 32, 3, 3}}, 1e-5f, true);
  // 48 channels (three blocks) on 33 x 33 pixels: a squeeze large enough for the reduction
  // kernel to split over threads.
  const std::string large = squeeze_excitation(48, 33);
  CHECK(is_blocked(*plan_of(large, blocked_options()).plan, "y"));
  check_against_reference(large, {{1, 3, 33, 33}, {48, 3, 3, 3}, {3, 48, 3, 3}}, 1e-5f, true);
}

TEST_CASE("plan layout: a squeeze-excitation block over channels that are not whole blocks stays NCHW16c, padded") {
  // The squeeze sums the padded last block into scratch and writes the C real sums; the gate
  // multiply reads the gate from a zero-padded copy, so the padding lanes of y stay zero and
  // only the first and the last conv convert (MobileNetV3's 72 and 120 channels).
  for (int64_t c : {24, 40, 72}) {
    CAPTURE(c);
    const std::string text = squeeze_excitation(c);
    Planned p = plan_of(text, blocked_options());
    CHECK(is_blocked(*p.plan, "c1"));
    CHECK(is_blocked(*p.plan, "y"));
    CHECK_FALSE(is_blocked(*p.plan, "sum"));
    CHECK(p.plan->layout_conversions == 2);
    // The multiply rewrites the conv's output in place (the squeeze has read it).
    const auto& mul = plan_test::dispatch_making(*p.plan, "y");
    REQUIRE(mul.in_place >= 0);
    CHECK(p.plan->values[mul.inputs[size_t(mul.in_place)]].value->name == "c1");
    check_against_reference(text, {{1, 3, 9, 9}, {c, 3, 3, 3}, {3, c, 3, 3}}, 1e-5f, true);
  }
  // Two images (a gate per image and channel), and 40 channels on 33 x 33 pixels: a squeeze
  // large enough for the reduction kernel to split over threads.
  const std::string batch = squeeze_excitation(24, 9, 2);
  CHECK(is_blocked(*plan_of(batch, blocked_options()).plan, "y"));
  check_against_reference(batch, {{2, 3, 9, 9}, {24, 3, 3, 3}, {3, 24, 3, 3}}, 1e-5f, true);
  const std::string large = squeeze_excitation(40, 33);
  CHECK(is_blocked(*plan_of(large, blocked_options()).plan, "y"));
  check_against_reference(large, {{1, 3, 33, 33}, {40, 3, 3, 3}, {3, 40, 3, 3}}, 1e-5f, true);
  // Fewer than 16 channels are never blocked.
  const std::string narrow = squeeze_excitation(8);
  CHECK_FALSE(is_blocked(*plan_of(narrow, blocked_options()).plan, "y"));
  check_against_reference(narrow, {{1, 3, 9, 9}, {8, 3, 3, 3}, {3, 8, 3, 3}}, 1e-5f, true);
}

namespace {

// A one-input elementwise generic over 1 x C x 9 x 9: hardswish (0 -> 0), a sigmoid (0 -> 0.5),
// or a scale per channel (`s`, read through (d1): no lanes past C to read).
std::string activation(const std::string& name, const std::string& in, int64_t c, const std::string& kind) {
  const std::string t = "tensor<1x" + std::to_string(c) + "x9x9xf32>";
  const bool scale = kind == "scale";
  std::string body =
      kind == "hardswish" ? "    %k3 = arith.constant 3.0 : f32\n"
                            "    %k0 = arith.constant 0.0 : f32\n"
                            "    %k6 = arith.constant 6.0 : f32\n"
                            "    %a = arith.addf %v, %k3 : f32\n"
                            "    %b = arith.maximumf %a, %k0 : f32\n"
                            "    %m = arith.minimumf %b, %k6 : f32\n"
                            "    %p = arith.mulf %v, %m : f32\n"
                            "    %y = arith.divf %p, %k6 : f32\n"
      : scale ? "    %y = arith.mulf %v, %sc : f32\n"
              : "    %one = arith.constant 1.0 : f32\n"
                "    %n = arith.negf %v : f32\n"
                "    %e = math.exp %n : f32\n"
                "    %d = arith.addf %e, %one : f32\n"
                "    %y = arith.divf %one, %d : f32\n";
  return "  %" + name + "_e = tensor.empty() : " + t + "\n  %" + name + " = linalg.generic {indexing_maps = [#id, " +
         (scale ? "#ch, " : "") + "#id], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(%" +
         in + (scale ? ", %s" : "") + " : " + t + (scale ? ", tensor<" + std::to_string(c) + "xf32>" : "") + ") outs(%" +
         name + "_e : " + t + ") {\n  ^bb0(%v: f32, " + (scale ? "%sc: f32, " : "") + "%o: f32):\n" + body +
         "    linalg.yield %y : f32\n  } -> " + t + "\n";
}

// conv (3 -> 24) + `act` = a1, conv (24 -> 40) + bias, conv (40 -> 24) + a1 = r3, conv
// (24 -> 24) + sigmoid, conv (24 -> 3): channel counts that are not whole blocks.
std::string padded_chain(const std::string& act) {
  return std::string(kMaps) +
         "func.func @forward(%x: tensor<1x3x9x9xf32>, %w1: tensor<24x3x3x3xf32>, %w2: tensor<40x24x3x3xf32>, "
         "%b2: tensor<40xf32>, %w3: tensor<24x40x3x3xf32>, %w5: tensor<24x24x3x3xf32>, %w4: tensor<3x24x3x3xf32>, "
         "%s: tensor<24xf32>) -> tensor<1x3x9x9xf32> {\n" +
         conv("c1", "x", "w1", "", 3, 24, 9) + activation("a1", "c1", 24, act) + conv("c2", "a1", "w2", "b2", 24, 40, 9) +
         conv("c3", "c2", "w3", "", 40, 24, 9) + "  %e24 = tensor.empty() : tensor<1x24x9x9xf32>\n" +
         "  %r3 = linalg.add ins(%c3, %a1 : tensor<1x24x9x9xf32>, tensor<1x24x9x9xf32>) outs(%e24 : "
         "tensor<1x24x9x9xf32>) -> tensor<1x24x9x9xf32>\n" +
         conv("c4", "r3", "w5", "", 24, 24, 9) + activation("g", "c4", 24, "sigmoid") + conv("out", "g", "w4", "", 24, 3, 9) +
         "  return %out : tensor<1x3x9x9xf32>\n}\n";
}

const std::vector<std::vector<int64_t>> kPaddedShapes = {{1, 3, 9, 9},   {24, 3, 3, 3},  {40, 24, 3, 3}, {40},
                                                         {24, 40, 3, 3}, {24, 24, 3, 3}, {3, 24, 3, 3},  {24}};

}  // namespace

TEST_CASE("plan layout: channel counts that are not whole blocks are kept NCHW16c with a padded last block") {
  // Between the convs of 24 and 40 channels everything is blocked with a zero-padded last block:
  // hardswish and the residual sum keep the zero lanes zero. The sigmoid does not (it maps 0 to
  // 0.5), so its output stays row-major and its conv converts.
  const std::string text = padded_chain("hardswish");
  Planned p = plan_of(text, blocked_options());
  for (const char* name : {"a1", "c2", "r3"}) {
    CAPTURE(name);
    CHECK(is_blocked(*p.plan, name));
  }
  CHECK_FALSE(is_blocked(*p.plan, "g"));
  CHECK(p.plan->blocked_values == 3);
  CHECK(p.plan->layout_conversions == 2);  // the first conv and the sigmoid's
  // Five convs of up to 360 products each: the row-major plan's sums also differ from the
  // reference's by more than 1e-5 of the range.
  check_against_reference(text, kPaddedShapes, 1e-4f, true);
  // A scale per channel has no values for the padding lanes: its value, and the residual sum
  // that reads it at the index written, stay row-major; the 40 channels between two convs do not.
  const std::string scaled = padded_chain("scale");
  Planned q = plan_of(scaled, blocked_options());
  CHECK_FALSE(is_blocked(*q.plan, "a1"));
  CHECK_FALSE(is_blocked(*q.plan, "r3"));
  CHECK(is_blocked(*q.plan, "c2"));
  check_against_reference(scaled, kPaddedShapes, 1e-4f, true);
}

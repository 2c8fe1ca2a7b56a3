// Conv epilogues that the conv kernels compute in their stores (PlanKernel::stores, ops/activation.h):
// torch-mlir's spellings of ReLU, ReLU6 and clamps (select chains and minimumf/maximumf),
// hardswish, hardsigmoid (two spellings), sigmoid and SiLU (each of the kernels' specialised
// store loops, ops/activation_impl.h pick_stores, and a form that takes the general one) after
// the blocked direct conv (a stem, 1x1s with blocked and row-major outputs) and the depthwise
// conv (blocked, and row-major planes of fewer than 16 channels), and residual adds before or
// after the activation. Channel counts are not multiples of 16 (the padded last block's lanes
// must stay zero). Each model is checked against the reference executor on the CPU (CTest runs
// this file once more at each narrower ISA) and on Vulkan, whose conv shaders compile the same
// epilogue programs into their stores, with a NaN in the input too (ordered and unordered
// compares keep or drop it as the reference does).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "plan_test_util.h"

namespace {

using linrt::engine::Plan;
using linrt::engine::PlanKernel;
using plan_test::check_against_reference;
using plan_test::plan_of;

struct Act {
  const char* name;
  const char* body;  // from %p (the conv's element) to %y; constants %c0 %c1 %c3 %c6
  bool gate, sigmoid;
  int steps;
  bool keeps_zero;  // act(0) == 0, so that its output may be blocked (padding lanes stay zero)
};

const Act kActs[] = {
    {"relu (select ugt)", "    %k = arith.cmpf ugt, %p, %c0 : f32\n    %y = arith.select %k, %p, %c0 : f32\n", false, false, 1, true},
    {"relu6 (maximumf, minimumf)", "    %m = arith.maximumf %p, %c0 : f32\n    %y = arith.minimumf %m, %c6 : f32\n", false, false, 2, true},
    {"relu6 (select ogt, olt: torch-mlir's clamp)", "    %k1 = arith.cmpf ogt, %p, %c0 : f32\n"
     "    %s1 = arith.select %k1, %p, %c0 : f32\n    %k2 = arith.cmpf olt, %c6, %s1 : f32\n"
     "    %y = arith.select %k2, %c6, %s1 : f32\n", false, false, 2, true},
    {"clamp 0..6 (select ult, ugt)", "    %k1 = arith.cmpf ult, %p, %c0 : f32\n    %s1 = arith.select %k1, %c0, %p : f32\n"
     "    %k2 = arith.cmpf ugt, %s1, %c6 : f32\n    %y = arith.select %k2, %c6, %s1 : f32\n", false, false, 2, true},
    {"hardswish", "    %t = arith.addf %p, %c3 : f32\n    %k1 = arith.cmpf ult, %t, %c0 : f32\n"
                  "    %s1 = arith.select %k1, %c0, %t : f32\n    %k2 = arith.cmpf ugt, %s1, %c6 : f32\n"
                  "    %s2 = arith.select %k2, %c6, %s1 : f32\n    %m = arith.mulf %p, %s2 : f32\n"
                  "    %y = arith.divf %m, %c6 : f32\n", true, false, 2, true},
    {"hardsigmoid", "    %t = arith.addf %p, %c3 : f32\n    %k1 = arith.cmpf ogt, %c0, %t : f32\n"
                    "    %s1 = arith.select %k1, %c0, %t : f32\n    %k2 = arith.cmpf ole, %s1, %c6 : f32\n"
                    "    %s2 = arith.select %k2, %s1, %c6 : f32\n    %y = arith.divf %s2, %c6 : f32\n", false, false, 2, false},
    {"hardsigmoid (select ult, ugt)", "    %t = arith.addf %p, %c3 : f32\n    %k1 = arith.cmpf ult, %t, %c0 : f32\n"
     "    %s1 = arith.select %k1, %c0, %t : f32\n    %k2 = arith.cmpf ugt, %s1, %c6 : f32\n"
     "    %s2 = arith.select %k2, %c6, %s1 : f32\n    %y = arith.divf %s2, %c6 : f32\n", false, false, 2, false},
    {"silu", "    %n = arith.negf %p : f32\n    %e = math.exp %n : f32\n    %a = arith.addf %e, %c1 : f32\n"
             "    %r = arith.divf %c1, %a : f32\n    %y = arith.mulf %p, %r : f32\n", true, true, 0, true},
    {"sigmoid", "    %n = arith.negf %p : f32\n    %e = math.exp %n : f32\n    %a = arith.addf %e, %c1 : f32\n"
                "    %y = arith.divf %c1, %a : f32\n", false, true, 0, false},
};

std::string t4(int64_t c, int64_t h, int64_t w) {
  return "tensor<1x" + std::to_string(c) + "x" + std::to_string(h) + "x" + std::to_string(w) + "xf32>";
}

// %out = body(%in [, %other]) over a 1 x c x h x w tensor.
std::string ew(const std::string& out, const std::string& in, const std::string& other, int64_t c, int64_t h, int64_t w,
               const std::string& body) {
  const std::string t = t4(c, h, w);
  const bool two = !other.empty();
  return "  %" + out + " = linalg.generic {indexing_maps = [#id, " + (two ? "#id, " : "") +
         "#id], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(%" + in +
         (two ? ", %" + other : "") + " : " + t + (two ? ", " + t : "") + ") outs(%e" + std::to_string(c) + "_" +
         std::to_string(h) + " : " + t + ") {\n  ^bb0(%p: f32, " + (two ? "%q: f32, " : "") + "%o: f32):\n" + body +
         "    linalg.yield %y : f32\n  } -> " + t + "\n";
}

std::string conv(const std::string& out, const std::string& in, const std::string& w, const std::string& b, int64_t c,
                 int64_t f, int64_t h, int64_t wd, int64_t k, int64_t groups) {
  const int64_t pad = k / 2;
  return "  %" + out + " = \"linrt.conv2d\"(%" + in + ", %" + w + ", %" + b +
         ") <{operandSegmentSizes = array<i32: 1, 1, 1>, layout = \"nchw\", strides = array<i64: 1, 1>, dilations = "
         "array<i64: 1, 1>, padding = array<i64: " + std::to_string(pad) + ", " + std::to_string(pad) + ", " +
         std::to_string(pad) + ", " + std::to_string(pad) + ">, groups = " + std::to_string(groups) + " : i64}> : (" +
         t4(c, h, wd) + ", tensor<" + std::to_string(f) + "x" + std::to_string(c / groups) + "x" + std::to_string(k) + "x" +
         std::to_string(k) + "xf32>, tensor<" + std::to_string(f) + "xf32>) -> " + t4(f, h, wd) + "\n";
}

constexpr int64_t kH = 9, kW = 11;

// The plan a CPU session makes (values between convs in NCHW16c).
plan_test::Planned cpu_plan(const std::string& text) {
  linrt::engine::PlanOptions o;
  o.blocked_layouts = true;
  return plan_of(text, o);
}

// x [1, 3, 9, 11] -> stem 3x3 (3 -> 20) + act = %h1 (blocked, read by the depthwise conv and the
// residual) -> depthwise 3x3 + act = %h2 -> 1x1 (20 -> 20) + residual %h1 (before or after act,
// or none) = %h3 -> 1x1 (20 -> 24) + act = %out (a result: row-major). With `depthwise_channels`
// below 16 the depthwise conv instead reads an argument of that many channels and is a result
// of its own (row-major planes).
std::string model(const Act& act, const std::string& residual) {
  const std::string t20 = t4(20, kH, kW);
  std::string s = "#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>\n";
  s += "func.func @forward(%x: " + t4(3, kH, kW) +
       ", %w1: tensor<20x3x3x3xf32>, %b1: tensor<20xf32>, %w2: tensor<20x1x3x3xf32>, %b2: tensor<20xf32>, "
       "%w3: tensor<20x20x1x1xf32>, %b3: tensor<20xf32>, %w4: tensor<24x20x1x1xf32>, %b4: tensor<24xf32>) -> " +
       t4(24, kH, kW) + " {\n";
  s += "  %c0 = arith.constant 0.0 : f32\n  %c1 = arith.constant 1.0 : f32\n  %c3 = arith.constant 3.0 : f32\n"
       "  %c6 = arith.constant 6.0 : f32\n";
  s += "  %e20_9 = tensor.empty() : " + t20 + "\n  %e24_9 = tensor.empty() : " + t4(24, kH, kW) + "\n";
  s += conv("v1", "x", "w1", "b1", 3, 20, kH, kW, 3, 1) + ew("h1", "v1", "", 20, kH, kW, act.body);
  s += conv("v2", "h1", "w2", "b2", 20, 20, kH, kW, 3, 20) + ew("h2", "v2", "", 20, kH, kW, act.body);
  s += conv("v3", "h2", "w3", "b3", 20, 20, kH, kW, 1, 1);
  if (residual == "after") {
    s += ew("a3", "v3", "", 20, kH, kW, act.body);
    s += ew("h3", "a3", "h1", 20, kH, kW, "    %y = arith.addf %p, %q : f32\n");
  } else if (residual == "before") {
    s += ew("s3", "v3", "h1", 20, kH, kW, "    %y = arith.addf %q, %p : f32\n");
    s += ew("h3", "s3", "", 20, kH, kW, act.body);
  } else {
    s += ew("h3", "v3", "h1", 20, kH, kW, "    %y = arith.addf %p, %q : f32\n");
  }
  s += conv("v4", "h3", "w4", "b4", 20, 24, kH, kW, 1, 1) + ew("out", "v4", "", 24, kH, kW, act.body);
  return s + "  return %out : " + t4(24, kH, kW) + "\n}\n";
}

const std::vector<std::vector<int64_t>> kShapes = {{1, 3, kH, kW}, {20, 3, 3, 3}, {20}, {20, 1, 3, 3}, {20},
                                                   {20, 20, 1, 1}, {20},          {24, 20, 1, 1}, {24}};

// A depthwise conv over `c` row-major channels with the activation, as the function's result.
std::string depthwise_alone(const Act& act, int64_t c) {
  std::string s = "#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>\n";
  s += "func.func @forward(%x: " + t4(c, kH, kW) + ", %w: tensor<" + std::to_string(c) + "x1x3x3xf32>, %b: tensor<" +
       std::to_string(c) + "xf32>) -> " + t4(c, kH, kW) + " {\n";
  s += "  %c0 = arith.constant 0.0 : f32\n  %c1 = arith.constant 1.0 : f32\n  %c3 = arith.constant 3.0 : f32\n"
       "  %c6 = arith.constant 6.0 : f32\n";
  s += "  %e" + std::to_string(c) + "_9 = tensor.empty() : " + t4(c, kH, kW) + "\n";
  s += conv("v", "x", "w", "b", c, c, kH, kW, 3, c) + ew("out", "v", "", c, kH, kW, act.body);
  return s + "  return %out : " + t4(c, kH, kW) + "\n}\n";
}

// Every conv dispatch run by the blocked direct or the depthwise kernel must have its epilogue
// in its stores (a residual only where its output is blocked); with `all`, every conv must be
// run by one of the two.
void check_stores(const Plan& plan, const Act& act, int expected_residuals, bool residual_first, bool all = true) {
  int convs = 0, residuals = 0;
  for (const auto& d : plan.dispatches) {
    if (d.root->name != "linrt.conv2d") continue;
    const PlanKernel& k = plan.kernels[d.kernel];
    CAPTURE(k.name);
    CAPTURE(k.key);
    const bool takes = k.name.find("blocked") != std::string::npos || k.name.find("depthwise") != std::string::npos;
    CHECK((takes || !all));
    if (!takes || (!plan.values[d.outputs[0]].blocked && k.epilogue.num_inputs > 1)) continue;
    ++convs;
    REQUIRE(k.has_epilogue);
    REQUIRE(k.stores.has_value());
    CHECK(k.stores->bias_input == 0);
    if (k.stores->residual_input) {
      ++residuals;
      CHECK(k.stores->residual_first == residual_first);
      // A residual alone (no activation on that conv) is the bare sum.
      if (k.epilogue.code.size() == 1) CHECK(k.stores->act.none());
    }
    if (!k.stores->act.none()) {
      CHECK(k.stores->act.gate == act.gate);
      CHECK(k.stores->act.sigmoid == act.sigmoid);
      CHECK(k.stores->act.num_steps == act.steps);
    }
  }
  CHECK(residuals == expected_residuals);
  CHECK(convs > 0);
}

}  // namespace

TEST_CASE("conv stores: activations and residuals in the blocked and depthwise convs' stores") {
  for (const Act& act : kActs) {
    for (const char* residual : {"none", "after", "before"}) {
      const std::string act_name = act.name, residual_name = residual;
      CAPTURE(act_name);
      CAPTURE(residual_name);
      const std::string text = model(act, residual);
      const auto planned = cpu_plan(text);
      // The residual's conv takes it in its stores where its output stays blocked (read by the
      // next conv); a (hard) sigmoid's nonzero padding lanes keep %h1 row-major, some convs
      // then run as GEMMs, and the residual runs through the evaluator.
      const bool blocked = plan_test::is_blocked(*planned.plan, "h1");
      CHECK(blocked == act.keeps_zero);
      check_stores(*planned.plan, act, blocked ? 1 : 0, std::string(residual) == "before", blocked);
      check_against_reference(text, kShapes, 1e-4f, true);
      check_against_reference(text, kShapes, 1e-4f, true, /*first_nan=*/true);
    }
  }
}

TEST_CASE("conv stores: a depthwise conv over row-major planes, blocked scratch and plain rows") {
  for (const Act& act : kActs)
    for (int64_t c : {24, 8}) {
      const std::string act_name = act.name;
      CAPTURE(act_name);
      CAPTURE(c);
      const std::string text = depthwise_alone(act, c);
      check_stores(*cpu_plan(text).plan, act, 0, false);
      const std::vector<std::vector<int64_t>> shapes = {{1, c, kH, kW}, {c, 1, 3, 3}, {c}};
      check_against_reference(text, shapes, 1e-4f, true);
      check_against_reference(text, shapes, 1e-4f, true, /*first_nan=*/true);
    }
}

TEST_CASE("conv stores: tails outside the closed set stay with the evaluator") {
  // A scale after ReLU, and a clamp against an operand: not a StoreForm.
  const Act scaled{"relu then scale", "    %k = arith.cmpf ugt, %p, %c0 : f32\n    %s = arith.select %k, %p, %c0 : f32\n"
                                      "    %y = arith.mulf %s, %c3 : f32\n", false, false, 1, true};
  const std::string text = depthwise_alone(scaled, 24);
  const auto planned = cpu_plan(text);
  for (const auto& d : planned.plan->dispatches)
    if (d.root->name == "linrt.conv2d") CHECK_FALSE(planned.plan->kernels[d.kernel].stores.has_value());
  check_against_reference(text, {{1, 24, kH, kW}, {24, 1, 3, 3}, {24}}, 1e-4f, true);
}

// The planner's prologue: a standalone per-channel chain (a batch norm in torch-mlir's form, then
// ReLU or not) whose result a blocked 1x1 conv reads is folded into that conv's input read
// (KernelSpec::prologue), and its dispatch goes when nothing else reads it. Inspected on the Plan
// (which dispatches remain, the conv's key), with every model's outputs checked against the
// reference executor on the unfused graph, on the CPU and on Vulkan where there is a device.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "plan_test_util.h"

namespace {

using plan_test::check_against_reference;
using plan_test::plan_of;
using plan_test::Planned;

std::string tensor(int64_t n, int64_t c, int64_t hw) {
  return "tensor<" + std::to_string(n) + "x" + std::to_string(c) + "x" + std::to_string(hw) + "x" + std::to_string(hw) +
         "xf32>";
}

std::string conv(const std::string& name, const std::string& in, const std::string& w, int64_t n, int64_t c, int64_t f,
                 int64_t hw, int64_t k, int64_t stride = 1) {
  const int64_t pad = k / 2, out_hw = (hw + 2 * pad - k) / stride + 1;
  const std::string P = std::to_string(pad), S = std::to_string(stride);
  return "  %" + name + " = \"linrt.conv2d\"(%" + in + ", %" + w +
         ") <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = \"nchw\", strides = array<i64: " + S + ", " + S +
         ">, dilations = array<i64: 1, 1>, padding = array<i64: " + P + ", " + P + ", " + P + ", " + P +
         ">, groups = 1 : i64}> : (" + tensor(n, c, hw) + ", tensor<" + std::to_string(f) + "x" + std::to_string(c) + "x" +
         std::to_string(k) + "x" + std::to_string(k) + "xf32>) -> " + tensor(n, f, out_hw) + "\n";
}

std::string dense(const std::string& name, int64_t c, uint32_t seed, float lo, float hi) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::string s = "  %" + name + " = arith.constant dense<[";
  for (int64_t i = 0; i < c; ++i) s += (i ? ", " : "") + std::to_string(dist(rng));
  return s + "]> : tensor<" + std::to_string(c) + "xf32>\n";
}

enum class Act { None, SelectUgt, Maximum };

// y = act((x - mean) * invstd * gamma + beta) over constants read per channel, as torch-mlir
// writes an inference batch norm (the scale and shift not folded), then ReLU in either form.
std::string batch_norm(const std::string& name, const std::string& in, int64_t n, int64_t c, int64_t hw, Act act) {
  const std::string t = tensor(n, c, hw), C = "tensor<" + std::to_string(c) + "xf32>";
  std::string s = dense(name + "_m", c, 1, -0.5f, 0.5f) + dense(name + "_s", c, 2, 0.5f, 2.0f) +
                  dense(name + "_g", c, 3, -1.5f, 1.5f) + dense(name + "_b", c, 4, -0.5f, 0.5f) + "  %" + name +
                  "_e = tensor.empty() : " + t + "\n  %" + name +
                  " = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = [\"parallel\", "
                  "\"parallel\", \"parallel\", \"parallel\"]} ins(%" + in + ", %" + name + "_m, %" + name + "_s, %" +
                  name + "_g, %" + name + "_b : " + t + ", " + C + ", " + C + ", " + C + ", " + C + ") outs(%" + name +
                  "_e : " + t + ") {\n  ^bb0(%v: f32, %m: f32, %is: f32, %g: f32, %b: f32, %o: f32):\n"
                  "    %zero = arith.constant 0.0 : f32\n"
                  "    %d = arith.subf %v, %m : f32\n"
                  "    %sc = arith.mulf %d, %is : f32\n"
                  "    %gs = arith.mulf %sc, %g : f32\n"
                  "    %a = arith.addf %gs, %b : f32\n";
  if (act == Act::SelectUgt)
    s += "    %p = arith.cmpf ugt, %a, %zero : f32\n    %y = arith.select %p, %a, %zero : f32\n    linalg.yield %y : f32\n";
  else if (act == Act::Maximum)
    s += "    %y = arith.maximumf %a, %zero : f32\n    linalg.yield %y : f32\n";
  else
    s += "    linalg.yield %a : f32\n";
  return s + "  } -> " + t + "\n";
}

const char* kMaps = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
)";

// c1 = conv3x3(x) (3 -> c); y = bn(c1); o1 = conv3x3(reader(y)) (f -> 3); o2 = conv3x3(c1) (c -> 3),
// so that c1 has a second reader and the chain is no epilogue of it. The reader is a 1x1 (c -> f,
// at `stride`), or a 3x3 with `reader_k` 3. With `second`, a 3x3 reads y as well (o3).
struct Model {
  int64_t n = 1, c = 24, f = 32, hw = 9;
  Act act = Act::SelectUgt;
  int64_t reader_k = 1, stride = 1;
  bool second = false;

  int64_t out_hw() const { return (hw + 2 * (reader_k / 2) - reader_k) / stride + 1; }
  std::string text() const {
    const std::string o1 = tensor(n, 3, out_hw()), o = tensor(n, 3, hw);
    std::string s = std::string(kMaps) + "func.func @forward(%x: " + tensor(n, 3, hw) + ", %w1: tensor<" +
                    std::to_string(c) + "x3x3x3xf32>, %w2: tensor<" + std::to_string(f) + "x" + std::to_string(c) + "x" +
                    std::to_string(reader_k) + "x" + std::to_string(reader_k) + "xf32>, %w3: tensor<3x" +
                    std::to_string(f) + "x3x3xf32>, %w4: tensor<3x" + std::to_string(c) + "x3x3xf32>) -> (" + o1 + ", " +
                    o + (second ? ", " + o : "") + ") {\n" + conv("c1", "x", "w1", n, 3, c, hw, 3) +
                    batch_norm("y", "c1", n, c, hw, act) + conv("r", "y", "w2", n, c, f, hw, reader_k, stride) +
                    conv("o1", "r", "w3", n, f, 3, out_hw(), 3) + conv("o2", "c1", "w4", n, c, 3, hw, 3);
    if (second) s += conv("o3", "y", "w4", n, c, 3, hw, 3);
    return s + "  return %o1, %o2" + (second ? ", %o3" : "") + " : " + o1 + ", " + o + (second ? ", " + o : "") +
           "\n}\n";
  }
  std::vector<std::vector<int64_t>> shapes() const {
    return {{n, 3, hw, hw}, {c, 3, 3, 3}, {f, c, reader_k, reader_k}, {3, f, 3, 3}, {3, c, 3, 3}};
  }
};

struct Folded {
  int chains = 0;     // standalone elementwise dispatches left
  int prologues = 0;  // dispatches whose kernel reads its input through a prologue
  std::string key;    // the prologue's kernel key (the last one)
};

// Counts the standalone chains that write a value `hw` pixels high (0: any).
Folded inspect(const std::string& text, bool blocked, int64_t hw = 0) {
  linrt::engine::PlanOptions o;
  o.blocked_layouts = blocked;
  Planned p = plan_of(text, o);
  Folded f;
  for (const auto& d : p.plan->dispatches) {
    const auto& k = p.plan->kernels[d.kernel];
    const auto& shape = p.plan->values[d.outputs[0]].desc.shape;
    f.chains += k.root_kind == "elementwise" && (hw == 0 || (shape.size() == 4 && shape[2] == hw));
    CHECK(k.native != nullptr);
    if (k.prologue != linrt::engine::InputPrologue::None) {
      ++f.prologues;
      f.key = k.key;
    }
  }
  return f;
}

}  // namespace

TEST_CASE("plan prologue: a batch norm + ReLU read by a blocked 1x1 runs in the conv's input read") {
  for (const Act act : {Act::SelectUgt, Act::Maximum, Act::None})
    for (const int64_t c : {24, 32})
      for (const int64_t n : {1, 2}) {
        Model m;
        m.act = act, m.c = c, m.n = n;
        CAPTURE(int(act));
        CAPTURE(c);
        CAPTURE(n);
        const Folded f = inspect(m.text(), true);
        CHECK(f.chains == 0);
        CHECK(f.prologues == 1);
        CHECK(f.key.find(act == Act::None ? "prologue=affine " : "prologue=affine_relu") != std::string::npos);
        // Row-major plans (Vulkan's) keep the chain: the prologue reads the blocked layout only.
        const Folded row_major = inspect(m.text(), false);
        CHECK(row_major.chains == 1);
        CHECK(row_major.prologues == 0);
        check_against_reference(m.text(), m.shapes(), 1e-4f, true);
      }
}

namespace {

// A dense block of two layers on n images (DenseNet): c0 = conv3x3(x) (3 -> 32);
// c1 = conv3x3(c0) (32 -> 16); cat1 = cat(c0, c1); r1 = conv1x1(bn(cat1)) (48 -> 32);
// c2 = conv3x3(r1) (32 -> 16); cat2 = cat(c0, c1, c2); r2 = conv1x1(bn(cat2)) (64 -> 32);
// out = conv3x3(r2) (32 -> 3).
std::string dense_block(int64_t n) {
  const int64_t hw = 9;
  auto cat = [&](const std::string& name, const std::vector<std::pair<std::string, int64_t>>& in) {
    std::string names, types;
    int64_t c = 0;
    for (const auto& [v, k] : in) {
      names += (c ? ", %" : "%") + v;
      types += (c ? ", " : "") + tensor(n, k, hw);
      c += k;
    }
    return "  %" + name + " = tensor.concat dim(1) " + names + " : (" + types + ") -> " + tensor(n, c, hw) + "\n";
  };
  return std::string(kMaps) + "func.func @forward(%x: " + tensor(n, 3, hw) +
         ", %w0: tensor<32x3x3x3xf32>, %w1: tensor<16x32x3x3xf32>, %w2: tensor<32x48x1x1xf32>, "
         "%w3: tensor<16x32x3x3xf32>, %w4: tensor<32x64x1x1xf32>, %w5: tensor<3x32x3x3xf32>) -> " +
         tensor(n, 3, hw) + " {\n" + conv("c0", "x", "w0", n, 3, 32, hw, 3) + conv("c1", "c0", "w1", n, 32, 16, hw, 3) +
         cat("cat1", {{"c0", 32}, {"c1", 16}}) + batch_norm("y1", "cat1", n, 48, hw, Act::Maximum) +
         conv("r1", "y1", "w2", n, 48, 32, hw, 1) + conv("c2", "r1", "w3", n, 32, 16, hw, 3) +
         cat("cat2", {{"c0", 32}, {"c1", 16}, {"c2", 16}}) + batch_norm("y2", "cat2", n, 64, hw, Act::SelectUgt) +
         conv("r2", "y2", "w4", n, 64, 32, hw, 1) + conv("out", "r2", "w5", n, 32, 3, hw, 3) + "  return %out : " +
         tensor(n, 3, hw) + "\n}\n";
}

}  // namespace

TEST_CASE("plan prologue: a dense block's concats stay blocked at every batch, so each batch norm + ReLU is a prologue") {
  // At N = 1 the concats are views of one buffer; at N > 1 an image's channels are no longer
  // one run of the result's bytes, so the concats copy, but blocked (each image's blocks one
  // run), and the 1x1s still read them through their prologues.
  for (const int64_t n : {1, 2, 3}) {
    CAPTURE(n);
    const std::string text = dense_block(n);
    const Folded f = inspect(text, true);
    CHECK(f.chains == 0);
    CHECK(f.prologues == 2);
    linrt::engine::PlanOptions o;
    o.blocked_layouts = true;
    Planned p = plan_of(text, o);
    for (const char* name : {"c0", "c1", "c2", "cat1", "cat2", "r1", "r2"}) {
      CAPTURE(name);
      CHECK(plan_test::is_blocked(*p.plan, name));
    }
    check_against_reference(text, {{n, 3, 9, 9}, {32, 3, 3, 3}, {16, 32, 3, 3}, {32, 48, 1, 1}, {16, 32, 3, 3},
                                   {32, 64, 1, 1}, {3, 32, 3, 3}},
                            1e-4f, true);
  }
}

TEST_CASE("plan prologue: convs that take none keep the chain, and a second reader keeps it beside the prologue") {
  Model k3;  // a 3x3 reader: padding must see zeros of the transformed tensor, the chain stays
  k3.reader_k = 3;
  Model strided;  // a 1x1 at stride 2
  strided.stride = 2;
  for (const Model& m : {k3, strided}) {
    CAPTURE(m.reader_k);
    CAPTURE(m.stride);
    const Folded f = inspect(m.text(), true);
    CHECK(f.chains == 1);
    CHECK(f.prologues == 0);
    check_against_reference(m.text(), m.shapes(), 1e-4f, true);
  }
  Model shared;  // y read by the 1x1 (folded) and by a 3x3 (which reads the chain's result)
  shared.second = true;
  const Folded f = inspect(shared.text(), true);
  CHECK(f.chains == 1);
  CHECK(f.prologues == 1);
  check_against_reference(shared.text(), shared.shapes(), 1e-4f, true);
}

namespace {

// Where a squeeze-excitation's gate comes from: computed in the run from the block's own
// activations (mean over H and W, sigmoid: [N, C, 1, 1] per sample), or a function argument of
// shape [N, C, 1, 1] (per sample), [1, C, 1, 1] or [C] (one gate for every sample).
enum class Gate { Squeeze, PerSample, Shared4d, Shared1d };

// c1 = conv3x3(x) (3 -> c); y = c1 * g (g broadcast over H and W, either operand order);
// o1 = conv3x3(reader(y)) (f -> 3), reader a 1x1 (c -> f) at `stride`; o2 = conv3x3(c1), so c1
// has a second reader. With `second`, a 3x3 reads y as well (o3).
struct GateModel {
  int64_t n = 1, c = 24, f = 40, hw = 9;
  Gate gate = Gate::Squeeze;
  bool gate_first = true;  // mulf %g, %x rather than mulf %x, %g
  int64_t stride = 1;
  bool second = false;

  int64_t out_hw() const { return (hw - 1) / stride + 1; }
  std::string gate_type() const {
    const std::string C = std::to_string(c);
    if (gate == Gate::Shared1d) return "tensor<" + C + "xf32>";
    return "tensor<" + std::to_string(gate == Gate::Shared4d ? 1 : n) + "x" + C + "x1x1xf32>";
  }
  std::string text() const {
    const std::string t = tensor(n, c, hw), o1 = tensor(n, 3, out_hw()), o = tensor(n, 3, hw);
    const std::string sq = "tensor<" + std::to_string(n) + "x" + std::to_string(c) + "x1x1xf32>";
    const bool argument = gate != Gate::Squeeze;
    std::string s = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#nc = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#c0 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
)";
    s += "func.func @forward(%x: " + tensor(n, 3, hw) + ", %w1: tensor<" + std::to_string(c) + "x3x3x3xf32>, %w2: tensor<" +
         std::to_string(f) + "x" + std::to_string(c) + "x1x1xf32>, %w3: tensor<3x" + std::to_string(f) +
         "x3x3xf32>, %w4: tensor<3x" + std::to_string(c) + "x3x3xf32>" + (argument ? ", %g: " + gate_type() : "") +
         ") -> (" + o1 + ", " + o + (second ? ", " + o : "") + ") {\n" + conv("c1", "x", "w1", n, 3, c, hw, 3);
    std::string gmap = gate == Gate::Shared4d ? "#c0" : gate == Gate::Shared1d ? "#ch" : "#nc";
    if (!argument) {
      // g = sigmoid(sum over H, W of c1 / (H * W))
      s += "  %zero = arith.constant 0.0 : f32\n  %se = tensor.empty() : " + sq + "\n  %sf = linalg.fill ins(%zero : f32) outs(%se : " +
           sq + ") -> " + sq + "\n  %sum = linalg.generic {indexing_maps = [#id, #nc], iterator_types = [\"parallel\", "
           "\"parallel\", \"reduction\", \"reduction\"]} ins(%c1 : " + t + ") outs(%sf : " + sq +
           ") {\n  ^bb0(%v: f32, %a: f32):\n    %r = arith.addf %v, %a : f32\n    linalg.yield %r : f32\n  } -> " + sq +
           "\n  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\", "
           "\"parallel\", \"parallel\"]} ins(%sum : " + sq + ") outs(%se : " + sq +
           ") {\n  ^bb0(%v: f32, %o: f32):\n    %k = arith.constant " + std::to_string(double(hw * hw)) +
           " : f32\n    %one = arith.constant 1.0 : f32\n    %m = arith.divf %v, %k : f32\n    %nm = arith.negf %m : f32\n"
           "    %e = math.exp %nm : f32\n    %d = arith.addf %e, %one : f32\n    %y = arith.divf %one, %d : f32\n"
           "    linalg.yield %y : f32\n  } -> " + sq + "\n";
    }
    s += "  %ye = tensor.empty() : " + t + "\n  %y = linalg.generic {indexing_maps = [" + (gate_first ? gmap + ", #id" : "#id, " + gmap) +
         ", #id], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins(" +
         (gate_first ? "%g, %c1 : " + (argument ? gate_type() : sq) + ", " + t : "%c1, %g : " + t + ", " + (argument ? gate_type() : sq)) +
         ") outs(%ye : " + t + ") {\n  ^bb0(%a: f32, %b: f32, %o: f32):\n    %p = arith.mulf %a, %b : f32\n"
         "    linalg.yield %p : f32\n  } -> " + t + "\n";
    s += conv("r", "y", "w2", n, c, f, hw, 1, stride) + conv("o1", "r", "w3", n, f, 3, out_hw(), 3) +
         conv("o2", "c1", "w4", n, c, 3, hw, 3);
    if (second) s += conv("o3", "y", "w4", n, c, 3, hw, 3);
    return s + "  return %o1, %o2" + (second ? ", %o3" : "") + " : " + o1 + ", " + o + (second ? ", " + o : "") + "\n}\n";
  }
  std::vector<std::vector<int64_t>> shapes() const {
    std::vector<std::vector<int64_t>> s = {{n, 3, hw, hw}, {c, 3, 3, 3}, {f, c, 1, 1}, {3, f, 3, 3}, {3, c, 3, 3}};
    if (gate == Gate::PerSample) s.push_back({n, c, 1, 1});
    if (gate == Gate::Shared4d) s.push_back({1, c, 1, 1});
    if (gate == Gate::Shared1d) s.push_back({c});
    return s;
  }
};

}  // namespace

TEST_CASE("plan prologue: a squeeze-excitation's gate read by a blocked 1x1 runs in the conv's input read") {
  // Channels a whole block and not (24: a padded block, the gate's padding lanes zero), a batch
  // with a gate per sample, one gate for every sample, both orders of the multiply.
  for (const Gate gate : {Gate::Squeeze, Gate::PerSample, Gate::Shared4d, Gate::Shared1d})
    for (const int64_t c : {24, 32})
      for (const int64_t n : {1, 3})
        for (const bool gate_first : {true, false}) {
          GateModel m;
          m.gate = gate, m.c = c, m.n = n, m.gate_first = gate_first;
          CAPTURE(int(gate));
          CAPTURE(c);
          CAPTURE(n);
          CAPTURE(gate_first);
          const Folded f = inspect(m.text(), true, m.hw);
          CHECK(f.chains == 0);
          CHECK(f.prologues == 1);
          CHECK(f.key.find("prologue=gate") != std::string::npos);
          // Row-major plans (Vulkan's) keep the multiply as a dispatch of its own.
          const Folded row_major = inspect(m.text(), false, m.hw);
          CHECK(row_major.chains == 1);
          CHECK(row_major.prologues == 0);
          check_against_reference(m.text(), m.shapes(), 1e-4f, true);
        }
  GateModel strided;  // a 1x1 at stride 2 takes no prologue: the multiply stays
  strided.stride = 2;
  GateModel shared;  // y read by the 1x1 (folded) and by a 3x3 (which reads the multiply's result)
  shared.second = true;
  shared.n = 2;
  for (const GateModel& m : {strided, shared}) {
    CAPTURE(m.stride);
    CAPTURE(m.second);
    const Folded f = inspect(m.text(), true, m.hw);
    CHECK(f.chains == 1);
    CHECK(f.prologues == (m.second ? 1 : 0));
    check_against_reference(m.text(), m.shapes(), 1e-4f, true);
  }
}

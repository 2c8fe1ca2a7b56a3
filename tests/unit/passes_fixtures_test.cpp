// Graph passes on every model fixture: the canonicalized module must compute what the parsed
// module computes (within 1e-5) and what PyTorch computed (within the fixture's tolerance), and
// each recognised pattern must turn into the expected linrt ops, for old and new export forms.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "fixture_util.h"
#include "graph/dialect/linrt/interaction.h"
#include "graph/parser.h"
#include "graph/printer.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "linrt/error.h"

namespace {

namespace fs = std::filesystem;
using linrt::graph::Module;
using linrt::graph::Operation;
using linrt::ref::RtValue;
using namespace linrt::testing;

std::vector<RtValue> fixture_inputs(const fs::path& dir) {
  std::vector<RtValue> args;
  for (const auto& path : numbered_npy_files(dir, "in")) args.push_back(RtValue::of(load_tensor(path)));
  return args;
}

std::vector<RtValue> run(const Module& m, const std::string& function, std::vector<RtValue> args) {
  linrt::ref::Executor exec(m);
  return exec.call(function, std::move(args));
}

std::unique_ptr<Module> canonicalized(const fs::path& dir, linrt::graph::PassStats& stats) {
  auto m = linrt::graph::parse_file((dir / "model.mlir").string());
  linrt::graph::canonicalize(*m, stats);
  return m;
}

// Ops by name in the module's function bodies, nested ones included.
std::map<std::string, int> op_counts(Module& m) {
  std::map<std::string, int> counts;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](Operation& op) { ++counts[op.name]; });
  return counts;
}

std::vector<Operation*> ops_named(Module& m, const std::string& name) {
  std::vector<Operation*> ops;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](Operation& op) {
      if (op.name == name) ops.push_back(&op);
    });
  return ops;
}

std::vector<int64_t> ints(const Operation& op, const char* key) {
  const auto* a = op.attr(key);
  REQUIRE_MESSAGE(a, op.name << " lacks " << key);
  if (a->kind == linrt::graph::Attribute::Kind::Integer) return {a->i};
  auto v = a->as_int_list();
  REQUIRE(v);
  return *v;
}

int count_prefix(const std::map<std::string, int>& counts, const std::string& prefix) {
  int n = 0;
  for (const auto& [name, c] : counts)
    if (name.starts_with(prefix)) n += c;
  return n;
}

fs::path fixture(const std::string& name) { return fs::path(LINRT_FIXTURES_DIR) / name; }

}  // namespace

TEST_CASE("passes: every fixture computes the same after canonicalize") {
  const std::vector<fs::path> dirs = fixture_dirs();
  REQUIRE_MESSAGE(!dirs.empty(), "no fixtures under " LINRT_FIXTURES_DIR);
  for (const fs::path& dir : dirs) {
    const std::string name = dir.filename().string();
    SUBCASE(name.c_str()) {
      const FixtureSpec spec = read_spec(dir);
      const auto original = linrt::graph::parse_file((dir / "model.mlir").string());
      const std::vector<RtValue> a = run(*original, spec.function, fixture_inputs(dir));
      linrt::graph::PassStats stats;
      const auto rewritten = canonicalized(dir, stats);
      const std::vector<RtValue> b = run(*rewritten, spec.function, fixture_inputs(dir));
      const std::vector<fs::path> outs = numbered_npy_files(dir, "out");
      REQUIRE(a.size() == b.size());
      REQUIRE(b.size() == outs.size());
      FixtureSpec same{spec.function, 1e-5, 0};
      for (size_t k = 0; k < b.size(); ++k) {
        REQUIRE(a[k].is_tensor);
        check_output(name + " out" + std::to_string(k) + " vs unrewritten", b[k], a[k].tensor, same);
        check_output(name + " out" + std::to_string(k) + " vs PyTorch", b[k], load_tensor(outs[k]), spec);
      }
      // The rewritten module prints and parses back to the same computation (new constants
      // as dense hex, linrt ops in the generic form).
      const auto reparsed = linrt::graph::parse_module(linrt::graph::print_module(*rewritten), name + ".mlir");
      const std::vector<RtValue> c = run(*reparsed, spec.function, fixture_inputs(dir));
      REQUIRE(c.size() == b.size());
      for (size_t k = 0; k < c.size(); ++k)
        check_output(name + " out" + std::to_string(k) + " after print and parse", c[k], b[k].tensor, same);
      CHECK(stats.at("ops_parsed") > 0);
      CHECK(stats.at("constants_after") <= stats.at("constants_before") + stats.at("conv2d_recognised"));
    }
  }
}

TEST_CASE("passes: conv with bias in every export form becomes one linrt.conv2d with a bias") {
  for (const char* name : {"conv_bias_relu", "conv_bias_relu_oldform", "conv_bias_relu_genericform",
                           "conv_stride2_lrelu", "conv_stride2_lrelu_oldform",
                           "conv_dilation2_prelu", "residual_scale", "residual_scale_genericops",
                           "concat_channels", "concat_channels_oldform"}) {
    CAPTURE(name);
    linrt::graph::PassStats stats;
    auto m = canonicalized(fixture(name), stats);
    auto counts = op_counts(*m);
    CHECK(counts["linrt.conv2d"] == 1);
    CHECK(counts["tensor.pad"] == 0);
    CHECK(counts["linalg.broadcast"] == 0);
    CHECK(count_prefix(counts, "linalg.conv") == 0);
    CHECK(stats.at("conv2d_recognised") == 1);
    auto convs = ops_named(*m, "linrt.conv2d");
    REQUIRE(convs.size() == 1);
    CHECK(convs[0]->operands.size() == 3);
    CHECK(ints(*convs[0], "operandSegmentSizes") == std::vector<int64_t>{1, 1, 1});
    CHECK(convs[0]->attr("layout")->str == "nchw");
    CHECK(ints(*convs[0], "groups") == std::vector<int64_t>{1});
  }
  // The old form's bias generic and the relu generic: only the relu stays.
  linrt::graph::PassStats stats;
  auto old = canonicalized(fixture("conv_bias_relu_oldform"), stats);
  CHECK(op_counts(*old)["linalg.generic"] == 1);
}

TEST_CASE("passes: conv attributes are carried over") {
  linrt::graph::PassStats stats;
  auto stride = canonicalized(fixture("conv_stride2_lrelu"), stats);
  auto s = ops_named(*stride, "linrt.conv2d");
  REQUIRE(s.size() == 1);
  CHECK(ints(*s[0], "strides") == std::vector<int64_t>{2, 2});
  CHECK(ints(*s[0], "dilations") == std::vector<int64_t>{1, 1});
  CHECK(ints(*s[0], "padding") == std::vector<int64_t>{1, 1, 1, 1});
  auto dil = canonicalized(fixture("conv_dilation2_prelu"), stats);
  auto d = ops_named(*dil, "linrt.conv2d");
  REQUIRE(d.size() == 1);
  CHECK(ints(*d[0], "dilations") == std::vector<int64_t>{2, 2});
  CHECK(ints(*d[0], "padding") == std::vector<int64_t>{2, 2, 2, 2});
}

TEST_CASE("passes: grouped and depthwise convs become linrt.conv2d with groups") {
  linrt::graph::PassStats stats;
  auto m = canonicalized(fixture("conv_groups"), stats);
  auto counts = op_counts(*m);
  CHECK(count_prefix(counts, "linalg.conv") == 0);
  CHECK(count_prefix(counts, "linalg.depthwise") == 0);
  CHECK(counts["tensor.pad"] == 0);
  CHECK(counts["tensor.expand_shape"] == 0);
  CHECK(counts["tensor.collapse_shape"] == 0);
  auto convs = ops_named(*m, "linrt.conv2d");
  REQUIRE(convs.size() == 2);
  CHECK(ints(*convs[0], "groups") == std::vector<int64_t>{2});
  CHECK(convs[0]->operands[1]->type.shape == std::vector<int64_t>{6, 2, 3, 3});
  CHECK(ints(*convs[1], "groups") == std::vector<int64_t>{6});
  CHECK(convs[1]->operands[1]->type.shape == std::vector<int64_t>{6, 1, 3, 3});
  for (auto* c : convs) CHECK(c->operands.size() == 3);
}

TEST_CASE("passes: RRDBNet's convs and upsamplings are all recognised") {
  linrt::graph::PassStats stats;
  auto m = canonicalized(fixture("rrdbnet_tiny"), stats);
  auto counts = op_counts(*m);
  CHECK(counts["linrt.conv2d"] == 21);
  CHECK(count_prefix(counts, "linalg.conv") == 0);
  CHECK(counts["tensor.pad"] == 0);
  CHECK(counts["linrt.upsample_nearest"] == 2);
}

TEST_CASE("passes: embedding_bag generic in both forms becomes linrt.embedding_bag") {
  for (const char* name : {"embedding_bag_sum", "embedding_bag_sum_oldform"}) {
    CAPTURE(name);
    linrt::graph::PassStats stats;
    auto m = canonicalized(fixture(name), stats);
    auto counts = op_counts(*m);
    CHECK(counts["linrt.embedding_bag"] == 1);
    CHECK(counts["linalg.generic"] == 0);  // the O(B*N*D) generic is gone
    CHECK(stats.at("embedding_bag_recognised") == 1);
    auto bags = ops_named(*m, "linrt.embedding_bag");
    REQUIRE(bags.size() == 1);
    CHECK(bags[0]->attr("mode")->str == "sum");
    CHECK(ints(*bags[0], "padding_idx") == std::vector<int64_t>{-1});
    CHECK(bags[0]->operands[0]->type.shape == std::vector<int64_t>{10, 3});
  }
  // The weighted form (gather + bag matrix with the weights + matmul) becomes a bag with
  // per_sample_weights (passes_recognition_test.cpp has its variants and near misses).
  linrt::graph::PassStats stats;
  auto weighted = canonicalized(fixture("embedding_bag_weighted"), stats);
  auto bags = ops_named(*weighted, "linrt.embedding_bag");
  REQUIRE(bags.size() == 1);
  CHECK(bags[0]->operands.size() == 4);
  CHECK(bags[0]->operands[3]->type.shape == std::vector<int64_t>{8});
}

TEST_CASE("passes: DLRM: embedding bags, the dot interaction, pre-transposed weights") {
  linrt::graph::PassStats stats;
  auto m = canonicalized(fixture("dlrm_readme"), stats);
  auto counts = op_counts(*m);
  CHECK(counts["linrt.embedding_bag"] == 3);
  // The four weight transposes are folded; the interaction's transpose of activations goes into
  // the batch_matmul (batch_matmul_transpose_b of T with itself), and that product with the
  // gather of its lower triangle becomes one linrt.dot_interaction of T.
  CHECK(counts["linalg.transpose"] == 0);
  CHECK(counts["linalg.batch_matmul_transpose_b"] == 0);
  CHECK(counts["linrt.gather"] == 0);
  CHECK(stats.at("transposed_matmul_recognised") == 1);
  CHECK(stats.recognised_at(linrt::graph::DotInteractionAttrs::kId) == 1);
  CHECK(stats.at("constants_folded") >= 4);
  auto g = ops_named(*m, "linrt.dot_interaction");
  REQUIRE(g.size() == 1);
  // 4 features (x and 3 bags) of 2: the 6 pairs below the diagonal, row by row.
  CHECK(g[0]->operands[0]->type.shape == std::vector<int64_t>{2, 4, 2});
  CHECK(ints(*g[0], "indices0") == std::vector<int64_t>{1, 2, 2, 3, 3, 3});
  CHECK(ints(*g[0], "indices1") == std::vector<int64_t>{0, 0, 1, 0, 1, 2});
  auto d = canonicalized(fixture("dlrm_interaction"), stats);
  CHECK(op_counts(*d)["linrt.dot_interaction"] == 1);
  CHECK(op_counts(*d)["linrt.gather"] == 0);
  // The older export spells T's transpose as a copying linalg.generic, which the transposed
  // matmul does not read: its batch_matmul and gather stay as they are.
  auto old = canonicalized(fixture("dlrm_interaction_oldform"), stats);
  CHECK(op_counts(*old)["linrt.dot_interaction"] == 0);
  CHECK(op_counts(*old)["linrt.gather"] == 1);
}

TEST_CASE("passes: nearest upsampling in both forms becomes linrt.upsample_nearest") {
  for (const char* name : {"upsample_nearest2x", "upsample_nearest2x_oldform"}) {
    CAPTURE(name);
    linrt::graph::PassStats stats;
    auto m = canonicalized(fixture(name), stats);
    auto counts = op_counts(*m);
    CHECK(counts["linalg.generic"] == 0);
    auto up = ops_named(*m, "linrt.upsample_nearest");
    REQUIRE(up.size() == 1);
    CHECK(ints(*up[0], "scale") == std::vector<int64_t>{2, 2});
  }
}

TEST_CASE("passes: pixel shuffle in both forms becomes linrt.pixel_shuffle") {
  for (const char* name : {"pixel_shuffle", "pixel_shuffle_oldform"}) {
    CAPTURE(name);
    linrt::graph::PassStats stats;
    auto m = canonicalized(fixture(name), stats);
    auto counts = op_counts(*m);
    CHECK(counts["linalg.transpose"] == 0);
    CHECK(counts["tensor.expand_shape"] == 0);
    CHECK(counts["tensor.collapse_shape"] == 0);
    auto ps = ops_named(*m, "linrt.pixel_shuffle");
    REQUIRE(ps.size() == 1);
    CHECK(ints(*ps[0], "factor") == std::vector<int64_t>{2});
  }
}

TEST_CASE("passes: Linear weights are pre-transposed constants") {
  linrt::graph::PassStats stats;
  auto m = canonicalized(fixture("linear_mlp"), stats);
  CHECK(op_counts(*m)["linalg.transpose"] == 0);
  CHECK(stats.at("constants_folded") == 2);
  for (auto* mm : ops_named(*m, "linalg.matmul"))
    CHECK(linrt::graph::rewrite::tensor_constant(mm->operands[1]).has_value());
}

// linrt.pool2d: the fast CPU pooling (ops/pool2d_cpu.h) against ops::ref::pool on an explicitly
// padded input (the identity in the padding), at every ISA this CPU has, blocked and row-major
// (row-major counts of 16 or more through converted copies, padded to whole blocks);
// the recogniser on the exported pooling fixture (what becomes linrt.pool2d, what does not) and
// the plan that runs it (no fallbacks, the pools kept in NCHW16c).
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "fixture_util.h"
#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "ops/cpu_features.h"
#include "ops/layout.h"
#include "ops/pool2d_cpu.h"
#include "ops/pooling.h"
#include "plan_test_util.h"

namespace {

namespace cpu = linrt::ops::cpu;
namespace ref = linrt::ops::ref;
namespace fs = std::filesystem;

fs::path pooling_fixture() { return fs::path(LINRT_FIXTURES_DIR) / "pooling"; }

// The oracle: pad with the identity (-inf for max, 0 for sum), then linalg's pooling without
// padding (ops::ref::pool, whose output starts from the identity too).
std::vector<float> reference_pool(const cpu::Pool2dParams& p, int64_t pad_bottom, int64_t pad_right,
                                  const std::vector<float>& input) {
  const float identity = p.max ? -std::numeric_limits<float>::infinity() : 0.0f;
  const int64_t ph = p.in_h + p.pad_top + pad_bottom, pw = p.in_w + p.pad_left + pad_right;
  const int64_t planes = p.batch * p.channels;
  std::vector<float> padded(size_t(planes * ph * pw), identity);
  for (int64_t c = 0; c < planes; ++c)
    for (int64_t y = 0; y < p.in_h; ++y)
      for (int64_t x = 0; x < p.in_w; ++x)
        padded[size_t((c * ph + y + p.pad_top) * pw + x + p.pad_left)] = input[size_t((c * p.in_h + y) * p.in_w + x)];
  const std::vector<int64_t> in_shape{p.batch, p.channels, ph, pw}, out_shape{p.batch, p.channels, p.out_h, p.out_w};
  const std::vector<int64_t> window{p.kernel_h, p.kernel_w}, strides{p.stride_h, p.stride_w},
      dilations{p.dilation_h, p.dilation_w};
  ref::PoolProblem problem;
  REQUIRE(ref::make_pool_problem("nchw", in_shape, window, out_shape, strides, dilations, problem).empty());
  std::vector<float> out(size_t(planes * p.out_h * p.out_w), identity);
  ref::pool(problem, p.max ? ref::PoolKind::Max : ref::PoolKind::Sum, padded.data(), out.data());
  return out;
}

}  // namespace

TEST_CASE("pool2d CPU kernel: max and sum match the padded reference at every ISA, blocked and row-major") {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-2.f, 2.f);
  struct Case {
    int64_t k, s, d, pad, pad_end, hw;
  };
  // ResNet's stem pool, average pools with and without padding, ceil mode (an extra pad at the
  // end), dilation, a window as large as the input (global pooling), 1x1 and odd extents.
  const Case cases[] = {{3, 2, 1, 1, 1, 13}, {3, 1, 1, 1, 1, 9}, {2, 2, 1, 0, 0, 8},  {2, 2, 1, 0, 1, 7},
                        {3, 1, 2, 2, 2, 11}, {7, 1, 1, 0, 0, 7}, {1, 1, 1, 0, 0, 5},  {5, 3, 1, 2, 2, 17},
                        {3, 2, 1, 1, 1, 40}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& c : cases)
      for (bool max : {true, false})
        for (int64_t channels : {3, 8, 16, 24, 32, 40})
          for (int threads : {1, 2}) {
            // Row-major: 3 channels run the row-major kernel, 16 go through NCHW16c copies, 24
            // through copies padded to 32 channels; 32 blocked, and 8 and 40 blocked with a
            // padded last block (zero lanes that must pool to zero).
            const bool blocked = channels == 8 || channels >= 32;
            cpu::Pool2dParams p;
            p.max = max;
            p.batch = 2, p.channels = channels, p.in_h = c.hw, p.in_w = c.hw + 1;
            p.kernel_h = p.kernel_w = c.k;
            p.stride_h = p.stride_w = c.s;
            p.dilation_h = p.dilation_w = c.d;
            p.pad_top = p.pad_left = c.pad;
            p.out_h = (c.hw + c.pad + c.pad_end - c.d * (c.k - 1) - 1) / c.s + 1;
            p.out_w = (c.hw + 1 + c.pad + c.pad_end - c.d * (c.k - 1) - 1) / c.s + 1;
            p.blocked = blocked;
            CAPTURE(cpu::isa_name(isa));
            CAPTURE(c.k);
            CAPTURE(c.s);
            CAPTURE(c.d);
            CAPTURE(c.pad);
            CAPTURE(c.hw);
            CAPTURE(max);
            CAPTURE(blocked);
            CAPTURE(threads);
            REQUIRE(cpu::check_pool2d(p).empty());
            const int64_t planes = p.batch * p.channels;
            std::vector<float> in(size_t(planes * p.in_h * p.in_w));
            for (float& v : in) v = dist(rng);
            if (max) in[in.size() / 3] = std::numeric_limits<float>::quiet_NaN();  // max propagates it
            const std::vector<float> want = reference_pool(p, c.pad_end, c.pad_end, in);
            const int64_t plane_in = p.in_h * p.in_w, plane_out = p.out_h * p.out_w;
            const int64_t stored_channels = blocked ? (channels + 15) / 16 * 16 : channels;
            std::vector<float> x = in, got(want.size(), 12345.0f), y(size_t(p.batch * stored_channels * plane_out));
            if (blocked) {
              x.assign(size_t(p.batch * stored_channels * plane_in), 0.0f);
              linrt::ops::ref::nchw_to_blocked(in.data(), p.batch, p.channels, plane_in, x.data());
            }
            std::vector<int> seen(y.size(), 0);
            cpu::pool2d_run(p, isa, x.data(), y.data(),
                            [&](float* data, int64_t flat, int64_t count) {
                              CHECK(data == y.data() + flat);
                              for (int64_t i = flat; i < flat + count; ++i) ++seen[size_t(i)];
                            },
                            threads);
            if (blocked) linrt::ops::ref::blocked_to_nchw(y.data(), p.batch, p.channels, plane_out, got.data());
            else got = y;
            int wrong = 0, unseen = 0;
            for (size_t i = 0; i < y.size(); ++i) {
              unseen += seen[i] != 1;
              const bool padding = blocked && i % 16 >= size_t(channels - (int64_t(i) / (16 * plane_out)) % (stored_channels / 16) * 16);
              wrong += padding && y[i] != 0.0f;
            }
            for (size_t i = 0; i < want.size(); ++i) {
              // Sums add the taps in the reference's order: the same bits.
              const bool same = std::isnan(want[i]) ? std::isnan(got[i]) : got[i] == want[i];
              wrong += !same;
            }
            CHECK(wrong == 0);
            CHECK(unseen == 0);
          }
}

TEST_CASE("pool2d CPU kernel: malformed parameters are refused") {
  cpu::Pool2dParams p;
  p.in_h = p.in_w = 4, p.out_h = p.out_w = 2, p.kernel_h = p.kernel_w = 2, p.stride_h = p.stride_w = 2;
  CHECK(cpu::check_pool2d(p).empty());
  cpu::Pool2dParams q = p;
  q.stride_w = 0;
  CHECK_FALSE(cpu::check_pool2d(q).empty());
  q = p;
  q.pad_top = -1;
  CHECK_FALSE(cpu::check_pool2d(q).empty());
  q = p;
  q.out_w = 9;  // past the input
  CHECK_FALSE(cpu::check_pool2d(q).empty());
}

TEST_CASE("pool2d: torch-mlir's pools with their -inf and zero pads become linrt.pool2d, planned without fallbacks") {
  const fs::path dir = pooling_fixture();
  auto m = linrt::graph::parse_file((dir / "model.mlir").string());
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  int pools = 0, max_pools = 0, pads = 0, named = 0;
  for (auto* body : linrt::graph::rewrite::function_bodies(*m))
    for (const auto& op : body->ops) {
      if (op->name == "linrt.pool2d") {
        ++pools;
        max_pools += op->attr("kind")->str == "max";
      }
      pads += op->name == "tensor.pad";
      named += op->name.starts_with("linalg.pooling");
    }
  // max_pool2d(3, 2, 1), avg_pool2d(3, 2, 1), max_pool2d(3, 2, ceil_mode), avg_pool2d(2) and
  // adaptive_avg_pool2d(r, 3) on 15x15 (windows of 5); the convs' zero pads went into the convs,
  // the pools' pads into the pools. adaptive_avg_pool2d(r, 1) and the mean are reductions.
  CHECK(stats.at("pool2d_recognised") == 5);
  CHECK(pools == 5);
  CHECK(max_pools == 2);
  CHECK(named == 0);
  CHECK(pads == 0);

  linrt::engine::PlanOptions blocked;
  blocked.blocked_layouts = true;
  auto module = linrt::graph::parse_file((dir / "model.mlir").string());
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "forward", blocked);
  int pool_dispatches = 0;
  for (const auto& d : plan->dispatches) {
    const auto& k = plan->kernels[d.kernel];
    CHECK_MESSAGE(k.native, "fallback dispatch " << k.name);
    pool_dispatches += k.root_kind == "linrt.pool2d";
  }
  CHECK(pool_dispatches == 5);
  // The three pools between the 16-channel convs read and write NCHW16c, and so do the convs
  // between them: only the first conv's input and the last conv's output are row-major.
  int blocked_pools = 0;
  for (const auto& d : plan->dispatches)
    if (plan->kernels[d.kernel].root_kind == "linrt.pool2d")
      blocked_pools += plan->values[d.inputs[0]].blocked && plan->values[d.outputs[0]].blocked;
  CHECK(blocked_pools == 3);
  CHECK(plan->layout_conversions == 2);
}

TEST_CASE("pool2d: a pad whose value is not the pool's identity stays a pad") {
  const fs::path dir = pooling_fixture();
  std::string text = linrt::testing::read_text(dir / "model.mlir");
  // The max pool's -inf pad made 0: max over the padding now sees zeros, which the window
  // alone would not, so the pool must stay as it is.
  const std::string inf = "tensor.yield %cst_0 : f32", zero = "tensor.yield %cst : f32";
  const size_t at = text.find(inf);
  REQUIRE(at != std::string::npos);
  text.replace(at, inf.size(), zero);
  auto m = linrt::graph::parse_module(text, "pooling.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("pool2d_recognised") == 4);
  plan_test::check_against_reference(text, {{2, 3, 15, 15}}, 1e-5f, true);
}

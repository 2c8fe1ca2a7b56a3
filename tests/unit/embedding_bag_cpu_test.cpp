// The fast embedding-bag kernel (ops/embedding_bag_cpu.h) against a plainly written oracle
// over modes, dims, empty bags, index and offset types, weights, padding_idx and
// include_last_offset; its errors; each instruction set's row reductions; quotient-remainder pairs.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <xsimd/xsimd.hpp>

#include "linrt/error.h"
#include "ops/embedding_bag.h"
#include "ops/embedding_bag_cpu.h"
#include "ops/embedding_bag_rows.h"
#include "ops/embedding_quant.h"

using namespace linrt;
using namespace linrt::ops;

namespace {

// PyTorch's nn.EmbeddingBag forward, written out loop by loop.
std::vector<float> oracle(const std::vector<float>& table, int64_t dim, const std::vector<int64_t>& idx,
                          const std::vector<int64_t>& off, BagMode mode, bool include_last,
                          int64_t padding, const std::vector<float>* weights) {
  const int64_t bags = include_last ? int64_t(off.size()) - 1 : int64_t(off.size());
  std::vector<float> out(size_t(bags * dim), 0.0f);
  for (int64_t b = 0; b < bags; ++b) {
    const int64_t end = b + 1 < int64_t(off.size()) ? off[size_t(b + 1)] : int64_t(idx.size());
    int64_t count = 0;
    for (int64_t j = off[size_t(b)]; j < end; ++j) {
      const int64_t r = idx[size_t(j)];
      if (r == padding) continue;
      for (int64_t d = 0; d < dim; ++d) {
        const float v = table[size_t(r * dim + d)];
        float& o = out[size_t(b * dim + d)];
        if (mode == BagMode::Max)
          o = count == 0 ? v : std::max(o, v);
        else
          o += (weights ? (*weights)[size_t(j)] : 1.0f) * v;
      }
      ++count;
    }
    if (mode == BagMode::Mean && count > 0)
      for (int64_t d = 0; d < dim; ++d) out[size_t(b * dim + d)] /= float(count);
  }
  return out;
}

struct Case {
  int64_t rows, dim, bags;
  BagMode mode;
  bool include_last, i64, weighted;
  int64_t padding;
};

void run_case(const Case& c, std::mt19937& rng) {
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::vector<float> table(size_t(c.rows * c.dim));
  for (float& v : table) v = u(rng);
  // Bag sizes 0..5, so some bags are empty (every third one at least).
  std::vector<int64_t> off, idx;
  for (int64_t b = 0; b < c.bags; ++b) {
    off.push_back(int64_t(idx.size()));
    const int64_t n = b % 3 == 1 ? 0 : int64_t(rng() % 6);
    for (int64_t k = 0; k < n; ++k) idx.push_back(int64_t(rng() % uint64_t(c.rows)));
  }
  if (c.include_last) off.push_back(int64_t(idx.size()));
  std::vector<float> weights(idx.size());
  for (float& w : weights) w = u(rng);

  std::vector<int32_t> idx32(idx.begin(), idx.end()), off32(off.begin(), off.end());
  EmbeddingBagArgs a;
  a.mode = c.mode;
  a.include_last_offset = c.include_last;
  a.padding_idx = c.padding;
  a.indices = c.i64 ? static_cast<const void*>(idx.data()) : idx32.data();
  a.indices_i64 = c.i64;
  a.num_indices = int64_t(idx.size());
  a.offsets = c.i64 ? static_cast<const void*>(off.data()) : off32.data();
  a.offsets_i64 = c.i64;
  a.num_offsets = int64_t(off.size());
  a.per_sample_weights = c.weighted ? weights.data() : nullptr;
  REQUIRE(embedding_bag_num_bags(a) == c.bags);

  std::vector<float> got(size_t(c.bags * c.dim), std::nanf(""));
  embedding_bag_cpu(f32_table(table.data(), c.rows, c.dim), a, got.data(), 2, "test.bag");
  const std::vector<float> want =
      oracle(table, c.dim, idx, off, c.mode, c.include_last, c.padding, c.weighted ? &weights : nullptr);
  for (size_t i = 0; i < want.size(); ++i) {
    INFO("element " << i);
    REQUIRE(got[i] == doctest::Approx(want[i]).epsilon(1e-5));
  }
}

EmbeddingBagArgs args_of(const std::vector<int64_t>& idx, const std::vector<int64_t>& off) {
  EmbeddingBagArgs a;
  a.indices = idx.data();
  a.num_indices = int64_t(idx.size());
  a.offsets = off.data();
  a.num_offsets = int64_t(off.size());
  return a;
}

}  // namespace

TEST_CASE("embedding_bag_cpu matches the oracle over modes, dims, index types, weights, padding and last offsets") {
  std::mt19937 rng(7);
  for (int64_t dim : {1, 3, 16, 17, 128})
    for (BagMode mode : {BagMode::Sum, BagMode::Mean, BagMode::Max})
      for (bool include_last : {false, true})
        for (bool i64 : {false, true})
          for (int64_t padding : {int64_t(-1), int64_t(2)}) {
            const bool weighted = mode == BagMode::Sum && padding == -1;
            CAPTURE(dim);
            CAPTURE(int(mode));
            CAPTURE(include_last);
            CAPTURE(i64);
            CAPTURE(padding);
            run_case({11, dim, 9, mode, include_last, i64, false, padding}, rng);
            if (weighted) run_case({11, dim, 9, mode, include_last, i64, true, padding}, rng);
          }
}

TEST_CASE("embedding_bag_cpu runs many bags across threads and long bags in several chunks") {
  std::mt19937 rng(11);
  run_case({1000, 64, 3000, BagMode::Sum, false, true, false, -1}, rng);
  run_case({1000, 33, 2000, BagMode::Max, true, false, false, 5}, rng);
  // One bag with 300 rows: more than one reduction call's worth.
  std::vector<float> table(50 * 7);
  for (size_t i = 0; i < table.size(); ++i) table[i] = float(i % 13) - 6.0f;
  std::vector<int64_t> idx(300), off{0};
  for (size_t j = 0; j < idx.size(); ++j) idx[j] = int64_t((j * 7) % 50);
  for (BagMode mode : {BagMode::Sum, BagMode::Mean, BagMode::Max}) {
    EmbeddingBagArgs a = args_of(idx, off);
    a.mode = mode;
    std::vector<float> got(7);
    embedding_bag_cpu(f32_table(table.data(), 50, 7), a, got.data(), 1, "test.bag");
    const std::vector<float> want = oracle(table, 7, idx, off, mode, false, -1, nullptr);
    for (size_t d = 0; d < 7; ++d) CHECK(got[d] == doctest::Approx(want[d]).epsilon(1e-5));
  }
}

TEST_CASE("embedding_bag_cpu: an empty bag and a bag of only padding rows give zeros") {
  const std::vector<float> table{1, 2, 3, 4, 5, 6};  // 3 rows x 2
  const std::vector<int64_t> idx{1, 1, 0, 2};
  const std::vector<int64_t> off{0, 0, 2};  // bag 0 empty, bag 1 = {1, 1}, bag 2 = {0, 2}
  for (BagMode mode : {BagMode::Sum, BagMode::Mean, BagMode::Max}) {
    EmbeddingBagArgs a = args_of(idx, off);
    a.mode = mode;
    a.padding_idx = 1;
    std::vector<float> got(6, 99.0f);
    embedding_bag_cpu(f32_table(table.data(), 3, 2), a, got.data(), 1, "test.bag");
    CHECK(got[0] == 0.0f);
    CHECK(got[1] == 0.0f);
    CHECK(got[2] == 0.0f);
    CHECK(got[3] == 0.0f);
    // rows 0 = (1, 2) and 2 = (5, 6)
    const float want4 = mode == BagMode::Sum ? 6.0f : mode == BagMode::Mean ? 3.0f : 5.0f;
    const float want5 = mode == BagMode::Sum ? 8.0f : mode == BagMode::Mean ? 4.0f : 6.0f;
    CHECK(got[4] == want4);
    CHECK(got[5] == want5);
  }
}

TEST_CASE("embedding_bag_cpu rejects out-of-range indices, bad offsets and bad attributes, naming the op") {
  const std::vector<float> table(4 * 2, 1.0f);
  const TableView t = f32_table(table.data(), 4, 2);
  std::vector<float> out(8);
  auto expect_error = [&](const EmbeddingBagArgs& a, ErrorKind kind, const std::string& text) {
    try {
      embedding_bag_cpu(t, a, out.data(), 2, "linrt.embedding_bag at m.mlir:3:5");
      FAIL("no error for: " << text);
    } catch (const Error& e) {
      CHECK(e.kind() == kind);
      CHECK(e.where() == "linrt.embedding_bag at m.mlir:3:5");
      CHECK_MESSAGE(std::string(e.what()).find(text) != std::string::npos, e.what());
    }
  };
  const std::vector<int64_t> off{0, 1};
  const std::vector<int64_t> too_big{0, 4}, negative{-1, 0};
  expect_error(args_of(too_big, off), ErrorKind::Invalid, "indices[1] = 4 is out of range for a table of 4 rows");
  expect_error(args_of(negative, off), ErrorKind::Invalid, "indices[0] = -1 is out of range");
  const std::vector<int64_t> idx{0, 1, 2};
  const std::vector<int64_t> backwards{0, 2, 1}, past_end{0, 4}, below_zero{-1, 1};
  expect_error(args_of(idx, backwards), ErrorKind::Invalid, "offsets are not monotonic: offsets[2] = 1 < offsets[1] = 2");
  expect_error(args_of(idx, past_end), ErrorKind::Invalid, "offsets[1] = 4 is outside [0, 3]");
  expect_error(args_of(idx, below_zero), ErrorKind::Invalid, "offsets[0] = -1 is outside");
  EmbeddingBagArgs padded = args_of(idx, off);
  padded.padding_idx = 4;
  expect_error(padded, ErrorKind::Invalid, "padding_idx 4 is outside the table of 4 rows");
  const std::vector<float> w(3, 1.0f);
  EmbeddingBagArgs weighted_max = args_of(idx, off);
  weighted_max.mode = BagMode::Max;
  weighted_max.per_sample_weights = w.data();
  expect_error(weighted_max, ErrorKind::Unsupported, "per_sample_weights are only defined for mode sum");
  const std::vector<int64_t> no_offsets;
  EmbeddingBagArgs last = args_of(idx, no_offsets);
  last.include_last_offset = true;
  expect_error(last, ErrorKind::Invalid, "include_last_offset needs at least one offset");
  // An out-of-range index in a large parallel run is still reported, at its first position.
  std::vector<int64_t> many(100000, 1), many_off;
  for (int64_t b = 0; b < 1000; ++b) many_off.push_back(b * 100);
  many[54321] = 7;
  many[77777] = 9;
  std::vector<float> big_out(1000 * 2);
  try {
    embedding_bag_cpu(t, args_of(many, many_off), big_out.data(), 2, "op");
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("indices[54321] = 7") != std::string::npos);
  }
}

TEST_CASE("embedding bag row reductions agree for every instruction set this CPU has") {
  std::vector<bag_rows::Kernels> sets{bag_rows::kernels_baseline()};
#if defined(__x86_64__)
  const auto cpu = xsimd::available_architectures();
  if (cpu.fma3_avx2) sets.push_back(bag_rows::kernels_avx2());
  if (cpu.avx512bw && cpu.avx512dq) sets.push_back(bag_rows::kernels_avx512());
#endif
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> u(-2.0f, 2.0f);
  for (int64_t dim : {1, 3, 16, 17, 128, 200}) {
    std::vector<float> rows(size_t(5 * dim)), w(5);
    for (float& v : rows) v = u(rng);
    for (float& v : w) v = u(rng);
    std::vector<const uint8_t*> ptrs;
    for (int k = 0; k < 5; ++k) ptrs.push_back(reinterpret_cast<const uint8_t*>(rows.data() + k * dim));
    for (const bag_rows::Kernels& set : sets) {
      CAPTURE(set.isa);
      CAPTURE(dim);
      std::vector<float> sum(static_cast<size_t>(dim)), mx(static_cast<size_t>(dim));
      set.sum[0](ptrs.data(), w.data(), 3, dim, sum.data(), false);
      set.sum[0](ptrs.data() + 3, w.data() + 3, 2, dim, sum.data(), true);
      set.max[0](ptrs.data(), 2, dim, mx.data(), false);
      set.max[0](ptrs.data() + 2, 3, dim, mx.data(), true);
      for (int64_t d = 0; d < dim; ++d) {
        float s = 0.0f, m = rows[size_t(d)];
        for (int k = 0; k < 5; ++k) {
          s += w[size_t(k)] * rows[size_t(k * dim + d)];
          m = std::max(m, rows[size_t(k * dim + d)]);
        }
        CHECK(sum[size_t(d)] == doctest::Approx(s).epsilon(1e-5));
        CHECK(mx[size_t(d)] == m);
      }
    }
  }
}

TEST_CASE("embedding_bag_cpu handles a table of zero-width rows") {
  const std::vector<int64_t> idx{0, 1, 2, 1, 0, 2, 1, 0, 0, 1, 2, 2, 1, 0, 1, 2, 0, 1, 2, 1};
  const std::vector<int64_t> off{0, 5, 12};
  EmbeddingBagArgs a = args_of(idx, off);
  float out_guard = 42.0f;
  embedding_bag_cpu(f32_table(nullptr, 3, 0), a, &out_guard, 2, "bag");
  CHECK(out_guard == 42.0f);  // nothing written
}

TEST_CASE("embedding_bag_cpu agrees with the plain reference (ops/embedding_bag.h), errors included") {
  std::mt19937 rng(21);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  int compared = 0, errors = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int64_t rows = 1 + int64_t(rng() % 20), dim = int64_t(std::vector<int>{1, 3, 16, 17, 128}[rng() % 5]);
    const int64_t bags = int64_t(rng() % 12);
    const BagMode mode = BagMode(rng() % 3);
    const bool include_last = rng() % 2, weighted = mode == BagMode::Sum && rng() % 2;
    const int64_t padding = rng() % 3 == 0 ? int64_t(rng() % uint64_t(rows)) : -1;
    std::vector<float> table(size_t(rows * dim));
    for (float& v : table) v = u(rng);
    std::vector<int64_t> idx, off;
    for (int64_t b = 0; b < bags; ++b) {
      off.push_back(int64_t(idx.size()));
      for (int64_t k = int64_t(rng() % 5); k > 0; --k) idx.push_back(int64_t(rng() % uint64_t(rows)));
    }
    if (include_last) off.push_back(int64_t(idx.size()));
    // Now and then a bad index or a decreasing offset: both implementations must refuse it.
    if (rng() % 8 == 0 && !idx.empty()) idx[rng() % idx.size()] = rng() % 2 ? rows : -1;
    if (rng() % 8 == 0 && off.size() > 1) off[1] = off[0] - 1;
    std::vector<float> w(idx.size());
    for (float& v : w) v = u(rng);

    ref::EmbeddingBagProblem p;
    p.mode = ref::BagMode(int(mode));
    p.include_last_offset = include_last;
    p.padding_idx = padding;
    p.rows = rows;
    p.dim = dim;
    p.num_indices = int64_t(idx.size());
    p.num_offsets = int64_t(off.size());
    p.weighted = weighted;
    const int64_t nb = ref::embedding_bag_num_bags(p);
    if (nb < 0) continue;
    std::vector<float> want(size_t(nb * dim)), got(size_t(nb * dim));
    const std::string ref_error = ref::embedding_bag(p, table.data(), idx.data(), off.data(), weighted ? w.data() : nullptr, want.data());

    EmbeddingBagArgs a = args_of(idx, off);
    a.mode = mode;
    a.include_last_offset = include_last;
    a.padding_idx = padding;
    a.per_sample_weights = weighted ? w.data() : nullptr;
    std::string cpu_error;
    try {
      embedding_bag_cpu(f32_table(table.data(), rows, dim), a, got.data(), 2, "bag");
    } catch (const Error& e) {
      cpu_error = e.what();
    }
    CAPTURE(trial);
    CAPTURE(ref_error);
    CAPTURE(cpu_error);
    REQUIRE(ref_error.empty() == cpu_error.empty());
    if (!ref_error.empty()) {
      ++errors;
      continue;
    }
    ++compared;
    for (size_t i = 0; i < want.size(); ++i) REQUIRE(got[i] == doctest::Approx(want[i]).epsilon(1e-5).scale(1.0));
  }
  CHECK(compared > 200);
  CHECK(errors > 20);
}

namespace {

// One table with its bags for the grouped-call tests; owns everything a BagJob points at.
struct GroupTable {
  std::vector<float> values;
  QuantizedTable quantised;
  RowFormat format = RowFormat::F32;
  int64_t rows = 0, dim = 0;
  std::vector<int64_t> idx, off;
  std::vector<int32_t> idx32, off32;
  std::vector<float> weights;
  EmbeddingBagArgs args;

  TableView view() const { return format == RowFormat::F32 ? f32_table(values.data(), rows, dim) : quantised.view(); }
};

void make_group_table(GroupTable& g, std::mt19937& rng, int64_t bags, int64_t max_bag) {
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  g.rows = 1 + int64_t(rng() % 40);
  g.dim = std::vector<int64_t>{1, 3, 16, 17, 128}[rng() % 5];
  g.values.resize(size_t(g.rows * g.dim));
  for (float& v : g.values) v = u(rng);
  g.format = RowFormat(rng() % 3);
  if (g.format != RowFormat::F32) g.quantised = quantize_table(g.values.data(), g.rows, g.dim, g.format);
  EmbeddingBagArgs& a = g.args;
  a.mode = BagMode(rng() % 3);
  a.include_last_offset = rng() % 2;
  a.padding_idx = rng() % 3 == 0 ? int64_t(rng() % uint64_t(g.rows)) : -1;
  for (int64_t b = 0; b < bags; ++b) {
    g.off.push_back(int64_t(g.idx.size()));
    const int64_t n = int64_t(rng() % uint64_t(max_bag + 1));
    for (int64_t k = 0; k < n; ++k) g.idx.push_back(int64_t(rng() % uint64_t(g.rows)));
  }
  if (a.include_last_offset) g.off.push_back(int64_t(g.idx.size()));
  for (size_t k = 0; k < g.idx.size(); ++k) g.weights.push_back(u(rng));
  g.idx32.assign(g.idx.begin(), g.idx.end());
  g.off32.assign(g.off.begin(), g.off.end());
  a.indices_i64 = rng() % 2;
  a.offsets_i64 = rng() % 2;
  a.indices = a.indices_i64 ? static_cast<const void*>(g.idx.data()) : g.idx32.data();
  a.offsets = a.offsets_i64 ? static_cast<const void*>(g.off.data()) : g.off32.data();
  a.num_indices = int64_t(g.idx.size());
  a.num_offsets = int64_t(g.off.size());
  a.per_sample_weights = a.mode == BagMode::Sum && rng() % 2 ? g.weights.data() : nullptr;
}

}  // namespace

TEST_CASE("embedding_bags_cpu: tables grouped in one call give exactly the results of separate calls") {
  std::mt19937 rng(77);
  for (int trial = 0; trial < 60; ++trial) {
    const size_t tables = 1 + rng() % 7;
    // Some tables with no bags, some with many bags (so the threads' shares cross tables), long
    // bags (several reduction calls), and rows of every format and width in one call.
    std::vector<GroupTable> group(tables);
    for (GroupTable& g : group) {
      const int64_t bags = rng() % 5 == 0 ? 0 : int64_t(rng() % 300);
      make_group_table(g, rng, bags, rng() % 4 == 0 ? 150 : 4);
    }
    std::vector<BagJob> jobs;
    std::vector<std::vector<float>> want(tables), got(tables);
    for (size_t i = 0; i < tables; ++i) {
      const GroupTable& g = group[i];
      const int64_t bags = embedding_bag_num_bags(g.args);
      want[i].assign(size_t(bags * g.dim), std::nanf(""));
      got[i].assign(size_t(bags * g.dim), std::nanf(""));
      embedding_bag_cpu(g.view(), g.args, want[i].data(), 1, "separate");
      jobs.push_back(BagJob{g.view(), g.args, got[i].data()});
    }
    const int threads = 1 + int(rng() % 3);
    embedding_bags_cpu(jobs, threads, [](size_t) { return std::string("grouped"); });
    for (size_t i = 0; i < tables; ++i) {
      CAPTURE(trial);
      CAPTURE(i);
      CAPTURE(threads);
      REQUIRE(got[i].size() == want[i].size());
      for (size_t e = 0; e < got[i].size(); ++e) REQUIRE(got[i][e] == want[i][e]);  // bitwise: same reductions
    }
  }
}

TEST_CASE("embedding_bags_cpu names the failing table's op and position") {
  std::mt19937 rng(78);
  std::vector<GroupTable> group(4);
  for (GroupTable& g : group) {
    make_group_table(g, rng, 400, 4);
    g.args.padding_idx = -1;
  }
  std::vector<std::vector<float>> out(group.size());
  std::vector<BagJob> jobs;
  for (size_t i = 0; i < group.size(); ++i) {
    out[i].resize(size_t(embedding_bag_num_bags(group[i].args) * group[i].dim));
    jobs.push_back(BagJob{group[i].view(), group[i].args, out[i].data()});
  }
  const auto name = [](size_t i) { return "bag op " + std::to_string(i); };
  auto error_of = [&]() -> std::string {
    try {
      embedding_bags_cpu(jobs, 2, name);
    } catch (const Error& e) {
      return e.where() + ": " + e.message();
    }
    return "no error";
  };
  // Out-of-range indices in tables 3 and 2: table 2's is reported (the first in job order),
  // with its position in that table's indices.
  std::vector<int64_t> bad3 = group[3].idx, bad2 = group[2].idx;
  REQUIRE(bad2.size() > 10);
  bad3[0] = group[3].rows;
  bad2[7] = -2;
  jobs[3].args.indices = bad3.data();
  jobs[3].args.indices_i64 = true;
  jobs[2].args.indices = bad2.data();
  jobs[2].args.indices_i64 = true;
  CHECK(error_of() == "bag op 2: indices[7] = -2 is out of range for a table of " + std::to_string(group[2].rows) + " rows");
  // Offsets are checked for every table before any bag runs.
  std::vector<int64_t> backwards = group[3].off;
  backwards[5] = backwards[4] + 1000000;
  jobs[3].args.offsets = backwards.data();
  jobs[3].args.offsets_i64 = true;
  CHECK(error_of().rfind("bag op 3: offsets[5] = ", 0) == 0);
}

TEST_CASE("embedding_bags_cpu: a quotient-remainder pair gives the two bags' product, sum or concat") {
  std::mt19937 rng(79);
  for (int trial = 0; trial < 40; ++trial) {
    CAPTURE(trial);
    const int64_t c = 2 + int64_t(rng() % 5), rows = 1 + int64_t(rng() % 30), dim = 1 + int64_t(rng() % 40);
    const int64_t bags = int64_t(rng() % 50);
    const bool include_last = rng() % 2 == 0;
    const PairCombine pair = PairCombine(1 + rng() % 3);
    std::vector<float> tq(size_t(rows * dim)), tr(size_t((c + int64_t(rng() % 2)) * dim));
    std::uniform_real_distribution<float> value(-2.0f, 2.0f);
    for (float& v : tq) v = value(rng);
    for (float& v : tr) v = value(rng);
    // Indices from -(c - 1) (quotient 0, truncated toward zero; remainder fixed up into [0, c))
    // to the last one the quotient table holds; bags of 0 to 4 of them.
    std::vector<int64_t> idx, off, q, r;
    for (int64_t b = 0; b < bags; ++b) {
      off.push_back(int64_t(idx.size()));
      for (int64_t k = int64_t(rng() % 5); k > 0; --k) idx.push_back(int64_t(rng() % uint64_t(rows * c + c - 1)) - (c - 1));
    }
    if (include_last) off.push_back(int64_t(idx.size()));
    for (int64_t i : idx) {
      q.push_back(i / c);
      r.push_back((i % c + c) % c);
    }
    const std::vector<float> wq = oracle(tq, dim, q, off, BagMode::Sum, include_last, -1, nullptr);
    const std::vector<float> wr = oracle(tr, dim, r, off, BagMode::Sum, include_last, -1, nullptr);
    const int64_t width = pair == PairCombine::Concat ? 2 * dim : dim, stride = width + int64_t(rng() % 3);
    std::vector<int32_t> idx32(idx.begin(), idx.end());
    const bool i64 = rng() % 2 == 0;
    BagJob job;
    job.table = f32_table(tq.data(), rows, dim);
    job.pair_table = f32_table(tr.data(), int64_t(tr.size()) / dim, dim);
    job.args.indices = i64 ? static_cast<const void*>(idx.data()) : idx32.data();
    job.args.indices_i64 = i64;
    job.args.num_indices = int64_t(idx.size());
    job.args.offsets = off.data();
    job.args.num_offsets = int64_t(off.size());
    job.args.include_last_offset = include_last;
    job.args.index_map = IndexMap::Quotient;
    job.args.index_divisor = c;
    job.args.pair = pair;
    job.args.out_row_stride = stride;
    std::vector<float> got(size_t(bags * stride), std::nanf(""));
    job.out = got.data();
    embedding_bags_cpu(std::span<const BagJob>(&job, 1), 1 + int(rng() % 2), [](size_t) { return std::string("pair"); });
    for (int64_t b = 0; b < bags; ++b)
      for (int64_t col = 0; col < width; ++col) {
        const size_t at = size_t(b * dim + col % dim);
        const float want = pair == PairCombine::Mult ? wq[at] * wr[at]
                           : pair == PairCombine::Add ? wq[at] + wr[at]
                           : col < dim                ? wq[at]
                                                      : wr[at];
        REQUIRE(got[size_t(b * stride + col)] == doctest::Approx(want).epsilon(1e-5));
      }
  }
}

TEST_CASE("embedding_bags_cpu: a pair whose remainder table lacks remainders is an error naming the op") {
  const std::vector<float> tq(10 * 4, 1.0f), tr(3 * 4, 1.0f);
  const std::vector<int64_t> idx = {0, 5}, off = {0};
  std::vector<float> out(4);
  BagJob job;
  job.table = f32_table(tq.data(), 10, 4);
  job.pair_table = f32_table(tr.data(), 3, 4);  // 3 rows under a divisor of 4
  job.args.indices = idx.data();
  job.args.num_indices = 2;
  job.args.offsets = off.data();
  job.args.num_offsets = 1;
  job.args.index_map = IndexMap::Quotient;
  job.args.index_divisor = 4;
  job.args.pair = PairCombine::Mult;
  job.out = out.data();
  try {
    embedding_bags_cpu(std::span<const BagJob>(&job, 1), 1, [](size_t) { return std::string("qr bag"); });
    FAIL("a 3-row remainder table under divisor 4 was accepted");
  } catch (const Error& e) {
    CHECK(e.where() == "qr bag");
    CHECK_MESSAGE(e.message().find("hold the 4 remainders") != std::string::npos, e.message());
  }
}

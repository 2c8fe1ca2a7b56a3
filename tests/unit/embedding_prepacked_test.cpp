// FBGEMM's prepacked tables (linrt.embedding_bag with table_format int8_rowwise/int4_rowwise):
// the reference, the CPU device and Vulkan against sums worked out here from the bytes; bad
// indices, offsets and truncated tables as errors naming the op; the exported decomposition of
// torch.ops.quantized's bags (tests/fixtures/fbgemm_*) recognised as one bag, and not when its
// meaning is changed.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fixture_util.h"
#include "graph/dialect/linrt/embedding_bag.h"
#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "linrt/dtype.h"
#include "linrt/error.h"
#include "linrt/linrt.h"

using namespace linrt;
namespace fs = std::filesystem;

namespace {

// Six rows of dim 4 in FBGEMM's layouts, built here: row r's codes are (7r + 3d + 1) mod 256
// (mod 16 for 4-bit), scale 0.01 * (r + 1) and bias r - 2.5 (int4: fp16 of those).
struct Table {
  static constexpr int64_t kRows = 6, kDim = 4;
  bool int8;
  std::vector<uint8_t> bytes;
  std::vector<double> values;  // [rows, dim], what each stored element stands for

  explicit Table(bool eight) : int8(eight) {
    const int64_t row_bytes = int8 ? kDim + 8 : kDim / 2 + 4;
    bytes.assign(size_t(kRows * row_bytes), 0);
    for (int64_t r = 0; r < kRows; ++r) {
      uint8_t* row = bytes.data() + r * row_bytes;
      float scale = 0.01f * float(r + 1), bias = float(r) - 2.5f;
      if (int8) {
        std::memcpy(row + kDim, &scale, 4);
        std::memcpy(row + kDim + 4, &bias, 4);
      } else {
        const uint16_t h[2] = {f32_to_f16(scale), f32_to_f16(bias)};
        std::memcpy(row + kDim / 2, h, 4);
        scale = f16_to_f32(h[0]);
        bias = f16_to_f32(h[1]);
      }
      for (int64_t d = 0; d < kDim; ++d) {
        const int code = int((7 * r + 3 * d + 1) % (int8 ? 256 : 16));
        if (int8) row[d] = uint8_t(code);
        else row[d / 2] |= uint8_t(code << (4 * (d % 2)));
        values.push_back(double(code) * scale + bias);
      }
    }
  }
  int64_t row_bytes() const { return int64_t(bytes.size()) / kRows; }
  std::string type() const { return "tensor<6x" + std::to_string(row_bytes()) + "xi8>"; }
  std::string hex() const {
    static const char* digits = "0123456789ABCDEF";
    std::string s = "\"0x";
    for (uint8_t b : bytes) s += std::string{digits[b >> 4], digits[b & 15]};
    return s + "\"";
  }
};

// A module with one prepacked bag: the table an argument (or a constant with `constant`),
// per_sample_weights an argument with `weighted`.
std::string bag_module(const Table& t, bool constant, bool weighted, bool last, int64_t indices, int64_t offsets,
                       const std::string& table_type = "") {
  const std::string tt = table_type.empty() ? t.type() : table_type;
  const int64_t bags = last ? offsets - 1 : offsets;
  const std::string idx = "tensor<" + std::to_string(indices) + "xi64>", off = "tensor<" + std::to_string(offsets) + "xi64>",
                    w = "tensor<" + std::to_string(indices) + "xf32>", out = "tensor<" + std::to_string(bags) + "x4xf32>";
  std::string args = std::string(constant ? "" : "%t: " + tt + ", ") + "%i: " + idx + ", %o: " + off + (weighted ? ", %w: " + w : "");
  std::string s = "func.func @forward(" + args + ") -> " + out + " {\n";
  if (constant) s += "  %t = arith.constant dense<" + t.hex() + "> : " + tt + "\n";
  s += "  %r = \"linrt.embedding_bag\"(%t, %i, %o" + std::string(weighted ? ", %w" : "") +
       ") <{mode = \"sum\", include_last_offset = " + (last ? "true" : "false") +
       ", padding_idx = -1 : i64, table_format = \"" + (t.int8 ? "int8_rowwise" : "int4_rowwise") +
       "\", operandSegmentSizes = array<i32: 1, 1, 1, " + (weighted ? "1" : "0") + ">}> : (" + tt + ", " + idx + ", " +
       off + (weighted ? ", " + w : "") + ") -> " + out + "\n  return %r : " + out + "\n}\n";
  return s;
}

// The bags' sums from the table's values (in double).
std::vector<double> expected(const Table& t, const std::vector<int64_t>& idx, const std::vector<int64_t>& off,
                             const std::vector<float>& w, bool last) {
  const size_t bags = last ? off.size() - 1 : off.size();
  std::vector<double> out(bags * Table::kDim, 0.0);
  for (size_t b = 0; b < bags; ++b) {
    const int64_t end = b + 1 < off.size() ? off[b + 1] : int64_t(idx.size());
    for (int64_t j = off[b]; j < end; ++j)
      for (int64_t d = 0; d < Table::kDim; ++d)
        out[b * Table::kDim + size_t(d)] += (w.empty() ? 1.0 : double(w[size_t(j)])) * t.values[size_t(idx[size_t(j)] * Table::kDim + d)];
  }
  return out;
}

void check_near(const Tensor& got, const std::vector<double>& want) {
  REQUIRE(got.numel() == int64_t(want.size()));
  double lo = want[0], hi = want[0];
  for (double v : want) lo = std::min(lo, v), hi = std::max(hi, v);
  for (size_t k = 0; k < want.size(); ++k) {
    CAPTURE(k);
    CHECK(std::fabs(double(got.data_as<float>()[k]) - want[k]) <= 1e-6 * (hi - lo));
  }
}

std::vector<SessionOptions> devices() {
  std::vector<SessionOptions> list(2);
  list[1].reference = true;
  for (const std::string& d : list_devices())
    if (d.starts_with("vulkan:")) {
      list.emplace_back().device = DeviceKind::Vulkan;
      break;
    }
  for (auto& o : list) o.threads = 2;
  return list;
}

std::string device_name(const SessionOptions& o) {
  return o.reference ? "reference" : o.device == DeviceKind::Vulkan ? "vulkan" : "cpu";
}

}  // namespace

TEST_CASE("prepacked bags: int8 and int4 tables, weighted and not, last offset or not, every device") {
  const std::vector<int64_t> idx{5, 0, 3, 3, 1, 2, 5};
  const std::vector<float> w{0.5f, -1.25f, 2.0f, 1.0f, 0.75f, -0.5f, 3.0f};
  for (bool int8 : {true, false})
    for (bool constant : {false, true})
      for (bool weighted : {false, true})
        for (bool last : {false, true}) {
          const Table t(int8);
          const std::vector<int64_t> off = last ? std::vector<int64_t>{0, 2, 2, 5, 7} : std::vector<int64_t>{0, 2, 2, 5};
          const Model model = Model::load_from_memory(bag_module(t, constant, weighted, last, 7, int64_t(off.size())),
                                                      "prepacked.mlir");
          CHECK(model.stats().fallback_dispatches == 0);
          const std::vector<double> want = expected(t, idx, off, weighted ? w : std::vector<float>{}, last);
          for (const SessionOptions& o : devices()) {
            CAPTURE(int8);
            CAPTURE(constant);
            CAPTURE(weighted);
            CAPTURE(last);
            CAPTURE(device_name(o));
            std::vector<Tensor> in;
            if (!constant) in.push_back(Tensor::view(t.bytes.data(), DType::I8, {Table::kRows, t.row_bytes()}));
            in.push_back(Tensor::view(idx.data(), DType::I64, {7}));
            in.push_back(Tensor::view(off.data(), DType::I64, {int64_t(off.size())}));
            if (weighted) in.push_back(Tensor::view(w.data(), DType::F32, {7}));
            Session s = model.session(o);
            const std::vector<Tensor> got = s.run(in);
            REQUIRE(got.size() == 1);
            check_near(got[0], want);
          }
        }
}

TEST_CASE("prepacked bags: out-of-range indices and offsets are errors naming the op, on every device") {
  const Table t(true);
  const Model model = Model::load_from_memory(bag_module(t, true, false, false, 3, 2), "prepacked.mlir");
  for (const SessionOptions& o : devices()) {
    CAPTURE(device_name(o));
    Session s = model.session(o);
    for (int bad = 0; bad < 3; ++bad) {
      std::vector<int64_t> idx{1, 2, 3}, off{0, 1};
      if (bad == 0) idx[2] = 6;    // one past the table
      if (bad == 1) idx[0] = -1;
      if (bad == 2) off[1] = 4;    // past the indices
      CAPTURE(bad);
      try {
        s.run({Tensor::view(idx.data(), DType::I64, {3}), Tensor::view(off.data(), DType::I64, {2})});
        FAIL("no error");
      } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::Invalid);
        CHECK(e.where().find("prepacked.mlir:3:") != std::string::npos);  // the bag, after the table constant
        CHECK(e.message().find(bad == 2 ? "offsets" : "6 rows") != std::string::npos);
      }
    }
  }
}

TEST_CASE("prepacked bags: a table whose rows are not FBGEMM's width is an error, never read") {
  const Table t(true);
  // 11 bytes per row: one short of 4 codes + scale + bias (a truncated table).
  std::vector<uint8_t> short_rows(size_t(Table::kRows * 11));
  const Model model = Model::load_from_memory(bag_module(t, false, false, false, 3, 2, "tensor<6x11xi8>"), "short.mlir");
  const std::vector<int64_t> idx{1, 2, 3}, off{0, 1};
  for (const SessionOptions& o : devices()) {
    CAPTURE(device_name(o));
    try {
      model.session(o).run({Tensor::view(short_rows.data(), DType::I8, {6, 11}), Tensor::view(idx.data(), DType::I64, {3}),
                            Tensor::view(off.data(), DType::I64, {2})});
      FAIL("no error");
    } catch (const Error& e) {
      CHECK(e.where().find("short.mlir:2:") != std::string::npos);
      CHECK(e.message().find("rows of 11 bytes") != std::string::npos);
      CHECK(e.message().find("truncated") != std::string::npos);
    }
  }
}

namespace {

std::vector<fs::path> fbgemm_fixtures() {
  std::vector<fs::path> dirs;
  for (const fs::path& dir : linrt::testing::fixture_dirs())
    if (dir.filename().string().starts_with("fbgemm_")) dirs.push_back(dir);
  return dirs;
}

std::unique_ptr<graph::Module> canonicalized(const std::string& text, graph::PassStats& stats) {
  auto m = graph::parse_module(text, "model.mlir");
  graph::canonicalize(*m, stats);
  return m;
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("prepacked bags: torch.ops.quantized's bags, exported, become one bag over the packed table") {
  const auto dirs = fbgemm_fixtures();
  REQUIRE(dirs.size() == 4);
  for (const fs::path& dir : dirs) {
    CAPTURE(dir.filename().string());
    graph::PassStats stats;
    auto m = canonicalized(read_text(dir / "model.mlir"), stats);
    CHECK(stats.at("embedding_bag_prepacked") == 1);
    std::vector<const graph::Operation*> ops;
    for (auto* body : graph::rewrite::function_bodies(*m))
      for (const auto& op : body->ops)
        if (!op->is(graph::OpId::ArithConstant) && !op->is(graph::OpId::FuncReturn)) ops.push_back(op.get());
    REQUIRE(ops.size() == 1);  // the decomposition is gone, the table stays as its bytes
    CHECK(ops[0]->is(graph::OpId::LinrtEmbeddingBag));
    const auto attrs = graph::EmbeddingBagAttrs::read(*ops[0]);
    REQUIRE(attrs);
    const bool int8 = dir.filename().string().starts_with("fbgemm_int8");
    CHECK(attrs->table_format ==
          (int8 ? graph::EmbeddingBagAttrs::TableFormat::Int8Rowwise : graph::EmbeddingBagAttrs::TableFormat::Int4Rowwise));
    CHECK(attrs->include_last_offset == dir.filename().string().ends_with("_last"));
    CHECK(ops[0]->operands[0]->type.elem == DType::I8);
  }
}

TEST_CASE("prepacked bags: a decomposition that means something else is not recognised") {
  // Codes read as signed bytes (sitofp): another function, which must stay as exported.
  const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / "fbgemm_int8_sum";
  std::string text = read_text(dir / "model.mlir");
  const std::string from = "arith.uitofp %in : i8 to f32", to = "arith.sitofp %in : i8 to f32";
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  graph::PassStats stats;
  canonicalized(text, stats);
  CHECK(stats.at("embedding_bag_prepacked") == 0);
  // And it still runs, as what it says: the planned engine equals the reference.
  const Model model = Model::load_from_memory(text, "signed.mlir");
  const linrt::HostTensor i0 = linrt::testing::load_tensor(dir / "in0.npy"), i1 = linrt::testing::load_tensor(dir / "in1.npy");
  std::vector<Tensor> in{Tensor::view(i0.bytes(), DType::I64, i0.shape()), Tensor::view(i1.bytes(), DType::I64, i1.shape())};
  SessionOptions ref;
  ref.reference = true;
  const Tensor a = model.session().run(in)[0], b = model.session(ref).run(in)[0];
  const linrt::HostTensor pytorch = linrt::testing::load_tensor(dir / "out0.npy");
  double differs = 0.0;
  for (int64_t k = 0; k < a.numel(); ++k) {
    CHECK(a.data_as<float>()[k] == doctest::Approx(b.data_as<float>()[k]).epsilon(1e-5));
    differs = std::max(differs, std::fabs(double(a.data_as<float>()[k]) - double(pytorch.data<float>()[k])));
  }
  CHECK(differs > 1e-3);  // the mutation does change the result
}

// IREE parameter archives (loaders/irpa.h): the committed fixtures were written by IREE's own
// archive writer (scripts/make-irpa-fixtures.sh); the values below are the ones that script put
// in, written down here independently. Corrupt and truncated copies are made from the good bytes.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/parameter_files.h"
#include "fixture_util.h"
#include "graph/parser.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "linrt/linrt.h"
#include "loaders/irpa.h"
#include "loaders/mapped_file.h"

using namespace linrt;
namespace fs = std::filesystem;

namespace {

const fs::path kMixed = fs::path(LINRT_FIXTURES_DIR) / "irpa" / "mixed.irpa";
const fs::path kWeights = fs::path(LINRT_FIXTURES_DIR) / "linear_mlp_weight_args";

std::vector<uint8_t> read_bytes(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

uint64_t get_u64(const std::vector<uint8_t>& b, size_t at) {
  uint64_t v = 0;
  std::memcpy(&v, b.data() + at, 8);
  return v;
}
void put(std::vector<uint8_t>& b, size_t at, uint64_t v, size_t n = 8) { std::memcpy(b.data() + at, &v, n); }

// Byte offsets of the archive's entries, walked as the format lays them out (16-byte aligned).
std::vector<size_t> entry_offsets(const std::vector<uint8_t>& b) {
  std::vector<size_t> at;
  size_t pos = get_u64(b, 40);
  for (uint64_t i = 0; i < get_u64(b, 32); ++i) {
    at.push_back(pos);
    pos += (get_u64(b, pos) + 15) / 16 * 16;
  }
  return at;
}

// The message parse_irpa throws for `bytes` ("" when it parses).
std::string irpa_error(const std::vector<uint8_t>& bytes, ErrorKind want = ErrorKind::Parse, size_t max_splat = 1 << 20) {
  try {
    loaders::parse_irpa(std::span<const uint8_t>(bytes.data(), bytes.size()), nullptr, "x.irpa", max_splat);
  } catch (const Error& e) {
    CHECK(e.kind() == want);
    CHECK(e.where() == "x.irpa");
    return e.message();
  }
  return "";
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("irpa: data and splat entries read back as IREE wrote them, data as views of the mapping") {
  auto file = loaders::MappedFile::open(kMixed.string());
  REQUIRE(loaders::is_irpa(std::span<const uint8_t>(file->data(), file->size())));
  const loaders::IrpaFile archive =
      loaders::parse_irpa(std::span<const uint8_t>(file->data(), file->size()), file, kMixed.string());
  REQUIRE(archive.entries.size() == 4);
  const auto& ramp = archive.entries[0];
  const auto& sevens = archive.entries[1];
  const auto& halves = archive.entries[2];
  const auto& threes = archive.entries[3];
  CHECK(ramp.name == "ramp");
  CHECK(sevens.name == "sevens");
  CHECK(halves.name == "halves");
  CHECK(threes.name == "threes");

  REQUIRE(ramp.nbytes == 6 * sizeof(float));
  for (int i = 0; i < 6; ++i) CHECK(reinterpret_cast<const float*>(ramp.data)[i] == float(i));
  REQUIRE(sevens.nbytes == 8 * sizeof(int16_t));
  for (int i = 0; i < 8; ++i) CHECK(reinterpret_cast<const int16_t*>(sevens.data)[i] == 7);
  for (const auto* e : {&ramp, &sevens}) {
    CHECK_FALSE(e->splat);
    // Zero-copy: the bytes lie inside the mapping, which the entry keeps alive.
    CHECK(e->data >= file->data());
    CHECK(e->data + e->nbytes <= file->data() + file->size());
    CHECK(e->owner.get() == file.get());
  }

  REQUIRE(halves.nbytes == 6 * sizeof(float));
  CHECK(halves.splat);
  for (int i = 0; i < 6; ++i) CHECK(reinterpret_cast<const float*>(halves.data)[i] == 0.5f);
  REQUIRE(threes.nbytes == 5);
  for (int i = 0; i < 5; ++i) CHECK(reinterpret_cast<const int8_t*>(threes.data)[i] == 3);
}

TEST_CASE("irpa parameters: globals bind to archive entries, typed by the global") {
  graph::ParameterIndex index;
  engine::add_parameter_file(index, "m", kMixed.string());
  CHECK(index.find("m", "ramp")->raw);
  const char* text = R"(
util.global private @ramp = #stream.parameter.named<"m"::"ramp"> : tensor<2x3xf32>
util.global private @halves = #stream.parameter.named<"m"::"halves"> : tensor<3x2xf32>
util.global private @threes = #stream.parameter.named<"m"::"threes"> : tensor<5xi8>
func.func @forward() -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<5xi8>) {
  %0 = util.global.load @ramp : tensor<2x3xf32>
  %1 = util.global.load @halves : tensor<3x2xf32>
  %2 = util.global.load @threes : tensor<5xi8>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<5xi8>
}
)";
  auto m = graph::parse_module(text, "p.mlir");
  CHECK(graph::bind_parameters(*m, index) == 3);
  const graph::Operation* fn = m->lookup_function("forward");
  const graph::Operation& load0 = *fn->regions[0]->blocks[0]->ops[0];
  REQUIRE(load0.name == "arith.constant");
  CHECK(load0.attr("value")->data.data == index.find("m", "ramp")->data.data);

  // Through the public API as well: the model's outputs are the archive's values.
  ModelOptions options;
  options.parameter_files = {{"m", kMixed.string()}};
  const Model model = Model::load_from_memory(text, "p.mlir", options);
  Session session = model.session();
  const std::vector<Tensor> out = session.run(std::span<const Tensor>{});
  REQUIRE(out.size() == 3);
  for (int i = 0; i < 6; ++i) CHECK(out[0].data_as<float>()[i] == float(i));
  for (int i = 0; i < 6; ++i) CHECK(out[1].data_as<float>()[i] == 0.5f);
  for (int i = 0; i < 5; ++i) CHECK(out[2].data_as<int8_t>()[i] == 3);

  // Only the byte count can be checked: 24 bytes are not a tensor<7xf32>.
  auto wrong = graph::parse_module(
      "util.global private @w = #stream.parameter.named<\"m\"::\"ramp\"> : tensor<7xf32>\n"
      "func.func @f() -> tensor<7xf32> {\n  %0 = util.global.load @w : tensor<7xf32>\n"
      "  return %0 : tensor<7xf32>\n}\n",
      "p.mlir");
  try {
    graph::bind_parameters(*wrong, index);
    FAIL("a 24-byte entry bound to tensor<7xf32>");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == "p.mlir:1:1: parameter \"m\"::\"ramp\" holds 24 bytes, tensor<7xf32> needs 28");
  }
}

TEST_CASE("irpa parameters: the weights as an archive give the safetensors version's result") {
  const testing::FixtureSpec spec = testing::read_spec(kWeights);
  const HostTensor x = testing::load_tensor(kWeights / "in0.npy");
  const HostTensor want = testing::load_tensor(kWeights / "out0.npy");
  auto run_with = [&](const std::string& file) {
    ModelOptions options;
    options.parameter_files = {{"", (kWeights / file).string()}};
    const Model model = Model::load((kWeights / "model.mlir").string(), options);
    Session session = model.session();
    std::vector<Tensor> out = session.run({Tensor::view(static_cast<const void*>(x.bytes()), x.dtype(), x.shape())});
    REQUIRE(out.size() == 1);
    REQUIRE(out[0].shape() == want.shape());
    return std::vector<float>(out[0].data_as<float>(), out[0].data_as<float>() + want.numel());
  };
  const std::vector<float> from_irpa = run_with("parameters.irpa");
  const std::vector<float> from_safetensors = run_with("parameters.safetensors");
  for (int64_t i = 0; i < want.numel(); ++i) {
    CHECK(from_irpa[size_t(i)] == from_safetensors[size_t(i)]);  // the same bytes, the same plan
    CHECK(std::fabs(from_irpa[size_t(i)] - want.data<float>()[i]) <= spec.atol);
  }
}

TEST_CASE("irpa: corrupt and truncated archives are located errors, never out-of-bounds reads") {
  const std::vector<uint8_t> good = read_bytes(kMixed);
  REQUIRE(irpa_error(good).empty());
  const std::vector<size_t> at = entry_offsets(good);
  REQUIRE(at.size() == 4);
  const size_t data_end = get_u64(good, 72) + get_u64(good, 80);  // the storage segment's end

  // Every truncation inside the archive's segments fails (AddressSanitizer builds check reads).
  for (size_t n = 0; n < data_end; ++n) {
    std::vector<uint8_t> cut(good.begin(), good.begin() + std::ptrdiff_t(n));
    CAPTURE(n);
    CHECK(starts_with(irpa_error(cut), "IREE parameter archive, byte "));
  }
  CHECK(irpa_error({good.begin(), good.begin() + 50}) ==
        "IREE parameter archive, byte 0: truncated header: 50 bytes left, a header needs 88");
  CHECK(starts_with(irpa_error({good.begin(), good.begin() + std::ptrdiff_t(data_end - 1)}),
                    "IREE parameter archive, byte 72: storage segment "));

  auto changed = [&](size_t offset, uint64_t value, size_t n = 8) {
    std::vector<uint8_t> b = good;
    put(b, offset, value, n);
    return b;
  };
  CHECK(irpa_error(changed(0, 0x41505258, 4)) == "IREE parameter archive, byte 0: no \"IRPA\" magic where a header should start");
  CHECK(irpa_error(changed(4, 1, 2), ErrorKind::Unsupported) ==
        "IREE parameter archive, byte 4: version 1.0 is not supported (only 0.0)");
  CHECK(irpa_error(changed(8, 96)) == "IREE parameter archive, byte 8: header size 96, version 0 headers are 88 bytes");
  CHECK(starts_with(irpa_error(changed(16, 1u << 20)), "IREE parameter archive, byte 16: next header offset 1048576"));
  CHECK(starts_with(irpa_error(changed(32, 1000)), "IREE parameter archive, byte "));
  CHECK(irpa_error(changed(at[0], 10)) ==
        "IREE parameter archive, byte " + std::to_string(at[0]) + ": entry 0: entry size 10 is outside [60, " +
            std::to_string(get_u64(good, 48)) + "] (the rest of the entry table)");
  CHECK(starts_with(irpa_error(changed(at[1] + 28, uint64_t(1) << 40)),
                    "IREE parameter archive, byte " + std::to_string(at[1] + 20) + ": entry 1: name ["));
  CHECK(starts_with(irpa_error(changed(at[0] + 68, 1u << 16)),
                    "IREE parameter archive, byte " + std::to_string(at[0] + 60) +
                        ": entry 0 \"ramp\": data [0, 0 + 65536) lies outside the storage segment"));
  CHECK(irpa_error(changed(at[0] + 8, 3, 4), ErrorKind::Unsupported) ==
        "IREE parameter archive, byte " + std::to_string(at[0] + 8) +
            ": entry 0 \"ramp\" keeps its data in an external file, which linrt does not read");
  CHECK(irpa_error(changed(at[0] + 8, 9, 4)) ==
        "IREE parameter archive, byte " + std::to_string(at[0] + 8) + ": entry 0 \"ramp\": unknown entry type 9");
  CHECK(irpa_error(changed(at[2] + 84, 17, 1)) ==
        "IREE parameter archive, byte " + std::to_string(at[2] + 84) +
            ": entry 2 \"halves\": splat pattern length 17 is not in [1, 16]");
  CHECK(irpa_error(changed(at[2] + 60, 25)) ==
        "IREE parameter archive, byte " + std::to_string(at[2] + 60) +
            ": entry 2 \"halves\": splat length 25 is not a multiple of its 4-byte pattern");
  CHECK(irpa_error(changed(at[2] + 60, uint64_t(1) << 40), ErrorKind::Limit) ==
        "IREE parameter archive, byte " + std::to_string(at[2] + 60) +
            ": entry 2 \"halves\": splat length 1099511627776 exceeds the limit of 1048576 bytes");
  // Entry 1 named like entry 0.
  std::vector<uint8_t> twice = changed(at[1] + 20, get_u64(good, at[0] + 20));
  put(twice, at[1] + 28, get_u64(good, at[0] + 28));
  CHECK(irpa_error(twice) == "IREE parameter archive, byte " + std::to_string(at[1] + 20) +
                                 ": entry 1 \"ramp\": the name is given twice");
  // A skip entry is left out.
  std::vector<uint8_t> skipped = changed(at[0] + 8, 0, 4);
  CHECK(loaders::parse_irpa(std::span<const uint8_t>(skipped.data(), skipped.size()), nullptr, "x.irpa")
            .entries.size() == 3);

  // Through the engine, a truncated file names the file.
  const fs::path cut = fs::temp_directory_path() / "linrt_irpa_truncated.irpa";
  std::ofstream(cut, std::ios::binary).write(reinterpret_cast<const char*>(good.data()), 100);
  graph::ParameterIndex index;
  try {
    engine::add_parameter_file(index, "", cut.string());
    FAIL("a truncated archive was accepted");
  } catch (const Error& e) {
    CHECK(e.kind() == ErrorKind::Parse);
    CHECK(e.where() == cut.string());
    CHECK(starts_with(e.message(), "IREE parameter archive, byte 40: entry table "));
  }
  fs::remove(cut);
}

// The verifier (graph/verify/): the corpus of ill-formed files under tests/verifier/, each
// with the error it must get (kind, line:col, message) on its second line, checked against
// MLIR's recorded verdicts (tests/verifier/mlir_verdicts.txt, written by
// scripts/verifier-verdicts.sh with iree-opt); every model, fixture and conformance file
// still verifies; rules the parser cannot reach (dominance of IR built by passes) on
// hand-edited modules.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "graph/parser.h"
#include "graph/verify/verify.h"
#include "linrt/error.h"

namespace fs = std::filesystem;
using linrt::Error;
using linrt::ErrorKind;

namespace {

const fs::path kCorpus = fs::path(LINRT_SOURCE_DIR) / "tests" / "verifier";

// "// ERROR: <kind> <line>:<col> <message>" on the second line; nullopt for a well-formed file.
struct Expected {
  ErrorKind kind;
  std::string loc, message;
};

std::optional<Expected> expected_error(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  std::getline(in, line);
  const std::string tag = "// ERROR: ";
  if (line.rfind(tag, 0) != 0) return std::nullopt;
  std::istringstream s(line.substr(tag.size()));
  std::string kind, loc, message;
  s >> kind >> loc;
  std::getline(s >> std::ws, message);
  ErrorKind k = kind == "parse"         ? ErrorKind::Parse
                : kind == "limit"       ? ErrorKind::Limit
                : kind == "unsupported" ? ErrorKind::Unsupported
                                        : ErrorKind::Invalid;
  REQUIRE_MESSAGE((kind == "parse" || kind == "limit" || kind == "unsupported" || kind == "invalid"),
                  file << ": unknown kind " << kind);
  return Expected{k, loc, message};
}

std::vector<fs::path> corpus_files() {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(kCorpus))
    if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

TEST_CASE("verifier corpus: every ill-formed file gets its located error, well-formed ones load") {
  auto files = corpus_files();
  REQUIRE(files.size() >= 40);
  size_t ill_formed = 0;
  for (const fs::path& f : files) {
    CAPTURE(f.filename().string());
    auto want = expected_error(f);
    if (!want) {
      CHECK_NOTHROW(linrt::graph::parse_file(f.string()));
      continue;
    }
    ++ill_formed;
    try {
      linrt::graph::parse_file(f.string());
      FAIL("loaded without an error");
    } catch (const Error& e) {
      CAPTURE(e.what());
      CHECK(e.kind() == want->kind);
      // Located at the op (or token) that breaks the rule: "... <file>:<line>:<col>".
      CHECK(ends_with(e.where(), f.string() + ":" + want->loc));
      CHECK(e.message().find(want->message) != std::string::npos);
    }
  }
  CHECK(ill_formed >= 40);
}

TEST_CASE("verifier corpus: linrt's verdicts are MLIR's recorded ones") {
  std::ifstream in(kCorpus / "mlir_verdicts.txt");
  REQUIRE(in.good());
  std::map<std::string, std::string> verdicts;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    std::string file, verdict;
    s >> file >> verdict;
    verdicts[file] = verdict;
  }
  for (const fs::path& f : corpus_files()) {
    std::string name = f.filename().string();
    CAPTURE(name);
    REQUIRE_MESSAGE(verdicts.count(name), "no recorded MLIR verdict; run scripts/verifier-verdicts.sh");
    auto want = expected_error(f);
    // A Limit is linrt's own bound (an element count past int64), not an MLIR rule: MLIR
    // accepts such a type, linrt refuses to run it. So is Unsupported (a store to an immutable
    // util.global, which IREE's verifier lets pass).
    bool mlir_rule = want && want->kind != ErrorKind::Limit && want->kind != ErrorKind::Unsupported;
    std::string linrt_verdict = mlir_rule ? "rejected" : "accepted";
    CHECK(verdicts[name] == linrt_verdict);
  }
}

TEST_CASE("verifier: every model, fixture, test and example file that parses also verifies") {
  const fs::path root(LINRT_SOURCE_DIR);
  size_t checked = 0;
  for (const char* dir : {"models", "examples", "tests/fixtures", "tests/conformance", "tests/parser", "tests/dlrm",
                          "tests/upscale", "tests/data"}) {
    for (const auto& e : fs::recursive_directory_iterator(root / dir)) {
      if (e.path().extension() != ".mlir") continue;
      CAPTURE(e.path().string());
      linrt::graph::ParseOptions unverified;
      unverified.verify = false;
      try {
        linrt::graph::parse_file(e.path().string(), unverified);
      } catch (const Error&) {
        continue;  // files that test parse errors
      }
      CHECK_NOTHROW(linrt::graph::parse_file(e.path().string()));
      ++checked;
    }
  }
  CHECK(checked >= 60);
}

TEST_CASE("verifier: a use that its definition does not dominate (IR as a pass could leave it)") {
  linrt::graph::ParseOptions unverified;
  unverified.verify = false;
  auto m = linrt::graph::parse_module(R"(
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.addf %a, %a : f32
  %c = arith.mulf %b, %b : f32
  return %c : f32
}
)", "dom.mlir", unverified);
  CHECK_NOTHROW(linrt::graph::verify_module(*m));
  auto& ops = m->body->ops[0]->regions[0]->blocks[0]->ops;
  // %b = addf(%a, %c): %c is defined after it.
  ops[1]->operands[1] = ops[2]->result();
  try {
    linrt::graph::verify_module(*m);
    FAIL("verified");
  } catch (const Error& e) {
    CHECK(e.kind() == ErrorKind::Invalid);
    CHECK(e.where() == "arith.addf at dom.mlir:4:3");
    CHECK(e.message() == "operand #1 (%c) does not dominate this use: it is not defined before it in an enclosing block");
  }
  // A value from inside a generic's body used after the generic.
  auto g = linrt::graph::parse_module(R"(
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %t = arith.negf %r : tensor<4xf32>
  return %t : tensor<4xf32>
}
)", "inner.mlir", unverified);
  CHECK_NOTHROW(linrt::graph::verify_module(*g));
  auto& body = g->body->ops[0]->regions[0]->blocks[0]->ops;
  const auto& inner = body[0]->regions[0]->blocks[0]->ops;
  body[1]->operands[0] = inner[0]->result();
  CHECK_THROWS_WITH_AS(linrt::graph::verify_module(*g), doctest::Contains("does not dominate"), Error);
}

TEST_CASE("verifier: overflow and limit errors are located like every other op error") {
  // The element count and the byte size, of a result and of a function argument.
  const char* cases[][2] = {
      {"func.func @f() -> tensor<4294967296x4294967296xf32> {\n"
       "  %r = tensor.empty() : tensor<4294967296x4294967296xf32>\n"
       "  return %r : tensor<4294967296x4294967296xf32>\n}\n",
       "tensor.empty at o.mlir:2:3"},
      {"func.func @f(%x: tensor<4611686018427387904xf32>) {\n  return\n}\n", "func.func at o.mlir:1:1"},
  };
  for (auto& c : cases) {
    CAPTURE(c[0]);
    try {
      linrt::graph::parse_module(c[0], "o.mlir");
      FAIL("loaded");
    } catch (const Error& e) {
      CHECK(e.kind() == ErrorKind::Limit);
      CHECK(e.where() == c[1]);
      CHECK(e.message().find("overflows") != std::string::npos);
    }
  }
}

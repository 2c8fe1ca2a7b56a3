// Small helpers shared by the parser, round-trip and parser-error tests.
#pragma once

#include <doctest/doctest.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ir.h"
#include "graph/parser.h"
#include "linrt/error.h"

namespace linrt::testing {

// What the parser builds, without the verifier: parser tests use snippets that are not whole
// valid programs (a call to a function left out, a generic whose maps do not fit its types).
inline std::unique_ptr<graph::Module> parse(std::string_view text) {
  graph::ParseOptions o;
  o.verify = false;
  return graph::parse_module(text, "t.mlir", o);
}

// Every operation of the module in textual (pre-)order, nested ones included.
inline std::vector<const graph::Operation*> all_ops(const graph::Module& m) {
  std::vector<const graph::Operation*> out;
  std::function<void(const graph::Block&)> walk = [&](const graph::Block& b) {
    for (const auto& op : b.ops) {
      out.push_back(op.get());
      for (const auto& r : op->regions)
        for (const auto& blk : r->blocks) walk(*blk);
    }
  };
  walk(*m.body);
  return out;
}

// The nth operation named `name`; fails the test if there is none.
inline const graph::Operation& find_op(const graph::Module& m, std::string_view name, size_t nth = 0) {
  for (const graph::Operation* op : all_ops(m))
    if (op->name == name && nth-- == 0) return *op;
  FAIL("no operation " << name);
  throw 0;
}

inline std::vector<int64_t> int_attr(const graph::Operation& op, std::string_view key) {
  const graph::Attribute* a = op.attr(key);
  REQUIRE_MESSAGE(a != nullptr, "missing attribute " << key);
  auto v = a->as_int_list();
  REQUIRE_MESSAGE(v.has_value(), "attribute " << key << " is not an integer list");
  return *v;
}

inline std::vector<uint8_t> bytes_of(const graph::Blob& b) { return std::vector<uint8_t>(b.data, b.data + b.size); }

// The message of the linrt::Error (kind Parse) that parsing `text` throws; "" when it parses.
inline std::string parse_error(std::string_view text, const graph::ParseOptions& opts = {}) {
  try {
    graph::parse_module(text, "t.mlir", opts);
  } catch (const Error& e) {
    CHECK(e.kind() == ErrorKind::Parse);
    return e.what();
  }
  return "";
}

}  // namespace linrt::testing

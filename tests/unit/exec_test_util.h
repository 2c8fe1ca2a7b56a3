// Helpers for tests that parse a snippet of MLIR and run it on the reference executor.
#pragma once

#include <doctest/doctest.h>

#include <cmath>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "linrt/error.h"

namespace linrt::testing {

// Parse options without the verifier, for tests of the executor's own guards: IR that the
// verifier refuses at load (tests/unit/verifier_test.cpp) can still reach the executor from
// passes, which never meet the verifier.
inline graph::ParseOptions unverified() {
  graph::ParseOptions o;
  o.verify = false;
  return o;
}

// The error (what()) that loading `text` as "test.mlir" gives; "" when it loads.
inline std::string load_error(std::string_view text) {
  try {
    graph::parse_module(text, "test.mlir");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// A parsed module with an executor on it.
struct MlirProgram {
  std::unique_ptr<graph::Module> module;
  std::unique_ptr<ref::Executor> exec;

  explicit MlirProgram(std::string_view text, const graph::ParseOptions& parse = {})
      : module(graph::parse_module(text, "test.mlir", parse)), exec(std::make_unique<ref::Executor>(*module)) {}

  std::vector<ref::RtValue> call(std::string_view fn, std::vector<ref::RtValue> args = {}) {
    return exec->call(fn, std::move(args));
  }
  // Runs a function that returns one tensor.
  HostTensor tensor(std::string_view fn, std::vector<ref::RtValue> args = {}) {
    auto r = call(fn, std::move(args));
    REQUIRE(r.size() == 1);
    REQUIRE(r[0].is_tensor);
    return r[0].tensor;
  }
  Scalar scalar(std::string_view fn, std::vector<ref::RtValue> args = {}) {
    auto r = call(fn, std::move(args));
    REQUIRE(r.size() == 1);
    REQUIRE(!r[0].is_tensor);
    return r[0].scalar;
  }
};

inline HostTensor make_tensor(DType t, std::vector<int64_t> shape, const std::vector<double>& values) {
  HostTensor h(t, std::move(shape));
  REQUIRE(size_t(h.numel()) == values.size());
  for (size_t k = 0; k < values.size(); ++k) {
    if (dtype_is_float(t)) h.set(int64_t(k), Scalar::from_float(t, values[k]));
    else h.set(int64_t(k), Scalar::from_int(t, int64_t(values[k])));
  }
  return h;
}

inline ref::RtValue arg(DType t, std::vector<int64_t> shape, const std::vector<double>& values) {
  return ref::RtValue::of(make_tensor(t, std::move(shape), values));
}

inline std::vector<double> values_of(const HostTensor& h) {
  std::vector<double> v;
  for (int64_t k = 0; k < h.numel(); ++k) v.push_back(h.get_f64(k));
  return v;
}

// Element-wise equality where NaN equals NaN.
inline bool same_values(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k)
    if (!(a[k] == b[k] || (std::isnan(a[k]) && std::isnan(b[k])))) return false;
  return true;
}

// Runs `fn` expecting a linrt::Error; returns it (fails the test if none is thrown).
template <class F>
Error expect_error(F&& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e;
  }
  FAIL("expected a linrt::Error");
  return Error(ErrorKind::Invalid, "", "");
}

}  // namespace linrt::testing

// The op-case table (op_cases.h): the builders every family's case file shares, and the table
// the LINRT_OP_CASES blocks of tests/unit/op_cases/*.cpp fill. Weights are constants spelled as
// dense hex in the module (so that the CPU kernels prepare them, as they do a model's),
// activations are @forward's arguments.
#include "tests/unit/op_cases.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
#include <stdexcept>
#include <utility>

namespace op_cases {

namespace {

std::vector<float> uniform(int64_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(static_cast<size_t>(n));
  for (float& x : v) x = dist(rng);
  return v;
}

// FNV-1a: a case's input seed from its family and name, so that adding a case elsewhere leaves
// every other case's inputs as they were.
uint32_t name_hash(const std::string& text) {
  uint32_t h = 2166136261u;
  for (unsigned char ch : text) h = (h ^ ch) * 16777619u;
  return h;
}

std::vector<std::pair<std::string, CaseMaker>>& makers() {
  static std::vector<std::pair<std::string, CaseMaker>> list;
  return list;
}

}  // namespace

std::string dims(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s;
}

std::string label(const std::vector<int64_t>& shape) {
  const std::string d = dims(shape);
  return d.substr(0, d.size() - 1);
}

std::string tensor(const std::vector<int64_t>& shape, const char* elem) {
  return "tensor<" + dims(shape) + elem + ">";
}

int64_t numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::string weight(const std::string& name, const std::vector<int64_t>& shape, uint32_t seed) {
  std::string hex;
  char byte[3];
  for (float x : uniform(numel(shape), seed)) {
    unsigned char b[4];
    std::memcpy(b, &x, 4);
    for (unsigned char c : b) {
      std::snprintf(byte, sizeof byte, "%02X", c);
      hex += byte;
    }
  }
  return "  %" + name + " = arith.constant dense<\"0x" + hex + "\"> : " + tensor(shape) + "\n";
}

std::string function(const std::vector<std::vector<int64_t>>& args, const std::string& result, const std::string& body) {
  std::string s = "func.func @forward(";
  for (size_t i = 0; i < args.size(); ++i) s += (i ? ", %a" : "%a") + std::to_string(i) + ": " + tensor(args[i]);
  return s + ") -> " + result + " {\n" + body + "  return %r : " + result + "\n}\n";
}

std::string int_array(const std::vector<int64_t>& v, const char* type) {
  std::string s = std::string("array<") + type + ": ";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + ">";
}

std::string fill(const std::string& name, const std::vector<int64_t>& shape) {
  return "  %e_" + name + " = tensor.empty() : " + tensor(shape) + "\n  %" + name + " = linalg.fill ins(%zero : f32) outs(%e_" +
         name + " : " + tensor(shape) + ") -> " + tensor(shape) + "\n";
}

bool register_cases(const char* file, CaseMaker make) {
  makers().emplace_back(file, make);
  return true;
}

const std::vector<OpCase>& all_cases() {
  static const std::vector<OpCase> cases = [] {
    std::sort(makers().begin(), makers().end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<OpCase> all;
    for (const auto& [file, make] : makers()) make(all);
    // Two cases of one name would share their inputs and hide each other in failure messages.
    for (size_t i = 0; i < all.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (all[i].family == all[j].family && all[i].name == all[j].name)
          throw std::logic_error("two op cases named " + all[i].family + " " + all[i].name);
    return all;
  }();
  return cases;
}

std::vector<std::vector<float>> case_inputs(const OpCase& c) {
  const uint32_t seed = name_hash(c.family + " " + c.name);
  std::vector<std::vector<float>> values;
  for (size_t i = 0; i < c.inputs.size(); ++i) values.push_back(uniform(numel(c.inputs[i]), seed * 97 + uint32_t(i)));
  return values;
}

}  // namespace op_cases

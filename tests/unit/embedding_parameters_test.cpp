// External parameters (graph/passes/bind_parameters.h): globals naming tensors of a
// safetensors file become constants that view the mapped file; missing files, names, and
// mismatched types or shapes are located errors.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"

using namespace linrt;
using namespace linrt::graph;

namespace {

// A safetensors file written byte by byte as the format describes: u64 header length, JSON
// header, tensor data.
std::string write_safetensors(const std::string& file_name) {
  const float table[6] = {1, 2, 3, 4, 5, 6};  // "emb": [3, 2] f32
  const int64_t bias[2] = {10, 20};           // "ids": [2] i64
  const std::string header =
      R"({"emb":{"dtype":"F32","shape":[3,2],"data_offsets":[0,24]},)"
      R"("ids":{"dtype":"I64","shape":[2],"data_offsets":[24,40]}})";
  const std::string path = (std::filesystem::temp_directory_path() / file_name).string();
  std::ofstream f(path, std::ios::binary);
  const uint64_t n = header.size();
  f.write(reinterpret_cast<const char*>(&n), 8);
  f.write(header.data(), std::streamsize(header.size()));
  f.write(reinterpret_cast<const char*>(table), sizeof table);
  f.write(reinterpret_cast<const char*>(bias), sizeof bias);
  return path;
}

const char* kModel = R"(
util.global private @emb = #stream.parameter.named<"model"::"emb"> : tensor<3x2xf32>
ml_program.global private @ids(#stream.parameter.named<"model"::"ids">) : tensor<2xi64>
func.func @forward() -> (tensor<3x2xf32>, tensor<2xi64>) {
  %0 = util.global.load @emb : tensor<3x2xf32>
  %1 = ml_program.global_load_const @ids : tensor<2xi64>
  return %0, %1 : tensor<3x2xf32>, tensor<2xi64>
}
)";

std::string error_of(const std::string& text, const ParameterIndex& index) {
  auto m = parse_module(text, "p.mlir");
  try {
    bind_parameters(*m, index);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("parameter attributes: scope and name, or a bare name") {
  Attribute a;
  a.kind = Attribute::Kind::Opaque;
  std::string scope, name;
  a.str = R"(#stream.parameter.named<"model"::"emb_0">)";
  REQUIRE(parse_parameter_attr(a, scope, name));
  CHECK(scope == "model");
  CHECK(name == "emb_0");
  a.str = R"(#stream.parameter.named<"w \"1\"">)";
  REQUIRE(parse_parameter_attr(a, scope, name));
  CHECK(scope.empty());
  CHECK(name == "w \"1\"");
  a.str = R"(#stream.parameter.named<"model"::>)";
  CHECK_FALSE(parse_parameter_attr(a, scope, name));
  a.str = R"(#foo<"a">)";
  CHECK_FALSE(parse_parameter_attr(a, scope, name));
}

TEST_CASE("bind_parameters turns util and ml_program parameter loads into views of the mapped file") {
  const std::string path = write_safetensors("linrt_bind_parameters_test.safetensors");
  ParameterIndex index;
  index.add_safetensors("model", path);
  auto m = parse_module(kModel, "p.mlir");
  CHECK(bind_parameters(*m, index) == 2);
  std::filesystem::remove(path);  // the mapping keeps the data readable

  const Operation* fn = m->lookup_function("forward");
  const Operation& load0 = *fn->regions[0]->blocks[0]->ops[0];
  CHECK(load0.name == "arith.constant");
  // Zero-copy: the constant's bytes are the parameter's bytes.
  CHECK(load0.attr("value")->data.data == index.find("model", "emb")->data.data);

  ref::Executor exec(*m);
  std::vector<ref::RtValue> out = exec.call("forward", {});
  REQUIRE(out.size() == 2);
  for (int i = 0; i < 6; ++i) CHECK(out[0].tensor.data<float>()[i] == float(i + 1));
  CHECK(out[1].tensor.data<int64_t>()[0] == 10);
  CHECK(out[1].tensor.data<int64_t>()[1] == 20);
}

TEST_CASE("bind_parameters: missing scope, missing name, wrong type or shape are errors at the global") {
  const std::string path = write_safetensors("linrt_bind_parameters_errors.safetensors");
  ParameterIndex index;
  index.add_safetensors("model", path);
  const std::string load = "func.func @f() -> tensor<3x2xf32> {\n"
                           "  %0 = util.global.load @w : tensor<3x2xf32>\n"
                           "  return %0 : tensor<3x2xf32>\n}\n";
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"other\"::\"emb\"> : tensor<3x2xf32>\n" + load, index) ==
        "p.mlir:1:1: parameter \"other\"::\"emb\": no parameter file was given for scope \"other\" "
        "(use --parameters=other=file.safetensors)");
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"model\"::\"nope\"> : tensor<3x2xf32>\n" + load, index) ==
        "p.mlir:1:1: parameter \"model\"::\"nope\" is not in " + path);
  const std::string f16 = "func.func @f() -> tensor<3x2xf16> {\n"
                          "  %0 = util.global.load @w : tensor<3x2xf16>\n"
                          "  return %0 : tensor<3x2xf16>\n}\n";
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"model\"::\"emb\"> : tensor<3x2xf16>\n" + f16, index) ==
        "p.mlir:1:1: parameter \"model\"::\"emb\" in " + path + " has element type f32, the global is tensor<3x2xf16>");
  const std::string other_shape = "func.func @f() -> tensor<2x3xf32> {\n"
                                  "  %0 = util.global.load @w : tensor<2x3xf32>\n"
                                  "  return %0 : tensor<2x3xf32>\n}\n";
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"model\"::\"emb\"> : tensor<2x3xf32>\n" + other_shape, index) ==
        "p.mlir:1:1: parameter \"model\"::\"emb\" in " + path + " has shape [3, 2], the global is tensor<2x3xf32>");
  // An index with no scopes at all still names what is missing.
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"model\"::\"emb\"> : tensor<3x2xf32>\n" + load,
                 ParameterIndex{}).find("no parameter file was given for scope \"model\"") != std::string::npos);
  std::filesystem::remove(path);

  ParameterIndex missing;
  CHECK_THROWS_AS(missing.add_safetensors("model", "/nonexistent/params.safetensors"), Error);
}

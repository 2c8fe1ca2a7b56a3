// External parameters (graph/passes/bind_parameters.h): globals and function arguments naming
// tensors of a safetensors file become constants that view the mapped file; missing files,
// names, and mismatched types or shapes are located errors.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "fixture_util.h"
#include "graph/parser.h"
#include "engine/parameter_files.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "linrt/linrt.h"

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

// bind_parameters' own error for `text`, parsed without the verifier (one case changes an
// argument's shape alone, which the verifier would refuse first).
std::string error_of(const std::string& text, const ParameterIndex& index) {
  linrt::graph::ParseOptions unverified;
  unverified.verify = false;
  auto m = parse_module(text, "p.mlir", unverified);
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
  engine::add_parameter_file(index, "model", path);
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
  engine::add_parameter_file(index, "model", path);
  const std::string load = "func.func @f() -> tensor<3x2xf32> {\n"
                           "  %0 = util.global.load @w : tensor<3x2xf32>\n"
                           "  return %0 : tensor<3x2xf32>\n}\n";
  CHECK(error_of("util.global private @w = #stream.parameter.named<\"other\"::\"emb\"> : tensor<3x2xf32>\n" + load, index) ==
        "p.mlir:1:1: parameter \"other\"::\"emb\": no parameter file was given for scope \"other\" "
        "(use --parameters=other=file.safetensors or .irpa)");
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
  CHECK_THROWS_AS(engine::add_parameter_file(missing, "model", "/nonexistent/params.safetensors"), Error);
}

namespace {

// %x stays an input; %w names "emb" (bound by iree.abi.name when a file holds it).
const char* kArgModel = R"(
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<2xf32> {iree.abi.name = "x"}, %w: tensor<3x2xf32> {iree.abi.name = "emb"}) -> tensor<3x2xf32> {
  %init = tensor.empty() : tensor<3x2xf32>
  %0 = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%w, %x : tensor<3x2xf32>, tensor<2xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
)";

std::string with_arg_attr(const std::string& attr) {
  std::string text = kArgModel;
  const std::string from = "{iree.abi.name = \"emb\"}";
  text.replace(text.find(from), from.size(), attr);
  return text;
}

HostTensor f32_tensor(std::vector<int64_t> shape, std::vector<float> values) {
  HostTensor t(DType::F32, std::move(shape));
  for (size_t i = 0; i < values.size(); ++i) t.mutable_data<float>()[i] = values[i];
  return t;
}

}  // namespace

TEST_CASE("bind_parameters binds function arguments by iree.abi.name or linrt.parameter") {
  const std::string path = write_safetensors("linrt_bind_arguments_test.safetensors");
  const HostTensor x = f32_tensor({2}, {0.5f, -1});
  // The oracle: the same function with the weights given as an ordinary input.
  auto unbound = parse_module(kArgModel, "p.mlir");
  CHECK(bind_parameters(*unbound, ParameterIndex{}) == 0);
  ref::Executor plain(*unbound);
  const std::vector<ref::RtValue> want =
      plain.call("forward", {ref::RtValue::of(x), ref::RtValue::of(f32_tensor({3, 2}, {1, 2, 3, 4, 5, 6}))});
  for (int i = 0; i < 6; ++i) CHECK(want[0].tensor.data<float>()[i] == float(i + 1) + (i % 2 ? -1.f : 0.5f));

  for (const std::string& spelling :
       {std::string("{iree.abi.name = \"emb\"}"),
        std::string("{linrt.parameter = #stream.parameter.named<\"model\"::\"emb\">}")}) {
    CAPTURE(spelling);
    ParameterIndex index;
    engine::add_parameter_file(index, "model", path);
    auto m = parse_module(with_arg_attr(spelling), "p.mlir");
    CHECK(bind_parameters(*m, index) == 1);
    const Operation* fn = m->lookup_function("forward");
    const Block& body = *fn->regions[0]->blocks[0];
    REQUIRE(body.args.size() == 1);
    CHECK(body.args[0]->index == 0);
    CHECK(fn->attr("function_type")->type.inputs.size() == 1);
    CHECK(fn->attr("arg_attrs")->elems.size() == 1);
    const Operation& c = *body.ops[0];
    REQUIRE(c.name == "arith.constant");
    CHECK(c.attr("value")->data.data == index.find("model", "emb")->data.data);  // zero-copy
    ref::Executor exec(*m);
    const std::vector<ref::RtValue> got = exec.call("forward", {ref::RtValue::of(x)});
    for (int i = 0; i < 6; ++i) CHECK(got[0].tensor.data<float>()[i] == want[0].tensor.data<float>()[i]);
  }
  std::filesystem::remove(path);
}

TEST_CASE("bind_parameters: argument errors name the argument") {
  const std::string path = write_safetensors("linrt_bind_arguments_errors.safetensors");
  ParameterIndex index;
  engine::add_parameter_file(index, "model", path);
  const std::string prefix = "p.mlir:4:1: argument #1 (%w) of @forward: ";
  CHECK(error_of(with_arg_attr("{linrt.parameter = #stream.parameter.named<\"model\"::\"nope\">}"), index) ==
        prefix + "parameter \"model\"::\"nope\" is not in " + path);
  CHECK(error_of(with_arg_attr("{linrt.parameter = #stream.parameter.named<\"other\"::\"emb\">}"), index) ==
        prefix + "parameter \"other\"::\"emb\": no parameter file was given for scope \"other\" "
                 "(use --parameters=other=file.safetensors or .irpa)");
  CHECK(error_of(with_arg_attr("{linrt.parameter = \"emb\"}"), index) ==
        prefix + "linrt.parameter must be #stream.parameter.named<\"scope\"::\"name\">, not \"emb\"");
  // "ids" is an i64 [2] tensor: by name, a wrong element type or shape is an error, not an input.
  std::string ids = with_arg_attr("{iree.abi.name = \"ids\"}");
  CHECK(error_of(ids, index) == prefix + "parameter \"model\"::\"ids\" in " + path +
                                    " has element type i64, the argument is tensor<3x2xf32>");
  std::string emb_shape = kArgModel;
  for (size_t at = emb_shape.find("3x2xf32"); at != std::string::npos; at = emb_shape.find("3x2xf32", at))
    emb_shape.replace(at, 3, "2x3");
  CHECK(error_of(emb_shape, index) == prefix + "parameter \"model\"::\"emb\" in " + path +
                                          " has shape [3, 2], the argument is tensor<2x3xf32>");
  // The same name in two scopes is ambiguous.
  ParameterIndex two = index;
  two.add_tensor("other", "emb", *index.find("model", "emb"));
  CHECK(error_of(kArgModel, two) ==
        prefix + "\"emb\" is a tensor of scope \"model\" and of scope \"other\"; name one with "
                 "{linrt.parameter = #stream.parameter.named<\"scope\"::\"emb\">}");
  // A function the module calls keeps its signature.
  const std::string called = std::string(kArgModel) +
                             "func.func @caller(%x: tensor<2xf32>, %w: tensor<3x2xf32>) -> tensor<3x2xf32> {\n"
                             "  %0 = func.call @forward(%x, %w) : (tensor<2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>\n"
                             "  return %0 : tensor<3x2xf32>\n}\n";
  CHECK(error_of(called, index) ==
        "p.mlir:4:1: @forward is called from the module, so its parameter arguments cannot be bound");
  std::filesystem::remove(path);
}

TEST_CASE("api: the weight-argument fixture runs with its weights as inputs or bound from parameters.safetensors") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / "linear_mlp_weight_args";
  const testing::FixtureSpec spec = testing::read_spec(dir);
  std::vector<HostTensor> ins;
  for (const fs::path& f : testing::numbered_npy_files(dir, "in")) ins.push_back(testing::load_tensor(f));
  REQUIRE(ins.size() == 5);
  const HostTensor want = testing::load_tensor(dir / "out0.npy");
  auto view = [](const HostTensor& t) { return Tensor::view(static_cast<const void*>(t.bytes()), t.dtype(), t.shape()); };

  Model as_inputs = Model::load((dir / "model.mlir").string());
  std::vector<Tensor> all;
  for (const HostTensor& t : ins) all.push_back(view(t));
  const std::vector<Tensor> out_inputs = as_inputs.session().run(all);

  ModelOptions options;
  options.parameter_files = {{"", (dir / "parameters.safetensors").string()}};
  Model bound = Model::load((dir / "model.mlir").string(), options);
  Session session = bound.session();
  CHECK_THROWS_AS(session.run(all), Error);  // the weights are no longer inputs
  const std::vector<Tensor> out_bound = session.run({view(ins[0])});
  REQUIRE(out_bound.size() == 1);
  REQUIRE(out_bound[0].shape() == want.shape());
  const float* a = out_bound[0].data_as<float>();
  const float* b = out_inputs[0].data_as<float>();
  for (int64_t i = 0; i < want.numel(); ++i) {
    CHECK(std::fabs(a[i] - want.data<float>()[i]) <= spec.atol);
    // The same up to the order of the sums: with the weights as inputs the layers are products
    // with a transposed B (ops/gemm_small_cpu.h), bound they multiply packed constants.
    CHECK(a[i] == doctest::Approx(b[i]).epsilon(1e-6));
  }
  // Bound weights are constants to the planner: the transposes fold and the weights count.
  const ModelStats stats = bound.stats();
  CHECK(stats.inputs == std::vector<std::string>{"%arg0: tensor<4x5xf32>"});
  CHECK(as_inputs.stats().inputs.size() == 5);
  CHECK(stats.fallback_dispatches == 0);
  CHECK(stats.weight_bytes >= int64_t(sizeof(float)) * (7 * 5 + 7 + 3 * 7 + 3));
  CHECK(as_inputs.stats().weight_bytes < int64_t(sizeof(float)) * (7 * 5 + 7 + 3 * 7 + 3));
  // Mapping the file's pages in at load changes nothing in the results.
  options.prefault_parameters = true;
  const std::vector<Tensor> out_prefaulted =
      Model::load((dir / "model.mlir").string(), options).session().run({view(ins[0])});
  REQUIRE(out_prefaulted.size() == 1);
  for (int64_t i = 0; i < want.numel(); ++i) CHECK(out_prefaulted[0].data_as<float>()[i] == a[i]);
}

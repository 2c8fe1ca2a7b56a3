// The MLIR parser, feature by feature: each test parses a snippet and checks the IR it builds
// (names, operands, attribute values, constant bytes and affine-map values worked out by hand).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "graph/printer.h"
#include "tests/unit/parser_test_util.h"

using namespace linrt;
using namespace linrt::graph;
using namespace linrt::testing;

namespace {

const std::string kParserDir = std::string(LINRT_SOURCE_DIR) + "/tests/parser/";

// Wraps ops in a function so that custom-form snippets can be written without boilerplate.
std::unique_ptr<Module> parse_in_func(const std::string& args, const std::string& body) {
  return parse("func.func @f(" + args + ") {\n" + body + "\n  return\n}\n");
}

const Attribute& attr(const Operation& op, std::string_view key) {
  const Attribute* a = op.attr(key);
  REQUIRE_MESSAGE(a != nullptr, "missing attribute " << key);
  return *a;
}

}  // namespace

TEST_CASE("parser: a real torch-mlir export (conv + leaky_relu + linear) parses to the expected IR") {
  auto m = parse_file(kParserDir + "conv_leaky_linear.mlir");
  Operation* fn = m->lookup_function("forward");
  REQUIRE(fn != nullptr);
  const Attribute& ft = attr(*fn, "function_type");
  REQUIRE(ft.kind == Attribute::Kind::TypeAttr);
  CHECK(ft.type.inputs.size() == 1);
  CHECK(ft.type.inputs[0].str() == "tensor<1x3x4x4xf32>");
  CHECK(ft.type.results[0].str() == "tensor<1x5xf32>");
  const Block& entry = *fn->regions.at(0)->blocks.at(0);
  REQUIRE(entry.args.size() == 1);
  CHECK(entry.args[0]->name == "arg0");

  // The trailer: names in file order, 4-byte alignment prefix stripped.
  REQUIRE(m->resources.size() == 4);
  CHECK(m->resources[0]->name == "torch_tensor_5_torch.float32");
  CHECK(m->resources[3]->name == "torch_tensor_4_torch.float32");
  for (const auto& r : m->resources) {
    CHECK(r->resolved);
    CHECK(r->alignment == 4);
  }
  CHECK(m->resources[1]->blob.size == 5 * 64 * 4);
  CHECK(m->resources[2]->blob.size == 4 * 3 * 3 * 3 * 4);
  // "0x04000000" then "15BC2DBC1BB6EC3C4F69A1BD5EDFE93D" in the file.
  CHECK(bytes_of(m->resources[3]->blob) == std::vector<uint8_t>{0x15, 0xBC, 0x2D, 0xBC, 0x1B, 0xB6, 0xEC, 0x3C,
                                                                  0x4F, 0x69, 0xA1, 0xBD, 0x5E, 0xDF, 0xE9, 0x3D});
  const Operation& bias_const = find_op(*m, "arith.constant", 6);
  REQUIRE(attr(bias_const, "value").kind == Attribute::Kind::DenseResource);
  CHECK(attr(bias_const, "value").resource == m->resources[3]);
  CHECK(attr(bias_const, "value").elements_blob() == &m->resources[3]->blob);

  const Operation& zero = find_op(*m, "arith.constant", 0);
  CHECK(attr(zero, "value").kind == Attribute::Kind::Float);
  CHECK(attr(zero, "value").f == 0.0);
  const Operation& zero_t = find_op(*m, "arith.constant", 1);
  CHECK(attr(zero_t, "value").splat);
  CHECK(bytes_of(attr(zero_t, "value").data) == std::vector<uint8_t>{0, 0, 0, 0});
  const Operation& slope = find_op(*m, "arith.constant", 4);
  CHECK(attr(slope, "value").f == 0.1);
  CHECK(attr(slope, "value").type.str() == "f64");

  const Operation& pad = find_op(*m, "tensor.pad");
  CHECK(int_attr(pad, "static_low") == std::vector<int64_t>{0, 0, 1, 1});
  CHECK(int_attr(pad, "static_high") == std::vector<int64_t>{0, 0, 1, 1});
  CHECK(operand_segments(pad) == std::vector<int64_t>{1, 0, 0});
  const Block& pad_body = *pad.regions.at(0)->blocks.at(0);
  CHECK(pad_body.args.size() == 4);
  CHECK(pad_body.args[0]->type.str() == "index");
  CHECK(pad_body.ops.at(0)->name == "tensor.yield");
  CHECK(pad_body.ops[0]->operands.at(0) == zero.result());

  const Operation& conv = find_op(*m, "linalg.conv_2d_nchw_fchw");
  CHECK(conv.operands.size() == 3);
  CHECK(operand_segments(conv) == std::vector<int64_t>{2, 1});
  CHECK(attr(conv, "strides").as_int_list() == std::vector<int64_t>{1, 1});
  CHECK(conv.operands[0] == pad.result());
  CHECK(conv.operands[2] == find_op(*m, "linalg.broadcast").result());
  CHECK(int_attr(find_op(*m, "linalg.broadcast"), "dimensions") == std::vector<int64_t>{0, 2, 3});

  const Operation& g0 = find_op(*m, "linalg.generic", 0);
  CHECK(reduction_dims(g0) == std::vector<bool>{false, false, false, false});
  const Attribute& maps = attr(g0, "indexing_maps");
  REQUIRE(maps.elems.size() == 3);
  CHECK(maps.elems[0]->map.num_dims == 4);
  CHECK(maps.elems[0]->map.results.empty());
  CHECK(maps.elems[1]->map.is_identity());
  CHECK(cmp_predicate(find_op(*m, "arith.cmpf", 0)) == "ogt");
  CHECK(cmp_predicate(find_op(*m, "arith.cmpf", 1)) == "olt");

  CHECK(attr(find_op(*m, "tensor.collapse_shape"), "reassociation").str_repr() == "[[0], [1, 2, 3]]");
  CHECK(int_attr(find_op(*m, "linalg.transpose"), "permutation") == std::vector<int64_t>{1, 0});
  const Operation& mm = find_op(*m, "linalg.matmul");
  CHECK(mm.operands[0] == find_op(*m, "tensor.collapse_shape").result());
  const Operation& ret = find_op(*m, "func.return");
  REQUIRE(ret.operands.size() == 1);
  CHECK(ret.operands[0] == find_op(*m, "linalg.generic", 5).result());
  CHECK(ret.operands[0]->name == "11");
  CHECK(ret.loc.line == 60);
  CHECK(ret.loc.col == 5);
}

TEST_CASE("parser: module header, declarations, argument/result attributes, call with two results") {
  auto m = parse(R"(
module @m attributes {a.b = 1 : i32, flag} {
  func.func private @decl(tensor<4xf32>, i32) -> f32
  func.func public @f(%x: f32 {torch.arg = "x"}) -> (f32 {res.r}) attributes {fn.attr} {
    %0:2 = call @two(%x) : (f32) -> (f32, f32)
    return %0#1 : f32
  }
  func.func @two(%x: f32) -> (f32, f32) {
    func.return %x, %x : f32, f32
  }
})");
  CHECK(m->sym_name == "m");
  REQUIRE(m->attrs.size() == 2);
  CHECK(m->attrs[0].first == "a.b");
  CHECK(m->attrs[0].second->i == 1);
  CHECK(m->attrs[0].second->type.str() == "i32");
  CHECK(m->attrs[1].second->kind == Attribute::Kind::Unit);

  Operation* decl = m->lookup_function("decl");
  REQUIRE(decl != nullptr);
  CHECK(decl->regions.at(0)->blocks.empty());
  CHECK(attr(*decl, "sym_visibility").str == "private");
  CHECK(attr(*decl, "function_type").type.str() == "(tensor<4xf32>, i32) -> f32");

  Operation* f = m->lookup_function("f");
  REQUIRE(f != nullptr);
  CHECK(m->lookup_symbol("two") == m->lookup_function("two"));
  CHECK(m->lookup_function("missing") == nullptr);
  CHECK(attr(*f, "arg_attrs").str_repr() == "[{torch.arg = \"x\"}]");
  CHECK(attr(*f, "res_attrs").str_repr() == "[{res.r}]");
  CHECK(attr(*f, "fn.attr").kind == Attribute::Kind::Unit);
  const Operation& call = find_op(*m, "func.call");
  CHECK(attr(call, "callee").kind == Attribute::Kind::SymbolRef);
  CHECK(attr(call, "callee").str == "two");
  REQUIRE(call.results.size() == 2);
  CHECK(call.results[0]->name == "0#0");
  CHECK(call.results[1]->name == "0#1");
  CHECK(call.operands[0]->name == "x");
  const Operation& ret = find_op(*m, "func.return");
  CHECK(ret.operands[0] == call.result(1));
  CHECK(find_op(*m, "func.return", 1).operands.size() == 2);
}

TEST_CASE("parser: files without a module wrapper, util.func, generic builtin.module") {
  auto m = parse(R"(
func.func @f() {
  return
}
util.func public @g(%a: i32) -> i32 {
  %0 = util.call @h(%a) : (i32) -> i32
  util.return %0 : i32
})");
  CHECK(m->sym_name.empty());
  CHECK(m->body->ops.size() == 2);
  CHECK(m->lookup_function("g") != nullptr);
  CHECK(find_op(*m, "util.call").result()->type.str() == "i32");
  CHECK(find_op(*m, "util.return").operands.size() == 1);

  auto g = parse(R"("builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {sym_name = "gm", x.y = 2} : () -> ())");
  CHECK(g->sym_name == "gm");
  CHECK(g->attrs.size() == 1);
  REQUIRE(g->lookup_function("f") != nullptr);
  CHECK(g->lookup_function("f")->parent == g->body.get());
}

TEST_CASE("parser: generic op form keeps properties, attributes, regions and multiple results") {
  auto m = parse_in_func("%a: f32, %b: f32", R"(
  %r:2 = "my.op"(%a, %b) <{p = 1 : i32}> ({
  ^bb0(%x: f32):
    "my.yield"(%x) : (f32) -> ()
  }, {
  }) {q = "s"} : (f32, f32) -> (f32, i1) loc("model.py":3:4)
  "my.use"(%r#1, %r) : (i1, f32) -> ())");
  const Operation& op = find_op(*m, "my.op");
  CHECK(op.dialect() == "my");
  CHECK(op.operands.size() == 2);
  REQUIRE(op.attrs.size() == 2);
  CHECK(op.attrs[0].first == "p");
  CHECK(op.attrs[1].first == "q");
  CHECK(attr(op, "q").str == "s");
  REQUIRE(op.regions.size() == 2);
  CHECK(op.regions[0]->blocks.at(0)->args.at(0)->name == "x");
  CHECK(op.regions[0]->blocks[0]->ops.at(0)->operands.at(0) == op.regions[0]->blocks[0]->args[0].get());
  CHECK(op.regions[1]->blocks.empty());
  REQUIRE(op.results.size() == 2);
  CHECK(op.results[1]->type.str() == "i1");
  CHECK(op.results[1]->name == "r#1");
  const Operation& use = find_op(*m, "my.use");
  CHECK(use.operands[0] == op.result(1));
  CHECK(use.operands[1] == op.result(0));
  CHECK(op.loc.line == 3);
  CHECK(op.loc.col == 3);
  CHECK(op.describe() == "my.op at t.mlir:3:3");
}

TEST_CASE("parser: parent links, result/argument indices and value ids are consistent") {
  for (const char* file : {"custom_forms.mlir", "custom_forms.generic.mlir", "tm_tensor_export.mlir"}) {
    CAPTURE(file);
    auto m = parse_file(kParserDir + file);
    std::vector<bool> seen(m->num_values, false);
    auto see = [&](const Value* v) {
      REQUIRE(v->id < m->num_values);
      CHECK_FALSE(seen[v->id]);
      seen[v->id] = true;
    };
    size_t bad = 0;
    for (const Operation* op : all_ops(*m)) {
      bool listed = false;
      for (const auto& o : op->parent->ops) listed = listed || o.get() == op;
      bad += !listed;
      for (size_t i = 0; i < op->results.size(); ++i) {
        bad += op->results[i]->def != op || op->results[i]->index != i;
        see(op->results[i].get());
      }
      for (const auto& r : op->regions) {
        bad += r->parent != op;
        for (const auto& b : r->blocks) {
          bad += b->parent != r.get();
          for (size_t i = 0; i < b->args.size(); ++i) {
            bad += b->args[i]->block != b.get() || b->args[i]->index != i || b->args[i]->def != nullptr;
            see(b->args[i].get());
          }
        }
      }
    }
    CHECK(bad == 0);
    CHECK(std::count(seen.begin(), seen.end(), true) == int64_t(m->num_values));
  }
}

TEST_CASE("parser: value ids are dense and unique across the module") {
  auto m = parse_in_func("%a: f32", "  %0 = arith.addf %a, %a : f32\n  %1 = arith.mulf %0, %a : f32");
  CHECK(m->num_values == 3);
  CHECK(find_op(*m, "arith.addf").result()->id != find_op(*m, "arith.mulf").result()->id);
  CHECK(find_op(*m, "arith.mulf").result()->id < m->num_values);
}

TEST_CASE("parser: affine maps with symbols, constants, empty results and MLIR division semantics") {
  auto m = parse(R"(
#m = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0 - 1, d1 floordiv 3, d1 ceildiv 3, d1 mod 3, -d0, (d0 + d1) * -2, 7, d0 - d1)>
#perm = affine_map<(d0, d1, d2) -> (d2, d0)>
"t.op"() {m = #m, perm = #perm, c = affine_map<(d0, d1) -> (0, d1)>, e = affine_map<(d0, d1) -> ()>,
          id = affine_map<(i, j) -> (i, j)>, rep = affine_map<(d0, d1) -> (d0, d0)>} : () -> ())");
  const Operation& op = find_op(*m, "t.op");
  const AffineMap& map = attr(op, "m").map;
  CHECK(map.num_dims == 2);
  CHECK(map.num_symbols == 1);
  REQUIRE(map.results.size() == 8);
  // d0 = 5, d1 = -7, s0 = 4; floordiv/ceildiv round toward -inf/+inf, mod is non-negative.
  std::vector<int64_t> dims = {5, -7}, syms = {4}, out(8);
  map.eval(dims, out, syms);
  CHECK(out == std::vector<int64_t>{13, -3, -2, 2, -5, 4, 7, 12});
  // Printing and re-parsing keeps the expression values.
  auto again = parse("\"t.op\"() {m = affine_map<" + map.str() + ">} : () -> ()");
  std::vector<int64_t> out2(8);
  attr(find_op(*again, "t.op"), "m").map.eval(dims, out2, syms);
  CHECK(out2 == out);
  CHECK(attr(find_op(*again, "t.op"), "m").map.str() == map.str());

  CHECK(attr(op, "perm").map.is_projected_permutation());
  CHECK_FALSE(attr(op, "perm").map.is_identity());
  CHECK(attr(op, "perm").map.result_dim(0) == 2u);
  const AffineMap& c = attr(op, "c").map;
  CHECK(c.results[0]->kind == AffineExpr::Kind::Const);
  CHECK_FALSE(c.result_dim(0).has_value());
  CHECK(c.result_dim(1) == 1u);
  CHECK_FALSE(c.is_projected_permutation());
  CHECK(attr(op, "e").map.results.empty());
  CHECK(attr(op, "e").map.num_dims == 2);
  CHECK(attr(op, "id").map.is_identity());
  CHECK(attr(op, "id").map.str() == "(d0, d1) -> (d0, d1)");
  CHECK_FALSE(attr(op, "rep").map.is_projected_permutation());
}

TEST_CASE("affine expressions: eval on edge values does not overflow or divide by zero") {
  auto e = AffineExpr::binary(AffineExpr::Kind::FloorDiv, AffineExpr::dim(0), AffineExpr::constant(-1));
  std::vector<int64_t> dims = {INT64_MIN};
  CHECK(e->eval(dims) == INT64_MIN);  // wraps instead of trapping
  auto z = AffineExpr::binary(AffineExpr::Kind::Mod, AffineExpr::dim(0), AffineExpr::symbol(0));
  std::vector<int64_t> d = {7}, s = {0};
  CHECK(z->eval(d, s) == 0);
  auto cd = AffineExpr::binary(AffineExpr::Kind::CeilDiv, AffineExpr::dim(0), AffineExpr::constant(-2));
  std::vector<int64_t> seven = {7};
  CHECK(cd->eval(seven) == -3);  // ceil(-3.5)
  auto md = AffineExpr::binary(AffineExpr::Kind::Mod, AffineExpr::constant(-1), AffineExpr::constant(4));
  CHECK(md->eval({}) == 3);
}

TEST_CASE("parser: types") {
  auto m = parse(R"(
!alias = tensor<3xi32>
func.func private @types(tensor<2x?x3xf32>, tensor<f32>, tensor<*xi8>, tensor<4xf32, #foo.enc<1>>,
  tensor<0x4xf32>, vector<2xi64>, !hal.buffer_view, memref<4x?xf32, strided<[?, 1]>>, none, i1, ui8,
  si16, bf16, f16, f64, index, !alias, (f32, i32) -> f32, tensor<4xi3>, !torch.vtensor<[2],f32>,
  vector<[4]xf32>))");
  const auto& in = attr(*m->lookup_function("types"), "function_type").type.inputs;
  REQUIRE(in.size() == 21);
  CHECK(in[20].kind == Type::Kind::Opaque);
  CHECK(in[20].text == "vector<[4]xf32>");
  CHECK(in[0].kind == Type::Kind::Tensor);
  CHECK(in[0].shape == std::vector<int64_t>{2, kDynamic, 3});
  CHECK_FALSE(in[0].has_static_shape());
  CHECK_FALSE(in[0].num_elements().has_value());
  CHECK(in[1].rank() == 0);
  CHECK(in[1].num_elements() == 1);
  CHECK(in[2].unranked);
  CHECK(in[2].elem == DType::I8);
  CHECK(in[3].text == "#foo.enc<1>");
  CHECK(in[3].shape == std::vector<int64_t>{4});
  CHECK(in[4].shape == std::vector<int64_t>{0, 4});
  CHECK(in[4].num_elements() == 0);
  CHECK(in[5].kind == Type::Kind::Vector);
  CHECK(in[5].elem == DType::I64);
  CHECK(in[6].kind == Type::Kind::Opaque);
  CHECK(in[6].text == "!hal.buffer_view");
  CHECK(in[7].text == "memref<4x?xf32, strided<[?, 1]>>");
  CHECK(in[8].text == "none");
  const DType scalars[] = {DType::I1, DType::UI8, DType::SI16, DType::BF16, DType::F16, DType::F64, DType::Index};
  for (size_t i = 0; i < 7; ++i) {
    CHECK(in[9 + i].kind == Type::Kind::Scalar);
    CHECK(in[9 + i].elem == scalars[i]);
  }
  CHECK(in[16] == Type::tensor(DType::I32, {3}));
  CHECK(in[17].kind == Type::Kind::Function);
  CHECK(in[17].str() == "(f32, i32) -> f32");
  CHECK(in[18].kind == Type::Kind::Opaque);
  CHECK(in[18].text == "tensor<4xi3>");
  CHECK(in[19].text == "!torch.vtensor<[2],f32>");
  CHECK(in[0].str() == "tensor<2x?x3xf32>");
  CHECK(in[2].str() == "tensor<*xi8>");
  CHECK(in[3].str() == "tensor<4xf32, #foo.enc<1>>");
  CHECK_FALSE(in[0] == in[4]);
}

TEST_CASE("parser: scalar, string, collection, symbol and opaque attributes") {
  auto m = parse(R"(
#map = affine_map<(d0) -> (d0)>
"t.op"() {i = 42, h = 0x10 : i32, n = -5 : i8, w = 255 : i8, u8 = 255 : ui8, ix = 3 : index, b = true,
  f = -2.5e-3 : f32, nan = 0x7FC00000 : f32, inf = 0x7C00 : f16, fd = 1.0, big = 1.5E+3 : f64,
  s = "a\22b\n\\c\09", unit_attr = unit, arr = [1, "x", [2]], d = {k = 1, flag},
  da = array<i64: 1, -2>, da32 = array<i32: 7>, dai1 = array<i1: true, false>, daf = array<f32: 1.5, -0.25>,
  dae = array<i64>, sym = @f, nsym = @a::@b, qsym = @"odd name", ty = tensor<2xf32>, fty = (i32) -> f32,
  op1 = #linalg.iterator_type<parallel>, op2 = #stream.parameter.named<"model"::"w0">, m = #map,
  "quoted key" = 0 : i1, pinf = inf : f32, nnan = -nan} : () -> ())");
  const Operation& op = find_op(*m, "t.op");
  CHECK(attr(op, "i").kind == Attribute::Kind::Integer);
  CHECK(attr(op, "i").i == 42);
  CHECK(attr(op, "i").type.str() == "i64");
  CHECK(attr(op, "h").i == 16);
  CHECK(attr(op, "h").type.str() == "i32");
  CHECK(attr(op, "n").i == -5);
  CHECK(attr(op, "w").i == -1);  // 255 as i8 is the bit pattern of -1
  CHECK(attr(op, "u8").i == 255);
  CHECK(attr(op, "ix").type.str() == "index");
  CHECK(attr(op, "b").kind == Attribute::Kind::Bool);
  CHECK(attr(op, "b").b);
  CHECK(attr(op, "f").kind == Attribute::Kind::Float);
  CHECK(attr(op, "f").f == double(-2.5e-3f));  // rounded to f32
  CHECK(std::isnan(attr(op, "nan").f));
  CHECK(std::isinf(attr(op, "inf").f));
  CHECK(attr(op, "inf").type.str() == "f16");
  CHECK(attr(op, "fd").f == 1.0);
  CHECK(attr(op, "fd").type.str() == "f64");
  CHECK(attr(op, "big").f == 1500.0);
  CHECK(attr(op, "s").str == "a\"b\n\\c\t");
  CHECK(attr(op, "unit_attr").kind == Attribute::Kind::Unit);
  const Attribute& arr = attr(op, "arr");
  REQUIRE(arr.elems.size() == 3);
  CHECK(arr.elems[1]->str == "x");
  CHECK(arr.elems[2]->elems.at(0)->i == 2);
  CHECK_FALSE(arr.as_int_list().has_value());
  const Attribute& d = attr(op, "d");
  REQUIRE(d.dict.size() == 2);
  CHECK(d.dict[0].first == "k");
  CHECK(d.dict[1].second->kind == Attribute::Kind::Unit);
  CHECK(attr(op, "da").ints == std::vector<int64_t>{1, -2});
  CHECK(attr(op, "da32").type.str() == "i32");
  CHECK(attr(op, "dai1").ints == std::vector<int64_t>{1, 0});
  CHECK(attr(op, "daf").floats == std::vector<double>{1.5, -0.25});
  CHECK_FALSE(attr(op, "daf").as_int_list().has_value());
  CHECK(attr(op, "dae").ints.empty());
  CHECK(attr(op, "sym").str == "f");
  CHECK(attr(op, "nsym").str == "a::b");
  CHECK(attr(op, "qsym").str == "odd name");
  CHECK(attr(op, "ty").type == Type::tensor(DType::F32, {2}));
  CHECK(attr(op, "fty").type.str() == "(i32) -> f32");
  CHECK(attr(op, "op1").kind == Attribute::Kind::Opaque);
  CHECK(attr(op, "op1").str == "#linalg.iterator_type<parallel>");
  CHECK(attr(op, "op2").str == "#stream.parameter.named<\"model\"::\"w0\">");
  CHECK(attr(op, "m").kind == Attribute::Kind::AffineMapAttr);
  CHECK(attr(op, "m").map.is_identity());
  CHECK(attr(op, "quoted key").type.str() == "i1");
  CHECK(attr(op, "pinf").f == HUGE_VAL);
  CHECK(attr(op, "pinf").type.str() == "f32");
  CHECK(std::isnan(attr(op, "nnan").f));
  CHECK(attr(op, "nnan").type.str() == "f64");
}

TEST_CASE("parser: dense elements are decoded into natural little-endian storage") {
  auto m = parse(R"("t.op"() {
  f32 = dense<[[1.0, -2.0], [0.5, 3.0]]> : tensor<2x2xf32>,
  splat = dense<2.0> : tensor<4x4xf32>,
  bools = dense<[true, false, true]> : tensor<3xi1>,
  i8s = dense<[-1, 127, -128]> : tensor<3xi8>,
  i16s = dense<[256, -2]> : tensor<2xi16>,
  f16s = dense<[1.0, -2.0]> : tensor<2xf16>,
  bf16s = dense<[1.0, 0.5]> : tensor<2xbf16>,
  f64s = dense<[1.5]> : tensor<1xf64>,
  idx = dense<[5]> : tensor<1xindex>,
  hex = dense<"0x0000803F00000040"> : tensor<2xf32>,
  hexsplat = dense<"0x0000803F"> : tensor<3xf32>,
  hexbits = dense<0x7FC00001> : tensor<2xf32>,
  ints = dense<[3, -4]> : tensor<2xi32>,
  isplat = dense<7> : tensor<3xi64>,
  u8 = dense<[255]> : tensor<1xui8>,
  empty = dense<> : tensor<0xf32>,
  empty2 = dense<[]> : tensor<0xi32>,
  vec = dense<1> : vector<2xi64>
} : () -> ())");
  const Operation& op = find_op(*m, "t.op");
  auto data = [&](std::string_view k) { return bytes_of(attr(op, k).data); };
  CHECK(data("f32") == std::vector<uint8_t>{0, 0, 0x80, 0x3F, 0, 0, 0, 0xC0, 0, 0, 0, 0x3F, 0, 0, 0x40, 0x40});
  CHECK_FALSE(attr(op, "f32").splat);
  CHECK(attr(op, "splat").splat);
  CHECK(data("splat") == std::vector<uint8_t>{0, 0, 0, 0x40});
  CHECK(data("bools") == std::vector<uint8_t>{1, 0, 1});
  CHECK(data("i8s") == std::vector<uint8_t>{0xFF, 0x7F, 0x80});
  CHECK(data("i16s") == std::vector<uint8_t>{0x00, 0x01, 0xFE, 0xFF});
  CHECK(data("f16s") == std::vector<uint8_t>{0x00, 0x3C, 0x00, 0xC0});
  CHECK(data("bf16s") == std::vector<uint8_t>{0x80, 0x3F, 0x00, 0x3F});
  CHECK(data("f64s") == std::vector<uint8_t>{0, 0, 0, 0, 0, 0, 0xF8, 0x3F});
  CHECK(data("idx") == std::vector<uint8_t>{5, 0, 0, 0, 0, 0, 0, 0});
  CHECK(data("hex") == std::vector<uint8_t>{0, 0, 0x80, 0x3F, 0, 0, 0, 0x40});
  CHECK_FALSE(attr(op, "hex").splat);
  CHECK(attr(op, "hexsplat").splat);
  CHECK(data("hexsplat") == std::vector<uint8_t>{0, 0, 0x80, 0x3F});
  CHECK(data("hexbits") == std::vector<uint8_t>{0x01, 0x00, 0xC0, 0x7F});  // NaN payload kept
  CHECK(attr(op, "ints").as_int_list() == std::vector<int64_t>{3, -4});
  CHECK(attr(op, "isplat").as_int_list() == std::vector<int64_t>{7, 7, 7});
  CHECK(attr(op, "isplat").as_int_list(2) == std::vector<int64_t>{7, 7});
  CHECK(attr(op, "u8").as_int_list() == std::vector<int64_t>{255});
  CHECK(attr(op, "empty").data.size == 0);
  CHECK(attr(op, "empty2").data.size == 0);
  CHECK(attr(op, "vec").type.kind == Type::Kind::Vector);
  CHECK(attr(op, "vec").as_int_list() == std::vector<int64_t>{1, 1});
  CHECK(attr(op, "f32").elements_blob() == &attr(op, "f32").data);
}

TEST_CASE("parser: dense literals of element types without a DType stay as typed opaque text") {
  auto m = parse_in_func("", R"(
  %a = arith.constant dense<[0.0, 1.0, 0x80]> : tensor<3xf8E4M3B11FNUZ>
  %b = util.unfoldable_constant dense<[1, -2]> : tensor<2xi3>
  %e = tensor.empty() : tensor<3xf8E4M3B11FNUZ>
  %c = linalg.elementwise <add> ins(%a, %a : tensor<3xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) outs(%e : tensor<3xf8E4M3B11FNUZ>) -> tensor<3xf8E4M3B11FNUZ>)");
  const Attribute& a = attr(find_op(*m, "arith.constant"), "value");
  CHECK(a.kind == Attribute::Kind::Opaque);
  CHECK(a.str == "dense<[0.0, 1.0, 0x80]>");
  CHECK(a.type.text == "tensor<3xf8E4M3B11FNUZ>");
  CHECK(find_op(*m, "arith.constant").result()->type.kind == Type::Kind::Opaque);
  CHECK(find_op(*m, "util.unfoldable_constant").result()->type.text == "tensor<2xi3>");
  const Operation& ew = find_op(*m, "linalg.elementwise");
  CHECK(attr(ew, "kind").str == "#linalg.elementwise_kind<add>");
  CHECK(operand_segments(ew) == std::vector<int64_t>{2, 1});
}

TEST_CASE("parser: dense_resource blobs resolve from the trailer, named bare or quoted") {
  auto m = parse(R"(
func.func @f() -> (tensor<2xi16>, tensor<1xf32>) {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi16>
  %1 = arith.constant dense_resource<"odd name"> : tensor<1xf32>
  return %0, %1 : tensor<2xi16>, tensor<1xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001000200",
      "odd name": "0x040000000000803F"
    },
    other_dialect: { x: "0x00" }
  },
  external_resources: { mlir_reproducer: { pipeline: "p", disable_threading: false } }
#-}
)");
  REQUIRE(m->resources.size() == 2);
  const Attribute& a = attr(find_op(*m, "arith.constant", 0), "value");
  REQUIRE(a.kind == Attribute::Kind::DenseResource);
  CHECK(a.resource->alignment == 8);
  CHECK(bytes_of(*a.elements_blob()) == std::vector<uint8_t>{1, 0, 2, 0});
  CHECK(a.as_int_list() == std::vector<int64_t>{1, 2});
  const Attribute& b = attr(find_op(*m, "arith.constant", 1), "value");
  CHECK(b.resource->name == "odd name");
  CHECK(bytes_of(*b.elements_blob()) == std::vector<uint8_t>{0, 0, 0x80, 0x3F});
}

TEST_CASE("parser: arith and math custom forms") {
  auto m = parse_in_func("%a: f32, %b: f32, %i: i32, %h: f16, %t: tensor<4xf32>", R"(
  %c = arith.constant 3 : i32
  %tr = arith.constant true
  %0 = arith.addf %a, %b fastmath<nnan,ninf> : f32
  %1 = arith.addi %i, %c overflow<nsw, nuw> : i32
  %2 = arith.cmpf ule, %a, %b : f32
  %3 = arith.cmpi sge, %i, %c : i32
  %4 = arith.select %2, %a, %b : f32
  %5 = arith.cmpf oeq, %t, %t : tensor<4xf32>
  %6 = arith.select %5, %t, %t : tensor<4xi1>, tensor<4xf32>
  %7 = arith.extf %h : f16 to f32
  %8 = arith.truncf %a to_nearest_even : f32 to f16
  %9 = math.fpowi %a, %i : f32, i32
  %10 = math.fma %a, %b, %a : f32
  %11 = math.exp %t fastmath<fast> : tensor<4xf32>
  %12 = math.isnan %a : f32
  %13 = arith.negf %a : f32)");
  CHECK(attr(find_op(*m, "arith.constant"), "value").i == 3);
  CHECK(find_op(*m, "arith.constant", 1).result()->type.str() == "i1");
  const Operation& add = find_op(*m, "arith.addf");
  CHECK(attr(add, "fastmath").str == "#arith.fastmath<nnan,ninf>");
  CHECK(add.result()->type.str() == "f32");
  CHECK(attr(find_op(*m, "arith.addi"), "overflowFlags").str == "#arith.overflow<nsw, nuw>");
  const Operation& cmpf = find_op(*m, "arith.cmpf");
  CHECK(attr(cmpf, "predicate").str == "ule");
  CHECK(cmp_predicate(cmpf) == "ule");
  CHECK(cmpf.result()->type.str() == "i1");
  CHECK(cmp_predicate(find_op(*m, "arith.cmpi")) == "sge");
  CHECK(find_op(*m, "arith.select").operands.size() == 3);
  CHECK(find_op(*m, "arith.cmpf", 1).result()->type.str() == "tensor<4xi1>");
  CHECK(find_op(*m, "arith.select", 1).operands[0]->type.str() == "tensor<4xi1>");
  CHECK(find_op(*m, "arith.extf").result()->type.str() == "f32");
  const Operation& trunc = find_op(*m, "arith.truncf");
  CHECK(trunc.result()->type.str() == "f16");
  CHECK(attr(trunc, "roundingmode").i == 0);
  CHECK(find_op(*m, "math.fpowi").operands[1]->type.str() == "i32");
  CHECK(find_op(*m, "math.fma").operands.size() == 3);
  CHECK(find_op(*m, "math.exp").result()->type.str() == "tensor<4xf32>");
  CHECK(find_op(*m, "math.isnan").result()->type.str() == "i1");
  CHECK(find_op(*m, "arith.negf").operands.size() == 1);
}

TEST_CASE("cmp_predicate maps MLIR's integer predicates of the generic form") {
  auto m = parse_in_func("%a: f32, %i: i32", R"(
  %0 = "arith.cmpf"(%a, %a) <{predicate = 9 : i64}> : (f32, f32) -> i1
  %1 = "arith.cmpi"(%i, %i) <{predicate = 6 : i64}> : (i32, i32) -> i1
  %2 = "arith.cmpi"(%i, %i) <{predicate = 10 : i64}> : (i32, i32) -> i1)");
  CHECK(cmp_predicate(find_op(*m, "arith.cmpf")) == "ugt");
  CHECK(cmp_predicate(find_op(*m, "arith.cmpi")) == "ult");
  CHECK_FALSE(cmp_predicate(find_op(*m, "arith.cmpi", 1)).has_value());
  CHECK_FALSE(cmp_predicate(find_op(*m, "func.return")).has_value());
}

TEST_CASE("parser: linalg custom forms") {
  auto m = parse_in_func("%x: tensor<4x8xf32>, %w: tensor<8x2xf32>, %s: f32, %n: index", R"(
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %mm = linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%x, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x2xf32>) attrs = {extra = 1} {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<4x2xf32>
  %g0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>]} outs(%e : tensor<4x2xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4x2xf32>
  %t = tensor.empty() : tensor<8x4xf32>
  %tr = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %sm = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = tensor.empty(%n) : tensor<?x8x8x1xf32>
  %pk = linalg.pack %x padding_value(%s : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%n, 1] into %p : tensor<4x8xf32> -> tensor<?x8x8x1xf32>
  %up = tensor.unpack %pk inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %x : tensor<?x8x8x1xf32> -> tensor<4x8xf32>)");
  const Operation& fill = find_op(*m, "linalg.fill");
  CHECK(operand_segments(fill) == std::vector<int64_t>{1, 1});
  CHECK(fill.regions.empty());
  const Operation& mm = find_op(*m, "linalg.matmul");
  CHECK(operand_segments(mm) == std::vector<int64_t>{2, 1});
  CHECK(attr(mm, "cast").str == "#linalg.type_fn<cast_signed>");
  CHECK(mm.operands[2] == fill.result());
  const Operation& g = find_op(*m, "linalg.generic");
  CHECK(reduction_dims(g) == std::vector<bool>{false, true});
  CHECK(attr(g, "iterator_types").elems[1]->str == "#linalg.iterator_type<reduction>");
  CHECK(attr(g, "extra").i == 1);
  CHECK(operand_segments(g) == std::vector<int64_t>{1, 1});
  CHECK(g.regions.at(0)->blocks.at(0)->args.size() == 2);
  CHECK(attr(find_op(*m, "linalg.index"), "dim").i == 1);
  const Operation& yield = find_op(*m, "linalg.yield");
  CHECK(yield.operands.at(0) == find_op(*m, "arith.addf").result());
  CHECK(operand_segments(find_op(*m, "linalg.generic", 1)) == std::vector<int64_t>{0, 1});
  CHECK(int_attr(find_op(*m, "linalg.transpose"), "permutation") == std::vector<int64_t>{1, 0});
  CHECK(find_op(*m, "linalg.transpose").result()->type.str() == "tensor<8x4xf32>");
  CHECK(attr(find_op(*m, "linalg.softmax"), "dimension").i == 1);
  const Operation& pk = find_op(*m, "linalg.pack");
  CHECK(pk.operands.size() == 4);
  CHECK(operand_segments(pk) == std::vector<int64_t>{1, 1, 1, 1});
  CHECK(int_attr(pk, "static_inner_tiles") == std::vector<int64_t>{kDynamic, 1});
  CHECK(int_attr(pk, "outer_dims_perm") == std::vector<int64_t>{1, 0});
  CHECK(pk.result()->type.str() == "tensor<?x8x8x1xf32>");
  const Operation& up = find_op(*m, "tensor.unpack");
  CHECK(up.operands.size() == 2);
  CHECK_FALSE(operand_segments(up).has_value());
  CHECK(int_attr(up, "static_inner_tiles") == std::vector<int64_t>{8, 1});
}

TEST_CASE("parser: linalg.map and linalg.reduce short forms build their one-op bodies") {
  auto m = parse_in_func("%x: tensor<4x8xf32>, %v: tensor<4xf32>", R"(
  %m = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%x, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%x : tensor<4x8xf32>)
  %r = linalg.reduce { arith.maximumf } ins(%x : tensor<4x8xf32>) outs(%v : tensor<4xf32>) dimensions = [1])");
  const Operation& map = find_op(*m, "linalg.map");
  const Block& mb = *map.regions.at(0)->blocks.at(0);
  REQUIRE(mb.args.size() == 3);
  const Operation& payload = *mb.ops.at(0);
  CHECK(payload.name == "arith.addf");
  CHECK(attr(payload, "fastmath").str == "#arith.fastmath<fast>");
  CHECK(payload.operands == std::vector<Value*>{mb.args[0].get(), mb.args[1].get()});
  CHECK(mb.ops.at(1)->operands.at(0) == payload.result());
  CHECK(map.result()->type.str() == "tensor<4x8xf32>");
  const Operation& red = find_op(*m, "linalg.reduce");
  const Block& rb = *red.regions.at(0)->blocks.at(0);
  CHECK(rb.ops.at(0)->operands == std::vector<Value*>{rb.args[1].get(), rb.args[0].get()});
  CHECK(int_attr(red, "dimensions") == std::vector<int64_t>{1});
  CHECK(red.result()->type.str() == "tensor<4xf32>");
}

TEST_CASE("parser: tensor custom forms store static_* arrays with kDynamic and segment sizes") {
  auto m = parse_in_func("%t: tensor<4x8xf32>, %d: tensor<?x8xf32>, %o: index, %s: f32", R"(
  %sl = tensor.extract_slice %t[0, %o] [2, %o] [1, 2] : tensor<4x8xf32> to tensor<2x?xf32>
  %is = tensor.insert_slice %sl into %t[%o, 1] [2, %o] [1, 1] : tensor<2x?xf32> into tensor<4x8xf32>
  %p = tensor.pad %t low[%o, 0] high[1, %o] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<4x8xf32> to tensor<?x?xf32>
  %x = tensor.expand_shape %d [[0, 1], [2]] output_shape [%o, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  %x2 = tensor.expand_shape %t [[0], [1, 2]] : tensor<4x8xf32> into tensor<4x2x4xf32>
  %c = tensor.concat dim(1) %t, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %e = tensor.extract %t[%o, %o] : tensor<4x8xf32>
  %in = tensor.insert %e into %t[%o, %o] : tensor<4x8xf32>
  %dm = tensor.dim %d, %o : tensor<?x8xf32>
  %sp = tensor.splat %s[%dm] : tensor<?x8xf32>
  %fe = tensor.from_elements %s, %e : tensor<2xf32>
  %g = tensor.generate %dm {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x3xf32>)");
  const Operation& sl = find_op(*m, "tensor.extract_slice");
  CHECK(sl.operands.size() == 3);
  CHECK(operand_segments(sl) == std::vector<int64_t>{1, 1, 1, 0});
  CHECK(int_attr(sl, "static_offsets") == std::vector<int64_t>{0, kDynamic});
  CHECK(int_attr(sl, "static_sizes") == std::vector<int64_t>{2, kDynamic});
  CHECK(int_attr(sl, "static_strides") == std::vector<int64_t>{1, 2});
  CHECK(sl.result()->type.str() == "tensor<2x?xf32>");
  const Operation& is = find_op(*m, "tensor.insert_slice");
  CHECK(is.operands.size() == 4);
  CHECK(operand_segments(is) == std::vector<int64_t>{1, 1, 1, 1, 0});
  CHECK(int_attr(is, "static_offsets") == std::vector<int64_t>{kDynamic, 1});
  const Operation& p = find_op(*m, "tensor.pad");
  CHECK(operand_segments(p) == std::vector<int64_t>{1, 1, 1});
  CHECK(int_attr(p, "static_low") == std::vector<int64_t>{kDynamic, 0});
  CHECK(int_attr(p, "static_high") == std::vector<int64_t>{1, kDynamic});
  CHECK(p.attr("nofold") == nullptr);
  const Operation& x = find_op(*m, "tensor.expand_shape");
  CHECK(attr(x, "reassociation").str_repr() == "[[0, 1], [2]]");
  CHECK(int_attr(x, "static_output_shape") == std::vector<int64_t>{kDynamic, 2, 8});
  CHECK(x.operands.size() == 2);
  CHECK(find_op(*m, "tensor.expand_shape", 1).attr("static_output_shape") == nullptr);
  CHECK(attr(find_op(*m, "tensor.concat"), "dim").i == 1);
  CHECK(find_op(*m, "tensor.extract").result()->type.str() == "f32");
  CHECK(find_op(*m, "tensor.insert").operands.size() == 4);
  CHECK(find_op(*m, "tensor.dim").result()->type.str() == "index");
  CHECK(find_op(*m, "tensor.splat").operands.size() == 2);
  CHECK(find_op(*m, "tensor.from_elements").operands.size() == 2);
  CHECK(find_op(*m, "tensor.generate").regions.at(0)->blocks.at(0)->args.size() == 2);
}

TEST_CASE("parser: cf.assert, ml_program, util, flow and check custom forms") {
  auto m = parse(R"(
ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global public @uninit : tensor<2xf32>
util.global private @w = dense<[1.0, 2.0]> : tensor<2xf32>
util.global private @p = #stream.parameter.named<"model"::"w0"> : tensor<4xf32>
util.global private mutable @x : tensor<2xf32>
func.func @main(%arg0: tensor<?x4xf32>, %d: index, %b: i1) {
  cf.assert %b, "bad \22input\22"
  %s = ml_program.global_load @global_seed : tensor<i64>
  %sc = ml_program.global_load_const @uninit : tensor<2xf32>
  ml_program.global_store @global_seed = %s : tensor<i64>
  %0 = util.global.load @w : tensor<2xf32>
  %1 = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %r = util.unfoldable_constant dense_resource<res> : tensor<1xf32>
  %2:2 = util.optimization_barrier %0, %1 : tensor<2xf32>, tensor<2xi32>
  %3 = flow.tensor.tie_shape %arg0 : tensor<?x4xf32>{%d}
  %4 = flow.tensor.dynamic_constant dense<[1.0, 2.0]> : tensor<2xf32> -> tensor<?xf32>
  %5 = flow.tensor.bitcast %0 : tensor<2xf32> -> tensor<2xi32>
  %6 = flow.tensor.reshape %3 : tensor<?x4xf32>{%d} -> tensor<?x2xf32>{%d}
  %c = arith.constant 1 : i32
  check.expect_true(%c) : i32
  check.expect_false(%c) : i32
  check.expect_eq(%1, %2#1) : tensor<2xi32>
  check.expect_eq_const(%1, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_almost_eq(%0, %0, atol 1.0e-2, rtol 1.0e-3) : tensor<2xf32>
  check.expect_almost_eq(%0, %0) {atol = 5.0e-1 : f32} : tensor<2xf32>
  check.expect_almost_eq_const(%0, dense<[1.0, 2.0]> : tensor<2xf32>, atol 1.0e-4) : tensor<2xf32>
  util.global.store %0, @x : tensor<2xf32>
  return
}
{-# dialect_resources: { builtin: { res: "0x040000000000803F" } } #-}
)");
  const Operation& assert_op = find_op(*m, "cf.assert");
  CHECK(attr(assert_op, "msg").str == "bad \"input\"");
  CHECK(assert_op.operands.at(0)->type.str() == "i1");
  const Operation& seed = *m->lookup_symbol("global_seed");
  CHECK(seed.name == "ml_program.global");
  CHECK(seed.attr("is_mutable") != nullptr);
  CHECK(attr(seed, "type").type.str() == "tensor<i64>");
  CHECK(attr(seed, "value").as_int_list() == std::vector<int64_t>{0});
  CHECK(m->lookup_symbol("uninit")->attr("value") == nullptr);
  CHECK(attr(find_op(*m, "ml_program.global_load"), "global").str == "global_seed");
  CHECK(find_op(*m, "ml_program.global_load_const").result()->type.str() == "tensor<2xf32>");
  CHECK(find_op(*m, "ml_program.global_store").operands.size() == 1);
  const Operation& w = *m->lookup_symbol("w");
  CHECK(attr(w, "type").type.str() == "tensor<2xf32>");
  CHECK(attr(w, "initial_value").kind == Attribute::Kind::DenseElements);
  const Operation& p = *m->lookup_symbol("p");
  CHECK(attr(p, "initial_value").str == "#stream.parameter.named<\"model\"::\"w0\">");
  CHECK(attr(p, "type").type.str() == "tensor<4xf32>");
  CHECK(m->lookup_symbol("x")->attr("initial_value") == nullptr);
  CHECK(m->lookup_symbol("x")->attr("is_mutable") != nullptr);
  CHECK(attr(find_op(*m, "util.global.load"), "global").str == "w");
  CHECK(find_op(*m, "util.unfoldable_constant").result()->type.str() == "tensor<2xi32>");
  CHECK(attr(find_op(*m, "util.unfoldable_constant", 1), "value").as_int_list().has_value() == false);
  CHECK(bytes_of(*attr(find_op(*m, "util.unfoldable_constant", 1), "value").elements_blob()) ==
        std::vector<uint8_t>{0, 0, 0x80, 0x3F});
  const Operation& barrier = find_op(*m, "util.optimization_barrier");
  CHECK(barrier.results.size() == 2);
  CHECK(barrier.results[1]->type.str() == "tensor<2xi32>");
  CHECK(find_op(*m, "flow.tensor.tie_shape").operands.size() == 2);
  CHECK(find_op(*m, "flow.tensor.dynamic_constant").result()->type.str() == "tensor<?xf32>");
  CHECK(operand_segments(find_op(*m, "flow.tensor.bitcast")) == std::vector<int64_t>{1, 0, 0});
  CHECK(operand_segments(find_op(*m, "flow.tensor.reshape")) == std::vector<int64_t>{1, 1, 1});
  CHECK(find_op(*m, "check.expect_true").operands.size() == 1);
  CHECK(find_op(*m, "check.expect_eq").operands[1] == barrier.result(1));
  CHECK(attr(find_op(*m, "check.expect_eq_const"), "value").as_int_list() == std::vector<int64_t>{1, 2});
  const Operation& almost = find_op(*m, "check.expect_almost_eq");
  CHECK(attr(almost, "atol").f == double(1.0e-2f));
  CHECK(attr(almost, "rtol").f == double(1.0e-3f));
  CHECK(attr(almost, "atol").type.str() == "f32");
  CHECK(attr(find_op(*m, "check.expect_almost_eq", 1), "atol").f == 0.5);
  const Operation& almost_const = find_op(*m, "check.expect_almost_eq_const");
  CHECK(almost_const.operands.size() == 1);
  CHECK(attr(almost_const, "value").type.str() == "tensor<2xf32>");
  CHECK(attr(almost_const, "atol").f == double(1.0e-4f));
  CHECK(attr(find_op(*m, "util.global.store"), "global").str == "x");
}

TEST_CASE("parser: tm_tensor ops from a real torch-mlir export (index_put, sort, cumsum)") {
  auto m = parse_file(kParserDir + "tm_tensor_export.mlir");
  const Operation& scatter = find_op(*m, "tm_tensor.scatter");
  CHECK(operand_segments(scatter) == std::vector<int64_t>{2, 1});
  CHECK(int_attr(scatter, "dimension_map") == std::vector<int64_t>{0});
  CHECK(attr(scatter, "unique_indices").kind == Attribute::Kind::Bool);
  CHECK_FALSE(attr(scatter, "unique_indices").b);
  CHECK(scatter.result()->type.str() == "tensor<8xf32>");
  CHECK(scatter.regions.at(0)->blocks.at(0)->ops.back()->name == "tm_tensor.yield");
  const Operation& sort = find_op(*m, "tm_tensor.sort");
  CHECK(operand_segments(sort) == std::vector<int64_t>{0, 2});
  CHECK(attr(sort, "dimension").i == 0);
  REQUIRE(sort.results.size() == 2);
  CHECK(sort.results[1]->type.str() == "tensor<8xi64>");
  CHECK(sort.regions.at(0)->blocks.at(0)->args.size() == 4);
  const Operation& scan = find_op(*m, "tm_tensor.scan");
  CHECK(attr(scan, "inclusive").b);
  CHECK(operand_segments(scan) == std::vector<int64_t>{1, 2});
  CHECK(scan.operands[0] == sort.result(0));
  CHECK(scan.results[1]->type.str() == "tensor<f32>");
}

TEST_CASE("parser: iree_linalg_ext ops of IREE's e2e files") {
  auto m = parse_in_func("%orig: tensor<2x2xi32>, %upd: tensor<1xi32>, %idx: tensor<1x2xi32>, %v: tensor<4xf32>, %i: tensor<4xi32>", R"(
  %r = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(true)
                          ins(%upd, %idx : tensor<1xi32>, tensor<1x2xi32>)
                          outs(%orig : tensor<2x2xi32>) {
                    ^bb0(%arg0: i32, %arg1: i32):
                      iree_linalg_ext.yield %arg0 : i32
  } -> tensor<2x2xi32>
  %s:2 = iree_linalg_ext.sort dimension(0) outs(%v, %i : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
    %lt = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<4xf32>, tensor<4xi32>)");
  const Operation& sc = find_op(*m, "iree_linalg_ext.scatter");
  CHECK(attr(sc, "dimension_map").kind == Attribute::Kind::DenseArray);
  CHECK(int_attr(sc, "dimension_map") == std::vector<int64_t>{0, 1});
  CHECK(attr(sc, "unique_indices").b);
  CHECK(operand_segments(sc) == std::vector<int64_t>{2, 1});
  CHECK(sc.result()->type.str() == "tensor<2x2xi32>");
  const Operation& so = find_op(*m, "iree_linalg_ext.sort");
  CHECK(attr(so, "dimension").i == 0);
  CHECK(so.results.size() == 2);
}

TEST_CASE("parser: scf.for and scf.if bind their block arguments and get implicit yields") {
  auto m = parse_in_func("%lb: index, %ub: index, %c: i1, %x: f32", R"(
  %one = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %one iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  }
  scf.for %i = %lb to %ub step %one {
    %u = arith.addf %x, %x : f32
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r#1 : f32
  }
  scf.if %c {
    %z = arith.addf %x, %x : f32
  })");
  const Operation& loop = find_op(*m, "scf.for");
  CHECK(loop.operands.size() == 5);
  REQUIRE(loop.results.size() == 2);
  const Block& body = *loop.regions.at(0)->blocks.at(0);
  REQUIRE(body.args.size() == 3);
  CHECK(body.args[0]->name == "iv");
  CHECK(body.args[0]->type.str() == "index");
  CHECK(body.args[2]->type.str() == "f32");
  CHECK(body.ops.back()->operands.at(0) == body.ops.front()->result());
  const Operation& plain = find_op(*m, "scf.for", 1);
  CHECK(plain.operands.size() == 3);
  CHECK(plain.results.empty());
  const Operation& implicit = *plain.regions.at(0)->blocks.at(0)->ops.back();
  CHECK(implicit.name == "scf.yield");
  CHECK(implicit.operands.empty());
  const Operation& cond = find_op(*m, "scf.if");
  REQUIRE(cond.regions.size() == 2);
  CHECK(cond.result()->type.str() == "f32");
  CHECK(cond.regions[1]->blocks.at(0)->ops.at(0)->operands.at(0) == loop.result(1));
  const Operation& cond2 = find_op(*m, "scf.if", 1);
  CHECK(cond2.regions.at(1)->blocks.empty());
  CHECK(cond2.regions.at(0)->blocks.at(0)->ops.back()->name == "scf.yield");
  // The induction variable is not visible after the loop.
  CHECK(parse_error("func.func @f(%lb: index, %x: f32) {\n"
                    "  scf.for %iv = %lb to %lb step %lb {\n    %y = arith.addf %x, %x : f32\n  }\n"
                    "  %z = arith.addf %iv, %x : f32\n  return\n}")
            .find("t.mlir:5:19: use of undefined SSA value '%iv'") != std::string::npos);
}

TEST_CASE("parser: hal tensor import/export wrappers of IREE dumps") {
  auto m = parse(R"(
util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
  %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
  %1 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x?xf32>{%0}
  %2 = hal.tensor.import on(#hal.device.promise<@dev>) consume %arg1 : !hal.buffer_view -> tensor<4xf32> as tensor<2x2xf32>
  %3 = hal.tensor.export %1 "output0" : tensor<2x?xf32>{%0} -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
})");
  const Operation& dim = find_op(*m, "hal.buffer_view.dim");
  CHECK(attr(dim, "index").i == 1);
  CHECK(attr(dim, "index").type.str() == "index");
  CHECK(dim.result()->type.str() == "index");
  const Operation& in = find_op(*m, "hal.tensor.import");
  CHECK(attr(in, "name").str == "input0");
  CHECK(in.operands.size() == 2);
  CHECK(operand_segments(in) == std::vector<int64_t>{1, 1, 0});
  CHECK(in.result()->type.str() == "tensor<2x?xf32>");
  CHECK(attr(in, "target_encoding").type.str() == "tensor<2x?xf32>");
  const Operation& in2 = find_op(*m, "hal.tensor.import", 1);
  CHECK(in2.attr("consume") != nullptr);
  CHECK(attr(in2, "affinity").str == "#hal.device.promise<@dev>");
  CHECK(attr(in2, "target_encoding").type.str() == "tensor<4xf32>");
  CHECK(in2.result()->type.str() == "tensor<2x2xf32>");
  const Operation& out = find_op(*m, "hal.tensor.export");
  CHECK(out.operands.size() == 2);
  CHECK(out.result()->type.str() == "!hal.buffer_view");
  CHECK(attr(out, "source_encoding").type.str() == "tensor<2x?xf32>");
}

TEST_CASE("parser: locations, location aliases, comments and trailing loc annotations are skipped") {
  auto m = parse(R"(#loc = loc("model.py":1:1)
// a comment
module {
  func.func @f(%a: f32 loc("x.py":2:3)) -> f32 {
    %0 = arith.addf %a, %a : f32 loc(#loc1) // trailing comment
    return %0 : f32 loc(fused[#loc, callsite("a"(#loc) at #loc)])
  } loc(#loc)
} loc(#loc)
#loc1 = loc("model.py":5:7)
)");
  CHECK(find_op(*m, "arith.addf").loc.line == 5);
  CHECK(find_op(*m, "func.return").operands.size() == 1);
}

namespace {

// Pre-order walk of both modules comparing each op of the custom form with MLIR's generic
// form of it. The custom form leaves out what MLIR fills in by default (`fastmath =
// #arith.fastmath<none>`, `overflowFlags = #arith.overflow<none>`, linalg named ops' bodies and
// indexing maps), and cmp predicates are mnemonics instead of enum integers.
void compare_with_mlir_generic(const Module& custom, const Module& generic) {
  auto a = all_ops(custom), b = all_ops(generic);
  size_t j = 0;
  for (size_t i = 0; i < a.size(); ++i, ++j) {
    REQUIRE(j < b.size());
    const Operation& x = *a[i];
    const Operation& y = *b[j];
    CAPTURE(x.describe());
    REQUIRE(x.name == y.name);
    REQUIRE(x.operands.size() == y.operands.size());
    for (size_t k = 0; k < x.operands.size(); ++k) CHECK(x.operands[k]->type == y.operands[k]->type);
    REQUIRE(x.results.size() == y.results.size());
    for (size_t k = 0; k < x.results.size(); ++k) CHECK(x.results[k]->type == y.results[k]->type);
    // Named copies, not structured bindings: clang 14 cannot capture those in doctest's lambdas.
    for (const auto& attr : y.attrs) {
      const auto& key = attr.first;
      const auto& value = attr.second;
      CAPTURE(key);
      const Attribute* mine = x.attr(key);
      if (key == "predicate") {
        CHECK(cmp_predicate(x) == cmp_predicate(y));
      } else if (!mine) {
        bool defaulted = (key == "fastmath" && value->str == "#arith.fastmath<none>") ||
                         (key == "overflowFlags" && value->str == "#arith.overflow<none>") ||
                         key == "linalg.memoized_indexing_maps" ||
                         (key == "indexing_maps" && x.name != "linalg.generic" && x.regions.empty());
        CHECK_MESSAGE(defaulted, "attribute missing from the custom form: " << key);
      } else {
        CHECK(mine->str_repr() == value->str_repr());
      }
    }
    for (const auto& attr : x.attrs) CHECK_MESSAGE(y.attr(attr.first) != nullptr, "extra attribute " << attr.first);
    if (x.regions.empty() && !y.regions.empty()) {
      // A named op's implicit body: skip MLIR's ops inside it.
      size_t skip = 0;
      for (const auto& r : y.regions)
        for (const auto& blk : r->blocks) skip += blk->ops.size();
      j += skip;
      continue;
    }
    REQUIRE(x.regions.size() == y.regions.size());
    for (size_t k = 0; k < x.regions.size(); ++k) {
      REQUIRE(x.regions[k]->blocks.size() == y.regions[k]->blocks.size());
      for (size_t bi = 0; bi < x.regions[k]->blocks.size(); ++bi) {
        const Block& bx = *x.regions[k]->blocks[bi];
        const Block& by = *y.regions[k]->blocks[bi];
        REQUIRE(bx.args.size() == by.args.size());
        for (size_t ai = 0; ai < bx.args.size(); ++ai) CHECK(bx.args[ai]->type == by.args[ai]->type);
      }
    }
  }
  CHECK(j == b.size());
}

}  // namespace

TEST_CASE("parser: custom forms build the same operations as MLIR's own generic form of them") {
  auto custom = parse_file(kParserDir + "custom_forms.mlir");
  auto generic = parse_file(kParserDir + "custom_forms.generic.mlir");
  CHECK(custom->sym_name == generic->sym_name);
  compare_with_mlir_generic(*custom, *generic);
}

TEST_CASE("parse_file: unreadable, empty and non-regular files are Io errors") {
  auto expect_io = [](const std::string& path) {
    try {
      parse_file(path);
      FAIL("expected an error for " << path);
    } catch (const Error& e) {
      CHECK(e.kind() == ErrorKind::Io);
      CHECK(e.where() == path);
    }
  };
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / "linrt_parser_test";
  fs::create_directories(dir);
  std::string empty = (dir / "empty.mlir").string();
  std::ofstream(empty).close();
  expect_io(empty);
  expect_io((dir / "missing.mlir").string());
  expect_io(dir.string());
  fs::remove_all(dir);
}

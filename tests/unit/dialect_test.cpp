// graph/dialect: op names interned into OpIds, and the linrt ops' typed adaptors (what read
// accepts and refuses, that write and read agree, the shapes they compute), against values
// worked out by hand.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "graph/dialect/linrt/conv2d.h"
#include "graph/dialect/linrt/data_movement.h"
#include "graph/dialect/linrt/embedding_bag.h"
#include "graph/dialect/linrt/pool2d.h"
#include "graph/dialect/op_id.h"
#include "graph/parser.h"

namespace {

using namespace linrt::graph;

// The first op of @f's body in `text`.
struct FirstOp {
  std::unique_ptr<Module> module;
  Operation* op = nullptr;
  explicit FirstOp(const std::string& text) : module(parse_module(text, "dialect.mlir")) {
    op = module->lookup_function("f")->regions[0]->blocks[0]->ops[0].get();
  }
};

std::string conv_text(const std::string& attrs) {
  return "func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) -> tensor<1x6x4x4xf32> {\n"
         "  %r = \"linrt.conv2d\"(%x, %w) <{operandSegmentSizes = array<i32: 1, 1, 0>, " +
         attrs +
         "}> : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x4x4xf32>\n"
         "  return %r : tensor<1x6x4x4xf32>\n}\n";
}

}  // namespace

TEST_CASE("op ids: every listed name interns to its id and back, other names are Unknown") {
  CHECK(intern_op_name("linalg.generic") == OpId::LinalgGeneric);
  CHECK(intern_op_name("linrt.conv2d") == OpId::LinrtConv2d);
  CHECK(intern_op_name("return") == OpId::Return);
  CHECK(intern_op_name("linalg.generics") == OpId::Unknown);
  CHECK(intern_op_name("") == OpId::Unknown);
  for (size_t i = 1; i < kNumOpIds; ++i) {
    const std::string_view name = op_id_name(OpId(i));
    CAPTURE(name);
    CHECK(!name.empty());
    CHECK(intern_op_name(name) == OpId(i));
  }
  CHECK(op_id_name(OpId::Unknown).empty());
}

TEST_CASE("op ids: assigning a name re-interns it, and parsed ops carry their id") {
  OpName n("arith.addf");
  CHECK(n.id() == OpId::ArithAddf);
  n = "test.unknown_op";
  CHECK(n.id() == OpId::Unknown);
  CHECK(n == "test.unknown_op");
  n = OpName(OpId::TensorPad);
  CHECK(n.str() == "tensor.pad");
  FirstOp f(conv_text("layout = \"nchw\", strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, "
                      "padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64"));
  CHECK(f.op->id() == OpId::LinrtConv2d);
  CHECK(f.op->is(Conv2dAttrs::kId));
}

TEST_CASE("Conv2dAttrs: read, the result shape it gives, and write then read again") {
  // 8x8 input, 3x3 filter, stride 2, padding top/left 1: (8 + 1 - 3) / 2 + 1 = 4 each way.
  FirstOp f(conv_text("layout = \"nchw\", strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, "
                      "padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64"));
  auto a = Conv2dAttrs::read(*f.op);
  REQUIRE(a);
  CHECK(!a->nhwc());
  CHECK(a->strides == std::array<int64_t, 2>{2, 2});
  CHECK(a->padding == std::array<int64_t, 4>{1, 1, 0, 0});
  CHECK(a->groups == 2);
  const std::vector<int64_t> x{1, 4, 8, 8}, w{6, 2, 3, 3};
  CHECK(a->result_shape(x, w) == std::array<int64_t, 4>{1, 6, 4, 4});
  CHECK_FALSE(a->result_shape(x, std::vector<int64_t>{6, 4, 3, 3}));  // 4 channels per group, not 2
  CHECK_FALSE(a->result_shape(std::vector<int64_t>{1, 4, 1, 1}, w));   // 3 taps, 2 padded rows
  CHECK_FALSE(a->keeps_extent(0, 3));  // stride 2
  Conv2dAttrs same;
  same.padding = {1, 1, 1, 1};
  CHECK(same.keeps_extent(0, 3));  // 3x3, padding 1 + 1, stride 1
  CHECK_FALSE(same.keeps_extent(1, 5));

  Conv2dAttrs b = *a;
  b.layout = Conv2dAttrs::Layout::Nhwc;
  b.dilations = {2, 3};
  b.write(*f.op);
  auto c = Conv2dAttrs::read(*f.op);
  REQUIRE(c);
  CHECK(c->nhwc());
  CHECK(c->dilations == std::array<int64_t, 2>{2, 3});
  CHECK(c->strides == a->strides);
  CHECK(f.op->attr("operandSegmentSizes")->as_int_list() == std::vector<int64_t>{1, 1, 0});
}

TEST_CASE("Conv2dAttrs: groups may be absent, bad attributes are refused with the attribute named") {
  FirstOp plain(conv_text("layout = \"nhwc\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, "
                          "padding = array<i64: 0, 0, 0, 0>"));
  auto a = Conv2dAttrs::read(*plain.op);
  REQUIRE(a);
  CHECK(a->groups == 1);
  struct Bad {
    const char* attrs;
    const char* message;
  };
  const Bad cases[] = {
      {"strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>",
       "expected string attribute 'layout'"},
      {"layout = \"nwhc\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>",
       "layout must be \"nchw\" or \"nhwc\", got \"nwhc\""},
      {"layout = \"nchw\", strides = array<i64: 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>",
       "expected attribute 'strides' with 2 integers"},
      {"layout = \"nchw\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, -1, 0, 0>",
       "padding must not be negative"},
      {"layout = \"nchw\", strides = array<i64: 0, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>",
       "strides and dilations must be positive"},
      {"layout = \"nchw\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, "
       "groups = 0 : i64",
       "groups must be positive"},
  };
  for (const Bad& bad : cases) {
    CAPTURE(bad.attrs);
    FirstOp f(conv_text(bad.attrs));
    std::string error;
    CHECK_FALSE(Conv2dAttrs::read(*f.op, &error));
    CHECK(error == bad.message);
    CHECK_FALSE(Conv2dAttrs::read(*f.op));  // without a message too
  }
}

TEST_CASE("EmbeddingBagAttrs, GatherAttrs, UpsampleNearestAttrs, PixelShuffleAttrs, Pool2dAttrs: write then read") {
  FirstOp f(conv_text("layout = \"nchw\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, "
                      "padding = array<i64: 0, 0, 0, 0>"));
  Operation& op = *f.op;  // a carrier for attributes; read looks only at them

  EmbeddingBagAttrs bag;
  bag.mode = EmbeddingBagAttrs::Mode::Max;
  bag.include_last_offset = true;
  bag.padding_idx = 3;
  bag.write(op);
  auto bag2 = EmbeddingBagAttrs::read(op);
  REQUIRE(bag2);
  CHECK(bag2->mode == EmbeddingBagAttrs::Mode::Max);
  CHECK(bag2->include_last_offset);
  CHECK(bag2->padding_idx == 3);
  op.set_attr("mode", string_attr("median"));
  std::string error;
  CHECK_FALSE(EmbeddingBagAttrs::read(op, &error));
  CHECK(error == "mode must be \"sum\", \"mean\" or \"max\", got \"median\"");

  GatherAttrs g;
  g.indices0 = {0, 2, 1};
  g.indices1 = {1, 0, 2};
  g.write(op);
  auto g2 = GatherAttrs::read(op);
  REQUIRE(g2);
  CHECK(g2->indices0 == g.indices0);
  CHECK(g2->indices1 == g.indices1);
  CHECK_FALSE(g2->first_out_of_range(3, 3));
  CHECK(g2->first_out_of_range(2, 3) == size_t(1));  // row 2 of 2 rows
  CHECK(g2->first_out_of_range(3, 2) == size_t(2));  // column 2 of 2 columns
  op.set_attr("indices1", i64_array_attr({1, 0}));
  CHECK_FALSE(GatherAttrs::read(op));  // unequal lengths

  UpsampleNearestAttrs up;
  up.scale = {2, 3};
  up.write(op);
  CHECK(UpsampleNearestAttrs::read(op)->scale == std::array<int64_t, 2>{2, 3});
  op.set_attr("scale", i64_array_attr({2, 0}));
  CHECK_FALSE(UpsampleNearestAttrs::read(op, &error));
  CHECK(error == "scale factors must be positive");

  PixelShuffleAttrs ps;
  ps.factor = 3;
  ps.write(op);
  CHECK(PixelShuffleAttrs::read(op)->factor == 3);
  op.set_attr("factor", i64_attr(0));
  CHECK_FALSE(PixelShuffleAttrs::read(op));

  // 3x3 window, stride 2, padding 1 on 15 rows: (15 + 2 - 3) / 2 + 1 = 8; dilation 2 on 4
  // columns with no padding: a span of 5 > 4, no output.
  Pool2dAttrs pool;
  pool.kind = Pool2dAttrs::Kind::Sum;
  pool.window = {3, 3};
  pool.strides = {2, 1};
  pool.dilations = {1, 2};
  pool.padding = {1, 0, 1, 0};
  pool.write(op);
  auto pool2 = Pool2dAttrs::read(op);
  REQUIRE(pool2);
  CHECK(pool2->kind == Pool2dAttrs::Kind::Sum);
  CHECK(pool2->output_extent(0, 15) == 8);
  CHECK_FALSE(pool2->output_extent(1, 4));
  CHECK(pool2->output_extent(1, 5) == 1);
  op.set_attr("kind", string_attr("avg"));
  CHECK_FALSE(Pool2dAttrs::read(op, &error));
  CHECK(error == "kind must be \"max\" or \"sum\", got \"avg\"");
}

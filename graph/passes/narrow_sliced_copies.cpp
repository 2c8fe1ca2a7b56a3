// Slices of a copy computed as copies of the slices.
//
// ShuffleNetV2's channel shuffle and split: the concat of the two branches is viewed as
// [N, 2, C/2, H, W], transposed to [N, C/2, 2, H, W] (a linalg.transpose), collapsed back to
// [N, C, H, W], and the next block takes the two halves of that with tensor.extract_slice. The
// planner ran the transpose as one copy of the whole tensor and each slice as another copy of
// its half. A slice of a copy (linalg.transpose, or a generic that only yields its input) is the
// same copy over a box of the iteration space: a generic over the box that reads the input
// through the copy's map shifted by the box's offsets. So when every user of a copy's result
// (or of the one collapse_shape of it) is such a slice with unit strides, each slice becomes a
// generic over its box (collapsed like the original where there was a collapse) and the copy
// goes: every element is copied once, straight into the half that reads it. Through a
// collapse_shape, a slice of a collapsed dimension must cover whole inner extents (offset and
// size multiples of the product of the group's inner dims), so that it is a box of the
// uncollapsed dims. Rank-reducing slices are left alone.
#include <memory>
#include <optional>
#include <vector>

#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

// `e` with d_k replaced by d_k + offset[k] wherever loop k is narrowed (`narrow[k]`). A narrowed
// loop is written d_k + offset[k] even at offset 0: a plain d_k would say that the operand's
// extent along that dim is the loop's, where the box reads only part of it.
AffineExprP shifted(const AffineExprP& e, const std::vector<int64_t>& offset, const std::vector<bool>& narrow) {
  if (!e) return e;
  if (e->kind == AffineExpr::Kind::Dim) {
    const int64_t k = e->value;
    if (k < 0 || k >= int64_t(offset.size()) || !narrow[size_t(k)]) return e;
    return AffineExpr::binary(AffineExpr::Kind::Add, e, AffineExpr::constant(offset[size_t(k)]));
  }
  if (!e->lhs && !e->rhs) return e;
  return AffineExpr::binary(e->kind, shifted(e->lhs, offset, narrow), shifted(e->rhs, offset, narrow));
}

struct Box {
  std::vector<int64_t> offset, size;  // in the copy's iteration space
};

// The box of the copy's result that `slice` (of the copy's result, or of `collapse` of it with
// `groups`) reads; nullopt when it is not a plain box.
std::optional<Box> slice_box(const Operation& slice, const std::vector<int64_t>& shape,
                             const std::vector<std::vector<int64_t>>* groups) {
  if (!slice.is(OpId::TensorExtractSlice) || slice.operands.size() != 1 || slice.results.size() != 1) return std::nullopt;
  auto list = [&](const char* key) -> std::optional<std::vector<int64_t>> {
    const Attribute* a = slice.attr(key);
    auto v = a ? a->as_int_list() : std::nullopt;
    if (!v) return std::nullopt;
    for (int64_t x : *v)
      if (x == kDynamic) return std::nullopt;
    return v;
  };
  auto off = list("static_offsets"), size = list("static_sizes"), stride = list("static_strides");
  const Type& src = slice.operands[0]->type;
  if (!off || !size || !stride || off->size() != src.shape.size() || size->size() != off->size() ||
      stride->size() != off->size() || slice.results[0]->type.shape != *size)
    return std::nullopt;
  for (size_t d = 0; d < off->size(); ++d)
    if ((*stride)[d] != 1 || (*off)[d] < 0 || (*size)[d] < 1 || (*off)[d] + (*size)[d] > src.shape[d]) return std::nullopt;
  if (!groups) return Box{*off, *size};
  if (groups->size() != off->size()) return std::nullopt;
  Box box{std::vector<int64_t>(shape.size(), 0), shape};
  for (size_t g = 0; g < groups->size(); ++g) {
    const std::vector<int64_t>& dims = (*groups)[g];
    if (dims.empty()) return std::nullopt;
    int64_t inner = 1;
    for (size_t k = 1; k < dims.size(); ++k) inner *= shape[size_t(dims[k])];
    if ((*off)[g] % inner != 0 || (*size)[g] % inner != 0) return std::nullopt;
    box.offset[size_t(dims[0])] = (*off)[g] / inner;
    box.size[size_t(dims[0])] = (*size)[g] / inner;
  }
  return box;
}

// Whether two of `boxes` share an element (overlapping slices would copy it twice: those stay
// one copy).
bool overlap(const std::vector<Box>& boxes) {
  for (size_t i = 0; i < boxes.size(); ++i)
    for (size_t j = i + 1; j < boxes.size(); ++j) {
      bool meet = true;
      for (size_t d = 0; d < boxes[i].offset.size(); ++d)
        meet = meet && boxes[i].offset[d] < boxes[j].offset[d] + boxes[j].size[d] &&
               boxes[j].offset[d] < boxes[i].offset[d] + boxes[i].size[d];
      if (meet) return true;
    }
  return false;
}

AttrP map_array(const std::vector<AffineMap>& maps) {
  auto arr = std::make_shared<Attribute>();
  arr->kind = Attribute::Kind::Array;
  for (const AffineMap& map : maps) {
    auto a = std::make_shared<Attribute>();
    a->kind = Attribute::Kind::AffineMapAttr;
    a->map = map;
    arr->elems.push_back(a);
  }
  return arr;
}

// A linalg.generic before `before` copying `in` through `map` into a new tensor of `shape`.
Operation* copy_generic(Module& m, Operation* before, Value* in, const AffineMap& map, const std::vector<int64_t>& shape) {
  const Type out = Type::tensor(in->type.elem, shape);
  Operation* empty = rewrite::create_op(m, before, OpId::TensorEmpty, {}, {out}, {});
  AffineMap id;
  id.num_dims = unsigned(shape.size());
  for (size_t d = 0; d < shape.size(); ++d) id.results.push_back(AffineExpr::dim(int64_t(d)));
  auto iterators = std::make_shared<Attribute>();
  iterators->kind = Attribute::Kind::Array;
  for (size_t d = 0; d < shape.size(); ++d) iterators->elems.push_back(rewrite::string_attr("parallel"));
  Operation* g = rewrite::create_op(m, before, OpId::LinalgGeneric, {in, empty->results[0].get()}, {out},
                                    {{"indexing_maps", map_array({map, id})},
                                     {"iterator_types", iterators},
                                     {"operandSegmentSizes", rewrite::i32_array_attr({1, 1})}});
  auto region = std::make_unique<Region>();
  region->parent = g;
  auto block = std::make_unique<Block>();
  block->parent = region.get();
  for (unsigned k = 0; k < 2; ++k) {
    auto v = std::make_unique<Value>();
    v->type = Type::scalar(in->type.elem);
    v->block = block.get();
    v->index = k;
    v->id = m.num_values++;
    v->name = "linrt" + std::to_string(v->id);
    block->args.push_back(std::move(v));
  }
  auto yield = std::make_unique<Operation>();
  yield->name = "linalg.yield";
  yield->loc = before->loc;
  yield->operands = {block->args[0].get()};
  yield->parent = block.get();
  block->ops.push_back(std::move(yield));
  region->blocks.push_back(std::move(block));
  g->regions.push_back(std::move(region));
  return g;
}

}  // namespace

void narrow_sliced_copies(Module& m, PassStats& stats) {
  int64_t& narrowed = stats.count("sliced_copies_narrowed");
  for (Block* body : rewrite::function_bodies(m)) {
    const rewrite::UseMap uses(*body);
    std::vector<Operation*> copies = rewrite::ops_named(*body, OpId::LinalgTranspose);
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric)) copies.push_back(g);
    for (Operation* copy : copies) {
      auto io = match::ins_outs(*copy);
      if (!io || io->ins.size() != 1 || io->outs.size() != 1 || copy->results.size() != 1) continue;
      Value* in = io->ins[0];
      Value* result = copy->results[0].get();
      if (!in->type.is_tensor() || !in->type.has_static_shape() || !result->type.has_static_shape()) continue;
      auto map = match::copy_input_map(*copy, in->type, result->type);
      if (!map) continue;
      // The slices: of the result, or of its one collapse_shape.
      const Operation* collapse = nullptr;
      std::optional<std::vector<std::vector<int64_t>>> groups;
      std::vector<Operation*> slices = uses.users(result);
      if (slices.size() == 1 && slices[0]->is(OpId::TensorCollapseShape) && slices[0]->results.size() == 1) {
        collapse = slices[0];
        groups = match::reassociation(*collapse);
        if (!groups) continue;
        slices = uses.users(collapse->results[0].get());
      }
      std::vector<Box> boxes;
      for (const Operation* s : slices) {
        auto box = s->parent == body ? slice_box(*s, result->type.shape, collapse ? &*groups : nullptr) : std::nullopt;
        if (!box) break;
        boxes.push_back(*box);
      }
      if (slices.empty() || boxes.size() != slices.size() || overlap(boxes)) continue;
      for (size_t k = 0; k < slices.size(); ++k) {
        Operation* s = slices[k];
        AffineMap read = *map;
        std::vector<bool> narrow(boxes[k].size.size());
        for (size_t d = 0; d < narrow.size(); ++d) narrow[d] = boxes[k].size[d] != result->type.shape[d];
        for (AffineExprP& e : read.results) e = shifted(e, boxes[k].offset, narrow);
        Value* part = copy_generic(m, s, in, read, boxes[k].size)->results[0].get();
        if (collapse)
          part = rewrite::create_op(m, s, OpId::TensorCollapseShape, {part}, {s->results[0]->type}, collapse->attrs)
                     ->results[0].get();
        rewrite::replace_all_uses(*body, s->results[0].get(), part);
        ++narrowed;
      }
    }
  }
}

}  // namespace linrt::graph

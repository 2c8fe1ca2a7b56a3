// The verifier's tensor rules: slices' offsets, sizes and strides (one per source dimension,
// dynamic entries matched by operands, static sizes against the slice type), pad's low/high
// against the rank and the padded type, empty's dynamic sizes, the reassociation of
// expand/collapse_shape, extract/insert indices, concat's operand shapes, and the tensor.yield
// of pad and generate.
#include <string>

#include "graph/verify/verify_internal.h"

namespace linrt::graph::verify {

namespace {

std::string num(int64_t v) { return std::to_string(v); }

const Type& ranked(const Operation& op, const Type& t, const std::string& what) {
  if (!t.is_tensor() || t.unranked) fail(op, what + " must be a ranked tensor, has type " + type_str(t));
  return t;
}

int64_t count_dynamic(const std::vector<int64_t>& v) {
  int64_t n = 0;
  for (int64_t x : v) n += x == kDynamic;
  return n;
}

std::vector<int64_t> required_list(const Operation& op, const char* key) {
  auto v = int_list_attr(op, key);
  if (!v) fail(op, "requires a '" + std::string(key) + "' attribute");
  return *v;
}

// Static offsets/sizes/strides: one per dimension of `full`, each dynamic entry one operand.
void verify_slice(const Operation& op, bool insert) {
  auto seg = segments(op, insert ? 5 : 4);
  const Type& full = ranked(op, op.operands[insert ? 1 : 0]->type, insert ? "destination" : "source");
  const Type& part = ranked(op, insert ? op.operands[0]->type : op.result()->type, insert ? "source" : "result");
  expect_results(op, 1);
  if (insert) expect_type(op, op.result()->type, full, "result");
  size_t first = insert ? 2 : 1;
  const char* keys[3] = {"static_offsets", "static_sizes", "static_strides"};
  std::vector<int64_t> sizes;
  for (size_t k = 0; k < 3; ++k) {
    std::vector<int64_t> v = required_list(op, keys[k]);
    if (int64_t(v.size()) != full.rank())
      fail(op, "'" + std::string(keys[k]) + "' has " + num(int64_t(v.size())) + " entries, expected " + num(full.rank()) +
                   " (the " + (insert ? "destination" : "source") + " rank)");
    if (count_dynamic(v) != seg[first + k])
      fail(op, "'" + std::string(keys[k]) + "' has " + num(count_dynamic(v)) + " dynamic entries, but " +
                   num(seg[first + k]) + " operands are given for them");
    if (k == 1) sizes = v;
  }
  for (size_t i = first; i < op.operands.size(); ++i)
    if (!(op.operands[i]->type == Type::scalar(DType::Index)))
      fail(op, "operand #" + num(int64_t(i)) + " must be an index, has type " + type_str(op.operands[i]->type));
  if (part.elem != full.elem) fail(op, "source and result must have the same element type");
  // The slice type is the sizes with some unit dimensions dropped (rank reduction), dropped
  // greedily as MLIR does; a dynamic size or dimension matches anything.
  size_t j = 0;
  int64_t drops = int64_t(sizes.size()) - int64_t(part.shape.size());
  for (size_t i = 0; i < sizes.size(); ++i) {
    bool compatible = j < part.shape.size() &&
                      (sizes[i] == kDynamic || part.shape[j] == kDynamic || part.shape[j] == sizes[i]);
    bool drop = sizes[i] == 1 && drops > 0 && (!compatible || part.shape[j] != 1);
    if (compatible && !drop) {
      ++j;
    } else if (drop) {
      --drops;
    } else {
      fail(op, std::string(insert ? "source" : "result") + " type " + type_str(part) + " does not match the sizes [" +
                   [&] {
                     std::string s;
                     for (size_t k = 0; k < sizes.size(); ++k)
                       s += (k ? ", " : "") + (sizes[k] == kDynamic ? std::string("?") : num(sizes[k]));
                     return s;
                   }() + "]");
    }
  }
  if (j != part.shape.size())
    fail(op, std::string(insert ? "source" : "result") + " type " + type_str(part) + " has more dimensions than the sizes");
}

void verify_pad(const Operation& op) {
  auto seg = segments(op, 3);
  expect_results(op, 1);
  const Type& src = ranked(op, op.operands[0]->type, "source");
  const Type& out = ranked(op, op.result()->type, "result");
  std::vector<int64_t> low = required_list(op, "static_low"), high = required_list(op, "static_high");
  if (int64_t(low.size()) != src.rank() || int64_t(high.size()) != src.rank())
    fail(op, "low and high must have one entry per source dimension (" + num(src.rank()) + ")");
  if (count_dynamic(low) != seg[1] || count_dynamic(high) != seg[2])
    fail(op, "dynamic low/high entries do not match the operands given for them");
  if (out.rank() != src.rank() || out.elem != src.elem)
    fail(op, "result type " + type_str(out) + " must have the source's rank and element type");
  for (size_t i = 0; i < src.shape.size(); ++i) {
    if (src.shape[i] == kDynamic || low[i] == kDynamic || high[i] == kDynamic || out.shape[i] == kDynamic) continue;
    if (out.shape[i] != src.shape[i] + low[i] + high[i])
      fail(op, "result dimension " + num(int64_t(i)) + " is " + num(out.shape[i]) + ", expected " +
                   num(src.shape[i] + low[i] + high[i]) + " (source + low + high)");
  }
  if (op.regions.size() == 1 && !op.regions[0]->blocks.empty()) {
    const Block& b = single_block(op, *op.regions[0], "region");
    if (int64_t(b.args.size()) != src.rank())
      fail(op, "block has " + num(int64_t(b.args.size())) + " arguments, expected " + num(src.rank()) + " (one index per dimension)");
    const Operation& y = terminator(op, b, "tensor.yield");
    if (y.operands.size() != 1) fail(y, "yields one value");
    expect_type(y, y.operands[0]->type, Type::scalar(src.elem), "yielded value");
  }
}

void verify_reshape_like(const Operation& op) {
  expect_results(op, 1);
  const Type& src = ranked(op, op.operands.at(0)->type, "source");
  const Type& out = ranked(op, op.result()->type, "result");
  bool expand = op.is(OpId::TensorExpandShape);
  const Type& big = expand ? out : src;
  const Type& small = expand ? src : out;
  if (src.elem != out.elem) fail(op, "source and result must have the same element type");
  const Attribute* re = op.attr("reassociation");
  if (!re || re->kind != Attribute::Kind::Array) fail(op, "requires a 'reassociation' attribute");
  if (small.rank() == 0 && re->elems.empty()) {  // rank 0 to all-unit dimensions
    for (int64_t d : big.shape)
      if (d != 1 && d != kDynamic) fail(op, "a rank-0 tensor reshapes only to unit dimensions");
    return;
  }
  if (int64_t(re->elems.size()) != small.rank())
    fail(op, "reassociation has " + num(int64_t(re->elems.size())) + " groups, expected " + num(small.rank()) +
                 " (the " + (expand ? "source" : "result") + " rank)");
  int64_t next = 0;
  for (size_t g = 0; g < re->elems.size(); ++g) {
    auto group = re->elems[g]->as_int_list();
    if (!group || (group->empty() && big.rank() != 0)) fail(op, "reassociation group " + num(int64_t(g)) + " is empty or not integers");
    int64_t product = 1;
    bool dynamic = false;
    for (int64_t d : *group) {
      if (d != next) fail(op, "reassociation must list the dimensions 0.." + num(big.rank() - 1) + " in order");
      ++next;
      if (d >= big.rank()) fail(op, "reassociation names dimension " + num(d) + " of a rank-" + num(big.rank()) + " type");
      if (big.shape[size_t(d)] == kDynamic) dynamic = true;
      else product *= big.shape[size_t(d)];
    }
    if (!dynamic && small.shape[g] != kDynamic && product != small.shape[g])
      fail(op, "group " + num(int64_t(g)) + " multiplies to " + num(product) + ", but the " +
                   (expand ? "source" : "result") + " dimension is " + num(small.shape[g]));
  }
  if (next != big.rank()) fail(op, "reassociation must cover all " + num(big.rank()) + " dimensions");
  if (auto shape = int_list_attr(op, "static_output_shape")) {
    if (int64_t(shape->size()) != out.rank()) fail(op, "output_shape must have one entry per result dimension");
    if (count_dynamic(*shape) != int64_t(op.operands.size()) - 1)
      fail(op, "output_shape's dynamic entries do not match the operands given for them");
    for (size_t i = 0; i < shape->size(); ++i)
      if ((*shape)[i] != kDynamic && out.shape[i] != kDynamic && (*shape)[i] != out.shape[i])
        fail(op, "output_shape entry " + num(int64_t(i)) + " is " + num((*shape)[i]) + ", but the result type says " +
                     num(out.shape[i]));
  }
}

void verify_concat(const Operation& op) {
  expect_operands_at_least(op, 1);
  expect_results(op, 1);
  const Type& out = ranked(op, op.result()->type, "result");
  const Attribute* d = op.attr("dim");
  if (!d || d->kind != Attribute::Kind::Integer || d->i < 0 || d->i >= out.rank())
    fail(op, "dim must be below the result rank " + num(out.rank()));
  int64_t total = 0;
  bool dynamic = false;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    const Type& t = ranked(op, op.operands[i]->type, "operand #" + num(int64_t(i)));
    if (t.rank() != out.rank() || t.elem != out.elem)
      fail(op, "operand #" + num(int64_t(i)) + " of type " + type_str(t) + " must have the result's rank and element type");
    for (int64_t k = 0; k < out.rank(); ++k) {
      int64_t a = t.shape[size_t(k)], b = out.shape[size_t(k)];
      if (k == d->i) {
        if (a == kDynamic) dynamic = true;
        else total += a;
      } else if (a != kDynamic && b != kDynamic && a != b) {
        fail(op, "operand #" + num(int64_t(i)) + " has size " + num(a) + " in dimension " + num(k) + ", the result " + num(b));
      }
    }
  }
  int64_t want = out.shape[size_t(d->i)];
  if (!dynamic && want != kDynamic && want != total)
    fail(op, "result dimension " + num(d->i) + " is " + num(want) + ", but the operands add up to " + num(total));
}

void expect_indices(const Operation& op, size_t first, const Type& t) {
  if (int64_t(op.operands.size() - first) != t.rank())
    fail(op, "has " + num(int64_t(op.operands.size() - first)) + " indices, expected " + num(t.rank()) + " (the rank)");
  for (size_t i = first; i < op.operands.size(); ++i)
    if (!(op.operands[i]->type == Type::scalar(DType::Index)))
      fail(op, "index #" + num(int64_t(i - first)) + " must be an index, has type " + type_str(op.operands[i]->type));
}

}  // namespace

bool verify_tensor_op(const Module&, const Operation& op) {
  if (!op.name.starts_with("tensor.")) return false;
  const OpId n = op.id();
  if (n == OpId::TensorExtractSlice || n == OpId::TensorInsertSlice) {
    verify_slice(op, n == OpId::TensorInsertSlice);
  } else if (n == OpId::TensorPad) {
    verify_pad(op);
  } else if (n == OpId::TensorExpandShape || n == OpId::TensorCollapseShape) {
    verify_reshape_like(op);
  } else if (n == OpId::TensorConcat) {
    verify_concat(op);
  } else if (n == OpId::TensorEmpty) {
    expect_results(op, 1);
    const Type& t = ranked(op, op.result()->type, "result");
    if (count_dynamic(t.shape) != int64_t(op.operands.size()))
      fail(op, "has " + num(int64_t(op.operands.size())) + " size operands, but its type " + type_str(t) + " has " +
                   num(count_dynamic(t.shape)) + " dynamic dimensions");
  } else if (n == OpId::TensorExtract) {
    expect_operands_at_least(op, 1);
    expect_results(op, 1);
    const Type& t = ranked(op, op.operands[0]->type, "source");
    expect_indices(op, 1, t);
    expect_type(op, op.result()->type, Type::scalar(t.elem), "result");
  } else if (n == OpId::TensorInsert) {
    expect_operands_at_least(op, 2);
    expect_results(op, 1);
    const Type& t = ranked(op, op.operands[1]->type, "destination");
    expect_indices(op, 2, t);
    expect_type(op, op.operands[0]->type, Type::scalar(t.elem), "inserted value");
    expect_type(op, op.result()->type, t, "result");
  } else if (n == OpId::TensorCast) {
    expect_operands(op, 1);
    expect_results(op, 1);
    if (!types_compatible(op.operands[0]->type, op.result()->type))
      fail(op, "cannot cast " + type_str(op.operands[0]->type) + " to " + type_str(op.result()->type));
  } else if (n == OpId::TensorDim) {
    expect_operands(op, 2);
    expect_results(op, 1);
    expect_type(op, op.result()->type, Type::scalar(DType::Index), "result");
  } else if (n == OpId::TensorFromElements) {
    expect_results(op, 1);
    const Type& t = ranked(op, op.result()->type, "result");
    auto count = t.num_elements();
    if (!count || *count != int64_t(op.operands.size()))
      fail(op, "has " + num(int64_t(op.operands.size())) + " elements, but its type " + type_str(t) + " holds " +
                   (count ? num(*count) : std::string("a dynamic number")));
    for (size_t i = 0; i < op.operands.size(); ++i)
      expect_type(op, op.operands[i]->type, Type::scalar(t.elem), "element #" + num(int64_t(i)));
  } else if (n == OpId::TensorGenerate) {
    expect_results(op, 1);
    const Type& t = ranked(op, op.result()->type, "result");
    expect_regions(op, 1);
    const Block& b = single_block(op, *op.regions[0], "region");
    if (int64_t(b.args.size()) != t.rank()) fail(op, "block must have one index argument per result dimension");
    const Operation& y = terminator(op, b, "tensor.yield");
    if (y.operands.size() != 1) fail(y, "yields one value");
    expect_type(y, y.operands[0]->type, Type::scalar(t.elem), "yielded value");
  } else if (n == OpId::TensorYield) {
    const Operation* parent = op.parent && op.parent->parent ? op.parent->parent->parent : nullptr;
    if (!parent || (!parent->is(OpId::TensorPad) && !parent->is(OpId::TensorGenerate)))
      fail(op, "must be inside 'tensor.pad' or 'tensor.generate'");
  }
  return true;
}

}  // namespace linrt::graph::verify

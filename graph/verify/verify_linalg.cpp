// The verifier's linalg rules: ins/outs segments and results against the tensor inits; for
// linalg.generic the indexing maps (one per operand, one result per operand dimension, one
// dimension per iterator), the block's arguments (one per operand, of its element type), the
// yield (one value per init, of its element type) and the loop sizes the static shapes imply;
// named ops' operand ranks, static sizes, and the lengths of strides and dilations; the
// dimensions of transpose, broadcast, reduce and softmax.
#include <string>

#include "graph/verify/verify_internal.h"

namespace linrt::graph::verify {

namespace {

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
std::string num(int64_t v) { return std::to_string(v); }

// Strides, dilations and the like have one entry per spatial dimension; far above any rank.
constexpr int64_t kMaxSplatListLength = 1 << 16;

// The number of elements an integer-list attribute stands for (a splat counts its type's).
std::optional<std::vector<int64_t>> list_attr(const Operation& op, std::string_view key) {
  const Attribute* a = op.attr(key);
  if (!a) return std::nullopt;
  std::optional<size_t> len;
  if (a->kind == Attribute::Kind::DenseElements && a->splat) {
    auto n = a->type.num_elements();
    if (!n) fail(op, "attribute '" + std::string(key) + "' must have a static shape");
    // A splat states its length in its type alone; refuse lengths no list attribute has before
    // expanding it (a fuzzed vector<14294967296xi64> ran out of memory here).
    if (*n > kMaxSplatListLength)
      fail(op, "attribute '" + std::string(key) + "' is a splat of " + std::to_string(*n) +
                   " elements, more than a list attribute may hold (" + std::to_string(kMaxSplatListLength) + ")");
    len = size_t(*n);
  }
  auto v = a->as_int_list(len);
  if (!v) fail(op, "attribute '" + std::string(key) + "' must be a list of integers");
  return v;
}

struct InsOuts {
  size_t ins = 0, outs = 0;
};

// Segments, results against the tensor inits. Ops without operandSegmentSizes (transpose,
// broadcast, reduce, map) have `fixed_outs` inits (0: as many as inputs) at the end.
InsOuts structured(const Operation& op, size_t fixed_outs = 1) {
  InsOuts io;
  if (operand_segments(op)) {
    auto seg = segments(op, 2);
    io = InsOuts{size_t(seg[0]), size_t(seg[1])};
  } else if (op.operands.size() < 2 || (fixed_outs == 0 && op.operands.size() % 2 != 0)) {
    fail(op, "expects inputs and inits, has " + num(int64_t(op.operands.size())) + " operands");
  } else {
    io.outs = fixed_outs ? fixed_outs : op.operands.size() / 2;
    io.ins = op.operands.size() - io.outs;
  }
  size_t tensor_inits = 0;
  for (size_t i = io.ins; i < op.operands.size(); ++i) {
    const Type& t = op.operands[i]->type;
    if (!t.is_tensor()) continue;
    if (tensor_inits >= op.results.size())
      fail(op, "has " + num(int64_t(op.results.size())) + " results, expected one per tensor init");
    expect_type(op, op.results[tensor_inits]->type, t, "result #" + num(int64_t(tensor_inits)));
    ++tensor_inits;
  }
  if (tensor_inits != op.results.size())
    fail(op, "has " + num(int64_t(op.results.size())) + " results, expected " + num(int64_t(tensor_inits)) +
                 " (one per tensor init)");
  return io;
}

int64_t rank_of(const Type& t) { return t.is_tensor() ? t.rank() : 0; }

void expect_rank(const Operation& op, size_t i, int64_t rank) {
  const Type& t = op.operands[i]->type;
  if (!t.is_tensor() || t.unranked) fail(op, "operand #" + num(int64_t(i)) + " must be a ranked tensor");
  if (t.rank() != rank)
    fail(op, "operand #" + num(int64_t(i)) + " must have rank " + num(rank) + ", has type " + type_str(t));
}

// Loop sizes implied by static shapes: each plain-dimension result of an operand's map fixes
// that loop's size, and two operands must agree.
void check_loop_sizes(const Operation& op, const std::vector<AffineMap>& maps, unsigned loops) {
  std::vector<int64_t> size(loops, kDynamic);
  std::vector<size_t> from(loops, 0);
  for (size_t i = 0; i < maps.size(); ++i) {
    const Type& t = op.operands[i]->type;
    if (!t.is_tensor()) continue;
    for (size_t r = 0; r < maps[i].results.size(); ++r) {
      auto d = maps[i].result_dim(r);
      if (!d || *d >= loops || t.shape[r] == kDynamic) continue;
      if (size[*d] == kDynamic) {
        size[*d] = t.shape[r];
        from[*d] = i;
      } else if (size[*d] != t.shape[r]) {
        fail(op, "operand #" + num(int64_t(i)) + " has size " + num(t.shape[r]) + " in dimension " + num(int64_t(r)) +
                     " (loop d" + num(*d) + "), but operand #" + num(int64_t(from[*d])) + " gives that loop size " +
                     num(size[*d]));
      }
    }
  }
}

// Block arguments `types` and a terminating linalg.yield of `yields`.
void check_body(const Operation& op, const std::vector<Type>& args, const std::vector<Type>& yields) {
  expect_regions(op, 1);
  const Block& b = single_block(op, *op.regions[0], "region");
  if (b.args.size() != args.size())
    fail(op, "block has " + num(int64_t(b.args.size())) + " arguments, expected " + num(int64_t(args.size())) +
                 " (one per input and init)");
  for (size_t i = 0; i < args.size(); ++i)
    expect_type(op, b.args[i]->type, args[i], "block argument #" + num(int64_t(i)));
  const Operation& y = terminator(op, b, "linalg.yield");
  if (y.operands.size() != yields.size())
    fail(y, "yields " + num(int64_t(y.operands.size())) + " values, expected " + num(int64_t(yields.size())) +
                " (one per init of the parent '" + op.name + "')");
  for (size_t i = 0; i < yields.size(); ++i)
    expect_type(y, y.operands[i]->type, yields[i], "yielded value #" + num(int64_t(i)));
}

std::vector<Type> element_types(const Operation& op, size_t from, size_t to) {
  std::vector<Type> out;
  for (size_t i = from; i < to; ++i) out.push_back(element_type(op.operands[i]->type));
  return out;
}

void verify_generic(const Operation& op) {
  InsOuts io = structured(op);
  const Attribute* maps_attr = op.attr("indexing_maps");
  if (!maps_attr || maps_attr->kind != Attribute::Kind::Array) fail(op, "requires an 'indexing_maps' array");
  const Attribute* iters = op.attr("iterator_types");
  if (!iters || iters->kind != Attribute::Kind::Array) fail(op, "requires an 'iterator_types' array");
  if (!reduction_dims(op)) fail(op, "iterator_types must each be parallel or reduction");
  size_t n = op.operands.size();
  if (maps_attr->elems.size() != n)
    fail(op, "has " + num(int64_t(maps_attr->elems.size())) + " indexing maps, expected " + num(int64_t(n)) +
                 " (one per input and init)");
  std::vector<AffineMap> maps;
  unsigned loops = unsigned(iters->elems.size());
  for (size_t i = 0; i < n; ++i) {
    const Attribute& a = *maps_attr->elems[i];
    if (a.kind != Attribute::Kind::AffineMapAttr) fail(op, "indexing map #" + num(int64_t(i)) + " is not an affine map");
    if (a.map.num_symbols != 0) fail(op, "indexing map #" + num(int64_t(i)) + " must have no symbols");
    if (a.map.num_dims != loops)
      fail(op, "indexing map #" + num(int64_t(i)) + " has " + num(a.map.num_dims) + " dimensions, but there are " +
                   num(loops) + " iterator types");
    int64_t rank = rank_of(op.operands[i]->type);
    if (int64_t(a.map.results.size()) != rank)
      fail(op, "indexing map #" + num(int64_t(i)) + " has " + num(int64_t(a.map.results.size())) +
                   " results, but operand #" + num(int64_t(i)) + " has rank " + num(rank));
    maps.push_back(a.map);
  }
  check_loop_sizes(op, maps, loops);
  check_body(op, element_types(op, 0, n), element_types(op, io.ins, n));
  for (const auto& inner : op.regions[0]->blocks[0]->ops)
    if (inner->is(OpId::LinalgIndex)) {
      const Attribute* d = inner->attr("dim");
      if (!d || d->kind != Attribute::Kind::Integer || d->i < 0 || d->i >= int64_t(loops))
        fail(*inner, "dim must be below the parent's " + num(loops) + " loops");
    }
}

// Number of spatial dimensions of a conv or pooling op, from its name; 0 when unknown.
int64_t spatial_dims(std::string_view name) {
  for (auto [tag, n] : {std::pair{"_1d", 1}, {"_2d", 2}, {"_3d", 3}})
    if (name.find(tag) != std::string_view::npos) return n;
  if (starts_with(name, "linalg.pooling_")) {
    std::string_view layout = name.substr(15);
    layout = layout.substr(0, layout.find('_'));
    return int64_t(layout.size()) - 2;  // n, c and the spatial letters
  }
  return 0;
}

void verify_conv_or_pool(const Operation& op) {
  InsOuts io = structured(op);
  if (io.ins < 2 || io.outs != 1) fail(op, "expects at least 2 inputs and 1 init");
  int64_t s = spatial_dims(op.name);
  bool has_layout = op.name.find("_n") != std::string::npos;  // conv_2d_nchw_fchw, pooling_nhwc_sum, ...
  if (s > 0 && has_layout) {
    bool grouped = op.name.find("ngc") != std::string::npos || op.name.find("gc_") != std::string::npos ||
                   op.name.find("hwgc") != std::string::npos;
    int64_t rank = s + 2 + (grouped ? 1 : 0);
    expect_rank(op, 0, rank);  // the init may have more (depthwise's channel multiplier)
  }
  for (const char* key : {"strides", "dilations"}) {
    auto v = list_attr(op, key);
    if (!v) continue;
    if (s > 0 && int64_t(v->size()) != s)
      fail(op, "attribute '" + std::string(key) + "' has " + num(int64_t(v->size())) + " elements, expected " + num(s) +
                   " (one per spatial dimension)");
    for (int64_t x : *v)
      if (x <= 0) fail(op, "attribute '" + std::string(key) + "' must be positive");
  }
}

// Matmul-like ops without explicit indexing maps: operand ranks and matching static sizes.
// Each operand's dims are named by letters (its rank is their count); equal letters must be
// equal sizes.
struct MatmulShape {
  const char* name;
  const char* dims[3];  // A, B, C
};
constexpr MatmulShape kMatmuls[] = {
    {"linalg.matmul", {"mk", "kn", "mn"}},
    {"linalg.matmul_unsigned", {"mk", "kn", "mn"}},
    {"linalg.matmul_transpose_a", {"km", "kn", "mn"}},
    {"linalg.matmul_transpose_b", {"mk", "nk", "mn"}},
    {"linalg.batch_matmul", {"bmk", "bkn", "bmn"}},
    {"linalg.batch_matmul_transpose_a", {"bkm", "bkn", "bmn"}},
    {"linalg.batch_matmul_transpose_b", {"bmk", "bnk", "bmn"}},
    {"linalg.batch_reduce_matmul", {"bmk", "bkn", "mn"}},
    {"linalg.matvec", {"mk", "k", "m"}},
    {"linalg.vecmat", {"k", "kn", "n"}},
    {"linalg.batch_matvec", {"bmk", "bk", "bm"}},
    {"linalg.batch_vecmat", {"bk", "bkn", "bn"}},
    {"linalg.dot", {"k", "k", ""}},
};

bool verify_matmul(const Operation& op) {
  for (const MatmulShape& s : kMatmuls) {
    if (op.name != s.name) continue;
    InsOuts io = structured(op);
    if (io.ins != 2 || io.outs != 1) fail(op, "expects 2 inputs and 1 init");
    if (op.attr("indexing_maps")) return true;  // the maps say what the ranks are
    int64_t seen[128];
    int from[128];
    std::fill(std::begin(seen), std::end(seen), kDynamic);
    for (int i = 0; i < 3; ++i) {
      const std::string_view letters = s.dims[i];
      expect_rank(op, size_t(i), int64_t(letters.size()));
      const Type& t = op.operands[size_t(i)]->type;
      for (int64_t d = 0; d < int64_t(letters.size()); ++d) {
        unsigned char l = static_cast<unsigned char>(letters[size_t(d)]);
        if (t.shape[size_t(d)] == kDynamic) continue;
        if (seen[l] == kDynamic) {
          seen[l] = t.shape[size_t(d)];
          from[l] = i;
        } else if (seen[l] != t.shape[size_t(d)]) {
          fail(op, "operand #" + num(i) + " has size " + num(t.shape[size_t(d)]) + " in dimension " + num(d) +
                       ", but operand #" + num(from[l]) + " has " + num(seen[l]) + " for the same loop");
        }
      }
    }
    return true;
  }
  return false;
}

bool is_elementwise_named(std::string_view n) {
  for (const char* e : {"linalg.add", "linalg.sub", "linalg.mul", "linalg.div", "linalg.div_unsigned", "linalg.max",
                        "linalg.min", "linalg.powf", "linalg.exp", "linalg.log", "linalg.abs", "linalg.ceil",
                        "linalg.floor", "linalg.negf", "linalg.reciprocal", "linalg.round", "linalg.sqrt",
                        "linalg.rsqrt", "linalg.square", "linalg.tanh", "linalg.erf", "linalg.copy", "linalg.select"})
    if (n == e) return true;
  return false;
}

void verify_permutation(const Operation& op, const std::vector<int64_t>& perm, int64_t rank, const char* key) {
  if (int64_t(perm.size()) != rank)
    fail(op, "attribute '" + std::string(key) + "' has " + num(int64_t(perm.size())) + " entries, expected " + num(rank));
  std::vector<bool> used(size_t(rank), false);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || used[size_t(p)]) fail(op, "attribute '" + std::string(key) + "' is not a permutation");
    used[size_t(p)] = true;
  }
}

void verify_transpose(const Operation& op) {
  InsOuts io = structured(op);
  if (io.ins != 1 || io.outs != 1) fail(op, "expects 1 input and 1 init");
  auto perm = list_attr(op, "permutation");
  if (!perm) fail(op, "requires a 'permutation' attribute");
  const Type& in = op.operands[0]->type;
  const Type& out = op.operands[1]->type;
  expect_tensor(op, in, "input");
  expect_tensor(op, out, "init");
  verify_permutation(op, *perm, in.rank(), "permutation");
  if (out.rank() != in.rank()) fail(op, "init must have the input's rank " + num(in.rank()));
  for (size_t i = 0; i < perm->size(); ++i) {
    int64_t a = in.shape[size_t((*perm)[i])], b = out.shape[i];
    if (a != kDynamic && b != kDynamic && a != b)
      fail(op, "init dimension " + num(int64_t(i)) + " is " + num(b) + ", but the permuted input's is " + num(a));
  }
}

// Broadcast (`dimensions` are the init's added dims) and reduce (the input's removed dims).
void verify_dims_op(const Operation& op, bool is_reduce) {
  InsOuts io = structured(op, is_reduce ? 0 : 1);
  if (!is_reduce && (io.ins != 1 || io.outs != 1)) fail(op, "expects 1 input and 1 init");
  if (is_reduce && (io.ins == 0 || io.ins != io.outs)) fail(op, "expects as many inits as inputs");
  auto dims = list_attr(op, "dimensions");
  if (!dims) fail(op, "requires a 'dimensions' attribute");
  const Type& big = op.operands[is_reduce ? 0 : io.ins]->type;
  const Type& small = op.operands[is_reduce ? io.ins : 0]->type;
  expect_tensor(op, big, is_reduce ? "input" : "init");
  expect_tensor(op, small, is_reduce ? "init" : "input");
  if (small.rank() + int64_t(dims->size()) != big.rank())
    fail(op, std::string(is_reduce ? "init" : "input") + " rank " + num(small.rank()) + " plus " +
                 num(int64_t(dims->size())) + " dimensions must be the " + (is_reduce ? "input" : "init") + " rank " +
                 num(big.rank()));
  std::vector<bool> listed(size_t(big.rank()), false);
  for (int64_t d : *dims) {
    if (d < 0 || d >= big.rank() || listed[size_t(d)])
      fail(op, "dimensions must be distinct and below " + num(big.rank()));
    listed[size_t(d)] = true;
  }
  size_t j = 0;
  for (size_t i = 0; i < listed.size(); ++i) {
    if (listed[i]) continue;
    int64_t a = big.shape[i], b = small.shape[j];
    if (a != kDynamic && b != kDynamic && a != b)
      fail(op, "dimension " + num(int64_t(i)) + " has size " + num(a) + ", but the matching dimension " + num(int64_t(j)) +
                   " has " + num(b));
    ++j;
  }
  if (is_reduce) {
    std::vector<Type> args = element_types(op, 0, io.ins);
    std::vector<Type> inits = element_types(op, io.ins, op.operands.size());
    args.insert(args.end(), inits.begin(), inits.end());
    check_body(op, args, inits);
  }
}

void verify_elementwise(const Operation& op) {
  InsOuts io = structured(op);
  if (io.outs != 1) fail(op, "expects 1 init");
  const Type& out = op.operands[io.ins]->type;
  for (size_t i = 0; i < io.ins; ++i) {
    const Type& t = op.operands[i]->type;
    if (t.is_tensor() && out.is_tensor() && !shapes_compatible(t, out))
      fail(op, "operand #" + num(int64_t(i)) + " of type " + type_str(t) + " must have the init's shape " + type_str(out));
  }
}

}  // namespace

bool verify_linalg_op(const Module&, const Operation& op) {
  if (!starts_with(op.name, "linalg.")) return false;
  const OpId n = op.id();
  if (n == OpId::LinalgGeneric) {
    verify_generic(op);
  } else if (n == OpId::LinalgYield || n == OpId::LinalgIndex) {
    if (!op.parent || !op.parent->parent || !op.parent->parent->parent ||
        !starts_with(op.parent->parent->parent->name, "linalg."))
      fail(op, "must be inside a linalg op's body");
    if (n == OpId::LinalgIndex) expect_results(op, 1);
  } else if (starts_with(op.name, "linalg.conv") || starts_with(op.name, "linalg.depthwise_conv") || starts_with(op.name, "linalg.pooling")) {
    verify_conv_or_pool(op);
  } else if (verify_matmul(op)) {
  } else if (is_elementwise_named(op.name)) {
    verify_elementwise(op);
  } else if (n == OpId::LinalgFill) {
    InsOuts io = structured(op);
    if (io.ins != 1 || io.outs != 1) fail(op, "expects 1 input and 1 init");
    if (op.operands[0]->type.is_tensor() && op.operands[0]->type.rank() != 0)
      fail(op, "fills with a scalar, not " + type_str(op.operands[0]->type));
  } else if (n == OpId::LinalgTranspose) {
    verify_transpose(op);
  } else if (n == OpId::LinalgBroadcast) {
    verify_dims_op(op, false);
  } else if (n == OpId::LinalgReduce) {
    verify_dims_op(op, true);
  } else if (n == OpId::LinalgMap) {
    InsOuts io = structured(op);
    if (io.outs != 1) fail(op, "expects 1 init");
    // The block has an argument per input and, since 2025, one for the init too.
    bool with_init = op.regions.size() == 1 && op.regions[0]->blocks.size() == 1 &&
                     op.regions[0]->blocks[0]->args.size() == op.operands.size();
    check_body(op, element_types(op, 0, with_init ? op.operands.size() : io.ins),
               element_types(op, io.ins, op.operands.size()));
  } else if (n == OpId::LinalgSoftmax) {
    expect_operands(op, 2);
    expect_results(op, 1);
    expect_tensor(op, op.operands[0]->type, "input");
    expect_type(op, op.result()->type, op.operands[1]->type, "result");
    if (!shapes_compatible(op.operands[0]->type, op.operands[1]->type))
      fail(op, "input and init must have the same shape");
    const Attribute* d = op.attr("dimension");
    if (!d || d->kind != Attribute::Kind::Integer || d->i < 0 || d->i >= op.operands[0]->type.rank())
      fail(op, "dimension must be below the input's rank " + num(op.operands[0]->type.rank()));
  } else if (n != OpId::LinalgPack && n != OpId::LinalgUnpack &&
             (op.attr("operandSegmentSizes") || op.attr("operand_segment_sizes"))) {
    structured(op);  // other structured ops (quantized matmuls, ...); pack and unpack have four segments: segments and results
  }
  return true;
}

}  // namespace linrt::graph::verify

// The verifier's driver: the module-wide rules (symbol uniqueness, dominance, terminator
// placement) and the walk that hands every op to its dialect family's checks; plus the helpers
// those checks share.
#include "graph/verify/verify.h"

#include <algorithm>
#include <unordered_map>

#include "graph/verify/verify_internal.h"
#include "linrt/error.h"

namespace linrt::graph {
namespace verify {

void fail(const Operation& op, const std::string& rule) { throw Error(ErrorKind::Invalid, op.describe(), rule); }

void check_size(const Operation& op, const Type& t) {
  if (!t.is_tensor() || !t.has_static_shape()) return;
  auto n = t.num_elements();
  int64_t bytes = 0;
  if (!n) throw Error(ErrorKind::Limit, op.describe(), "element count of " + type_str(t) + " overflows");
  if (__builtin_mul_overflow(*n, int64_t(dtype_size(t.elem)), &bytes))
    throw Error(ErrorKind::Limit, op.describe(), "byte size of " + type_str(t) + " overflows");
}

namespace {
std::string plural(size_t n, const char* noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}
}  // namespace

void expect_operands(const Operation& op, size_t n) {
  if (op.operands.size() != n)
    fail(op, "expects " + plural(n, "operand") + ", has " + std::to_string(op.operands.size()));
}
void expect_operands_at_least(const Operation& op, size_t n) {
  if (op.operands.size() < n)
    fail(op, "expects at least " + plural(n, "operand") + ", has " + std::to_string(op.operands.size()));
}
void expect_results(const Operation& op, size_t n) {
  if (op.results.size() != n)
    fail(op, "expects " + plural(n, "result") + ", has " + std::to_string(op.results.size()));
}
void expect_regions(const Operation& op, size_t n) {
  if (op.regions.size() != n)
    fail(op, "expects " + plural(n, "region") + ", has " + std::to_string(op.regions.size()));
}

std::string type_str(const Type& t) {
  std::string s = t.str();
  s.insert(s.begin(), '\'');
  s.push_back('\'');
  return s;
}

void expect_type(const Operation& op, const Type& got, const Type& want, const std::string& what) {
  if (!(got == want)) fail(op, what + " has type " + type_str(got) + ", expected " + type_str(want));
}

void expect_tensor(const Operation& op, const Type& t, const std::string& what) {
  if (!t.is_tensor()) fail(op, what + " must be a tensor, has type " + type_str(t));
}

bool shapes_compatible(const Type& a, const Type& b) {
  if (a.unranked || b.unranked) return true;
  if (a.shape.size() != b.shape.size()) return false;
  for (size_t i = 0; i < a.shape.size(); ++i)
    if (a.shape[i] != kDynamic && b.shape[i] != kDynamic && a.shape[i] != b.shape[i]) return false;
  return true;
}

bool types_compatible(const Type& a, const Type& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == Type::Kind::Tensor || a.kind == Type::Kind::Vector) return a.elem == b.elem && shapes_compatible(a, b);
  return a == b;
}

Type element_type(const Type& t) {
  if (t.kind == Type::Kind::Tensor || t.kind == Type::Kind::Vector) return Type::scalar(t.elem);
  return t;
}

std::optional<std::vector<int64_t>> int_list_attr(const Operation& op, std::string_view key) {
  const Attribute* a = op.attr(key);
  if (!a) return std::nullopt;
  auto v = a->as_int_list();
  if (!v) fail(op, "attribute '" + std::string(key) + "' must be a list of integers");
  return v;
}

std::vector<int64_t> segments(const Operation& op, size_t expected_len) {
  auto seg = operand_segments(op);
  if (!seg) fail(op, "requires an operandSegmentSizes attribute");
  if (seg->size() != expected_len)
    fail(op, "operandSegmentSizes has " + std::to_string(seg->size()) + " entries, expected " +
                 std::to_string(expected_len));
  int64_t sum = 0;
  for (int64_t s : *seg) {
    if (s < 0) fail(op, "operandSegmentSizes has a negative entry");
    sum += s;
  }
  if (sum != int64_t(op.operands.size()))
    fail(op, "operandSegmentSizes adds up to " + std::to_string(sum) + ", but the op has " +
                 std::to_string(op.operands.size()) + " operands");
  return *seg;
}

const Block& single_block(const Operation& op, const Region& r, const std::string& what) {
  if (r.blocks.size() != 1)
    fail(op, what + " must have exactly one block, has " + std::to_string(r.blocks.size()));
  return *r.blocks[0];
}

const Operation& terminator(const Operation& op, const Block& b, std::string_view name) {
  if (b.ops.empty() || b.ops.back()->name != name)
    fail(op, "body must end with '" + std::string(name) + "'" +
                 (b.ops.empty() ? ", but the block is empty" : ", ends with '" + b.ops.back()->name + "'"));
  return *b.ops.back();
}

namespace {

bool is_terminator(const OpName& name) {
  auto ends = [&](std::string_view s) { return name.size() > s.size() && name.ends_with(s); };
  const OpId id = name.id();
  return ends(".return") || ends(".yield") || id == OpId::CfBr || id == OpId::CfCondBr || id == OpId::CfSwitch;
}

bool is_isolated_from_above(OpId id) {
  return id == OpId::FuncFunc || id == OpId::UtilFunc || id == OpId::BuiltinModule || id == OpId::UtilInitializer;
}

// The blocks that dominate each block of a region, `dom[b][d]` set when block d dominates
// block b, over the CFG of the blocks' branch successors. A block that the entry block does not
// reach is dominated by every block (MLIR's rule: its uses are not checked).
std::vector<std::vector<char>> dominators(const Region& r) {
  const size_t n = r.blocks.size();
  std::unordered_map<const Block*, size_t> index;
  for (size_t i = 0; i < n; ++i) index[r.blocks[i].get()] = i;
  std::vector<std::vector<size_t>> preds(n);
  for (size_t i = 0; i < n; ++i) {
    if (r.blocks[i]->ops.empty()) continue;
    for (const Block* s : r.blocks[i]->ops.back()->successors) {
      auto it = index.find(s);
      if (it != index.end()) preds[it->second].push_back(i);
    }
  }
  std::vector<char> reached(n, 0);
  std::vector<size_t> stack{0};
  reached[0] = 1;
  while (!stack.empty()) {
    size_t b = stack.back();
    stack.pop_back();
    for (const Block* s : r.blocks[b]->ops.empty() ? std::vector<Block*>{} : r.blocks[b]->ops.back()->successors) {
      auto it = index.find(s);
      if (it != index.end() && !reached[it->second]) reached[it->second] = 1, stack.push_back(it->second);
    }
  }
  std::vector<std::vector<char>> dom(n, std::vector<char>(n, 1));
  dom[0].assign(n, 0);
  dom[0][0] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = 1; b < n; ++b) {
      if (!reached[b]) continue;
      std::vector<char> d(n, 1);
      for (size_t p : preds[b])
        if (reached[p])
          for (size_t k = 0; k < n; ++k) d[k] = char(d[k] && dom[p][k]);
      d[b] = 1;
      if (d != dom[b]) dom[b].swap(d), changed = true;
    }
  }
  return dom;
}

// Walks the module in order. `visible[id]` is set while a value may be used: from its
// definition to the end of its block, and in the blocks of its region that its block
// dominates.
class Walker {
 public:
  explicit Walker(const Module& m) : m_(m), visible_(m.num_values, 0) {}

  void block(const Block& b, std::vector<uint32_t>& defined) {
    const Operation* owner = b.parent ? b.parent->parent : nullptr;
    for (const auto& a : b.args) {
      if (owner) check_size(*owner, a->type);
      define(a.get(), defined);
    }
    for (const auto& op : b.ops) {
      operation(*op);
      for (const auto& r : op->results) define(r.get(), defined);
    }
  }

 private:
  void define(const Value* v, std::vector<uint32_t>& defined) {
    if (v->id >= visible_.size()) visible_.resize(v->id + 1, 0);
    visible_[v->id] = 1;
    defined.push_back(v->id);
  }

  void operation(const Operation& op) {
    for (size_t i = 0; i < op.operands.size(); ++i) {
      const Value* v = op.operands[i];
      if (!v) fail(op, "operand #" + std::to_string(i) + " is missing");
      if (v->id >= visible_.size() || !visible_[v->id])
        fail(op, "operand #" + std::to_string(i) + " (%" + v->name +
                     ") does not dominate this use: it is not defined before it in an enclosing block");
    }
    for (const auto& r : op.results) {
      if (r->type.kind == Type::Kind::None) fail(op, "result #" + std::to_string(r->index) + " has no type");
      check_size(op, r->type);
    }
    // Terminators in the middle of a block first: the op's own checks look at block ends.
    for (const auto& r : op.regions)
      for (const auto& b : r->blocks)
        for (size_t i = 0; i + 1 < b->ops.size(); ++i)
          if (is_terminator(b->ops[i]->name)) fail(*b->ops[i], "must be the last operation in its block");
    if (!verify_arith_math_op(m_, op) && !verify_linalg_op(m_, op) && !verify_tensor_op(m_, op))
      verify_control_op(m_, op);
    if (op.regions.empty()) return;
    std::vector<char> saved;
    if (is_isolated_from_above(op.id())) saved.swap(visible_), visible_.assign(saved.size(), 0);
    for (const auto& r : op.regions) region(*r);
    if (is_isolated_from_above(op.id())) {
      saved.resize(std::max(saved.size(), visible_.size()), 0);
      visible_.swap(saved);
    }
  }

  // Each block sees its own values as they are defined and all values of the blocks that
  // dominate it.
  void region(const Region& r) {
    const size_t n = r.blocks.size();
    for (const auto& b : r.blocks)
      if (!b->ops.empty() && r.parent)
        for (const Block* s : b->ops.back()->successors)
          if (s == r.blocks[0].get()) fail(*r.parent, "entry block of region may not have predecessors");
    std::vector<std::vector<char>> dom = n > 1 ? dominators(r) : std::vector<std::vector<char>>{};
    for (size_t b = 0; b < n; ++b) {
      std::vector<uint32_t> defined;
      for (size_t d = 0; d < n; ++d) {
        if (d == b || !dom[b][d]) continue;
        for (const auto& a : r.blocks[d]->args) define(a.get(), defined);
        for (const auto& o : r.blocks[d]->ops)
          for (const auto& v : o->results) define(v.get(), defined);
      }
      block(*r.blocks[b], defined);
      for (uint32_t id : defined) visible_[id] = 0;
    }
  }

  const Module& m_;
  std::vector<char> visible_;
};

}  // namespace
}  // namespace verify

void verify_module(const Module& m) {
  std::unordered_map<std::string_view, const Operation*> symbols;
  for (const auto& op : m.body->ops) {
    const Attribute* name = op->attr("sym_name");
    if (!name) continue;
    auto [it, inserted] = symbols.emplace(name->str, op.get());
    if (!inserted)
      verify::fail(*op, "redefines symbol '@" + name->str + "', already defined at " + it->second->loc.str());
  }
  verify::Walker w(m);
  std::vector<uint32_t> defined;
  w.block(*m.body, defined);
}

}  // namespace linrt::graph

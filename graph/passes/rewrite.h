// A small toolkit for mutating the IR: walking, use lists, replacing uses, erasing and creating
// ops, and building the attributes and constants the passes need. It keeps the Module's
// invariants: every Value has a unique id below Module::num_values, and an op is owned by
// exactly one block.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/host_tensor.h"
#include "graph/ir.h"

namespace linrt::graph::rewrite {

// Calls f(op) for every op of `block` and of the regions nested in it, outer op first. `f` must
// not erase ops.
template <class F>
void walk(Block& block, F&& f) {
  for (auto& op : block.ops) {
    f(*op);
    for (auto& region : op->regions)
      for (auto& inner : region->blocks) walk(*inner, f);
  }
}

// The bodies of the module's functions (func.func, util.func) that are one block. A body of
// several blocks (cf.br, cf.cond_br) is left as written: the passes' use maps and dead-op
// sweeps see one block, and such functions run on the reference executor.
std::vector<Block*> function_bodies(Module& m);
// The `id` ops of `body` (not nested ones), listed before any rewrite inserts new ones.
std::vector<Operation*> ops_named(Block& body, OpId id);

// Who uses each value inside one scope (a block and everything nested in it). An op that uses
// a value twice is listed twice.
class UseMap {
 public:
  explicit UseMap(Block& scope);
  const std::vector<Operation*>& users(const Value* v) const;
  size_t count(const Value* v) const { return users(v).size(); }
  bool unused(const Value* v) const { return users(v).empty(); }
  bool has_one_use(const Value* v) const { return count(v) == 1; }
  // All results of `op` unused.
  bool results_unused(const Operation& op) const;

 private:
  std::unordered_map<const Value*, std::vector<Operation*>> users_;
};

// Makes every use of `from` inside `scope` (nested regions included) use `to`.
void replace_all_uses(Block& scope, const Value* from, Value* to);
// Removes `op` from its block and destroys it. Its results must have no uses left.
void erase_op(Operation* op);

// A new op inserted just before `before`, in the same block, with fresh result values. The
// location is `before`'s unless one is given.
Operation* create_op(Module& m, Operation* before, OpName name, std::vector<Value*> operands,
                     const std::vector<Type>& result_types,
                     std::vector<std::pair<std::string, AttrP>> attrs,
                     std::optional<Location> loc = {});
// arith.constant of a tensor `type` holding `data` (all elements, or one when `splat`),
// inserted before `before`.
Operation* create_constant(Module& m, Operation* before, const Type& type, Blob data, bool splat,
                           std::optional<Location> loc = {});

// The attribute builders of graph/ir.h, under the names the passes have always used.
using graph::bool_attr;
using graph::i32_array_attr;
using graph::i64_array_attr;
using graph::i64_attr;
using graph::string_attr;

// The data of a tensor constant: `v` defined by arith.constant whose value is a dense or a
// resolved dense_resource attribute of a statically shaped tensor type.
struct TensorConstant {
  const Operation* op = nullptr;
  Type type;
  Blob data;           // all elements, or one element when splat
  bool splat = false;
};
std::optional<TensorConstant> tensor_constant(const Value* v);
// A scalar arith.constant (Integer/Float/Bool attribute) or a splat tensor constant, as a
// number. nullopt for anything else.
std::optional<double> float_constant(const Value* v);
std::optional<int64_t> int_constant(const Value* v);
// A scalar constant (arith.constant of a float or integer type) as a Scalar of its type.
std::optional<Scalar> scalar_constant(const Value* v);

}  // namespace linrt::graph::rewrite

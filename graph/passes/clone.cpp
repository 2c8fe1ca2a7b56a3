#include "graph/passes/clone.h"

#include <unordered_map>
#include <vector>

namespace linrt::graph {

namespace {

class Cloner {
 public:
  void block(const Block& from, Block& to) {
    blocks_[&from] = &to;
    to.label = from.label;
    for (const auto& arg : from.args) {
      auto v = std::make_unique<Value>(*arg);
      v->block = &to;
      map_[arg.get()] = v.get();
      to.args.push_back(std::move(v));
    }
    for (const auto& op : from.ops) to.ops.push_back(operation(*op, to));
  }

 private:
  std::unique_ptr<Operation> operation(const Operation& from, Block& parent) {
    auto op = std::make_unique<Operation>();
    op->name = from.name;
    op->loc = from.loc;
    op->attrs = from.attrs;  // attributes are immutable and shared
    op->parent = &parent;
    op->operands.reserve(from.operands.size());
    // Operands defined outside the cloned scope cannot occur: a module is self-contained and
    // every value is defined before its uses, so the map already holds each operand.
    for (const Value* v : from.operands) op->operands.push_back(map_.at(v));
    for (const auto& region : from.regions) {
      auto r = std::make_unique<Region>();
      r->parent = op.get();
      for (const auto& b : region->blocks) {
        auto nb = std::make_unique<Block>();
        nb->parent = r.get();
        block(*b, *nb);
        r->blocks.push_back(std::move(nb));
      }
      op->regions.push_back(std::move(r));
    }
    // A branch may target a block cloned after it: its successors are mapped once all are.
    op->successors = from.successors;
    if (!op->successors.empty()) branches_.push_back(op.get());
    for (const auto& res : from.results) {
      auto v = std::make_unique<Value>(*res);
      v->def = op.get();
      map_[res.get()] = v.get();
      op->results.push_back(std::move(v));
    }
    return op;
  }

  std::unordered_map<const Value*, Value*> map_;
  std::unordered_map<const Block*, Block*> blocks_;
  std::vector<Operation*> branches_;

 public:
  // Points every cloned branch at the clones of its targets.
  void map_successors() {
    for (Operation* op : branches_)
      for (Block*& b : op->successors) b = blocks_.at(b);
  }
};

}  // namespace

std::unique_ptr<Module> clone_module(const Module& m) {
  auto out = std::make_unique<Module>();
  out->attrs = m.attrs;
  out->sym_name = m.sym_name;
  out->resources = m.resources;
  out->filename = m.filename;
  out->num_values = m.num_values;
  Cloner cloner;
  cloner.block(*m.body, *out->body);
  cloner.map_successors();
  return out;
}

}  // namespace linrt::graph

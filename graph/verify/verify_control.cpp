// The verifier's rules for functions and control flow (func, util.func, scf, cf), globals
// (ml_program, util), IREE's check ops and the hal/flow ops of IREE's ABI: bodies against
// function types, returns against results, calls against callees, loop and branch regions and
// their yields, loads and stores against their global's type.
#include <string>

#include "graph/verify/verify_internal.h"
#include "linrt/error.h"

namespace linrt::graph::verify {

namespace {

std::string num(int64_t v) { return std::to_string(v); }

const Operation* parent_op(const Operation& op) {
  return op.parent && op.parent->parent ? op.parent->parent->parent : nullptr;
}

const Type& function_type(const Operation& f) {
  const Attribute* t = f.attr("function_type");
  if (!t || t->kind != Attribute::Kind::TypeAttr || t->type.kind != Type::Kind::Function)
    fail(f, "requires a 'function_type' attribute holding a function type");
  return t->type;
}

void verify_function(const Operation& f) {
  const Attribute* name = f.attr("sym_name");
  if (!name || name->kind != Attribute::Kind::String) fail(f, "requires a 'sym_name' attribute");
  const Type& fn = function_type(f);
  expect_regions(f, 1);
  const Region& r = *f.regions[0];
  if (r.blocks.empty()) {
    const Attribute* vis = f.attr("sym_visibility");
    if (!vis || vis->str == "public") fail(f, "a function declaration (no body) must not be public");
    return;
  }
  const Block& entry = *r.blocks[0];
  if (entry.args.size() != fn.inputs.size())
    fail(f, "entry block has " + num(int64_t(entry.args.size())) + " arguments, but the function type has " +
                num(int64_t(fn.inputs.size())) + " inputs");
  for (size_t i = 0; i < fn.inputs.size(); ++i)
    expect_type(f, entry.args[i]->type, fn.inputs[i], "entry block argument #" + num(int64_t(i)));
  for (const auto& attrs_key : {"arg_attrs", "res_attrs"}) {
    const Attribute* a = f.attr(attrs_key);
    size_t want = std::string_view(attrs_key) == "arg_attrs" ? fn.inputs.size() : fn.results.size();
    if (a && a->kind == Attribute::Kind::Array && a->elems.size() != want)
      fail(f, "'" + std::string(attrs_key) + "' has " + num(int64_t(a->elems.size())) + " entries, expected " + num(int64_t(want)));
  }
  for (const auto& b : r.blocks) {
    if (b->ops.empty()) fail(f, "block ^" + b->label + " is empty; it must end with a terminator");
    const Operation& last = *b->ops.back();
    bool ok = last.is(OpId::FuncReturn) || last.is(OpId::UtilReturn) || last.is(OpId::CfBr) ||
              last.is(OpId::CfCondBr) || last.is(OpId::CfSwitch);
    if (!ok) fail(last, "cannot end a function body: a block must end with a return or a branch");
  }
}

void verify_return(const Operation& op) {
  const Operation* f = parent_op(op);
  if (!f || (!f->is(OpId::FuncFunc) && !f->is(OpId::UtilFunc)))
    fail(op, "must be inside a 'func.func' or 'util.func'");
  const Type& fn = function_type(*f);
  if (op.operands.size() != fn.results.size())
    fail(op, "returns " + num(int64_t(op.operands.size())) + " values, but the enclosing function '@" +
                 f->attr("sym_name")->str + "' declares " + num(int64_t(fn.results.size())) + " results");
  for (size_t i = 0; i < fn.results.size(); ++i)
    if (!(op.operands[i]->type == fn.results[i]))
      fail(op, "returned value #" + num(int64_t(i)) + " has type " + type_str(op.operands[i]->type) +
                   ", but the enclosing function's result #" + num(int64_t(i)) + " is " + type_str(fn.results[i]));
}

void verify_call(const Module& m, const Operation& op) {
  const Attribute* callee = op.attr("callee");
  if (!callee || callee->kind != Attribute::Kind::SymbolRef) fail(op, "requires a 'callee' symbol reference");
  const Operation* f = m.lookup_symbol(callee->str);
  if (!f || (!f->is(OpId::FuncFunc) && !f->is(OpId::UtilFunc)))
    fail(op, "'@" + callee->str + "' does not name a function of this module");
  const Type& fn = function_type(*f);
  if (op.operands.size() != fn.inputs.size())
    fail(op, "passes " + num(int64_t(op.operands.size())) + " arguments, but '@" + callee->str + "' takes " +
                 num(int64_t(fn.inputs.size())));
  for (size_t i = 0; i < fn.inputs.size(); ++i)
    expect_type(op, op.operands[i]->type, fn.inputs[i], "argument #" + num(int64_t(i)));
  if (op.results.size() != fn.results.size())
    fail(op, "has " + num(int64_t(op.results.size())) + " results, but '@" + callee->str + "' returns " +
                 num(int64_t(fn.results.size())));
  for (size_t i = 0; i < fn.results.size(); ++i)
    expect_type(op, op.results[i]->type, fn.results[i], "result #" + num(int64_t(i)));
}

void expect_yield(const Operation& op, const Block& b, const std::vector<Type>& types) {
  const Operation& y = terminator(op, b, "scf.yield");
  if (y.operands.size() != types.size())
    fail(y, "yields " + num(int64_t(y.operands.size())) + " values, but the parent '" + op.name + "' has " +
                num(int64_t(types.size())) + " results");
  for (size_t i = 0; i < types.size(); ++i) expect_type(y, y.operands[i]->type, types[i], "yielded value #" + num(int64_t(i)));
}

std::vector<Type> result_types(const Operation& op) {
  std::vector<Type> t;
  for (const auto& r : op.results) t.push_back(r->type);
  return t;
}

void verify_for(const Operation& op) {
  expect_operands_at_least(op, 3);
  const Type& iv = op.operands[0]->type;
  if (!iv.is_scalar() || dtype_is_float(iv.elem)) fail(op, "lower bound must be an index or integer");
  expect_type(op, op.operands[1]->type, iv, "upper bound");
  expect_type(op, op.operands[2]->type, iv, "step");
  size_t carried = op.operands.size() - 3;
  if (op.results.size() != carried)
    fail(op, "has " + num(int64_t(op.results.size())) + " results, but " + num(int64_t(carried)) + " iter_args");
  for (size_t i = 0; i < carried; ++i) expect_type(op, op.results[i]->type, op.operands[3 + i]->type, "result #" + num(int64_t(i)));
  expect_regions(op, 1);
  const Block& b = single_block(op, *op.regions[0], "body");
  if (b.args.size() != 1 + carried)
    fail(op, "body has " + num(int64_t(b.args.size())) + " arguments, expected " + num(int64_t(1 + carried)) +
                 " (the induction variable and one per iter_arg)");
  expect_type(op, b.args[0]->type, iv, "induction variable");
  for (size_t i = 0; i < carried; ++i) expect_type(op, b.args[1 + i]->type, op.results[i]->type, "body argument #" + num(int64_t(i + 1)));
  expect_yield(op, b, result_types(op));
}

void verify_if(const Operation& op) {
  expect_operands(op, 1);
  expect_type(op, op.operands[0]->type, Type::scalar(DType::I1), "condition");
  expect_regions(op, 2);
  std::vector<Type> types = result_types(op);
  expect_yield(op, single_block(op, *op.regions[0], "then region"), types);
  if (op.regions[1]->blocks.empty()) {
    if (!types.empty()) fail(op, "has results, so it needs an else region");
  } else {
    expect_yield(op, single_block(op, *op.regions[1], "else region"), types);
  }
}

// The global a load or store names, and its type.
Type global_type(const Module& m, const Operation& op, std::string_view global_op) {
  const Attribute* g = op.attr("global");
  if (!g || g->kind != Attribute::Kind::SymbolRef) fail(op, "requires a 'global' symbol reference");
  const Operation* def = m.lookup_symbol(g->str);
  if (!def || def->name != global_op) fail(op, "'@" + g->str + "' does not name a '" + std::string(global_op) + "'");
  const Attribute* t = def->attr("type");
  if (!t || t->kind != Attribute::Kind::TypeAttr) fail(*def, "requires a 'type' attribute");
  return t->type;
}

// cf.br and cf.cond_br: the values passed to each successor against its block arguments.
void verify_branch(const Operation& op) {
  const bool cond = op.is(OpId::CfCondBr);
  const size_t n_succ = cond ? 2 : 1;
  if (op.successors.size() != n_succ)
    fail(op, "expects " + num(int64_t(n_succ)) + " successors, has " + num(int64_t(op.successors.size())));
  std::vector<int64_t> seg{int64_t(op.operands.size())};
  if (cond) {
    seg = segments(op, 3);
    if (seg[0] != 1) fail(op, "expects one condition operand, has " + num(seg[0]));
    expect_type(op, op.operands[0]->type, Type::scalar(DType::I1), "condition");
    seg.erase(seg.begin());
  }
  size_t first = cond ? 1 : 0;
  for (size_t s = 0; s < n_succ; ++s) {
    const Block* b = op.successors[s];
    if (!b || !op.parent || b->parent != op.parent->parent)
      fail(op, "successor #" + num(int64_t(s)) + " is not a block of the branch's region");
    if (size_t(seg[s]) != b->args.size())
      fail(op, "branch has " + num(seg[s]) + " operands for successor #" + num(int64_t(s)) + ", but target block has " +
                   num(int64_t(b->args.size())));
    for (size_t i = 0; i < b->args.size(); ++i)
      if (!(op.operands[first + i]->type == b->args[i]->type))
        fail(op, "type mismatch for bb argument #" + num(int64_t(i)) + " of successor #" + num(int64_t(s)) + ": " +
                     type_str(op.operands[first + i]->type) + " passed to " + type_str(b->args[i]->type));
    first += size_t(seg[s]);
  }
}

// A store needs a mutable global. MLIR's ml_program verifier refuses a store to an immutable
// one; IREE's util verifier lets it pass (its passes then fold loads to the initial value), and
// linrt refuses it at load too, as Unsupported, rather than run it with either meaning. An
// initializer may store to any global.
void verify_store_target(const Module& m, const Operation& op) {
  const bool util = op.is(OpId::UtilGlobalStore);
  const Operation* g = m.lookup_symbol(op.attr("global")->str);
  if (g->attr("is_mutable")) return;
  if (!util) fail(op, "cannot store to an immutable global @" + op.attr("global")->str);
  for (const Operation* p = parent_op(op); p; p = parent_op(*p))
    if (p->is(OpId::UtilInitializer)) return;
  throw Error(ErrorKind::Unsupported, op.describe(),
              "global @" + op.attr("global")->str +
                  " is not mutable: a store to it outside an initializer has no defined meaning to run");
}

void verify_global(const Operation& op, const char* init_key) {
  expect_operands(op, 0);
  const Attribute* t = op.attr("type");
  if (!t || t->kind != Attribute::Kind::TypeAttr) fail(op, "requires a 'type' attribute");
  const Attribute* v = op.attr(init_key);
  if (v && (v->kind == Attribute::Kind::DenseElements || v->kind == Attribute::Kind::DenseResource) && !(v->type == t->type))
    fail(op, "initial value of type " + type_str(v->type) + " does not match the global's type " + type_str(t->type));
}

}  // namespace

bool verify_control_op(const Module& m, const Operation& op) {
  const OpId n = op.id();
  if (n == OpId::FuncFunc || n == OpId::UtilFunc) {
    verify_function(op);
  } else if (n == OpId::FuncReturn || n == OpId::UtilReturn) {
    verify_return(op);
  } else if (n == OpId::FuncCall || n == OpId::UtilCall) {
    verify_call(m, op);
  } else if (n == OpId::ScfFor) {
    verify_for(op);
  } else if (n == OpId::ScfIf) {
    verify_if(op);
  } else if (n == OpId::ScfYield) {
    const Operation* p = parent_op(op);
    if (!p || (!p->is(OpId::ScfFor) && !p->is(OpId::ScfIf))) fail(op, "must be inside 'scf.for' or 'scf.if'");
  } else if (n == OpId::CfBr || n == OpId::CfCondBr) {
    verify_branch(op);
  } else if (n == OpId::CfAssert) {
    expect_operands(op, 1);
    expect_results(op, 0);
    expect_type(op, op.operands[0]->type, Type::scalar(DType::I1), "condition");
  } else if (n == OpId::MlProgramGlobal) {
    verify_global(op, "value");
  } else if (n == OpId::UtilGlobal) {
    verify_global(op, "initial_value");
  } else if (n == OpId::MlProgramGlobalLoad || n == OpId::MlProgramGlobalLoadConst || n == OpId::UtilGlobalLoad) {
    expect_operands(op, 0);
    expect_results(op, 1);
    Type t = global_type(m, op, n == OpId::UtilGlobalLoad ? "util.global" : "ml_program.global");
    expect_type(op, op.result()->type, t, "result");
  } else if (n == OpId::MlProgramGlobalStore || n == OpId::UtilGlobalStore) {
    expect_operands(op, 1);
    expect_results(op, 0);
    Type t = global_type(m, op, n == OpId::UtilGlobalStore ? "util.global" : "ml_program.global");
    expect_type(op, op.operands[0]->type, t, "stored value");
    verify_store_target(m, op);
  } else if (n == OpId::UtilUnfoldableConstant) {
    expect_operands(op, 0);
    expect_results(op, 1);
    const Attribute* v = op.attr("value");
    if (!v) fail(op, "requires a 'value' attribute");
    if ((v->kind == Attribute::Kind::DenseElements || v->kind == Attribute::Kind::DenseResource ||
         v->kind == Attribute::Kind::Integer || v->kind == Attribute::Kind::Float) &&
        !(v->type == op.result()->type))
      fail(op, "value's type " + type_str(v->type) + " must match the result type " + type_str(op.result()->type));
  } else if (n == OpId::UtilOptimizationBarrier) {
    if (op.operands.size() != op.results.size()) fail(op, "must have as many results as operands");
    for (size_t i = 0; i < op.operands.size(); ++i)
      expect_type(op, op.results[i]->type, op.operands[i]->type, "result #" + num(int64_t(i)));
  } else if (n == OpId::CheckExpectTrue || n == OpId::CheckExpectFalse || n == OpId::CheckExpectAllTrue ||
             n == OpId::CheckExpectEqConst || n == OpId::CheckExpectAlmostEqConst) {
    expect_operands(op, 1);
    expect_results(op, 0);
    if (n == OpId::CheckExpectEqConst || n == OpId::CheckExpectAlmostEqConst) {
      const Attribute* v = op.attr("value");
      if (!v) fail(op, "requires a 'value' attribute");
      if ((v->kind == Attribute::Kind::DenseElements || v->kind == Attribute::Kind::DenseResource) &&
          !(v->type == op.operands[0]->type))
        fail(op, "value's type " + type_str(v->type) + " must match the operand's type " + type_str(op.operands[0]->type));
    }
  } else if (n == OpId::CheckExpectEq || n == OpId::CheckExpectAlmostEq) {
    expect_operands(op, 2);
    expect_results(op, 0);
    expect_type(op, op.operands[1]->type, op.operands[0]->type, "operand #1");
  } else if (n == OpId::HalTensorImport) {
    expect_operands_at_least(op, 1);
    expect_results(op, 1);
    expect_tensor(op, op.result()->type, "result");
  } else if (n == OpId::HalTensorExport) {
    expect_operands_at_least(op, 1);
    expect_results(op, 1);
    expect_tensor(op, op.operands[0]->type, "source");
  } else {
    return false;
  }
  return true;
}

}  // namespace linrt::graph::verify

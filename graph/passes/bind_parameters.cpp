// Binding of external parameters (see bind_parameters.h).
#include "graph/passes/bind_parameters.h"

#include <memory>
#include <unordered_map>

#include "graph/passes/rewrite.h"
#include "linrt/error.h"

namespace linrt::graph {

void ParameterIndex::add_scope(const std::string& scope, const std::string& source) {
  if (scopes_.count(scope))
    throw Error(ErrorKind::Invalid, source, "parameter scope \"" + scope + "\" is given twice");
  scopes_[scope].source = source;
}

void ParameterIndex::add_tensor(const std::string& scope, const std::string& name, ParameterTensor tensor) {
  scopes_[scope].tensors[name] = std::move(tensor);
}

bool ParameterIndex::has_scope(std::string_view scope) const { return scopes_.find(scope) != scopes_.end(); }

const ParameterTensor* ParameterIndex::find(std::string_view scope, std::string_view name) const {
  auto s = scopes_.find(scope);
  if (s == scopes_.end()) return nullptr;
  auto t = s->second.tensors.find(name);
  return t == s->second.tensors.end() ? nullptr : &t->second;
}

std::vector<std::string> ParameterIndex::scopes_with(std::string_view name) const {
  std::vector<std::string> found;
  for (const auto& [scope, s] : scopes_)
    if (s.tensors.find(name) != s.tensors.end()) found.push_back(scope);
  return found;
}

std::string ParameterIndex::source(std::string_view scope) const {
  auto s = scopes_.find(scope);
  return s == scopes_.end() ? std::string() : s->second.source;
}

namespace {

// Reads a "..." string starting at text[pos] (MLIR escapes \" and \\), advancing pos.
bool read_quoted(std::string_view text, size_t& pos, std::string& out) {
  if (pos >= text.size() || text[pos] != '"') return false;
  out.clear();
  for (++pos; pos < text.size(); ++pos) {
    char c = text[pos];
    if (c == '"') {
      ++pos;
      return true;
    }
    if (c == '\\' && pos + 1 < text.size()) c = text[++pos];
    out.push_back(c);
  }
  return false;
}

bool is_load(const Operation& op) {
  return op.is(OpId::UtilGlobalLoad) || op.is(OpId::MlProgramGlobalLoad) ||
         op.is(OpId::MlProgramGlobalLoadConst);
}

const Attribute* initial_value(const Operation& global) {
  if (global.is(OpId::UtilGlobal)) return global.attr("initial_value");
  if (global.is(OpId::MlProgramGlobal)) return global.attr("value");
  return nullptr;
}

std::string shape_str(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// The constant attribute standing for parameter `scope`::`name`, checked against `type`, the
// type of `what` ("the global", "the argument"); errors are located at `where` and start with
// `prefix`.
AttrP resolve(const std::string& where, const std::string& what, const Type& type, const std::string& scope,
              const std::string& name, const ParameterSource& index, const std::string& prefix = "") {
  const std::string label = prefix + "parameter \"" + scope + "\"::\"" + name + "\"";
  if (!type.is_tensor() || !type.has_static_shape())
    throw Error(ErrorKind::Unsupported, where, label + " must have a static tensor type");
  if (!index.has_scope(scope))
    throw Error(ErrorKind::Invalid, where,
                label + ": no parameter file was given for scope \"" + scope + "\" (use --parameters=" +
                    scope + "=file.safetensors or .irpa)");
  const ParameterTensor* t = index.find(scope, name);
  if (!t) throw Error(ErrorKind::Invalid, where, label + " is not in " + index.source(scope));
  // A signless integer type (i8: torch-mlir's form of uint8) takes a file's unsigned or signed
  // integers of its width, since the bits are the same.
  const bool same_integer = type.elem == DType::I8 && (t->dtype == DType::UI8 || t->dtype == DType::SI8);
  if (!t->raw && t->dtype != type.elem && !same_integer)
    throw Error(ErrorKind::Invalid, where,
                label + " in " + index.source(scope) + " has element type " + std::string(dtype_name(t->dtype)) +
                    ", " + what + " is " + type.str());
  if (!t->raw && t->shape != type.shape)
    throw Error(ErrorKind::Invalid, where,
                label + " in " + index.source(scope) + " has shape " + shape_str(t->shape) + ", " + what + " is " +
                    type.str());
  if (t->data.size != size_t(*type.num_elements()) * dtype_size(type.elem))
    throw Error(ErrorKind::Invalid, where, label + " holds " + std::to_string(t->data.size) + " bytes, " +
                                               type.str() + " needs " +
                                               std::to_string(size_t(*type.num_elements()) * dtype_size(type.elem)));
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseElements;
  a->type = type;
  a->data = t->data;
  a->splat = false;
  return a;
}

AttrP resolve_global(const Operation& global, const std::string& scope, const std::string& name,
                     const ParameterSource& index) {
  const std::string where = global.loc.str();
  if (global.attr("is_mutable"))
    throw Error(ErrorKind::Unsupported, where,
                "mutable global bound to parameter \"" + scope + "\"::\"" + name + "\" is not supported");
  const Attribute* type_attr = global.attr("type");
  return resolve(where, "the global", type_attr ? type_attr->type : Type{}, scope, name, index);
}

void rewrite_loads(Block& block, Module& m, const ParameterSource& index,
                   std::unordered_map<const Operation*, AttrP>& bound, int64_t& count) {
  for (auto& op_ptr : block.ops) {
    Operation& op = *op_ptr;
    for (auto& region : op.regions)
      for (auto& inner : region->blocks) rewrite_loads(*inner, m, index, bound, count);
    if (!is_load(op)) continue;
    const Attribute* sym = op.attr("global");
    if (!sym) continue;
    const Operation* global = m.lookup_symbol(sym->str);
    if (!global) continue;
    const Attribute* init = initial_value(*global);
    std::string scope, name;
    if (!init || !parse_parameter_attr(*init, scope, name)) continue;
    AttrP& value = bound[global];
    if (!value) value = resolve_global(*global, scope, name, index);
    if (op.results.size() != 1 || !(op.result(0)->type == value->type))
      throw Error(ErrorKind::Invalid, op.loc.str(),
                  "load of @" + sym->str + " has type " + (op.results.empty() ? std::string("none") : op.result(0)->type.str()) +
                      ", the global is " + value->type.str());
    // The op becomes the constant in place, so every use of its result stays valid.
    op.name = "arith.constant";
    op.attrs.clear();
    op.attrs.emplace_back("value", value);
    op.attrs.emplace_back(kParameterNameAttr, string_attr(name));
    ++count;
  }
}

const Attribute* dict_entry(const Attribute& dict, std::string_view key) {
  if (dict.kind != Attribute::Kind::Dict) return nullptr;
  for (const auto& [k, v] : dict.dict)
    if (k == key) return v.get();
  return nullptr;
}

bool calls_function(const Block& block, const std::string& name) {
  for (const auto& op : block.ops) {
    const Attribute* callee = op->attr("callee");
    if (callee && callee->kind == Attribute::Kind::SymbolRef && callee->str == name) return true;
    for (const auto& region : op->regions)
      for (const auto& inner : region->blocks)
        if (calls_function(*inner, name)) return true;
  }
  return false;
}

// The value bound to argument `i` of `fn`, or nullptr when it names no parameter (see
// bind_parameters.h for the two spellings).
AttrP resolve_argument(const Operation& fn, const std::string& fn_name, size_t i, const Value& arg,
                       const Attribute& attrs, const ParameterSource& index, std::string& name) {
  const std::string where = fn.loc.str();
  const std::string prefix = "argument #" + std::to_string(i) + " (%" + arg.name + ") of @" + fn_name + ": ";
  if (const Attribute* p = dict_entry(attrs, "linrt.parameter")) {
    std::string scope;
    if (!parse_parameter_attr(*p, scope, name))
      throw Error(ErrorKind::Invalid, where,
                  prefix + "linrt.parameter must be #stream.parameter.named<\"scope\"::\"name\">, not " + p->str_repr());
    return resolve(where, "the argument", arg.type, scope, name, index, prefix);
  }
  const Attribute* n = dict_entry(attrs, "iree.abi.name");
  if (!n || n->kind != Attribute::Kind::String) return nullptr;
  std::vector<std::string> scopes = index.scopes_with(n->str);
  if (scopes.empty()) return nullptr;  // an ordinary input
  if (scopes.size() > 1)
    throw Error(ErrorKind::Invalid, where,
                prefix + "\"" + n->str + "\" is a tensor of scope \"" + scopes[0] + "\" and of scope \"" + scopes[1] +
                    "\"; name one with {linrt.parameter = #stream.parameter.named<\"scope\"::\"" + n->str + "\">}");
  name = n->str;
  return resolve(where, "the argument", arg.type, scopes[0], n->str, index, prefix);
}

// Binds the arguments of one function that name parameters: each becomes an arith.constant at
// the top of the body and leaves the signature.
int64_t bind_arguments(Module& m, Operation& fn, const ParameterSource& index) {
  const Attribute* arg_attrs = fn.attr("arg_attrs");
  const Attribute* fn_type = fn.attr("function_type");
  if (!arg_attrs || arg_attrs->kind != Attribute::Kind::Array || !fn_type || fn.regions.empty() ||
      fn.regions[0]->blocks.empty())
    return 0;
  Block& entry = *fn.regions[0]->blocks[0];
  if (entry.ops.empty() || arg_attrs->elems.size() != entry.args.size() ||
      fn_type->type.inputs.size() != entry.args.size())
    return 0;
  const Attribute* sym = fn.attr("sym_name");
  const std::string fn_name = sym ? sym->str : std::string();
  std::vector<AttrP> values(entry.args.size());
  std::vector<std::string> names(entry.args.size());
  size_t bound = 0;
  for (size_t i = 0; i < entry.args.size(); ++i)
    if (arg_attrs->elems[i] &&
        (values[i] = resolve_argument(fn, fn_name, i, *entry.args[i], *arg_attrs->elems[i], index, names[i])))
      ++bound;
  if (bound == 0) return 0;
  if (calls_function(*m.body, fn_name))
    throw Error(ErrorKind::Unsupported, fn.loc.str(),
                "@" + fn_name + " is called from the module, so its parameter arguments cannot be bound");

  auto new_type = std::make_shared<Attribute>(*fn_type);
  auto new_attrs = std::make_shared<Attribute>(*arg_attrs);
  new_type->type.inputs.clear();
  new_attrs->elems.clear();
  std::vector<std::unique_ptr<Value>> kept;
  Operation* first = entry.ops.front().get();
  for (size_t i = 0; i < entry.args.size(); ++i) {
    std::unique_ptr<Value>& arg = entry.args[i];
    if (!values[i]) {
      arg->index = unsigned(kept.size());
      new_type->type.inputs.push_back(fn_type->type.inputs[i]);
      new_attrs->elems.push_back(arg_attrs->elems[i]);
      kept.push_back(std::move(arg));
      continue;
    }
    Operation* c = rewrite::create_op(m, first, "arith.constant", {}, {arg->type}, {{"value", values[i]}, {kParameterNameAttr, string_attr(names[i])}});
    rewrite::replace_all_uses(entry, arg.get(), c->result());
  }
  entry.args = std::move(kept);
  fn.set_attr("function_type", new_type);
  fn.set_attr("arg_attrs", new_attrs);
  return int64_t(bound);
}

}  // namespace

std::string describe_naming_table(const Operation& op) {
  const Operation* def = op.is(OpId::LinrtEmbeddingBag) && !op.operands.empty() && op.operands[0] ? op.operands[0]->def : nullptr;
  const Attribute* a = def && def->is(OpId::ArithConstant) ? def->attr(kParameterNameAttr) : nullptr;
  if (!a || a->kind != Attribute::Kind::String) return op.describe();
  return op.name + " of table " + a->str + " at " + op.loc.str();
}

bool parse_parameter_attr(const Attribute& attr, std::string& scope, std::string& name) {
  if (attr.kind != Attribute::Kind::Opaque) return false;
  constexpr std::string_view prefix = "#stream.parameter.named<";
  std::string_view text = attr.str;
  if (!text.starts_with(prefix)) return false;
  size_t pos = prefix.size();
  std::string first;
  if (!read_quoted(text, pos, first)) return false;
  if (text.substr(pos, 2) == "::") {
    pos += 2;
    if (!read_quoted(text, pos, name)) return false;
    scope = std::move(first);
  } else {
    scope.clear();
    name = std::move(first);
  }
  return pos < text.size() && text[pos] == '>';
}

int64_t bind_parameters(Module& m, const ParameterSource& index) {
  std::unordered_map<const Operation*, AttrP> bound;
  int64_t count = 0;
  rewrite_loads(*m.body, m, index, bound, count);
  for (auto& op : m.body->ops)
    if (op->is(OpId::FuncFunc) || op->is(OpId::UtilFunc)) count += bind_arguments(m, *op, index);
  return count;
}

}  // namespace linrt::graph

// Binding of external parameters (see bind_parameters.h).
#include "graph/passes/bind_parameters.h"

#include <memory>
#include <unordered_map>

#include "linrt/error.h"
#include "loaders/safetensors.h"

namespace linrt::graph {

void ParameterIndex::add_safetensors(const std::string& scope, const std::string& path) {
  if (scopes_.count(scope))
    throw Error(ErrorKind::Invalid, path, "parameter scope \"" + scope + "\" is given twice");
  loaders::SafetensorsFile file = loaders::load_safetensors(path);
  Scope s;
  s.source = path;
  for (loaders::SafetensorsTensor& t : file.tensors) {
    ParameterTensor p;
    p.dtype = t.dtype;
    p.shape = t.shape;
    p.data.data = t.data;
    p.data.size = t.nbytes;
    p.data.owner = t.owner;
    s.tensors.emplace(t.name, std::move(p));
  }
  scopes_.emplace(scope, std::move(s));
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
  return op.name == "util.global.load" || op.name == "ml_program.global_load" ||
         op.name == "ml_program.global_load_const";
}

const Attribute* initial_value(const Operation& global) {
  if (global.name == "util.global") return global.attr("initial_value");
  if (global.name == "ml_program.global") return global.attr("value");
  return nullptr;
}

std::string shape_str(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// The constant attribute standing for the parameter of `global`, checked against its type.
AttrP resolve(const Operation& global, const std::string& scope, const std::string& name,
              const ParameterIndex& index) {
  const std::string where = global.loc.str();
  const std::string label = "parameter \"" + scope + "\"::\"" + name + "\"";
  if (global.attr("is_mutable"))
    throw Error(ErrorKind::Unsupported, where, "mutable global bound to " + label + " is not supported");
  const Attribute* type_attr = global.attr("type");
  if (!type_attr || !type_attr->type.is_tensor() || !type_attr->type.has_static_shape())
    throw Error(ErrorKind::Unsupported, where, label + " must have a static tensor type");
  const Type& type = type_attr->type;
  if (!index.has_scope(scope))
    throw Error(ErrorKind::Invalid, where,
                label + ": no parameter file was given for scope \"" + scope + "\" (use --parameters=" +
                    scope + "=file.safetensors)");
  const ParameterTensor* t = index.find(scope, name);
  if (!t) throw Error(ErrorKind::Invalid, where, label + " is not in " + index.source(scope));
  if (t->dtype != type.elem)
    throw Error(ErrorKind::Invalid, where,
                label + " in " + index.source(scope) + " has element type " + std::string(dtype_name(t->dtype)) +
                    ", the global is " + type.str());
  if (t->shape != type.shape)
    throw Error(ErrorKind::Invalid, where,
                label + " in " + index.source(scope) + " has shape " + shape_str(t->shape) + ", the global is " +
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

void rewrite_loads(Block& block, Module& m, const ParameterIndex& index,
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
    if (!value) value = resolve(*global, scope, name, index);
    if (op.results.size() != 1 || !(op.result(0)->type == value->type))
      throw Error(ErrorKind::Invalid, op.loc.str(),
                  "load of @" + sym->str + " has type " + (op.results.empty() ? std::string("none") : op.result(0)->type.str()) +
                      ", the global is " + value->type.str());
    // The op becomes the constant in place, so every use of its result stays valid.
    op.name = "arith.constant";
    op.attrs.clear();
    op.attrs.emplace_back("value", value);
    ++count;
  }
}

}  // namespace

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

int64_t bind_parameters(Module& m, const ParameterIndex& index) {
  std::unordered_map<const Operation*, AttrP> bound;
  int64_t count = 0;
  rewrite_loads(*m.body, m, index, bound, count);
  return count;
}

}  // namespace linrt::graph

// Prints a Module in MLIR's generic operation form. Values are renumbered in print order
// (%0, %1:2, %arg0), so printing a re-parsed module gives the same text. Dense constants are
// printed as hex strings and dense_resource blobs as a dialect_resources trailer.
#include "graph/printer.h"

#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <unordered_map>

namespace linrt::graph {

namespace {

constexpr char kHexDigits[] = "0123456789ABCDEF";

void append_hex(std::string& out, const uint8_t* data, size_t n) {
  size_t at = out.size();
  out.resize(at + 2 * n);
  char* dst = out.data() + at;
  for (size_t i = 0; i < n; ++i) {
    dst[2 * i] = kHexDigits[data[i] >> 4];
    dst[2 * i + 1] = kHexDigits[data[i] & 15];
  }
}

bool is_bare_identifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(uint8_t(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(uint8_t(c)) || c == '_' || c == '$' || c == '.')) return false;
  return true;
}

bool is_symbol_name(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!(std::isalnum(uint8_t(c)) || c == '_' || c == '$' || c == '.' || c == '-')) return false;
  return true;
}

void append_string_literal(std::string& out, std::string_view s) {
  out += '"';
  for (char c : s) {
    uint8_t u = uint8_t(c);
    if (c == '"' || c == '\\' || u < 32 || u >= 127) {
      out += '\\';
      out += kHexDigits[u >> 4];
      out += kHexDigits[u & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_name(std::string& out, std::string_view s) {
  if (is_bare_identifier(s)) out += s;
  else append_string_literal(out, s);
}

// Floats print as the shortest decimal that reads back as the same value of their type;
// infinities and NaNs as the type's bit pattern (`0x7FC00000`), as MLIR prints them.
void append_float(std::string& out, double v, DType t) {
  if (!std::isfinite(v)) {
    uint64_t bits = float_to_bits(t, v);
    out += "0x";
    for (int shift = int(dtype_bits(t)) - 4; shift >= 0; shift -= 4) out += kHexDigits[(bits >> shift) & 15];
    return;
  }
  char buf[64];
  auto res = t == DType::F64 ? std::to_chars(buf, buf + sizeof buf, v) : std::to_chars(buf, buf + sizeof buf, float(v));
  std::string s(buf, res.ptr);
  if (s.find('.') == std::string::npos) {
    size_t e = s.find('e');
    if (e == std::string::npos) s += ".0";
    else s.insert(e, ".0");
  }
  out += s;
}

void append_dense_array(std::string& out, const Attribute& a) {
  out += "array<";
  out += dtype_name(a.type.elem);
  bool is_float = dtype_is_float(a.type.elem);
  size_t n = is_float ? a.floats.size() : a.ints.size();
  for (size_t i = 0; i < n; ++i) {
    out += i ? ", " : ": ";
    if (is_float) append_float(out, a.floats[i], a.type.elem);
    else if (a.type.elem == DType::I1) out += a.ints[i] ? "true" : "false";
    else out += std::to_string(a.ints[i]);
  }
  out += ">";
}

void append_symbol_ref(std::string& out, std::string_view s) {
  size_t start = 0;
  while (true) {
    size_t sep = s.find("::", start);
    std::string_view part = s.substr(start, sep == std::string_view::npos ? std::string_view::npos : sep - start);
    out += '@';
    if (is_symbol_name(part)) out += part;
    else append_string_literal(out, part);
    if (sep == std::string_view::npos) return;
    out += "::";
    start = sep + 2;
  }
}

void append_attr(std::string& out, const Attribute& a);

void append_dict(std::string& out, const std::vector<std::pair<std::string, AttrP>>& dict) {
  out += "{";
  for (size_t i = 0; i < dict.size(); ++i) {
    if (i) out += ", ";
    append_name(out, dict[i].first);
    if (dict[i].second->kind == Attribute::Kind::Unit) continue;
    out += " = ";
    append_attr(out, *dict[i].second);
  }
  out += "}";
}

void append_attr(std::string& out, const Attribute& a) {
  using K = Attribute::Kind;
  switch (a.kind) {
    case K::Unit: out += "unit"; return;
    case K::Bool: out += a.b ? "true" : "false"; return;
    case K::Integer:  // i64 is the default type of an integer literal, as in MLIR's output
      out += std::to_string(a.i);
      if (!(a.type.kind == Type::Kind::Scalar && a.type.elem == DType::I64)) out += " : " + a.type.str();
      return;
    case K::Float:
      append_float(out, a.f, a.type.elem);
      out += " : " + a.type.str();
      return;
    case K::String: append_string_literal(out, a.str); return;
    case K::TypeAttr: out += a.type.str(); return;
    case K::Array:
      out += "[";
      for (size_t i = 0; i < a.elems.size(); ++i) {
        if (i) out += ", ";
        append_attr(out, *a.elems[i]);
      }
      out += "]";
      return;
    case K::DenseArray: append_dense_array(out, a); return;
    case K::DenseElements:
      if (a.data.size == 0) {
        out += "dense<>";
      } else {
        out += "dense<\"0x";
        append_hex(out, a.data.data, a.data.size);
        out += "\">";
      }
      out += " : " + a.type.str();
      return;
    case K::DenseResource:
      out += "dense_resource<";
      append_name(out, a.resource ? a.resource->name : std::string());
      out += "> : " + a.type.str();
      return;
    case K::AffineMapAttr: out += "affine_map<" + a.map.str() + ">"; return;
    case K::Dict: append_dict(out, a.dict); return;
    case K::SymbolRef: append_symbol_ref(out, a.str); return;
    case K::Opaque:
      out += a.str;
      if (a.type.kind != Type::Kind::None) out += " : " + a.type.str();
      return;
  }
}

class Printer {
 public:
  explicit Printer(std::string& out) : out_(out) {}

  void op(const Operation& op, int indent) {
    out_.append(size_t(indent) * 2, ' ');
    results(op);
    append_string_literal(out_, op.name);
    out_ += "(";
    for (size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      out_ += use_name(op.operands[i]);
    }
    out_ += ")";
    if (!op.successors.empty()) {
      out_ += "[";
      for (size_t i = 0; i < op.successors.size(); ++i) {
        if (i) out_ += ", ";
        out_ += "^bb" + std::to_string(block_index(*op.successors[i]));
      }
      out_ += "]";
    }
    if (!op.regions.empty()) {
      out_ += " (";
      for (size_t i = 0; i < op.regions.size(); ++i) {
        if (i) out_ += ", ";
        region(*op.regions[i], indent);
      }
      out_ += ")";
    }
    if (!op.attrs.empty()) {
      out_ += " ";
      append_dict(out_, op.attrs);
    }
    out_ += " : (";
    for (size_t i = 0; i < op.operands.size(); ++i) {
      if (i) out_ += ", ";
      out_ += op.operands[i]->type.str();
    }
    out_ += ") -> ";
    result_types(op);
    out_ += "\n";
  }

 private:
  void results(const Operation& op) {
    if (op.results.empty()) return;
    std::string base = "%" + std::to_string(next_value_++);
    if (op.results.size() == 1) {
      names_[op.results[0].get()] = base;
      out_ += base + " = ";
      return;
    }
    for (size_t i = 0; i < op.results.size(); ++i) names_[op.results[i].get()] = base + "#" + std::to_string(i);
    out_ += base + ":" + std::to_string(op.results.size()) + " = ";
  }

  void result_types(const Operation& op) {
    bool bare = op.results.size() == 1 && op.results[0]->type.kind != Type::Kind::Function;
    if (!bare) out_ += "(";
    for (size_t i = 0; i < op.results.size(); ++i) {
      if (i) out_ += ", ";
      out_ += op.results[i]->type.str();
    }
    if (!bare) out_ += ")";
  }

  void region(const Region& r, int indent) {
    out_ += "{\n";
    for (size_t b = 0; b < r.blocks.size(); ++b) {
      const Block& block = *r.blocks[b];
      if (b > 0 || !block.args.empty()) block_header(block, b, indent + 1);
      for (const auto& child : block.ops) op(*child, indent + 1);
    }
    out_.append(size_t(indent) * 2, ' ');
    out_ += "}";
  }

  // A block's position in its region, which is the number its printed label carries.
  static size_t block_index(const Block& block) {
    const auto& blocks = block.parent->blocks;
    for (size_t i = 0; i < blocks.size(); ++i)
      if (blocks[i].get() == &block) return i;
    return blocks.size();
  }

  void block_header(const Block& block, size_t index, int indent) {
    out_.append(size_t(indent) * 2, ' ');
    out_ += "^bb" + std::to_string(index);
    if (!block.args.empty()) {
      out_ += "(";
      for (size_t i = 0; i < block.args.size(); ++i) {
        if (i) out_ += ", ";
        std::string name = "%arg" + std::to_string(next_arg_++);
        names_[block.args[i].get()] = name;
        out_ += name + ": " + block.args[i]->type.str();
      }
      out_ += ")";
    }
    out_ += ":\n";
  }

  // Values printed before get their print name; others (print_op of a lone op) keep their
  // source spelling.
  std::string use_name(const Value* v) const {
    auto it = names_.find(v);
    if (it != names_.end()) return it->second;
    return v->name.empty() ? "%v" + std::to_string(v->id) : "%" + v->name;
  }

  std::string& out_;
  std::unordered_map<const Value*, std::string> names_;
  uint64_t next_value_ = 0;
  uint64_t next_arg_ = 0;
};

void append_resources(std::string& out, const Module& m) {
  out += "\n{-#\n  dialect_resources: {\n    builtin: {\n";
  for (size_t i = 0; i < m.resources.size(); ++i) {
    const Resource& r = *m.resources[i];
    out += "      ";
    append_name(out, r.name);
    out += ": \"0x";
    uint8_t align[4] = {uint8_t(r.alignment), uint8_t(r.alignment >> 8), uint8_t(r.alignment >> 16),
                        uint8_t(r.alignment >> 24)};
    append_hex(out, align, 4);
    append_hex(out, r.blob.data, r.blob.size);
    out += i + 1 < m.resources.size() ? "\",\n" : "\"\n";
  }
  out += "    }\n  }\n#-}\n";
}

}  // namespace

std::string print_attribute(const Attribute& a) {
  std::string out;
  append_attr(out, a);
  return out;
}

std::string print_op(const Operation& op) {
  std::string out;
  Printer(out).op(op, 0);
  return out;
}

std::string print_module(const Module& m) {
  std::string out = "module";
  if (!m.sym_name.empty()) {
    out += " ";
    append_symbol_ref(out, m.sym_name);
  }
  if (!m.attrs.empty()) {
    out += " attributes ";
    append_dict(out, m.attrs);
  }
  out += " {\n";
  Printer p(out);
  for (const auto& op : m.body->ops) p.op(*op, 1);
  out += "}\n";
  if (!m.resources.empty()) append_resources(out, m);
  return out;
}

}  // namespace linrt::graph

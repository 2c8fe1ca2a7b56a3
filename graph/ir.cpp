#include "graph/ir.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#include "graph/printer.h"

namespace linrt::graph {

// ---------------------------------------------------------------------------------------------
// Location

std::string Location::str() const {
  if (!file || line == 0) return "<unknown>";
  return *file + ":" + std::to_string(line) + ":" + std::to_string(col);
}

// ---------------------------------------------------------------------------------------------
// Type

Type Type::scalar(DType t) {
  Type r;
  r.kind = Kind::Scalar;
  r.elem = t;
  return r;
}

Type Type::tensor(DType t, std::vector<int64_t> shape) {
  Type r;
  r.kind = Kind::Tensor;
  r.elem = t;
  r.shape = std::move(shape);
  return r;
}

Type Type::opaque(std::string text) {
  Type r;
  r.kind = Kind::Opaque;
  r.text = std::move(text);
  return r;
}

bool Type::has_static_shape() const {
  if (unranked) return false;
  return std::none_of(shape.begin(), shape.end(), [](int64_t d) { return d < 0; });
}

std::optional<int64_t> Type::num_elements() const {
  if (!has_static_shape()) return std::nullopt;
  int64_t n = 1;
  for (int64_t d : shape)
    if (__builtin_mul_overflow(n, d, &n)) return std::nullopt;
  return n;
}

namespace {

void append_shape(std::string& out, const std::vector<int64_t>& shape) {
  for (int64_t d : shape) {
    out += d == kDynamic ? std::string("?") : std::to_string(d);
    out += 'x';
  }
}

void append_type_list(std::string& out, const std::vector<Type>& types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out += ", ";
    out += types[i].str();
  }
}

}  // namespace

std::string Type::str() const {
  std::string out;
  switch (kind) {
    case Kind::None:
      return "none";
    case Kind::Scalar:
      return std::string(dtype_name(elem));
    case Kind::Tensor:
      out = "tensor<";
      if (unranked) out += "*x";
      append_shape(out, shape);
      out += dtype_name(elem);
      if (!text.empty()) out += ", " + text;
      return out + ">";
    case Kind::Vector:
      out = "vector<";
      append_shape(out, shape);
      out += dtype_name(elem);
      return out + ">";
    case Kind::Function: {
      out = "(";
      append_type_list(out, inputs);
      out += ") -> ";
      bool bare = results.size() == 1 && results[0].kind != Kind::Function;
      if (!bare) out += "(";
      append_type_list(out, results);
      if (!bare) out += ")";
      return out;
    }
    case Kind::Opaque:
      return text;
  }
  return out;
}

bool Type::operator==(const Type& o) const {
  if (kind != o.kind) return false;
  switch (kind) {
    case Kind::None: return true;
    case Kind::Scalar: return elem == o.elem;
    case Kind::Tensor:
      return elem == o.elem && shape == o.shape && unranked == o.unranked && text == o.text;
    case Kind::Vector: return elem == o.elem && shape == o.shape;
    case Kind::Function: return inputs == o.inputs && results == o.results;
    case Kind::Opaque: return text == o.text;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Affine expressions

AffineExprP AffineExpr::dim(int64_t i) {
  auto e = std::make_shared<AffineExpr>();
  e->kind = Kind::Dim;
  e->value = i;
  return e;
}

AffineExprP AffineExpr::symbol(int64_t i) {
  auto e = std::make_shared<AffineExpr>();
  e->kind = Kind::Symbol;
  e->value = i;
  return e;
}

AffineExprP AffineExpr::constant(int64_t v) {
  auto e = std::make_shared<AffineExpr>();
  e->kind = Kind::Const;
  e->value = v;
  return e;
}

AffineExprP AffineExpr::binary(Kind k, AffineExprP l, AffineExprP r) {
  auto e = std::make_shared<AffineExpr>();
  e->kind = k;
  e->lhs = std::move(l);
  e->rhs = std::move(r);
  return e;
}

namespace {

// Two's-complement wrapping arithmetic: affine maps from untrusted files must not trigger
// signed-overflow undefined behaviour.
int64_t wrap_add(int64_t a, int64_t b) { return int64_t(uint64_t(a) + uint64_t(b)); }
int64_t wrap_mul(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }

int64_t floor_div(int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (b == -1) return int64_t(0 - uint64_t(a));
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t ceil_div(int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (b == -1) return int64_t(0 - uint64_t(a));
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) == (b < 0))) ++q;
  return q;
}

int64_t floor_mod(int64_t a, int64_t b) {
  if (b == 0 || b == -1) return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

int64_t lookup(std::span<const int64_t> values, int64_t i) {
  return (i >= 0 && size_t(i) < values.size()) ? values[size_t(i)] : 0;
}

// Binding strength for printing: sums bind loosest.
int precedence(AffineExpr::Kind k) {
  switch (k) {
    case AffineExpr::Kind::Add: return 1;
    case AffineExpr::Kind::Mul:
    case AffineExpr::Kind::Mod:
    case AffineExpr::Kind::FloorDiv:
    case AffineExpr::Kind::CeilDiv: return 2;
    default: return 3;
  }
}

std::string operand_str(const AffineExprP& e, int parent_prec, bool right_side) {
  std::string s = e->str();
  int p = precedence(e->kind);
  if (p < parent_prec || (right_side && p == parent_prec)) return "(" + s + ")";
  return s;
}

// `x * -1`: the form a subtraction's right-hand side takes.
const AffineExpr* negated_operand(const AffineExpr& e) {
  if (e.kind == AffineExpr::Kind::Mul && e.rhs->kind == AffineExpr::Kind::Const &&
      e.rhs->value == -1)
    return e.lhs.get();
  return nullptr;
}

}  // namespace

int64_t AffineExpr::eval(std::span<const int64_t> dims, std::span<const int64_t> symbols) const {
  switch (kind) {
    case Kind::Dim: return lookup(dims, value);
    case Kind::Symbol: return lookup(symbols, value);
    case Kind::Const: return value;
    default: break;
  }
  int64_t a = lhs->eval(dims, symbols);
  int64_t b = rhs->eval(dims, symbols);
  switch (kind) {
    case Kind::Add: return wrap_add(a, b);
    case Kind::Mul: return wrap_mul(a, b);
    case Kind::Mod: return floor_mod(a, b);
    case Kind::FloorDiv: return floor_div(a, b);
    case Kind::CeilDiv: return ceil_div(a, b);
    default: return 0;
  }
}

std::string AffineExpr::str() const {
  switch (kind) {
    case Kind::Dim: return std::string(1, 'd').append(std::to_string(value));
    case Kind::Symbol: return std::string(1, 's').append(std::to_string(value));
    case Kind::Const: return std::to_string(value);
    default: break;
  }
  int p = precedence(kind);
  std::string l = operand_str(lhs, p, false);
  if (kind == Kind::Add) {
    // The parser reads `a - c` as a + (-c) and `a - x` as a + x * -1; print them back that way.
    if (rhs->kind == Kind::Const && rhs->value < 0 && rhs->value != INT64_MIN)
      return l + " - " + std::to_string(-rhs->value);
    if (const AffineExpr* neg = negated_operand(*rhs)) {
      std::string r = neg->str();
      if (precedence(neg->kind) <= p) r = "(" + r + ")";
      return l + " - " + r;
    }
    return l + " + " + operand_str(rhs, p, true);
  }
  const char* op = kind == Kind::Mul        ? " * "
                   : kind == Kind::Mod      ? " mod "
                   : kind == Kind::FloorDiv ? " floordiv "
                                            : " ceildiv ";
  return l + op + operand_str(rhs, p, true);
}

// ---------------------------------------------------------------------------------------------
// Affine maps

std::optional<unsigned> AffineMap::result_dim(size_t r) const {
  if (r >= results.size() || results[r]->kind != AffineExpr::Kind::Dim) return std::nullopt;
  return unsigned(results[r]->value);
}

bool AffineMap::is_projected_permutation() const {
  std::vector<bool> seen(num_dims, false);
  for (size_t r = 0; r < results.size(); ++r) {
    auto d = result_dim(r);
    if (!d || *d >= num_dims || seen[*d]) return false;
    seen[*d] = true;
  }
  return true;
}

bool AffineMap::is_identity() const {
  if (num_dims != results.size()) return false;
  for (size_t r = 0; r < results.size(); ++r)
    if (result_dim(r) != unsigned(r)) return false;
  return true;
}

void AffineMap::eval(std::span<const int64_t> dims, std::span<int64_t> out,
                     std::span<const int64_t> symbols) const {
  size_t n = std::min(out.size(), results.size());
  for (size_t r = 0; r < n; ++r) out[r] = results[r]->eval(dims, symbols);
}

std::string AffineMap::str() const {
  std::string out = "(";
  for (unsigned d = 0; d < num_dims; ++d) out += (d ? ", d" : "d") + std::to_string(d);
  out += ")";
  if (num_symbols) {
    out += "[";
    for (unsigned s = 0; s < num_symbols; ++s) out += (s ? ", s" : "s") + std::to_string(s);
    out += "]";
  }
  out += " -> (";
  for (size_t r = 0; r < results.size(); ++r) {
    if (r) out += ", ";
    out += results[r]->str();
  }
  return out + ")";
}

// ---------------------------------------------------------------------------------------------
// Blob

Blob Blob::from_vector(std::vector<uint8_t> bytes) {
  auto owned = std::make_shared<const std::vector<uint8_t>>(std::move(bytes));
  Blob b;
  b.data = owned->data();
  b.size = owned->size();
  b.owner = owned;
  return b;
}

// ---------------------------------------------------------------------------------------------
// Attribute

const Blob* Attribute::elements_blob() const {
  if (kind == Kind::DenseElements) return &data;
  if (kind == Kind::DenseResource && resource && resource->resolved) return &resource->blob;
  return nullptr;
}

namespace {

// Reads element `i` of an integer blob as int64: signless and signed types sign-extend,
// unsigned types and i1 zero-extend.
int64_t read_int_element(const uint8_t* p, DType t) {
  switch (dtype_size(t)) {
    case 1: {
      uint8_t v = p[0];
      return (dtype_is_unsigned(t) || t == DType::I1) ? int64_t(v) : int64_t(int8_t(v));
    }
    case 2: {
      uint16_t v;
      std::memcpy(&v, p, 2);
      return dtype_is_unsigned(t) ? int64_t(v) : int64_t(int16_t(v));
    }
    case 4: {
      uint32_t v;
      std::memcpy(&v, p, 4);
      return dtype_is_unsigned(t) ? int64_t(v) : int64_t(int32_t(v));
    }
    default: {
      int64_t v;
      std::memcpy(&v, p, 8);
      return v;
    }
  }
}

std::optional<std::vector<int64_t>> dense_int_list(const Attribute& a,
                                                   std::optional<size_t> expected_len) {
  const Blob* blob = a.elements_blob();
  if (!blob || !blob->data || dtype_is_float(a.type.elem)) return std::nullopt;
  if (a.type.kind != Type::Kind::Tensor && a.type.kind != Type::Kind::Vector) return std::nullopt;
  size_t esize = dtype_size(a.type.elem);
  size_t stored = blob->size / esize;
  std::vector<int64_t> out;
  if (a.kind == Attribute::Kind::DenseElements && a.splat) {
    if (stored < 1) return std::nullopt;
    auto n = expected_len ? std::optional<int64_t>(int64_t(*expected_len)) : a.type.num_elements();
    // A splat's length is only its type's word: no integer list of this size is ever asked for,
    // and expanding a fuzzed vector<4294967296xi64> would exhaust memory.
    constexpr int64_t kMaxSplatList = int64_t(1) << 20;
    if (!n || *n > kMaxSplatList) return std::nullopt;
    out.assign(size_t(*n), read_int_element(blob->data, a.type.elem));
    return out;
  }
  out.reserve(stored);
  for (size_t i = 0; i < stored; ++i) out.push_back(read_int_element(blob->data + i * esize, a.type.elem));
  return out;
}

}  // namespace

std::optional<std::vector<int64_t>> Attribute::as_int_list(std::optional<size_t> expected_len) const {
  switch (kind) {
    case Kind::Array: {
      std::vector<int64_t> out;
      out.reserve(elems.size());
      for (const auto& e : elems) {
        if (!e || e->kind != Kind::Integer) return std::nullopt;
        out.push_back(e->i);
      }
      return out;
    }
    case Kind::DenseArray:
      if (dtype_is_float(type.elem)) return std::nullopt;
      return ints;
    case Kind::DenseElements:
    case Kind::DenseResource:
      return dense_int_list(*this, expected_len);
    default:
      return std::nullopt;
  }
}

std::string Attribute::str_repr() const { return print_attribute(*this); }

// ---------------------------------------------------------------------------------------------
// Operation and Module

const Attribute* Operation::attr(std::string_view key) const {
  for (const auto& [k, v] : attrs)
    if (k == key) return v.get();
  return nullptr;
}

void Operation::set_attr(std::string key, AttrP value) {
  for (auto& [k, v] : attrs) {
    if (k == key) {
      v = std::move(value);
      return;
    }
  }
  attrs.emplace_back(std::move(key), std::move(value));
}

std::string_view Operation::dialect() const {
  std::string_view n = name;
  size_t dot = n.find('.');
  return dot == std::string_view::npos ? std::string_view() : n.substr(0, dot);
}

std::string Operation::describe() const { return name + " at " + loc.str(); }

namespace {

bool has_sym_name(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr("sym_name");
  return a && a->kind == Attribute::Kind::String && a->str == name;
}

}  // namespace

Operation* Module::lookup_function(std::string_view name) const {
  for (const auto& op : body->ops)
    if ((op->is(OpId::FuncFunc) || op->is(OpId::UtilFunc)) && has_sym_name(*op, name))
      return op.get();
  return nullptr;
}

Operation* Module::lookup_symbol(std::string_view name) const {
  for (const auto& op : body->ops)
    if (has_sym_name(*op, name)) return op.get();
  return nullptr;
}

// ---------------------------------------------------------------------------------------------
// Attribute-shape helpers

std::optional<std::vector<bool>> reduction_dims(const Operation& op) {
  const Attribute* it = op.attr("iterator_types");
  if (!it || it->kind != Attribute::Kind::Array) return std::nullopt;
  std::vector<bool> out;
  for (const auto& e : it->elems) {
    std::string_view s;
    if (e->kind == Attribute::Kind::String) {
      s = e->str;
    } else if (e->kind == Attribute::Kind::Opaque) {
      // #linalg.iterator_type<parallel>
      std::string_view t = e->str;
      constexpr std::string_view prefix = "#linalg.iterator_type<";
      if (!t.starts_with(prefix) || !t.ends_with(">")) return std::nullopt;
      s = t.substr(prefix.size(), t.size() - prefix.size() - 1);
    } else {
      return std::nullopt;
    }
    if (s == "parallel") out.push_back(false);
    else if (s == "reduction") out.push_back(true);
    else return std::nullopt;
  }
  return out;
}

std::optional<std::vector<int64_t>> operand_segments(const Operation& op) {
  const Attribute* a = op.attr("operandSegmentSizes");
  if (!a) a = op.attr("operand_segment_sizes");
  if (!a) return std::nullopt;
  return a->as_int_list();
}

std::optional<std::string> cmp_predicate(const Operation& op) {
  static constexpr std::array<std::string_view, 16> kCmpF = {
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
      "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  static constexpr std::array<std::string_view, 10> kCmpI = {"eq",  "ne",  "slt", "sle", "sgt",
                                                             "sge", "ult", "ule", "ugt", "uge"};
  std::span<const std::string_view> names;
  if (op.is(OpId::ArithCmpf)) names = kCmpF;
  else if (op.is(OpId::ArithCmpi)) names = kCmpI;
  else return std::nullopt;
  const Attribute* a = op.attr("predicate");
  if (!a) return std::nullopt;
  if (a->kind == Attribute::Kind::String) {
    if (std::find(names.begin(), names.end(), a->str) == names.end()) return std::nullopt;
    return a->str;
  }
  if (a->kind == Attribute::Kind::Integer && a->i >= 0 && size_t(a->i) < names.size())
    return std::string(names[size_t(a->i)]);
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Attribute builders

AttrP i64_array_attr(std::vector<int64_t> values) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseArray;
  a->type = Type::scalar(DType::I64);
  a->ints = std::move(values);
  return a;
}

AttrP i32_array_attr(std::vector<int64_t> values) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseArray;
  a->type = Type::scalar(DType::I32);
  a->ints = std::move(values);
  return a;
}

AttrP i64_attr(int64_t value) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Integer;
  a->type = Type::scalar(DType::I64);
  a->i = value;
  return a;
}

AttrP f64_attr(double value) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Float;
  a->type = Type::scalar(DType::F64);
  a->f = value;
  return a;
}

AttrP bool_attr(bool value) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Bool;
  a->b = value;
  return a;
}

AttrP string_attr(std::string value) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::String;
  a->str = std::move(value);
  return a;
}

}  // namespace linrt::graph

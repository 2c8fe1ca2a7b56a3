// Attributes: numbers, strings, arrays, dictionaries, symbol references, aliases, opaque
// dialect attributes, dense arrays, affine maps, and dense / dense_resource elements.
#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_set>

#include "graph/parse_internal.h"

namespace linrt::graph::detail {

static_assert(std::endian::native == std::endian::little,
              "dense element storage assumes a little-endian host");

namespace {

// Type keywords that make an attribute a TypeAttr rather than an opaque `name<...>` attribute.
bool is_type_keyword(std::string_view s) {
  return s == "tensor" || s == "vector" || s == "memref" || s == "complex" || s == "tuple" ||
         s == "opaque" || s == "none" || dtype_from_name(s).has_value();
}

bool parse_magnitude(std::string_view s, uint64_t& out) {
  int base = 10;
  if (s.starts_with("0x")) {
    s.remove_prefix(2);
    base = 16;
  }
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out, base);
  return ec == std::errc() && p == s.data() + s.size();
}

// Rounds a value to what the float type can hold, so that attributes print back exactly.
double round_to(double v, DType t) { return t == DType::F64 ? v : float_from_bits(t, float_to_bits(t, v)); }

}  // namespace

// ----- number literals shared by scalar attributes, dense elements and dense arrays

namespace {

struct Literal {
  Token tok;
  bool neg = false;
};

class LiteralDecoder {
 public:
  explicit LiteralDecoder(Parser& p) : p_(p) {}

  // An integer literal of type `t`, sign-extended (signless/signed) or zero-extended.
  int64_t integer(const Literal& l, DType t) const {
    if (l.tok.is(Tok::BareIdent) && (l.tok.text == "true" || l.tok.text == "false") && !l.neg) {
      if (t != DType::I1) p_.fail(l.tok, "boolean literal for a non-i1 integer type");
      return l.tok.text == "true";
    }
    if (!l.tok.is(Tok::Integer))
      p_.fail(l.tok, "expected an integer literal for " + std::string(dtype_name(t)));
    uint64_t mag = 0;
    if (!parse_magnitude(l.tok.text, mag)) p_.fail(l.tok, "integer literal is too large");
    unsigned bits = dtype_bits(t);
    if (l.neg && dtype_is_unsigned(t))
      p_.fail(l.tok, "negative integer literal for unsigned type " + std::string(dtype_name(t)));
    bool fits = l.neg ? (bits == 64 ? mag <= (uint64_t(1) << 63) : mag <= (uint64_t(1) << (bits - 1)))
                      : (bits == 64 || mag <= (uint64_t(1) << bits) - 1);
    if (t == DType::I1 && !l.neg) fits = mag <= 1;
    if (!fits) p_.fail(l.tok, "integer literal does not fit in " + std::string(dtype_name(t)));
    uint64_t v = l.neg ? 0 - mag : mag;
    if (bits == 64) return int64_t(v);
    v &= (uint64_t(1) << bits) - 1;
    bool sign_extend = !dtype_is_unsigned(t) && t != DType::I1 && (v >> (bits - 1)) & 1;
    return int64_t(sign_extend ? v | ~((uint64_t(1) << bits) - 1) : v);
  }

  // Raw bits of a float literal of type `t` (hex literals are bit patterns).
  uint64_t float_bits(const Literal& l, DType t) const {
    if (l.tok.is(Tok::Integer) && l.tok.text.starts_with("0x")) {
      if (l.neg) p_.fail(l.tok, "hexadecimal float literal must not have a leading minus");
      uint64_t bits = 0;
      if (!parse_magnitude(l.tok.text, bits) || (dtype_bits(t) < 64 && bits >> dtype_bits(t)))
        p_.fail(l.tok, "hexadecimal float literal does not fit in " + std::string(dtype_name(t)));
      return bits;
    }
    return float_to_bits(t, value(l, t));
  }

  // The value of a float literal of type `t`, rounded to that type.
  double value(const Literal& l, DType t) const {
    double v = 0;
    const Token& k = l.tok;
    if (k.is(Tok::Float)) {
      auto [p, ec] = std::from_chars(k.text.data(), k.text.data() + k.text.size(), v);
      if (p != k.text.data() + k.text.size() || (ec != std::errc() && ec != std::errc::result_out_of_range))
        p_.fail(k, "invalid float literal");
      if (ec == std::errc::result_out_of_range) v = std::abs(v) < 1 ? 0.0 : HUGE_VAL;
    } else if (k.is(Tok::Integer) && k.text.starts_with("0x")) {
      return float_from_bits(t, float_bits(l, t));
    } else if (k.is(Tok::Integer)) {
      uint64_t mag = 0;
      if (!parse_magnitude(k.text, mag)) p_.fail(k, "integer literal is too large");
      v = double(mag);
    } else if (k.is_keyword("inf")) {
      v = HUGE_VAL;
    } else if (k.is_keyword("nan")) {
      v = std::numeric_limits<double>::quiet_NaN();
    } else {
      p_.fail(k, "expected a float literal for " + std::string(dtype_name(t)));
    }
    return round_to(l.neg ? -v : v, t);
  }

  // Writes one element of type `t` at `dst` in its natural storage.
  void store(const Literal& l, DType t, uint8_t* dst) const {
    if (dtype_is_float(t)) {
      uint64_t bits = float_bits(l, t);
      std::memcpy(dst, &bits, dtype_size(t));
    } else {
      int64_t v = integer(l, t);
      std::memcpy(dst, &v, dtype_size(t));
    }
  }

 private:
  Parser& p_;
};

// Takes an optional '-' and the literal token after it.
Literal take_literal(Parser& p) {
  Literal l;
  l.neg = p.consume_if(Tok::Minus);
  const Token& t = p.tok();
  bool ok = t.is(Tok::Integer) || t.is(Tok::Float) ||
            (t.is(Tok::BareIdent) && (t.text == "true" || t.text == "false" || t.text == "inf" || t.text == "nan"));
  if (t.is(Tok::LParen)) p.fail_here("complex literals are not supported");
  if (!ok) p.fail_here("expected a number literal");
  l.tok = t;
  p.advance();
  return l;
}

}  // namespace

AttrP Parser::parse_number_attr() {
  Literal l = take_literal(*this);
  LiteralDecoder dec(*this);
  auto a = std::make_shared<Attribute>();
  Type t;
  if (consume_if(Tok::Colon)) {
    Token type_tok = tok_;
    t = parse_type();
    if (t.kind != Type::Kind::Scalar) fail(type_tok, "number literal needs an integer, index or float type");
  } else if (l.tok.is(Tok::BareIdent) && (l.tok.text == "true" || l.tok.text == "false")) {
    fail(l.tok, "unexpected boolean here");
  } else {
    t = Type::scalar(l.tok.is(Tok::Integer) ? DType::I64 : DType::F64);
  }
  a->type = t;
  if (dtype_is_float(t.elem)) {
    a->kind = Attribute::Kind::Float;
    a->f = dec.value(l, t.elem);
  } else {
    if (l.tok.is(Tok::Float)) fail(l.tok, "float literal for integer type " + t.str());
    a->kind = Attribute::Kind::Integer;
    a->i = dec.integer(l, t.elem);
  }
  return a;
}

AttrP Parser::parse_number_as(DType t) {
  Literal l = take_literal(*this);
  LiteralDecoder dec(*this);
  if (dtype_is_float(t)) return make_float_attr(dec.value(l, t), t);
  return make_int_attr(dec.integer(l, t), t);
}

// ----- attribute dispatch

AttrP Parser::parse_attribute() {
  Nest nest(*this);
  switch (tok_.kind) {
    case Tok::LSquare: {
      advance();
      std::vector<AttrP> elems;
      if (!consume_if(Tok::RSquare)) {
        do {
          elems.push_back(parse_attribute());
        } while (consume_if(Tok::Comma));
        expect(Tok::RSquare, "']' to close the array");
      }
      return make_array_attr(std::move(elems));
    }
    case Tok::LBrace: {
      std::vector<std::pair<std::string, AttrP>> entries;
      parse_attr_dict(entries);
      return make_dict_attr(std::move(entries));
    }
    case Tok::String: {
      AttrP a = make_string_attr(decode_string(lexer(), tok_));
      advance();
      if (consume_if(Tok::Colon)) parse_type();  // a typed string; the type carries no meaning here
      return a;
    }
    case Tok::AtIdent: return parse_symbol_ref();
    case Tok::Integer:
    case Tok::Float:
    case Tok::Minus: return parse_number_attr();
    case Tok::HashIdent: return parse_hash_attr();
    case Tok::LParen:
    case Tok::BangIdent: return make_type_attr(parse_type());
    case Tok::BareIdent: break;
    default: fail_here("expected an attribute value");
  }
  std::string_view kw = tok_.text;
  if (kw == "true" || kw == "false") {
    auto a = std::make_shared<Attribute>();
    a->kind = Attribute::Kind::Bool;
    a->b = kw == "true";
    advance();
    return a;
  }
  if (kw == "inf" || kw == "nan") return parse_number_attr();
  if (kw == "unit") {
    advance();
    return make_unit_attr();
  }
  if (kw == "dense") return parse_dense();
  if (kw == "dense_resource") return parse_dense_resource();
  if (kw == "array") return parse_dense_array();
  if (kw == "affine_map") return parse_affine_map_attr();
  if (!is_type_keyword(kw) && lexer().peek_char() == '<') return parse_keyword_opaque_attr();
  return make_type_attr(parse_type());
}

void Parser::parse_attr_dict(std::vector<std::pair<std::string, AttrP>>& out) {
  Nest nest(*this);
  expect(Tok::LBrace, "'{' to open an attribute dictionary");
  if (consume_if(Tok::RBrace)) return;
  std::unordered_set<std::string> seen;
  do {
    Token key_tok = tok_;
    std::string key;
    if (tok_.is(Tok::String)) key = decode_string(lexer(), tok_);
    else if (tok_.is(Tok::BareIdent)) key = std::string(tok_.text);
    else fail_here("expected an attribute name");
    advance();
    if (!seen.insert(key).second) fail(key_tok, "duplicate attribute '" + key + "'");
    AttrP value = consume_if(Tok::Equal) ? parse_attribute() : make_unit_attr();
    out.emplace_back(std::move(key), std::move(value));
  } while (consume_if(Tok::Comma));
  expect(Tok::RBrace, "'}' to close the attribute dictionary");
}

bool Parser::parse_optional_attr_dict(Operation& op) {
  if (!tok_.is(Tok::LBrace)) return false;
  parse_attr_dict(op.attrs);
  return true;
}

bool Parser::parse_optional_attr_dict_with_keyword(Operation& op, std::string_view keyword) {
  if (!tok_.is_keyword(keyword)) return false;
  advance();
  consume_if(Tok::Equal);  // linalg spells it `attrs = {...}`
  if (!tok_.is(Tok::LBrace)) fail_here("expected '{' after '" + std::string(keyword) + "'");
  parse_attr_dict(op.attrs);
  return true;
}

void Parser::parse_attr_alias() {
  Token name = expect(Tok::HashIdent, "attribute alias");
  expect(Tok::Equal, "'=' in the attribute alias");
  if (tok_.is_keyword("loc") && lexer().peek_char() == '(') {
    skip_optional_location();  // location aliases carry debug info only
    return;
  }
  AttrP a = parse_attribute();
  if (!attr_aliases_.emplace(std::string(name.text.substr(1)), std::move(a)).second)
    fail(name, "redefinition of attribute alias '" + std::string(name.text) + "'");
}

AttrP Parser::parse_hash_attr() {
  Token t = tok_;
  std::string name(t.text.substr(1));
  auto alias = attr_aliases_.find(name);
  if (alias != attr_aliases_.end()) {
    advance();
    return alias->second;
  }
  bool has_body = lexer().peek_char() == '<';
  if (!has_body && name.find('.') == std::string::npos)
    fail_here("undefined attribute alias '#" + name + "'");
  std::string text(t.text);
  if (has_body) text += lexer().scan_balanced('<', max_depth());
  advance();
  AttrP a = make_opaque_attr(std::move(text));
  if (has_body && consume_if(Tok::Colon)) {
    auto typed = std::make_shared<Attribute>(*a);
    typed->type = parse_type();
    return typed;
  }
  return a;
}

AttrP Parser::parse_keyword_opaque_attr() {
  std::string text(tok_.text);
  text += lexer().scan_balanced('<', max_depth());
  advance();
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Opaque;
  a->str = std::move(text);
  if (consume_if(Tok::Colon)) a->type = parse_type();
  return a;
}

AttrP Parser::parse_symbol_ref() {
  std::string name;
  while (true) {
    Token t = expect(Tok::AtIdent, "symbol reference");
    std::string part = t.text.size() > 1 && t.text[1] == '"'
                           ? decode_string(lexer(), Token{Tok::String, t.text.substr(1), t.line, t.col + 1})
                           : std::string(t.text.substr(1));
    name += part;
    if (!tok_.is(Tok::ColonColon) || !peek().is(Tok::AtIdent)) break;
    advance();
    name += "::";
  }
  return make_symbol_attr(std::move(name));
}

// ----- dense arrays: array<i64: 1, 2>

AttrP Parser::parse_dense_array() {
  advance();
  expect(Tok::Less, "'<' after 'array'");
  Token type_tok = tok_;
  Type t = parse_type();
  static constexpr DType kAllowed[] = {DType::I1, DType::I8, DType::I16, DType::I32, DType::I64, DType::F32, DType::F64};
  bool ok = t.kind == Type::Kind::Scalar &&
            std::find(std::begin(kAllowed), std::end(kAllowed), t.elem) != std::end(kAllowed);
  if (!ok) fail(type_tok, "dense array element type must be i1, i8, i16, i32, i64, f32 or f64");
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseArray;
  a->type = t;
  LiteralDecoder dec(*this);
  if (consume_if(Tok::Colon)) {
    do {
      Literal l = take_literal(*this);
      if (dtype_is_float(t.elem)) a->floats.push_back(dec.value(l, t.elem));
      else a->ints.push_back(dec.integer(l, t.elem));
    } while (consume_if(Tok::Comma));
  }
  expect(Tok::Greater, "'>' to close the dense array");
  return a;
}

// ----- dense elements

namespace {

// A dense literal as written: nested lists of scalars, their shape, and whether it was a
// single scalar (a splat).
struct DenseLiteral {
  std::vector<Literal> elems;
  std::vector<int64_t> shape;
  bool scalar = false;
};

void parse_literal_tree(Parser& p, DenseLiteral& lit, std::vector<int64_t>& shape) {
  Parser::Nest nest(p);
  if (!p.tok().is(Tok::LSquare)) {
    lit.elems.push_back(take_literal(p));
    shape.clear();
    return;
  }
  p.advance();
  if (p.consume_if(Tok::RSquare)) {
    shape.assign(1, 0);
    return;
  }
  std::vector<int64_t> first, sub;
  int64_t count = 0;
  do {
    Token at = p.tok();
    parse_literal_tree(p, lit, sub);
    if (count == 0) first = sub;
    else if (sub != first) p.fail(at, "dense literal is not rectangular: sibling lists differ in shape");
    ++count;
  } while (p.consume_if(Tok::Comma));
  p.expect(Tok::RSquare, "']' to close the dense literal list");
  shape.assign(1, count);
  shape.insert(shape.end(), first.begin(), first.end());
}

std::string shape_str(const std::vector<int64_t>& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + "]";
}

}  // namespace

AttrP Parser::parse_dense() {
  Token kw = tok_;
  advance();
  Token open = expect(Tok::Less, "'<' after 'dense'");
  DenseLiteral lit;
  Token hex;
  bool has_hex = false, empty = false;
  if (tok_.is(Tok::Greater)) {
    empty = true;
  } else if (tok_.is(Tok::String)) {
    hex = tok_;
    has_hex = true;
    advance();
  } else {
    lit.scalar = !tok_.is(Tok::LSquare);
    parse_literal_tree(*this, lit, lit.shape);
  }
  Token close = expect(Tok::Greater, "'>' to close the dense literal");
  expect(Tok::Colon, "':' and the type of the dense elements");
  Token type_tok = tok_;
  Type t = parse_type();
  if (t.kind == Type::Kind::Opaque && (t.text.starts_with("tensor<") || t.text.starts_with("vector<"))) {
    // Elements linrt has no DType for (f8E4M3FN, i4, complex): keep the literal as text, so the
    // file still parses and only ops that use the constant are unsupported.
    const char* body = open.text.data() + 1;
    auto a = make_opaque_attr("dense<" + std::string(body, size_t(close.text.data() - body)) + ">");
    auto typed = std::make_shared<Attribute>(*a);
    typed->type = t;
    return typed;
  }
  if ((t.kind != Type::Kind::Tensor && t.kind != Type::Kind::Vector) || !t.has_static_shape())
    fail(type_tok, "dense elements need a statically shaped tensor or vector type, got " + t.str());
  auto n = t.num_elements();
  size_t esize = dtype_size(t.elem), total = 0;
  if (!n || __builtin_mul_overflow(size_t(*n), esize, &total)) fail(type_tok, "tensor type is too large");
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseElements;
  a->type = t;
  if (has_hex) {
    std::vector<uint8_t> bytes = decode_hex(lexer(), hex);
    if (bytes.size() == total) a->splat = false;
    else if (bytes.size() == esize) a->splat = true;
    else
      fail(hex, "hex data is " + std::to_string(bytes.size()) + " bytes but " + t.str() + " needs " +
                    std::to_string(total) + " (or " + std::to_string(esize) + " for a splat)");
    if (t.elem == DType::I1)
      for (uint8_t& b : bytes) b = b != 0;
    a->data = Blob::from_vector(std::move(bytes));
    return a;
  }
  if (empty && *n != 0) fail(kw, "empty dense literal for " + t.str() + " with " + std::to_string(*n) + " elements");
  LiteralDecoder dec(*this);
  if (lit.scalar) {
    std::vector<uint8_t> bytes(esize);
    dec.store(lit.elems[0], t.elem, bytes.data());
    a->splat = true;
    a->data = Blob::from_vector(std::move(bytes));
    return a;
  }
  if (!empty && lit.shape != t.shape && !(*n == 0 && lit.elems.empty()))
    fail(kw, "dense literal has shape " + shape_str(lit.shape) + " (" + std::to_string(lit.elems.size()) +
                 " elements) but the type " + t.str() + " has " + std::to_string(*n) + " elements");
  std::vector<uint8_t> bytes(total);
  for (size_t i = 0; i < lit.elems.size(); ++i) dec.store(lit.elems[i], t.elem, bytes.data() + i * esize);
  a->data = Blob::from_vector(std::move(bytes));
  return a;
}

AttrP Parser::parse_dense_resource() {
  advance();
  expect(Tok::Less, "'<' after 'dense_resource'");
  Token name_tok = tok_;
  std::string name;
  if (tok_.is(Tok::String)) name = decode_string(lexer(), tok_);
  else if (tok_.is(Tok::BareIdent)) name = std::string(tok_.text);
  else fail_here("expected a resource name");
  advance();
  expect(Tok::Greater, "'>' to close dense_resource");
  expect(Tok::Colon, "':' and the type of the resource");
  Token type_tok = tok_;
  Type t = parse_type();
  if ((t.kind != Type::Kind::Tensor && t.kind != Type::Kind::Vector) || !t.has_static_shape())
    fail(type_tok, "dense_resource needs a statically shaped tensor or vector type, got " + t.str());
  auto n = t.num_elements();
  size_t bytes = 0;
  if (!n || __builtin_mul_overflow(size_t(*n), dtype_size(t.elem), &bytes)) fail(type_tok, "tensor type is too large");
  auto& slot = resources_[name];
  if (!slot) {
    slot = std::make_shared<Resource>();
    slot->name = name;
  }
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::DenseResource;
  a->type = t;
  a->resource = slot;
  resource_uses_.push_back({slot, name_tok, t});
  return a;
}

// ----- affine maps

namespace {

struct AffineNames {
  std::vector<std::string_view> dims, symbols;
};

bool has_dims(const AffineExpr& e) {
  if (e.kind == AffineExpr::Kind::Dim) return true;
  if (!e.lhs) return false;
  return has_dims(*e.lhs) || has_dims(*e.rhs);
}

class AffineParser {
 public:
  AffineParser(Parser& p, const AffineNames& names) : p_(p), names_(names) {}

  AffineExprP expr() {
    Parser::Nest nest(p_);
    AffineExprP lhs = term();
    while (p_.tok().is(Tok::Plus) || p_.tok().is(Tok::Minus)) {
      bool minus = p_.tok().is(Tok::Minus);
      p_.advance();
      AffineExprP rhs = term();
      if (minus) rhs = negate(rhs);
      lhs = AffineExpr::binary(AffineExpr::Kind::Add, lhs, rhs);
    }
    return lhs;
  }

 private:
  static AffineExprP negate(const AffineExprP& e) {
    if (e->kind == AffineExpr::Kind::Const && e->value != INT64_MIN) return AffineExpr::constant(-e->value);
    return AffineExpr::binary(AffineExpr::Kind::Mul, e, AffineExpr::constant(-1));
  }

  AffineExprP term() {
    AffineExprP lhs = unary();
    while (true) {
      const Token& t = p_.tok();
      AffineExpr::Kind k;
      if (t.is(Tok::Star)) k = AffineExpr::Kind::Mul;
      else if (t.is_keyword("floordiv")) k = AffineExpr::Kind::FloorDiv;
      else if (t.is_keyword("ceildiv")) k = AffineExpr::Kind::CeilDiv;
      else if (t.is_keyword("mod")) k = AffineExpr::Kind::Mod;
      else return lhs;
      Token op = t;
      p_.advance();
      AffineExprP rhs = unary();
      bool affine = k == AffineExpr::Kind::Mul ? !(has_dims(*lhs) && has_dims(*rhs)) : !has_dims(*rhs);
      if (!affine) p_.fail(op, "non-affine expression: the right operand must be constant or symbolic");
      lhs = AffineExpr::binary(k, lhs, rhs);
    }
  }

  AffineExprP unary() {
    Parser::Nest nest(p_);
    if (p_.consume_if(Tok::Minus)) return negate(unary());
    return primary();
  }

  AffineExprP primary() {
    Token t = p_.tok();
    if (p_.consume_if(Tok::LParen)) {
      AffineExprP e = expr();
      p_.expect(Tok::RParen, "')' in the affine expression");
      return e;
    }
    if (t.is(Tok::Integer)) {
      int64_t v = 0;
      auto [ptr, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (ec != std::errc() || ptr != t.text.data() + t.text.size()) p_.fail(t, "invalid affine constant");
      p_.advance();
      return AffineExpr::constant(v);
    }
    if (t.is(Tok::BareIdent)) {
      for (size_t i = 0; i < names_.dims.size(); ++i)
        if (names_.dims[i] == t.text) return p_.advance(), AffineExpr::dim(int64_t(i));
      for (size_t i = 0; i < names_.symbols.size(); ++i)
        if (names_.symbols[i] == t.text) return p_.advance(), AffineExpr::symbol(int64_t(i));
      p_.fail(t, "unknown identifier '" + std::string(t.text) + "' in the affine map");
    }
    p_.fail(t, "expected an affine expression");
  }

  Parser& p_;
  const AffineNames& names_;
};

void parse_affine_names(Parser& p, Tok close, std::vector<std::string_view>& out) {
  if (p.consume_if(close)) return;
  do {
    out.push_back(p.expect(Tok::BareIdent, "dimension or symbol name").text);
  } while (p.consume_if(Tok::Comma));
  p.expect(close, close == Tok::RParen ? "')'" : "']'");
}

}  // namespace

AffineMap Parser::parse_affine_map_body() {
  AffineNames names;
  expect(Tok::LParen, "'(' to open the affine map's dimensions");
  parse_affine_names(*this, Tok::RParen, names.dims);
  if (consume_if(Tok::LSquare)) parse_affine_names(*this, Tok::RSquare, names.symbols);
  expect(Tok::Arrow, "'->' in the affine map");
  expect(Tok::LParen, "'(' to open the affine map's results");
  AffineMap m;
  m.num_dims = unsigned(names.dims.size());
  m.num_symbols = unsigned(names.symbols.size());
  AffineParser ap(*this, names);
  if (!consume_if(Tok::RParen)) {
    do {
      m.results.push_back(ap.expr());
    } while (consume_if(Tok::Comma));
    expect(Tok::RParen, "')' to close the affine map's results");
  }
  return m;
}

AttrP Parser::parse_affine_map_attr() {
  advance();
  expect(Tok::Less, "'<' after 'affine_map'");
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::AffineMapAttr;
  a->map = parse_affine_map_body();
  expect(Tok::Greater, "'>' to close the affine map");
  return a;
}

}  // namespace linrt::graph::detail

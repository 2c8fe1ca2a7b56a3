// Types: builtin scalars, tensor<...> and vector<...> with shapes, function types, aliases
// (`!name = type`), and everything else kept as opaque text.
#include <charconv>

#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

// Builtin type keywords linrt has no DType for; they are kept as opaque text.
bool is_other_builtin_type(std::string_view s) {
  static constexpr std::string_view kFloats[] = {
      "tf32", "f80", "f128", "f8E4M3B11FNUZ", "f8E3M4", "f8E4M3", "f6E2M3FN",
      "f6E3M2FN"};
  for (std::string_view f : kFloats)
    if (s == f) return true;
  // i<N>, si<N>, ui<N> of widths without a DType (i3, ui4, si2, ...)
  size_t p = s.starts_with("si") || s.starts_with("ui") ? 2 : s.starts_with("i") ? 1 : 0;
  if (p == 0 || p == s.size()) return false;
  return s.substr(p).find_first_not_of("0123456789") == std::string_view::npos;
}

// Keywords whose `<...>` body linrt keeps as text.
bool is_opaque_bracketed_type(std::string_view s) {
  return s == "memref" || s == "complex" || s == "tuple" || s == "opaque";
}

}  // namespace

Type Parser::parse_type() {
  Nest nest(*this);
  Token t = tok_;
  switch (t.kind) {
    case Tok::LParen: return parse_function_type();
    case Tok::BangIdent: return parse_bang_type();
    case Tok::BareIdent: break;
    default: fail_here("expected a type");
  }
  if (t.text == "vector" && lexer().peek_char() == '<') {
    // Scalable vectors (vector<[4]xf32>) have no DType shape; keep them as text.
    Lexer::State s = lexer().state();
    std::string_view body = lexer().scan_balanced('<', max_depth());
    if (body.find('[') != std::string_view::npos) {
      advance();
      return Type::opaque("vector" + std::string(body));
    }
    lexer().reset(s);
  }
  if (t.text == "tensor" || t.text == "vector") {
    advance();
    return parse_shaped_type(t.text == "tensor", t);
  }
  if (auto dt = dtype_from_name(t.text)) {
    advance();
    return Type::scalar(*dt);
  }
  if (t.text == "none" || is_other_builtin_type(t.text)) {
    advance();
    return Type::opaque(std::string(t.text));
  }
  if (is_opaque_bracketed_type(t.text) && lexer().peek_char() == '<') return parse_opaque_keyword_type(t);
  fail_here("expected a type, got '" + std::string(t.text.substr(0, 40)) + "'");
}

Type Parser::parse_opaque_keyword_type(const Token& kw) {
  std::string_view body = lexer().scan_balanced('<', max_depth());
  advance();
  return Type::opaque(std::string(kw.text) + std::string(body));
}

Type Parser::parse_bang_type() {
  Token t = tok_;
  std::string name(t.text.substr(1));
  auto alias = type_aliases_.find(name);
  if (alias != type_aliases_.end()) {
    advance();
    return alias->second;
  }
  if (name.find('.') == std::string::npos && lexer().peek_char() != '<')
    fail_here("undefined type alias '!" + name + "'");
  std::string text(t.text);
  if (lexer().peek_char() == '<') text += lexer().scan_balanced('<', max_depth());
  advance();
  return Type::opaque(std::move(text));
}

void Parser::parse_type_alias() {
  Token name = expect(Tok::BangIdent, "type alias");
  expect(Tok::Equal, "'=' in the type alias");
  Type t = parse_type();
  if (!type_aliases_.emplace(std::string(name.text.substr(1)), std::move(t)).second)
    fail(name, "redefinition of type alias '" + std::string(name.text) + "'");
}

// After a dimension: the current token must begin with 'x'. `x4xf32` lexes as one identifier;
// re-lex what follows the 'x', as MLIR's own parser does.
void Parser::expect_x_separator() {
  if (!tok_.is(Tok::BareIdent) || tok_.text[0] != 'x') fail_here("expected 'x' in a dimension list");
  if (tok_.text.size() == 1) {
    advance();
    return;
  }
  lexer().reset(lexer().state_at(tok_, tok_.text.data() + 1));
  advance();
}

void Parser::parse_dims(std::vector<int64_t>& shape, bool& unranked, bool allow_unranked) {
  if (allow_unranked && tok_.is(Tok::Star)) {
    unranked = true;
    advance();
    expect_x_separator();
    return;
  }
  while (true) {
    if (tok_.is(Tok::Question)) {
      shape.push_back(kDynamic);
      advance();
    } else if (tok_.is(Tok::Integer)) {
      if (tok_.text.starts_with("0x")) {
        // `0x4xf32` lexes as a hex number: it is the dimension 0 followed by 'x'.
        shape.push_back(0);
        lexer().reset(lexer().state_at(tok_, tok_.text.data() + 1));
        advance();
        expect_x_separator();
        continue;
      }
      int64_t d = 0;
      auto [p, ec] = std::from_chars(tok_.text.data(), tok_.text.data() + tok_.text.size(), d);
      if (ec != std::errc() || p != tok_.text.data() + tok_.text.size()) fail_here("dimension is too large");
      shape.push_back(d);
      advance();
    } else {
      return;
    }
    expect_x_separator();
  }
}

Type Parser::parse_shaped_type(bool is_tensor, const Token& kw) {
  expect(Tok::Less, "'<'");
  Type r;
  r.kind = is_tensor ? Type::Kind::Tensor : Type::Kind::Vector;
  parse_dims(r.shape, r.unranked, is_tensor);
  Type elem = parse_type();
  std::string encoding;
  if (is_tensor && consume_if(Tok::Comma)) encoding = parse_attribute()->str_repr();
  Token close = expect(Tok::Greater, "'>' to close the shaped type");
  if (elem.kind != Type::Kind::Scalar) {
    // An element type without a DType (i4, complex<f32>, !quant...): keep the whole spelling.
    const char* begin = kw.text.data();
    return Type::opaque(std::string(begin, size_t(close.text.data() + 1 - begin)));
  }
  r.elem = elem.elem;
  r.text = std::move(encoding);
  return r;
}

std::vector<Type> Parser::parse_type_list() {
  std::vector<Type> out;
  do {
    out.push_back(parse_type());
  } while (consume_if(Tok::Comma));
  return out;
}

std::vector<Type> Parser::parse_result_types() {
  if (!tok_.is(Tok::LParen)) return {parse_type()};
  // `(t1, t2)` is a result list, but `(t1) -> t2` is a single function type.
  Lexer::State s = lexer().state();
  Token open = tok_;
  advance();
  std::vector<Type> out;
  if (!tok_.is(Tok::RParen)) out = parse_type_list();
  expect(Tok::RParen, "')' to close the result types");
  if (tok_.is(Tok::Arrow)) {
    lexer().reset(s);
    tok_ = open;
    return {parse_type()};
  }
  return out;
}

Type Parser::parse_function_type() {
  Type fn;
  fn.kind = Type::Kind::Function;
  expect(Tok::LParen, "'(' to open a function type");
  if (!tok_.is(Tok::RParen)) fn.inputs = parse_type_list();
  expect(Tok::RParen, "')' to close the function inputs");
  expect(Tok::Arrow, "'->' in the function type");
  fn.results = parse_result_types();
  return fn;
}

Type Parser::element_type_of(const Type& t) const {
  if (t.kind == Type::Kind::Tensor || t.kind == Type::Kind::Vector) return Type::scalar(t.elem);
  return t;
}

}  // namespace linrt::graph::detail

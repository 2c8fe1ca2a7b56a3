#include "graph/lexer.h"

#include <array>
#include <cstring>
#include <vector>

#include "linrt/error.h"

namespace linrt::graph {

namespace {

constexpr bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_hex_digit(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
// bare-id continuation: letter | digit | [_$.]
constexpr bool is_bare_char(char c) {
  return is_letter(c) || is_digit(c) || c == '_' || c == '$' || c == '.';
}
// suffix-id character for %, #, ^, !, @ names: letter | digit | [$._-]
constexpr bool is_suffix_char(char c) { return is_bare_char(c) || c == '-'; }

// Nibble value of each byte, 0xFF for non-hex characters.
constexpr std::array<uint8_t, 256> make_hex_table() {
  std::array<uint8_t, 256> t{};
  for (auto& v : t) v = 0xFF;
  for (int c = '0'; c <= '9'; ++c) t[size_t(c)] = uint8_t(c - '0');
  for (int c = 'a'; c <= 'f'; ++c) t[size_t(c)] = uint8_t(c - 'a' + 10);
  for (int c = 'A'; c <= 'F'; ++c) t[size_t(c)] = uint8_t(c - 'A' + 10);
  return t;
}
constexpr std::array<uint8_t, 256> kHex = make_hex_table();

}  // namespace

std::string_view tok_name(Tok t) {
  switch (t) {
    case Tok::Eof: return "end of file";
    case Tok::BareIdent: return "identifier";
    case Tok::PercentIdent: return "SSA value";
    case Tok::HashIdent: return "'#' name";
    case Tok::AtIdent: return "symbol";
    case Tok::BangIdent: return "'!' type";
    case Tok::CaretIdent: return "block label";
    case Tok::Integer: return "integer";
    case Tok::Float: return "float";
    case Tok::String: return "string";
    case Tok::LParen: return "'('";
    case Tok::RParen: return "')'";
    case Tok::LSquare: return "'['";
    case Tok::RSquare: return "']'";
    case Tok::LBrace: return "'{'";
    case Tok::RBrace: return "'}'";
    case Tok::Less: return "'<'";
    case Tok::Greater: return "'>'";
    case Tok::Comma: return "','";
    case Tok::Colon: return "':'";
    case Tok::ColonColon: return "'::'";
    case Tok::Equal: return "'='";
    case Tok::Arrow: return "'->'";
    case Tok::Question: return "'?'";
    case Tok::Star: return "'*'";
    case Tok::Plus: return "'+'";
    case Tok::Minus: return "'-'";
    case Tok::MetadataBegin: return "'{-#'";
    case Tok::MetadataEnd: return "'#-}'";
  }
  return "token";
}

Lexer::Lexer(std::string_view buffer, std::shared_ptr<const std::string> file)
    : begin_(buffer.data()),
      ptr_(buffer.data()),
      end_(buffer.data() + buffer.size()),
      line_start_(buffer.data()),
      file_(std::move(file)) {}

Lexer::State Lexer::state_at(const Token& t, const char* p) const {
  return {p, t.text.data() - (t.col - 1), t.line};
}

Location Lexer::loc_here() const {
  return Location{file_, line_, uint32_t(ptr_ - line_start_) + 1};
}

void Lexer::fail(const Token& t, const std::string& msg) const { fail_at(t.line, t.col, msg); }

void Lexer::fail_at(uint32_t line, uint32_t col, const std::string& msg) const {
  throw Error(ErrorKind::Parse, Location{file_, line, col}.str(), msg);
}

void Lexer::skip_whitespace_and_comments() {
  while (ptr_ < end_) {
    char c = *ptr_;
    if (c == '\n') {
      newline_at(ptr_);
      ++ptr_;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++ptr_;
    } else if (c == '/' && ptr_ + 1 < end_ && ptr_[1] == '/') {
      const void* nl = std::memchr(ptr_, '\n', size_t(end_ - ptr_));
      ptr_ = nl ? static_cast<const char*>(nl) : end_;
    } else {
      return;
    }
  }
}

Token Lexer::make(Tok k, const char* start, uint32_t col) const {
  return Token{k, std::string_view(start, size_t(ptr_ - start)), line_, col};
}

Token Lexer::next() {
  skip_whitespace_and_comments();
  const char* start = ptr_;
  uint32_t col = uint32_t(ptr_ - line_start_) + 1;
  if (ptr_ >= end_) return Token{Tok::Eof, std::string_view(end_, 0), line_, col};
  char c = *ptr_++;
  auto has = [&](const char* s) {
    size_t n = std::strlen(s);
    if (size_t(end_ - ptr_) < n || std::memcmp(ptr_, s, n) != 0) return false;
    ptr_ += n;
    return true;
  };
  switch (c) {
    case '(': return make(Tok::LParen, start, col);
    case ')': return make(Tok::RParen, start, col);
    case '[': return make(Tok::LSquare, start, col);
    case ']': return make(Tok::RSquare, start, col);
    case '{': return make(has("-#") ? Tok::MetadataBegin : Tok::LBrace, start, col);
    case '}': return make(Tok::RBrace, start, col);
    case '<': return make(Tok::Less, start, col);
    case '>': return make(Tok::Greater, start, col);
    case ',': return make(Tok::Comma, start, col);
    case ':': return make(has(":") ? Tok::ColonColon : Tok::Colon, start, col);
    case '=': return make(Tok::Equal, start, col);
    case '?': return make(Tok::Question, start, col);
    case '*': return make(Tok::Star, start, col);
    case '+': return make(Tok::Plus, start, col);
    case '-': return make(has(">") ? Tok::Arrow : Tok::Minus, start, col);
    case '"': return lex_string(start, col);
    case '%': return lex_prefixed(Tok::PercentIdent, start, col);
    case '^': return lex_prefixed(Tok::CaretIdent, start, col);
    case '!': return lex_prefixed(Tok::BangIdent, start, col);
    case '#':
      if (has("-}")) return make(Tok::MetadataEnd, start, col);
      return lex_prefixed(Tok::HashIdent, start, col);
    case '@':
      if (ptr_ < end_ && *ptr_ == '"') {
        lex_string(ptr_, col);
        return make(Tok::AtIdent, start, col);
      }
      return lex_prefixed(Tok::AtIdent, start, col);
    default: break;
  }
  if (is_digit(c)) return lex_number(start, col);
  if (is_letter(c) || c == '_') {
    while (ptr_ < end_ && is_bare_char(*ptr_)) ++ptr_;
    return make(Tok::BareIdent, start, col);
  }
  ptr_ = start;
  if (c >= 32 && c < 127) fail_at(line_, col, std::string("unexpected character '") + c + "'");
  fail_at(line_, col, "unexpected byte " + std::to_string(uint8_t(c)));
}

Token Lexer::lex_prefixed(Tok k, const char* start, uint32_t col) {
  const char* name = ptr_;
  if (ptr_ < end_ && is_digit(*ptr_)) {
    while (ptr_ < end_ && is_digit(*ptr_)) ++ptr_;
  } else {
    while (ptr_ < end_ && is_suffix_char(*ptr_)) ++ptr_;
  }
  if (ptr_ == name) fail_at(line_, col, "expected a name after '" + std::string(1, *start) + "'");
  return make(k, start, col);
}

Token Lexer::lex_number(const char* start, uint32_t col) {
  if (*start == '0' && ptr_ + 1 < end_ && *ptr_ == 'x' && is_hex_digit(ptr_[1])) {
    ptr_ += 1;
    while (ptr_ < end_ && is_hex_digit(*ptr_)) ++ptr_;
    return make(Tok::Integer, start, col);
  }
  while (ptr_ < end_ && is_digit(*ptr_)) ++ptr_;
  if (ptr_ >= end_ || *ptr_ != '.') return make(Tok::Integer, start, col);
  ++ptr_;
  while (ptr_ < end_ && is_digit(*ptr_)) ++ptr_;
  if (ptr_ < end_ && (*ptr_ == 'e' || *ptr_ == 'E')) {
    const char* e = ptr_ + 1;
    if (e < end_ && (*e == '+' || *e == '-')) ++e;
    if (e < end_ && is_digit(*e)) {
      ptr_ = e;
      while (ptr_ < end_ && is_digit(*ptr_)) ++ptr_;
    }
  }
  return make(Tok::Float, start, col);
}

Token Lexer::lex_string(const char* start, uint32_t col) {
  // Fast path for long hex blobs: find the closing quote with memchr, then make sure the span
  // holds no escape or newline; otherwise walk it character by character.
  const char* body = start + 1;
  const void* q = std::memchr(body, '"', size_t(end_ - body));
  if (q) {
    const char* close = static_cast<const char*>(q);
    size_t n = size_t(close - body);
    if (!std::memchr(body, '\\', n) && !std::memchr(body, '\n', n)) {
      ptr_ = close + 1;
      return make(Tok::String, start, col);
    }
  }
  ptr_ = body;
  while (ptr_ < end_) {
    char c = *ptr_;
    if (c == '"') {
      ++ptr_;
      return make(Tok::String, start, col);
    }
    if (c == '\n') break;
    if (c == '\\') {
      if (ptr_ + 1 >= end_) break;
      ptr_ += 2;
      continue;
    }
    ++ptr_;
  }
  fail_at(line_, col, "unterminated string literal");
}

std::string_view Lexer::scan_balanced(char open, size_t max_depth) {
  const char* start = ptr_;
  uint32_t start_line = line_, start_col = uint32_t(ptr_ - line_start_) + 1;
  if (ptr_ >= end_ || *ptr_ != open) fail_at(start_line, start_col, std::string("expected '") + open + "'");
  std::string stack;  // expected closers
  while (ptr_ < end_) {
    char c = *ptr_++;
    switch (c) {
      case '<': stack += '>'; break;
      case '(': stack += ')'; break;
      case '[': stack += ']'; break;
      case '{': stack += '}'; break;
      case '>':
        if (ptr_ - 2 >= start && ptr_[-2] == '-') break;  // `->` inside affine maps, function types
        [[fallthrough]];
      case ')':
      case ']':
      case '}':
        if (stack.empty() || stack.back() != c)
          fail_at(line_, uint32_t(ptr_ - line_start_), std::string("unbalanced '") + c + "'");
        stack.pop_back();
        if (stack.empty()) return std::string_view(start, size_t(ptr_ - start));
        break;
      case '"': {
        Token t = lex_string(ptr_ - 1, uint32_t(ptr_ - line_start_));
        (void)t;
        break;
      }
      case '\n': newline_at(ptr_ - 1); break;
      default: break;
    }
    if (stack.size() > max_depth)
      fail_at(line_, uint32_t(ptr_ - line_start_), "brackets nested too deeply");
  }
  fail_at(start_line, start_col, std::string("unterminated '") + open + "' body");
}

std::string decode_string(const Lexer& lex, const Token& t) {
  std::string_view s = t.text;
  size_t q = s.find('"');
  std::string_view body = s.substr(q + 1, s.size() - q - 2);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    char e = body[++i];  // the lexer guarantees a character after '\'
    switch (e) {
      case '\\': out += '\\'; break;
      case '"': out += '"'; break;
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      default:
        if (i + 1 < body.size() && kHex[uint8_t(e)] != 0xFF && kHex[uint8_t(body[i + 1])] != 0xFF) {
          out += char((kHex[uint8_t(e)] << 4) | kHex[uint8_t(body[i + 1])]);
          ++i;
        } else {
          lex.fail_at(t.line, t.col + uint32_t(q + i), "unknown escape in string literal");
        }
    }
  }
  return out;
}

bool is_hex_string(const Token& t) {
  return t.kind == Tok::String && t.text.size() >= 4 && t.text[1] == '0' && t.text[2] == 'x';
}

std::vector<uint8_t> decode_hex(const Lexer& lex, const Token& t, uint8_t* prefix,
                                size_t prefix_len) {
  if (!is_hex_string(t)) lex.fail(t, "expected a hex string \"0x...\"");
  std::string_view digits = t.text.substr(3, t.text.size() - 4);
  const uint32_t first_col = t.col + 3;
  if (digits.size() % 2 != 0)
    lex.fail(t, "hex string has an odd number of digits (" + std::to_string(digits.size()) + ")");
  size_t n = digits.size() / 2;
  if (n < prefix_len)
    lex.fail(t, "hex data is " + std::to_string(n) + " bytes, shorter than its " +
                    std::to_string(prefix_len) + "-byte header");
  std::vector<uint8_t> out(n - prefix_len);
  const auto* src = reinterpret_cast<const uint8_t*>(digits.data());
  uint8_t bad = 0;
  // 0xFF marks a bad digit; good nibbles never set bits 4..7, so one OR checks them all.
  auto decode = [&](size_t from, size_t to, uint8_t* dst) {
    for (size_t i = from; i < to; ++i) {
      uint8_t hi = kHex[src[2 * i]], lo = kHex[src[2 * i + 1]];
      bad |= hi | lo;
      dst[i - from] = uint8_t((hi << 4) | (lo & 0x0F));
    }
  };
  decode(0, prefix_len, prefix);
  decode(prefix_len, n, out.data());
  if (bad & 0xF0) {
    for (size_t i = 0; i < digits.size(); ++i)
      if (kHex[src[i]] == 0xFF)
        lex.fail_at(t.line, first_col + uint32_t(i),
                    std::string("invalid hex digit '") + digits[i] + "'");
  }
  return out;
}

}  // namespace linrt::graph

#include "linrt/json.h"

#include <cerrno>
#include <cstdlib>
#include <unordered_set>

#include "linrt/error.h"

namespace linrt {

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;
JsonValue::~JsonValue() = default;

const JsonValue* JsonValue::find(std::string_view key) const {
  if (kind != Kind::Object) return nullptr;
  for (const auto& [k, v] : object)
    if (k == key) return &v;
  return nullptr;
}

namespace {

class JsonParser {
 public:
  JsonParser(std::string_view text, const std::string& name, size_t max_depth)
      : s_(text), name_(name), max_depth_(max_depth) {}

  JsonValue parse_document() {
    skip_ws();
    JsonValue v = parse_value(0);
    skip_ws();
    if (pos_ != s_.size()) fail("unexpected text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& msg) const {
    throw Error(ErrorKind::Parse, name_, "malformed JSON at byte " + std::to_string(pos_) + ": " + msg);
  }
  bool at(char c) const { return pos_ < s_.size() && s_[pos_] == c; }
  void expect(char c) {
    if (!at(c)) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void skip_ws() {
    while (pos_ < s_.size() &&
           (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
      ++pos_;
  }
  bool take_word(std::string_view w) {
    if (s_.substr(pos_, w.size()) != w) return false;
    pos_ += w.size();
    return true;
  }

  JsonValue parse_value(size_t depth) {
    if (depth >= max_depth_) fail("nesting deeper than " + std::to_string(max_depth_) + " levels");
    if (pos_ >= s_.size()) fail("unexpected end of text");
    JsonValue v;
    char c = s_[pos_];
    if (c == '{') {
      v.kind = JsonValue::Kind::Object;
      ++pos_;
      skip_ws();
      if (at('}')) {
        ++pos_;
        return v;
      }
      std::unordered_set<std::string> seen;  // headers can list thousands of tensors
      for (;;) {
        skip_ws();
        if (!at('"')) fail("expected a string key");
        std::string key = parse_string();
        if (!seen.insert(key).second) fail("duplicate key \"" + key + "\"");
        skip_ws();
        expect(':');
        skip_ws();
        JsonValue member = parse_value(depth + 1);
        v.object.emplace_back(std::move(key), std::move(member));
        skip_ws();
        if (at(',')) {
          ++pos_;
          continue;
        }
        expect('}');
        return v;
      }
    }
    if (c == '[') {
      v.kind = JsonValue::Kind::Array;
      ++pos_;
      skip_ws();
      if (at(']')) {
        ++pos_;
        return v;
      }
      for (;;) {
        skip_ws();
        v.array.push_back(parse_value(depth + 1));
        skip_ws();
        if (at(',')) {
          ++pos_;
          continue;
        }
        expect(']');
        return v;
      }
    }
    if (c == '"') {
      v.kind = JsonValue::Kind::String;
      v.string = parse_string();
      return v;
    }
    if (take_word("true")) {
      v.kind = JsonValue::Kind::Bool;
      v.boolean = true;
      return v;
    }
    if (take_word("false")) {
      v.kind = JsonValue::Kind::Bool;
      return v;
    }
    if (take_word("null")) return v;
    if (c == '-' || (c >= '0' && c <= '9')) return parse_number();
    fail(std::string("unexpected character '") + c + "'");
  }

  static bool is_digit(char c) { return c >= '0' && c <= '9'; }

  JsonValue parse_number() {
    size_t start = pos_;
    if (at('-')) ++pos_;
    if (at('0')) {
      ++pos_;
    } else if (pos_ < s_.size() && is_digit(s_[pos_])) {
      while (pos_ < s_.size() && is_digit(s_[pos_])) ++pos_;
    } else {
      fail("expected a digit");
    }
    bool integral = true;
    if (at('.')) {
      integral = false;
      ++pos_;
      if (pos_ >= s_.size() || !is_digit(s_[pos_])) fail("expected a digit after '.'");
      while (pos_ < s_.size() && is_digit(s_[pos_])) ++pos_;
    }
    if (at('e') || at('E')) {
      integral = false;
      ++pos_;
      if (at('+') || at('-')) ++pos_;
      if (pos_ >= s_.size() || !is_digit(s_[pos_])) fail("expected a digit in the exponent");
      while (pos_ < s_.size() && is_digit(s_[pos_])) ++pos_;
    }
    std::string literal(s_.substr(start, pos_ - start));
    JsonValue v;
    v.kind = JsonValue::Kind::Number;
    v.number = std::strtod(literal.c_str(), nullptr);
    if (integral) {
      errno = 0;
      long long i = std::strtoll(literal.c_str(), nullptr, 10);
      if (errno != ERANGE) v.integer = int64_t(i);
    }
    return v;
  }

  unsigned parse_hex4() {
    if (s_.size() - pos_ < 4) fail("truncated \\u escape");
    unsigned u = 0;
    for (int k = 0; k < 4; ++k) {
      char c = s_[pos_++];
      unsigned d;
      if (c >= '0' && c <= '9') d = unsigned(c - '0');
      else if (c >= 'a' && c <= 'f') d = unsigned(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') d = unsigned(c - 'A' + 10);
      else fail("bad hex digit in \\u escape");
      u = u * 16 + d;
    }
    return u;
  }

  static void append_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += char(cp);
    } else if (cp < 0x800) {
      out += char(0xC0 | (cp >> 6));
      out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += char(0xE0 | (cp >> 12));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    } else {
      out += char(0xF0 | (cp >> 18));
      out += char(0x80 | ((cp >> 12) & 0x3F));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    }
  }

  std::string parse_string() {
    expect('"');
    std::string out;
    for (;;) {
      if (pos_ >= s_.size()) fail("unterminated string");
      char c = s_[pos_++];
      if (c == '"') return out;
      if (static_cast<unsigned char>(c) < 0x20) fail("control character in string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= s_.size()) fail("unterminated escape");
      char e = s_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned cp = parse_hex4();
          if (cp >= 0xD800 && cp < 0xDC00) {
            // A high surrogate must be followed by an escaped low surrogate.
            if (!take_word("\\u")) fail("unpaired surrogate in \\u escape");
            unsigned lo = parse_hex4();
            if (lo < 0xDC00 || lo >= 0xE000) fail("unpaired surrogate in \\u escape");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            fail("unpaired surrogate in \\u escape");
          }
          append_utf8(out, cp);
          break;
        }
        default: fail(std::string("unknown escape '\\") + e + "'");
      }
    }
  }

  std::string_view s_;
  const std::string& name_;
  size_t max_depth_;
  size_t pos_ = 0;
};

}  // namespace

JsonValue parse_json(std::string_view text, const std::string& name, size_t max_depth) {
  return JsonParser(text, name, max_depth).parse_document();
}

}  // namespace linrt

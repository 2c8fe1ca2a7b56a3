// Tokens of MLIR's textual form. The lexer works on a borrowed buffer (usually a memory-mapped
// file) and hands out views into it; every token carries its line and column so that the parser
// can report "file:line:col" for any error.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

enum class Tok : uint8_t {
  Eof,
  BareIdent,     // func.func, tensor, f32, x4xf32, dense
  PercentIdent,  // %arg0, %17
  HashIdent,     // #map, #linalg.iterator_type (the '<...>' body is scanned separately)
  AtIdent,       // @forward, @"quoted name"
  BangIdent,     // !hal.buffer_view
  CaretIdent,    // ^bb0
  Integer,       // 42, 0x7F800000
  Float,         // 1.5, 2.0e-3
  String,        // "text" (spelling keeps the quotes; see decode_string)
  LParen, RParen, LSquare, RSquare, LBrace, RBrace, Less, Greater,
  Comma, Colon, ColonColon, Equal, Arrow, Question, Star, Plus, Minus,
  MetadataBegin,  // {-#
  MetadataEnd,    // #-}
};

// Human-readable name of a token kind, for "expected ..." messages.
std::string_view tok_name(Tok t);

struct Token {
  Tok kind = Tok::Eof;
  std::string_view text;
  uint32_t line = 1;
  uint32_t col = 1;

  bool is(Tok k) const { return kind == k; }
  bool is_keyword(std::string_view kw) const { return kind == Tok::BareIdent && text == kw; }
};

class Lexer {
 public:
  Lexer(std::string_view buffer, std::shared_ptr<const std::string> file);

  Token next();
  // Where the next token starts lexing; restore with reset(). Used to split tokens such as
  // `x4xf32` inside a shape, and to look ahead.
  struct State {
    const char* ptr;
    const char* line_start;
    uint32_t line;
  };
  State state() const { return {ptr_, line_start_, line_}; }
  void reset(const State& s) {
    ptr_ = s.ptr;
    line_start_ = s.line_start;
    line_ = s.line;
  }
  // State positioned at character `p` of token `t` (p lies inside t.text, on t's line).
  State state_at(const Token& t, const char* p) const;

  // Scans a bracketed body that starts exactly at the current position with `open` ('<' or
  // '('), up to and including the matching closer, balancing all bracket kinds, skipping
  // string literals and treating `->` as an arrow. Returns the text including the brackets.
  std::string_view scan_balanced(char open, size_t max_depth);
  // The next character without skipping whitespace (0 at end of input).
  char peek_char() const { return ptr_ < end_ ? *ptr_ : '\0'; }

  Location loc(const Token& t) const { return Location{file_, t.line, t.col}; }
  Location loc_here() const;
  [[noreturn]] void fail(const Token& t, const std::string& msg) const;
  [[noreturn]] void fail_at(uint32_t line, uint32_t col, const std::string& msg) const;
  const std::shared_ptr<const std::string>& file() const { return file_; }

 private:
  void skip_whitespace_and_comments();
  Token make(Tok k, const char* start, uint32_t col) const;
  Token lex_number(const char* start, uint32_t col);
  Token lex_string(const char* start, uint32_t col);
  Token lex_prefixed(Tok k, const char* start, uint32_t col);
  void newline_at(const char* p) {
    ++line_;
    line_start_ = p + 1;
  }

  const char* begin_;
  const char* ptr_;
  const char* end_;
  const char* line_start_;
  uint32_t line_ = 1;
  std::shared_ptr<const std::string> file_;
};

// Decodes a String token's escapes (\\, \", \n, \t, \XX hex) into bytes.
std::string decode_string(const Lexer& lex, const Token& t);

// Decodes the hex data of a `"0x..."` String token into bytes, table-driven. An odd digit
// count or a bad digit is an error located at the offending character. The first
// `prefix_len` bytes go to `prefix` instead of the result (dense_resource blobs start with
// their alignment); fewer bytes than that is an error.
std::vector<uint8_t> decode_hex(const Lexer& lex, const Token& t, uint8_t* prefix = nullptr,
                                size_t prefix_len = 0);
// True if the String token's text starts with "0x (a hex blob, not a plain string).
bool is_hex_string(const Token& t);

}  // namespace linrt::graph

#include "tools/linrt-check/filecheck.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "linrt/error.h"

namespace linrt::tools {
namespace {

struct Prefix {
  std::string_view text;
  CheckDirective::Kind kind;
};
// Longest first, so that "CHECK-NEXT:" is not read as "CHECK" followed by "-NEXT:".
constexpr Prefix kPrefixes[] = {
    {"CHECK-LABEL:", CheckDirective::Kind::Label}, {"CHECK-NEXT:", CheckDirective::Kind::Next},
    {"CHECK-SAME:", CheckDirective::Kind::Same},   {"CHECK-NOT:", CheckDirective::Kind::Not},
    {"CHECK:", CheckDirective::Kind::Check},
};

std::string_view kind_name(CheckDirective::Kind k) {
  switch (k) {
    case CheckDirective::Kind::Check: return "CHECK";
    case CheckDirective::Kind::Next: return "CHECK-NEXT";
    case CheckDirective::Kind::Same: return "CHECK-SAME";
    case CheckDirective::Kind::Label: return "CHECK-LABEL";
    case CheckDirective::Kind::Not: return "CHECK-NOT";
  }
  return "CHECK";
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The pattern as an ECMAScript regex: literal text escaped, {{...}} as written, runs of
// blanks as [ \t]+.
std::regex to_regex(const CheckDirective& d, const std::string& file) {
  std::string re;
  const std::string& p = d.pattern;
  for (size_t i = 0; i < p.size();) {
    if (p.compare(i, 2, "{{") == 0) {
      size_t end = p.find("}}", i + 2);
      if (end == std::string::npos)
        throw Error(ErrorKind::Parse, file + ":" + std::to_string(d.line) + ":" + std::to_string(d.col),
                    "'{{' without a closing '}}' in " + std::string(kind_name(d.kind)));
      re += "(?:" + p.substr(i + 2, end - i - 2) + ")";
      i = end + 2;
    } else if (p[i] == ' ' || p[i] == '\t') {
      while (i < p.size() && (p[i] == ' ' || p[i] == '\t')) ++i;
      re += "[ \\t]+";
    } else {
      if (std::string_view("\\^$.|?*+()[]{}/").find(p[i]) != std::string_view::npos) re += '\\';
      re += p[i++];
    }
  }
  try {
    return std::regex(re, std::regex::ECMAScript | std::regex::multiline);
  } catch (const std::regex_error& e) {
    throw Error(ErrorKind::Parse, file + ":" + std::to_string(d.line) + ":" + std::to_string(d.col),
                "invalid regular expression in " + std::string(kind_name(d.kind)) + ": " + e.what());
  }
}

size_t line_of(std::string_view input, size_t pos) {
  return size_t(std::count(input.begin(), input.begin() + std::min(pos, input.size()), '\n'));
}

std::string excerpt(std::string_view input, size_t pos) {
  if (pos < input.size() && input[pos] == '\n') ++pos;  // the previous match ended its line
  size_t end = input.find('\n', pos);
  std::string_view line = input.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
  if (line.size() > 120) return std::string(line.substr(0, 120)) + "...";
  return std::string(line);
}

}  // namespace

std::vector<CheckDirective> read_check_directives(std::string_view text, const std::string& file) {
  std::vector<CheckDirective> out;
  int line_no = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    ++line_no;
    for (size_t at = line.find("CHECK"); at != std::string_view::npos; at = line.find("CHECK", at + 1)) {
      if (at > 0 && is_word_char(line[at - 1])) continue;
      const Prefix* hit = nullptr;
      for (const Prefix& p : kPrefixes)
        if (line.substr(at, p.text.size()) == p.text) {
          hit = &p;
          break;
        }
      std::string where = file + ":" + std::to_string(line_no) + ":" + std::to_string(at + 1);
      if (!hit) {
        size_t colon = line.find(':', at);
        std::string_view word = line.substr(at, colon == std::string_view::npos ? 5 : colon - at);
        if (colon != std::string_view::npos && std::all_of(word.begin(), word.end(), is_word_char))
          throw Error(ErrorKind::Parse, where, "unsupported FileCheck directive '" + std::string(word) + "'");
        continue;
      }
      CheckDirective d;
      d.kind = hit->kind;
      d.line = line_no;
      d.col = int(at + 1);
      d.pattern = std::string(trim(line.substr(at + hit->text.size())));
      if (d.pattern.empty())
        throw Error(ErrorKind::Parse, where, std::string(kind_name(d.kind)) + " has an empty pattern");
      if (d.pattern.find("[[") != std::string::npos)
        throw Error(ErrorKind::Parse, where, "FileCheck pattern variables ([[...]]) are not supported");
      out.push_back(std::move(d));
      break;  // one directive per line
    }
    start = end + 1;
  }
  return out;
}

std::optional<CheckFailure> run_filecheck(const std::vector<CheckDirective>& directives, std::string_view input,
                                          const std::string& file) {
  const std::string text(input);
  size_t pos = 0;            // where the previous match ended
  size_t last_line = 0;      // its line
  bool matched_any = false;
  std::vector<size_t> pending_not;  // CHECK-NOT directives waiting for the next match
  auto fail = [&](size_t k, size_t from, const std::string& why) {
    const CheckDirective& d = directives[k];
    return CheckFailure{k, from,
                        file + ":" + std::to_string(d.line) + ":" + std::to_string(d.col) + ": " +
                            std::string(kind_name(d.kind)) + ": " + why + " '" + d.pattern + "'"};
  };
  // A CHECK-NOT's pattern must not occur in [from, to).
  auto check_nots = [&](size_t from, size_t to) -> std::optional<CheckFailure> {
    for (size_t k : pending_not) {
      std::smatch m;
      std::regex re = to_regex(directives[k], file);
      if (std::regex_search(text.begin() + long(from), text.begin() + long(to), m, re))
        return fail(k, from, "excluded string found at output line " + std::to_string(line_of(text, from + m.position(0)) + 1) + ":");
    }
    pending_not.clear();
    return std::nullopt;
  };
  for (size_t k = 0; k < directives.size(); ++k) {
    const CheckDirective& d = directives[k];
    if (d.kind == CheckDirective::Kind::Not) {
      pending_not.push_back(k);
      continue;
    }
    if ((d.kind == CheckDirective::Kind::Next || d.kind == CheckDirective::Kind::Same) && !matched_any)
      return fail(k, pos, "no previous match for");
    size_t limit = text.size();
    if (d.kind == CheckDirective::Kind::Same) {
      size_t eol = text.find('\n', pos);
      limit = eol == std::string::npos ? text.size() : eol;
    }
    std::regex re = to_regex(d, file);
    std::smatch m;
    if (!std::regex_search(text.begin() + long(pos), text.begin() + long(limit), m, re))
      return fail(k, pos, "expected string not found in the output from '" + excerpt(text, pos) + "' on, for");
    const size_t start = pos + size_t(m.position(0));
    const size_t line = line_of(text, start);
    if (d.kind == CheckDirective::Kind::Next && line != last_line + 1)
      return fail(k, pos, "match is on output line " + std::to_string(line + 1) + ", not the line after the previous match (" +
                              std::to_string(last_line + 1) + "), for");
    if (auto f = check_nots(pos, start)) return f;
    pos = start + size_t(m.length(0));
    last_line = line_of(text, pos == start ? start : pos - 1);
    matched_any = true;
  }
  if (auto f = check_nots(pos, text.size())) return f;
  return std::nullopt;
}

}  // namespace linrt::tools

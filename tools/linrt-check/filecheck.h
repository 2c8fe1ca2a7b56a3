// FileCheck's basic directives, for the `// RUN: iree-run-mlir ... | FileCheck %s` files of
// IREE's e2e suite: the directives are read from the test file's comments and matched against
// what linrt-check prints for the run, as LLVM's FileCheck would match iree-run-mlir's output.
//
//   CHECK: text         the text, at or after where the previous match ended
//   CHECK-NEXT: text    on the line after the previous match's line
//   CHECK-SAME: text    on the previous match's line, after it
//   CHECK-LABEL: text   as CHECK (FileCheck also uses labels to split the input; not needed
//                       for run output, where every function starts with its EXEC line)
//   CHECK-NOT: text     not between the previous match and the next one (or the end)
//
// Text is literal except for {{regex}} (ECMAScript regular expressions; ^ and $ match at line
// boundaries), and a run of spaces or
// tabs matches any run of spaces or tabs, as FileCheck does without --strict-whitespace.
// Pattern variables ([[NAME:regex]], [[NAME]]) are not supported: a directive using one is an
// error, never silently a literal.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace linrt::tools {

struct CheckDirective {
  enum class Kind { Check, Next, Same, Label, Not };
  Kind kind = Kind::Check;
  std::string pattern;  // as written, trimmed
  int line = 0;         // 1-based line in the test file
  int col = 0;          // 1-based column of the directive's name
};

// The directives of `text` (prefix CHECK), in file order. Throws linrt::Error(Parse) at
// file:line:col for a directive with an empty pattern or a pattern variable.
std::vector<CheckDirective> read_check_directives(std::string_view text, const std::string& file);

struct CheckFailure {
  size_t directive = 0;   // index into the directives
  size_t input_pos = 0;   // where in the input the search started
  std::string message;    // "file:line:col: CHECK-NEXT: expected string not found: ..."
};

// Matches the directives against `input` in order and stops at the first that fails (as
// FileCheck does); nullopt when every directive holds.
std::optional<CheckFailure> run_filecheck(const std::vector<CheckDirective>& directives, std::string_view input,
                                          const std::string& file);

}  // namespace linrt::tools

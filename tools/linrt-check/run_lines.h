// The `// RUN:` lines of IREE's lit-style e2e files. A RUN line is a shell pipeline; the
// stage that runs the program is iree-run-mlir (which compiles and runs the file, every
// public function when no --function is given) or iree-run-module (a compiled module's
// --function). linrt-check takes that stage's --function and --input values and runs the
// source file itself; compiler flags (--Xcompiler,..., --iree-hal-target-*, --device) do not
// change results, and an `iree-opt` stage before it is taken to preserve the program's
// meaning. A RUN line with no such stage (iree-opt or iree-compile alone, checking IR) is not
// a run: it is reported as such.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace linrt::tools {

struct RunCommand {
  int line = 0;                     // first line of the RUN command in the file
  bool runs_program = false;        // has an iree-run-mlir / iree-run-module stage
  std::string function;             // --function=, empty for "every public function"
  std::vector<std::string> inputs;  // --input= values, quotes removed, in order
  std::string tool;                 // the stage's tool, or the first tool when none runs
};

// Every RUN command of `text` (a trailing '\' continues it on the next RUN line).
// Throws linrt::Error(Parse) at file:line for an unterminated quote.
std::vector<RunCommand> read_run_commands(std::string_view text, const std::string& file);

}  // namespace linrt::tools

// MLIR text -> graph::Module. Accepts the custom forms of the dialects torch-mlir and IREE's
// test files use, and the generic op form for any op. Errors are linrt::Error (ErrorKind::Parse)
// whose `where` is "file:line:col".
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "graph/ir.h"

namespace linrt::graph {

struct ParseOptions {
  size_t max_nesting_depth = 256;  // regions/attributes nested deeper than this are an error
  size_t max_file_bytes = size_t(16) << 30;
  // Run the verifier (graph/verify/verify.h) on the parsed module: ill-formed IR is an
  // ErrorKind::Invalid error at load. Off only for tests that build ill-formed IR on purpose.
  bool verify = true;
};

// Parses `text`; `filename` is used in locations only. With opts.verify (the default) the
// module is also verified, so what comes back is well-formed.
std::unique_ptr<Module> parse_module(std::string_view text, std::string filename,
                                     const ParseOptions& opts = {});
// Reads (memory-maps) `path` and parses it.
std::unique_ptr<Module> parse_file(const std::string& path, const ParseOptions& opts = {});

}  // namespace linrt::graph

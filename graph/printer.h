// graph::Module -> MLIR text. Ops print in the generic form (`"linalg.generic"(...) <{..}>`),
// which the parser reads back to the same IR: parse -> print -> parse is the identity.
#pragma once

#include <string>

#include "graph/ir.h"

namespace linrt::graph {

std::string print_module(const Module& m);
std::string print_op(const Operation& op);

}  // namespace linrt::graph

// graph::Module -> MLIR text. Ops print in the generic form (`"linalg.generic"(...) <{..}>`),
// which the parser reads back to the same IR: parse -> print -> parse is the identity.
#pragma once

#include <string>

#include "graph/ir.h"

namespace linrt::graph {

std::string print_module(const Module& m);
std::string print_op(const Operation& op);
// MLIR spelling of one attribute (dense data as a hex string), re-parseable by the parser.
std::string print_attribute(const Attribute& a);

}  // namespace linrt::graph

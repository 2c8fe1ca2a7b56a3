// A deep copy of a Module: new ops, blocks and values (with the same value ids), sharing the
// immutable attributes and constant data with the original. The engine specialises a copy per
// input-shape signature and keeps the parsed module untouched.
#pragma once

#include <memory>

#include "graph/ir.h"

namespace linrt::graph {

std::unique_ptr<Module> clone_module(const Module& m);

}  // namespace linrt::graph

// The verifier: the structural invariants MLIR's op verifiers check, run on a parsed module
// before any pass, plan or executor sees it. A module that breaks one is refused with an
// ErrorKind::Invalid linrt::Error whose `where` is the offending op's "file:line:col" and whose
// message names the op and the rule broken, so that ill-formed IR never runs (an engine that
// runs what MLIR refuses can return wrong numbers silently).
//
// What is checked (one file per dialect family under graph/verify/):
//  - module (verify.cpp): symbol uniqueness, terminators (present, last, of the right kind),
//    dominance (every operand defined before its use in an enclosing block, nothing seen across
//    an isolated-from-above op), function bodies against their function_type, returns against
//    the declared results, calls against their callee;
//  - arith and math (verify_arith_math.cpp): operand/result counts and types, cast widths,
//    comparison predicates, constant types;
//  - linalg (verify_linalg.cpp): operandSegmentSizes, results against inits, generic's indexing
//    maps, iterator types and block arguments, yields, named ops' operand ranks and static sizes,
//    conv/pooling strides and dilations lengths, transpose/broadcast/reduce dimensions;
//  - tensor (verify_tensor.cpp): slice offsets/sizes/strides against ranks and types, pad, empty,
//    reshapes' reassociation, extract/insert indices, concat;
//  - scf, cf, ml_program, util, check, hal, flow (verify_control.cpp): loop and branch region
//    arguments and yields, globals and their loads/stores, check operand counts and types.
#pragma once

#include "graph/ir.h"

namespace linrt::graph {

// Throws linrt::Error (ErrorKind::Invalid) at the first broken rule.
void verify_module(const Module& m);

}  // namespace linrt::graph

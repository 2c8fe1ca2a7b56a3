// ModelStats (include/linrt/linrt.h) from a Plan, and their text forms for linrt-run's --stats
// and --dump-dispatches.
#pragma once

#include <string>

#include "engine/plan/plan.h"
#include "graph/ir.h"
#include "linrt/linrt.h"

namespace linrt::engine {

// Ops in the function bodies of `m`, nested ones included.
int64_t count_function_ops(const graph::Module& m);
// Tensor-valued arith.constant ops in `m`.
int64_t count_tensor_constants(const graph::Module& m);

// Rewrites a parsed module into the form the planner works on and records the module-level
// counters (ops and constants after the rewrite; ops_parsed and constants_before_dedup are the
// caller's, counted before).
void prepare_module(graph::Module& m, ModelStats& counts);

// The dispatch, kernel and memory figures of `plan` (module-level counters stay zero).
ModelStats plan_stats(const Plan& plan);

// A few lines per figure, then one line per distinct kernel with its call-site count.
std::string format_stats(const ModelStats& stats);

// Writes one text file per distinct kernel into `dir` (created if needed): its name, root op,
// key and every call site. Throws linrt::Error when the directory cannot be written.
void dump_dispatches(const ModelStats& stats, const std::string& dir);

}  // namespace linrt::engine

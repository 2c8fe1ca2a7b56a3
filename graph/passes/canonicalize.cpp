#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

#include <algorithm>
#include <mutex>
#include <stdexcept>

#include "core/registration.h"

namespace linrt::graph {
namespace {

struct Census {
  int64_t ops = 0, constants = 0, constant_bytes = 0;
};

Census take_census(Module& m) {
  Census c;
  for (Block* body : rewrite::function_bodies(m))
    rewrite::walk(*body, [&](Operation& op) {
      ++c.ops;
      if (!op.is(OpId::ArithConstant) || op.results.size() != 1) return;
      if (auto t = rewrite::tensor_constant(op.results[0].get())) {
        ++c.constants;
        c.constant_bytes += int64_t(t->data.size);
      }
    });
  return c;
}

// "conv2d_recognised" for linrt.conv2d: the op name after its dialect's prefix.
std::string recognised_name(OpId id) {
  const std::string_view name = op_id_name(id);
  return std::string(name.substr(name.find('.') + 1)) + "_recognised";
}

struct RegisteredPass {
  int order;
  std::string name;
  GraphPass run;
};

std::vector<RegisteredPass>& pass_list() {
  static std::vector<RegisteredPass> passes;
  return passes;
}

// Every LINRT_REGISTRATION(graph_pass, ...) block run once, the passes sorted by order.
const std::vector<RegisteredPass>& registered_passes() {
  static std::once_flag once;
  std::call_once(once, [] {
    run_registrations("graph_pass");
    std::sort(pass_list().begin(), pass_list().end(),
              [](const RegisteredPass& a, const RegisteredPass& b) { return a.order < b.order; });
  });
  return pass_list();
}

}  // namespace

void register_graph_pass(int order, std::string_view name, GraphPass pass) {
  for (const RegisteredPass& p : pass_list())
    if (p.order == order)
      throw std::logic_error("graph passes " + p.name + " and " + std::string(name) + " share order " +
                             std::to_string(order));
  pass_list().push_back({order, std::string(name), pass});
}

std::vector<std::string> graph_pass_names() {
  std::vector<std::string> names;
  for (const RegisteredPass& p : registered_passes()) names.push_back(p.name);
  return names;
}

int64_t& PassStats::count(std::string_view name) {
  for (auto& [key, n] : counters_)
    if (key == name) return n;
  return counters_.emplace_back(std::string(name), 0).second;
}

int64_t& PassStats::recognised(OpId id) { return count(recognised_name(id)); }

int64_t PassStats::at(std::string_view name) const {
  for (const auto& [key, n] : counters_)
    if (key == name) return n;
  throw std::out_of_range("no graph pass counts \"" + std::string(name) + "\"");
}

int64_t PassStats::recognised_at(OpId id) const { return at(recognised_name(id)); }

void canonicalize(Module& m, PassStats& stats) {
  const Census before = take_census(m);
  stats.count("ops_parsed") = before.ops;
  int64_t& ops_after = stats.count("ops_after");
  stats.count("constants_before") = before.constants;
  int64_t& constants_after = stats.count("constants_after");
  stats.count("constant_bytes_before") = before.constant_bytes;
  int64_t& constant_bytes_after = stats.count("constant_bytes_after");

  for (const RegisteredPass& pass : registered_passes()) pass.run(m, stats);

  const Census after = take_census(m);
  ops_after = after.ops;
  constants_after = after.constants;
  constant_bytes_after = after.constant_bytes;
}

// The general passes, in their bands around the recognisers (100-299, registered from their own
// files). Folding first, so the recognisers see constant weights (a depthwise filter's
// collapse_shape, a grouped filter's expand_shape) as constants. Dead ops go before
// deduplication so that dropped originals are not counted as kept duplicates.
LINRT_REGISTRATION(graph_pass, canonicalize) {
  register_graph_pass(10, "narrow_f64", narrow_f64);
  register_graph_pass(20, "rewrite_all_equal_reductions", rewrite_all_equal_reductions);
  register_graph_pass(30, "fold_constant_data_movement", fold_constant_data_movement);
  register_graph_pass(40, "eliminate_dead_ops", eliminate_dead_ops);
  register_graph_pass(50, "deduplicate_constants", deduplicate_constants);
  register_graph_pass(300, "narrow_sliced_copies", narrow_sliced_copies);
  // sink_transposes asks who reads a value: not dead recognised chains.
  register_graph_pass(310, "eliminate_dead_ops", eliminate_dead_ops);
  register_graph_pass(330, "sink_transposes", sink_transposes);
  register_graph_pass(340, "fold_constant_data_movement", fold_constant_data_movement);  // the weights sink_transposes transposed to HWCF
  register_graph_pass(350, "sink_expand_shapes", sink_expand_shapes);
  register_graph_pass(360, "eliminate_dead_ops", eliminate_dead_ops);
  // Recognition may leave new constants (reshaped filters) equal to others.
  register_graph_pass(370, "deduplicate_constants", deduplicate_constants);
}

}  // namespace linrt::graph

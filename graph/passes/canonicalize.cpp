#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

#include <stdexcept>

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

}  // namespace

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

  // Folding first, so the recognisers see constant weights (a depthwise filter's
  // collapse_shape, a grouped filter's expand_shape) as constants. Dead ops go before
  // deduplication so that dropped originals are not counted as kept duplicates.
  narrow_f64(m, stats);
  rewrite_all_equal_reductions(m, stats);
  fold_constant_data_movement(m, stats);
  eliminate_dead_ops(m, stats);
  deduplicate_constants(m, stats);
  recognise_conv2d(m, stats);
  fold_conv_affine(m, stats);
  recognise_conv_transpose2d(m, stats);
  recognise_embedding_bag(m, stats);
  recognise_gather(m, stats);
  recognise_upsample_nearest(m, stats);
  recognise_pixel_shuffle(m, stats);
  recognise_pool2d(m, stats);
  recognise_row_norms(m, stats);
  recognise_transposed_matmul(m, stats);
  recognise_attention(m, stats);
  recognise_concat(m, stats);
  narrow_sliced_copies(m, stats);
  eliminate_dead_ops(m, stats);  // sink_transposes asks who reads a value: not dead recognised chains
  recognise_channel_gathers(m, stats);
  sink_transposes(m, stats);
  fold_constant_data_movement(m, stats);  // the weights sink_transposes transposed to HWCF
  sink_expand_shapes(m, stats);
  eliminate_dead_ops(m, stats);
  // Recognition may leave new constants (reshaped filters) equal to others.
  deduplicate_constants(m, stats);

  const Census after = take_census(m);
  ops_after = after.ops;
  constants_after = after.constants;
  constant_bytes_after = after.constant_bytes;
}

}  // namespace linrt::graph

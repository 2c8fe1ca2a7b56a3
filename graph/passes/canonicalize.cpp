#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

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

}  // namespace

std::vector<std::pair<std::string, int64_t>> PassStats::entries() const {
  return {{"ops_parsed", ops_parsed},
          {"ops_after", ops_after},
          {"constants_before", constants_before},
          {"constants_after", constants_after},
          {"constant_bytes_before", constant_bytes_before},
          {"constant_bytes_after", constant_bytes_after},
          {"ops_erased", ops_erased},
          {"constants_folded", constants_folded},
          {"constants_deduplicated", constants_deduplicated},
          {"conv2d_recognised", conv2d_recognised},
          {"conv_transpose2d_recognised", conv_transpose2d_recognised},
          {"conv_bias_adds_folded", conv_bias_adds_folded},
          {"conv_affine_folded", conv_affine_folded},
          {"affine_chains_collapsed", affine_chains_collapsed},
          {"embedding_bag_recognised", embedding_bag_recognised},
          {"embedding_bag_prepacked", embedding_bag_prepacked},
          {"embedding_bag_index_maps", embedding_bag_index_maps},
          {"embedding_bag_pairs", embedding_bag_pairs},
          {"gather_recognised", gather_recognised},
          {"upsample_nearest_recognised", upsample_nearest_recognised},
          {"pixel_shuffle_recognised", pixel_shuffle_recognised},
          {"pool2d_recognised", pool2d_recognised},
          {"layer_norm_recognised", layer_norm_recognised},
          {"softmax_recognised", softmax_recognised},
          {"attention_recognised", attention_recognised},
          {"transposed_matmul_recognised", transposed_matmul_recognised},
          {"broadcast_batch_matmuls_flattened", broadcast_batch_matmuls_flattened},
          {"constant_generics_evaluated", constant_generics_evaluated},
          {"identity_gathers_folded", identity_gathers_folded},
          {"concat_recognised", concat_recognised},
          {"f64_ops_narrowed", f64_ops_narrowed},
          {"all_equal_reductions_rewritten", all_equal_reductions_rewritten},
          {"expand_shapes_sunk", expand_shapes_sunk},
          {"transposes_sunk", transposes_sunk},
          {"sliced_copies_narrowed", sliced_copies_narrowed}};
}

void canonicalize(Module& m, PassStats& stats) {
  const Census before = take_census(m);
  stats.ops_parsed = before.ops;
  stats.constants_before = before.constants;
  stats.constant_bytes_before = before.constant_bytes;

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
  sink_transposes(m, stats);
  fold_constant_data_movement(m, stats);  // the weights sink_transposes transposed to HWCF
  sink_expand_shapes(m, stats);
  eliminate_dead_ops(m, stats);
  // Recognition may leave new constants (reshaped filters) equal to others.
  deduplicate_constants(m, stats);

  const Census after = take_census(m);
  stats.ops_after = after.ops;
  stats.constants_after = after.constants;
  stats.constant_bytes_after = after.constant_bytes;
}

}  // namespace linrt::graph

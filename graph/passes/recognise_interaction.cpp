// linrt.dot_interaction(t) {indices0, indices1}: DLRM's dot interaction, recognised by what it
// computes. A linrt.gather (recognise_data_movement.cpp: Z[:, li, lj]) whose source is read by
// nothing else and is linalg.batch_matmul_transpose_b(t, t) into zeros (recognise_matmul.cpp:
// torch.bmm(T, T.transpose(1, 2)) with the transpose read in place), t a static [B, F, D] f32
// value: out[b, k] = dot(t[b, indices0[k]], t[b, indices1[k]]). The B x F x F Gram is then never
// stored and read back: the kernels compute each sample's products where they gather them.
// The batch_matmul goes with the gather it fed.
#include "core/registration.h"
#include "graph/dialect/linrt/data_movement.h"
#include "graph/dialect/linrt/interaction.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool recognise_at(Module& mod, Block& body, Operation& gather, const rewrite::UseMap& uses) {
  if (gather.operands.size() != 1 || gather.results.size() != 1) return false;
  const auto pairs = GatherAttrs::read(gather);
  Value* gram = gather.operands[0];
  Operation* bmm = gram->def;
  if (!pairs || !bmm || bmm->parent != gather.parent || !bmm->is(OpId::LinalgBatchMatmulTransposeB) ||
      !match::plain_named_matmul(*bmm) || !uses.has_one_use(gram))
    return false;
  Value* t = bmm->operands[0];
  const auto zero = match::splat_value(bmm->operands[2]);
  const auto ts = match::static_shape(t);
  if (bmm->operands[1] != t || !zero || *zero != 0.0 || !ts || ts->size() != 3 || t->type.elem != DType::F32 ||
      gram->type.elem != DType::F32 || gather.results[0]->type.elem != DType::F32)
    return false;
  DotInteractionAttrs attrs;
  attrs.indices0 = pairs->indices0;
  attrs.indices1 = pairs->indices1;
  if (attrs.first_out_of_range((*ts)[1])) return false;
  Operation* op = rewrite::create_op(mod, &gather, DotInteractionAttrs::kId, {t}, {gather.results[0]->type},
                                     attrs.attributes());
  rewrite::replace_all_uses(body, gather.results[0].get(), op->results[0].get());
  rewrite::erase_op(&gather);
  rewrite::erase_op(bmm);
  return true;
}

void recognise_dot_interaction(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(DotInteractionAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    // A rewrite erases only the gather and the product it matched; no other match asks about
    // their uses, so one use map serves the whole body.
    const rewrite::UseMap uses(*body);
    for (Operation* g : rewrite::ops_named(*body, GatherAttrs::kId))
      if (recognise_at(mod, *body, *g, uses)) ++recognised;
  }
}

}  // namespace

// After the gather (140) and the transposed matmul (190) it matches, and after the dead-op
// elimination (310) that removes the generic the gather replaced (which still reads the product
// in its body until then).
LINRT_REGISTRATION(graph_pass, recognise_interaction) {
  register_graph_pass(315, "recognise_dot_interaction", recognise_dot_interaction);
}

}  // namespace linrt::graph

// How a family's root op takes part in the blocked channel layout NCHW16c (ops/layout.h), for
// choose_layouts (layout.cpp). A family whose CPU kernel runs blocked declares its role next to
// its kernel factory, in a LINRT_REGISTRATION(layout, name) block (core/registration.h), so the
// layout pass names no family's op.
#pragma once

#include <functional>

#include "graph/ir.h"

namespace linrt::engine {

enum class BlockedRole {
  None,  // reads and writes row-major only
  Conv,  // writes its result in either layout and reads its first operand in either (a conv,
         // which converts where its two sides differ)
  Same,  // writes in either layout, its operands in the layout of its result (a copy, pooling)
};

// A static f32 [N, C, H, W] with at least one whole block of channels (fewer would be padded to
// several times their size): a value that may be blocked.
bool blocked_candidate(const graph::Value* v);
// ... whose channels are whole blocks, with no padded last block.
bool whole_channel_blocks(const graph::Value* v);

// The role of one root op of the family, given the op (its attributes, operands and results).
using BlockedRule = std::function<BlockedRole(const graph::Operation&)>;
void register_blocked_role(graph::OpId op, BlockedRule rule);
// The role the op's family declared; BlockedRole::None for an op without one.
BlockedRole blocked_role(const graph::Operation& op);

}  // namespace linrt::engine

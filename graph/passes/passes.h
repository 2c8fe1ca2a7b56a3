// Graph passes: rewrite a parsed Module in place into linrt's canonical graph. They fold data
// movement of constants, deduplicate constants by content, drop dead ops, and recognise
// patterns (convolution with padding and bias, embedding bags, pooling, normalisations,
// attention, ...) into ops of the linrt dialect (docs/ARCHITECTURE.md, "Dialect and passes");
// each recogniser registers itself from its own file (register_graph_pass). Every pass keeps the module's meaning: anything a pass does not
// recognise stays as it was and still runs.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

// Counters the planner prints with --stats, keyed by name. A pass names its counters where it
// counts (a recogniser keys its count by the op id it makes), so a new pass or family adds no
// field here. canonicalize() runs every pass, so each of their counters is listed, zeros included.
class PassStats {
 public:
  // The counter `name`, made zero on first use (and listed from then on, in that order). The
  // reference stays valid while the PassStats lives.
  int64_t& count(std::string_view name);
  // The counter of ops of `id` a recogniser made: "conv2d_recognised" for linrt.conv2d (the
  // op name after its dialect's prefix).
  int64_t& recognised(OpId id);
  // The value of a counter; a name no pass has counted under is an error (a misspelt name).
  int64_t at(std::string_view name) const;
  int64_t recognised_at(OpId id) const;

  // name/value pairs in the order the counters were first used, for printing.
  std::vector<std::pair<std::string, int64_t>> entries() const { return {counters_.begin(), counters_.end()}; }

 private:
  std::deque<std::pair<std::string, int64_t>> counters_;  // a deque keeps references valid
};

// Functions whose f64 values are all made from f32 values inside them and only feed float
// arithmetic and truncf back compute them in f32 (torch-mlir's layer norm and attention guard).
void narrow_f64(Module& m, PassStats& stats);
// An and-reduction of `x oeq -inf` (the attention softmax's all-masked-row guard) becomes a
// max-reduction of x, compared with -inf by the reduction's users.
void rewrite_all_equal_reductions(Module& m, PassStats& stats);
// Transposes moved below elementwise generics and NCHW convs (made NHWC) until they cancel
// (channels-last blocks in NCHW models: ConvNeXt's permutes around its depthwise convs).
void sink_transposes(Module& m, PassStats& stats);
// An all-parallel generic whose identity-map inputs are expand_shapes of values of one shape
// (the others values of its shape, or read per feature) computes over that shape, its result
// expanded after it (GELU, a layer scale, a residual add after a Linear).
void sink_expand_shapes(Module& m, PassStats& stats);
// A copy (linalg.transpose, a generic yielding its input) whose result, or whose one
// collapse_shape, only unit-stride slices read: each slice becomes the copy of its box, and the
// whole copy goes (ShuffleNetV2's channel shuffle and split).
void narrow_sliced_copies(Module& m, PassStats& stats);
// Removes ops without side effects whose results are all unused, and the unused results of a
// linalg.generic whose other results are used (with the body code only they need).
void eliminate_dead_ops(Module& m, PassStats& stats);
// Transposes, pure permuting/copying generics and reshapes of constants become constants, and
// so do truncf/extf of a scalar float constant to f32/f64. Broadcasts that would grow a
// constant are left alone.
void fold_constant_data_movement(Module& m, PassStats& stats);
// Equal constants (type and bytes; splats by value) in one function become the first of them.
void deduplicate_constants(Module& m, PassStats& stats);
// A pass canonicalize() runs.
using GraphPass = void (*)(Module& m, PassStats& stats);

// Puts `pass` into canonicalize()'s sequence at `order` (ascending; no two passes share one),
// under `name`. A recogniser calls it from a LINRT_REGISTRATION(graph_pass, ...) block in its
// own file (core/registration.h), so a new one edits neither this header nor canonicalize.cpp.
// The general passes above are registered by canonicalize.cpp, which keeps the bands: 0-99
// before recognition (folding, dead ops, deduplication), 100-299 the recognisers, 300 and up
// after them (sliced copies, transposes, expand_shapes, a last clean-up).
void register_graph_pass(int order, std::string_view name, GraphPass pass);
// The registered passes' names, in the order canonicalize() runs them.
std::vector<std::string> graph_pass_names();

// Every registered pass in order, with the before/after counters. What the planner calls at load.
void canonicalize(Module& m, PassStats& stats);

}  // namespace linrt::graph

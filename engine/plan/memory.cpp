// The planner's memory passes (engine/plan/passes.h): concats written in place, elementwise
// dispatches in place, dead fills erased, and liveness with the arena's offsets.
#include <algorithm>
#include <cstring>
#include <functional>
#include <numeric>
#include <unordered_map>

#include "engine/plan/passes.h"
#include "ops/layout.h"
#include "linrt/error.h"

namespace linrt::engine {

uint32_t storage_root(const Plan& plan, uint32_t v, const Dispatch& d) {
  const uint32_t s = plan.values[v].storage;
  if (s == kNoStorage)
    throw Error(ErrorKind::Invalid, d.root->describe(),
                "internal: value %" + plan.values[v].value->name + " has no storage in the plan");
  return plan.storages[s].parent >= 0 ? uint32_t(plan.storages[s].parent) : s;
}

// Standalone elementwise dispatches whose results nothing reads any more (a fill every reader
// of which took it as a splat) go, latest first so that a dead chain goes whole.
void erase_unread_elementwise(Plan& plan, std::span<const uint32_t> results) {
  std::vector<bool> erased(plan.dispatches.size(), false);
  std::unordered_map<uint32_t, int64_t> readers;  // storage -> reads by dispatches not erased
  auto count_reads = [&](const Dispatch& d, int64_t delta) {
    for (const auto* list : {&d.inputs, &d.captures})
      for (uint32_t v : *list) readers[plan.values[v].storage] += delta;
  };
  for (const Dispatch& d : plan.dispatches) count_reads(d, 1);
  for (uint32_t v : results) readers[plan.values[v].storage] += 1;
  for (size_t k = plan.dispatches.size(); k-- > 0;) {
    const Dispatch& d = plan.dispatches[k];
    if (plan.kernels[d.kernel].root_kind != "elementwise") continue;
    bool unread = true;
    for (uint32_t o : d.outputs) unread = unread && readers[plan.values[o].storage] == 0;
    if (!unread) continue;
    erased[k] = true;
    count_reads(d, -1);
  }
  erase_dispatches(plan, erased);
}

size_t assign_arena_offsets(std::vector<ArenaBuffer>& buffers, size_t alignment) {
  std::vector<size_t> order(buffers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return buffers[a].bytes > buffers[b].bytes; });
  auto align = [&](size_t x) { return (x + alignment - 1) / alignment * alignment; };
  std::vector<size_t> placed;
  size_t total = 0;
  for (size_t i : order) {
    ArenaBuffer& buf = buffers[i];
    // Intervals taken by placed buffers that are live at the same time, sorted by offset.
    std::vector<std::pair<size_t, size_t>> taken;
    for (size_t j : placed) {
      const ArenaBuffer& o = buffers[j];
      if (o.first <= buf.last && buf.first <= o.last) taken.emplace_back(o.offset, o.offset + align(o.bytes));
    }
    std::sort(taken.begin(), taken.end());
    size_t offset = 0;
    for (const auto& [lo, hi] : taken) {
      if (offset + align(buf.bytes) <= lo) break;
      offset = std::max(offset, hi);
    }
    buf.offset = offset;
    total = std::max(total, offset + align(buf.bytes));
    placed.push_back(i);
  }
  return total;
}

// tensor.concat written in place: when a concat joins along its outermost non-unit dimension
// (every dimension before it has size 1), each input is one contiguous byte range of the
// result. If every input is the output of a CPU-kernel dispatch and is not yet placed, the
// inputs' storages become slices of one buffer for the result and the concat copies nothing.
// If the inputs already sit side by side in one buffer in this order (ESRGAN's dense blocks:
// cat(x, x1) is a prefix of cat(x, x1, x2)), the result is a slice of that buffer. Concats are
// visited last to first, so the widest concat of such a chain places the buffer. A concat that
// fits neither case keeps its dispatch, unless the strided case below applies.
//
// A concat along the last axis with rows before it (DLRM's cat([x] + ly, dim=1) at batch B):
// each input is a column block of the result, one row of it every result row. An input goes
// there (a slice with a row stride) when its producer is a CPU kernel that writes strided rows
// (DeviceKernel::writes_strided_rows) and nothing but the concat reads it. When every input goes
// there the concat copies nothing; otherwise it keeps its dispatch, whose kernel copies only
// the inputs not already in place.
void place_concats(Plan& plan, std::span<const graph::Operation* const> ops,
                   const std::function<uint32_t(const graph::Value*)>& vid,
                   const std::function<bool(const graph::Value*, const graph::Operation*)>& read_only_by) {
  std::vector<bool> elided(plan.dispatches.size(), false);
  std::unordered_map<const graph::Operation*, size_t> dispatch_of;
  std::unordered_map<uint32_t, size_t> producer_of;  // plan value -> dispatch writing it
  for (size_t k = 0; k < plan.dispatches.size(); ++k) {
    if (plan.dispatches[k].fused.empty()) dispatch_of[plan.dispatches[k].root] = k;
    for (uint32_t o : plan.dispatches[k].outputs) producer_of[o] = k;
  }
  auto unplaced = [&](uint32_t s) {
    // A storage that other slices hang off is a buffer of its own already.
    if (plan.storages[s].parent >= 0) return false;
    for (const Storage& o : plan.storages)
      if (o.parent == int32_t(s)) return false;
    return true;
  };
  // The concat's result (and every view of it, which shares its storage) moves to `to`.
  auto move_result = [&](const graph::Operation& op, uint32_t to) {
    const uint32_t from = plan.values[vid(op.results[0].get())].storage;
    for (PlanValue& v : plan.values)
      if (v.storage == from) v.storage = to;
  };
  auto new_buffer = [&](size_t bytes) {
    Storage buffer;
    buffer.kind = Storage::Kind::Arena;
    buffer.bytes = bytes;
    plan.storages.push_back(buffer);
    return uint32_t(plan.storages.size() - 1);
  };
  // The strided case; true when every input went into place.
  auto place_strided = [&](const graph::Operation& op, const Dispatch& concat) {
    const graph::Type& rt = op.results[0]->type;
    const size_t es = dtype_size(rt.elem);
    const size_t row_bytes = size_t(rt.shape.back()) * es;
    const int64_t rows = rt.shape.back() ? shape_numel(rt.shape) / rt.shape.back() : 0;
    if (rows < 2 || !plan.kernels[concat.kernel].native) return false;
    std::vector<uint32_t> seen;
    std::vector<std::pair<uint32_t, size_t>> placed;  // (storage, column offset in bytes)
    size_t column = 0;
    for (const graph::Value* v : op.operands) {
      const uint32_t pvid = vid(v);
      const PlanValue& pv = plan.values[pvid];
      const size_t width = size_t(v->type.shape.back()) * es;
      const uint32_t s = pv.storage;
      auto prod = producer_of.find(pvid);
      const bool fits = pv.is_static && pv.desc.dtype == rt.elem && s != UINT32_MAX &&
                        plan.storages[s].kind == Storage::Kind::Arena && unplaced(s) && prod != producer_of.end() &&
                        std::find(seen.begin(), seen.end(), pvid) == seen.end() && read_only_by(v, &op);
      seen.push_back(pvid);
      if (fits) {
        const Dispatch& p = plan.dispatches[prod->second];
        const PlanKernel& pk = plan.kernels[p.kernel];
        if (p.outputs.size() == 1 && pk.native && pk.native->writes_strided_rows()) placed.emplace_back(s, column);
      }
      column += width;
    }
    if (placed.empty()) return false;
    const uint32_t b = new_buffer(size_t(rows) * row_bytes);
    for (const auto& [s, offset] : placed) {
      Storage& st = plan.storages[s];
      const size_t width = st.bytes / size_t(rows);
      st.parent = int32_t(b);
      st.offset = offset;
      st.row_stride = row_bytes;
      st.bytes = size_t(rows - 1) * row_bytes + width;  // the extent
    }
    move_result(op, b);
    return placed.size() == op.operands.size();
  };
  for (size_t i = ops.size(); i-- > 0;) {
    const graph::Operation& op = *ops[i];
    if (!op.is(graph::OpId::TensorConcat) || op.results.size() != 1 || op.operands.empty()) continue;
    auto dit = dispatch_of.find(&op);
    if (dit == dispatch_of.end()) continue;
    const graph::Attribute* dim_attr = op.attr("dim");
    const graph::Type& rt = op.results[0]->type;
    if (!dim_attr || dim_attr->kind != graph::Attribute::Kind::Integer || !static_tensor(rt)) continue;
    const int64_t dim = dim_attr->i;
    if (dim < 0 || dim >= rt.rank()) continue;
    bool ok = true;
    for (int64_t d = 0; d < dim; ++d) ok &= rt.shape[d] == 1;
    if (!ok) {
      if (dim == rt.rank() - 1 && place_strided(op, plan.dispatches[dit->second])) elided[dit->second] = true;
      continue;
    }
    std::vector<uint32_t> storages;
    std::vector<size_t> offsets;
    size_t total = 0;
    for (const graph::Value* v : op.operands) {
      const PlanValue& pv = plan.values[vid(v)];
      ok &= pv.is_static && pv.desc.dtype == rt.elem && pv.storage != UINT32_MAX;
      if (!ok) break;
      const uint32_t s = pv.storage;
      ok &= plan.storages[s].kind == Storage::Kind::Arena &&
            std::find(storages.begin(), storages.end(), s) == storages.end();
      storages.push_back(s);
      offsets.push_back(total);
      total += size_t(pv.desc.numel()) * dtype_size(pv.desc.dtype);
    }
    PlanValue& result = plan.values[vid(op.results[0].get())];
    if (!ok || total != size_t(result.desc.numel()) * dtype_size(result.desc.dtype)) continue;
    if (std::all_of(storages.begin(), storages.end(), unplaced)) {
      const uint32_t b = new_buffer(total);
      for (size_t k = 0; k < storages.size(); ++k) {
        plan.storages[storages[k]].parent = int32_t(b);
        plan.storages[storages[k]].offset = offsets[k];
      }
      move_result(op, b);
    } else {
      const int32_t parent = plan.storages[storages[0]].parent;
      if (parent < 0) continue;
      const size_t base = plan.storages[storages[0]].offset;
      bool side_by_side = true;
      for (size_t k = 0; k < storages.size(); ++k)
        side_by_side &= plan.storages[storages[k]].parent == parent && plan.storages[storages[k]].offset == base + offsets[k];
      if (!side_by_side) continue;
      Storage slice;
      slice.kind = Storage::Kind::Arena;
      slice.bytes = total;
      slice.parent = parent;
      slice.offset = base;
      plan.storages.push_back(slice);
      move_result(op, uint32_t(plan.storages.size() - 1));
    }
    elided[dit->second] = true;
  }
  erase_dispatches(plan, elided);
}

// Drops the dispatches marked in `erased`, and kernels left without call sites.
void erase_dispatches(Plan& plan, const std::vector<bool>& erased) {
  if (std::none_of(erased.begin(), erased.end(), [](bool e) { return e; })) return;
  std::vector<Dispatch> kept;
  for (size_t k = 0; k < plan.dispatches.size(); ++k)
    if (!erased[k]) kept.push_back(std::move(plan.dispatches[k]));
  plan.dispatches = std::move(kept);
  std::vector<int64_t> kernel_map(plan.kernels.size(), -1);
  std::vector<PlanKernel> kernels;
  for (Dispatch& d : plan.dispatches) {
    if (kernel_map[d.kernel] < 0) {
      kernel_map[d.kernel] = int64_t(kernels.size());
      kernels.push_back(std::move(plan.kernels[d.kernel]));
      kernels.back().call_sites.clear();
    }
    d.kernel = uint32_t(kernel_map[d.kernel]);
  }
  for (size_t k = 0; k < plan.dispatches.size(); ++k) kernels[plan.dispatches[k].kernel].call_sites.push_back(uint32_t(k));
  plan.kernels = std::move(kernels);
}

// Elementwise dispatches in place. A dispatch's single output takes the arena storage of one of
// its inputs when that is legal:
//  - the input is an arena intermediate of its own: not a function input, constant or result,
//    nor a concat buffer or a slice of one;
//  - every other dispatch reading it runs in an earlier level (dispatches of one level run at
//    the same time), so this dispatch is its last reader;
//  - it has the output's type and shape, and the dispatch reads it only at the index it writes
//    (the identity access): no broadcast, transpose or reduction of it;
//  - the dispatch is a standalone elementwise chain (ew_run loads each block of its inputs
//    before it stores the block), or the input is an epilogue operand of a root whose kernel
//    allows it (DeviceKernel::epilogue_operand_may_alias_output); never an operand of a root.
// Dispatches are visited in plan order and storages merged as they go, so a chain of such
// dispatches keeps rewriting one buffer.
void place_in_place(Plan& plan) {
  const size_t ns = plan.storages.size();
  std::vector<bool> pinned(ns, false);  // results, concat buffers and their slices
  for (size_t s = 0; s < ns; ++s)
    if (plan.storages[s].parent >= 0) pinned[s] = pinned[size_t(plan.storages[s].parent)] = true;
  for (uint32_t v : plan.results)
    if (plan.values[v].storage < ns) pinned[plan.values[v].storage] = true;
  std::vector<std::vector<uint32_t>> readers(ns);
  for (uint32_t k = 0; k < plan.dispatches.size(); ++k)
    for (const auto* list : {&plan.dispatches[k].inputs, &plan.dispatches[k].captures})
      for (uint32_t v : *list)
        if (plan.values[v].storage < ns) readers[plan.values[v].storage].push_back(k);
  auto arena_own = [&](uint32_t s) { return s < ns && plan.storages[s].kind == Storage::Kind::Arena && plan.storages[s].parent < 0; };

  for (uint32_t k = 0; k < plan.dispatches.size(); ++k) {
    Dispatch& d = plan.dispatches[k];
    const PlanKernel& pk = plan.kernels[d.kernel];
    const bool standalone = pk.root_kind == "elementwise";
    if (!pk.native || d.outputs.size() != 1 || !d.captures.empty()) continue;
    if (!standalone && !(pk.has_epilogue && pk.native->epilogue_operand_may_alias_output())) continue;
    const EwKernelDesc* ew = standalone && pk.elementwise ? &*pk.elementwise : nullptr;
    if (standalone && !ew) continue;
    const std::vector<int64_t>& shape = standalone ? ew->shape : pk.epilogue_shape;
    // The access of dispatch input j (root operands have none).
    auto access = [&](size_t j) -> const EwAccess* {
      if (standalone) return &ew->access[j];
      return j < d.num_root_inputs ? nullptr : &pk.epilogue_access[j - d.num_root_inputs + 1];
    };
    const PlanValue& out = plan.values[d.outputs[0]];
    const uint32_t so = out.storage;
    // A value laid out over `shape`: row-major of that shape, or blocked when the program runs
    // in the storage order (blocked_order: as many elements, padded blocks included).
    auto over_shape = [&](const PlanValue& v) {
      if (!v.blocked) return v.desc.shape == shape;
      const std::vector<int64_t>& l = v.desc.shape;
      const int64_t padded = l[0] * ops::ref::blocked_channels(l[1]) * l[2] * l[3];
      return out.blocked && std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>()) == padded;
    };
    // The output's storage: fresh, unless it is a slice of a concat (then it stays there).
    bool sliced = !arena_own(so);
    for (const Storage& st : plan.storages) sliced = sliced || st.parent == int32_t(so);
    if (sliced || !out.is_static || !over_shape(out)) continue;
    for (size_t i = standalone ? 0 : d.num_root_inputs; i < d.inputs.size(); ++i) {
      const PlanValue& in = plan.values[d.inputs[i]];
      const uint32_t s = in.storage;
      if (s == so || !arena_own(s) || pinned[s] || !in.is_static || in.desc.dtype != out.desc.dtype ||
          plan.storages[s].bytes != plan.storages[so].bytes)
        continue;
      bool ok = true;
      for (size_t j = 0; j < d.inputs.size() && ok; ++j) {
        const PlanValue& other = plan.values[d.inputs[j]];
        if (other.storage != s) continue;
        const EwAccess* a = access(j);
        ok = a && over_shape(other) && ew_identity_access(*a, shape);
      }
      for (uint32_t r : readers[s]) ok = ok && (r == k || plan.dispatch_level[r] < plan.dispatch_level[k]);
      if (!ok) continue;
      for (PlanValue& v : plan.values)
        if (v.storage == so) v.storage = s;
      readers[s].insert(readers[s].end(), readers[so].begin(), readers[so].end());
      readers[so].clear();
      d.in_place = int32_t(i);
      break;
    }
  }
}

// Liveness per storage in levels: [producing level, last reading level]; results live to the
// end. Dynamic values are released after their last reader (in plan order). Arena storages get
// their offsets (slices: their parent's plus their own).
void plan_arena(Plan& plan, size_t max_arena_bytes, const graph::Operation& fn, const graph::Operation& terminator) {
  const uint32_t n = uint32_t(plan.dispatches.size());
  const uint32_t levels = uint32_t(plan.level_begin.size() - 1);
  std::vector<uint32_t> first(plan.storages.size(), kNoStorage), last(plan.storages.size(), 0);
  std::vector<uint32_t> last_reader(plan.storages.size(), 0);
  for (uint32_t k = 0; k < n; ++k) {
    const Dispatch& d = plan.dispatches[k];
    const uint32_t l = plan.dispatch_level[k];
    for (uint32_t o : d.outputs) {
      const uint32_t s = storage_root(plan, o, d);
      first[s] = std::min(first[s], l);
      last[s] = std::max(last[s], l);
      last_reader[s] = std::max(last_reader[s], k);
    }
    for (const auto* list : {&d.inputs, &d.captures})
      for (uint32_t v : *list) {
        const uint32_t s = storage_root(plan, v, d);
        last[s] = std::max(last[s], l);
        last_reader[s] = std::max(last_reader[s], k);
      }
  }
  for (uint32_t v : plan.results) {
    uint32_t s = plan.values[v].storage;
    if (s != kNoStorage && plan.storages[s].parent >= 0) s = uint32_t(plan.storages[s].parent);
    if (s == kNoStorage)
      throw Error(ErrorKind::Invalid, terminator.describe(),
                  "internal: returned value %" + plan.values[v].value->name + " has no storage in the plan");
    last[s] = levels;
    last_reader[s] = n;
  }
  std::vector<ArenaBuffer> buffers;
  std::vector<uint32_t> buffer_storage;
  for (uint32_t s = 0; s < plan.storages.size(); ++s) {
    Storage& st = plan.storages[s];
    if (st.kind == Storage::Kind::Arena && st.parent < 0 && first[s] != kNoStorage) {
      buffers.push_back(ArenaBuffer{st.bytes, first[s], std::max(last[s], first[s]), 0});
      buffer_storage.push_back(s);
    } else if (st.kind == Storage::Kind::Dynamic && first[s] != kNoStorage && last_reader[s] < n) {
      plan.dispatches[last_reader[s]].release_after.push_back(st.index);
    }
  }
  plan.arena_bytes = assign_arena_offsets(buffers, 64);
  if (plan.arena_bytes > max_arena_bytes)
    throw Error(ErrorKind::Limit, fn.describe(),
                "the arena of intermediate tensors needs " + std::to_string(plan.arena_bytes) +
                    " bytes, over the limit of " + std::to_string(max_arena_bytes) +
                    " (ModelOptions::max_arena_bytes)");
  for (size_t b = 0; b < buffers.size(); ++b) plan.storages[buffer_storage[b]].offset = buffers[b].offset;
  for (Storage& st : plan.storages)
    if (st.parent >= 0) st.offset += plan.storages[st.parent].offset;
}

}  // namespace linrt::engine

// Constant deduplication by content. Within one function body, constants of equal type and
// equal bytes are the same value, so every later one is replaced by the first (which, being
// earlier in the same block, dominates all their uses). Tensor constants are bucketed by a hash
// of (type, splat flag, size, and three 256-byte windows of their bytes: start, middle, end)
// and compared byte by byte within a bucket; a splat compares by its one stored element.
// Hashing windows rather than all bytes keeps memory-mapped tables of gigabytes unread unless
// two of them really look alike. Scalar constants compare by type and attribute spelling. A
// splat and a fully stored tensor with equal elements are not merged.
#include <cstring>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

uint64_t hash_bytes(const uint8_t* p, size_t n, uint64_t h) {
  return h ^ (std::hash<std::string_view>{}(std::string_view(reinterpret_cast<const char*>(p), n)) +
              0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

uint64_t content_hash(const rewrite::TensorConstant& t) {
  constexpr size_t kWindow = 256;
  uint64_t h = std::hash<std::string>{}(t.type.str()) ^ (t.splat ? 0x5bd1e995ULL : 0) ^
               (uint64_t(t.data.size) << 1);
  const size_t n = t.data.size;
  if (n <= 3 * kWindow) return hash_bytes(t.data.data, n, h);
  h = hash_bytes(t.data.data, kWindow, h);
  h = hash_bytes(t.data.data + n / 2 - kWindow / 2, kWindow, h);
  return hash_bytes(t.data.data + n - kWindow, kWindow, h);
}

bool same_constant(const rewrite::TensorConstant& a, const rewrite::TensorConstant& b) {
  return a.type == b.type && a.splat == b.splat && a.data.size == b.data.size &&
         (a.data.data == b.data.data || std::memcmp(a.data.data, b.data.data, a.data.size) == 0);
}

}  // namespace

void deduplicate_constants(Module& m, PassStats& stats) {
  int64_t& deduplicated = stats.count("constants_deduplicated");
  for (Block* body : rewrite::function_bodies(m)) {
    std::unordered_map<uint64_t, std::vector<Operation*>> tensors;  // by content hash
    std::unordered_map<std::string, Operation*> scalars;          // by type + spelling
    std::vector<Operation*> duplicates;
    for (auto& owned : body->ops) {
      Operation* op = owned.get();
      if (!op->is(OpId::ArithConstant) || op->results.size() != 1) continue;
      Value* result = op->results[0].get();
      Operation* first = nullptr;
      if (auto t = rewrite::tensor_constant(result)) {
        auto& bucket = tensors[content_hash(*t)];
        for (Operation* candidate : bucket)
          if (same_constant(*rewrite::tensor_constant(candidate->results[0].get()), *t))
            first = candidate;
        if (!first) bucket.push_back(op);
      } else if (const Attribute* a = op->attr("value");
                 a && (a->kind == Attribute::Kind::Integer || a->kind == Attribute::Kind::Float ||
                       a->kind == Attribute::Kind::Bool)) {
        auto [it, inserted] = scalars.emplace(result->type.str() + " " + a->str_repr(), op);
        if (!inserted) first = it->second;
      }
      if (!first) continue;
      rewrite::replace_all_uses(*body, result, first->results[0].get());
      duplicates.push_back(op);
    }
    for (Operation* op : duplicates) rewrite::erase_op(op);
    deduplicated += int64_t(duplicates.size());
  }
}

}  // namespace linrt::graph

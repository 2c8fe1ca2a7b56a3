#include "graph/dialect/op_id.h"

#include <algorithm>
#include <array>
#include <utility>

namespace linrt::graph {

namespace {

constexpr std::array<std::string_view, kNumOpIds> kNames = {
    "",
#define LINRT_OP(id, name) name,
#include "graph/dialect/op_names.def"
#undef LINRT_OP
};

// The names sorted, with their ids: built once, searched by bisection.
const std::array<std::pair<std::string_view, OpId>, kNumOpIds - 1>& sorted_names() {
  static const auto table = [] {
    std::array<std::pair<std::string_view, OpId>, kNumOpIds - 1> t{};
    for (size_t i = 1; i < kNumOpIds; ++i) t[i - 1] = {kNames[i], OpId(i)};
    std::sort(t.begin(), t.end());
    return t;
  }();
  return table;
}

}  // namespace

OpId intern_op_name(std::string_view name) {
  const auto& t = sorted_names();
  auto it = std::lower_bound(t.begin(), t.end(), name,
                             [](const auto& e, std::string_view n) { return e.first < n; });
  return it != t.end() && it->first == name ? it->second : OpId::Unknown;
}

std::string_view op_id_name(OpId id) {
  return size_t(id) < kNumOpIds ? kNames[size_t(id)] : std::string_view();
}

}  // namespace linrt::graph

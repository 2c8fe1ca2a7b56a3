#include "engine/plan/kernel_key.h"

#include <functional>

namespace linrt::engine {

namespace {

std::string mask(const std::vector<bool>& bits, size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i) s += bits[i] ? "1" : "0";
  return s;
}

}  // namespace

std::string KernelKey::root_str() const {
  if (standalone) return str();
  std::string s = op + " {" + attributes + "} ins=[" + inputs + "] outs=[" + outputs + "]" + regions;
  if (input0_blocked || output_blocked)
    s += std::string(" nchw16c=") + (input0_blocked ? "in" : "") + (output_blocked ? "out" : "");
  if (!captures.empty()) s += " captures=[" + captures + "]";
  return s + (has_epilogue ? " +epilogue" : "") + " const=" + mask(constant, num_root_inputs);
}

std::string KernelKey::str() const {
  std::string s;
  if (standalone) {
    s = "elementwise shape=" + shape + " ins=[" + inputs + "] outs=" + outputs + " prog=" + program;
  } else {
    s = op + " {" + attributes + "} ins=[" + inputs + "] outs=[" + outputs + "]" + regions;
    if (input0_blocked || output_blocked)
      s += std::string(" nchw16c=") + (input0_blocked ? "in" : "") + (output_blocked ? "out" : "");
    if (!captures.empty()) s += " captures=[" + captures + "]";
    if (has_epilogue) s += " epilogue=" + program + " extras=[" + extras + "]";
  }
  s += " const=" + mask(constant, constant.size());
  for (uint32_t f : fills) s += " fill" + std::to_string(f);
  return s;
}

size_t KernelKeyHash::operator()(const KernelKey& k) const noexcept {
  const std::hash<std::string> h;
  size_t seed = std::hash<bool>()(k.standalone);
  auto mix = [&](size_t v) { seed ^= v + 0x9e3779b97f4a7c15ull + (seed << 6) + (seed >> 2); };
  for (const std::string* s : {&k.op, &k.attributes, &k.shape, &k.inputs, &k.outputs, &k.regions, &k.captures,
                               &k.program, &k.extras})
    mix(h(*s));
  mix(size_t(k.input0_blocked) | size_t(k.output_blocked) << 1 | size_t(k.has_epilogue) << 2);
  mix(std::hash<std::vector<bool>>()(k.constant));
  mix(k.num_root_inputs);
  for (uint32_t f : k.fills) mix(f);
  return seed;
}

}  // namespace linrt::engine

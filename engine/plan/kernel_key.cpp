#include "engine/plan/kernel_key.h"

#include <cstdio>
#include <functional>
#include <unordered_map>

#include "engine/plan/passes.h"
#include "graph/printer.h"

namespace linrt::engine {

namespace {

std::string mask(const std::vector<bool>& bits, size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i) s += bits[i] ? "1" : "0";
  return s;
}

// An FNV-1a hash, for naming constant attribute data in keys without including it.
uint64_t fnv1a(const uint8_t* p, size_t n, uint64_t h = 1469598103934665603ull) {
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

std::string attr_key(const graph::Attribute& a) {
  using K = graph::Attribute::Kind;
  if (a.kind == K::DenseElements || a.kind == K::DenseResource) {
    const graph::Blob* b = a.elements_blob();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)(b ? fnv1a(b->data, b->size) : 0));
    return "dense#" + std::string(buf) + ":" + a.type.str();
  }
  return graph::print_attribute(a);
}

// A structural description of an op's regions: op names, attributes, result types and where
// each operand comes from (a block argument, an earlier op of the region, or outside).
void region_key(const graph::Operation& op, std::string& out) {
  for (const auto& region : op.regions) {
    out += "{";
    for (const auto& block : region->blocks) {
      std::unordered_map<const graph::Value*, std::string> local;
      for (size_t i = 0; i < block->args.size(); ++i) {
        local[block->args[i].get()] = "a" + std::to_string(i);
        out += "a:" + block->args[i]->type.str() + ";";
      }
      for (size_t k = 0; k < block->ops.size(); ++k) {
        const graph::Operation& inner = *block->ops[k];
        out += inner.name + "(";
        for (const graph::Value* v : inner.operands) {
          auto it = local.find(v);
          out += (it != local.end() ? it->second : "outer:" + v->type.str()) + ",";
        }
        out += ")";
        for (const auto& [name, attr] : inner.attrs) out += name + "=" + (attr ? attr_key(*attr) : "") + ",";
        for (size_t r = 0; r < inner.results.size(); ++r) {
          local[inner.results[r].get()] = "o" + std::to_string(k) + "." + std::to_string(r);
          out += ":" + inner.results[r]->type.str();
        }
        region_key(inner, out);
        out += ";";
      }
    }
    out += "}";
  }
}

std::string desc_str(const TensorDesc& d) { return std::string(dtype_name(d.dtype)) + "[" + shape_str(d.shape) + "]"; }

std::string access_str(const EwAccess& a) {
  std::string s = "@" + std::to_string(a.base) + "/";
  for (size_t i = 0; i < a.strides.size(); ++i) s += (i ? "," : "") + std::to_string(a.strides[i]);
  return s;
}

std::string prologue_str(InputPrologue p) {
  switch (p) {
    case InputPrologue::AffineRelu: return " prologue=affine_relu";
    case InputPrologue::Gate: return " prologue=gate";
    default: return " prologue=affine";
  }
}

}  // namespace

void describe_root(KernelKey& key, const graph::Operation& root) {
  key.op = root.name;
  for (const auto& [n, a] : root.attrs) key.attributes += n + "=" + (a ? attr_key(*a) : "") + ", ";
  for (const graph::Value* v : root.operands) key.inputs += v->type.str() + " ";
  for (const auto& r : root.results) key.outputs += r->type.str() + " ";
  region_key(root, key.regions);
}

std::string access_key(const TensorDesc& desc, const EwAccess& access) {
  return desc_str(desc) + access_str(access) + " ";
}

std::string KernelKey::root_str() const {
  if (standalone) return str();
  std::string s = op + " {" + attributes + "} ins=[" + inputs + "] outs=[" + outputs + "]" + regions;
  if (input0_blocked || output_blocked)
    s += std::string(" nchw16c=") + (input0_blocked ? "in" : "") + (output_blocked ? "out" : "");
  if (!captures.empty()) s += " captures=[" + captures + "]";
  if (prologue != InputPrologue::None) s += prologue_str(prologue);
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
    if (prologue != InputPrologue::None) s += prologue_str(prologue);
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
  mix(size_t(k.input0_blocked) | size_t(k.output_blocked) << 1 | size_t(k.has_epilogue) << 2 |
      size_t(k.prologue) << 3);
  mix(std::hash<std::vector<bool>>()(k.constant));
  mix(k.num_root_inputs);
  for (uint32_t f : k.fills) mix(f);
  return seed;
}

}  // namespace linrt::engine

#include "engine/plan/stats.h"

#include <filesystem>
#include <fstream>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "engine/plan/fold_constant_ops.h"
#include "graph/passes/passes.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

int64_t count_ops(const graph::Block& b) {
  int64_t n = 0;
  for (const auto& op : b.ops) {
    ++n;
    for (const auto& r : op->regions)
      for (const auto& inner : r->blocks) n += count_ops(*inner);
  }
  return n;
}

}  // namespace

int64_t count_function_ops(const graph::Module& m) {
  int64_t n = 0;
  for (const auto& op : m.body->ops)
    for (const auto& r : op->regions)
      for (const auto& b : r->blocks) n += count_ops(*b);
  return n;
}

int64_t count_tensor_constants(const graph::Module& m) {
  int64_t n = 0;
  std::function<void(const graph::Block&)> walk = [&](const graph::Block& b) {
    for (const auto& op : b.ops) {
      if (op->is(graph::OpId::ArithConstant) && op->results.size() == 1 && op->results[0]->type.is_tensor()) ++n;
      for (const auto& r : op->regions)
        for (const auto& inner : r->blocks) walk(*inner);
    }
  };
  walk(*m.body);
  return n;
}

void prepare_module(graph::Module& m, ModelStats& counts) {
  graph::PassStats passes;
  graph::canonicalize(m, passes);
  // After the passes, so that constant folding and recognition have run; what it folds (a
  // transposed conv's flipped weight) becomes a constant operand of the conv for its kernel to
  // pack once.
  const int64_t evaluated = passes.count("constant_generics_evaluated") = fold_constant_generics(m);
  const int64_t identities = passes.count("identity_gathers_folded") = fold_identity_gathers(m);
  if (evaluated > 0 || identities > 0) {
    graph::eliminate_dead_ops(m, passes);
    graph::deduplicate_constants(m, passes);
  }
  counts.ops_after_passes = count_function_ops(m);
  counts.constants_after_dedup = count_tensor_constants(m);
  counts.pass_counters = passes.entries();
}

ModelStats plan_stats(const Plan& plan) {
  ModelStats st;
  st.function = plan.function;
  for (size_t i = 0; i < plan.inputs.size() && i < plan.input_types.size(); ++i) {
    const graph::Value* v = plan.values[plan.inputs[i]].value;
    st.inputs.push_back((v ? "%" + v->name + ": " : std::string()) + plan.input_types[i].str());
  }
  st.dispatches = int64_t(plan.dispatches.size());
  st.unique_kernels = int64_t(plan.kernels.size());
  st.weight_bytes = int64_t(plan.constant_bytes);
  st.arena_bytes = int64_t(plan.arena_bytes);
  for (const Dispatch& d : plan.dispatches) st.in_place_dispatches += d.in_place >= 0;
  st.blocked_values = int64_t(plan.blocked_values);
  st.layout_conversions = int64_t(plan.layout_conversions);
  // Per root op: distinct root kernels (one kernel object serves every epilogue variant).
  std::map<std::string, int64_t> per_root;
  std::set<std::string> root_keys;
  for (const PlanKernel& k : plan.kernels) {
    if (root_keys.insert(k.root_key).second) ++per_root[k.root_kind];
    KernelStats ks;
    ks.name = k.name + (k.stores ? " (epilogue in stores)" : "");
    ks.root = k.root_kind;
    ks.key = k.key;
    for (uint32_t d : k.call_sites) ks.call_sites.push_back(plan.dispatches[d].root->loc.str());
    if (!k.native) st.fallback_dispatches += int64_t(k.call_sites.size());
    st.kernels.push_back(std::move(ks));
  }
  st.unique_kernels_per_root.assign(per_root.begin(), per_root.end());
  return st;
}

std::string format_stats(const ModelStats& s) {
  std::ostringstream o;
  o << "function            @" << s.function << "\n"
    << "inputs              ";
  for (size_t i = 0; i < s.inputs.size(); ++i) o << (i ? ", " : "") << s.inputs[i];
  o << (s.inputs.empty() ? "none\n" : "\n")
    << "ops parsed          " << s.ops_parsed << "\n"
    << "ops after passes    " << s.ops_after_passes << "\n"
    << "constants           " << s.constants_before_dedup << " parsed, " << s.constants_after_dedup
    << " after folding and deduplication\n"
    << "weight bytes        " << s.weight_bytes << "\n"
    << "dispatches          " << s.dispatches << " (" << s.fallback_dispatches << " through reference fallbacks)\n"
    << "dispatches in place " << s.in_place_dispatches << "\n"
    << "blocked layout      " << s.blocked_values << " values in NCHW16c, " << s.layout_conversions
    << " layout conversions (convs between a row-major and a blocked value)\n"
    << "unique kernels      " << s.unique_kernels << "\n";
  for (const auto& [root, n] : s.unique_kernels_per_root) o << "  " << root << ": " << n << "\n";
  o << "arena bytes         " << s.arena_bytes << "\n";
  if (!s.pass_counters.empty()) {
    o << "graph passes\n";
    for (const auto& [name, n] : s.pass_counters) o << "  " << name << ": " << n << "\n";
  }
  o << "kernels (name, root, call sites)\n";
  for (size_t i = 0; i < s.kernels.size(); ++i)
    o << "  #" << i << " " << s.kernels[i].name << "  " << s.kernels[i].root << "  x" << s.kernels[i].call_sites.size()
      << "\n";
  return o.str();
}

void dump_dispatches(const ModelStats& s, const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw Error(ErrorKind::Io, dir, "cannot create the directory: " + ec.message());
  for (size_t i = 0; i < s.kernels.size(); ++i) {
    const KernelStats& k = s.kernels[i];
    std::string safe;
    for (char c : k.name) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_') ? c : '_';
    char num[16];
    std::snprintf(num, sizeof num, "%03zu", i);
    const std::string path = (std::filesystem::path(dir) / ("kernel_" + std::string(num) + "_" + safe + ".txt")).string();
    std::ofstream out(path);
    out << "kernel " << i << ": " << k.name << "\nroot: " << k.root << "\ncall sites: " << k.call_sites.size()
        << "\nkey: " << k.key << "\n\n";
    for (const std::string& site : k.call_sites) out << site << "\n";
    if (!out) throw Error(ErrorKind::Io, path, "cannot write the dispatch dump");
  }
}

}  // namespace linrt::engine

namespace linrt {

std::string format_profile(const SessionProfile& p) {
  std::ostringstream o;
  const double runs = double(std::max<int64_t>(p.runs, 1));
  char line[512];
  std::snprintf(line, sizeof line, "profile: %lld run(s), %.3f ms per run, %.3f CPU ms per run\n",
                static_cast<long long>(p.runs), p.run_seconds * 1e3 / runs, p.run_cpu_seconds * 1e3 / runs);
  o << line;
  std::snprintf(line, sizeof line, "  %10s %10s %6s %10s %9s  %s\n", "total ms", "ms/run", "%", "CPU ms/run", "calls/run",
                "kernel (first call site)");
  o << line;
  double sum = 0, cpu_sum = 0;
  for (const KernelTime& k : p.kernels) {
    if (k.calls == 0) continue;
    sum += k.seconds;
    cpu_sum += k.cpu_seconds;
    std::snprintf(line, sizeof line, "  %10.3f %10.3f %6.1f %10.3f %9lld  %s (%s)\n", k.seconds * 1e3,
                  k.seconds * 1e3 / runs, p.run_seconds > 0 ? 100.0 * k.seconds / p.run_seconds : 0.0,
                  k.cpu_seconds * 1e3 / runs, static_cast<long long>(double(k.calls) / runs + 0.5), k.name.c_str(),
                  k.call_site.c_str());
    o << line;
  }
  std::snprintf(line, sizeof line,
                "  %10.3f %10.3f %6.1f %10.3f            all dispatches (side-by-side ones count in full)\n", sum * 1e3,
                sum * 1e3 / runs, p.run_seconds > 0 ? 100.0 * sum / p.run_seconds : 0.0, cpu_sum * 1e3 / runs);
  o << line;
  return o.str();
}

}  // namespace linrt

#include "graph/dialect/linrt/adaptor.h"

#include <array>
#include <mutex>

#include "core/registration.h"

namespace linrt::graph {
namespace {

std::array<ResultShapeRule, kNumOpIds>& result_shape_rules() {
  static std::array<ResultShapeRule, kNumOpIds> rules{};
  return rules;
}

}  // namespace

void register_result_shape(OpId id, ResultShapeRule rule) { result_shape_rules()[size_t(id)] = rule; }

std::optional<std::vector<int64_t>> linrt_result_shape(const Operation& op) {
  static std::once_flag once;
  std::call_once(once, [] { run_registrations("result_shape"); });
  const ResultShapeRule rule = result_shape_rules()[size_t(op.id())];
  if (!rule || op.operands.empty()) return std::nullopt;
  return rule(op);
}

}  // namespace linrt::graph

namespace linrt::graph::adaptor_io {

bool fail(std::string* error, std::string msg) {
  if (error) *error = std::move(msg);
  return false;
}

std::nullopt_t reject(std::string* error, std::string msg) {
  fail(error, std::move(msg));
  return std::nullopt;
}

bool read_int(const Operation& op, const char* key, int64_t& out, std::string* error) {
  const Attribute* a = op.attr(key);
  if (!a || a->kind != Attribute::Kind::Integer)
    return fail(error, std::string("expected integer attribute '") + key + "'");
  out = a->i;
  return true;
}

bool read_string(const Operation& op, const char* key, std::string& out, std::string* error) {
  const Attribute* a = op.attr(key);
  if (!a || a->kind != Attribute::Kind::String)
    return fail(error, std::string("expected string attribute '") + key + "'");
  out = a->str;
  return true;
}

bool read_flag(const Operation& op, const char* key, bool& out, std::string* error) {
  const Attribute* a = op.attr(key);
  out = false;
  if (!a) return true;
  switch (a->kind) {
    case Attribute::Kind::Bool: out = a->b; return true;
    case Attribute::Kind::Unit: out = true; return true;
    case Attribute::Kind::Integer: out = a->i != 0; return true;
    default: return fail(error, std::string("attribute '") + key + "' must be a boolean");
  }
}

void write_all(Operation& op, AttrList attrs) {
  for (auto& [key, value] : attrs) op.set_attr(std::move(key), std::move(value));
}

}  // namespace linrt::graph::adaptor_io

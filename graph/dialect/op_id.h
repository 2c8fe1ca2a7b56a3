// Interned op kinds. Every Operation carries an OpId, looked up once from its name when the
// op is parsed or created (OpName keeps the two together), so code that asks "is this a
// linalg.generic?" compares two small integers instead of two strings, and a misspelt kind is
// a compile error instead of a silent mismatch. The list of known names is op_names.def.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace linrt::graph {

enum class OpId : uint16_t {
  Unknown = 0,  // a name not in op_names.def: still a valid op, just not one code names
#define LINRT_OP(id, name) id,
#include "graph/dialect/op_names.def"
#undef LINRT_OP
  Count_,
};

constexpr size_t kNumOpIds = size_t(OpId::Count_);

// The id of an op name ("linalg.generic" -> OpId::LinalgGeneric); OpId::Unknown when the name
// is not in op_names.def.
OpId intern_op_name(std::string_view name);
// The op name of an id ("" for OpId::Unknown).
std::string_view op_id_name(OpId id);

// An operation's name with its interned id. Assigning a name interns it, so the two cannot
// disagree. It reads as the std::string it wraps (messages, maps keyed by name).
class OpName {
 public:
  OpName() = default;
  OpName(std::string name) : text_(std::move(name)), id_(intern_op_name(text_)) {}
  OpName(const char* name) : OpName(std::string(name)) {}
  OpName(std::string_view name) : OpName(std::string(name)) {}
  OpName(OpId id) : text_(op_id_name(id)), id_(id) {}

  OpId id() const { return id_; }
  const std::string& str() const { return text_; }
  operator const std::string&() const { return text_; }
  operator std::string_view() const { return text_; }
  const char* c_str() const { return text_.c_str(); }
  size_t size() const { return text_.size(); }
  bool empty() const { return text_.empty(); }
  size_t find(std::string_view s, size_t pos = 0) const { return text_.find(s, pos); }
  bool starts_with(std::string_view prefix) const { return text_.starts_with(prefix); }
  bool ends_with(std::string_view suffix) const { return text_.ends_with(suffix); }

  friend bool operator==(const OpName& a, const OpName& b) { return a.text_ == b.text_; }
  friend bool operator==(const OpName& a, std::string_view b) { return a.text_ == b; }
  friend bool operator==(const OpName& a, const char* b) { return a.text_ == b; }
  friend bool operator==(const OpName& a, const std::string& b) { return a.text_ == b; }
  friend auto operator<=>(const OpName& a, const OpName& b) { return a.text_ <=> b.text_; }
  friend std::string operator+(const OpName& a, std::string_view b) { return a.text_ + std::string(b); }
  friend std::string operator+(const OpName& a, const char* b) { return a.text_ + b; }
  friend std::string operator+(const OpName& a, const std::string& b) { return a.text_ + b; }
  friend std::string operator+(std::string_view a, const OpName& b) { return std::string(a) + b.text_; }
  friend std::string operator+(const char* a, const OpName& b) { return a + b.text_; }
  friend std::string operator+(const std::string& a, const OpName& b) { return a + b.text_; }
  friend std::ostream& operator<<(std::ostream& os, const OpName& n) { return os << n.text_; }

 private:
  std::string text_;
  OpId id_ = OpId::Unknown;
};

}  // namespace linrt::graph

// A small strict JSON reader, public so that programs built on the installed library (the
// upscaler's model descriptions) read JSON as the library does (safetensors headers). RFC 8259
// JSON only: no comments, trailing commas, NaN or leading zeros; duplicate object keys and
// nesting deeper than a limit are errors, so hostile headers cannot exhaust the stack.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace linrt {

struct JsonValue {
  enum class Kind : uint8_t { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0.0;
  // Set when the number is written as an integer (no fraction or exponent) that fits in int64.
  std::optional<int64_t> integer;
  std::string string;
  std::vector<JsonValue> array;
  std::vector<std::pair<std::string, JsonValue>> object;  // in document order

  // Declared here and defaulted in json.cpp: with an implicit destructor, clang instantiates
  // ~vector<pair<string, JsonValue>> while pair<string, JsonValue> is still incomplete (when
  // libstdc++ checks pair's default constructor), which is an error.
  JsonValue();
  JsonValue(const JsonValue&);
  JsonValue(JsonValue&&) noexcept;
  JsonValue& operator=(const JsonValue&);
  JsonValue& operator=(JsonValue&&) noexcept;
  ~JsonValue();

  // Member `key` of an object; nullptr if absent or if this is not an object.
  const JsonValue* find(std::string_view key) const;
};

// Parses `text` as one JSON value (surrounding whitespace allowed). Throws linrt::Error(Parse)
// with `where` = `name` and the byte offset of the problem in the message.
JsonValue parse_json(std::string_view text, const std::string& name, size_t max_depth = 64);

}  // namespace linrt

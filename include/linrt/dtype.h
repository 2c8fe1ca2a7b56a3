// Element types shared by every layer of linrt (graph, loaders, ops, engine, public API).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace linrt {

// The element types that torch-mlir and IREE test files use. `Index` is MLIR's `index`,
// stored as 64-bit. `I1` is stored one byte per element (0 or 1), as numpy's bool.
// Signless integers (i8..i64) are stored two's complement; signedness comes from the op.
enum class DType : uint8_t {
  I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64, SI8, SI16, SI32, SI64, Index,
  F16, BF16, F32, F64,
};

constexpr size_t dtype_size(DType t) {
  switch (t) {
    case DType::I1: case DType::I8: case DType::UI8: case DType::SI8: return 1;
    case DType::I16: case DType::UI16: case DType::SI16: case DType::F16: case DType::BF16: return 2;
    case DType::I32: case DType::UI32: case DType::SI32: case DType::F32: return 4;
    case DType::I64: case DType::UI64: case DType::SI64: case DType::Index: case DType::F64: return 8;
  }
  return 0;
}

constexpr bool dtype_is_float(DType t) {
  return t == DType::F16 || t == DType::BF16 || t == DType::F32 || t == DType::F64;
}
constexpr bool dtype_is_int(DType t) { return !dtype_is_float(t); }
constexpr bool dtype_is_unsigned(DType t) {
  return t == DType::UI8 || t == DType::UI16 || t == DType::UI32 || t == DType::UI64;
}
// Bit width of an integer or float type (i1 is 1, index is 64).
constexpr unsigned dtype_bits(DType t) { return t == DType::I1 ? 1u : unsigned(dtype_size(t) * 8); }

// MLIR spelling: "f32", "i1", "ui8", "index", ...
std::string_view dtype_name(DType t);
std::optional<DType> dtype_from_name(std::string_view name);

// IEEE half and bfloat16 conversions (round to nearest even).
float f16_to_f32(uint16_t h);
uint16_t f32_to_f16(float f);
float bf16_to_f32(uint16_t b);
uint16_t f32_to_bf16(float f);

}  // namespace linrt

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
// The narrow types are stored one byte per element, unpacked: i4 and i2 sign-extended to a
// byte, the 8-bit floats as their bit pattern, f4E2M1FN as its 4-bit pattern in the low
// nibble (0x0..0xF). IREE packs i4/i2/f4 two or four to a byte; only bitcasts between a
// narrow type and a wider one see that packing (low bits hold the first element).
enum class DType : uint8_t {
  I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64, SI8, SI16, SI32, SI64, Index,
  F16, BF16, F32, F64,
  // Narrow types of IREE's tests (MLIR's names, APFloat's semantics; see dtype.cpp).
  F8E5M2, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F4E2M1FN, I4, I2,
  // The exponent-only scale type of MX formats (arith.scaling_extf / scaling_truncf).
  F8E8M0FNU,
};

constexpr size_t dtype_size(DType t) {
  switch (t) {
    case DType::I1: case DType::I8: case DType::UI8: case DType::SI8: return 1;
    case DType::F8E5M2: case DType::F8E4M3FN: case DType::F8E5M2FNUZ: case DType::F8E4M3FNUZ:
    case DType::F4E2M1FN: case DType::I4: case DType::I2: case DType::F8E8M0FNU: return 1;
    case DType::I16: case DType::UI16: case DType::SI16: case DType::F16: case DType::BF16: return 2;
    case DType::I32: case DType::UI32: case DType::SI32: case DType::F32: return 4;
    case DType::I64: case DType::UI64: case DType::SI64: case DType::Index: case DType::F64: return 8;
  }
  return 0;
}

// The 8- and 4-bit float types: stored as bit patterns, computed in float (dtype.cpp).
constexpr bool dtype_is_minifloat(DType t) {
  return t == DType::F8E5M2 || t == DType::F8E4M3FN || t == DType::F8E5M2FNUZ ||
         t == DType::F8E4M3FNUZ || t == DType::F4E2M1FN || t == DType::F8E8M0FNU;
}
constexpr bool dtype_is_float(DType t) {
  return t == DType::F16 || t == DType::BF16 || t == DType::F32 || t == DType::F64 ||
         dtype_is_minifloat(t);
}
constexpr bool dtype_is_int(DType t) { return !dtype_is_float(t); }
constexpr bool dtype_is_unsigned(DType t) {
  return t == DType::UI8 || t == DType::UI16 || t == DType::UI32 || t == DType::UI64;
}
// Bit width of an integer or float type (i1 is 1, i2 2, i4 and f4E2M1FN 4, index 64).
constexpr unsigned dtype_bits(DType t) {
  switch (t) {
    case DType::I1: return 1;
    case DType::I2: return 2;
    case DType::I4: case DType::F4E2M1FN: return 4;
    default: return unsigned(dtype_size(t) * 8);
  }
}

// MLIR spelling: "f32", "i1", "ui8", "index", ...
std::string_view dtype_name(DType t);
std::optional<DType> dtype_from_name(std::string_view name);

// IEEE half and bfloat16 conversions (round to nearest even).
float f16_to_f32(uint16_t h);
uint16_t f32_to_f16(float f);
float bf16_to_f32(uint16_t b);
uint16_t f32_to_bf16(float f);

// The 8- and 4-bit float types (dtype_is_minifloat) as MLIR's APFloat defines them:
//   f8E5M2     bias 15, IEEE: infinities (0x7C/0xFC), NaNs, -0; overflow -> inf.
//   f8E4M3FN   bias 7, no infinities, NaN is S.1111.111, -0; overflow -> NaN.
//   f8E5M2FNUZ bias 16, f8E4M3FNUZ bias 8: no infinities, no -0, the one NaN is 0x80;
//              overflow -> NaN, -0 -> +0.
//   f4E2M1FN   bias 1, finite only (max 6), -0; overflow and infinities saturate to +-6,
//              NaN (which it cannot hold) becomes +0.
//   f8E8M0FNU  8 exponent bits, bias 127, no sign, no mantissa: 2^(bits - 127) for 0x00..0xFE,
//              0xFF the NaN; no zero and no infinity. A value rounds to the nearer power of two,
//              ties (1.5 * 2^e) up (APFloat's tie to even with the significand's one bit, which
//              is always 1); overflow, negatives, infinities and NaN give 0xFF; zero and values
//              below 2^-127 give 0x00, the smallest value (APFloat: a type without zero takes
//              its smallest normal instead).
// Rounding is to nearest, ties to even, subnormals kept. NaN inputs give the type's quiet NaN.
double minifloat_to_double(DType t, uint8_t bits);
uint8_t double_to_minifloat(DType t, double v);
double minifloat_min_normal(DType t);

// Any float type: the bit pattern of `v` rounded to `t`, and the value of a bit pattern.
uint64_t float_to_bits(DType t, double v);
double float_from_bits(DType t, uint64_t bits);

}  // namespace linrt

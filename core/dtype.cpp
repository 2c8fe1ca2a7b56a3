#include "linrt/dtype.h"

#include <bit>
#include <cmath>
#include <cstring>

namespace linrt {

namespace {
struct NameEntry { DType type; std::string_view name; };
constexpr NameEntry kNames[] = {
    {DType::I1, "i1"},     {DType::I8, "i8"},     {DType::I16, "i16"},   {DType::I32, "i32"},
    {DType::I64, "i64"},   {DType::UI8, "ui8"},   {DType::UI16, "ui16"}, {DType::UI32, "ui32"},
    {DType::UI64, "ui64"}, {DType::SI8, "si8"},   {DType::SI16, "si16"}, {DType::SI32, "si32"},
    {DType::SI64, "si64"}, {DType::Index, "index"}, {DType::F16, "f16"}, {DType::BF16, "bf16"},
    {DType::F32, "f32"},   {DType::F64, "f64"},
};
}  // namespace

std::string_view dtype_name(DType t) {
  for (const auto& e : kNames)
    if (e.type == t) return e.name;
  return "?";
}

std::optional<DType> dtype_from_name(std::string_view name) {
  for (const auto& e : kNames)
    if (e.name == name) return e.type;
  return std::nullopt;
}

float f16_to_f32(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else {  // subnormal: value = mant * 2^-24
      float v = std::ldexp(float(mant), -24);
      return sign ? -v : v;
    }
  } else if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  }
  return std::bit_cast<float>(bits);
}

uint16_t f32_to_f16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t absx = x & 0x7fffffffu;
  if (absx > 0x7f800000u) return uint16_t(sign | 0x7e00u);  // NaN
  if (absx >= 0x477ff000u) {                                // rounds to >= 65520: inf
    return uint16_t(sign | 0x7c00u);
  }
  if (absx < 0x38800000u) {  // below the smallest normal half: subnormal or zero
    float a = std::bit_cast<float>(absx);
    // Scale so that one half-subnormal ulp (2^-24) becomes 1, round to nearest even.
    float scaled = a * 16777216.0f;
    uint32_t m = uint32_t(std::nearbyint(scaled));
    return uint16_t(sign | m);
  }
  uint32_t exp = ((absx >> 23) - 112) << 10;
  uint32_t mant = (absx >> 13) & 0x3ffu;
  uint32_t rest = absx & 0x1fffu;
  uint32_t h = exp | mant;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) h += 1;
  return uint16_t(sign | h);
}

float bf16_to_f32(uint16_t b) { return std::bit_cast<float>(uint32_t(b) << 16); }

uint16_t f32_to_bf16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return uint16_t((x >> 16) | 0x40u);  // quiet NaN
  uint32_t lsb = (x >> 16) & 1u;
  x += 0x7fffu + lsb;
  return uint16_t(x >> 16);
}

}  // namespace linrt

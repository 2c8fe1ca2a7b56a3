#include "linrt/dtype.h"

#include <bit>
#include <cmath>
#include <algorithm>
#include <cstring>
#include <limits>

namespace linrt {

namespace {
struct NameEntry { DType type; std::string_view name; };
constexpr NameEntry kNames[] = {
    {DType::I1, "i1"},     {DType::I8, "i8"},     {DType::I16, "i16"},   {DType::I32, "i32"},
    {DType::I64, "i64"},   {DType::UI8, "ui8"},   {DType::UI16, "ui16"}, {DType::UI32, "ui32"},
    {DType::UI64, "ui64"}, {DType::SI8, "si8"},   {DType::SI16, "si16"}, {DType::SI32, "si32"},
    {DType::SI64, "si64"}, {DType::Index, "index"}, {DType::F16, "f16"}, {DType::BF16, "bf16"},
    {DType::F32, "f32"},   {DType::F64, "f64"},   {DType::F8E5M2, "f8E5M2"},
    {DType::F8E4M3FN, "f8E4M3FN"}, {DType::F8E5M2FNUZ, "f8E5M2FNUZ"},
    {DType::F8E4M3FNUZ, "f8E4M3FNUZ"}, {DType::F4E2M1FN, "f4E2M1FN"}, {DType::I4, "i4"},
    {DType::I2, "i2"},     {DType::F8E8M0FNU, "f8E8M0FNU"},
};

// Layout and special values of a narrow float type.
enum class NonFinite { Ieee, NanAllOnes, NanNegZero, FiniteOnly };
struct MiniFormat { int exp_bits, man_bits, bias; NonFinite nonfinite; };

MiniFormat mini_format(DType t) {
  switch (t) {
    case DType::F8E5M2: return {5, 2, 15, NonFinite::Ieee};
    case DType::F8E4M3FN: return {4, 3, 7, NonFinite::NanAllOnes};
    case DType::F8E5M2FNUZ: return {5, 2, 16, NonFinite::NanNegZero};
    case DType::F8E4M3FNUZ: return {4, 3, 8, NonFinite::NanNegZero};
    default: return {2, 1, 1, NonFinite::FiniteOnly};
  }
}

// Largest finite magnitude: the top exponent field holds only infinities and NaNs for IEEE
// types; for NanAllOnes its all-ones mantissa is the NaN.
double mini_max(const MiniFormat& f) {
  int top = (1 << f.exp_bits) - 1;
  int max_man = (1 << f.man_bits) - 1;
  if (f.nonfinite == NonFinite::Ieee) top -= 1;
  if (f.nonfinite == NonFinite::NanAllOnes) max_man -= 1;
  return std::ldexp(1.0 + double(max_man) / double(1 << f.man_bits), top - f.bias);
}

// f8E8M0FNU (see dtype.h): the exponent byte alone.
double e8m0_to_double(uint8_t bits) {
  return bits == 0xFF ? std::numeric_limits<double>::quiet_NaN() : std::ldexp(1.0, int(bits) - 127);
}

uint8_t double_to_e8m0(double v) {
  if (std::isnan(v) || std::isinf(v) || v < 0.0) return 0xFF;
  if (v == 0.0) return 0x00;  // -0 too
  int e = std::ilogb(v);
  if (std::ldexp(v, -e) >= 1.5) ++e;  // the tie 1.5 * 2^e goes up
  if (e < -127) return 0x00;
  if (e > 127) return 0xFF;
  return uint8_t(e + 127);
}
}  // namespace

double minifloat_to_double(DType t, uint8_t bits) {
  if (t == DType::F8E8M0FNU) return e8m0_to_double(bits);
  MiniFormat f = mini_format(t);
  int width = 1 + f.exp_bits + f.man_bits;
  bits &= uint8_t((1u << width) - 1);
  bool neg = (bits >> (width - 1)) & 1u;
  int e = (bits >> f.man_bits) & ((1 << f.exp_bits) - 1);
  int m = bits & ((1 << f.man_bits) - 1);
  int top = (1 << f.exp_bits) - 1;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  switch (f.nonfinite) {
    case NonFinite::Ieee:
      if (e == top) return m ? nan : (neg ? -HUGE_VAL : HUGE_VAL);
      break;
    case NonFinite::NanAllOnes:
      if (e == top && m == (1 << f.man_bits) - 1) return nan;
      break;
    case NonFinite::NanNegZero:
      if (neg && e == 0 && m == 0) return nan;
      break;
    case NonFinite::FiniteOnly: break;
  }
  double mag = e == 0 ? std::ldexp(double(m), 1 - f.bias - f.man_bits)
                      : std::ldexp(double((1 << f.man_bits) | m), e - f.bias - f.man_bits);
  return neg ? -mag : mag;
}

uint8_t double_to_minifloat(DType t, double v) {
  if (t == DType::F8E8M0FNU) return double_to_e8m0(v);
  MiniFormat f = mini_format(t);
  const int width = 1 + f.exp_bits + f.man_bits;
  const uint8_t sign = std::signbit(v) ? uint8_t(1u << (width - 1)) : 0;
  const int top = (1 << f.exp_bits) - 1;
  const int man_one = 1 << f.man_bits;
  auto nan_bits = [&]() -> uint8_t {
    switch (f.nonfinite) {
      case NonFinite::Ieee: return uint8_t(sign | (top << f.man_bits) | (man_one >> 1));
      case NonFinite::NanAllOnes: return uint8_t(sign | (top << f.man_bits) | (man_one - 1));
      case NonFinite::NanNegZero: return 0x80;
      case NonFinite::FiniteOnly: return 0;
    }
    return 0;
  };
  const double max = mini_max(f);
  auto overflow = [&]() -> uint8_t {
    switch (f.nonfinite) {
      case NonFinite::Ieee: return uint8_t(sign | (top << f.man_bits));
      case NonFinite::FiniteOnly: return uint8_t(sign | ((1u << (width - 1)) - 1));
      default: return nan_bits();
    }
  };
  if (std::isnan(v)) return nan_bits();
  double a = std::fabs(v);
  if (std::isinf(a)) return overflow();
  // Round to the grid of the binade of `a` (the subnormal grid below the smallest normal):
  // a / quantum is exact, nearbyint rounds ties to even in the default rounding mode.
  const int min_exp = 1 - f.bias;
  int exp = a == 0.0 ? min_exp : std::max(std::ilogb(a), min_exp);
  double quantum = std::ldexp(1.0, exp - f.man_bits);
  double r = std::nearbyint(a / quantum) * quantum;
  if (r > max) return overflow();
  if (r == 0.0) return f.nonfinite == NonFinite::NanNegZero ? 0 : sign;
  int e, m;
  if (r < std::ldexp(1.0, min_exp)) {
    e = 0;
    m = int(r / std::ldexp(1.0, min_exp - f.man_bits));
  } else {
    int re = std::ilogb(r);
    e = re + f.bias;
    m = int(r / std::ldexp(1.0, re - f.man_bits)) - man_one;
  }
  return uint8_t(sign | (e << f.man_bits) | m);
}

double minifloat_min_normal(DType t) {
  return t == DType::F8E8M0FNU ? std::ldexp(1.0, -127) : std::ldexp(1.0, 1 - mini_format(t).bias);
}

uint64_t float_to_bits(DType t, double v) {
  switch (t) {
    case DType::F64: return std::bit_cast<uint64_t>(v);
    case DType::F32: return std::bit_cast<uint32_t>(float(v));
    case DType::F16: return f32_to_f16(float(v));
    case DType::BF16: return f32_to_bf16(float(v));
    default: return double_to_minifloat(t, v);
  }
}

double float_from_bits(DType t, uint64_t bits) {
  switch (t) {
    case DType::F64: return std::bit_cast<double>(bits);
    case DType::F32: return double(std::bit_cast<float>(uint32_t(bits)));
    case DType::F16: return double(f16_to_f32(uint16_t(bits)));
    case DType::BF16: return double(bf16_to_f32(uint16_t(bits)));
    default: return minifloat_to_double(t, uint8_t(bits));
  }
}

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

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "core/host_tensor.h"
#include "linrt/dtype.h"

using namespace linrt;

TEST_CASE("f16 conversion matches IEEE binary16 for normal, subnormal, rounding and specials") {
  CHECK(f32_to_f16(1.0f) == 0x3C00);
  CHECK(f32_to_f16(-2.0f) == 0xC000);
  CHECK(f32_to_f16(65504.0f) == 0x7BFF);
  CHECK(f32_to_f16(65520.0f) == 0x7C00);               // rounds up to inf
  CHECK(f32_to_f16(5.9604645e-8f) == 0x0001);          // smallest subnormal
  CHECK(f32_to_f16(1.0f + 1.0f / 2048.0f) == 0x3C00);  // tie rounds to even
  CHECK(f32_to_f16(1.0f + 3.0f / 2048.0f) == 0x3C02);
  CHECK(f16_to_f32(0x0001) == doctest::Approx(5.9604645e-8));
  CHECK(std::isnan(f16_to_f32(0x7E00)));
  CHECK(std::isinf(f16_to_f32(0xFC00)));
}

TEST_CASE("bf16 conversion rounds to nearest even") {
  CHECK(f32_to_bf16(1.0f) == 0x3F80);
  CHECK(bf16_to_f32(0x3F80) == 1.0f);
  CHECK(f32_to_bf16(1.00390625f) == 0x3F80);  // exactly half an ulp above 1: ties to even
  CHECK(f32_to_bf16(1.01171875f) == 0x3F82);  // 1.5 ulp: ties to even (up)
}

TEST_CASE("8- and 4-bit floats convert as ml_dtypes does (every pattern, ties, overflow)") {
  // tests/data/minifloat/minifloat_cases.txt is written by ml_dtypes (gen_minifloat_cases.py).
  std::ifstream in(std::string(LINRT_SOURCE_DIR) + "/tests/data/minifloat/minifloat_cases.txt");
  REQUIRE(in.good());
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string type, kind, arg, want;
    ls >> type >> kind >> arg >> want;
    auto t = dtype_from_name(type);
    REQUIRE(t.has_value());
    REQUIRE(dtype_is_minifloat(*t));
    INFO(line);
    if (kind == "decode") {
      double v = minifloat_to_double(*t, uint8_t(std::stoul(arg, nullptr, 16)));
      if (want == "nan") CHECK(std::isnan(v));
      else CHECK(std::bit_cast<uint32_t>(float(v)) == uint32_t(std::stoul(want, nullptr, 16)));
    } else {
      float x = std::bit_cast<float>(uint32_t(std::stoul(arg, nullptr, 16)));
      uint8_t got = double_to_minifloat(*t, x);
      if (want == "nan") CHECK(std::isnan(minifloat_to_double(*t, got)));
      else CHECK(int(got) == int(std::stoul(want, nullptr, 16)));
    }
    ++cases;
  }
  CHECK(cases > 4000);
}

TEST_CASE("narrow floats: APFloat's overflow, NaN and zero rules worked out by hand") {
  // f8E4M3FN: max 448 = 0x7E (mantissa 110); 480 (mantissa 111) would be the next step. 464,
  // the tie, goes to the even 448; 470 rounds to 480 and overflows to NaN 0x7F (APFloat's
  // NanOnly rule).
  CHECK(double_to_minifloat(DType::F8E4M3FN, 464.0) == 0x7E);
  CHECK(double_to_minifloat(DType::F8E4M3FN, 470.0) == 0x7F);
  CHECK(double_to_minifloat(DType::F8E4M3FN, -1e9) == 0xFF);
  CHECK(double_to_minifloat(DType::F8E4M3FN, -0.0) == 0x80);
  // f8E5M2 is IEEE: 61440 (tie between 57344 and 65536) overflows to +inf 0x7C.
  CHECK(double_to_minifloat(DType::F8E5M2, 61440.0) == 0x7C);
  CHECK(double_to_minifloat(DType::F8E5M2, 61439.0) == 0x7B);
  CHECK(std::isinf(minifloat_to_double(DType::F8E5M2, 0xFC)));
  // FNUZ: one NaN (0x80), no -0: -0 and negative underflow give +0.
  CHECK(double_to_minifloat(DType::F8E5M2FNUZ, -0.0) == 0x00);
  CHECK(double_to_minifloat(DType::F8E4M3FNUZ, -1e-9) == 0x00);
  CHECK(double_to_minifloat(DType::F8E5M2FNUZ, 65536.0) == 0x80);
  CHECK(double_to_minifloat(DType::F8E4M3FNUZ, HUGE_VAL) == 0x80);
  CHECK(std::isnan(minifloat_to_double(DType::F8E4M3FNUZ, 0x80)));
  // f4E2M1FN is finite only: overflow and infinities saturate to +-6, NaN becomes +0.
  CHECK(double_to_minifloat(DType::F4E2M1FN, 8.0) == 0x7);
  CHECK(double_to_minifloat(DType::F4E2M1FN, -HUGE_VAL) == 0xF);
  CHECK(double_to_minifloat(DType::F4E2M1FN, std::nan("")) == 0x0);
  CHECK(double_to_minifloat(DType::F4E2M1FN, 0.25) == 0x0);  // tie between 0 and 0.5: even
  CHECK(double_to_minifloat(DType::F4E2M1FN, 0.75) == 0x2);  // tie between 0.5 and 1: even
  // Scalars of these types hold values the type can represent.
  CHECK(Scalar::from_float(DType::F8E5M2FNUZ, 2.25).f == 2.0);
  CHECK(Scalar::from_float(DType::F8E5M2FNUZ, 3.25).f == 3.0);
  CHECK(Scalar::from_int(DType::I4, 15).i == -1);
  CHECK(Scalar::from_int(DType::I2, 2).i == -2);
  CHECK(dtype_bits(DType::F4E2M1FN) == 4);
  CHECK(dtype_size(DType::F4E2M1FN) == 1);
}

TEST_CASE("f8E8M0FNU: powers of two, ties up, no zero, no sign (APFloat's rules, by hand)") {
  CHECK(minifloat_to_double(DType::F8E8M0FNU, 0x7F) == 1.0);
  CHECK(minifloat_to_double(DType::F8E8M0FNU, 0x80) == 2.0);
  CHECK(minifloat_to_double(DType::F8E8M0FNU, 0x00) == std::ldexp(1.0, -127));
  CHECK(minifloat_to_double(DType::F8E8M0FNU, 0xFE) == std::ldexp(1.0, 127));
  CHECK(std::isnan(minifloat_to_double(DType::F8E8M0FNU, 0xFF)));
  // 3 = 1.5 * 2: the tie between 2 and 4 goes up (the one significand bit is odd).
  CHECK(double_to_minifloat(DType::F8E8M0FNU, 3.0) == 0x81);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, 2.99) == 0x80);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, 0.7) == 0x7E);  // below the midpoint 0.75
  CHECK(double_to_minifloat(DType::F8E8M0FNU, 0.8) == 0x7F);
  // No zero: 0, -0 and values below 2^-127 give the smallest value 0x00 (APFloat's
  // makeSmallestNormalized; ml_dtypes gives NaN for an exact zero).
  CHECK(double_to_minifloat(DType::F8E8M0FNU, 0.0) == 0x00);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, -0.0) == 0x00);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, std::ldexp(1.0, -140)) == 0x00);
  // No sign and no infinity: negatives, overflow and infinities are NaN.
  CHECK(double_to_minifloat(DType::F8E8M0FNU, -2.0) == 0xFF);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, std::ldexp(1.5, 127)) == 0xFF);
  CHECK(double_to_minifloat(DType::F8E8M0FNU, HUGE_VAL) == 0xFF);
  CHECK(Scalar::from_float(DType::F8E8M0FNU, 5.0).f == 4.0);
  CHECK(dtype_from_name("f8E8M0FNU") == DType::F8E8M0FNU);
}

TEST_CASE("HostTensor prints in iree-run-module format") {
  HostTensor t(DType::I32, {2, 4});
  for (int k = 0; k < 8; ++k) t.set(k, Scalar::from_int(DType::I32, k));
  CHECK(t.str() == "2x4xi32=[0 1 2 3][4 5 6 7]");
  HostTensor v(DType::F32, {3});
  v.set(1, Scalar::from_float(DType::F32, 0.5));
  CHECK(v.str() == "3xf32=0 0.5 0");
  HostTensor s(DType::I1, {});
  s.set(0, Scalar::from_int(DType::I1, 1));
  CHECK(s.str() == "i1=1");
}

TEST_CASE("HostTensor copies on write when its storage is shared") {
  HostTensor a(DType::F32, {2});
  HostTensor b = a;
  b.set(0, Scalar::from_float(DType::F32, 3.0));
  CHECK(a.get_f64(0) == 0.0);
  CHECK(b.get_f64(0) == 3.0);
}

TEST_CASE("Scalar wraps integers to their width") {
  CHECK(Scalar::from_int(DType::I8, 200).i == -56);
  CHECK(Scalar::from_int(DType::UI8, -1).i == 255);
  CHECK(Scalar::from_int(DType::I1, 3).i == 1);
}

#include <doctest/doctest.h>

#include <cmath>

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

// Arithmetic shared by the reference kernels of ops/. Integer kernels compute in 64 bits and
// their callers wrap the results to the output width, which equals computing at that width
// (addition and multiplication are exact modulo 2^n). The helpers do the integer arithmetic in
// unsigned form, where overflow wraps, because signed overflow is undefined behaviour in C++.
#pragma once

#include <type_traits>

namespace linrt::ops::ref {

template <class T>
inline T wrapping_sub(T a, T b) {
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    return T(U(a) - U(b));
  } else {
    return a - b;
  }
}

// acc + a * b
template <class T>
inline T mul_add(T acc, T a, T b) {
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    return T(U(acc) + U(a) * U(b));
  } else {
    return acc + a * b;
  }
}

template <class T>
inline T wrapping_add(T a, T b) {
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<T>;
    return T(U(a) + U(b));
  } else {
    return a + b;
  }
}

}  // namespace linrt::ops::ref

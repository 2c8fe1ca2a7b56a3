// Host-memory tensors and scalars as the reference executor sees them. A HostTensor is dense,
// row-major and contiguous; its bytes are shared (copying a HostTensor is cheap and aliases the
// data). Writers call `make_unique()` (copy-on-write) or allocate a fresh tensor.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "linrt/dtype.h"

namespace linrt {

// One scalar of any DType. Floats are held as double (f16/bf16/f32 values are exactly
// representable), integers as int64 holding the value sign- or zero-extended per the type
// (i1 as 0/1, unsigned types zero-extended, signless and signed types sign-extended).
struct Scalar {
  DType dtype = DType::F32;
  double f = 0.0;
  int64_t i = 0;

  static Scalar from_float(DType t, double v);  // rounds to t's precision (f32 -> float)
  static Scalar from_int(DType t, int64_t v);   // wraps/truncates to t's width, then extends
  bool is_float() const { return dtype_is_float(dtype); }
  double as_double() const { return is_float() ? f : (dtype_is_unsigned(dtype) ? double(uint64_t(i)) : double(i)); }
  std::string str() const;
};

class HostTensor {
 public:
  HostTensor() = default;
  // Zero-filled tensor.
  HostTensor(DType dtype, std::vector<int64_t> shape);
  // A view of existing bytes (not copied); `owner` keeps them alive. Read-only until
  // make_unique() copies them.
  static HostTensor view(DType dtype, std::vector<int64_t> shape, const void* data,
                         std::shared_ptr<const void> owner);
  // A tensor filled with one value.
  static HostTensor splat(DType dtype, std::vector<int64_t> shape, const Scalar& v);

  DType dtype() const { return dtype_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  int64_t rank() const { return int64_t(shape_.size()); }
  int64_t dim(size_t i) const { return shape_.at(i); }
  int64_t numel() const { return numel_; }
  size_t nbytes() const { return size_t(numel_) * dtype_size(dtype_); }
  std::vector<int64_t> strides() const;  // in elements, row-major

  const uint8_t* bytes() const { return data_; }
  // Mutable access; copies the data first if it is shared or a read-only view.
  uint8_t* mutable_bytes();
  template <class T> const T* data() const { return reinterpret_cast<const T*>(data_); }
  template <class T> T* mutable_data() { return reinterpret_cast<T*>(mutable_bytes()); }

  // Element access by flat index with conversion through Scalar (slow; for the reference path).
  Scalar get(int64_t flat) const;
  void set(int64_t flat, const Scalar& v);  // v is converted to this tensor's dtype
  double get_f64(int64_t flat) const { return get(flat).as_double(); }
  int64_t get_i64(int64_t flat) const { return get(flat).i; }

  // A deep copy with its own storage.
  HostTensor clone() const;
  // Same bytes, new shape of equal element count.
  HostTensor reshaped(std::vector<int64_t> shape) const;
  // Element-wise conversion to another dtype (arith.extf/truncf/sitofp... semantics are the
  // caller's business; this converts value-wise: floats round to nearest, float->int truncates).
  HostTensor converted(DType to) const;
  // "2x4xf32=[0 1 2 3][4 5 6 7]" as iree-run-module prints it.
  std::string str(size_t max_elements = 1024) const;

 private:
  DType dtype_ = DType::F32;
  std::vector<int64_t> shape_;
  int64_t numel_ = 0;
  const uint8_t* data_ = nullptr;  // points into owner_
  std::shared_ptr<const void> owner_;
  bool writable_ = false;  // true when owner_ is a buffer this tensor allocated
};

// Number of elements of a shape; throws linrt::Error(Limit) on overflow or a negative dim.
int64_t shape_numel(std::span<const int64_t> shape);
std::string shape_str(std::span<const int64_t> shape);  // "2x?x4"

}  // namespace linrt

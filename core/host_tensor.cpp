#include "core/host_tensor.h"

#include <cmath>
#include <limits>
#include <sstream>

#include "linrt/error.h"

namespace linrt {

namespace {

int64_t wrap_int(DType t, int64_t v) {
  switch (t) {
    case DType::I1: return v & 1;
    case DType::I2: return int64_t(uint64_t(v) << 62) >> 62;
    case DType::I4: return int64_t(uint64_t(v) << 60) >> 60;
    case DType::I8: case DType::SI8: return int8_t(v);
    case DType::UI8: return uint8_t(v);
    case DType::I16: case DType::SI16: return int16_t(v);
    case DType::UI16: return uint16_t(v);
    case DType::I32: case DType::SI32: return int32_t(v);
    case DType::UI32: return uint32_t(v);
    default: return v;
  }
}

double round_float(DType t, double v) {
  switch (t) {
    case DType::F16: return f16_to_f32(f32_to_f16(float(v)));
    case DType::BF16: return bf16_to_f32(f32_to_bf16(float(v)));
    case DType::F32: return double(float(v));
    case DType::F64: return v;
    default: return dtype_is_minifloat(t) ? minifloat_to_double(t, double_to_minifloat(t, v)) : v;
  }
}

std::shared_ptr<uint8_t[]> alloc_bytes(size_t n) {
  // Zero-initialised; at least one byte so data() is never null.
  return std::shared_ptr<uint8_t[]>(new uint8_t[n ? n : 1]());
}

}  // namespace

Scalar Scalar::from_float(DType t, double v) {
  Scalar s;
  s.dtype = t;
  s.f = round_float(t, v);
  return s;
}

Scalar Scalar::from_int(DType t, int64_t v) {
  Scalar s;
  s.dtype = t;
  s.i = wrap_int(t, v);
  return s;
}

std::string Scalar::str() const {
  std::ostringstream os;
  if (is_float()) {
    os.precision(dtype == DType::F64 ? 17 : 9);
    os << f;
  } else if (dtype == DType::I1) {
    os << (i ? 1 : 0);
  } else if (dtype_is_unsigned(dtype)) {
    os << uint64_t(i);
  } else {
    os << i;
  }
  return os.str();
}

int64_t shape_numel(std::span<const int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) throw Error(ErrorKind::Invalid, "", "negative or dynamic dimension in shape " + shape_str(shape));
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d)
      throw Error(ErrorKind::Limit, "", "element count of shape " + shape_str(shape) + " overflows");
    n *= d;
  }
  return n;
}

std::string shape_str(std::span<const int64_t> shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += 'x';
    s += shape[i] == INT64_MIN ? std::string("?") : std::to_string(shape[i]);
  }
  return s;
}

HostTensor::HostTensor(DType dtype, std::vector<int64_t> shape)
    : dtype_(dtype), shape_(std::move(shape)) {
  numel_ = shape_numel(shape_);
  if (size_t(numel_) > std::numeric_limits<size_t>::max() / 8)
    throw Error(ErrorKind::Limit, "", "tensor of shape " + shape_str(shape_) + " is too large");
  auto buf = alloc_bytes(nbytes());
  data_ = buf.get();
  owner_ = std::shared_ptr<const void>(buf, buf.get());
  writable_ = true;
}

HostTensor HostTensor::view(DType dtype, std::vector<int64_t> shape, const void* data,
                            std::shared_ptr<const void> owner) {
  HostTensor t;
  t.dtype_ = dtype;
  t.shape_ = std::move(shape);
  t.numel_ = shape_numel(t.shape_);
  t.data_ = static_cast<const uint8_t*>(data);
  t.owner_ = std::move(owner);
  t.writable_ = false;
  return t;
}

HostTensor HostTensor::splat(DType dtype, std::vector<int64_t> shape, const Scalar& v) {
  HostTensor t(dtype, std::move(shape));
  if (t.numel_ == 0) return t;
  t.set(0, v);
  size_t es = dtype_size(dtype);
  uint8_t* p = t.mutable_bytes();
  for (int64_t k = 1; k < t.numel_; ++k) std::memcpy(p + k * es, p, es);
  return t;
}

std::vector<int64_t> HostTensor::strides() const {
  std::vector<int64_t> s(shape_.size());
  int64_t acc = 1;
  for (size_t i = shape_.size(); i-- > 0;) {
    s[i] = acc;
    acc *= shape_[i];
  }
  return s;
}

uint8_t* HostTensor::mutable_bytes() {
  if (!writable_ || owner_.use_count() > 1) {
    auto buf = alloc_bytes(nbytes());
    if (nbytes()) std::memcpy(buf.get(), data_, nbytes());
    data_ = buf.get();
    owner_ = std::shared_ptr<const void>(buf, buf.get());
    writable_ = true;
  }
  return const_cast<uint8_t*>(data_);
}

Scalar HostTensor::get(int64_t k) const {
  const uint8_t* p = data_ + size_t(k) * dtype_size(dtype_);
  auto load = [p](auto tag) {
    decltype(tag) v;
    std::memcpy(&v, p, sizeof v);
    return v;
  };
  switch (dtype_) {
    case DType::F16: return Scalar::from_float(dtype_, f16_to_f32(load(uint16_t{})));
    case DType::BF16: return Scalar::from_float(dtype_, bf16_to_f32(load(uint16_t{})));
    case DType::F32: return Scalar::from_float(dtype_, load(float{}));
    case DType::F64: return Scalar::from_float(dtype_, load(double{}));
    case DType::I1: return Scalar::from_int(dtype_, *p ? 1 : 0);
    case DType::I8: case DType::SI8: case DType::UI8: case DType::I4: case DType::I2:
      return Scalar::from_int(dtype_, load(uint8_t{}));
    case DType::I16: case DType::SI16: case DType::UI16: return Scalar::from_int(dtype_, load(uint16_t{}));
    case DType::I32: case DType::SI32: case DType::UI32: return Scalar::from_int(dtype_, load(uint32_t{}));
    default:
      if (dtype_is_minifloat(dtype_)) return Scalar::from_float(dtype_, minifloat_to_double(dtype_, *p));
      return Scalar::from_int(dtype_, load(int64_t{}));
  }
}

void HostTensor::set(int64_t k, const Scalar& v) {
  uint8_t* p = mutable_bytes() + size_t(k) * dtype_size(dtype_);
  auto store = [p](auto v) { std::memcpy(p, &v, sizeof v); };
  // Value-wise conversion when the scalar's kind differs from the tensor's.
  double fv = v.is_float() ? v.f : v.as_double();
  int64_t iv = v.i;
  if (v.is_float() && dtype_is_int(dtype_)) {
    iv = std::isfinite(fv) && std::fabs(fv) < 9.2e18 ? int64_t(fv) : 0;
  }
  switch (dtype_) {
    case DType::F16: store(f32_to_f16(float(fv))); break;
    case DType::BF16: store(f32_to_bf16(float(fv))); break;
    case DType::F32: store(float(fv)); break;
    case DType::F64: store(fv); break;
    case DType::I1: store(uint8_t(iv & 1)); break;
    case DType::I8: case DType::SI8: case DType::UI8: store(uint8_t(iv)); break;
    case DType::I4: case DType::I2: store(uint8_t(Scalar::from_int(dtype_, iv).i)); break;
    case DType::I16: case DType::SI16: case DType::UI16: store(uint16_t(iv)); break;
    case DType::I32: case DType::SI32: case DType::UI32: store(uint32_t(iv)); break;
    default:
      if (dtype_is_minifloat(dtype_)) store(double_to_minifloat(dtype_, fv));
      else store(int64_t(iv));
      break;
  }
}

HostTensor HostTensor::clone() const {
  HostTensor t(dtype_, shape_);
  if (nbytes()) std::memcpy(t.mutable_bytes(), data_, nbytes());
  return t;
}

HostTensor HostTensor::reshaped(std::vector<int64_t> shape) const {
  if (shape_numel(shape) != numel_)
    throw Error(ErrorKind::Invalid, "", "cannot reshape " + shape_str(shape_) + " to " + shape_str(shape));
  HostTensor t = *this;
  t.shape_ = std::move(shape);
  return t;
}

HostTensor HostTensor::converted(DType to) const {
  if (to == dtype_) return *this;
  HostTensor t(to, shape_);
  for (int64_t k = 0; k < numel_; ++k) t.set(k, get(k));
  return t;
}

std::string HostTensor::str(size_t max_elements) const {
  // iree-run-module's format: "2x4xi32=[0 1 2 3][4 5 6 7]": the outermost dimension is not
  // bracketed, every inner slice is, and the innermost elements are separated by spaces.
  std::string s;
  for (int64_t d : shape_) s += std::to_string(d) + "x";
  s += std::string(dtype_name(dtype_)) + "=";
  if (shape_.empty()) return s + get(0).str();
  if (size_t(numel_) > max_elements) return s + "...";
  int64_t flat = 0;
  auto rec = [&](auto&& self, size_t d) -> void {
    for (int64_t k = 0; k < shape_[d]; ++k) {
      if (d + 1 == shape_.size()) {
        if (k) s += ' ';
        s += get(flat++).str();
      } else {
        s += '[';
        self(self, d + 1);
        s += ']';
      }
    }
  };
  rec(rec, 0);
  return s;
}

}  // namespace linrt

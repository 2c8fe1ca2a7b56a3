// Rowwise quantisation of embedding tables (FBGEMM's fused 8-bit and 4-bit layouts).
#include "ops/embedding_quant.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include <new>

#include <omp.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "linrt/dtype.h"
#include "linrt/error.h"

namespace linrt::ops {

size_t embedding_row_bytes(RowFormat format, int64_t dim) {
  switch (format) {
    case RowFormat::F32: return size_t(dim) * 4;
    case RowFormat::Int8Rowwise: return size_t(dim) + 8;
    case RowFormat::Int4Rowwise: return size_t(dim + 1) / 2 + 4;
  }
  return 0;
}

void* table_alloc(size_t bytes) {
  constexpr size_t kHugePage = size_t(1) << 21;
  if (bytes < kHugePage) {
    if (void* p = std::malloc(bytes ? bytes : 1)) return p;
    throw std::bad_alloc();
  }
  const size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* p = std::aligned_alloc(kHugePage, rounded);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  ::madvise(p, rounded, MADV_HUGEPAGE);  // advice only: without THP the pages stay 4 KiB
#endif
  return p;
}

TableView QuantizedTable::view() const {
  TableView t;
  t.data = bytes.data();
  t.format = format;
  t.rows = rows;
  t.dim = dim;
  t.row_bytes = embedding_row_bytes(format, dim);
  return t;
}

namespace {

void quantize_row_int8(const float* x, int64_t dim, uint8_t* row) {
  float lo = dim > 0 ? x[0] : 0.0f, hi = lo;
  for (int64_t d = 1; d < dim; ++d) {
    lo = std::min(lo, x[d]);
    hi = std::max(hi, x[d]);
  }
  const float range = hi - lo;
  const float scale = range / 255.0f;
  // The epsilon keeps a constant row finite; it also keeps (x - lo) * inverse <= 255.
  const float inverse = 255.0f / (range + 1e-8f);
  for (int64_t d = 0; d < dim; ++d)
    row[d] = uint8_t(std::clamp(std::lrintf((x[d] - lo) * inverse), 0L, 255L));
  std::memcpy(row + dim, &scale, 4);
  std::memcpy(row + dim + 4, &lo, 4);
}

void quantize_row_int4(const float* x, int64_t dim, uint8_t* row) {
  float lo = dim > 0 ? x[0] : 0.0f, hi = lo;
  for (int64_t d = 1; d < dim; ++d) {
    lo = std::min(lo, x[d]);
    hi = std::max(hi, x[d]);
  }
  // The bias and scale are stored as fp16, so the codes are computed against their rounded
  // values; a value below the rounded minimum clamps to code 0.
  const uint16_t bias_h = f32_to_f16(lo);
  const float bias = f16_to_f32(bias_h);
  const float range = hi - bias;
  uint16_t scale_h = f32_to_f16(range == 0.0f ? 1.0f : range / 15.0f);
  float scale = f16_to_f32(scale_h);
  if (scale == 0.0f || std::isinf(1.0f / scale)) {
    scale_h = f32_to_f16(1.0f);
    scale = 1.0f;
  }
  const float inverse = 1.0f / scale;
  const size_t packed = size_t(dim + 1) / 2;
  std::memset(row, 0, packed);
  for (int64_t d = 0; d < dim; ++d) {
    const auto q = uint8_t(std::clamp(std::lrintf((x[d] - bias) * inverse), 0L, 15L));
    row[d / 2] |= uint8_t(q << ((d & 1) * 4));
  }
  std::memcpy(row + packed, &scale_h, 2);
  std::memcpy(row + packed + 2, &bias_h, 2);
}

}  // namespace

QuantizedTable quantize_table(const float* table, int64_t rows, int64_t dim, RowFormat format,
                              int threads) {
  if (format == RowFormat::F32)
    throw Error(ErrorKind::Invalid, "quantize_table", "the target format must be int8 or int4 rowwise");
  if (rows < 0 || dim < 0) throw Error(ErrorKind::Invalid, "quantize_table", "negative table size");
  QuantizedTable q;
  q.format = format;
  q.rows = rows;
  q.dim = dim;
  const size_t row_bytes = embedding_row_bytes(format, dim);
  q.bytes.resize(size_t(rows) * row_bytes);
  uint8_t* out = q.bytes.data();
  if (threads <= 0) threads = omp_get_max_threads();
#pragma omp parallel for schedule(static) num_threads(threads) if (threads != 1 && rows > 1024)
  for (int64_t r = 0; r < rows; ++r) {
    if (format == RowFormat::Int8Rowwise)
      quantize_row_int8(table + r * dim, dim, out + size_t(r) * row_bytes);
    else
      quantize_row_int4(table + r * dim, dim, out + size_t(r) * row_bytes);
  }
  return q;
}

QuantizedTable copy_table(const TableView& table, int threads) {
  if (table.rows < 0 || table.dim < 0) throw Error(ErrorKind::Invalid, "copy_table", "negative table size");
  if (table.row_bytes != embedding_row_bytes(table.format, table.dim))
    throw Error(ErrorKind::Invalid, "copy_table", "the table's rows are not stored back to back");
  QuantizedTable q;
  q.format = table.format;
  q.rows = table.rows;
  q.dim = table.dim;
  q.bytes.resize(size_t(table.rows) * table.row_bytes);
  // In blocks of 2 MiB (a huge page each), split among the threads.
  constexpr size_t kBlock = size_t(1) << 21;
  const size_t total = q.bytes.size(), blocks = (total + kBlock - 1) / kBlock;
  const uint8_t* src = table.data;
  uint8_t* dst = q.bytes.data();
  if (threads <= 0) threads = omp_get_max_threads();
#pragma omp parallel for schedule(static) num_threads(threads) if (threads != 1 && blocks > 1)
  for (size_t b = 0; b < blocks; ++b) {
    const size_t begin = b * kBlock;
    std::memcpy(dst + begin, src + begin, std::min(kBlock, total - begin));
  }
  return q;
}

RowQuantParams row_quant_params(const TableView& t, int64_t row) {
  RowQuantParams p;
  const uint8_t* r = t.data + size_t(row) * t.row_bytes;
  if (t.format == RowFormat::Int8Rowwise) {
    std::memcpy(&p.scale, r + t.dim, 4);
    std::memcpy(&p.bias, r + t.dim + 4, 4);
  } else if (t.format == RowFormat::Int4Rowwise) {
    uint16_t h[2];
    std::memcpy(h, r + (t.dim + 1) / 2, 4);
    p.scale = f16_to_f32(h[0]);
    p.bias = f16_to_f32(h[1]);
  }
  return p;
}

void dequantize_row(const TableView& t, int64_t row, float* out) {
  const uint8_t* r = t.data + size_t(row) * t.row_bytes;
  const RowQuantParams p = row_quant_params(t, row);
  for (int64_t d = 0; d < t.dim; ++d) {
    switch (t.format) {
      case RowFormat::F32: std::memcpy(out + d, r + d * 4, 4); break;
      case RowFormat::Int8Rowwise: out[d] = float(r[d]) * p.scale + p.bias; break;
      case RowFormat::Int4Rowwise: out[d] = float((r[d / 2] >> ((d & 1) * 4)) & 0x0F) * p.scale + p.bias; break;
    }
  }
}

}  // namespace linrt::ops

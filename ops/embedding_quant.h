// Rowwise-quantised embedding tables in FBGEMM's fused layouts, as DLRM's quantised inference
// path uses them:
//   8-bit: each row is `dim` uint8 values, then its float32 scale, then its float32 bias
//          (row bytes = dim + 8);
//   4-bit: each row is ceil(dim / 2) bytes of packed values (element 2i in the low nibble of
//          byte i, element 2i + 1 in the high nibble), then an fp16 scale and an fp16 bias
//          (row bytes = ceil(dim / 2) + 4).
// A stored value q stands for q * scale + bias. Quantisation maps each row's [min, max] onto
// the code range, so the dequantised value is within scale / 2 of the original (plus the fp16
// rounding of scale and bias for 4-bit). Bags over these tables run through embedding_bag_cpu
// with the table's TableView.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ops/embedding_bag_cpu.h"

namespace linrt::ops {

// Bytes of one stored row of `dim` elements in `format`.
size_t embedding_row_bytes(RowFormat format, int64_t dim);

// Memory for large tables: blocks of 2 MiB and more start on a 2 MiB boundary and are advised
// for transparent huge pages (madvise, Linux), since bags read random rows of tables of
// hundreds of MB, and with 4 KiB pages nearly every row read also misses the TLB. Smaller
// blocks come from malloc. Either way the memory is released with std::free.
void* table_alloc(size_t bytes);

template <class T> struct TableAllocator {
  using value_type = T;
  TableAllocator() = default;
  template <class U> TableAllocator(const TableAllocator<U>&) {}
  T* allocate(size_t n) { return static_cast<T*>(table_alloc(n * sizeof(T))); }
  void deallocate(T* p, size_t) { std::free(p); }
  template <class U> bool operator==(const TableAllocator<U>&) const { return true; }
};

// A table stored in table_alloc memory: rowwise-quantised (quantize_table), or a plain copy of
// a table in any format (copy_table).
struct QuantizedTable {
  RowFormat format = RowFormat::Int8Rowwise;
  int64_t rows = 0;
  int64_t dim = 0;
  std::vector<uint8_t, TableAllocator<uint8_t>> bytes;  // rows * embedding_row_bytes(format, dim)

  TableView view() const;
};

// Quantises a float32 table [rows, dim] into `format` (Int8Rowwise or Int4Rowwise). Rows are
// quantised in parallel (`threads` <= 0: OpenMP's default).
QuantizedTable quantize_table(const float* table, int64_t rows, int64_t dim, RowFormat format,
                              int threads = 0);

// A copy of a table (any format: float32, or FBGEMM's prepacked rows) in table_alloc memory, so
// that bags over a large table read huge pages rather than, say, the 4 KiB pages of a
// memory-mapped file. The copy runs in parallel (`threads` <= 0: OpenMP's default); its bytes
// are the table's.
QuantizedTable copy_table(const TableView& table, int threads = 0);

// The scale and bias stored with `row`, and the row's dequantised values (out[0:dim]).
struct RowQuantParams {
  float scale = 1.0f;
  float bias = 0.0f;
};
RowQuantParams row_quant_params(const TableView& table, int64_t row);
void dequantize_row(const TableView& table, int64_t row, float* out);

}  // namespace linrt::ops

// The typed adaptor of linrt.embedding_bag (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.embedding_bag(table, indices, offsets[, per_sample_weights])
//   {mode, include_last_offset, padding_idx[, table_format]}: torch.nn.functional.embedding_bag's
//   meaning. With table_format "int8_rowwise" or "int4_rowwise" the table holds FBGEMM's
//   prepacked rows (torch.ops.quantized.embedding_bag_byte_prepack / _4bit_prepack) as i8/ui8
//   [R, row bytes]: each row its D codes (two 4-bit codes per byte, the even element low), then
//   fp32 (int8) or fp16 (int4) scale and bias; the row's values are code * scale + bias, and D
//   is the result's second extent. With index_map "quotient" or "remainder" (and index_divisor
//   c >= 1) index i names row int64(f32(i) / f32(c)), truncated (PyTorch's `(i / c).long()` in
//   float32), or row i mod c in [0, c) (Python's %): DLRM's quotient-remainder tables, whose
//   index arithmetic recognise_embedding_bag folds into the bag.
struct EmbeddingBagAttrs {
  LINRT_DIALECT_OP(LinrtEmbeddingBag, "linrt.embedding_bag");
  enum class Mode : uint8_t { Sum, Mean, Max };
  // The order of ops::RowFormat.
  enum class TableFormat : uint8_t { F32, Int8Rowwise, Int4Rowwise };

  Mode mode = Mode::Sum;
  bool include_last_offset = false;  // absent: false
  int64_t padding_idx = -1;          // absent or -1: none
  TableFormat table_format = TableFormat::F32;  // absent: "f32"
  // The order of ops::IndexMap.
  enum class IndexMap : uint8_t { Identity, Quotient, Remainder };
  IndexMap index_map = IndexMap::Identity;  // absent: identity
  int64_t index_divisor = 1;                // with a quotient or remainder map; >= 1
  // DLRM's quotient-remainder pair as one bag: with a pair, operand 0 is the quotient table
  // (index_map quotient), the operand after the optional weights the remainder table [R, D]
  // (R >= index_divisor, rows i mod c), both f32, mode sum, unweighted, no padding row; each
  // bag's two rows are combined: mult and add give [B, D], concat [B, 2D] (quotient first).
  enum class Pair : uint8_t { None, Mult, Add, Concat };
  Pair pair = Pair::None;  // absent: none

  // Bytes of one stored table row of `dim` values in `format`.
  static int64_t row_bytes(TableFormat format, int64_t dim);

  static std::optional<EmbeddingBagAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes(bool weighted) const;
  void write(Operation& op) const;
  // The width of the result for tables `dim` wide (2 * dim for a concat pair).
  int64_t result_width(int64_t dim) const { return pair == Pair::Concat ? 2 * dim : dim; }
};

}  // namespace linrt::graph

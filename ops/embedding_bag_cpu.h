// The fast CPU kernel for embedding bags (linrt.embedding_bag and its quantised-table form).
//
// Bag b covers the index positions [offsets[b], end_b), where end_b = offsets[b + 1], or the
// number of indices for the last bag (without include_last_offset; with it, offsets holds one
// more entry than there are bags and its last entry ends the last bag). Each bag reduces the
// table rows its indices name:
//   sum:  sum_k w_k * row(idx_k)          (w_k = per_sample_weights[k], or 1)
//   mean: sum_k row(idx_k) / count        (count of rows actually used)
//   max:  elementwise max over the rows
// An index equal to padding_idx is skipped (and not counted by mean). A bag with no rows left
// yields zeros. This is PyTorch's nn.EmbeddingBag forward.
// Several tables' bags can run as one call (embedding_bags_cpu).
//
// The table is float32, or quantised rowwise in FBGEMM's fused layouts (see embedding_quant.h);
// the row reduction dequantises on the fly. Bags run in parallel (OpenMP), each row reduction
// is vectorised with xsimd for the best instruction set the CPU has (chosen at run time), and
// rows a few positions ahead are prefetched, since the kernel is bound by random row reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "ops/embedding_bag.h"

namespace linrt::ops {

enum class BagMode : uint8_t { Sum, Mean, Max };

// How the rows of a table are stored.
enum class RowFormat : uint8_t {
  F32,          // dim float32 values
  Int8Rowwise,  // dim uint8 values, then float32 scale, then float32 bias
  Int4Rowwise,  // ceil(dim / 2) bytes of nibbles (element 2i low, 2i+1 high), then fp16 scale, fp16 bias
};

struct TableView {
  const uint8_t* data = nullptr;
  RowFormat format = RowFormat::F32;
  int64_t rows = 0;
  int64_t dim = 0;
  size_t row_bytes = 0;  // stride between rows, in bytes
};

// A float32 table [rows, dim], row-major.
TableView f32_table(const float* data, int64_t rows, int64_t dim);

enum class PairCombine : uint8_t { None, Mult, Add, Concat };  // graph::EmbeddingBagAttrs::Pair's order

struct EmbeddingBagArgs {
  BagMode mode = BagMode::Sum;
  bool include_last_offset = false;
  int64_t padding_idx = -1;  // -1: none; otherwise a row in [0, rows)

  const void* indices = nullptr;  // int32 or int64, `num_indices` of them
  bool indices_i64 = true;
  int64_t num_indices = 0;

  const void* offsets = nullptr;  // int32 or int64, `num_offsets` of them
  bool offsets_i64 = true;
  int64_t num_offsets = 0;

  const float* per_sample_weights = nullptr;  // num_indices weights (sum mode only), or nullptr

  IndexMap index_map = IndexMap::Identity;  // indices name rows map_index(index_map, index_divisor, i)
  int64_t index_divisor = 1;

  // DLRM's quotient-remainder pair as one bag (graph::EmbeddingBagAttrs::pair): with a pair the
  // index map is Quotient, and each bag also reduces the rows i mod index_divisor of the job's
  // pair_table (the same indices, read by the same thread) and combines the two rows in place:
  // mult, add, or concat (the remainder row after the quotient row: out rows 2 * dim wide).
  PairCombine pair = PairCombine::None;

  int64_t out_row_stride = 0;  // floats from one output row to the next; 0: dense (table.dim, 2 * dim for concat)
};

// Number of bags (rows of the output) the arguments describe.
int64_t embedding_bag_num_bags(const EmbeddingBagArgs& args);

// Computes out[num_bags, table.dim] (rows args.out_row_stride apart when set). `op` names the op in errors. Throws linrt::Error:
// Invalid for offsets that decrease or leave [0, num_indices], an index naming a row outside
// [0, table.rows), a padding_idx outside the table or an index_divisor below 1; Unsupported for per_sample_weights with
// mode mean or max (PyTorch refuses those as well). A pair (args.pair) needs mode sum, no
// weights or padding_idx, the quotient map and a pair table as wide as the table with at least
// index_divisor rows, else it is Invalid. `threads` <= 0 uses OpenMP's default.
void embedding_bag_cpu(const TableView& table, const EmbeddingBagArgs& args, float* out,
                       int threads, const std::string& op);

// One table's bags in a grouped call. With `finish`, each bag's output row is handed to
// finish(finish_context, row, bag * dim, dim) by the thread that reduced it, right after (while
// the row is in cache): a fused epilogue.
struct BagJob {
  TableView table;
  EmbeddingBagArgs args;
  float* out = nullptr;
  void (*finish)(const void* context, float* row, int64_t flat_begin, int64_t count) = nullptr;
  const void* finish_context = nullptr;
  TableView pair_table = {};  // the remainder table, with args.pair
};

// Runs the bags of several tables as one parallel loop: the threads split the bags of all the
// jobs together (a contiguous share each), so there is one parallel region per call instead of
// one per table, and each thread keeps prefetching rows across table boundaries. Results are
// those of embedding_bag_cpu on each job; the same errors are thrown, with `op(i)` naming job
// i's op: the first job whose attributes or offsets are bad (all are checked before any bag
// runs), else the first out-of-range index in job order.
void embedding_bags_cpu(std::span<const BagJob> jobs, int threads,
                        const std::function<std::string(size_t)>& op);

// The instruction set the row reductions use on this CPU ("avx512bw", "fma3<avx2>", "sse2", ...).
const char* embedding_bag_isa();

}  // namespace linrt::ops

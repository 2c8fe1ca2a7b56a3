// nn.EmbeddingBag forward (ops/embedding_bag.h): one workgroup per bag, invocations across the
// embedding dimension. Indices and offsets are i32 or i64 (read as 32-bit words); every index
// and offset is bounds-checked, and the first violation found is reported in `status` for the
// host to turn into an error (the bag it hit is left zero). The table is float32, or FBGEMM's
// prepacked rows (FORMAT 1: `dim` uint8 codes, fp32 scale, fp32 bias; FORMAT 2: ceil(dim / 2)
// bytes of 4-bit codes, the even element low, fp16 scale, fp16 bias), read as 32-bit words
// from a buffer the host pads to whole words; a row's value is code * scale + bias. With
// INDEX_MAP 1 or 2 index i names row int(float(i) / float(DIVISOR)) (truncated) or i mod DIVISOR
// in [0, DIVISOR) (ops::map_index): DLRM's quotient-remainder tables; an index outside int32 is
// then reported as out of range. With PAIR (1 mult, 2 add, 3 concat; INDEX_MAP is then 1) the
// bag is DLRM's quotient-remainder pair: binding 3 holds, instead of weights, the float32
// remainder table (at least DIVISOR rows of `dim`, checked by the host, so only the quotient
// can be out of range), whose rows i mod DIVISOR the same invocation sums over the same
// positions and combines with the quotient sum: their product, sum, or both side by side
// (output rows 2 * dim wide, the quotient half first).
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 64) in;

layout(constant_id = 0) const int MODE = 0;  // 0 sum, 1 mean, 2 max
layout(constant_id = 1) const bool INDEX64 = false;
layout(constant_id = 2) const bool OFFSET64 = false;
layout(constant_id = 3) const bool WEIGHTED = false;
layout(constant_id = 4) const bool INCLUDE_LAST_OFFSET = false;
layout(constant_id = 5) const int FORMAT = 0;  // 0 float32, 1 int8 rowwise, 2 int4 rowwise
layout(constant_id = 6) const int INDEX_MAP = 0;  // 0 identity, 1 quotient, 2 remainder
layout(constant_id = 7) const int DIVISOR = 1;
layout(constant_id = 8) const int PAIR = 0;  // 0 none, 1 mult, 2 add, 3 concat

layout(push_constant) uniform Params {
  int rows, dim, num_indices, num_offsets, num_bags, padding_idx, row_bytes;
} p;

layout(std430, binding = 0) readonly buffer Table { uint table[]; };
layout(std430, binding = 1) readonly buffer Indices { uint indices[]; };
layout(std430, binding = 2) readonly buffer Offsets { uint offsets[]; };
layout(std430, binding = 3) readonly buffer Weights { float weights[]; };  // or the pair's remainder table
layout(std430, binding = 4) writeonly buffer Output { float y[]; };
// status[0]: 0 ok, 1 index out of range, 2 bad offsets; [1] position; [2], [3] the value's words.
layout(std430, binding = 5) coherent buffer Status { uint status[]; };

const uint BAD_INDEX = 1u, BAD_OFFSETS = 2u;

// A 64-bit value fits in int only if its high word is the sign extension of its low word.
bool fits(uint lo, uint hi) { return hi == ((lo & 0x80000000u) != 0u ? 0xffffffffu : 0u); }

void report(uint code, int position, uint lo, uint hi) {
  if (atomicCompSwap(status[0], 0u, code) == 0u) {
    status[1] = uint(position);
    status[2] = lo;
    status[3] = hi;
  }
}

uint table_byte(uint at) { return (table[at >> 2] >> ((at & 3u) * 8u)) & 0xffu; }

// Four bytes from any byte offset, little-endian.
uint table_word(uint at) {
  return table_byte(at) | (table_byte(at + 1u) << 8) | (table_byte(at + 2u) << 16) | (table_byte(at + 3u) << 24);
}

// Element d of a stored row.
float table_value(int row, int d) {
  if (FORMAT == 0) return uintBitsToFloat(table[row * p.dim + d]);
  const uint base = uint(row) * uint(p.row_bytes);
  if (FORMAT == 1) {
    const uint params = base + uint(p.dim);
    return float(table_byte(base + uint(d))) * uintBitsToFloat(table_word(params)) + uintBitsToFloat(table_word(params + 4u));
  }
  const vec2 scale_bias = unpackHalf2x16(table_word(base + uint(p.dim + 1) / 2u));
  const uint code = (table_byte(base + uint(d) / 2u) >> ((uint(d) & 1u) * 4u)) & 15u;
  return float(code) * scale_bias.x + scale_bias.y;
}

bool read_offset(int i, out int value) {
  uint lo = OFFSET64 ? offsets[2 * i] : offsets[i];
  uint hi = OFFSET64 ? offsets[2 * i + 1] : ((lo & 0x80000000u) != 0u ? 0xffffffffu : 0u);
  value = int(lo);
  return fits(lo, hi);
}

// Row i mod DIVISOR in [0, DIVISOR) of an index that fits int32. GLSL's % is undefined for
// negative operands: the remainder of |i|, folded into [0, c).
int remainder_row(int row) {
  const uint r = (row < 0 ? 0u - uint(row) : uint(row)) % uint(DIVISOR);
  return row < 0 && r != 0u ? DIVISOR - int(r) : int(r);
}

void main() {
  const int bag = int(gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x);
  if (bag >= p.num_bags) return;
  const int lid = int(gl_LocalInvocationIndex);
  const int width = PAIR == 3 ? 2 * p.dim : p.dim;  // of an output row
  int start, end;
  bool ok = read_offset(bag, start);
  if (INCLUDE_LAST_OFFSET || bag + 1 < p.num_offsets) ok = read_offset(bag + 1, end) && ok;
  else end = p.num_indices;
  if (!ok || start < 0 || start > end || end > p.num_indices) {
    if (lid == 0) report(BAD_OFFSETS, bag, uint(start), 0u);
    for (int d = lid; d < width; d += 64) y[bag * width + d] = 0.0;
    return;
  }
  for (int d = lid; d < p.dim; d += 64) {
    float acc = MODE == 2 ? -3.402823466e38 : 0.0;
    int count = 0;
    for (int k = start; k < end; ++k) {
      uint lo = INDEX64 ? indices[2 * k] : indices[k];
      uint hi = INDEX64 ? indices[2 * k + 1] : ((lo & 0x80000000u) != 0u ? 0xffffffffu : 0u);
      int row = int(lo);
      if (INDEX_MAP == 1) {
        row = int(float(row) / float(DIVISOR));
      } else if (INDEX_MAP == 2) {
        row = remainder_row(row);
      }
      if (!fits(lo, hi) || row < 0 || row >= p.rows) {
        report(BAD_INDEX, k, lo, hi);
        continue;
      }
      if (row == p.padding_idx) continue;
      float v = table_value(row, d);
      if (MODE == 2) acc = max(acc, v);
      else acc += WEIGHTED ? v * weights[k] : v;
      ++count;
    }
    if (MODE == 1 && count > 0) acc /= float(count);
    if (count == 0) acc = 0.0;
    if (PAIR == 0) {
      y[bag * p.dim + d] = acc;
      continue;
    }
    // The remainder half: indices outside int32 were reported above.
    float rest = 0.0;
    for (int k = start; k < end; ++k) {
      const uint lo = INDEX64 ? indices[2 * k] : indices[k];
      const uint hi = INDEX64 ? indices[2 * k + 1] : ((lo & 0x80000000u) != 0u ? 0xffffffffu : 0u);
      if (fits(lo, hi)) rest += weights[remainder_row(int(lo)) * p.dim + d];
    }
    if (PAIR == 3) {
      y[bag * width + d] = acc;
      y[bag * width + p.dim + d] = rest;
    } else {
      y[bag * p.dim + d] = PAIR == 1 ? acc * rest : acc + rest;
    }
  }
}

// Just enough of NumPy's .npy format for linrt-dlrm: reading little-endian float32 and int64
// arrays in C order (the committed fixture inputs and PyTorch outputs).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dlrm {

struct NpyData {
  char kind = 'f';  // 'f': float32 in `f`, 'i': int64 in `i`
  std::vector<int64_t> shape;
  std::vector<float> f;
  std::vector<int64_t> i;
};

// Throws std::runtime_error naming the file for anything else or a damaged file.
NpyData read_npy(const std::string& path);

}  // namespace dlrm

#include "npy_file.h"

#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace dlrm {

NpyData read_npy(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot open");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto fail = [&](const std::string& why) -> NpyData { throw std::runtime_error(path + ": " + why); };
  if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0) return fail("not a .npy file");
  const int major = uint8_t(bytes[6]);
  size_t header_len, start;
  if (major == 1) {
    header_len = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8;
    start = 10;
  } else {
    if (bytes.size() < 12) return fail("truncated header");
    header_len = 0;
    for (int k = 0; k < 4; ++k) header_len |= size_t(uint8_t(bytes[8 + k])) << (8 * k);
    start = 12;
  }
  if (bytes.size() < start + header_len) return fail("truncated header");
  const std::string header = bytes.substr(start, header_len);
  NpyData d;
  if (header.find("'descr': '<f4'") != std::string::npos)
    d.kind = 'f';
  else if (header.find("'descr': '<i8'") != std::string::npos)
    d.kind = 'i';
  else
    return fail("only little-endian float32 and int64 arrays are read, header " + header);
  if (header.find("'fortran_order': False") == std::string::npos) return fail("Fortran-order arrays are not read");
  const size_t open = header.find("'shape': (");
  if (open == std::string::npos) return fail("no shape in header");
  size_t pos = open + 10;
  int64_t numel = 1;
  while (pos < header.size() && header[pos] != ')') {
    if (header[pos] == ',' || header[pos] == ' ') {
      ++pos;
      continue;
    }
    size_t used = 0;
    const int64_t dim = std::stoll(header.substr(pos), &used);
    if (used == 0 || dim < 0) return fail("bad shape in header");
    d.shape.push_back(dim);
    numel *= dim;
    pos += used;
  }
  const size_t data = start + header_len;
  const size_t need = size_t(numel) * (d.kind == 'f' ? 4 : 8);
  if (bytes.size() - data != need) return fail("holds " + std::to_string(bytes.size() - data) + " data bytes, expected " + std::to_string(need));
  if (d.kind == 'f') {
    d.f.resize(size_t(numel));
    std::memcpy(d.f.data(), bytes.data() + data, need);
  } else {
    d.i.resize(size_t(numel));
    std::memcpy(d.i.data(), bytes.data() + data, need);
  }
  return d;
}

}  // namespace dlrm

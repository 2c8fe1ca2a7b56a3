// The bodies of the fuzz targets, shared by the libFuzzer entry points (tests/fuzz/fuzz_*.cpp)
// and the regression test (tests/unit/regressions_test.cpp), which replays every input under
// tests/regressions/<target>/ through the same code. Each function feeds arbitrary bytes to one
// reader and lets only linrt::Error escape as "rejected"; any other exception, crash, or
// sanitizer report is a bug.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ir.h"
#include "graph/parser.h"
#include "graph/printer.h"
#include "linrt/error.h"
#include "linrt/linrt.h"
#include "linrt/image.h"
#include "loaders/npy.h"
#include "loaders/safetensors.h"

namespace linrt::fuzz {

// A heap copy of exactly the input's bytes, so that AddressSanitizer sees a read past the end.
inline std::shared_ptr<uint8_t[]> heap_copy(std::span<const uint8_t> bytes) {
  auto copy = std::shared_ptr<uint8_t[]>(new uint8_t[bytes.empty() ? 1 : bytes.size()]);
  if (!bytes.empty()) std::memcpy(copy.get(), bytes.data(), bytes.size());
  return copy;
}

// Reads every byte of a returned view, so a view pointing outside the input is caught here.
inline void touch(const uint8_t* data, size_t n) {
  volatile uint8_t sink = 0;
  for (size_t i = 0; i < n; ++i) sink = sink ^ data[i];
}

// MLIR text -> parse_module -> print_module (dense hex and dense_resource decoding included).
inline void parse_mlir(std::span<const uint8_t> bytes) {
  graph::ParseOptions opts;
  opts.max_nesting_depth = 64;
  opts.max_file_bytes = size_t(1) << 20;
  auto copy = heap_copy(bytes);
  try {
    auto module = graph::parse_module(std::string_view(reinterpret_cast<const char*>(copy.get()), bytes.size()),
                                      "fuzz.mlir", opts);
    (void)graph::print_module(*module);
  } catch (const Error&) {
  }
}

// .npy arrays one after another, as NpyFileReader reads a file of appended arrays.
inline void read_npy(std::span<const uint8_t> bytes) {
  auto copy = heap_copy(bytes);
  std::span<const uint8_t> all(copy.get(), bytes.size());
  size_t offset = 0;
  try {
    while (offset < all.size()) {
      size_t consumed = 0;
      loaders::NpyArray a = loaders::parse_npy(all.subspan(offset), copy, "fuzz.npy", offset, &consumed);
      touch(a.data, a.nbytes);
      if (consumed == 0) break;
      offset += consumed;
    }
  } catch (const Error&) {
  }
}

inline void read_safetensors(std::span<const uint8_t> bytes) {
  auto copy = heap_copy(bytes);
  try {
    loaders::SafetensorsFile f =
        loaders::parse_safetensors(std::span<const uint8_t>(copy.get(), bytes.size()), copy, "fuzz.safetensors");
    for (const auto& t : f.tensors) {
      touch(t.data, t.nbytes);
      (void)f.find(t.name);
    }
  } catch (const Error&) {
  }
}

// PNG/JPEG/BMP with small limits, so a header declaring a huge image is refused, not allocated.
inline void decode_image(std::span<const uint8_t> bytes) {
  image::ImageLimits limits;
  limits.max_width = 4096;
  limits.max_height = 4096;
  limits.max_pixels = int64_t(1) << 20;
  auto copy = heap_copy(bytes);
  try {
    image::Image img = image::decode_image(std::span<const uint8_t>(copy.get(), bytes.size()), "fuzz.img", limits);
    // The decoder's promise: exactly width x height x channels samples.
    if (img.bytes.size() != size_t(img.samples()) * size_t(img.bit_depth / 8)) __builtin_trap();
  } catch (const Error&) {
  }
}

namespace detail {

constexpr int64_t kRunMaxElements = int64_t(1) << 16;

// Argument types of the public function `name` in the module as parsed (before any pass).
inline std::vector<graph::Type> argument_types(const graph::Module& m, const std::string& name) {
  for (const auto& op : m.body->ops) {
    const graph::Attribute* sym = op->attr("sym_name");
    if (!sym || sym->str != name || op->regions.empty() || op->regions[0]->blocks.empty()) continue;
    std::vector<graph::Type> types;
    for (const auto& a : op->regions[0]->blocks[0]->args) types.push_back(a->type);
    return types;
  }
  return {};
}

// A zero-filled tensor of `t` with dynamic dimensions set to 2; false when `t` is not a tensor
// or scalar, or is too large.
inline bool make_input(const graph::Type& t, Tensor& out) {
  if (t.kind == graph::Type::Kind::Scalar) {
    out = Tensor::zeros(t.elem, {});
    return true;
  }
  if (!t.is_tensor() || t.unranked) return false;
  std::vector<int64_t> shape;
  int64_t n = 1;
  for (int64_t d : t.shape) {
    const int64_t e = d == graph::kDynamic ? 2 : d;
    if (e < 0 || (e > 0 && n > kRunMaxElements / e)) return false;
    n *= e;
    shape.push_back(e);
  }
  out = Tensor::zeros(t.elem, std::move(shape));
  return true;
}

}  // namespace detail

// Parse, plan and run through the public API on tiny shapes: every public function of an
// accepted program runs to completion or fails with linrt::Error, in the planned engine and in
// the reference executor. Inputs are zeros of the declared types (dynamic dimensions = 2).
inline void run_program(std::span<const uint8_t> bytes) {
  auto copy = heap_copy(bytes);
  const std::string_view text(reinterpret_cast<const char*>(copy.get()), bytes.size());
  ModelOptions mo;
  mo.max_tensor_elements = detail::kRunMaxElements;
  mo.max_arena_bytes = size_t(1) << 24;
  mo.max_file_bytes = size_t(1) << 20;
  mo.max_nesting_depth = 64;
  // A mutated loop bound or step (i + 0) makes an endless loop: stop it long before the fuzzer's timeout.
  mo.max_branches = 4096;
  try {
    const Model model = Model::load_from_memory(text, "fuzz.mlir", mo);
    // The loader accepted the text, so this second parse (for the argument types) succeeds.
    graph::ParseOptions po;
    po.max_nesting_depth = mo.max_nesting_depth;
    const auto parsed = graph::parse_module(text, "fuzz.mlir", po);
    for (const std::string& fn : model.functions()) {
      std::vector<Tensor> inputs;
      bool bindable = true;
      for (const auto& t : detail::argument_types(*parsed, fn)) {
        inputs.emplace_back();
        bindable = bindable && detail::make_input(t, inputs.back());
      }
      if (!bindable) continue;
      for (bool reference : {false, true}) {
        try {
          SessionOptions so;
          so.reference = reference;
          so.threads = 1;
          Session session = model.session(so);
          (void)session.run(fn, inputs);
        } catch (const Error&) {
        }
      }
    }
  } catch (const Error&) {
  }
}

}  // namespace linrt::fuzz

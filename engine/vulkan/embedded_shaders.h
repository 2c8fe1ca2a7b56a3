// SPIR-V of every shaders/*.comp, compiled by glslangValidator at build time and embedded by
// shaders/embed_spirv.cmake into a generated source file, with their GLSL text.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace linrt::engine::vk {

struct EmbeddedShader {
  std::string_view name;  // file name without ".comp"
  const unsigned char* spirv;
  size_t size;  // bytes, a multiple of 4
  const char* glsl;  // the source, common.glsl inlined, without its #version line
};

std::span<const EmbeddedShader> embedded_shaders();

}  // namespace linrt::engine::vk

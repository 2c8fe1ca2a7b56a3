#include "engine/vulkan/ew_shader.h"

#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/SPIRV/GlslangToSpv.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>

namespace linrt::engine::vk {

namespace {

// Helpers with the CPU evaluator's semantics (engine/cpu/elementwise.cpp), where GLSL's
// built-ins differ: NaN-propagating max/min, C fmod, pow of negative bases, round half away
// from zero, and functions GLSL lacks.
const char* kHelpers = R"(
float ieee_max(float a, float b) { return (isnan(a) || isnan(b)) ? a + b : max(a, b); }
float ieee_min(float a, float b) { return (isnan(a) || isnan(b)) ? a + b : min(a, b); }
float max_num(float a, float b) { return isnan(a) ? b : isnan(b) ? a : max(a, b); }
float min_num(float a, float b) { return isnan(a) ? b : isnan(b) ? a : min(a, b); }
float c_fmod(float a, float b) { return a - b * trunc(a / b); }
float c_pow(float a, float b) {
  if (b == 0.0) return 1.0;
  if (a >= 0.0) return pow(a, b);
  if (b != trunc(b)) return uintBitsToFloat(0x7fc00000u);  // NaN
  float r = pow(-a, b);
  return c_fmod(b, 2.0) != 0.0 ? -r : r;
}
float copy_sign(float a, float b) {
  return uintBitsToFloat((floatBitsToUint(a) & 0x7fffffffu) | (floatBitsToUint(b) & 0x80000000u));
}
float expm1_(float a) { return abs(a) < 1e-4 ? a + 0.5 * a * a : exp(a) - 1.0; }
float log1p_(float a) { return abs(a) < 1e-4 ? a - 0.5 * a * a : log(1.0 + a); }
float tanh_(float a) { return tanh(clamp(a, -15.0, 15.0)); }
float round_away(float a) { return sign(a) * floor(abs(a) + 0.5); }
float cbrt_(float a) { return sign(a) * pow(abs(a), 1.0 / 3.0); }
// erf through the Chebyshev-fitted erfc of Numerical Recipes (fractional error < 1.2e-7).
float erf_(float x) {
  float z = abs(x);
  float t = 1.0 / (1.0 + 0.5 * z);
  float r = t * exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 +
            t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 +
            t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0.0 ? 1.0 - r : r - 1.0;
}
float cmp(int pred, float a, float b) {
  bool unordered = isnan(a) || isnan(b);
  bool r;
  switch (pred) {
    case 0: r = false; break;
    case 1: r = !unordered && a == b; break;
    case 2: r = !unordered && a > b; break;
    case 3: r = !unordered && a >= b; break;
    case 4: r = !unordered && a < b; break;
    case 5: r = !unordered && a <= b; break;
    case 6: r = !unordered && a != b; break;
    case 7: r = !unordered; break;
    case 8: r = unordered || a == b; break;
    case 9: r = unordered || a > b; break;
    case 10: r = unordered || a >= b; break;
    case 11: r = unordered || a < b; break;
    case 12: r = unordered || a <= b; break;
    case 13: r = unordered || a != b; break;
    case 14: r = unordered; break;
    default: r = true; break;
  }
  return r ? 1.0 : 0.0;
}
float b2f(bool b) { return b ? 1.0 : 0.0; }
)";

std::string reg(uint16_t r) { return "r" + std::to_string(r); }

std::string expression(const EwInstr& in) {
  const std::string a = reg(in.a), b = reg(in.b), c = reg(in.c);
  switch (in.op) {
    case EwOpcode::Add: return a + " + " + b;
    case EwOpcode::Sub: return a + " - " + b;
    case EwOpcode::Mul: return a + " * " + b;
    case EwOpcode::Div: return a + " / " + b;
    case EwOpcode::Rem: return "c_fmod(" + a + ", " + b + ")";
    case EwOpcode::Maximum: return "ieee_max(" + a + ", " + b + ")";
    case EwOpcode::Minimum: return "ieee_min(" + a + ", " + b + ")";
    case EwOpcode::MaxNum: return "max_num(" + a + ", " + b + ")";
    case EwOpcode::MinNum: return "min_num(" + a + ", " + b + ")";
    case EwOpcode::Pow: return "c_pow(" + a + ", " + b + ")";
    case EwOpcode::CopySign: return "copy_sign(" + a + ", " + b + ")";
    case EwOpcode::Neg: return "-" + a;
    case EwOpcode::Abs: return "abs(" + a + ")";
    case EwOpcode::Exp: return "exp(" + a + ")";
    case EwOpcode::Exp2: return "exp2(" + a + ")";
    case EwOpcode::Expm1: return "expm1_(" + a + ")";
    case EwOpcode::Log: return "log(" + a + ")";
    case EwOpcode::Log1p: return "log1p_(" + a + ")";
    case EwOpcode::Log2: return "log2(" + a + ")";
    case EwOpcode::Log10: return "log2(" + a + ") * 0.30102999566";
    case EwOpcode::Tanh: return "tanh_(" + a + ")";
    case EwOpcode::Erf: return "erf_(" + a + ")";
    case EwOpcode::Sqrt: return "sqrt(" + a + ")";
    case EwOpcode::Rsqrt: return "1.0 / sqrt(" + a + ")";
    case EwOpcode::Cbrt: return "cbrt_(" + a + ")";
    case EwOpcode::Floor: return "floor(" + a + ")";
    case EwOpcode::Ceil: return "ceil(" + a + ")";
    case EwOpcode::Round: return "round_away(" + a + ")";
    case EwOpcode::RoundEven: return "roundEven(" + a + ")";
    case EwOpcode::Trunc: return "trunc(" + a + ")";
    case EwOpcode::Sin: return "sin(" + a + ")";
    case EwOpcode::Cos: return "cos(" + a + ")";
    case EwOpcode::Tan: return "tan(" + a + ")";
    case EwOpcode::Atan: return "atan(" + a + ")";
    case EwOpcode::Sinh: return "sinh(" + a + ")";
    case EwOpcode::Cosh: return "cosh(" + a + ")";
    case EwOpcode::IsNaN: return "b2f(isnan(" + a + "))";
    case EwOpcode::IsInf: return "b2f(isinf(" + a + "))";
    case EwOpcode::IsFinite: return "b2f(!isinf(" + a + ") && !isnan(" + a + "))";
    case EwOpcode::Cmp: return "cmp(" + std::to_string(in.pred) + ", " + a + ", " + b + ")";
    case EwOpcode::And: return "b2f(" + a + " != 0.0 && " + b + " != 0.0)";
    case EwOpcode::Or: return "b2f(" + a + " != 0.0 || " + b + " != 0.0)";
    case EwOpcode::XOr: return "b2f((" + a + " != 0.0) != (" + b + " != 0.0))";
    case EwOpcode::Select: return a + " != 0.0 ? " + b + " : " + c;
    case EwOpcode::Fma: return "fma(" + a + ", " + b + ", " + c + ")";
  }
  throw Error(ErrorKind::Unsupported, "vulkan elementwise", "an opcode the shader generator does not know");
}

int32_t checked(int64_t v) {
  if (v < 0 || v > std::numeric_limits<int32_t>::max())
    throw Error(ErrorKind::Limit, "vulkan elementwise", "index " + std::to_string(v) + " exceeds 32-bit shader indexing");
  return int32_t(v);
}

}  // namespace

namespace {

// Statements that compute `program` at element `index_var` of the row-major iteration space
// `shape` into its registers; input k is the expression read_input(k, element offset).
std::string program_statements(const EwProgram& program, std::span<const int64_t> shape,
                               std::span<const EwAccess> access, const std::string& index_var,
                               const std::function<std::string(size_t, const std::string&)>& read_input) {
  if (access.size() != program.num_inputs)
    throw Error(ErrorKind::Invalid, "vulkan elementwise", "one access per program input expected");
  std::string s = "  int rest = " + index_var + ";\n";
  // Coordinates of the element, innermost first (unused ones are removed by the compiler).
  const size_t rank = shape.size();
  for (size_t d = rank; d-- > 0;)
    s += "  int c" + std::to_string(d) + " = rest % " + std::to_string(shape[d]) + "; rest /= " + std::to_string(shape[d]) + ";\n";
  for (uint16_t r = 0; r < program.num_registers; ++r) s += "  float " + reg(r) + ";\n";
  for (size_t k = 0; k < program.num_inputs; ++k) {
    const EwAccess& a = access[k];
    std::string offset = std::to_string(checked(a.base));
    for (size_t d = 0; d < rank && d < a.strides.size(); ++d)
      if (a.strides[d] != 0) offset += " + c" + std::to_string(d) + " * " + std::to_string(checked(a.strides[d]));
    s += "  " + reg(uint16_t(k)) + " = " + read_input(k, offset) + ";\n";
  }
  for (size_t c = 0; c < program.constants.size(); ++c)
    s += "  " + reg(uint16_t(program.num_inputs + c)) + " = uintBitsToFloat(" +
         std::to_string(std::bit_cast<uint32_t>(program.constants[c])) + "u);\n";
  for (const EwInstr& in : program.code) s += "  " + reg(in.dst) + " = " + expression(in) + ";\n";
  return s;
}

int64_t element_count(std::span<const int64_t> shape) {
  int64_t total = 1;
  for (int64_t e : shape) total *= e;
  return total;
}

}  // namespace

const char* ew_glsl_helpers() { return kHelpers; }

void dispatch_invocations(CommandList& list, const Pipeline& pipeline, std::span<const BufferView> views,
                          size_t first_written, int64_t invocations) {
  std::unique_ptr<bool[]> writes(new bool[views.size()]);
  for (size_t i = 0; i < views.size(); ++i) writes[i] = i >= first_written;
  const int64_t groups = (invocations + 255) / 256;
  const int64_t max_x = list.context().limits().maxComputeWorkGroupCount[0];
  const int64_t gx = std::min(groups, max_x), gy = (groups + gx - 1) / gx;
  list.dispatch(pipeline, views, std::span<const bool>(writes.get(), views.size()), nullptr, 0, uint32_t(gx), uint32_t(gy));
}

std::string ew_glsl(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access) {
  const int64_t total = element_count(shape);
  checked(total);
  std::string s = "#version 450\nlayout(local_size_x = 256) in;\n";
  for (size_t i = 0; i < program.num_inputs; ++i)
    s += "layout(std430, binding = " + std::to_string(i) + ") readonly buffer In" + std::to_string(i) + " { float in" +
         std::to_string(i) + "[]; };\n";
  for (size_t o = 0; o < program.outputs.size(); ++o)
    s += "layout(std430, binding = " + std::to_string(program.num_inputs + o) + ") writeonly buffer Out" +
         std::to_string(o) + " { float out" + std::to_string(o) + "[]; };\n";
  s += kHelpers;
  s += "void main() {\n"
       "  uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;\n"
       "  int i = int(group * 256u + gl_LocalInvocationIndex);\n"
       "  if (i >= " + std::to_string(total) + ") return;\n";
  s += program_statements(program, shape, access, "i", [](size_t k, const std::string& offset) {
    return "in" + std::to_string(k) + "[" + offset + "]";
  });
  for (size_t o = 0; o < program.outputs.size(); ++o)
    s += "  out" + std::to_string(o) + "[i] = " + reg(program.outputs[o]) + ";\n";
  s += "}\n";
  return s;
}

bool ew_fusable_epilogue(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access,
                         std::span<const int64_t> output_shape) {
  if (program.outputs.size() != 1 || program.num_inputs < 1 || access.size() != program.num_inputs) return false;
  if (!std::equal(shape.begin(), shape.end(), output_shape.begin(), output_shape.end())) return false;
  // Input 0 must be the output element itself.
  return ew_identity_access(access[0], shape);
}

std::string ew_epilogue_glsl(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access,
                             uint32_t first_binding) {
  checked(element_count(shape));
  std::string s;
  for (size_t k = 1; k < program.num_inputs; ++k)
    s += "layout(std430, binding = " + std::to_string(first_binding + k - 1) + ") readonly buffer EpilogueIn" +
         std::to_string(k) + " { float epilogue_in" + std::to_string(k) + "[]; };\n";
  s += kHelpers;
  s += "float fused_epilogue(float v, int flat_index) {\n";
  s += program_statements(program, shape, access, "flat_index", [](size_t k, const std::string& offset) {
    return k == 0 ? std::string("v") : "epilogue_in" + std::to_string(k) + "[" + offset + "]";
  });
  s += "  return " + reg(program.outputs[0]) + ";\n}\n";
  return s;
}

std::string reduction_glsl(const ReductionInfo& r, bool splat_init) {
  const EwProgram& map = r.map;
  const size_t rank = r.shape.size();
  int64_t outputs = 1, points = 1;
  for (size_t d = 0; d < rank; ++d) (r.reduced[d] ? points : outputs) *= r.shape[d];
  checked(element_count(r.shape));
  std::string combine;
  switch (r.combine) {
    case EwOpcode::Add: combine = "acc + v"; break;
    case EwOpcode::Mul: combine = "acc * v"; break;
    case EwOpcode::Maximum: combine = "ieee_max(acc, v)"; break;
    case EwOpcode::Minimum: combine = "ieee_min(acc, v)"; break;
    case EwOpcode::MaxNum: combine = "max_num(acc, v)"; break;
    case EwOpcode::MinNum: combine = "min_num(acc, v)"; break;
    default: throw Error(ErrorKind::Unsupported, "vulkan reduction", "unsupported combiner");
  }
  std::string s = "#version 450\nlayout(local_size_x = 256) in;\n";
  for (size_t i = 0; i < map.num_inputs; ++i)
    s += "layout(std430, binding = " + std::to_string(i) + ") readonly buffer In" + std::to_string(i) + " { float in" +
         std::to_string(i) + "[]; };\n";
  s += "layout(std430, binding = " + std::to_string(map.num_inputs) + ") readonly buffer Init { float init[]; };\n";
  s += "layout(std430, binding = " + std::to_string(map.num_inputs + 1) + ") writeonly buffer Out { float out0[]; };\n";
  s += kHelpers;
  s += "float map_at(int pos) {\n";
  s += program_statements(map, r.shape, r.access, "pos", [](size_t k, const std::string& offset) {
    return "in" + std::to_string(k) + "[" + offset + "]";
  });
  s += "  return " + reg(map.outputs[0]) + ";\n}\n";
  // An output element's parallel coordinates, then its reduction points in row-major order
  // (the reference's order): the iteration point's flat index (pos) is rebuilt from both.
  s += "void main() {\n"
       "  uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;\n"
       "  int o = int(group * 256u + gl_LocalInvocationIndex);\n"
       "  if (o >= " + std::to_string(outputs) + ") return;\n"
       "  int rest = o, base = 0, out_offset = 0;\n";
  int64_t row_stride = 1;
  std::vector<int64_t> flat_stride(rank);
  for (size_t d = rank; d-- > 0;) flat_stride[d] = row_stride, row_stride *= r.shape[d];
  for (size_t d = rank; d-- > 0;)
    if (!r.reduced[d])
      s += "  { int c = rest % " + std::to_string(r.shape[d]) + "; rest /= " + std::to_string(r.shape[d]) + "; base += c * " +
           std::to_string(checked(flat_stride[d])) + "; out_offset += c * " + std::to_string(checked(r.out_strides[d])) + "; }\n";
  s += std::string("  float acc = init[") + (splat_init ? "0" : "out_offset") + "];\n"
       "  for (int p = 0; p < " + std::to_string(checked(points)) + "; ++p) {\n"
       "    int prest = p, pos = base;\n";
  for (size_t d = rank; d-- > 0;)
    if (r.reduced[d])
      s += "    { int c = prest % " + std::to_string(r.shape[d]) + "; prest /= " + std::to_string(r.shape[d]) + "; pos += c * " +
           std::to_string(checked(flat_stride[d])) + "; }\n";
  if (r.combine != EwOpcode::Add) {
    s += "    float v = map_at(pos);\n    acc = " + combine + ";\n  }\n  out0[out_offset] = acc;\n}\n";
    return s;
  }
  // Sums are blocked: 64 points from -0.0, 64 such blocks from -0.0, and those sums in turn,
  // the initial value last: a long row's error grows with its length / 4096 instead of its
  // length. (The reference's pairwise tree over the blocks needs a stack of partial sums in
  // a local array; a shader written that way returned wrong sums on lavapipe past some 30000
  // points, cause not found, so the GPU keeps this array-free order.)
  s.insert(s.find("  for (int p = 0;"), "  float block = -0.0, blocks64 = -0.0, total = -0.0;\n  int in_block = 0, in_blocks = 0;\n");
  s += "    block += map_at(pos);\n"
       "    if (++in_block < 64) continue;\n"
       "    blocks64 += block;\n"
       "    block = -0.0;\n"
       "    in_block = 0;\n"
       "    if (++in_blocks < 64) continue;\n"
       "    total += blocks64;\n"
       "    blocks64 = -0.0;\n"
       "    in_blocks = 0;\n"
       "  }\n"
       "  out0[out_offset] = acc + (total + (blocks64 + block));\n}\n";
  return s;
}

std::vector<uint32_t> compile_compute_glsl(const std::string& source, const std::string& name) {
  static std::once_flag initialized;
  std::call_once(initialized, [] { glslang::InitializeProcess(); });
  static std::mutex mutex;  // glslang's front end keeps per-process state
  std::lock_guard lock(mutex);
  glslang::TShader shader(EShLangCompute);
  const char* text = source.c_str();
  shader.setStrings(&text, 1);
  shader.setEnvInput(glslang::EShSourceGlsl, EShLangCompute, glslang::EShClientVulkan, 100);
  shader.setEnvClient(glslang::EShClientVulkan, glslang::EShTargetVulkan_1_1);
  shader.setEnvTarget(glslang::EShTargetSpv, glslang::EShTargetSpv_1_3);
  const EShMessages messages = EShMessages(EShMsgSpvRules | EShMsgVulkanRules);
  if (!shader.parse(GetDefaultResources(), 450, false, messages))
    throw Error(ErrorKind::Unsupported, name, std::string("generated shader does not compile: ") + shader.getInfoLog());
  glslang::TProgram program;
  program.addShader(&shader);
  if (!program.link(messages))
    throw Error(ErrorKind::Unsupported, name, std::string("generated shader does not link: ") + program.getInfoLog());
  std::vector<uint32_t> spirv;
  glslang::GlslangToSpv(*program.getIntermediate(EShLangCompute), spirv);
  return spirv;
}

EwShaderKernel::EwShaderKernel(Context& context, const std::string& key, const EwProgram& program,
                               std::vector<int64_t> shape, std::vector<EwAccess> access)
    : num_inputs_(program.num_inputs), num_outputs_(program.outputs.size()) {
  total_ = 1;
  for (int64_t e : shape) total_ *= e;
  PipelineDesc desc;
  desc.shader = "elementwise program";
  desc.num_bindings = uint32_t(num_inputs_ + num_outputs_);
  desc.push_bytes = 0;
  desc.local_size[0] = 256;
  desc.generate = [&] { return compile_compute_glsl(ew_glsl(program, shape, access), "vulkan elementwise"); };
  pipeline_ = &context.pipeline(key, desc);
}

ReductionShaderKernel::ReductionShaderKernel(Context& context, const std::string& key, const ReductionInfo& reduction,
                                           bool splat_init)
    : num_inputs_(reduction.map.num_inputs) {
  outputs_ = 1;
  for (size_t d = 0; d < reduction.shape.size(); ++d)
    if (!reduction.reduced[d]) outputs_ *= reduction.shape[d];
  PipelineDesc desc;
  desc.shader = "reduction program";
  desc.num_bindings = uint32_t(num_inputs_ + 2);
  desc.push_bytes = 0;
  desc.local_size[0] = 256;
  desc.generate = [&] { return compile_compute_glsl(reduction_glsl(reduction, splat_init), "vulkan reduction"); };
  pipeline_ = &context.pipeline(splat_init ? key + "/splat_init" : key, desc);
}

void ReductionShaderKernel::record(CommandList& list, std::span<const BufferView> inputs, const BufferView& output) const {
  if (inputs.size() != num_inputs_ + 1) throw Error(ErrorKind::Invalid, "vulkan reduction", "operand count does not match the program");
  std::vector<BufferView> views(inputs.begin(), inputs.end());
  views.push_back(output);
  dispatch_invocations(list, *pipeline_, views, views.size() - 1, outputs_);
}

void EwShaderKernel::record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs) const {
  if (inputs.size() != num_inputs_ || outputs.size() != num_outputs_)
    throw Error(ErrorKind::Invalid, "vulkan elementwise", "operand count does not match the program");
  if (total_ == 0) return;
  std::vector<BufferView> views(inputs.begin(), inputs.end());
  views.insert(views.end(), outputs.begin(), outputs.end());
  dispatch_invocations(list, *pipeline_, views, num_inputs_, total_);
}

}  // namespace linrt::engine::vk

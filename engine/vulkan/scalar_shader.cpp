#include "engine/vulkan/scalar_shader.h"

#include <bit>
#include <cstring>
#include <limits>

#include "engine/vulkan/ew_shader.h"

namespace linrt::engine::vk {

namespace {

using SO = ScalarOpcode;

bool is_64bit_int(DType t) { return t == DType::I64 || t == DType::Index; }

// The GLSL type of a register or buffer element, or "" for one the generator does not take.
std::string glsl_type(DType t, bool in_buffer) {
  if (t == DType::F32) return "float";
  if (is_64bit_int(t)) return "int64_t";
  if (t == DType::I32) return "int";
  if (t == DType::I1 && !in_buffer) return "bool";  // i1 tensors are bytes: the CPU keeps those
  return "";
}

// The integer helpers give apply_scalar_op's results (core/scalar_ops.cpp), as the CPU kernel's
// inline cases do: x / 0 and x % 0 are 0, INT64_MIN / -1 wraps. Division works on magnitudes,
// so it does not depend on how a device rounds a signed quotient. f32 division gets one
// residual correction: Vulkan allows 2.5 ulp for x / y, and the quotients of QR's index
// arithmetic are truncated to integers, where an ulp below a whole number changes the index.
const char* kHelpers = R"(
int64_t div_si(int64_t x, int64_t y) {
  if (y == 0l) return 0l;
  if (y == -1l) return -x;
  uint64_t q = uint64_t(x < 0l ? -x : x) / uint64_t(y < 0l ? -y : y);
  return (x < 0l) != (y < 0l) ? -int64_t(q) : int64_t(q);
}
int64_t rem_si(int64_t x, int64_t y) { return y == 0l || y == -1l ? 0l : x - div_si(x, y) * y; }
int64_t floordiv_si(int64_t x, int64_t y) {
  int64_t q = div_si(x, y);
  return y != 0l && y != -1l && rem_si(x, y) != 0l && ((x < 0l) != (y < 0l)) ? q - 1l : q;
}
int64_t fptosi64(float v) {
  if (isnan(v)) return 0l;
  if (v <= -9223372036854775808.0) return int64_t(0x8000000000000000ul);
  if (v >= 9223372036854775808.0) return int64_t(0x7ffffffffffffffful);
  return int64_t(v);
}
float div_f(float a, float b) {
  float q = a / b, r = fma(-q, b, a), inv = 1.0 / b;
  return isinf(q) || isnan(q) || r == 0.0 || isinf(inv) ? q : fma(r, inv, q);
}
)";

std::string reg(uint32_t r) { return "r" + std::to_string(r); }

std::string literal(const Scalar& s) {
  switch (s.dtype) {
    case DType::F32: return "uintBitsToFloat(" + std::to_string(std::bit_cast<uint32_t>(float(s.f))) + "u)";
    case DType::I64: case DType::Index: return "int64_t(" + std::to_string(uint64_t(s.i)) + "ul)";
    case DType::I32: return "int(" + std::to_string(uint32_t(s.i)) + "u)";
    case DType::I1: return s.i ? "true" : "false";
    default: return "";
  }
}

// The expression of one op over registers, or "" when the generator does not translate it.
std::string expression(const ScalarOp& op, const ScalarInstr& in, const std::vector<Scalar>& regs) {
  const std::string a = reg(in.args[0]), b = reg(in.args[1]), c = reg(in.args[2]);
  const DType from = op.operand, to = op.result;
  if (op.code == SO::Select && regs[in.args[0]].dtype == DType::I1) return a + " ? " + b + " : " + c;
  const bool i32 = from == DType::I32 && to == DType::I32;
  if ((is_64bit_int(from) && is_64bit_int(to)) || i32) {
    switch (op.code) {
      case SO::AddI: return a + " + " + b;
      case SO::SubI: return a + " - " + b;
      case SO::MulI: return a + " * " + b;
      case SO::AndI: return a + " & " + b;
      case SO::OrI: return a + " | " + b;
      case SO::XOrI: return a + " ^ " + b;
      case SO::MaxSI: return "max(" + a + ", " + b + ")";
      case SO::MinSI: return "min(" + a + ", " + b + ")";
      case SO::DivSI: return i32 ? "" : "div_si(" + a + ", " + b + ")";
      case SO::RemSI: return i32 ? "" : "rem_si(" + a + ", " + b + ")";
      case SO::FloorDivSI: return i32 ? "" : "floordiv_si(" + a + ", " + b + ")";
      case SO::IndexCast: case SO::ExtSI: return a;
      default: return "";
    }
  }
  if ((is_64bit_int(from) || from == DType::I32) && op.code == SO::CmpI) {
    static const char* kPred[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    if (op.predicate > 9) return "";
    const bool unsigned_pred = op.predicate >= 6;
    const std::string u = from == DType::I32 ? "uint(" : "uint64_t(";
    const std::string x = unsigned_pred ? u + a + ")" : a, y = unsigned_pred ? u + b + ")" : b;
    return x + " " + kPred[op.predicate] + " " + y;
  }
  if (from == DType::I1 && to == DType::I1) {
    switch (op.code) {
      case SO::AndI: return a + " && " + b;
      case SO::OrI: return a + " || " + b;
      case SO::XOrI: return a + " != " + b;
      default: return "";
    }
  }
  if (from == DType::F32 && to == DType::F32) {
    switch (op.code) {
      case SO::AddF: return a + " + " + b;
      case SO::SubF: return a + " - " + b;
      case SO::MulF: return a + " * " + b;
      case SO::DivF: return "div_f(" + a + ", " + b + ")";
      default: return "";
    }
  }
  if (op.code == SO::CmpF && from == DType::F32) return "cmp(" + std::to_string(op.predicate) + ", " + a + ", " + b + ") != 0.0";
  if (op.code == SO::SIToFP && to == DType::F32 && (is_64bit_int(from) || from == DType::I32)) return "float(" + a + ")";
  if (op.code == SO::FPToSI && from == DType::F32 && to == DType::I64) return "fptosi64(" + a + ")";
  if ((op.code == SO::ExtSI || op.code == SO::IndexCast) && from == DType::I32 && is_64bit_int(to)) return "int64_t(" + a + ")";
  if ((op.code == SO::TruncI || op.code == SO::IndexCast) && is_64bit_int(from) && to == DType::I32) return "int(" + a + ")";
  if (op.code == SO::ExtUI && from == DType::I1 && (is_64bit_int(to) || to == DType::I32))
    return a + " ? " + literal(Scalar::from_int(to, 1)) + " : " + literal(Scalar::from_int(to, 0));
  return "";
}

int32_t checked(int64_t v) {
  if (v < 0 || v > std::numeric_limits<int32_t>::max())
    throw Error(ErrorKind::Limit, "vulkan generic.scalar", "size " + std::to_string(v) + " exceeds 32-bit shader indexing");
  return int32_t(v);
}

}  // namespace

std::optional<std::string> scalar_generic_glsl(const ScalarGeneric& g) {
  const ScalarProgram& p = g.program;
  const size_t n_in = g.in_types.size(), n_tables = p.tables.size(), n_out = g.out_types.size();
  const int64_t points = shape_numel(g.shape);
  if (points > std::numeric_limits<int32_t>::max()) return std::nullopt;
  std::string s =
      "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require\n"
      "layout(local_size_x = 256) in;\n";
  uint32_t binding = 0;
  auto buffer = [&](const std::string& qualifier, const std::string& block, DType t, const std::string& name) {
    const std::string type = glsl_type(t, true);
    s += "layout(std430, binding = " + std::to_string(binding++) + ") " + qualifier + " buffer " + block + " { " + type +
         " " + name + "[]; };\n";
    return !type.empty();
  };
  for (size_t i = 0; i < n_in; ++i)
    if (!buffer("readonly", "In" + std::to_string(i), g.in_types[i], "in" + std::to_string(i))) return std::nullopt;
  for (size_t t = 0; t < n_tables; ++t) {
    if (!buffer("readonly", "Table" + std::to_string(t), p.tables[t].dtype, "table" + std::to_string(t))) return std::nullopt;
    if (p.tables[t].splat) continue;
    checked(shape_numel(p.tables[t].shape));
  }
  for (size_t o = 0; o < n_out; ++o)
    if (!buffer("writeonly", "Out" + std::to_string(o), g.out_types[o], "out" + std::to_string(o))) return std::nullopt;
  // status[0]: 0, or 1 + the instruction whose check failed first.
  s += "layout(std430, binding = " + std::to_string(binding) + ") coherent buffer Status { uint status[]; };\n";
  s += ew_glsl_helpers();
  s += kHelpers;
  s += "void main() {\n"
       "  uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;\n"
       "  int i = int(group * 256u + gl_LocalInvocationIndex);\n"
       "  if (i >= " + std::to_string(points) + ") return;\n"
       "  int rest = i;\n";
  const size_t rank = g.shape.size();
  for (size_t d = rank; d-- > 0;)
    s += "  int c" + std::to_string(d) + " = rest % " + std::to_string(g.shape[d]) + "; rest /= " +
         std::to_string(g.shape[d]) + ";\n";
  for (uint32_t r = 0; r < p.regs.size(); ++r) {
    const std::string type = glsl_type(p.regs[r].dtype, false);
    if (type.empty()) return std::nullopt;
    s += "  " + type + " " + reg(r);
    if (r >= n_in) {
      bool temporary = false;
      for (const ScalarInstr& in : p.code) temporary |= in.kind != ScalarInstr::Kind::Assert && in.dst == r;
      if (!temporary) s += " = " + literal(p.regs[r]);
    }
    s += ";\n";
  }
  for (size_t k = 0; k < n_in; ++k) {
    const EwAccess& a = g.access[k];
    std::string offset = std::to_string(checked(a.base));
    for (size_t d = 0; d < rank && d < a.strides.size(); ++d)
      if (a.strides[d] != 0) offset += " + c" + std::to_string(d) + " * " + std::to_string(checked(a.strides[d]));
    s += "  " + reg(uint32_t(k)) + " = in" + std::to_string(k) + "[" + offset + "];\n";
  }
  for (size_t n = 0; n < p.code.size(); ++n) {
    const ScalarInstr& in = p.code[n];
    const std::string fail = "{ atomicCompSwap(status[0], 0u, " + std::to_string(n + 1) + "u); return; }";
    switch (in.kind) {
      case ScalarInstr::Kind::Index:
        s += "  " + reg(in.dst) + " = int64_t(c" + std::to_string(in.dim) + ");\n";
        break;
      case ScalarInstr::Kind::Assert:
        s += "  if (!" + reg(in.args[0]) + ") " + fail + "\n";
        break;
      case ScalarInstr::Kind::Extract: {
        const ScalarTable& t = p.tables[in.dim];
        s += "  {\n    int64_t at = 0l;\n";
        for (size_t d = 0; d < t.shape.size(); ++d) {
          const std::string ix = reg(in.indices[d]), dim = literal(Scalar::from_int(DType::I64, t.shape[d]));
          if (!is_64bit_int(p.regs[in.indices[d]].dtype)) return std::nullopt;
          s += "    if (uint64_t(" + ix + ") >= uint64_t(" + dim + ")) " + fail + "\n";
          s += "    at = at * " + dim + " + " + ix + ";\n";
        }
        s += "    " + reg(in.dst) + " = table" + std::to_string(in.dim) + "[" + (t.splat ? "0" : "int(at)") + "];\n  }\n";
        break;
      }
      case ScalarInstr::Kind::Op: {
        const std::string e = expression(in.op, in, p.regs);
        if (e.empty()) return std::nullopt;
        s += "  " + reg(in.dst) + " = " + e + ";\n";
        break;
      }
    }
  }
  for (size_t o = 0; o < n_out; ++o) s += "  out" + std::to_string(o) + "[i] = " + reg(p.yields[o]) + ";\n";
  s += "}\n";
  return s;
}

ScalarGenericShaderKernel::ScalarGenericShaderKernel(Context& context, const std::string& key, ScalarGeneric g,
                                                     const std::string& glsl)
    : g_(std::move(g)), points_(shape_numel(g_.shape)) {
  for (const ScalarTable& t : g_.program.tables) {
    const size_t bytes = (t.splat ? 1 : size_t(shape_numel(t.shape))) * dtype_size(t.dtype);
    tables_.push_back(context.allocate(std::max<size_t>(bytes, 4)));
    context.upload({&tables_.back(), 0, bytes}, t.bytes.data, bytes);
  }
  PipelineDesc desc;
  desc.shader = "generic.scalar program";
  desc.num_bindings = uint32_t(g_.in_types.size() + tables_.size() + g_.out_types.size() + 1);
  desc.push_bytes = 0;
  desc.local_size[0] = 256;
  desc.generate = [&] { return compile_compute_glsl(glsl, "vulkan generic.scalar"); };
  pipeline_ = &context.pipeline(key, desc);
}

void ScalarGenericShaderKernel::record(CommandList& list, std::span<const BufferView> inputs,
                                       std::span<const BufferView> outputs, const BufferView& status) const {
  if (inputs.size() < g_.in_types.size() || outputs.size() != g_.out_types.size() || !status.buffer)
    throw Error(ErrorKind::Invalid, "vulkan generic.scalar", "operand count does not match the program");
  list.fill({status.buffer, status.offset, kStatusBytes}, 0);
  std::vector<BufferView> views(inputs.begin(), inputs.begin() + long(g_.in_types.size()));
  for (const DeviceBuffer& t : tables_) views.push_back({&t, 0, t.size()});
  views.insert(views.end(), outputs.begin(), outputs.end());
  views.push_back({status.buffer, status.offset, kStatusBytes});
  dispatch_invocations(list, *pipeline_, views, g_.in_types.size() + tables_.size(), points_);
}

void ScalarGenericShaderKernel::check_status(const uint32_t* words) const {
  if (words[0] == 0 || words[0] > g_.program.code.size()) return;
  const ScalarInstr& in = g_.program.code[words[0] - 1];
  const std::string where = in.source ? in.source->describe() : "generic.scalar";
  if (in.kind == ScalarInstr::Kind::Extract)
    throw Error(ErrorKind::Invalid, where, g_.program.tables[in.dim].out_of_range_message());
  throw Error(ErrorKind::Invalid, where, g_.program.messages[in.dim]);
}

}  // namespace linrt::engine::vk

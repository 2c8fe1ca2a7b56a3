// The CPU kernel of all-parallel linalg.generic ops whose values are not all f32: integer index
// arithmetic (DLRM's quotient-remainder tables: sitofp/divf/fptosi for the quotient, remsi with
// torch's sign fix-up for the remainder), integer casts, compares and selects on any scalar
// type, and the narrow types of IREE's tests (i4/i2, the 8- and 4-bit floats and their MX
// scaling ops), stored a byte per element. The f32 elementwise path (engine/plan/ew_program.h) holds only f32 and i1 values, so
// these ran on the reference fallback before.
//
// The body compiles into a register program of ScalarOps (core/scalar_ops.h), with the
// reference's semantics: every op goes through apply_scalar_op except the hot ones of index
// arithmetic (64-bit integer arithmetic, division, remainder, compares, casts; f32 add, sub, mul,
// div; sitofp and fptosi between i64 and f32; select), evaluated inline with the same results. Points are
// evaluated a block at a time, each instruction over the whole block, in parallel over blocks.
// Values from outside the body may be scalar arith.constants only; linalg.index is supported.
#include "engine/cpu/scalar_generic_kernel.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <cmath>
#include <limits>
#include <cstring>
#include <unordered_map>

#include "linrt/dtype.h"
#include "core/scalar_ops.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/ew_program.h"
#include "graph/dialect/arith_ops.h"
#include "graph/passes/match.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

using SO = ScalarOpcode;

using Table = ScalarTable;
using Instr = ScalarInstr;
using Program = ScalarProgram;

// The bytes of a constant tensor value (arith.constant with dense data), or nullopt.
std::optional<Table> constant_table(const graph::Value* v) {
  const graph::Operation* def = graph::match::def_of(v, graph::OpId::ArithConstant);
  if (!def || !v->type.is_tensor() || v->type.unranked || !v->type.has_static_shape()) return std::nullopt;
  const graph::Attribute* value = def->attr("value");
  const graph::Blob* blob = value ? value->elements_blob() : nullptr;
  if (!blob || !blob->data) return std::nullopt;
  Table t{*blob, v->type.elem, v->type.shape, value->splat};
  const size_t want = (t.splat ? 1 : size_t(shape_numel(t.shape))) * dtype_size(t.dtype);
  if (blob->size < want) return std::nullopt;
  return t;
}

bool is_64bit_int(DType t) { return t == DType::I64 || t == DType::Index; }

std::optional<Program> compile(const graph::Operation& op, size_t n_in, size_t rank) {
  const graph::Block* body = graph::match::body(op);
  if (!body || body->ops.empty() || body->args.size() < n_in) return std::nullopt;
  Program p;
  std::unordered_map<const graph::Value*, uint32_t> reg_of;
  for (size_t i = 0; i < body->args.size(); ++i) {
    const graph::Value* a = body->args[i].get();
    if (!a->type.is_scalar()) return std::nullopt;
    // A body that reads the output's current element is not elementwise.
    for (const auto& o : body->ops)
      if (i >= n_in && std::find(o->operands.begin(), o->operands.end(), a) != o->operands.end()) return std::nullopt;
    reg_of[a] = uint32_t(p.regs.size());
    p.regs.push_back(Scalar::from_int(a->type.elem, 0));
  }
  auto constant_reg = [&](const graph::Operation& c, const graph::Value* v) -> std::optional<uint32_t> {
    const graph::Attribute* value = c.attr("value");
    if (!value || !v->type.is_scalar()) return std::nullopt;
    const uint32_t r = uint32_t(p.regs.size());
    p.regs.push_back(scalar_from_attribute(*value, v->type.elem, c.describe()));
    reg_of[v] = r;
    return r;
  };
  auto reg_for = [&](const graph::Value* v) -> std::optional<uint32_t> {
    if (auto it = reg_of.find(v); it != reg_of.end()) return it->second;
    const graph::Operation* def = graph::match::def_of(v, graph::OpId::ArithConstant);
    if (!def) return std::nullopt;  // a captured tensor or a value computed outside
    return constant_reg(*def, v);
  };
  for (size_t k = 0; k + 1 < body->ops.size(); ++k) {
    const graph::Operation& o = *body->ops[k];
    if (o.is(graph::OpId::CfAssert)) {
      auto cond = o.operands.empty() ? std::nullopt : reg_for(o.operands[0]);
      if (!cond) return std::nullopt;
      const graph::Attribute* msg = o.attr("msg");
      Instr in;
      in.kind = Instr::Kind::Assert;
      in.args[0] = *cond;
      in.dim = uint32_t(p.messages.size());
      in.source = &o;
      p.messages.push_back(msg && msg->kind == graph::Attribute::Kind::String ? msg->str : "assertion failed");
      p.code.push_back(in);
      continue;
    }
    if (o.results.size() != 1 || !o.results[0]->type.is_scalar() || !o.regions.empty()) return std::nullopt;
    const graph::Value* result = o.results[0].get();
    if (o.is(graph::OpId::ArithConstant)) {
      if (!constant_reg(o, result)) return std::nullopt;
      continue;
    }
    Instr in;
    if (o.is(graph::OpId::LinalgIndex)) {
      const graph::Attribute* d = o.attr("dim");
      if (!d || d->kind != graph::Attribute::Kind::Integer || d->i < 0 || size_t(d->i) >= rank) return std::nullopt;
      in.kind = Instr::Kind::Index;
      in.dim = uint32_t(d->i);
    } else if (o.is(graph::OpId::TensorExtract) && !o.operands.empty()) {
      auto table = constant_table(o.operands[0]);
      if (!table || table->shape.size() + 1 != o.operands.size() || table->dtype != result->type.elem) return std::nullopt;
      in.kind = Instr::Kind::Extract;
      in.dim = uint32_t(p.tables.size());
      in.source = &o;
      for (size_t i = 1; i < o.operands.size(); ++i) {
        auto r = reg_for(o.operands[i]);
        if (!r) return std::nullopt;
        in.indices.push_back(*r);
      }
      p.tables.push_back(std::move(*table));
    } else if (std::optional<ScalarOp> sop = scalar_op_for(o)) {
      if (o.operands.size() != sop->arity || sop->arity > 3) return std::nullopt;
      in.op = *sop;
      for (size_t i = 0; i < o.operands.size(); ++i) {
        auto r = reg_for(o.operands[i]);
        if (!r) return std::nullopt;
        in.args[i] = *r;
      }
    } else {
      return std::nullopt;
    }
    in.dst = uint32_t(p.regs.size());
    reg_of[result] = in.dst;
    p.regs.push_back(Scalar::from_int(result->type.elem, 0));
    p.code.push_back(in);
  }
  const graph::Operation& term = *body->ops.back();
  if (!term.is(graph::OpId::LinalgYield)) return std::nullopt;
  for (const graph::Value* v : term.operands) {
    auto r = reg_for(v);
    if (!r) return std::nullopt;
    p.yields.push_back(*r);
  }
  return p;
}

// One element of type t at `p` as a Scalar, and back.
Scalar load(DType t, const void* p) {
  switch (t) {
    case DType::F32: return Scalar::from_float(t, *static_cast<const float*>(p));
    case DType::F64: return Scalar::from_float(t, *static_cast<const double*>(p));
    case DType::I64: case DType::Index: return Scalar::from_int(t, *static_cast<const int64_t*>(p));
    case DType::I32: return Scalar::from_int(t, *static_cast<const int32_t*>(p));
    case DType::I16: return Scalar::from_int(t, *static_cast<const int16_t*>(p));
    case DType::I8: case DType::I1: case DType::I4: case DType::I2:
      return Scalar::from_int(t, *static_cast<const int8_t*>(p));
    default:
      if (dtype_is_minifloat(t)) return Scalar::from_float(t, minifloat_to_double(t, *static_cast<const uint8_t*>(p)));
      return Scalar{};
  }
}

void store(const Scalar& s, DType t, void* p) {
  switch (t) {
    case DType::F32: *static_cast<float*>(p) = float(s.f); break;
    case DType::F64: *static_cast<double*>(p) = s.f; break;
    case DType::I64: case DType::Index: *static_cast<int64_t*>(p) = s.i; break;
    case DType::I32: *static_cast<int32_t*>(p) = int32_t(s.i); break;
    case DType::I16: *static_cast<int16_t*>(p) = int16_t(s.i); break;
    case DType::I8: case DType::I1: case DType::I4: case DType::I2: *static_cast<int8_t*>(p) = int8_t(s.i); break;
    default:
      if (dtype_is_minifloat(t)) *static_cast<uint8_t*>(p) = double_to_minifloat(t, s.f);
      break;
  }
}

bool storable(DType t) {
  switch (t) {
    case DType::F32: case DType::F64: case DType::I64: case DType::Index: case DType::I32: case DType::I16:
    case DType::I8: case DType::I1: case DType::I4: case DType::I2:
      return true;
    default:
      return dtype_is_minifloat(t);  // a byte holding the bit pattern (linrt/dtype.h)
  }
}

Scalar int_scalar(DType t, int64_t v) {
  Scalar s;
  s.dtype = t;
  s.i = v;
  return s;
}

Scalar f32_scalar(float v) {
  Scalar s;
  s.dtype = DType::F32;
  s.f = double(v);
  return s;
}

// op applied to one point's registers. The inline cases are the hot ones of index arithmetic,
// written to give apply_scalar_op's results (core/scalar_ops.cpp: wraparound, x / 0 and x % 0
// are 0, INT64_MIN / -1 wraps, fptosi saturates with NaN -> 0); the rest go through it.
Scalar apply(const ScalarOp& op, const Scalar* a, const Scalar* b, const Scalar* c) {
  if (is_64bit_int(op.operand) && (is_64bit_int(op.result) || op.result == DType::I1)) {
    const uint64_t x = uint64_t(a->i), y = b ? uint64_t(b->i) : 0;
    const int64_t sx = a->i, sy = b ? b->i : 0;
    switch (op.code) {
      case SO::AddI: return int_scalar(op.result, int64_t(x + y));
      case SO::SubI: return int_scalar(op.result, int64_t(x - y));
      case SO::MulI: return int_scalar(op.result, int64_t(x * y));
      case SO::AndI: return int_scalar(op.result, int64_t(x & y));
      case SO::OrI: return int_scalar(op.result, int64_t(x | y));
      case SO::XOrI: return int_scalar(op.result, int64_t(x ^ y));
      case SO::MaxSI: return int_scalar(op.result, std::max(sx, sy));
      case SO::MinSI: return int_scalar(op.result, std::min(sx, sy));
      case SO::IndexCast: case SO::ExtSI:
        if (is_64bit_int(op.result)) return int_scalar(op.result, sx);
        break;
      case SO::DivSI: return int_scalar(op.result, sy == 0 ? 0 : sy == -1 ? int64_t(0 - x) : sx / sy);
      case SO::RemSI: return int_scalar(op.result, sy == 0 || sy == -1 ? 0 : sx % sy);
      case SO::FloorDivSI: {
        if (sy == 0 || sy == -1) return int_scalar(op.result, sy == 0 ? 0 : int64_t(0 - x));
        const int64_t q = sx / sy;
        return int_scalar(op.result, sx % sy != 0 && ((sx < 0) != (sy < 0)) ? q - 1 : q);
      }
      case SO::CmpI: {
        bool r;
        switch (op.predicate) {
          case 0: r = x == y; break;
          case 1: r = x != y; break;
          case 2: r = sx < sy; break;
          case 3: r = sx <= sy; break;
          case 4: r = sx > sy; break;
          case 5: r = sx >= sy; break;
          case 6: r = x < y; break;
          case 7: r = x <= y; break;
          case 8: r = x > y; break;
          default: r = x >= y; break;
        }
        return int_scalar(DType::I1, r ? 1 : 0);
      }
      default: break;
    }
  }
  if (op.operand == DType::I1 && op.result == DType::I1) {  // booleans are 0 / 1
    switch (op.code) {
      case SO::AndI: return int_scalar(DType::I1, a->i & b->i);
      case SO::OrI: return int_scalar(DType::I1, a->i | b->i);
      case SO::XOrI: return int_scalar(DType::I1, a->i ^ b->i);
      default: break;
    }
  }
  if (op.operand == DType::F32 && op.result == DType::F32) {
    const float x = float(a->f), y = b ? float(b->f) : 0.0f;
    switch (op.code) {
      case SO::AddF: return f32_scalar(x + y);
      case SO::SubF: return f32_scalar(x - y);
      case SO::MulF: return f32_scalar(x * y);
      case SO::DivF: return f32_scalar(x / y);
      default: break;
    }
  }
  if (op.code == SO::SIToFP && is_64bit_int(op.operand) && op.result == DType::F32) return f32_scalar(float(a->i));
  if (op.code == SO::FPToSI && op.operand == DType::F32 && op.result == DType::I64) {
    const double v = a->f;  // an f32 value, exactly
    if (std::isnan(v)) return int_scalar(op.result, 0);
    if (v <= -0x1p63) return int_scalar(op.result, std::numeric_limits<int64_t>::min());
    if (v >= 0x1p63) return int_scalar(op.result, std::numeric_limits<int64_t>::max());
    return int_scalar(op.result, int64_t(v));
  }
  if (op.code == SO::Select) return a->i ? *b : *c;
  const Scalar args[3] = {*a, b ? *b : Scalar{}, c ? *c : Scalar{}};
  return apply_scalar_op(op, args);
}

class ScalarGenericKernel final : public CpuKernel {
 public:
  ScalarGenericKernel(Program program, std::vector<int64_t> shape, std::vector<EwAccess> access,
                      std::vector<DType> in_types, std::vector<DType> out_types)
      : program_(std::move(program)), shape_(std::move(shape)), access_(std::move(access)),
        in_types_(std::move(in_types)), out_types_(std::move(out_types)) {
    // Bodies that read every input at the point itself and never ask for linalg.index need no
    // coordinates: input i's element is the point's flat index (DLRM's index arithmetic).
    needs_coordinates_ = std::any_of(program_.code.begin(), program_.code.end(),
                                     [](const Instr& in) { return in.kind == Instr::Kind::Index; });
    for (const EwAccess& a : access_) needs_coordinates_ |= !ew_identity_access(a, shape_);
  }

  std::string name() const override { return "generic.scalar"; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    const int64_t points = shape_numel(shape_);
    constexpr int64_t kBlock = 256;
    const int64_t blocks = (points + kBlock - 1) / kBlock;
    const int threads = int(std::min<int64_t>(ctx.threads, std::max<int64_t>(1, points / 4096)));
    // Errors (a failed cf.assert, an index outside a table) are raised after the parallel
    // region: the first one found, naming its op.
    std::atomic<bool> failed{false};
    std::string error_where, error_message;
    auto fail = [&](const graph::Operation& op, const std::string& message) {
#pragma omp critical(linrt_scalar_generic_error)
      if (!failed.exchange(true)) {
        error_where = op.describe();
        error_message = message;
      }
    };
#pragma omp parallel num_threads(threads)
    {
      std::vector<Scalar> regs(program_.regs.size() * size_t(kBlock));
      std::vector<int64_t> index(shape_.size());
#pragma omp for schedule(static)
      for (int64_t blk = 0; blk < blocks; ++blk) {
        const int64_t begin = blk * kBlock, count = std::min(kBlock, points - begin);
        auto reg = [&](uint32_t r, int64_t k) -> Scalar& { return regs[size_t(r) * size_t(kBlock) + size_t(k)]; };
        for (uint32_t r = 0; r < program_.regs.size(); ++r)
          if (r >= in_types_.size()) std::fill_n(&reg(r, 0), count, program_.regs[r]);
        // Inputs, read through their accesses, point by point (row-major over the loops).
        for (size_t i = 0; i < in_types_.size() && !needs_coordinates_; ++i) {
          const size_t bytes = dtype_size(in_types_[i]);
          const char* src = static_cast<const char*>(inputs[i].data) + begin * int64_t(bytes);
          for (int64_t k = 0; k < count; ++k) reg(uint32_t(i), k) = load(in_types_[i], src + k * int64_t(bytes));
        }
        for (int64_t k = 0; k < count && needs_coordinates_; ++k) {
          int64_t flat = begin + k;
          for (size_t d = shape_.size(); d-- > 0;) {
            index[d] = flat % shape_[d];
            flat /= shape_[d];
          }
          for (size_t i = 0; i < in_types_.size(); ++i) {
            int64_t off = access_[i].base;
            for (size_t d = 0; d < shape_.size(); ++d) off += access_[i].strides[d] * index[d];
            reg(uint32_t(i), k) = load(in_types_[i], static_cast<const char*>(inputs[i].data) + off * dtype_size(in_types_[i]));
          }
          for (const Instr& in : program_.code)
            if (in.kind == Instr::Kind::Index) reg(in.dst, k) = Scalar::from_int(DType::Index, index[in.dim]);
        }
        for (const Instr& in : program_.code) {
          if (failed.load(std::memory_order_relaxed)) break;
          if (in.kind == Instr::Kind::Op) {
            const int arity = in.op.arity;
            for (int64_t k = 0; k < count; ++k)
              reg(in.dst, k) = apply(in.op, &reg(in.args[0], k), arity > 1 ? &reg(in.args[1], k) : nullptr,
                                     arity > 2 ? &reg(in.args[2], k) : nullptr);
          } else if (in.kind == Instr::Kind::Assert) {
            for (int64_t k = 0; k < count; ++k)
              if (!reg(in.args[0], k).i) {
                fail(*in.source, program_.messages[in.dim]);
                break;
              }
          } else if (in.kind == Instr::Kind::Extract) {
            const Table& t = program_.tables[in.dim];
            const size_t bytes = dtype_size(t.dtype);
            for (int64_t k = 0; k < count; ++k) {
              int64_t flat = 0;
              bool inside = true;
              for (size_t d = 0; d < t.shape.size(); ++d) {
                const int64_t i = reg(in.indices[d], k).i;
                inside &= i >= 0 && i < t.shape[d];
                flat = flat * t.shape[d] + i;
              }
              if (!inside) {
                fail(*in.source, t.out_of_range_message());
                break;
              }
              reg(in.dst, k) = load(t.dtype, t.bytes.data + (t.splat ? 0 : size_t(flat) * bytes));
            }
          }
        }
        for (size_t o = 0; o < outputs.size(); ++o) {
          const size_t bytes = dtype_size(out_types_[o]);
          char* dst = static_cast<char*>(outputs[o].data) + begin * int64_t(bytes);
          for (int64_t k = 0; k < count; ++k) store(reg(program_.yields[o], k), out_types_[o], dst + k * int64_t(bytes));
        }
      }
    }
    if (failed) throw Error(ErrorKind::Invalid, error_where, error_message);
    if (ctx.epilogue) ctx.epilogue->apply(outputs[0].as<float>(), 0, points);
  }

 private:
  Program program_;
  std::vector<int64_t> shape_;
  std::vector<EwAccess> access_;  // one per input (the generic's ins)
  std::vector<DType> in_types_, out_types_;
  bool needs_coordinates_ = true;
};

std::unique_ptr<CpuKernel> make_scalar_generic(const KernelSpec& spec) {
  std::optional<ScalarGeneric> g = scalar_generic(*spec.root, spec.inputs, spec.outputs, spec.has_epilogue);
  if (!g) return nullptr;
  return std::make_unique<ScalarGenericKernel>(std::move(g->program), std::move(g->shape), std::move(g->access),
                                               std::move(g->in_types), std::move(g->out_types));
}

}  // namespace

std::string ScalarTable::out_of_range_message() const {
  std::string dims;
  for (size_t d = 0; d < shape.size(); ++d) dims += (d ? "x" : "") + std::to_string(shape[d]);
  return "index out of range of the " + dims + " tensor it reads";
}

std::optional<ScalarGeneric> scalar_generic(const graph::Operation& op, std::span<const TensorDesc> inputs,
                                            std::span<const TensorDesc> outputs, bool has_epilogue) {
  if (!op.is(graph::OpId::LinalgGeneric) || !graph::match::all_parallel(op)) return std::nullopt;
  auto io = graph::match::ins_outs(op);
  auto maps = graph::match::indexing_maps(op);
  if (!io || !maps || io->outs.empty() || maps->size() != io->ins.size() + io->outs.size()) return std::nullopt;
  const size_t n_in = io->ins.size(), n_out = io->outs.size();
  if (inputs.size() != n_in + n_out || outputs.size() != n_out) return std::nullopt;
  if (has_epilogue && (n_out != 1 || outputs[0].dtype != DType::F32)) return std::nullopt;
  const std::vector<int64_t>& shape = outputs[0].shape;
  const size_t rank = shape.size();
  if (std::any_of(shape.begin(), shape.end(), [](int64_t d) { return d <= 0; })) return std::nullopt;
  std::vector<EwAccess> access;
  for (size_t i = 0; i < n_in + n_out; ++i) {
    if ((*maps)[i].num_dims != rank) return std::nullopt;
    auto a = ew_access((*maps)[i], shape, inputs[i].shape);
    if (!a) return std::nullopt;
    if (i >= n_in && !ew_identity_access(*a, outputs[i - n_in].shape)) return std::nullopt;
    if (i < n_in) access.push_back(std::move(*a));
  }
  std::vector<DType> in_types, out_types;
  for (size_t i = 0; i < n_in; ++i) {
    if (!storable(inputs[i].dtype)) return std::nullopt;
    in_types.push_back(inputs[i].dtype);
  }
  for (const TensorDesc& d : outputs) {
    if (!storable(d.dtype) || d.shape != shape) return std::nullopt;
    out_types.push_back(d.dtype);
  }
  auto program = compile(op, n_in, rank);
  if (!program || program->yields.size() != n_out) return std::nullopt;
  for (size_t o = 0; o < n_out; ++o)
    if (program->regs[program->yields[o]].dtype != out_types[o]) return std::nullopt;
  return ScalarGeneric{std::move(*program), shape, std::move(access), std::move(in_types), std::move(out_types)};
}

void register_scalar_generic_kernels() { register_cpu_kernel("linalg.generic", make_scalar_generic, -1); }

}  // namespace linrt::engine

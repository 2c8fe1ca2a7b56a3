// The CPU kernel of all-parallel linalg.generic ops whose values are not all f32: integer index
// arithmetic (DLRM's quotient-remainder tables: sitofp/divf/fptosi for the quotient, remsi with
// torch's sign fix-up for the remainder), integer casts, compares and selects on any scalar
// type, and the narrow types of IREE's tests (i4/i2, the 8- and 4-bit floats and their MX
// scaling ops), stored a byte per element. The f32 elementwise path (engine/plan/ew_program.h) holds only f32 and i1 values, so
// these ran on the reference fallback before.
//
// The body's register program of ScalarOps (engine/plan/scalar_generic.h) is evaluated with the
// reference's semantics: every op goes through apply_scalar_op except the hot ones of index
// arithmetic (64-bit integer arithmetic, division, remainder, compares, casts; f32 add, sub, mul,
// div; sitofp and fptosi between i64 and f32; select), evaluated inline with the same results. Points are
// evaluated a block at a time, each instruction over the whole block, in parallel over blocks.
#include <omp.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <cmath>
#include <limits>
#include <cstring>

#include "linrt/dtype.h"
#include "core/registration.h"
#include "core/scalar_ops.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/ew_program.h"
#include "engine/plan/scalar_generic.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

using SO = ScalarOpcode;

using Table = ScalarTable;
using Instr = ScalarInstr;
using Program = ScalarProgram;

bool is_64bit_int(DType t) { return t == DType::I64 || t == DType::Index; }

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
  if (spec.input0_blocked || spec.output_blocked) return nullptr;  // reads and writes row-major only
  std::optional<ScalarGeneric> g = scalar_generic(*spec.root, spec.inputs, spec.outputs, spec.has_epilogue);
  if (!g) return nullptr;
  return std::make_unique<ScalarGenericKernel>(std::move(g->program), std::move(g->shape), std::move(g->access),
                                               std::move(g->in_types), std::move(g->out_types));
}

}  // namespace

LINRT_REGISTRATION(cpu, scalar_generic) { register_cpu_kernel("linalg.generic", make_scalar_generic, -1); }

}  // namespace linrt::engine

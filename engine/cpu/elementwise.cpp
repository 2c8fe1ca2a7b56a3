#include "engine/cpu/elementwise.h"

#include <algorithm>
#include <cstring>

#include "engine/cpu/elementwise_eval.h"
#include "linrt/error.h"
#include "ops/cpu_features.h"
#include "ops/isa_kernels.h"

namespace linrt::engine {

// ---------------------------------------------------------------------------------------------
// Evaluation

namespace {

// The block evaluator for the ISA the CPU kernels use (chosen once).
EwBlockFn block_evaluator() {
  static const EwBlockFn fn = [] {
#if defined(__x86_64__)
    switch (ops::cpu::preferred_isa()) {
      case ops::cpu::Isa::Avx512: return ew_block_avx512();
      case ops::cpu::Isa::Avx2Fma: return ew_block_avx2();
      case ops::cpu::Isa::Generic: break;
    }
#endif
    return ew_block_generic();
  }();
  return fn;
}

}  // namespace

EwReduceFns ew_reduce_fns(EwOpcode combine, EwPreMap pre) {
#if defined(__x86_64__)
  switch (ops::cpu::preferred_isa()) {
    case ops::cpu::Isa::Avx512: return ew_reduce_avx512(combine, pre);
    case ops::cpu::Isa::Avx2Fma: return ew_reduce_avx2(combine, pre);
    case ops::cpu::Isa::Generic: break;
  }
#endif
  return ew_reduce_generic(combine, pre);
}

namespace {

struct SelectChainFns {
  static EwSelectChainFn generic() { return ew_select_chain_generic(); }
#if defined(__x86_64__)
  static EwSelectChainFn avx2() { return ew_select_chain_avx2(); }
  static EwSelectChainFn avx512() { return ew_select_chain_avx512(); }
#endif
};

}  // namespace

void ew_select_chain(std::span<const EwSelectStep> steps, float* data, int64_t n) {
  ops::cpu::isa_table<SelectChainFns>(ops::cpu::preferred_isa())(steps.data(), int(steps.size()), data, n);
}

namespace {

struct BiasMulAddFns {
  static EwBiasMulAddFn generic() { return ew_bias_mul_add_generic(); }
#if defined(__x86_64__)
  static EwBiasMulAddFn avx2() { return ew_bias_mul_add_avx2(); }
  static EwBiasMulAddFn avx512() { return ew_bias_mul_add_avx512(); }
#endif
};

}  // namespace

void ew_bias_mul_add(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const float* mul,
                     bool mul_by_column, const float* add) {
  ops::cpu::isa_table<BiasMulAddFns>(ops::cpu::preferred_isa())(data, n, bias, width, col, mul, mul_by_column, add);
}

namespace {

struct BiasGeluFns {
  static EwBiasGeluFn generic() { return ew_bias_gelu_generic(); }
#if defined(__x86_64__)
  static EwBiasGeluFn avx2() { return ew_bias_gelu_avx2(); }
  static EwBiasGeluFn avx512() { return ew_bias_gelu_avx512(); }
#endif
};

}  // namespace

void ew_bias_gelu(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const EwGelu& g) {
  ops::cpu::isa_table<BiasGeluFns>(ops::cpu::preferred_isa())(data, n, bias, width, col, g);
}

void ew_run(const EwProgram& p, std::span<const int64_t> shape, std::span<const float* const> inputs,
            std::span<const EwAccess> access, std::span<float* const> outputs, int64_t flat_begin, int64_t count) {
  if (count <= 0) return;
  const size_t rank = shape.size();
  const int64_t inner = rank ? shape[rank - 1] : 1;
  // The iteration point of flat_begin.
  int64_t idx[16] = {0};
  if (rank > 16) throw Error(ErrorKind::Unsupported, "elementwise", "iteration spaces of rank > 16");
  int64_t rest = flat_begin;
  for (size_t d = rank; d-- > 0;) {
    idx[d] = rest % shape[d];
    rest /= shape[d];
  }
  const float* in_ptr[kEwMaxRegisters];
  int64_t in_step[kEwMaxRegisters];
  float* out_ptr[kEwMaxRegisters];
  for (uint16_t i = 0; i < p.num_inputs; ++i) in_step[i] = rank ? access[i].strides[rank - 1] : 0;
  // A space whose innermost extent is short (the blocked layout's channel block, ops/layout.h)
  // and whose inputs either run on through the next dimension or repeat their innermost row
  // along it (a per-channel operand under a blocked output: strides 0 and 1) runs with the two
  // innermost dimensions as one, so that the blocks stay kEwBlock long instead of one row.
  // Each repeating row is laid out over a block and a row (`periodic`) once per row and read
  // in place from there at the phase the block starts at.
  constexpr int kMaxPeriodic = 4;
  alignas(64) float periodic[kMaxPeriodic][2 * kEwBlock];
  const float* periodic_src[kMaxPeriodic] = {};
  int slot[kEwMaxRegisters];
  int num_periodic = 0;
  // Only where the run crosses rows: the periodic rows are laid out again on every call, which
  // an epilogue handed one row at a time (a matmul's rows of a channels-last layer) would pay
  // per row for nothing.
  bool fold = rank >= 2 && inner < kEwBlock && count > inner;
  for (uint16_t i = 0; fold && i < p.num_inputs; ++i) {
    const int64_t s_row = access[i].strides[rank - 2], s_inner = access[i].strides[rank - 1];
    slot[i] = -1;
    if (s_row == 0 && s_inner == 1)
      slot[i] = num_periodic++;
    else
      fold = s_row == inner * s_inner;
  }
  fold = fold && num_periodic > 0 && num_periodic <= kMaxPeriodic;
  const EwBlockFn eval_block = block_evaluator();
  int64_t flat = flat_begin;
  const int64_t end = flat_begin + count;
  while (flat < end) {
    const int64_t inner_pos = rank ? idx[rank - 1] : 0;
    const int64_t row_left = fold ? (shape[rank - 2] - idx[rank - 2]) * inner - inner_pos : inner - inner_pos;
    const int64_t n = std::min({kEwBlock, row_left, end - flat});
    for (uint16_t i = 0; i < p.num_inputs; ++i) {
      int64_t off = access[i].base;
      for (size_t d = 0; d < rank; ++d) off += access[i].strides[d] * idx[d];
      in_ptr[i] = inputs[i] + off;
      if (!fold || slot[i] < 0) continue;
      const float* row = in_ptr[i] - inner_pos;
      float* buf = periodic[slot[i]];
      if (row != periodic_src[slot[i]]) {
        for (int64_t j = 0; j < kEwBlock + inner; ++j) buf[j] = row[j % inner];
        periodic_src[slot[i]] = row;
      }
      in_ptr[i] = buf + inner_pos;
      in_step[i] = 1;
    }
    for (size_t o = 0; o < p.outputs.size(); ++o) out_ptr[o] = outputs[o] + flat;
    eval_block(p, n, in_ptr, in_step, out_ptr);
    flat += n;
    // Advance the iteration point by n (n never crosses the end of the innermost dimension, or
    // of the two innermost when they run as one).
    if (rank) {
      size_t d = rank - 1;
      idx[d] += n;
      if (fold) {
        idx[rank - 2] += idx[d] / inner;
        idx[d] %= inner;
        --d;
      }
      for (; d > 0 && idx[d] == shape[d]; --d) {
        idx[d] = 0;
        ++idx[d - 1];
      }
    }
  }
}

void ew_run_all(const EwProgram& p, std::span<const int64_t> shape, std::span<const float* const> inputs,
                std::span<const EwAccess> access, std::span<float* const> outputs, int threads) {
  int64_t total = 1;
  for (int64_t d : shape) total *= d;
  if (total <= 0) return;
  // Pieces of whole blocks; small tensors run on the calling thread.
  constexpr int64_t kPiece = 16384;  // whole blocks
  const int64_t pieces = (total + kPiece - 1) / kPiece;
  if (threads <= 1 || pieces == 1) {
    ew_run(p, shape, inputs, access, outputs, 0, total);
    return;
  }
  ops::cpu::parallel_blocks(
      threads, pieces,
      [&](int64_t k) {
        const int64_t begin = k * kPiece;
        ew_run(p, shape, inputs, access, outputs, begin, std::min(kPiece, total - begin));
      },
      [] {});
}

// ---------------------------------------------------------------------------------------------
// Epilogue

EwEpilogue::EwEpilogue(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access)
    : program_(program), shape_(shape), access_(access) {
  if (match_select_chain()) {
    direct_ = Direct::SelectChain;
    return;
  }
  if (match_bias_mul_add()) {
    direct_ = Direct::BiasMulAdd;
    return;
  }
  if (match_bias_gelu()) {
    direct_ = Direct::BiasGelu;
    return;
  }
  const std::vector<EwInstr>& c = program.code;
  if (program.num_inputs != 2 || program.outputs.size() != 1 || c.size() != 1 || access.size() != 2 ||
      program.outputs[0] != c[0].dst || !ew_identity_access(access[1], shape))
    return;
  if (!((c[0].a == 0 && c[0].b == 1) || (c[0].a == 1 && c[0].b == 0))) return;
  if (c[0].op == EwOpcode::Add) direct_ = Direct::Add;
  if (c[0].op == EwOpcode::Mul) direct_ = Direct::Mul;
}

bool EwEpilogue::match_select_chain() {
  const EwProgram& p = program_;
  const std::vector<EwInstr>& c = p.code;
  if (p.outputs.size() != 1 || c.empty() || c.size() % 2 || c.size() / 2 > size_t(kEwMaxSelectSteps) ||
      access_.size() != p.num_inputs)
    return false;
  // Register r as one value for the whole output: a constant, or an input after the first read
  // through a full broadcast (every stride 0).
  auto splat = [&](uint16_t r) {
    if (r >= p.num_inputs) return size_t(r - p.num_inputs) < p.constants.size();
    return r > 0 && std::all_of(access_[r].strides.begin(), access_[r].strides.end(), [](int64_t s) { return s == 0; });
  };
  uint16_t x = 0;  // the register holding the value so far
  for (size_t i = 0; i < c.size(); i += 2) {
    const EwInstr &cmp = c[i], &sel = c[i + 1];
    if (cmp.op != EwOpcode::Cmp || sel.op != EwOpcode::Select || sel.a != cmp.dst) return false;
    const bool x_first = cmp.a == x;
    if (!x_first && cmp.b != x) return false;
    const uint16_t k = x_first ? cmp.b : cmp.a;
    // The select must still see x and k, not the mask written over one of them.
    if (k == x || !splat(k) || cmp.dst == x || cmp.dst == k) return false;
    if (!((sel.b == x && sel.c == k) || (sel.b == k && sel.c == x))) return false;
    // cmpf.pred(k, x) is the swapped predicate of (x, k); a select picking k when true picks x
    // when the negated predicate holds.
    EwSelectStep& step = steps_[num_steps_];
    step.pred = x_first ? cmp.pred : ew_swapped_cmpf(cmp.pred);
    if (sel.b != x) step.pred = ew_negated_cmpf(step.pred);
    if (k >= p.num_inputs) step.k = p.constants[k - p.num_inputs];
    else k_input_[num_steps_] = k;
    ++num_steps_;
    x = sel.dst;
  }
  return p.outputs[0] == x && x != 0;
}

bool EwEpilogue::match_bias_mul_add() {
  const EwProgram& p = program_;
  const std::vector<EwInstr>& c = p.code;
  if (p.outputs.size() != 1 || c.size() != 3 || access_.size() != p.num_inputs || shape_.empty() ||
      c[0].op != EwOpcode::Add || c[1].op != EwOpcode::Mul || c[2].op != EwOpcode::Add || p.outputs[0] != c[2].dst)
    return false;
  // The operand of `in` beside register r (r itself when both are r), or -1 where neither is r.
  auto beside = [](const EwInstr& in, uint16_t r) { return in.a == r ? int(in.b) : in.b == r ? int(in.a) : -1; };
  const int bias = beside(c[0], 0), mul = beside(c[1], c[0].dst), add = beside(c[2], c[1].dst);
  auto input = [&](int r) { return r > 0 && r < int(p.num_inputs); };
  if (!input(bias) || !input(mul) || !input(add) || c[0].dst < p.num_inputs || c[1].dst < p.num_inputs ||
      !ew_identity_access(access_[size_t(add)], shape_) || !column_input(uint16_t(bias)))
    return false;
  if (!ew_identity_access(access_[size_t(mul)], shape_)) {
    if (!column_input(uint16_t(mul))) return false;
    mul_by_column_ = true;
  }
  bias_mul_add_[0] = uint16_t(bias);
  bias_mul_add_[1] = uint16_t(mul);
  bias_mul_add_[2] = uint16_t(add);
  return true;
}

bool EwEpilogue::column_input(uint16_t r) const {
  if (r == 0 || r >= program_.num_inputs || shape_.empty()) return false;
  // Stride 1 along the last dimension and 0 along the others (any stride along a dimension of 1).
  const std::vector<int64_t>& s = access_[r].strides;
  if (s.size() != shape_.size() || (s.back() != 1 && shape_.back() > 1)) return false;
  for (size_t k = 0; k + 1 < s.size(); ++k)
    if (s[k] != 0 && shape_[k] > 1) return false;
  return true;
}

bool EwEpilogue::match_bias_gelu() {
  // v = add(out, bias); t = div(v, d); t = erf(t); t = add(t, o); t = mul(t, f); out = mul(v, t),
  // adds and multiplies in either operand order, d, o, f constants, v kept in its register.
  const EwProgram& p = program_;
  const std::vector<EwInstr>& c = p.code;
  if (p.outputs.size() != 1 || c.size() != 6 || access_.size() != p.num_inputs || p.num_inputs != 2 ||
      p.outputs[0] != c[5].dst)
    return false;
  auto constant = [&](uint16_t r) -> const float* {
    return r >= p.num_inputs && size_t(r - p.num_inputs) < p.constants.size() ? &p.constants[r - p.num_inputs] : nullptr;
  };
  auto beside = [](const EwInstr& in, uint16_t r) { return in.a == r ? int(in.b) : in.b == r ? int(in.a) : -1; };
  const uint16_t v = c[0].dst;
  if (c[0].op != EwOpcode::Add || beside(c[0], 0) != 1 || !column_input(1) || v < p.num_inputs || constant(v)) return false;
  if (c[1].op != EwOpcode::Div || c[1].a != v || !constant(c[1].b) || c[2].op != EwOpcode::Erf || c[2].a != c[1].dst ||
      c[3].op != EwOpcode::Add || c[4].op != EwOpcode::Mul || c[5].op != EwOpcode::Mul)
    return false;
  const int offset = beside(c[3], c[2].dst), factor = beside(c[4], c[3].dst);
  if (offset < 0 || !constant(uint16_t(offset)) || factor < 0 || !constant(uint16_t(factor)) || beside(c[5], v) != c[4].dst)
    return false;
  for (size_t k = 1; k < 5; ++k)
    if (c[k].dst == v) return false;
  bias_gelu_ = 1;
  gelu_ = {*constant(c[1].b), *constant(uint16_t(offset)), *constant(uint16_t(factor))};
  return true;
}

void EwEpilogue::bind(std::span<const float* const> inputs_after_first) {
  inputs_.assign(program_.num_inputs, nullptr);
  for (size_t i = 0; i < inputs_after_first.size() && i + 1 < inputs_.size(); ++i) inputs_[i + 1] = inputs_after_first[i];
}

void EwEpilogue::apply(float* data, int64_t flat_begin, int64_t count) const {
  if (direct_ == Direct::SelectChain) {
    EwSelectStep steps[kEwMaxSelectSteps];
    for (int s = 0; s < num_steps_; ++s) {
      steps[s] = steps_[s];
      if (k_input_[s]) steps[s].k = inputs_[k_input_[s]][access_[k_input_[s]].base];
    }
    ew_select_chain(std::span<const EwSelectStep>(steps, size_t(num_steps_)), data, count);
    return;
  }
  if (direct_ == Direct::BiasMulAdd) {
    const int64_t width = shape_.back();
    const uint16_t bias = bias_mul_add_[0];
    const uint16_t mul = bias_mul_add_[1];
    ew_bias_mul_add(data, count, inputs_[bias] + access_[bias].base, width, width ? flat_begin % width : 0,
                    mul_by_column_ ? inputs_[mul] + access_[mul].base : inputs_[mul] + flat_begin, mul_by_column_,
                    inputs_[bias_mul_add_[2]] + flat_begin);
    return;
  }
  if (direct_ == Direct::BiasGelu) {
    const int64_t width = shape_.back();
    ew_bias_gelu(data, count, inputs_[bias_gelu_] + access_[bias_gelu_].base, width, width ? flat_begin % width : 0,
                 gelu_);
    return;
  }
  if (direct_ != Direct::None) {
    // Both orders of the operands give the same IEEE sum or product.
    const float* other = inputs_[1] + flat_begin;
    if (direct_ == Direct::Add)
      for (int64_t i = 0; i < count; ++i) data[i] += other[i];
    else
      for (int64_t i = 0; i < count; ++i) data[i] *= other[i];
    return;
  }
  const float* in[kEwMaxRegisters];
  for (size_t i = 0; i < inputs_.size(); ++i) in[i] = inputs_[i];
  in[0] = data - flat_begin;  // input 0 is the output itself, read with the identity access
  float* out = data - flat_begin;
  ew_run(program_, shape_, std::span<const float* const>(in, inputs_.size()), access_,
         std::span<float* const>(&out, 1), flat_begin, count);
}

}  // namespace linrt::engine

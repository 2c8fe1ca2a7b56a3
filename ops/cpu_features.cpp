#include "ops/cpu_features.h"

#include <cstdlib>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

namespace linrt::ops::cpu {

namespace {

std::vector<Isa> detect() {
  std::vector<Isa> isas{Isa::Generic};
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    isas.push_back(Isa::Avx2Fma);
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw"))
      isas.push_back(Isa::Avx512);
  }
#endif
  return isas;
}

// CPUID leaf 7, sub-leaf 1, EAX bit 5: AVX512_BF16 (the OS's saving of the zmm state is
// already implied by the AVX-512F check of detect()).
bool cpu_has_avx512_bf16() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid_count(7, 1, &eax, &ebx, &ecx, &edx)) return false;
  return (eax >> 5) & 1;
#else
  return false;
#endif
}

}  // namespace

std::string_view isa_name(Isa isa) {
  switch (isa) {
    case Isa::Generic: return "generic";
    case Isa::Avx2Fma: return "avx2";
    case Isa::Avx512: return "avx512";
  }
  return "unknown";
}

const std::vector<Isa>& supported_isas() {
  static const std::vector<Isa> isas = detect();
  return isas;
}

Isa preferred_isa() {
  static const Isa chosen = [] {
    const std::vector<Isa>& isas = supported_isas();
    if (const char* want = std::getenv("LINRT_CPU_ISA"))
      for (Isa isa : isas)
        if (isa_name(isa) == want) return isa;
    return isas.back();
  }();
  return chosen;
}

bool supports_bf16(Isa isa) {
  static const bool has = cpu_has_avx512_bf16();
  return isa == Isa::Avx512 && has;
}

}  // namespace linrt::ops::cpu

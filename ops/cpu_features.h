// Run-time choice of the instruction set for the fast CPU kernels. The library is built for a
// baseline target; kernels for wider ISAs are compiled in separate files with their own flags
// and only called when the CPU running the program supports them.
#pragma once

#include <string_view>
#include <vector>

namespace linrt::ops::cpu {

enum class Isa {
  Generic,  // portable xsimd code for the build's baseline target (SSE2 on x86-64)
  Avx2Fma,  // AVX2 with FMA3
  Avx512,   // AVX-512F (with DQ/VL/BW as on every AVX-512 core since Skylake-SP)
};

std::string_view isa_name(Isa isa);

// Every ISA this build has kernels for and this CPU can execute, narrowest first.
const std::vector<Isa>& supported_isas();

// The widest supported ISA, unless the environment variable LINRT_CPU_ISA names a narrower
// supported one ("generic", "avx2", "avx512"), which lets one machine exercise every path.
Isa preferred_isa();

// Whether kernels of `isa` may use the AVX512_BF16 dot products (vdpbf16ps): only AVX-512 ones,
// on a CPU that has them. LINRT_CPU_ISA=avx2 (or generic) therefore also turns them off.
bool supports_bf16(Isa isa);

}  // namespace linrt::ops::cpu

// Self-registering families. A family's file registers its parts (its CPU kernel factory, its
// Vulkan root op, its reference handler, its recogniser) in a block of its own:
//
//   LINRT_REGISTRATION(cpu, conv_transpose2d) {
//     register_cpu_kernel(...);
//   }
//
// (inside any namespace) and nothing else names it. cmake/registrations.cmake finds every LINRT_REGISTRATION line in
// graph/ and engine/ at build time and generates the one list (registrations.cpp) that
// run_registrations() walks; since that list calls each block, the linker keeps every family's
// object out of liblinrt.a, where a static registrar that nothing references would be dropped.
// The registries call run_registrations("<registry>") once, before their first lookup; blocks
// run in name order, so the registration order never depends on link or static-init order.
#pragma once

#include <string_view>

// C linkage lets a block sit inside the family's namespace and still be the one global function
// the generated list declares.
#define LINRT_REGISTRATION(registry, name) extern "C" void linrt_registration_##registry##_##name()

namespace linrt {

// Runs every LINRT_REGISTRATION(registry, ...) block of `registry` ("cpu", "vulkan",
// "reference", ...), in name order. The caller runs it once (a registry's own call_once).
void run_registrations(std::string_view registry);

}  // namespace linrt

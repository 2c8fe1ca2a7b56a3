// CPU kernels for linrt.embedding_bag (filled in by the embedding work).
#include "engine/cpu/kernel.h"

namespace linrt::engine {

void register_embedding_kernels() {}

}  // namespace linrt::engine

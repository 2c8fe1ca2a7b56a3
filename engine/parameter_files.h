// Parameter files for the graph's binding pass (graph/passes/bind_parameters.h): the engine
// reads the files (loaders/) and hands the graph their tensors, so the graph never opens one.
#pragma once

#include <string>

#include "graph/passes/bind_parameters.h"

namespace linrt::engine {

// Maps the parameter file at `path` and makes its tensors the parameters of `scope` in
// `index`, as zero-copy views of the mapping. The format is chosen by the file's first bytes,
// not its name: an IREE parameter archive (loaders/irpa.h, magic "IRPA"; its entries are raw
// bytes, typed by the global or argument they bind) or else safetensors (loaders/safetensors.h).
// Throws linrt::Error (Io when the file cannot be read, Parse when it is not a valid archive or
// safetensors file, with the byte offset for archives, Invalid when the scope was given twice).
// With `prefault` the tensors' pages are mapped in now
// (loaders::prefault_pages), not on first use.
void add_parameter_file(graph::ParameterIndex& index, const std::string& scope, const std::string& path,
                        bool prefault = false);

}  // namespace linrt::engine

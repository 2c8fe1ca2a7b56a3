#include "engine/parameter_files.h"

#include "linrt/error.h"
#include "loaders/mapped_file.h"
#include "loaders/safetensors.h"

namespace linrt::engine {

void add_safetensors(graph::ParameterIndex& index, const std::string& scope, const std::string& path,
                     bool prefault) {
  if (index.has_scope(scope))
    throw Error(ErrorKind::Invalid, path, "parameter scope \"" + scope + "\" is given twice");
  loaders::SafetensorsFile file = loaders::load_safetensors(path);
  index.add_scope(scope, path);
  for (loaders::SafetensorsTensor& t : file.tensors) {
    graph::ParameterTensor p;
    p.dtype = t.dtype;
    p.shape = t.shape;
    p.data.data = t.data;
    p.data.size = t.nbytes;
    p.data.owner = t.owner;
    if (prefault) loaders::prefault_pages(t.data, t.nbytes);
    index.add_tensor(scope, t.name, std::move(p));
  }
}

}  // namespace linrt::engine

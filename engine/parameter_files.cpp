#include "engine/parameter_files.h"

#include <span>

#include "linrt/error.h"
#include "loaders/irpa.h"
#include "loaders/mapped_file.h"
#include "loaders/safetensors.h"

namespace linrt::engine {

void add_parameter_file(graph::ParameterIndex& index, const std::string& scope, const std::string& path,
                        bool prefault) {
  if (index.has_scope(scope))
    throw Error(ErrorKind::Invalid, path, "parameter scope \"" + scope + "\" is given twice");
  auto mapped = loaders::MappedFile::open(path);
  const std::span<const uint8_t> bytes(mapped->data(), mapped->size());
  auto add = [&](const std::string& name, graph::ParameterTensor p) {
    if (prefault) loaders::prefault_pages(p.data.data, p.data.size);
    index.add_tensor(scope, name, std::move(p));
  };
  if (loaders::is_irpa(bytes)) {
    loaders::IrpaFile file = loaders::parse_irpa(bytes, mapped, path);
    index.add_scope(scope, path);
    for (loaders::IrpaEntry& e : file.entries) {
      graph::ParameterTensor p;
      p.raw = true;
      p.data.data = e.data;
      p.data.size = e.nbytes;
      p.data.owner = std::move(e.owner);
      add(e.name, std::move(p));
    }
    return;
  }
  loaders::SafetensorsFile file = loaders::parse_safetensors(bytes, mapped, path);
  index.add_scope(scope, path);
  for (loaders::SafetensorsTensor& t : file.tensors) {
    graph::ParameterTensor p;
    p.dtype = t.dtype;
    p.shape = t.shape;
    p.data.data = t.data;
    p.data.size = t.nbytes;
    p.data.owner = std::move(t.owner);
    add(t.name, std::move(p));
  }
}

}  // namespace linrt::engine

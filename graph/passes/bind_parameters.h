// External parameters: binding globals whose initial value names a tensor kept outside the
// module, as IREE's parameter archives and turbine's exports write them:
//   util.global private @w = #stream.parameter.named<"model"::"emb_0"> : tensor<200000x128xf32>
//   ml_program.global private @w(#stream.parameter.named<"model"::"emb_0">) : tensor<...>
// Every load of such a global (util.global.load, ml_program.global_load[_const]) becomes an
// arith.constant whose data is a zero-copy view of the parameter's bytes (for instance a
// memory-mapped safetensors file or .irpa archive), so that the rest of linrt sees an ordinary
// constant, and a model with gigabytes of tables loads in the time it takes to map the file.
//
// Function arguments bound by name are the other form: an argument of a function with a body
//   %w: tensor<7x5xf32> {iree.abi.name = "fc.weight"}
// (IREE's spelling of an argument's name) is bound when exactly one scope holds a tensor of
// that name, and stays an ordinary input when none does; an argument
//   %w: tensor<7x5xf32> {linrt.parameter = #stream.parameter.named<"model"::"fc.weight">}
// must be bound. A bound argument becomes an arith.constant (a view of the file's bytes, as for
// globals) at the top of the body and is removed from the function's arguments, so it is not
// an input any more; the remaining arguments keep their order.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

struct ParameterTensor {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  Blob data;  // numel * dtype_size bytes, kept alive by data.owner
  // Bytes only (IREE parameter archive entries carry no type): `dtype` and `shape` are unset and
  // the binding takes them from the global or argument, checking only the byte count.
  bool raw = false;
};

// Where parameters come from, as the binding pass sees them: named tensors grouped in scopes
// ("model" above; "" for unscoped names). The graph does not read files: the engine (or a tool)
// fills a source from safetensors files or IREE parameter archives (engine/parameter_files.h)
// or from memory.
class ParameterSource {
 public:
  virtual ~ParameterSource() = default;
  virtual bool has_scope(std::string_view scope) const = 0;
  // The scopes that hold a tensor called `name`, in scope order.
  virtual std::vector<std::string> scopes_with(std::string_view name) const = 0;
  virtual const ParameterTensor* find(std::string_view scope, std::string_view name) const = 0;
  // Where a scope came from (a file name; "" for in-memory scopes), for messages.
  virtual std::string source(std::string_view scope) const = 0;
};

// A ParameterSource held in memory: tensors whose bytes are views kept alive by their owners
// (a mapped file, a buffer).
class ParameterIndex final : public ParameterSource {
 public:
  // Adds an empty scope that came from `source`. Throws linrt::Error (Invalid, located at
  // `source`) when the scope was given twice.
  void add_scope(const std::string& scope, const std::string& source);
  // Adds one tensor to `scope` (creating the scope, replacing a tensor of the same name).
  void add_tensor(const std::string& scope, const std::string& name, ParameterTensor tensor);

  bool has_scope(std::string_view scope) const override;
  std::vector<std::string> scopes_with(std::string_view name) const override;
  const ParameterTensor* find(std::string_view scope, std::string_view name) const override;
  std::string source(std::string_view scope) const override;
  bool empty() const { return scopes_.empty(); }

 private:
  struct Scope {
    std::string source;
    std::map<std::string, ParameterTensor, std::less<>> tensors;
  };
  std::map<std::string, Scope, std::less<>> scopes_;
};

// Scope and name of a `#stream.parameter.named<"scope"::"name">` (or `<"name">`) attribute;
// false if `attr` is not one.
bool parse_parameter_attr(const Attribute& attr, std::string& scope, std::string& name);

// The attribute naming the parameter (its name within its scope, a string) on the constants
// the binding makes, for errors about the tensor (an embedding bag's index outside "emb_3").
inline constexpr const char* kParameterNameAttr = "linrt.parameter_name";

// op.describe(), naming the table of a linrt.embedding_bag where it is a bound parameter, for
// errors about its indices and offsets: "linrt.embedding_bag of table emb_3 at model.mlir:40:5".
std::string describe_naming_table(const Operation& op);

// Binds every parameter global of `m` that some function loads, and every function argument
// that names a parameter (each becomes an arith.constant carrying kParameterNameAttr). Returns
// the number of loads and arguments rewritten. Throws
// linrt::Error located at the global or the function (file:line:col; for arguments the message
// names the argument) when its scope has no file, the file has no tensor of that name, or the
// tensor's element type or shape (or, for a raw tensor, its byte count) differs from the global's
// or argument's type; for mutable
// parameter globals and for arguments of functions that the module calls (Unsupported); and
// when an iree.abi.name is found in two scopes.
int64_t bind_parameters(Module& m, const ParameterSource& index);

}  // namespace linrt::graph

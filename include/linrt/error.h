// The one error type of linrt. Every failure caused by input (a model file, an image, an index
// tensor, a bound input) is reported as a linrt::Error carrying where it happened and what went
// wrong; nothing in linrt aborts on bad input.
#pragma once

#include <stdexcept>
#include <string>

namespace linrt {

enum class ErrorKind {
  Parse,        // malformed MLIR text or data file
  Unsupported,  // well-formed, but an op/type/attribute linrt does not run
  Invalid,      // semantically wrong: shape mismatch, bad index, failed cf.assert
  Limit,        // a configured resource limit was exceeded
  Io,           // file could not be read or written
  Device,       // device (Vulkan) failure
};

class Error : public std::runtime_error {
 public:
  // `where` is a location such as "model.mlir:12:5" or an op/file name; may be empty.
  Error(ErrorKind kind, std::string where, std::string message)
      : std::runtime_error(where.empty() ? message : where + ": " + message),
        kind_(kind), where_(std::move(where)), message_(std::move(message)) {}

  ErrorKind kind() const { return kind_; }
  const std::string& where() const { return where_; }
  const std::string& message() const { return message_; }

 private:
  ErrorKind kind_;
  std::string where_;
  std::string message_;
};

}  // namespace linrt

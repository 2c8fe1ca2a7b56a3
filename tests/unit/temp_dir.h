// A scratch directory for one test case, removed when it goes out of scope.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace linrt::testing {

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& prefix) {
    static int counter = 0;
    path = std::filesystem::temp_directory_path() /
           (prefix + "_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string file(const std::string& name) const { return (path / name).string(); }
};

}  // namespace linrt::testing

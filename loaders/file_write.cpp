#include "loaders/file_write.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "linrt/error.h"

namespace linrt::loaders {

namespace {

[[noreturn]] void throw_io(const std::string& path, const char* what, int err) {
  throw Error(ErrorKind::Io, path, std::string(what) + ": " + std::strerror(err));
}

// Writes all bytes, retrying short writes and EINTR. Returns 0 or the errno of the failure.
int write_all(int fd, std::span<const std::span<const uint8_t>> parts) {
  for (auto part : parts) {
    const uint8_t* p = part.data();
    size_t left = part.size();
    while (left > 0) {
      ssize_t n = ::write(fd, p, left);
      if (n < 0) {
        if (errno == EINTR) continue;
        return errno;
      }
      p += n;
      left -= size_t(n);
    }
  }
  return 0;
}

}  // namespace

void write_file_atomically(const std::string& path,
                           std::span<const std::span<const uint8_t>> parts) {
  std::string tmp = path + ".tmp-" + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw_io(path, "cannot create temporary file", errno);
  int err = write_all(fd, parts);
  const char* what = "cannot write file";
  if (err == 0 && ::fsync(fd) != 0) {
    err = errno;
    what = "cannot flush file";
  }
  if (::close(fd) != 0 && err == 0) {
    err = errno;
    what = "cannot close file";
  }
  if (err == 0 && std::rename(tmp.c_str(), path.c_str()) != 0) {
    err = errno;
    what = "cannot rename temporary file over the target";
  }
  if (err != 0) {
    ::unlink(tmp.c_str());
    throw_io(path, what, err);
  }
}

void append_to_file(const std::string& path, std::span<const std::span<const uint8_t>> parts) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) throw_io(path, "cannot open file for appending", errno);
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    int err = errno;
    ::close(fd);
    throw_io(path, "cannot stat file", err);
  }
  int err = write_all(fd, parts);
  const char* what = "cannot append to file";
  if (err == 0 && ::fsync(fd) != 0) {
    err = errno;
    what = "cannot flush file";
  }
  bool partial = false;
  if (err != 0) partial = ::ftruncate(fd, st.st_size) != 0;
  if (::close(fd) != 0 && err == 0) {
    err = errno;
    what = "cannot close file";
  }
  if (err != 0)
    throw Error(ErrorKind::Io, path,
                std::string(what) + ": " + std::strerror(err) +
                    (partial ? " (the file may now end in a partial record)" : ""));
}

}  // namespace linrt::loaders

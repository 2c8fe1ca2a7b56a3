#include "loaders/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "linrt/error.h"

namespace linrt::loaders {

namespace {

// Closes the descriptor on every path out of open(); the mapping outlives it.
struct FdCloser {
  int fd;
  ~FdCloser() {
    if (fd >= 0) ::close(fd);
  }
};

[[noreturn]] void throw_io(const std::string& path, const char* what, int err) {
  throw Error(ErrorKind::Io, path, std::string(what) + ": " + std::strerror(err));
}

}  // namespace

std::shared_ptr<const MappedFile> MappedFile::open(const std::string& path, size_t max_bytes) {
  // O_NONBLOCK so that naming a FIFO fails at the regular-file check instead of blocking.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) throw_io(path, "cannot open file", errno);
  FdCloser closer{fd};

  struct stat st {};
  if (::fstat(fd, &st) != 0) throw_io(path, "cannot stat file", errno);
  if (!S_ISREG(st.st_mode)) throw Error(ErrorKind::Io, path, "not a regular file");
  size_t size = size_t(st.st_size);
  if (size > max_bytes)
    throw Error(ErrorKind::Limit, path,
                "file is " + std::to_string(size) + " bytes, larger than the limit of " +
                    std::to_string(max_bytes) + " bytes");

  std::shared_ptr<MappedFile> file(new MappedFile());
  file->path_ = path;
  file->size_ = size;
  if (size == 0) {
    // mmap rejects a zero length; an empty file still gets a valid, non-null pointer.
    static const uint8_t kEmpty[1] = {0};
    file->data_ = kEmpty;
    return file;
  }
  void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED) throw_io(path, "cannot map file", errno);
  file->data_ = static_cast<const uint8_t*>(p);
  file->mapped_ = true;
  return file;
}

void prefault_pages(const void* data, size_t bytes) {
  if (!data || bytes == 0) return;
  const uintptr_t page = uintptr_t(::sysconf(_SC_PAGESIZE));
  const uintptr_t begin = reinterpret_cast<uintptr_t>(data) / page * page;
  const size_t length = reinterpret_cast<uintptr_t>(data) + bytes - begin;
  void* start = reinterpret_cast<void*>(begin);
#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22  // Linux 5.14
#endif
  if (::madvise(start, length, MADV_POPULATE_READ) != 0) ::madvise(start, length, MADV_WILLNEED);
}

MappedFile::~MappedFile() {
  if (mapped_) ::munmap(const_cast<uint8_t*>(data_), size_);
}

}  // namespace linrt::loaders

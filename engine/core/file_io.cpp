#include "core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "core/errors.h"

namespace mizbazi {

std::string WriteFailure::message() const {
  static const char* const kSteps[] = {"cannot create a file beside it", "cannot write",
                                       "cannot sync", "cannot close", "cannot replace it"};
  return std::string(kSteps[static_cast<int>(step)]) + ": " + std::strerror(code);
}

namespace {

std::string folderOf(const std::string& path) {
  auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

std::optional<WriteFailure> writeFileSafely(const std::string& path, std::string_view content) {
  using Step = WriteFailure::Step;
  std::string temp = path + ".tmp-XXXXXX";
  int fd = mkstemp(temp.data());
  if (fd < 0) return WriteFailure{Step::kCreate, errno};
  std::optional<WriteFailure> failure;
  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      failure = WriteFailure{Step::kWrite, n < 0 ? errno : ENOSPC};
      break;
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  // A full disk may only show itself here: delayed allocation, network and FUSE file systems.
  if (!failure && ::fsync(fd) != 0) failure = WriteFailure{Step::kSync, errno};
  // Files we save are meant to be shared (a teacher's scenarios): rw-r--r-- rather than
  // mkstemp's 0600.
  if (!failure) ::fchmod(fd, 0644);
  if (::close(fd) != 0 && !failure) failure = WriteFailure{Step::kClose, errno};
  if (!failure && std::rename(temp.c_str(), path.c_str()) != 0) {
    failure = WriteFailure{Step::kRename, errno};
  }
  if (failure) {
    std::remove(temp.c_str());
    return failure;
  }
  // Make the rename itself durable (a power cut right after a save keeps the new file). The new
  // file is complete and in place whatever this says, so it is not an error.
  int folder = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder >= 0) {
    ::fsync(folder);
    ::close(folder);
  }
  return std::nullopt;
}

std::string writeFileAtomically(const std::string& path, const std::string& content) {
  auto failure = writeFileSafely(path, content);
  return failure ? failure->message() : std::string();
}

std::string readUserFile(const std::string& path, std::size_t limit) {
  using Kind = InputError::Kind;
  // O_NONBLOCK: opening a FIFO without a writer would wait for one. No file we read is a pipe, so
  // nothing is lost by refusing it after a look at what it is.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    throw InputError("file", std::string("cannot be read: ") + std::strerror(errno),
                     Kind::kUnreadable);
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    throw InputError("file", std::string("cannot be read: ") + std::strerror(errno),
                     Kind::kUnreadable);
  }
  if (S_ISDIR(info.st_mode)) throw InputError("file", "is a folder, not a file", Kind::kFolder);
  if (!S_ISREG(info.st_mode)) {
    throw InputError("file", "is a device, a pipe or a socket, not a file", Kind::kNotAFile);
  }
  const auto tooLarge = [&]() {
    return InputError("file", "is larger than " + std::to_string(limit) + " bytes",
                      Kind::kTooLarge);
  };
  if (static_cast<std::uint64_t>(info.st_size) > limit) throw tooLarge();
  std::string content;
  content.resize(static_cast<std::size_t>(info.st_size) + 1);
  std::size_t used = 0;
  while (true) {
    if (used == content.size()) {
      if (content.size() > limit) throw tooLarge();  // it grew while we read it
      content.resize(std::min(limit + 1, content.size() * 2 + 4096));
    }
    const ssize_t n = ::read(fd, content.data() + used, content.size() - used);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      throw InputError("file", std::string("cannot be read: ") + std::strerror(errno),
                       Kind::kUnreadable);
    }
    if (n == 0) break;
    used += static_cast<std::size_t>(n);
  }
  if (used > limit) throw tooLarge();
  content.resize(used);
  return content;
}

}  // namespace mizbazi

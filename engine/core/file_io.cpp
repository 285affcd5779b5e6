#include "core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

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

}  // namespace mizbazi

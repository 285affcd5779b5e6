#include "core/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace mizbazi {

std::string writeFileAtomically(const std::string& path, const std::string& content) {
  std::string temp = path + ".tmp-XXXXXX";
  int fd = mkstemp(temp.data());
  if (fd < 0) return std::string("cannot create a file beside it: ") + std::strerror(errno);
  const char* data = content.data();
  std::size_t left = content.size();
  std::string error;
  while (left > 0 && error.empty()) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error = std::string("cannot write: ") + std::strerror(errno);
      break;
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  if (error.empty() && ::fsync(fd) != 0)
    error = std::string("cannot sync: ") + std::strerror(errno);
  // Files we save are meant to be shared (a teacher's scenarios): rw-r--r-- rather than mkstemp's
  // 0600.
  ::fchmod(fd, 0644);
  ::close(fd);
  if (error.empty() && std::rename(temp.c_str(), path.c_str()) != 0) {
    error = std::string("cannot replace it: ") + std::strerror(errno);
  }
  if (!error.empty()) std::remove(temp.c_str());
  return error;
}

}  // namespace mizbazi

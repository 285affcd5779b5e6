// Writing files without ever leaving a half-written one behind: the one writer of the program
// (the command line's --save and --record, the app's File → Save and autosave); and the one
// reader of a file someone gave us, which reads no more than a limit and nothing but a file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mizbazi {

// Why a write failed: the step and the system's error number (ENOSPC for a full disk, EROFS,
// EACCES, EFBIG, ...), so that each caller can say it in its user's language.
struct WriteFailure {
  enum class Step { kCreate, kWrite, kSync, kClose, kRename };
  Step step = Step::kWrite;
  int code = 0;
  std::string message() const;  // English, one line: "cannot write: No space left on device"
};

// Writes `content` to a temporary file beside `path`, checks every write, flushes it to disk
// (fsync) and closes it, then renames it over `path` and syncs the folder. On any failure the
// temporary file is removed, `path` is exactly as it was, and the failure is returned.
std::optional<WriteFailure> writeFileSafely(const std::string& path, std::string_view content);

// The same, for callers that only print: the error message, empty on success.
std::string writeFileAtomically(const std::string& path, const std::string& content);

// The whole content of the file at `path`, which must be an ordinary file of at most `limit`
// bytes. A folder, a device (/dev/zero never ends), a pipe (a FIFO blocks until someone writes)
// or a socket is refused without reading a byte, and a file longer than `limit` (or one growing
// past it while being read) after reading one byte more. Throws InputError at "file" with its
// Kind (kUnreadable, kFolder, kNotAFile, kTooLarge).
std::string readUserFile(const std::string& path, std::size_t limit);

}  // namespace mizbazi

// Writing files without ever leaving a half-written one behind: the one writer of the program
// (the command line's --save and --record, the app's File → Save and autosave).
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

}  // namespace mizbazi

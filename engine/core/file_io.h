// Writing files without ever leaving a half-written one behind.
#pragma once

#include <string>

namespace mizbazi {

// Writes `content` to a temporary file beside `path`, flushes it to disk, then renames it over
// `path`. On failure `path` is untouched and the error is returned (empty on success).
std::string writeFileAtomically(const std::string& path, const std::string& content);

}  // namespace mizbazi

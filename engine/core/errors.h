// Errors in what a user gave us (a file, a command line, a setup). Never for engine bugs.
#pragma once

#include <stdexcept>
#include <string>

#include "core/quoting.h"

namespace mizbazi {

// `where` is a JSON path such as `setup.fields[1][0]`, or `line:column` for syntax errors, or
// "file" for the file itself. Both are kept to one escaped line of bounded length, whatever user
// text they quote (a key of a megabyte, a card id with a newline): the places that throw quote
// with quotedText() and keyPath(), and this is the net under them.
class InputError : public std::runtime_error {
 public:
  // What kind of refusal it is, for a caller that words it in the user's language: most are a
  // wrong value at `where`; the others say something of the file as a whole.
  enum class Kind {
    kMistake,      // a wrong, missing or unknown value at `where`
    kUnreadable,   // the file cannot be opened or read (missing, no permission, an I/O error)
    kFolder,       // the path is a folder
    kNotAFile,     // a device, a pipe or a socket: never read, since it may block or never end
    kTooLarge,     // beyond a limit of the format (file size, moves, text length: file-format.md)
    kTooMuchWork,  // a lesson whose alternatives give more positions than its check may explore
  };

  InputError(const std::string& where, const std::string& what, Kind kind = Kind::kMistake)
      : std::runtime_error(escapedText(what, kMessageLimit)),
        where_(escapedText(where, kWhereLimit)),
        kind_(kind) {}
  const std::string& where() const { return where_; }
  Kind kind() const { return kind_; }

  static constexpr std::size_t kWhereLimit = 100;
  static constexpr std::size_t kMessageLimit = 300;

 private:
  std::string where_;
  Kind kind_;
};

}  // namespace mizbazi

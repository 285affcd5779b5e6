// Errors in what a user gave us (a file, a command line, a setup). Never for engine bugs.
#pragma once

#include <stdexcept>
#include <string>

#include "core/quoting.h"

namespace mizbazi {

// `where` is a JSON path such as `setup.fields[1][0]`, or `line:column` for syntax errors.
// Both are kept to one escaped line of bounded length, whatever user text they quote (a key of a
// megabyte, a card id with a newline): the places that throw quote with quotedText(), and this is
// the net under them.
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& where, const std::string& what)
      : std::runtime_error(escapedText(what, kMessageLimit)),
        where_(escapedText(where, kWhereLimit)) {}
  const std::string& where() const { return where_; }

  static constexpr std::size_t kWhereLimit = 100;
  static constexpr std::size_t kMessageLimit = 300;

 private:
  std::string where_;
};

}  // namespace mizbazi

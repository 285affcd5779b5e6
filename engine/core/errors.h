// Errors in what a user gave us (a file, a command line, a setup). Never for engine bugs.
#pragma once

#include <stdexcept>
#include <string>

namespace mizbazi {

// `where` is a JSON path such as `setup.fields[1][0]`, or `line:column` for syntax errors.
class InputError : public std::runtime_error {
 public:
  InputError(std::string where, const std::string& what)
      : std::runtime_error(what), where_(std::move(where)) {}
  const std::string& where() const { return where_; }

 private:
  std::string where_;
};

}  // namespace mizbazi

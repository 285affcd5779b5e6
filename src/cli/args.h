// A small `--key value` parser for the command line; unknown flags are errors, not ignored.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace mizbazi::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // `flags` are the accepted --names taking a value; `repeatable` may appear several times;
  // `switches` take no value.
  Args(const std::vector<std::string>& args, std::size_t first, const std::set<std::string>& flags,
       const std::set<std::string>& repeatable = {}, const std::set<std::string>& switches = {});
  bool has(const std::string& flag) const { return values_.count(flag) > 0; }
  std::optional<std::string> get(const std::string& flag) const;
  std::vector<std::string> all(const std::string& flag) const;
  std::string require(const std::string& flag) const;
  long long integer(const std::string& flag, long long fallback, long long min,
                    long long max) const;
  double number(const std::string& flag, double fallback, double min, double max) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::vector<std::string>> values_;
  std::vector<std::string> positional_;
};

}  // namespace mizbazi::cli

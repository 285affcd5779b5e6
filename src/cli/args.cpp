#include "cli/args.h"

#include <charconv>

#include "core/quoting.h"

namespace mizbazi::cli {

Args::Args(const std::vector<std::string>& args, std::size_t first,
           const std::set<std::string>& flags, const std::set<std::string>& repeatable,
           const std::set<std::string>& switches) {
  for (std::size_t i = first; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--", 0) != 0) {
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2), value;
    if (switches.count(name)) {
      values_[name].push_back("");
      continue;
    }
    auto eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    } else {
      if (i + 1 >= args.size()) throw UsageError(escapedText("--" + name) + " needs a value");
      value = args[++i];
    }
    if (!flags.count(name) && !repeatable.count(name)) {
      throw UsageError("unknown flag " + quotedText("--" + name));
    }
    if (values_.count(name) && !repeatable.count(name)) {
      throw UsageError(escapedText("--" + name) + " given twice");
    }
    values_[name].push_back(value);
  }
}

std::optional<std::string> Args::get(const std::string& flag) const {
  auto it = values_.find(flag);
  if (it == values_.end()) return std::nullopt;
  return it->second.front();
}

std::vector<std::string> Args::all(const std::string& flag) const {
  auto it = values_.find(flag);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

std::string Args::require(const std::string& flag) const {
  auto v = get(flag);
  if (!v) throw UsageError("--" + flag + " is required");
  return *v;
}

long long Args::integer(const std::string& flag, long long fallback, long long min,
                        long long max) const {
  auto v = get(flag);
  if (!v) return fallback;
  long long n = 0;
  auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
  if (ec != std::errc() || end != v->data() + v->size()) {
    throw UsageError("--" + flag + " needs a whole number, not " + quotedText(*v));
  }
  if (n < min || n > max) {
    throw UsageError("--" + flag + " must be between " + std::to_string(min) + " and " +
                     std::to_string(max));
  }
  return n;
}

double Args::number(const std::string& flag, double fallback, double min, double max) const {
  auto v = get(flag);
  if (!v) return fallback;
  std::size_t used = 0;
  double d = 0;
  try {
    d = std::stod(*v, &used);
  } catch (...) {
    used = 0;
  }
  if (used == 0 || used != v->size())
    throw UsageError("--" + flag + " needs a number, not " + quotedText(*v));
  if (d < min || d > max) {
    throw UsageError("--" + flag + " must be between " + std::to_string(min) + " and " +
                     std::to_string(max));
  }
  return d;
}

}  // namespace mizbazi::cli

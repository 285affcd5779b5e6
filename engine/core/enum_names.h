// An enum written as one of its names. The enum's namespace lists the names, one per value from 0
// with no gaps (jsonNames for an observation's enums, core/json_fields.h; refusalNames for refusal
// codes, core/refusal.h); these turn a value into its name and a name back into its value, the same
// way for every list.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace mizbazi {

// The name of `value` in `names`.
template <class Enum>
const char* nameIn(std::span<const char* const> names, Enum value) {
  return names[static_cast<std::size_t>(value)];
}

// The value whose name in `names` is `name`, or nullopt when none is.
template <class Enum>
std::optional<Enum> valueNamed(std::span<const char* const> names, std::string_view name) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (name == names[i]) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

}  // namespace mizbazi

// The one way user-supplied JSON text becomes a Json value (scenario and save files, --option
// values). Whatever the text, the result is a value or an InputError at "line:column": numbers
// out of range (whole numbers beyond 2^64 - 1 included), duplicate keys, texts longer than
// kMaxJsonString, more than kMaxJsonValues values or kMaxJsonKeys keys in an object, and
// nesting deeper than any real file are refused like syntax errors, and nothing recurses deeper
// than kMaxJsonDepth afterwards (copies, dumps, readers).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/json.h"

namespace mizbazi {

// Deeper than any file we write (a scenario nests five levels) and far from any stack limit.
inline constexpr int kMaxJsonDepth = 64;
// The longest text (a string or a key), in bytes: ten times a lesson step's longest words, and
// small enough that no dialog quoting one chokes on it (docs/file-format.md).
inline constexpr std::size_t kMaxJsonString = 16384;
// The most values (numbers, texts, lists, objects) in one text: twice a file of the most moves a
// file may hold (kMaxActions), so that a hostile file's memory stays a few times its size.
inline constexpr std::size_t kMaxJsonValues = 200000;
// The most keys in one object: a file's largest objects hold about ten.
inline constexpr std::size_t kMaxJsonKeys = 256;

// Throws InputError whose where() is "line:column" (1-based; columns count characters).
Json parseJsonText(std::string_view text);

// "line:column" of the character just before `byte` (the JSON library's error offsets point just
// past the offending character).
std::string lineColumnOf(std::string_view text, std::size_t byte);

// The integer `value` holds when it is a whole number from `lo` to `hi`, else nullopt. Reads the
// full 64 bits before narrowing, so 4294967297 is not taken for 1, nor 2^64 - 1 for -1.
std::optional<std::int64_t> integerIn(const Json& value, std::int64_t lo, std::int64_t hi);

}  // namespace mizbazi

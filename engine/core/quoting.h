// Quoting what a user gave us inside a message: short, escaped and on one line, whatever the input.
// A file name, an action text or a setup value may be megabytes long or hold newlines; a message
// quoting it must still be one readable line (issue 19).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/json.h"

namespace mizbazi {

// The most characters of user input a message quotes.
inline constexpr std::size_t kQuoteLimit = 60;

// `text` escaped (control characters as \n, \t, \xNN; bytes that are not UTF-8 as \xNN; the C1
// controls, U+2028, U+2029 and the bidi embeddings, overrides and isolates as \uXXXX) and cut to
// `limit` characters with a final "…" when longer. No quotation marks are added.
std::string escapedText(std::string_view text, std::size_t limit = kQuoteLimit);

// escapedText between single quotes (not `quoted`: std::quoted would win by argument lookup):
// 'coin-9', 'a very long na…'.
std::string quotedText(std::string_view text, std::size_t limit = kQuoteLimit);

// A place in a file that ends in a key the file chose: `path` + "." + the key, escaped and cut
// like a quote ("options.gggg…"), so that a place never quotes more of the file than a message
// does. An empty `path` gives the key alone (a top-level key).
std::string keyPath(std::string_view path, std::string_view key);

// A JSON value as compact text, cut to `limit` characters ("[[[[[[…"); never walks more of the
// value than it prints, so a huge or deeply nested value costs nothing.
std::string jsonPreview(const Json& value, std::size_t limit = kQuoteLimit);

}  // namespace mizbazi

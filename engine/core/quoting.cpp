#include "core/quoting.h"

#include <cstdio>

namespace mizbazi {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is not one.
std::size_t utf8Length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  std::size_t n = c < 0x80           ? 1
                  : (c >> 5) == 0x6  ? 2
                  : (c >> 4) == 0xE  ? 3
                  : (c >> 3) == 0x1E ? 4
                                     : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  return n;
}

void appendHex(std::string& out, unsigned char c) {
  char buffer[5];
  std::snprintf(buffer, sizeof buffer, "\\x%02X", c);
  out += buffer;
}

// The code point of the valid UTF-8 sequence of `n` bytes at text[i].
char32_t codePoint(std::string_view text, std::size_t i, std::size_t n) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  if (n == 1) return byte(0);
  char32_t c = byte(0) & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) c = (c << 6) | (byte(k) & 0x3F);
  return c;
}

// Characters that are valid text but would change how a terminal or a dialog shows the rest of
// the line: the C1 controls (U+0085 is a line break to some), the line and paragraph separators,
// and the bidi embeddings, overrides and isolates, which can turn the rest of a message around
// ("file.json" shown as "nosj.elif"). The bidi marks (U+200E, U+200F, U+061C) and the zero-width
// joiners Persian needs are left alone: they reorder nothing beyond themselves.
bool movesTheLine(char32_t c) {
  return (c >= 0x80 && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

}  // namespace

std::string escapedText(std::string_view text, std::size_t limit) {
  std::string out;
  std::size_t characters = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (characters == limit) {
      out += "…";
      break;
    }
    ++characters;
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      appendHex(out, c);
    } else if (std::size_t n = utf8Length(text, i); n > 0) {
      if (const char32_t cp = codePoint(text, i, n); movesTheLine(cp)) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04X", static_cast<unsigned>(cp));
        out += buffer;
      } else {
        out.append(text.substr(i, n));
      }
      i += n;
      continue;
    } else {
      appendHex(out, c);
    }
    ++i;
  }
  return out;
}

std::string quotedText(std::string_view text, std::size_t limit) {
  return "'" + escapedText(text, limit) + "'";
}

std::string keyPath(std::string_view path, std::string_view key) {
  std::string out(path);
  if (!out.empty()) out += '.';
  return out + escapedText(key);
}

namespace {

// Writes `value` compactly until `out` holds more than `budget` bytes; returns false once full.
bool writePreview(const Json& value, std::string& out, std::size_t budget) {
  if (out.size() > budget) return false;
  if (value.is_array()) {
    out += '[';
    bool first = true;
    for (const Json& item : value) {
      if (!first) out += ',';
      first = false;
      if (!writePreview(item, out, budget)) return false;
    }
    out += ']';
  } else if (value.is_object()) {
    out += '{';
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
      if (!first) out += ',';
      first = false;
      out += Json(it.key()).dump(-1, ' ', false, Json::error_handler_t::replace);
      out += ':';
      if (out.size() > budget || !writePreview(it.value(), out, budget)) return false;
    }
    out += '}';
  } else {
    out += value.dump(-1, ' ', false, Json::error_handler_t::replace);
  }
  return out.size() <= budget;
}

}  // namespace

std::string jsonPreview(const Json& value, std::size_t limit) {
  std::string text;
  // Bytes, not characters, bound the walk; escapedText then cuts to `limit` characters. Each
  // level of nesting prints at least one byte, so the recursion is no deeper than the budget.
  writePreview(value, text, 4 * limit + 8);
  return escapedText(text, limit);
}

}  // namespace mizbazi

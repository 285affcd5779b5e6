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
      out.append(text.substr(i, n));
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

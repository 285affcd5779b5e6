#include "rivals/rivals_cards.h"

#include <charconv>

namespace mizbazi::rivals {

std::string nameId(int name) {
  std::string id(kColorIds[colorOfName(name)]);
  int kind = kindOfName(name);
  if (kind == kKindWager) return id + "-w";
  if (kind == kKindStartingWager) return id + "-s";
  return id + "-" + std::to_string(kind);
}

std::optional<int> parseColor(std::string_view id) {
  for (int c = 0; c < kColorCount; ++c) {
    if (kColorIds[c] == id) return c;
  }
  return std::nullopt;
}

std::optional<int> parseNameId(std::string_view id) {
  auto dash = id.rfind('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto color = parseColor(id.substr(0, dash));
  if (!color) return std::nullopt;
  std::string_view rest = id.substr(dash + 1);
  if (rest == "w") return nameIndex(*color, kKindWager);
  if (rest == "s") return nameIndex(*color, kKindStartingWager);
  int value = 0;
  auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
  if (ec != std::errc() || end != rest.data() + rest.size() || rest.size() > 2) return std::nullopt;
  if (value < 2 || value > 10 || rest[0] == '0') return std::nullopt;
  return nameIndex(*color, value);
}

}  // namespace mizbazi::rivals

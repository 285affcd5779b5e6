// Zirkhaki's canonical action text and its parser (the encoding: zirkhaki_actions.h).
#include <charconv>

#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

std::string ZirkhakiState::actionText(Action a) const {
  if (a == kActionDraw) return "draw";
  if (a == kActionBank) return "bank";
  if (a >= kActionRingBase && a < kActionRingBase + kRingCount) {
    return "ring " + std::string(kRingIds[a - kActionRingBase]);
  }
  if (a >= kActionChooseBase && a < kActionChooseBase + kCardsPerSet) {
    return "choose " + cardId(static_cast<int>(a - kActionChooseBase));
  }
  if (a >= kActionPickBase && a < kActionPickBase + kMaxSeats * 16 &&
      (a - kActionPickBase) % 16 < kSuitCount) {
    int code = static_cast<int>(a - kActionPickBase);
    return "pick " + std::to_string(code / 16) + " " + std::string(kSuitIds[code % 16]);
  }
  return "(no such action: " + std::to_string(a) + ")";
}

namespace {
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}
}  // namespace

std::optional<Action> ZirkhakiState::parseAction(std::string_view text, std::string* error) const {
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error != nullptr) *error = why;
    return std::nullopt;
  };
  auto w = words(text);
  if (w.empty()) return fail("empty action");
  if (w[0] == "draw" && w.size() == 1) return kActionDraw;
  if (w[0] == "bank" && w.size() == 1) return kActionBank;
  if (w[0] == "pick") {
    if (w.size() != 3) return fail("'pick' needs a seat and a suit: pick <seat> <suit>");
    int seat = -1;
    auto [end, ec] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), seat);
    if (ec != std::errc() || end != w[1].data() + w[1].size() || seat < 0 || seat >= kMaxSeats) {
      return fail("'" + std::string(w[1]) + "' is not a seat (0–7)");
    }
    auto suit = parseSuit(w[2]);
    if (!suit) return fail("unknown suit '" + std::string(w[2]) + "'");
    return pickAction(seat, *suit);
  }
  if (w[0] == "choose") {
    if (w.size() != 2) return fail("'choose' needs a card: choose <card-id>");
    auto card = parseCardName(w[1]);
    if (!card) return fail("unknown card '" + std::string(w[1]) + "'");
    return chooseAction(*card);
  }
  if (w[0] == "ring") {
    if (w.size() != 2) return fail("'ring' needs a ring: ring <ring-id>");
    auto ring = parseRing(w[1]);
    if (!ring) return fail("unknown ring '" + std::string(w[1]) + "'");
    return ringAction(*ring);
  }
  return fail(
      "unknown action '" + std::string(text) +
      "' (zirkhaki actions: draw, bank, pick <seat> <suit>, choose <card-id>, ring <ring-id>)");
}

}  // namespace mizbazi::zirkhaki

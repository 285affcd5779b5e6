// Sabokbaz's actions: an action is the index of the card played (sabokbaz_cards.h), written
// "play <card-id>". The canonical text and its parser.
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

std::string SabokbazState::actionText(Action a) const {
  if (a >= static_cast<Action>(kCardCount)) return "play #" + std::to_string(a);
  return "play " + cardId(static_cast<int>(a));
}

std::optional<Action> SabokbazState::parseAction(std::string_view text, std::string* error) const {
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = why;
    return std::nullopt;
  };
  constexpr std::string_view kVerb = "play ";
  if (text.substr(0, kVerb.size()) != kVerb) {
    return fail("'" + std::string(text) +
                "' is not an action of sabokbaz (expected 'play <card>')");
  }
  std::string_view id = text.substr(kVerb.size());
  auto card = parseCardId(id);
  if (!card) return fail("unknown card '" + std::string(id) + "'");
  return static_cast<Action>(*card);
}

}  // namespace mizbazi::sabokbaz

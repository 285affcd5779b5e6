#include "rivals/rivals_actions.h"

#include <charconv>

namespace mizbazi::rivals {

std::string actionToText(Action a) {
  DecodedAction d = decodeAction(a);
  switch (d.kind) {
    case ActionKind::kReveal:
      return "reveal";
    case ActionKind::kPass:
      return "pass";
    case ActionKind::kDone:
      return "done";
    case ActionKind::kBid:
      return "bid " + std::to_string(d.arg);
    case ActionKind::kTake:
      return "take " + nameId(d.arg);
    case ActionKind::kDiscard:
      return "discard " + nameId(d.arg);
    case ActionKind::kInvalid:
      break;
  }
  return "?" + std::to_string(a);
}

namespace {

std::optional<Action> fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return std::nullopt;
}

}  // namespace

std::optional<Action> actionFromText(std::string_view text, std::string* error) {
  if (text == "reveal") return kActionReveal;
  if (text == "pass") return kActionPass;
  if (text == "done") return kActionDone;
  auto space = text.find(' ');
  std::string_view verb = text.substr(0, space);
  std::string_view rest = space == std::string_view::npos ? "" : text.substr(space + 1);
  if (verb == "bid") {
    int n = -1;
    auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), n);
    // Only the canonical spelling: no sign, no leading zero.
    bool canonical = !rest.empty() && (rest[0] != '0' || rest.size() == 1);
    if (!canonical || ec != std::errc() || end != rest.data() + rest.size() || n < 0 ||
        n > kMaxBid) {
      return fail(error, "'" + std::string(text) +
                             "': a bid is 'bid N' with N a whole number from 1 to " +
                             std::to_string(kMaxBid));
    }
    return bidAction(n);
  }
  if (verb == "take" || verb == "discard") {
    auto name = parseNameId(rest);
    if (!name) {
      return fail(error, "'" + std::string(text) + "': unknown card '" + std::string(rest) +
                             "' (ids look like red-4, red-w)");
    }
    return verb == "take" ? takeAction(*name) : discardAction(*name);
  }
  return fail(error,
              "'" + std::string(text) +
                  "' is not a Rivals action (reveal, bid N, pass, take CARD, discard CARD, done)");
}

}  // namespace mizbazi::rivals

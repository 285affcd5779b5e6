#include "saboteur_duel/saboteur_duel_actions.h"

#include <charconv>
#include <vector>

#include "saboteur_duel/saboteur_duel_cards.h"

namespace mizbazi::saboteur_duel {

namespace {

bool isEffect(int kind, Effect e) {
  return kind >= 0 && kind < kKindCount && kindInfo(kind).effect == e;
}
bool isHandKind(int kind) {
  return kind >= 0 && kind < kHandKinds;
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

std::optional<int> number(std::string_view w) {
  int n = 0;
  auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), n);
  if (ec != std::errc() || end != w.data() + w.size()) return std::nullopt;
  return n;
}

std::string id(int kind) {
  return std::string(kindInfo(kind).id);
}

}  // namespace

std::optional<Decoded> decodeAction(Action action) {
  const std::uint32_t raw = action;
  if ((raw >> 28) >= static_cast<std::uint32_t>(Move::kCount)) return std::nullopt;
  const Decoded d = decodeFields(action);
  const int xr = static_cast<int>((raw >> 8) & 0xFF), yr = static_cast<int>(raw & 0xFF);
  bool ok = false;
  switch (d.type) {
    case Move::kPath:
      ok = d.a < kPathKinds && d.b <= 1;
      break;
    case Move::kSabotage:
      ok = isEffect(d.a, Effect::kSabotage) && d.b == 0 && xr == 0 && yr == 0;
      break;
    case Move::kRepair:
      ok = isEffect(d.a, Effect::kRepair) && d.b < kToolCount && xr == 0 && yr == 0;
      break;
    case Move::kKeyDoor:
    case Move::kKeyGold:
    case Move::kRockfall:
    case Move::kMap:
    case Move::kBribe:
      ok = d.a == 0 && d.b == 0;
      break;
    case Move::kFix:
      ok = isHandKind(d.a) && isHandKind(d.b) && d.a <= d.b && xr < kToolCount && yr == 0;
      break;
    case Move::kPass:
      ok = isHandKind(d.a) && (d.b == kNoSecondCard || (isHandKind(d.b) && d.a <= d.b)) &&
           xr == 0 && yr == 0;
      break;
    case Move::kOrient:
      ok = d.a == 0 && d.b == 0 && xr <= 1 && yr == 0;
      break;
    case Move::kCount:
      break;
  }
  if (!ok) return std::nullopt;
  return d;
}

std::string actionToText(Action action) {
  auto d = decodeAction(action);
  if (!d) return "(not an action: " + std::to_string(action) + ")";
  auto at = [&] { return std::to_string(d->x) + " " + std::to_string(d->y); };
  switch (d->type) {
    case Move::kPath:
      return "path " + id(d->a) + " " + at() + (d->b ? " r" : "");
    case Move::kSabotage:
      return "sabotage " + id(d->a);
    case Move::kRepair:
      return "repair " + id(d->a) + " " + std::string(kToolIds[d->b]);
    case Move::kKeyDoor:
      return "key door " + at();
    case Move::kKeyGold:
      return "key gold " + at();
    case Move::kRockfall:
      return "rockfall " + at();
    case Move::kMap:
      return "map " + at();
    case Move::kFix:
      return "fix " + std::string(kToolIds[d->x]) + " " + id(d->a) + " " + id(d->b);
    case Move::kPass:
      return "pass " + id(d->a) + (d->b == kNoSecondCard ? "" : " " + id(d->b));
    case Move::kBribe:
      return "bribe " + at();
    case Move::kOrient:
      return "orient " + std::to_string(d->x);
    case Move::kCount:
      break;
  }
  return "?";
}

namespace {

// The words of one action's text and where to report the first problem found in them.
struct ActionWords {
  std::vector<std::string_view> w;
  std::string* error;

  std::optional<Action> fail(const std::string& why) const {
    if (error) *error = why;
    return std::nullopt;
  }
  // A card id of a given effect (or any card that can be held when `effect` is nullopt).
  bool card(std::string_view word, std::optional<Effect> effect, const char* what,
            int& kind) const {
    auto k = parseKind(word);
    if (!k) {
      if (error) *error = "unknown card '" + std::string(word) + "'";
      return false;
    }
    bool fits = effect ? isEffect(*k, *effect) : isHandKind(*k);
    if (!fits) {
      if (error) *error = "'" + std::string(word) + "' is not " + what;
      return false;
    }
    kind = *k;
    return true;
  }
  // The cell named by the words at `at` and `at + 1`.
  bool cell(std::size_t at, int& x, int& y) const {
    auto nx = number(w[at]), ny = number(w[at + 1]);
    if (!nx || !ny || *nx < -128 || *nx > 127 || *ny < -128 || *ny > 127) {
      if (error)
        *error = "expected a cell as two whole numbers, not '" + std::string(w[at]) + " " +
                 std::string(w[at + 1]) + "'";
      return false;
    }
    x = *nx;
    y = *ny;
    return true;
  }
};

std::optional<Action> parsePath(const ActionWords& t) {
  const auto& w = t.w;
  int a = 0, x = 0, y = 0;
  if (w.size() != 4 && w.size() != 5) return t.fail("expected: path <card> <x> <y> [r]");
  if (w.size() == 5 && w[4] != "r")
    return t.fail("the last word of a path may only be 'r' (turned)");
  if (!t.card(w[1], std::nullopt, "a path card", a)) return std::nullopt;
  if (a >= kPathKinds) return t.fail("'" + std::string(w[1]) + "' is not a path card");
  if (!t.cell(2, x, y)) return std::nullopt;
  return encodeAt(Move::kPath, a, w.size() == 5 ? 1 : 0, x, y);
}

std::optional<Action> parseSabotage(const ActionWords& t) {
  int a = 0;
  if (t.w.size() != 2) return t.fail("expected: sabotage <card>");
  if (!t.card(t.w[1], Effect::kSabotage, "a sabotage card", a)) return std::nullopt;
  return encodeRaw(Move::kSabotage, a, 0, 0, 0);
}

std::optional<Action> parseRepair(const ActionWords& t) {
  const auto& w = t.w;
  int a = 0;
  if (w.size() != 3) return t.fail("expected: repair <card> <pickaxe|lamp|cart>");
  if (!t.card(w[1], Effect::kRepair, "a repair card", a)) return std::nullopt;
  auto tool = parseTool(w[2]);
  if (!tool) return t.fail("unknown tool '" + std::string(w[2]) + "' (pickaxe, lamp or cart)");
  return encodeRaw(Move::kRepair, a, *tool, 0, 0);
}

std::optional<Action> parseKey(const ActionWords& t) {
  const auto& w = t.w;
  int x = 0, y = 0;
  if (w.size() != 4 || (w[1] != "door" && w[1] != "gold")) {
    return t.fail("expected: key door <x> <y> or key gold <x> <y>");
  }
  if (!t.cell(2, x, y)) return std::nullopt;
  return encodeAt(w[1] == "door" ? Move::kKeyDoor : Move::kKeyGold, 0, 0, x, y);
}

// rockfall, map and bribe: a verb and a cell.
std::optional<Action> parseCellAction(const ActionWords& t, Move type) {
  int x = 0, y = 0;
  if (t.w.size() != 3) return t.fail("expected: " + std::string(t.w[0]) + " <x> <y>");
  if (!t.cell(1, x, y)) return std::nullopt;
  return encodeAt(type, 0, 0, x, y);
}

std::optional<Action> parseFix(const ActionWords& t) {
  const auto& w = t.w;
  int a = 0, b = 0;
  if (w.size() != 4) return t.fail("expected: fix <pickaxe|lamp|cart> <card> <card>");
  auto tool = parseTool(w[1]);
  if (!tool) return t.fail("unknown tool '" + std::string(w[1]) + "' (pickaxe, lamp or cart)");
  if (!t.card(w[2], std::nullopt, "a card that can be held", a)) return std::nullopt;
  if (!t.card(w[3], std::nullopt, "a card that can be held", b)) return std::nullopt;
  if (a > b) std::swap(a, b);
  return encodeRaw(Move::kFix, a, b, *tool, 0);
}

std::optional<Action> parsePass(const ActionWords& t) {
  const auto& w = t.w;
  int a = 0, b = kNoSecondCard;
  if (w.size() != 2 && w.size() != 3) return t.fail("expected: pass <card> [<card>]");
  if (!t.card(w[1], std::nullopt, "a card that can be held", a)) return std::nullopt;
  if (w.size() == 3) {
    if (!t.card(w[2], std::nullopt, "a card that can be held", b)) return std::nullopt;
    if (a > b) std::swap(a, b);
  }
  return encodeRaw(Move::kPass, a, b, 0, 0);
}

std::optional<Action> parseOrient(const ActionWords& t) {
  const auto& w = t.w;
  if (w.size() != 2 || (w[1] != "0" && w[1] != "1"))
    return t.fail("expected: orient 0 or orient 1");
  return encodeRaw(Move::kOrient, 0, 0, w[1] == "1" ? 1 : 0, 0);
}

}  // namespace

std::optional<Action> parseActionText(std::string_view text, std::string* error) {
  const ActionWords t{words(text), error};
  if (t.w.empty()) return t.fail("empty action");
  const std::string_view verb = t.w[0];
  if (verb == "path") return parsePath(t);
  if (verb == "sabotage") return parseSabotage(t);
  if (verb == "repair") return parseRepair(t);
  if (verb == "key") return parseKey(t);
  if (verb == "rockfall") return parseCellAction(t, Move::kRockfall);
  if (verb == "map") return parseCellAction(t, Move::kMap);
  if (verb == "bribe") return parseCellAction(t, Move::kBribe);
  if (verb == "fix") return parseFix(t);
  if (verb == "pass") return parsePass(t);
  if (verb == "orient") return parseOrient(t);
  return t.fail("unknown action '" + std::string(verb) +
                "' (path, sabotage, repair, key, rockfall, map, fix, pass, bribe, orient)");
}

}  // namespace mizbazi::saboteur_duel

#include "rivals/rivals_setup.h"

#include <algorithm>
#include <numeric>

#include "core/errors.h"
#include "core/json_reader.h"

namespace mizbazi::rivals {

namespace {

constexpr const char* kSetupKeys[] = {"first", "starting_wagers", "stacks", "deck_top", "coins"};

std::string at(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

const Json& requireList(const Json& value, const std::string& path, const char* what) {
  if (!value.is_array())
    throw InputError(path, std::string("expected ") + what + ", got " + jsonPreview(value));
  return value;
}

int requireInt(const Json& value, const std::string& path, int lo, int hi) {
  if (!value.is_number_integer())
    throw InputError(path, "expected a whole number, got " + jsonPreview(value));
  auto n = integerIn(value, lo, hi);
  if (!n) {
    throw InputError(path, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                               ", not " + jsonPreview(value));
  }
  return static_cast<int>(*n);
}

// A stack card's name index (numbered card or wager), from an id.
int requireStackCard(const Json& value, const std::string& path) {
  if (!value.is_string())
    throw InputError(path, "expected a card id such as \"red-4\", got " + jsonPreview(value));
  std::string id = value.get<std::string>();
  auto name = parseNameId(id);
  if (!name)
    throw InputError(path, "unknown card " + quotedText(id) + " (ids look like red-4, red-w)");
  if (kindOfName(*name) == kKindStartingWager) {
    throw InputError(path,
                     "'" + id + "' is a starting wager, not a stack card (see starting_wagers)");
  }
  return *name;
}

void dealDefault(RivalsData& d, Rng& rng) {
  // Starting wagers: re-deal until each player's two differ in color.
  std::array<std::uint8_t, kColorCount * kStartingWagersPerColor> wagers{};
  std::iota(wagers.begin(), wagers.end(), static_cast<std::uint8_t>(kStartingWagerBase));
  for (bool ok = false; !ok;) {
    rng.shuffle(wagers.data(), wagers.size());
    ok = true;
    for (int p = 0; p < d.players; ++p)
      ok = ok && colorOfCard(wagers[2 * p]) != colorOfCard(wagers[2 * p + 1]);
  }
  for (int p = 0; p < d.players; ++p) {
    for (int k = 0; k < 2; ++k)
      d.expeditions[p][colorOfCard(wagers[2 * p + k])].add(wagers[2 * p + k]);
  }
  // The box's order would tell nothing, so it is kept sorted (canonical).
  std::sort(wagers.begin() + 2 * d.players, wagers.end());
  for (std::size_t i = 2 * d.players; i < wagers.size(); ++i) d.box.push(wagers[i]);

  std::iota(d.deck.begin(), d.deck.end(), std::uint8_t{0});
  rng.shuffle(d.deck.data(), d.deck.size());
  for (int s = 0; s < kStacks; ++s)
    d.stackEnd[s] = static_cast<std::uint8_t>((s + 1) * kDeckSize / kStacks);

  d.current = static_cast<std::int8_t>(rng.uniform(0, d.players - 1));
  for (int p = 0; p < d.players; ++p)
    d.coins[p] = static_cast<std::uint8_t>(kTotalCoins / d.players);
}

void applyStartingWagers(RivalsData& d, const Json& value) {
  const std::string path = "setup.starting_wagers";
  requireList(value, path, "a list with two color ids per seat");
  if (static_cast<int>(value.size()) != d.players) {
    throw InputError(path, "needs one pair of colors per seat (" + std::to_string(d.players) +
                               "), got " + std::to_string(value.size()));
  }
  std::array<int, kColorCount> used{};
  for (auto& seatColumns : d.expeditions) seatColumns = {};
  for (int p = 0; p < d.players; ++p) {
    const std::string seatPath = at(path, p);
    const Json& pair = requireList(value[p], seatPath, "two color ids");
    if (pair.size() != 2) throw InputError(seatPath, "needs exactly two color ids");
    int colors[2];
    for (int k = 0; k < 2; ++k) {
      const std::string cardPath = at(seatPath, k);
      auto color = pair[k].is_string() ? parseColor(pair[k].get<std::string>()) : std::nullopt;
      if (!color) {
        throw InputError(cardPath, "unknown color " + jsonPreview(pair[k]) +
                                       " (yellow, blue, white, green, red)");
      }
      if (used[*color] == kStartingWagersPerColor) {
        throw InputError(cardPath, "only " + std::to_string(kStartingWagersPerColor) + " '" +
                                       std::string(kColorIds[*color]) + "' starting wagers exist");
      }
      colors[k] = *color;
      d.expeditions[p][*color].add(kStartingWagerBase + *color * kStartingWagersPerColor +
                                   used[*color]++);
    }
    if (colors[0] == colors[1])
      throw InputError(seatPath, "a player's two starting wagers must differ in color");
  }
  d.box = {};
  for (int c = 0; c < kColorCount; ++c) {
    for (int k = used[c]; k < kStartingWagersPerColor; ++k)
      d.box.push(kStartingWagerBase + c * kStartingWagersPerColor + k);
  }
}

void applyStacks(RivalsData& d, const Json& value) {
  const std::string path = "setup.stacks";
  requireList(value, path, "a list of four lists of card ids");
  if (value.size() != kStacks)
    throw InputError(path, "needs exactly four stacks, got " + std::to_string(value.size()));
  std::array<int, kNameCount> used{};
  int placed = 0;
  for (int s = 0; s < kStacks; ++s) {
    const std::string stackPath = at(path, s);
    const Json& stack = requireList(value[s], stackPath, "a list of card ids");
    if (stack.empty()) throw InputError(stackPath, "a stack needs at least one card");
    for (std::size_t i = 0; i < stack.size(); ++i) {
      const std::string cardPath = at(stackPath, i);
      int name = requireStackCard(stack[i], cardPath);
      if (used[name] == copiesOfName(name)) {
        throw InputError(cardPath, "'" + nameId(name) +
                                       "' placed more often than the game has it (" +
                                       std::to_string(copiesOfName(name)) + ")");
      }
      d.deck[placed++] = static_cast<std::uint8_t>(firstCopyOfName(name) + used[name]++);
    }
    d.stackEnd[s] = static_cast<std::uint8_t>(placed);
  }
  if (placed != kDeckSize) {
    for (int name = 0; name < kNameCount; ++name) {
      if (kindOfName(name) == kKindStartingWager || used[name] == copiesOfName(name)) continue;
      throw InputError(path, "the stacks hold " + std::to_string(placed) + " of the 80 cards; '" +
                                 nameId(name) + "' is missing");
    }
  }
}

void applyDeckTop(RivalsData& d, const Json& value) {
  const std::string path = "setup.deck_top";
  requireList(value, path, "a list of card ids");
  if (value.size() > kDeckSize) throw InputError(path, "lists more cards than the stacks hold");
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string cardPath = at(path, i);
    int name = requireStackCard(value[i], cardPath);
    auto first = d.deck.begin() + static_cast<std::ptrdiff_t>(i);
    auto found =
        std::find_if(first, d.deck.end(), [&](int card) { return nameOfCard(card) == name; });
    if (found == d.deck.end()) {
      throw InputError(cardPath, "'" + nameId(name) + "' listed more often than the game has it (" +
                                     std::to_string(copiesOfName(name)) + ")");
    }
    std::rotate(first, found, found + 1);
  }
}

void applyCoins(RivalsData& d, const Json& value) {
  const std::string path = "setup.coins";
  requireList(value, path, "a list with one number per seat");
  if (static_cast<int>(value.size()) != d.players) {
    throw InputError(path, "needs one number per seat (" + std::to_string(d.players) + "), got " +
                               std::to_string(value.size()));
  }
  int total = 0;
  for (int p = 0; p < d.players; ++p) {
    d.coins[p] = static_cast<std::uint8_t>(requireInt(value[p], at(path, p), 0, kTotalCoins));
    total += d.coins[p];
  }
  if (total > kTotalCoins) {
    throw InputError(path, "adds up to " + std::to_string(total) + " coins; the game has " +
                               std::to_string(kTotalCoins));
  }
}

}  // namespace

RivalsData newRivalsData(const GameConfig& config) {
  RivalsData d;
  d.players = static_cast<std::int8_t>(config.players);
  Rng rng(config.seed);
  dealDefault(d, rng);

  const Json& setup = config.setup;
  if (!setup.is_object())
    throw InputError("setup", "expected an object, got " + jsonPreview(setup));
  for (auto& [key, value] : setup.items()) {
    if (std::find(std::begin(kSetupKeys), std::end(kSetupKeys), key) == std::end(kSetupKeys)) {
      throw InputError(
          keyPath("setup", key),
          "unknown setup key for rivals (known: first, starting_wagers, stacks, deck_top, "
          "coins)");
    }
  }
  if (setup.contains("starting_wagers")) applyStartingWagers(d, setup["starting_wagers"]);
  if (setup.contains("stacks")) applyStacks(d, setup["stacks"]);
  if (setup.contains("deck_top")) applyDeckTop(d, setup["deck_top"]);
  if (setup.contains("coins")) applyCoins(d, setup["coins"]);
  if (setup.contains("first"))
    d.current =
        static_cast<std::int8_t>(requireInt(setup["first"], "setup.first", 0, d.players - 1));
  d.rng = rng;
  return d;
}

}  // namespace mizbazi::rivals

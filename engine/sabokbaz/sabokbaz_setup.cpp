#include "sabokbaz/sabokbaz_setup.h"

#include <algorithm>

#include "core/errors.h"
#include "core/json_reader.h"

namespace mizbazi::sabokbaz {

namespace {

std::string at(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

const Json& listAt(const Json& setup, const std::string& key) {
  const Json& value = setup[key];
  if (!value.is_array()) throw InputError("setup." + key, "expected a list");
  return value;
}

// Tracks the cards a setup names, so that none is named twice and none is out of the game.
class CardTally {
 public:
  explicit CardTally(const Variant& v) : v_(v) {}
  int take(const Json& value, const std::string& path) {
    if (!value.is_string()) throw InputError(path, "expected a card id");
    std::string id = value.get<std::string>();
    auto card = parseCardId(id);
    if (!card) throw InputError(path, "unknown card " + quotedText(id));
    if (!(v_.inPlay & bitOf(*card))) {
      throw InputError(
          path, "'" + id + "' is out of the game with " + std::to_string(v_.players) + " players");
    }
    if (!where_[*card].empty()) {
      throw InputError(path, "card '" + id + "' placed twice (also at " + where_[*card] + ")");
    }
    where_[*card] = path;
    return *card;
  }

 private:
  Variant v_;
  std::array<std::string, kCardCount> where_{};
};

int readDealer(const Json& setup, int players, int drawn) {
  if (!setup.contains("dealer")) return drawn;
  const Json& d = setup["dealer"];
  auto dealer = integerIn(d, 0, players - 1);
  if (!dealer) {
    throw InputError("setup.dealer", "expected a seat number from 0 to " +
                                         std::to_string(players - 1) + ", not " + jsonPreview(d));
  }
  return static_cast<int>(*dealer);
}

std::array<CardMask, kMaxSeats> readHands(const Json& setup, const Variant& v) {
  const Json& list = listAt(setup, "hands");
  if (static_cast<int>(list.size()) != v.players) {
    throw InputError("setup.hands", "lists " + std::to_string(list.size()) + " hands for " +
                                        std::to_string(v.players) + " players");
  }
  CardTally tally(v);
  std::array<CardMask, kMaxSeats> hands{};
  for (std::size_t seat = 0; seat < list.size(); ++seat) {
    std::string path = at("setup.hands", seat);
    if (!list[seat].is_array()) throw InputError(path, "expected a list of card ids");
    if (static_cast<int>(list[seat].size()) != v.handSize) {
      throw InputError(path, "seat " + std::to_string(seat) + " gets " +
                                 std::to_string(list[seat].size()) + " cards; each seat holds " +
                                 std::to_string(v.handSize));
    }
    for (std::size_t i = 0; i < list[seat].size(); ++i) {
      hands[seat] |= bitOf(tally.take(list[seat][i], at(path, i)));
    }
  }
  // Right counts and no card twice: every card in play is in exactly one hand.
  return hands;
}

std::vector<int> readDeckTop(const Json& setup, const Variant& v) {
  const Json& list = listAt(setup, "deck_top");
  CardTally tally(v);
  std::vector<int> cards;
  for (std::size_t i = 0; i < list.size(); ++i)
    cards.push_back(tally.take(list[i], at("setup.deck_top", i)));
  return cards;
}

std::array<std::int32_t, kMaxTeams> readMatchScores(const Json& setup, const Variant& v,
                                                    int target) {
  const Json& list = listAt(setup, "match_scores");
  if (static_cast<int>(list.size()) != v.teams) {
    throw InputError("setup.match_scores", "lists " + std::to_string(list.size()) + " scores for " +
                                               std::to_string(v.teams) + " teams");
  }
  std::array<std::int32_t, kMaxTeams> scores{};
  for (std::size_t t = 0; t < list.size(); ++t) {
    std::string path = at("setup.match_scores", t);
    // All 64 bits, so 2^64 - 1 is not read as -1.
    auto read = integerIn(list[t], INT64_MIN, INT64_MAX);
    if (!read) throw InputError(path, "expected a whole number");
    long long s = *read;
    if (s >= target || s <= -target) {
      throw InputError(path, std::to_string(s) + " would already have ended the match (target ±" +
                                 std::to_string(target) + ")");
    }
    scores[t] = static_cast<std::int32_t>(s);
  }
  return scores;
}

}  // namespace

void SabokbazState::dealFirstHand(int dealer, const std::vector<int>& stackedTop) {
  d_.dealer = static_cast<std::uint8_t>(dealer);
  std::array<std::uint8_t, kCardCount> pack{};
  int count = orderedPack(v_, pack);
  d_.rng.shuffle(pack.data(), static_cast<std::size_t>(count));
  // Stacked cards go to the top in the order given; the rest keep their shuffled order.
  std::array<std::uint8_t, kCardCount> stacked{};
  int n = 0;
  for (int c : stackedTop) stacked[n++] = static_cast<std::uint8_t>(c);
  for (int i = 0; i < count; ++i) {
    if (std::find(stackedTop.begin(), stackedTop.end(), pack[i]) == stackedTop.end()) {
      stacked[n++] = pack[i];
    }
  }
  dealFromPack(stacked, count, nullptr);
}

void SabokbazState::setHands(int dealer, const std::array<CardMask, kMaxSeats>& hands) {
  d_.dealer = static_cast<std::uint8_t>(dealer);
  d_.hands = hands;
  d_.leader = d_.current = static_cast<std::uint8_t>((dealer + 1) % v_.players);
}

void SabokbazState::setMatchScores(const std::array<std::int32_t, kMaxTeams>& scores) {
  d_.matchScores = scores;
}

std::unique_ptr<SabokbazState> newMatch(const GameConfig& config) {
  const int players = config.players;
  const int target = config.options.value("target", variantFor(players).defaultTarget);
  auto state = std::make_unique<SabokbazState>(players, target, config.seed);
  const Variant& v = state->variant();
  const Json& setup = config.setup;
  if (!setup.is_object()) throw InputError("setup", "expected an object");
  for (auto& [key, value] : setup.items()) {
    if (key != "dealer" && key != "hands" && key != "deck_top" && key != "match_scores") {
      throw InputError(keyPath("setup", key), "unknown setup key " + quotedText(key) +
                                                  " for sabokbaz (known: dealer, hands, "
                                                  "deck_top, match_scores)");
    }
  }
  if (setup.contains("hands") && setup.contains("deck_top")) {
    throw InputError("setup.deck_top",
                     "cannot be combined with setup.hands, which fixes the whole deal");
  }
  // The first dealer is random. It is drawn even when the set-up fixes it, so that fixing the
  // dealer never changes the cards a seed deals.
  int dealer = readDealer(setup, players, state->drawFirstDealer());
  if (setup.contains("hands")) {
    state->setHands(dealer, readHands(setup, v));
  } else {
    state->dealFirstHand(dealer,
                         setup.contains("deck_top") ? readDeckTop(setup, v) : std::vector<int>{});
  }
  if (setup.contains("match_scores")) state->setMatchScores(readMatchScores(setup, v, target));
  return state;
}

}  // namespace mizbazi::sabokbaz

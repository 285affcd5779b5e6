#include "zirkhaki/zirkhaki_setup.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include "core/errors.h"
#include "core/json_reader.h"

namespace mizbazi::zirkhaki {

namespace {

// The nine non-coin 2s and coin-4: the lowest card of every suit.
bool startsInDiscard(int card) {
  return rankOf(card) == 0;
}

// Moves cards named by the setup out of wherever the deal put them. Each physical card can be
// claimed once, so a setup can never duplicate a card.
class CardClaims {
 public:
  explicit CardClaims(ZirkhakiData& d) : d_(d) {}

  // Removes one unclaimed copy of `id` from the deck or the discard pile and returns it.
  int take(const Json& id, const std::string& path) {
    if (!id.is_string()) throw InputError(path, "expected a card id such as \"coin-9\"");
    auto name = parseCardName(id.get<std::string>());
    if (!name) throw InputError(path, "unknown card " + quotedText(id.get<std::string>()));
    for (int set = 0; set < d_.sets; ++set) {
      int card = *name + set * kCardsPerSet;
      if (claimed_[card]) continue;
      claimed_[card] = true;
      for (auto* pile : {&d_.deck, &d_.discard}) {
        int at = pile->find(card);
        if (at >= 0) {
          pile->eraseAt(at);
          return card;
        }
      }
    }
    std::string copies = d_.sets == 1 ? "one copy" : "two copies";
    throw InputError(path, "'" + id.get<std::string>() +
                               "' is placed more than once (the game has " + copies + ")");
  }

 private:
  ZirkhakiData& d_;
  std::array<bool, kMaxCards> claimed_{};
};

const Json& listAt(const Json& j, const std::string& path) {
  if (!j.is_array()) throw InputError(path, "expected a list");
  return j;
}

int seatAt(const Json& j, const std::string& path, int players) {
  auto seat = integerIn(j, 0, players - 1);  // all 64 bits: 4294967297 is not seat 1
  if (!seat) {
    throw InputError(path, "expected a seat number from 0 to " + std::to_string(players - 1));
  }
  return static_cast<int>(*seat);
}

void applyOverrides(ZirkhakiData& d, const Json& setup) {
  static const char* const kKeys[] = {"first", "deck_top", "discard", "fields", "rings"};
  for (auto& [key, value] : setup.items()) {
    if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys)) {
      throw InputError(
          keyPath("setup", key),
          "unknown setup key for zirkhaki (known: first, deck_top, discard, fields, rings)");
    }
  }
  CardClaims claims(d);
  if (setup.contains("fields")) {
    const Json& fields = listAt(setup["fields"], "setup.fields");
    if (fields.size() > static_cast<std::size_t>(d.players)) {
      throw InputError("setup.fields", "lists " + std::to_string(fields.size()) + " fields for " +
                                           std::to_string(d.players) + " players");
    }
    for (std::size_t s = 0; s < fields.size(); ++s) {
      std::string path = "setup.fields[" + std::to_string(s) + "]";
      const Json& field = listAt(fields[s], path);
      for (std::size_t i = 0; i < field.size(); ++i) {
        int card = claims.take(field[i], path + "[" + std::to_string(i) + "]");
        auto& pile = d.fields[s][suitOf(card)];
        pile.push(card);
        std::sort(pile.begin(), pile.end(), [](int a, int b) { return valueOf(a) < valueOf(b); });
      }
    }
  }
  if (setup.contains("discard")) {
    const Json& discard = listAt(setup["discard"], "setup.discard");
    std::vector<int> listed;
    for (std::size_t i = 0; i < discard.size(); ++i) {
      listed.push_back(claims.take(discard[i], "setup.discard[" + std::to_string(i) + "]"));
    }
    // The cards the deal put in the discard pile and the list leaves out go into the deck,
    // shuffled.
    while (!d.discard.empty()) d.deck.push(d.discard.pop());
    d.rng.shuffle(d.deck.begin(), d.deck.size);
    for (auto it = listed.rbegin(); it != listed.rend(); ++it) d.discard.push(*it);  // top first
  }
  if (setup.contains("rings")) {
    if (!d.ringsOption) throw InputError("setup.rings", "rings are off: set options.rings to true");
    const Json& rings = listAt(setup["rings"], "setup.rings");
    if (rings.size() != static_cast<std::size_t>(d.players)) {
      throw InputError("setup.rings", "needs one entry per player (a ring id or null)");
    }
    std::array<bool, kRingCount> used{};
    for (std::size_t s = 0; s < rings.size(); ++s) {
      std::string path = "setup.rings[" + std::to_string(s) + "]";
      d.offers[s] = {kNoRing, kNoRing};
      if (rings[s].is_null()) {
        d.rings[s] = kNoRing;
        continue;
      }
      auto ring = rings[s].is_string() ? parseRing(rings[s].get<std::string>()) : std::nullopt;
      if (!ring) throw InputError(path, "unknown ring " + jsonPreview(rings[s]));
      if (used[*ring]) throw InputError(path, "ring " + jsonPreview(rings[s]) + " is given twice");
      used[*ring] = true;
      d.rings[s] = static_cast<std::uint8_t>(*ring);
    }
    d.phase = Phase::kPlay;
  }
  if (setup.contains("first")) {
    d.first = static_cast<std::int8_t>(seatAt(setup["first"], "setup.first", d.players));
  }
  if (setup.contains("deck_top")) {
    const Json& top = listAt(setup["deck_top"], "setup.deck_top");
    std::vector<int> cards;
    for (std::size_t i = 0; i < top.size(); ++i) {
      cards.push_back(claims.take(top[i], "setup.deck_top[" + std::to_string(i) + "]"));
    }
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) d.deck.push(*it);  // first = top
  }
  d.current = d.first;
  if (d.deck.empty()) d.phase = Phase::kOver;  // nothing to draw: the game is over before it starts
}

}  // namespace

ZirkhakiData dealNewGame(const GameConfig& config) {
  ZirkhakiData d;
  d.players = static_cast<std::int8_t>(config.players);
  d.sets = config.players > 4 ? 2 : 1;
  d.ringsOption = config.options.value("rings", false);
  d.rng.reseed(config.seed);
  d.rings.fill(kNoRing);
  for (auto& offer : d.offers) offer = {kNoRing, kNoRing};

  // The deal consumes the generator in a fixed order (discard, deck, first player, rings): golden
  // tests pin it, since changing it would change every saved game.
  for (int card = 0; card < d.sets * kCardsPerSet; ++card) {
    (startsInDiscard(card) ? d.discard : d.deck).push(card);
  }
  d.rng.shuffle(d.discard.begin(), d.discard.size);
  d.rng.shuffle(d.deck.begin(), d.deck.size);
  d.first = static_cast<std::int8_t>(d.rng.uniform(0, d.players - 1));
  d.phase = Phase::kPlay;
  if (d.ringsOption) {
    std::array<std::uint8_t, kRingCount> order{};
    std::iota(order.begin(), order.end(), 0);
    d.rng.shuffle(order.data(), order.size());
    if (d.players <= 4) {
      // Two rings each; each player keeps one, in turn order from the first player.
      for (int s = 0; s < d.players; ++s) d.offers[s] = {order[2 * s], order[2 * s + 1]};
      d.phase = Phase::kRings;
    } else {
      for (int s = 0; s < d.players; ++s) d.rings[s] = order[s];  // one at random, no choice
    }
  }
  applyOverrides(d, config.setup);
  return d;
}

}  // namespace mizbazi::zirkhaki

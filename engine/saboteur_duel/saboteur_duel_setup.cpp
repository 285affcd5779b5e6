#include "saboteur_duel/saboteur_duel_setup.h"

#include <algorithm>

#include "core/errors.h"
#include "core/json_reader.h"
#include "saboteur_duel/saboteur_duel_event_places.h"

namespace mizbazi::saboteur_duel {

namespace {

int startCardOf(Color c) {
  return firstCardOf(c == Color::kBlue ? kStartBlue : kStartGreen);
}

void removeFrom(CardStack<kDeckCapacity>& pile, int card) {
  int i = pile.find(card);
  if (i >= 0) pile.eraseAt(i);
}

// Round 1 starts with green; later rounds with the player who has less gold, blue on a tie.
int firstPlayer(const SaboteurDuelData& d, const RoundOverrides* o) {
  if (d.players == 1) return 0;
  if (d.round == 1) return o && o->first ? *o->first : 0;
  int gold[2] = {0, 0};
  for (int s = 0; s < 2; ++s) {
    for (int card : d.gold[s]) gold[s] += kindInfo(kindOf(card)).nuggets;
  }
  if (gold[0] != gold[1]) return gold[0] < gold[1] ? 0 : 1;
  return d.colors[0] == Color::kBlue ? 0 : 1;
}

// The board a round starts from, its goals still unknown: the start(s) and six face-down goal
// cards in the layout's places. Laying the eight cards out one by one was a tenth of a random
// game; the goals are told apart only by their card, so each round copies this and names them.
// The first goal card of the manifest stands in for each goal (a face-down goal's kind changes
// nothing else on the board: its category is all that counts).
Board layoutBoard(bool solo, Color soloColor) {
  Board b;
  b.clear();
  if (solo) {
    b.place(0, 2, startCardOf(soloColor), false, true, 0);
  } else {
    b.place(0, 1, startCardOf(Color::kBlue), false, true, 0);
    b.place(0, 3, startCardOf(Color::kGreen), false, true, 0);
  }
  for (const auto& [x, y] : solo ? kSoloGoals : kDuelGoals) {
    b.place(x, y, kFirstGoalCard, false, false, 0);
  }
  return b;
}

// The three layouts there are (duel, solo green, solo blue), made once.
const Board& startingBoard(const SaboteurDuelData& d) {
  static const std::array<Board, 3> boards = {layoutBoard(false, Color::kGreen),
                                              layoutBoard(true, Color::kGreen),
                                              layoutBoard(true, Color::kBlue)};
  if (!d.solo) return boards[0];
  return boards[d.colors[0] == Color::kGreen ? 1 : 2];
}

// What every round begins with: keys, markers, no bribes, no sabotages, the turn phase.
void resetForRound(SaboteurDuelData& d) {
  d.nextOrder = 1;
  d.keysLeft = kKeys;
  d.orientSlot = kNoSlot;
  d.turnPending = false;
  d.drawOwed = 0;
  d.phase = Phase::kTurn;
  for (int s = 0; s < 2; ++s) {
    d.markersLeft[s] = s < d.players ? (d.solo ? kMarkersSolo : kMarkersDuel) : 0;
    d.bribes[s] = 0;
    d.sabotages[s].fill(kNoCard);
  }
}

// Six goals from the shuffled pool (or the file's), face down, in the slots right after the starts
// (the rules code finds them there: SaboteurDuelData::firstGoalSlot).
void drawGoals(SaboteurDuelData& d, const RoundOverrides* o, Events* events) {
  d.rng.shuffle(d.goalPool.begin(), d.goalPool.size);
  appendEvent(events, Event::shuffle(at(kZoneGoalPool)));
  for (int i = 0; i < kGoalSlots; ++i) {
    int card;
    if (o && !o->goals.empty()) {
      card = o->goals[i];
      d.goalPool.eraseAt(d.goalPool.find(card));
    } else {
      card = d.goalPool.pop();
    }
    Cell& c = d.board.cell(d.firstGoalSlot() + i);
    c.card = static_cast<std::uint8_t>(card);
    c.kind = static_cast<std::uint8_t>(kindOf(card));
    appendEvent(events, Event::move(card, at(kZoneGoalPool), boardPlace(c), false, kSeenByNobody));
  }
}

// The deck shuffled, the hands dealt (or the file's), and (solo) ten cards set aside for the
// round; a file's stacked deck top goes back on top last.
void dealRound(SaboteurDuelData& d, const RoundOverrides* o, Events* events) {
  d.rng.shuffle(d.deck.begin(), d.deck.size);
  appendEvent(events, Event::shuffle(at(kZoneDeck)));
  if (o) {
    for (const auto& hand : o->hands) {
      if (hand) {
        for (int card : *hand) removeFrom(d.deck, card);
      }
    }
    for (int card : o->deckTop) removeFrom(d.deck, card);
  }
  for (int s = 0; s < d.players; ++s) {
    d.hands[s].clear();
    if (o && o->hands[s]) {
      for (int card : *o->hands[s]) d.hands[s].push(card);
    } else {
      for (int i = 0; i < kHandSize && !d.deck.empty(); ++i) d.hands[s].push(d.deck.pop());
    }
    std::sort(d.hands[s].begin(), d.hands[s].end());
    for (int card : d.hands[s]) {
      appendEvent(events, Event::move(card, at(kZoneDeck), at(kZoneHand, s), true, seenBy(s)));
    }
  }
  if (d.solo) {
    for (int i = 0; i < kSoloSetAside && !d.deck.empty(); ++i) {
      int card = d.deck[0];  // from the bottom: the deck is shuffled, and a stacked top stays
      d.deck.eraseAt(0);
      d.setAside.push(card);
      appendEvent(events,
                  Event::move(card, at(kZoneDeck), at(kZoneSetAside), false, kSeenByNobody));
    }
  }
  if (o) {
    for (auto it = o->deckTop.rbegin(); it != o->deckTop.rend(); ++it) d.deck.push(*it);
  }
}

}  // namespace

void refreshReach(SaboteurDuelData& d) {
  for (int s = 0; s < d.players; ++s) d.reach[s] = d.board.reachOf(s, d.colors[s]);
}

void startRound(SaboteurDuelData& d, const RoundOverrides* o, Events* events) {
  resetForRound(d);
  // Starts: blue above green, four card widths before the goals (solo: one start, further away);
  // the goals in the slots after them, named below.
  d.board = startingBoard(d);
  drawGoals(d, o, events);
  dealRound(d, o, events);
  d.first = static_cast<std::int8_t>(firstPlayer(d, o));
  d.current = d.first;
  refreshReach(d);
  appendEvent(events, Event::ofSeat(EventKind::kTurn, d.current));
}

namespace {

// Hands out physical copies of named cards, each at most once.
class Claims {
 public:
  int take(const Json& j, const std::string& path, bool goal) {
    if (!j.is_string()) throw InputError(path, "expected a card id such as \"cross-1\"");
    const std::string name = j.get<std::string>();
    auto kind = parseKind(name);
    if (!kind) throw InputError(path, "unknown card " + quotedText(name));
    const CardKind& k = kindInfo(*kind);
    if (goal && k.category != Category::kGoal) {
      throw InputError(path, "'" + name + "' is not a goal card");
    }
    if (!goal && (k.category == Category::kGoal || k.feature == Feature::kStart)) {
      throw InputError(path, "'" + name + "' cannot be in a hand or the deck");
    }
    for (int c = 0; c < k.copies; ++c) {
      int card = firstCardOf(*kind) + c;
      if (!claimed_[card]) {
        claimed_[card] = true;
        return card;
      }
    }
    throw InputError(path, "'" + name + "' is placed more than once (the game has " +
                               std::to_string(k.copies) + ")");
  }

 private:
  std::array<bool, kCardCount> claimed_{};
};

const Json& listAt(const Json& j, const std::string& path) {
  if (!j.is_array()) throw InputError(path, "expected a list");
  return j;
}

RoundOverrides readOverrides(const Json& setup, const SaboteurDuelData& d) {
  static const char* const kKeys[] = {"first", "deck_top", "goals", "hands"};
  for (auto& [key, value] : setup.items()) {
    if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys)) {
      throw InputError(
          keyPath("setup", key),
          "unknown setup key for saboteur-duel (known: first, deck_top, goals, hands)");
    }
  }
  RoundOverrides o;
  Claims claims;
  if (setup.contains("first")) {
    const Json& f = setup["first"];
    auto first = integerIn(f, 0, d.players - 1);  // all 64 bits: 4294967297 is not seat 1
    if (!first) {
      throw InputError("setup.first",
                       "expected a seat number from 0 to " + std::to_string(d.players - 1));
    }
    o.first = static_cast<int>(*first);
  }
  if (setup.contains("goals")) {
    const Json& goals = listAt(setup["goals"], "setup.goals");
    if (goals.size() != kGoalSlots) {
      throw InputError("setup.goals", "expected 6 goal ids (one per goal place), found " +
                                          std::to_string(goals.size()));
    }
    for (std::size_t i = 0; i < goals.size(); ++i) {
      o.goals.push_back(claims.take(goals[i], "setup.goals[" + std::to_string(i) + "]", true));
    }
  }
  int handCards = 0;
  if (setup.contains("hands")) {
    const Json& hands = listAt(setup["hands"], "setup.hands");
    if (hands.size() != static_cast<std::size_t>(d.players)) {
      throw InputError("setup.hands", "expected " + std::to_string(d.players) +
                                          " hands (one per seat), found " +
                                          std::to_string(hands.size()));
    }
    for (std::size_t s = 0; s < hands.size(); ++s) {
      std::string path = "setup.hands[" + std::to_string(s) + "]";
      if (hands[s].is_null()) continue;  // this seat is dealt from the shuffled deck as usual
      const Json& hand = listAt(hands[s], path);
      if (hand.size() > kHandSize) {
        throw InputError(path,
                         "a hand holds at most 6 cards, found " + std::to_string(hand.size()));
      }
      std::vector<int> cards;
      for (std::size_t i = 0; i < hand.size(); ++i) {
        cards.push_back(claims.take(hand[i], path + "[" + std::to_string(i) + "]", false));
      }
      handCards += static_cast<int>(cards.size());
      o.hands[s] = cards;
    }
  }
  if (setup.contains("deck_top")) {
    const Json& top = listAt(setup["deck_top"], "setup.deck_top");
    for (std::size_t i = 0; i < top.size(); ++i) {
      o.deckTop.push_back(claims.take(top[i], "setup.deck_top[" + std::to_string(i) + "]", false));
    }
  }
  // Cards dealt from the shuffled rest: seats without a given hand take six each.
  int dealt = handCards;
  for (int s = 0; s < d.players; ++s) {
    if (!o.hands[s]) dealt += kHandSize;
  }
  int rest = kDeckCapacity - dealt - static_cast<int>(o.deckTop.size());
  int needed = d.solo ? kSoloSetAside : 0;
  if (rest < needed) {
    throw InputError("setup.deck_top", "too many cards on top: solo sets ten other cards aside");
  }
  if (rest < 0) throw InputError("setup.deck_top", "more cards than the deck holds");
  return o;
}

}  // namespace

SaboteurDuelData newGameData(const GameConfig& config) {
  SaboteurDuelData d;
  d.players = static_cast<std::int8_t>(config.players);
  d.solo = config.players == 1;
  if (d.solo) {
    bool blue = config.options.contains("solo_color") && config.options["solo_color"] == "blue";
    d.colors = {blue ? Color::kBlue : Color::kGreen, Color::kNone};
  }
  d.rng.reseed(config.seed);
  for (int card = 0; card < kFirstGoalCard; ++card) {
    if (kindInfo(kindOf(card)).feature != Feature::kStart) d.deck.push(card);
  }
  for (int card = kFirstGoalCard; card < kCardCount; ++card) d.goalPool.push(card);
  if (d.solo) {
    // The other color's start stays in the box all game.
    d.box.push(startCardOf(d.colors[0] == Color::kBlue ? Color::kGreen : Color::kBlue));
  }
  RoundOverrides o = readOverrides(config.setup, d);
  startRound(d, &o, nullptr);
  return d;
}

}  // namespace mizbazi::saboteur_duel

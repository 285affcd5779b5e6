// The rules of play: the legal cards, why a card is refused, playing one, taking a trick, scoring
// a hand and dealing the next (the pure functions they use: sabokbaz_rules.h).
#include <vector>

#include "sabokbaz/sabokbaz_refusals.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

namespace {

constexpr std::array<std::int8_t, kCardCount> kValues = [] {
  std::array<std::int8_t, kCardCount> values{};
  for (int c = 0; c < kCardCount; ++c) values[c] = static_cast<std::int8_t>(valueOf(c));
  return values;
}();

}  // namespace

void SabokbazState::legalActions(std::vector<Action>& out) const {
  out.clear();
  for (CardMask m = playableMask(); m; m &= m - 1) {
    out.push_back(static_cast<Action>(std::countr_zero(m)));
  }
}

std::optional<Refusal> SabokbazState::whyIllegal(Action a) const {
  if (d_.over) return refuse(CoreRefusalCode::kGameOver, "the match is over");
  if (a >= static_cast<Action>(kCardCount)) {
    return refuse(RefusalCode::kUnknownCard,
                  "action " + std::to_string(a) + " is not a card of sabokbaz",
                  {std::to_string(a)});
  }
  const int card = static_cast<int>(a);
  const std::string id = cardId(card);
  if (!(v_.inPlay & bitOf(card))) {
    return refuse(RefusalCode::kCardOutOfGame, id + " is out of the game with 6 players", {id});
  }
  const int seat = d_.current;
  const CardMask hand = d_.hands[seat];
  if (!(hand & bitOf(card))) {
    return refuse(RefusalCode::kNotInHand, "seat " + std::to_string(seat) + " does not hold " + id,
                  {id, std::to_string(seat)});
  }
  if (d_.trickSize == 0 && isSpecial(card) && (hand & kNumberedMask)) {
    return refuse(RefusalCode::kSpecialCannotLead,
                  id + " cannot lead: a special card leads only when nothing else is held", {id});
  }
  if (d_.trickSize > 0 && d_.family != kNoFamily && !isSpecial(card) &&
      familyOf(card) != d_.family && (hand & kFamilyMask[d_.family])) {
    std::string family(kFamilyIds[d_.family]);
    return refuse(RefusalCode::kMustFollow,
                  id + " does not follow " + family + ", and a " + family + " card is in hand",
                  {id, family});
  }
  return std::nullopt;
}

void SabokbazState::applyLegal(Action a, Events* events) {
  const int card = static_cast<int>(a);
  const int seat = d_.current;
  d_.hands[seat] &= ~bitOf(card);
  if (events) {
    events->push_back(
        Event::move(card, place(kZoneHand, seat), place(kZoneTrick, -1, d_.trickSize), true));
  }
  const int family = familyOf(card);
  if (d_.trickSize == 0) {
    // A special leads only from a hand of specials: everyone now knows that hand has no family.
    if (family == kNoFamily) d_.voids[seat] = 0b111;
    d_.family = static_cast<std::uint8_t>(family);
  } else if (family != kNoFamily) {
    if (d_.family == kNoFamily) {
      d_.family = static_cast<std::uint8_t>(family);  // the first numbered card sets the family
    } else if (family != d_.family) {
      d_.voids[seat] |= static_cast<std::uint8_t>(1u << d_.family);  // could not follow
    }
  }
  d_.trick[d_.trickSize++] = static_cast<std::uint8_t>(card);
  if (d_.trickSize == v_.players) {
    finishTrick(events);
    return;
  }
  d_.current = static_cast<std::uint8_t>(seat + 1 == v_.players ? 0 : seat + 1);
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, d_.current));
}

void SabokbazState::finishTrick(Events* events) {
  const int players = v_.players;
  const int index = takingIndex(d_.trick.data(), players, d_.family);
  const int taker = (d_.leader + index) % players;
  const int team = teamOf(taker, v_.teams);
  CardMask cards = 0;
  int points = 0;
  for (int i = 0; i < players; ++i) {
    cards |= bitOf(d_.trick[i]);
    points += kValues[d_.trick[i]];
  }
  d_.taken[team] |= cards;
  d_.handPoints[team] += points;
  d_.lastTrick = d_.trick;
  d_.lastTrickSize = static_cast<std::uint8_t>(players);
  d_.lastTrickLeader = d_.leader;
  d_.lastTrickTaker = static_cast<std::uint8_t>(taker);
  d_.lastTrickPoints = points;
  d_.trickSize = 0;
  d_.family = kNoFamily;
  d_.leader = d_.current = static_cast<std::uint8_t>(taker);
  if (events) {
    events->push_back(
        Event::note(taker, kNoteTrickTaken).withPlaces(Place{}, place(kZoneTaken, team)));
    for (int i = 0; i < players; ++i) {
      events->push_back(
          Event::move(d_.trick[i], place(kZoneTrick, -1, i), place(kZoneTaken, team), false));
    }
  }
  // Four cards ends the hand the moment one team holds all four specials.
  if ((d_.taken[team] & kSpecialMask) == kSpecialMask || d_.hands[taker] == 0) {
    finishHand(events);
    return;
  }
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, d_.current));
}

void SabokbazState::finishHand(Events* events) {
  const HandOutcome outcome = scoreHand(v_, d_.taken.data());
  bool ends = false;
  for (int t = 0; t < v_.teams; ++t) {
    d_.matchScores[t] += outcome.scores[t];
    ends = ends || d_.matchScores[t] >= d_.target || d_.matchScores[t] <= -d_.target;
  }
  d_.lastHand = outcome;
  d_.lastHandNumber = d_.handNumber;
  if (events) {
    if (outcome.bonus != kNoBonus) {
      events->push_back(Event::note(outcome.bonusTeam,
                                    outcome.bonus == kFourCards ? kNoteFourCards : kNoteAllFate));
    }
    for (int t = 0; t < v_.teams; ++t) {
      events->push_back(Event::ofSeat(EventKind::kScore, t, outcome.scores[t]));
    }
    events->push_back(Event::ofSeat(EventKind::kRoundEnd, -1, d_.handNumber));
  }
  if (ends) {
    d_.over = true;
    if (events) events->push_back(Event::ofSeat(EventKind::kGameEnd, -1));
    return;
  }
  if (events && dealsNextHand_) {
    // Everything back into one face-down pack, which is shuffled and dealt.
    std::vector<std::pair<int, Place>> where;
    locateCards(where);
    for (auto& [card, from] : where) {
      if (from.zone == kZoneOut) continue;
      // Cards still in hand after four cards stopped the hand stay secret to their holder.
      std::uint8_t seenBy =
          from.zone == kZoneHand ? static_cast<std::uint8_t>(1u << from.seat) : kAllSeats;
      events->push_back(Event::move(card, from, place(kZoneDeck), false, seenBy));
    }
    events->push_back(Event::shuffle(place(kZoneDeck)));
  }
  // The next hand: the deal passes to the next player.
  d_.dealer = static_cast<std::uint8_t>((d_.dealer + 1) % v_.players);
  ++d_.handNumber;
  d_.hands = {};
  d_.taken = {};
  d_.voids = {};
  d_.handPoints = {};
  d_.trickSize = 0;
  d_.family = kNoFamily;
  d_.lastTrickSize = 0;
  d_.lastTrickLeader = d_.lastTrickTaker = kNoSeat;
  d_.lastTrickPoints = 0;
  if (!dealsNextHand_) return;
  std::array<std::uint8_t, kCardCount> pack{};
  int count = orderedPack(v_, pack);
  d_.rng.shuffle(pack.data(), static_cast<std::size_t>(count));
  dealFromPack(pack, count, events);
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, d_.current));
}

void SabokbazState::dealFromPack(std::array<std::uint8_t, kCardCount>& pack, int count,
                                 Events* events) {
  // One card at a time, starting with the player after the dealer.
  int seat = (d_.dealer + 1) % v_.players;
  for (int i = 0; i < count; ++i) {
    d_.hands[seat] |= bitOf(pack[i]);
    if (events) {
      events->push_back(Event::move(pack[i], place(kZoneDeck), place(kZoneHand, seat), false,
                                    static_cast<std::uint8_t>(1u << seat)));
    }
    seat = seat + 1 == v_.players ? 0 : seat + 1;
  }
  d_.leader = d_.current = static_cast<std::uint8_t>((d_.dealer + 1) % v_.players);
}

}  // namespace mizbazi::sabokbaz

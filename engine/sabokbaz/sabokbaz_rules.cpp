#include "sabokbaz/sabokbaz_state.h"

#include <algorithm>

#include "sabokbaz/sabokbaz_refusals.h"

namespace mizbazi::sabokbaz {

namespace {

Place place(Zone zone, int seat = -1, int slot = -1) {
  return Place{static_cast<std::int16_t>(zone), static_cast<std::int8_t>(seat), slot};
}

constexpr std::array<std::int8_t, kCardCount> kValues = [] {
  std::array<std::int8_t, kCardCount> values{};
  for (int c = 0; c < kCardCount; ++c) values[c] = static_cast<std::int8_t>(valueOf(c));
  return values;
}();

}  // namespace

SabokbazState::SabokbazState(int players, int target, std::uint64_t seed)
    : StateOf(Position{}), v_(variantFor(players)) {
  d_.players = static_cast<std::int8_t>(players);
  d_.target = target;
  d_.rng.reseed(seed);
}

// ---- dealing ---------------------------------------------------------------------------------

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

namespace {
// The cards in play in ascending order: the pack before its shuffle, so that a deal depends on the
// Rng alone.
int orderedPack(const Variant& v, std::array<std::uint8_t, kCardCount>& pack) {
  int count = 0;
  for (int c = 0; c < kCardCount; ++c) {
    if (v.inPlay & bitOf(c)) pack[count++] = static_cast<std::uint8_t>(c);
  }
  return count;
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

// ---- actions ---------------------------------------------------------------------------------

void SabokbazState::legalActions(std::vector<Action>& out) const {
  out.clear();
  for (CardMask m = playableMask(); m; m &= m - 1) {
    out.push_back(static_cast<Action>(std::countr_zero(m)));
  }
}

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

// ---- results and bookkeeping -----------------------------------------------------------------

std::vector<int> SabokbazState::scores() const {
  return std::vector<int>(d_.matchScores.begin(), d_.matchScores.begin() + v_.teams);
}

std::vector<int> SabokbazState::winners() const {
  std::vector<int> seats;
  if (!d_.over) return seats;
  int best = *std::max_element(d_.matchScores.begin(), d_.matchScores.begin() + v_.teams);
  for (int seat = 0; seat < v_.players; ++seat) {
    if (d_.matchScores[teamOf(seat, v_.teams)] == best) seats.push_back(seat);
  }
  return seats;
}

void SabokbazState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int c = 0; c < kCardCount; ++c) {
    const CardMask bit = bitOf(c);
    Place where = place(kZoneOut);
    if (v_.inPlay & bit) {
      for (int seat = 0; seat < v_.players; ++seat) {
        if (d_.hands[seat] & bit) where = place(kZoneHand, seat);
      }
      for (int t = 0; t < v_.teams; ++t) {
        if (d_.taken[t] & bit) where = place(kZoneTaken, t);
      }
      for (int i = 0; i < d_.trickSize; ++i) {
        if (d_.trick[i] == c) where = place(kZoneTrick, -1, i);
      }
    }
    out.emplace_back(c, where);
  }
}

std::string SabokbazState::zoneName(int zone) const {
  if (zone < 0 || zone >= static_cast<int>(kZoneIds.size())) return "?";
  return kZoneIds[zone];
}

std::vector<Action> SabokbazState::sampleIllegalActions(Rng& rng) const {
  std::vector<Action> out;
  if (d_.over) {
    out.push_back(static_cast<Action>(rng.uniform(0, kCardCount - 1)));
    return out;
  }
  const CardMask hand = d_.hands[d_.current];
  const CardMask legal = playableMask();
  // The interesting refusals first: a held card that breaks a rule (a special leading, a card
  // that does not follow), then cards held elsewhere or already played, then nonsense numbers.
  for (CardMask m = hand & ~legal; m && out.size() < 3; m &= m - 1) {
    out.push_back(static_cast<Action>(std::countr_zero(m)));
  }
  for (int tries = 0; tries < 8 && out.size() < 6; ++tries) {
    int card = rng.uniform(0, kCardCount - 1);
    if (!(legal & bitOf(card))) out.push_back(static_cast<Action>(card));
  }
  out.push_back(static_cast<Action>(kCardCount));
  out.push_back(static_cast<Action>(rng.uniform(kCardCount, 1000)));
  return out;
}

}  // namespace mizbazi::sabokbaz

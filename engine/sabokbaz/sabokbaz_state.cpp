#include "sabokbaz/sabokbaz_state.h"

#include <algorithm>

#include "sabokbaz/sabokbaz_refusals.h"

namespace mizbazi::sabokbaz {

namespace {

const std::string kGameId = "sabokbaz";

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
    : v_(variantFor(players)), target_(target) {
  p_.rng.reseed(seed);
}

const std::string& SabokbazState::gameId() const {
  return kGameId;
}

// ---- dealing ---------------------------------------------------------------------------------

void SabokbazState::dealFromPack(std::array<std::uint8_t, kCardCount>& pack, int count,
                                 Events* events) {
  // One card at a time, starting with the player after the dealer.
  int seat = (p_.dealer + 1) % v_.players;
  for (int i = 0; i < count; ++i) {
    p_.hands[seat] |= bitOf(pack[i]);
    if (events) {
      events->push_back(Event::move(pack[i], place(kZoneDeck), place(kZoneHand, seat), false,
                                    static_cast<std::uint8_t>(1u << seat)));
    }
    seat = seat + 1 == v_.players ? 0 : seat + 1;
  }
  p_.leader = p_.current = static_cast<std::uint8_t>((p_.dealer + 1) % v_.players);
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
  p_.dealer = static_cast<std::uint8_t>(dealer);
  std::array<std::uint8_t, kCardCount> pack{};
  int count = orderedPack(v_, pack);
  p_.rng.shuffle(pack.data(), static_cast<std::size_t>(count));
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
  p_.dealer = static_cast<std::uint8_t>(dealer);
  p_.hands = hands;
  p_.leader = p_.current = static_cast<std::uint8_t>((dealer + 1) % v_.players);
}

void SabokbazState::setMatchScores(const std::array<std::int32_t, kMaxTeams>& scores) {
  p_.matchScores = scores;
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
  if (p_.over) return refuse(CoreRefusalCode::kGameOver, "the match is over");
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
  const int seat = p_.current;
  const CardMask hand = p_.hands[seat];
  if (!(hand & bitOf(card))) {
    return refuse(RefusalCode::kNotInHand, "seat " + std::to_string(seat) + " does not hold " + id,
                  {id, std::to_string(seat)});
  }
  if (p_.trickSize == 0 && isSpecial(card) && (hand & kNumberedMask)) {
    return refuse(RefusalCode::kSpecialCannotLead,
                  id + " cannot lead: a special card leads only when nothing else is held", {id});
  }
  if (p_.trickSize > 0 && p_.family != kNoFamily && !isSpecial(card) &&
      familyOf(card) != p_.family && (hand & kFamilyMask[p_.family])) {
    std::string family(kFamilyIds[p_.family]);
    return refuse(RefusalCode::kMustFollow,
                  id + " does not follow " + family + ", and a " + family + " card is in hand",
                  {id, family});
  }
  return std::nullopt;
}

void SabokbazState::applyLegal(Action a, Events* events) {
  const int card = static_cast<int>(a);
  const int seat = p_.current;
  p_.hands[seat] &= ~bitOf(card);
  if (events) {
    events->push_back(
        Event::move(card, place(kZoneHand, seat), place(kZoneTrick, -1, p_.trickSize), true));
  }
  const int family = familyOf(card);
  if (p_.trickSize == 0) {
    // A special leads only from a hand of specials: everyone now knows that hand has no family.
    if (family == kNoFamily) p_.voids[seat] = 0b111;
    p_.family = static_cast<std::uint8_t>(family);
  } else if (family != kNoFamily) {
    if (p_.family == kNoFamily) {
      p_.family = static_cast<std::uint8_t>(family);  // the first numbered card sets the family
    } else if (family != p_.family) {
      p_.voids[seat] |= static_cast<std::uint8_t>(1u << p_.family);  // could not follow
    }
  }
  p_.trick[p_.trickSize++] = static_cast<std::uint8_t>(card);
  if (p_.trickSize == v_.players) {
    finishTrick(events);
    return;
  }
  p_.current = static_cast<std::uint8_t>(seat + 1 == v_.players ? 0 : seat + 1);
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, p_.current));
}

void SabokbazState::finishTrick(Events* events) {
  const int players = v_.players;
  const int index = takingIndex(p_.trick.data(), players, p_.family);
  const int taker = (p_.leader + index) % players;
  const int team = teamOf(taker, v_.teams);
  CardMask cards = 0;
  int points = 0;
  for (int i = 0; i < players; ++i) {
    cards |= bitOf(p_.trick[i]);
    points += kValues[p_.trick[i]];
  }
  p_.taken[team] |= cards;
  p_.handPoints[team] += points;
  p_.lastTrick = p_.trick;
  p_.lastTrickSize = static_cast<std::uint8_t>(players);
  p_.lastTrickLeader = p_.leader;
  p_.lastTrickTaker = static_cast<std::uint8_t>(taker);
  p_.lastTrickPoints = points;
  p_.trickSize = 0;
  p_.family = kNoFamily;
  p_.leader = p_.current = static_cast<std::uint8_t>(taker);
  if (events) {
    events->push_back(
        Event::note(taker, kNoteTrickTaken).withPlaces(Place{}, place(kZoneTaken, team)));
    for (int i = 0; i < players; ++i) {
      events->push_back(
          Event::move(p_.trick[i], place(kZoneTrick, -1, i), place(kZoneTaken, team), false));
    }
  }
  // Four cards ends the hand the moment one team holds all four specials.
  if ((p_.taken[team] & kSpecialMask) == kSpecialMask || p_.hands[taker] == 0) {
    finishHand(events);
    return;
  }
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, p_.current));
}

void SabokbazState::finishHand(Events* events) {
  const HandOutcome outcome = scoreHand(v_, p_.taken.data());
  bool ends = false;
  for (int t = 0; t < v_.teams; ++t) {
    p_.matchScores[t] += outcome.scores[t];
    ends = ends || p_.matchScores[t] >= target_ || p_.matchScores[t] <= -target_;
  }
  p_.lastHand = outcome;
  p_.lastHandNumber = p_.handNumber;
  if (events) {
    if (outcome.bonus != kNoBonus) {
      events->push_back(Event::note(outcome.bonusTeam,
                                    outcome.bonus == kFourCards ? kNoteFourCards : kNoteAllFate));
    }
    for (int t = 0; t < v_.teams; ++t) {
      events->push_back(Event::ofSeat(EventKind::kScore, t, outcome.scores[t]));
    }
    events->push_back(Event::ofSeat(EventKind::kRoundEnd, -1, p_.handNumber));
  }
  if (ends) {
    p_.over = true;
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
  p_.dealer = static_cast<std::uint8_t>((p_.dealer + 1) % v_.players);
  ++p_.handNumber;
  p_.hands = {};
  p_.taken = {};
  p_.voids = {};
  p_.handPoints = {};
  p_.trickSize = 0;
  p_.family = kNoFamily;
  p_.lastTrickSize = 0;
  p_.lastTrickLeader = p_.lastTrickTaker = kNoSeat;
  p_.lastTrickPoints = 0;
  if (!dealsNextHand_) return;
  std::array<std::uint8_t, kCardCount> pack{};
  int count = orderedPack(v_, pack);
  p_.rng.shuffle(pack.data(), static_cast<std::size_t>(count));
  dealFromPack(pack, count, events);
  if (events) events->push_back(Event::ofSeat(EventKind::kTurn, p_.current));
}

// ---- results and bookkeeping -----------------------------------------------------------------

std::vector<int> SabokbazState::scores() const {
  return std::vector<int>(p_.matchScores.begin(), p_.matchScores.begin() + v_.teams);
}

std::vector<int> SabokbazState::winners() const {
  std::vector<int> seats;
  if (!p_.over) return seats;
  int best = *std::max_element(p_.matchScores.begin(), p_.matchScores.begin() + v_.teams);
  for (int seat = 0; seat < v_.players; ++seat) {
    if (p_.matchScores[teamOf(seat, v_.teams)] == best) seats.push_back(seat);
  }
  return seats;
}

bool SabokbazState::equals(const State& other) const {
  auto* o = dynamic_cast<const SabokbazState*>(&other);
  return o != nullptr && o->v_.players == v_.players && o->target_ == target_ && o->p_ == p_;
}

void SabokbazState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int c = 0; c < kCardCount; ++c) {
    const CardMask bit = bitOf(c);
    Place where = place(kZoneOut);
    if (v_.inPlay & bit) {
      for (int seat = 0; seat < v_.players; ++seat) {
        if (p_.hands[seat] & bit) where = place(kZoneHand, seat);
      }
      for (int t = 0; t < v_.teams; ++t) {
        if (p_.taken[t] & bit) where = place(kZoneTaken, t);
      }
      for (int i = 0; i < p_.trickSize; ++i) {
        if (p_.trick[i] == c) where = place(kZoneTrick, -1, i);
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
  if (p_.over) {
    out.push_back(static_cast<Action>(rng.uniform(0, kCardCount - 1)));
    return out;
  }
  const CardMask hand = p_.hands[p_.current];
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

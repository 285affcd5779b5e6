// The rules of play: the legal actions, applying one (drawing, abilities, pending choices, busting,
// banking, the end of the game), and why an action is refused.
#include <algorithm>
#include <bit>

#include "zirkhaki/zirkhaki_observation.h"
#include "zirkhaki/zirkhaki_refusals.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

namespace {
Place deckPlace() {
  return {kZoneDeck, -1, -1};
}
Place discardPlace() {
  return {kZoneDiscard, -1, -1};
}
Place playPlace() {
  return {kZonePlay, -1, -1};
}
Place revealedPlace() {
  return {kZoneRevealed, -1, -1};
}
Place fieldPlace(int seat, int suit) {
  return {kZoneField, static_cast<std::int8_t>(seat), suit};
}

void note(Events* events, int code, int seat, int card = -1) {
  if (events == nullptr) return;  // random play and search: nothing to build
  events->push_back(Event::ofSeat(EventKind::kNote, seat, code, card));
}

void simpleEvent(Events* events, EventKind kind, int seat) {
  if (events == nullptr) return;  // as note(): no Event is built in random play and search
  events->push_back(Event::ofSeat(kind, seat));
}
}  // namespace

void ZirkhakiState::moveCard(int card, Place from, Place to, Events* events, bool faceUp) {
  appendEvent(events, Event::move(card, from, to, faceUp, kAllSeats, d_.current));
}

void ZirkhakiState::putInField(int seat, int card) {
  const int suit = cardSuit(card);
  auto& pile = d_.fields[seat][suit];
  d_.fieldSuits[seat] |= static_cast<std::uint16_t>(1u << suit);
  // Keep the pile ascending so that the top (last) card is the highest: one suit, so ranks order
  // it as values do (a card goes above an equal copy already there).
  int i = pile.size;
  pile.push(card);
  const int rank = cardRank(card);
  for (; i > 0 && cardRank(pile.cards[i - 1]) > rank; --i) pile.cards[i] = pile.cards[i - 1];
  pile.cards[i] = static_cast<std::uint8_t>(card);
}

int ZirkhakiState::takeTopOfField(int seat, int suit) {
  auto& pile = d_.fields[seat][suit];
  const int card = pile.pop();
  if (pile.empty()) d_.fieldSuits[seat] &= static_cast<std::uint16_t>(~(1u << suit));
  return card;
}

bool ZirkhakiState::isTarget(ChoiceKind kind, int seat, int suit) const {
  if (seat < 0 || seat >= d_.players || suit < 0 || suit >= kSuitCount) return false;
  if (d_.fields[seat][suit].empty()) return false;
  switch (kind) {
    case ChoiceKind::kPistol:
      return seat != d_.current;
    case ChoiceKind::kDagger:
      return seat != d_.current && (currentHasRing(kBlade) || d_.fields[d_.current][suit].empty());
    case ChoiceKind::kHorseshoe:
      return seat == d_.current;
    case ChoiceKind::kMap:
      return false;
  }
  return false;
}

std::uint32_t ZirkhakiState::otherFieldTargets(ChoiceKind kind) const {
  const bool anySuit = kind == ChoiceKind::kPistol || currentHasRing(kBlade);
  return anySuit ? ~0u : ~fieldSuits(d_.current);
}

bool ZirkhakiState::hasTargets(ChoiceKind kind) const {
  if (kind == ChoiceKind::kMap) return !d_.revealed.empty();
  if (kind == ChoiceKind::kHorseshoe) return fieldSuits(d_.current) != 0;
  const std::uint32_t allowed = otherFieldTargets(kind);
  for (int seat = 0; seat < d_.players; ++seat) {
    if (seat != d_.current && (fieldSuits(seat) & allowed) != 0) return true;
  }
  return false;
}

void ZirkhakiState::pushChoice(ChoiceKind kind, int picks) {
  d_.pending[d_.pendingDepth++] = PendingChoice{kind, static_cast<std::uint8_t>(picks)};
}

void ZirkhakiState::drawFromDeck(Events* events) {
  int card = d_.deck.pop();
  // Whoever had seen the deck's top knows one card less of it now.
  for (auto& known : d_.knownTop) known = known > 0 ? known - 1 : 0;
  enterPlayArea(card, deckPlace(), events);
}

void ZirkhakiState::enterPlayArea(int card, Place from, Events* events) {
  // Every card that enters while the snake's draws are owed counts as one of them: so a horseshoe,
  // dagger or map drawn as the first forced card makes the card it brings the second one.
  if (d_.forcedDraws > 0) --d_.forcedDraws;
  const int suit = cardSuit(card);
  bool busts = playHasSuit(suit);
  d_.play.push(card);
  d_.playSuits |= static_cast<std::uint16_t>(1u << suit);
  moveCard(card, from, playPlace(), events);
  if (busts) {
    bust(events);
    return;
  }
  resolveAbility(card, events);
}

void ZirkhakiState::resolveAbility(int card, Events* events) {
  const int seat = d_.current;
  bool tookEffect = true;
  switch (cardSuit(card)) {
    case kAstrolabe: {
      if (d_.deck.empty()) {
        tookEffect = false;
        break;
      }
      int shown = currentHasRing(kFortuneTeller) ? std::min<int>(3, d_.deck.size) : 1;
      d_.knownTop[seat] = static_cast<std::uint8_t>(std::max<int>(d_.knownTop[seat], shown));
      for (int i = 0; i < shown && events != nullptr; ++i) {
        Event e =
            Event::ofSeat(EventKind::kReveal, seat, i, d_.deck[d_.deck.size - 1 - i]);  // 0 = top
        e.from = deckPlace();
        e.visibleTo = static_cast<std::uint8_t>(1u << seat);
        events->push_back(e);
      }
      break;
    }
    case kPistol:
      if (hasTargets(ChoiceKind::kPistol))
        pushChoice(ChoiceKind::kPistol, 1);
      else
        tookEffect = false;
      break;
    case kDagger:
      if (hasTargets(ChoiceKind::kDagger))
        pushChoice(ChoiceKind::kDagger, 1);
      else
        tookEffect = false;
      break;
    case kSnake:
      if (currentHasRing(kSnakeCharmer)) {
        d_.play.pop();  // the only snake in play: a second one would have busted
        d_.playSuits &= static_cast<std::uint16_t>(~(1u << kSnake));
        putInField(seat, card);
        moveCard(card, playPlace(), fieldPlace(seat, kSnake), events);
        note(events, kNoteCharmer, seat, card);
        tookEffect = false;
      } else {
        d_.forcedDraws = 2;
      }
      break;
    case kHorseshoe:
      if (hasTargets(ChoiceKind::kHorseshoe))
        pushChoice(ChoiceKind::kHorseshoe, currentHasRing(kRogue) ? 2 : 1);
      else
        tookEffect = false;
      break;
    case kMap:
      if (d_.discard.empty())
        tookEffect = false;
      else
        startMap(events);
      break;
    default:  // carpet acts only on a bust; coin, chest and key have no ability of their own
      tookEffect = false;
      break;
  }
  if (tookEffect) note(events, kNoteAbility, seat, card);
  settle(events);
}

void ZirkhakiState::startMap(Events* events) {
  d_.rng.shuffle(d_.discard.begin(), d_.discard.size);
  appendEvent(events, Event::shuffle(discardPlace(), d_.current));
  int count = currentHasRing(kMapReader) ? d_.discard.size : std::min<int>(3, d_.discard.size);
  for (int i = 0; i < count; ++i) {
    int card = d_.discard.pop();
    d_.revealed.push(card);
    moveCard(card, discardPlace(), revealedPlace(), events);
  }
  pushChoice(ChoiceKind::kMap, 1);
}

void ZirkhakiState::settle(Events* events) {
  // A waiting choice whose targets have gone (the rogue's second pick from an emptied field)
  // lapses.
  while (d_.pendingDepth > 0 && !hasTargets(d_.pending[d_.pendingDepth - 1].kind)) {
    d_.pending[--d_.pendingDepth] = PendingChoice{};
  }
  if (d_.forcedDraws > 0 && d_.deck.empty()) {
    d_.forcedDraws = 0;
    note(events, kNoteForcedLapse, d_.current);
  }
  // Nothing in play, nothing to draw and nothing to choose (a snake charmer's snake was the only
  // card): the turn cannot go on.
  if (d_.phase == Phase::kPlay && d_.pendingDepth == 0 && d_.play.empty() && d_.deck.empty()) {
    endTurn(events);
  }
}

void ZirkhakiState::bust(Events* events) {
  const int seat = d_.current;
  note(events, kNoteBust, seat);
  // The busting card is the last one in play. A carpet before it saves the cards played before the
  // carpet (a carpet-save is not a bank: chest and key do not pay out).
  int carpetAt = -1;
  for (int i = 0; i + 1 < d_.play.size; ++i) {
    if (cardSuit(d_.play[i]) == kCarpet) {
      carpetAt = i;
      break;
    }
  }
  if (carpetAt > 0) note(events, kNoteCarpetSave, seat);
  for (int i = 0; i < d_.play.size; ++i) {
    int card = d_.play[i];
    if (i < carpetAt) {
      putInField(seat, card);
      moveCard(card, playPlace(), fieldPlace(seat, cardSuit(card)), events);
    } else {
      d_.discard.push(card);
      moveCard(card, playPlace(), discardPlace(), events);
    }
  }
  d_.play.clear();
  d_.playSuits = 0;
  endTurn(events);
}

void ZirkhakiState::bank(Events* events) {
  const int seat = d_.current;
  note(events, kNoteBank, seat);
  const int banked = d_.play.size;
  bool chest = playHasSuit(kChest), key = playHasSuit(kKey);
  for (int card : d_.play) {
    putInField(seat, card);
    moveCard(card, playPlace(), fieldPlace(seat, cardSuit(card)), events);
  }
  d_.play.clear();
  d_.playSuits = 0;
  if (chest && key && !d_.discard.empty()) {
    note(events, kNoteChestKey, seat);
    d_.rng.shuffle(d_.discard.begin(), d_.discard.size);
    appendEvent(events, Event::shuffle(discardPlace(), seat));
    int count = banked * (currentHasRing(kTreasureLover) ? 2 : 1);
    for (int i = 0; i < count && !d_.discard.empty(); ++i) {
      int card = d_.discard.pop();
      putInField(seat, card);
      moveCard(card, discardPlace(), fieldPlace(seat, cardSuit(card)), events);
    }
  }
  endTurn(events);
}

void ZirkhakiState::endTurn(Events* events) {
  d_.forcedDraws = 0;
  while (d_.pendingDepth > 0) d_.pending[--d_.pendingDepth] = PendingChoice{};
  if (d_.deck.empty()) {
    // The last card was drawn this turn: the game is over (and would be before the next turn).
    d_.phase = Phase::kOver;
    simpleEvent(events, EventKind::kGameEnd, -1);
    return;
  }
  d_.current = static_cast<std::int8_t>(nextSeat(d_.current));
  simpleEvent(events, EventKind::kTurn, d_.current);
}

void ZirkhakiState::applyPick(int seat, int suit, Events* events) {
  PendingChoice& choice = d_.pending[d_.pendingDepth - 1];
  const ChoiceKind kind = choice.kind;
  if (--choice.remaining == 0) d_.pending[--d_.pendingDepth] = PendingChoice{};
  int card = takeTopOfField(seat, suit);
  Place from = fieldPlace(seat, suit);
  if (kind == ChoiceKind::kPistol) {
    if (currentHasRing(kStrongman)) {
      putInField(d_.current, card);
      moveCard(card, from, fieldPlace(d_.current, suit), events);
    } else {
      d_.discard.push(card);
      moveCard(card, from, discardPlace(), events);
    }
    settle(events);
    return;
  }
  enterPlayArea(card, from, events);  // dagger and horseshoe: the card is played, and resolves
}

void ZirkhakiState::applyChoose(int cardName, Events* events) {
  d_.pending[--d_.pendingDepth] = PendingChoice{};
  int chosen = -1;
  for (int i = 0; i < d_.revealed.size; ++i) {
    if (nameOf(d_.revealed[i]) == cardName) {
      chosen = d_.revealed[i];
      d_.revealed.eraseAt(i);
      break;
    }
  }
  // The other revealed cards go back before the chosen one resolves (it may itself be a map).
  for (int card : d_.revealed) {
    d_.discard.push(card);
    moveCard(card, revealedPlace(), discardPlace(), events);
  }
  d_.revealed.clear();
  enterPlayArea(chosen, revealedPlace(), events);
}

void ZirkhakiState::applyRing(int ring, Events* events) {
  const int seat = d_.current;
  d_.rings[seat] = static_cast<std::uint8_t>(ring);
  d_.offers[seat] = {kNoRing, kNoRing};
  note(events, kNoteRingBase + ring, seat);
  const int next = nextSeat(seat);
  if (next == d_.first) {
    d_.phase = Phase::kPlay;
    d_.current = d_.first;
    simpleEvent(events, EventKind::kTurn, d_.current);
    if (d_.deck.empty()) endTurn(events);
  } else {
    d_.current = static_cast<std::int8_t>(next);
  }
}

void ZirkhakiState::applyLegal(Action a, Events* events) {
  std::array<int, kMaxSeats> before;  // read only with events
  if (events != nullptr) {
    for (int s = 0; s < d_.players; ++s) before[s] = score(s);
  }
  if (a == kActionDraw) {
    drawFromDeck(events);
  } else if (a == kActionBank) {
    bank(events);
  } else if (a >= kActionRingBase) {
    applyRing(static_cast<int>(a - kActionRingBase), events);
  } else if (a >= kActionChooseBase) {
    applyChoose(static_cast<int>(a - kActionChooseBase), events);
  } else {
    int code = static_cast<int>(a - kActionPickBase);
    applyPick(code / 16, code % 16, events);
  }
  if (events != nullptr) {
    for (int s = 0; s < d_.players; ++s) {
      int delta = score(s) - before[s];
      if (delta != 0) events->push_back(Event::ofSeat(EventKind::kScore, s, delta));
    }
  }
}

void ZirkhakiState::legalActions(std::vector<Action>& out) const {
  if (d_.phase == Phase::kOver) return;
  if (d_.phase == Phase::kRings) {
    auto offer = d_.offers[d_.current];
    int a = std::min(offer[0], offer[1]), b = std::max(offer[0], offer[1]);
    out.push_back(ringAction(a));
    if (b != a && b != kNoRing) out.push_back(ringAction(b));
    return;
  }
  if (d_.pendingDepth > 0) {
    const ChoiceKind kind = d_.pending[d_.pendingDepth - 1].kind;
    if (kind == ChoiceKind::kMap) {
      std::size_t start = out.size();
      for (int card : d_.revealed) out.push_back(chooseAction(nameOf(card)));
      std::sort(out.begin() + static_cast<std::ptrdiff_t>(start), out.end());
      out.erase(std::unique(out.begin() + static_cast<std::ptrdiff_t>(start), out.end()),
                out.end());
      return;
    }
    const int me = d_.current;
    if (kind == ChoiceKind::kHorseshoe) {
      for (std::uint32_t suits = fieldSuits(me); suits != 0; suits &= suits - 1)
        out.push_back(pickAction(me, std::countr_zero(suits)));
      return;
    }
    const std::uint32_t allowed = otherFieldTargets(kind);
    for (int seat = 0; seat < d_.players; ++seat) {
      if (seat == me) continue;
      for (std::uint32_t suits = fieldSuits(seat) & allowed; suits != 0; suits &= suits - 1)
        out.push_back(pickAction(seat, std::countr_zero(suits)));
    }
    return;
  }
  if (!d_.deck.empty()) out.push_back(kActionDraw);
  if (d_.forcedDraws == 0 && !d_.play.empty()) out.push_back(kActionBank);
}

std::optional<Refusal> ZirkhakiState::whyIllegal(Action a) const {
  if (d_.phase == Phase::kOver) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  const bool isRing = a >= kActionRingBase && a < kActionRingBase + kRingCount;
  const bool isChoose = a >= kActionChooseBase && a < kActionChooseBase + kCardsPerSet;
  const bool isPick = a >= kActionPickBase && a < kActionChooseBase;
  if (d_.phase == Phase::kRings) {
    if (!isRing) return refuse(RefusalCode::kChooseRingFirst, "each player first chooses a ring");
    int ring = static_cast<int>(a - kActionRingBase);
    auto offer = d_.offers[d_.current];
    if (offer[0] != ring && offer[1] != ring) {
      return refuse(RefusalCode::kNotOffered,
                    "the ring '" + std::string(kRingIds[ring]) + "' was not offered to you",
                    {std::string(kRingIds[ring])});
    }
    return std::nullopt;
  }
  const ChoiceKind* pending = d_.pendingDepth > 0 ? &d_.pending[d_.pendingDepth - 1].kind : nullptr;
  if (a == kActionDraw || a == kActionBank) {
    if (pending != nullptr) {
      std::string what = jsonNames(*pending)[static_cast<std::size_t>(*pending)];
      return refuse(RefusalCode::kChoicePending, "first finish the " + what + "'s choice", {what});
    }
    if (a == kActionDraw && d_.deck.empty())
      return refuse(RefusalCode::kDeckEmpty, "the deck is empty");
    if (a == kActionBank && d_.forcedDraws > 0) {
      return refuse(RefusalCode::kForcedDraw,
                    "the snake forces " + std::to_string(d_.forcedDraws) + " more draw(s) first",
                    {std::to_string(d_.forcedDraws)});
    }
    if (a == kActionBank && d_.play.empty()) {
      return refuse(RefusalCode::kNothingToBank, "there is nothing in the treasure zone to bank");
    }
    return std::nullopt;
  }
  if (isPick) {
    int code = static_cast<int>(a - kActionPickBase), seat = code / 16, suit = code % 16;
    if (pending == nullptr || *pending == ChoiceKind::kMap || suit >= kSuitCount) {
      return refuse(RefusalCode::kNoPickNow, "there is no card to pick now");
    }
    if (seat >= d_.players) {
      return refuse(RefusalCode::kNoSuchSeat, "there is no seat " + std::to_string(seat),
                    {std::to_string(seat)});
    }
    std::string suitId(kSuitIds[suit]);
    if (*pending == ChoiceKind::kHorseshoe && seat != d_.current) {
      return refuse(RefusalCode::kWrongField, "the horseshoe takes a card from your own field",
                    {"horseshoe"});
    }
    if (*pending != ChoiceKind::kHorseshoe && seat == d_.current) {
      std::string what = jsonNames(*pending)[static_cast<std::size_t>(*pending)];
      return refuse(RefusalCode::kWrongField, "the " + what + " targets another player's field",
                    {what});
    }
    if (d_.fields[seat][suit].empty()) {
      return refuse(RefusalCode::kEmptySuit,
                    "seat " + std::to_string(seat) + " has no " + suitId + " in their field",
                    {std::to_string(seat), suitId});
    }
    if (*pending == ChoiceKind::kDagger && !isTarget(ChoiceKind::kDagger, seat, suit)) {
      return refuse(RefusalCode::kDaggerOwnSuit,
                    "you have " + suitId + " in your field, so the dagger cannot steal it",
                    {suitId});
    }
    return std::nullopt;
  }
  if (isChoose) {
    int name = static_cast<int>(a - kActionChooseBase);
    if (pending == nullptr || *pending != ChoiceKind::kMap) {
      return refuse(RefusalCode::kNoChoiceNow, "there are no map cards to choose from");
    }
    for (int card : d_.revealed) {
      if (nameOf(card) == name) return std::nullopt;
    }
    return refuse(RefusalCode::kNotRevealed, cardId(name) + " is not among the map's cards",
                  {cardId(name)});
  }
  return State::whyIllegal(a);
}

}  // namespace mizbazi::zirkhaki

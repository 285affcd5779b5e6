// Applying actions: the turn, what follows every change of the maze (goals turning up, gold being
// claimed, the round ending), the draws, and the end of a round.
#include <array>
#include <bit>
#include <span>

#include "saboteur_duel/saboteur_duel_event_places.h"
#include "saboteur_duel/saboteur_duel_setup.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

namespace {

Place cellPlace(int x, int y) {
  return Place{kZoneBoard, -1, positionKey(x, y)};
}

}  // namespace

void SaboteurDuelState::recomputeReach() {
  refreshReach(d_);
}

void SaboteurDuelState::extendReachAt(int slot) {
  for (int s = 0; s < d_.players; ++s) d_.board.extendReach(d_.reach[s], s, d_.colors[s], slot);
}

int SaboteurDuelState::takeFromHand(int seat, int kind, Events* events, Place to, bool faceUp) {
  int i = handIndex(seat, kind);
  int card = d_.hands[seat][i];
  d_.hands[seat].eraseAt(i);
  appendEvent(events, Event::move(card, at(kZoneHand, seat), to, faceUp));
  return card;
}

void SaboteurDuelState::discardFromHand(int seat, int kind, Events* events) {
  d_.discard.push(takeFromHand(seat, kind, events, at(kZoneDiscard)));
}

void SaboteurDuelState::addToHand(int seat, int card, Events* events) {
  auto& hand = d_.hands[seat];
  int i = 0;
  while (i < hand.size && hand[i] < card) ++i;
  hand.insertAt(i, card);
  appendEvent(events, Event::move(card, at(kZoneDeck), at(kZoneHand, seat), true, seenBy(seat)));
}

void SaboteurDuelState::playPath(int kind, bool turned, int x, int y, Events* events) {
  int card = takeFromHand(d_.current, kind, events, cellPlace(x, y));
  d_.board.place(x, y, card, turned, true, d_.nextOrder++);
}

void SaboteurDuelState::removeFromBoard(int slot, Place to, Events* events) {
  const Cell& c = d_.board.cell(slot);
  if (c.keyOwner >= 0) ++d_.keysLeft;  // the key goes back to the supply
  int card = c.card;
  appendEvent(events, Event::move(card, boardPlace(c), to, true));
  d_.board.remove(slot);
  d_.discard.push(card);
}

void SaboteurDuelState::applyLegal(Action a, Events* events) {
  const Decoded d = decodeFields(a);  // legal, so well formed
  bool changed = false;               // the maze, a reach or the markers changed: the round may end
  bool reachMoved = false;            // a reach changed: goals and gold to check
  switch (d.type) {
    case Move::kOrient:
      applyOrient(d.x == 1, events);
      return;
    case Move::kBribe:
      applyBribe(d.x, d.y, events);
      return;
    case Move::kCount:
      return;
    case Move::kPath:
    case Move::kKeyDoor:
    case Move::kKeyGold:
    case Move::kRockfall: {
      const std::array<Reach, 2> before = d_.reach;
      playMazeCard(d, events);
      changed = true;
      reachMoved = d_.reach != before;
      break;
    }
    case Move::kSabotage:
    case Move::kRepair:
    case Move::kMap:
    case Move::kFix:
    case Move::kPass:
      playOtherCards(d, events);
      break;
  }
  // The turn's action is done: once the maze has settled the player draws (two after passing two
  // cards) and the turn passes.
  d_.turnPending = true;
  d_.drawOwed = d.type == Move::kPass && d.b != kNoSecondCard ? 2 : 1;
  settle(events, changed, reachMoved);
}

void SaboteurDuelState::applyBribe(int x, int y, Events* events) {
  const int me = d_.current;
  const int slot = d_.board.find(x, y);
  Cell& c = d_.board.cell(slot);
  c.marker = static_cast<std::int8_t>(me);
  --d_.markersLeft[me];
  ++d_.bribes[me];
  appendEvent(events, Event::note(me, kNoteBribe).withPlaces(Place{}, boardPlace(c)));
  const std::array<Reach, 2> before = d_.reach;
  extendReachAt(slot);  // the troll is open for both now
  // Free: the turn goes on unless the round ended.
  settle(events, true, d_.reach != before);
}

void SaboteurDuelState::playMazeCard(const Decoded& d, Events* events) {
  const int me = d_.current;
  Board& b = d_.board;
  switch (d.type) {
    case Move::kPath:
      playPath(d.a, d.b == 1, d.x, d.y, events);
      extendReachAt(b.find(d.x, d.y));  // a new card only opens ways
      break;
    case Move::kKeyDoor: {
      discardFromHand(me, kKindKey, events);
      const int slot = b.find(d.x, d.y);
      Cell& c = b.cell(slot);
      c.keyOwner = static_cast<std::int8_t>(me);
      --d_.keysLeft;
      appendEvent(events, Event::note(me, kNoteKeyOnDoor).withPlaces(Place{}, boardPlace(c)));
      extendReachAt(slot);
      break;
    }
    case Move::kKeyGold: {
      discardFromHand(me, kKindKey, events);
      Cell& c = b.cell(b.find(d.x, d.y));
      c.marker = static_cast<std::int8_t>(me);
      --d_.markersLeft[me];
      appendEvent(events, Event::note(me, kNoteKeyOnGold).withPlaces(Place{}, boardPlace(c)));
      break;
    }
    case Move::kRockfall:
      discardFromHand(me, kKindRockfall, events);
      removeFromBoard(b.find(d.x, d.y), at(kZoneDiscard), events);
      recomputeReach();
      break;
    default:
      break;
  }
}

void SaboteurDuelState::playOtherCards(const Decoded& d, Events* events) {
  const int me = d_.current;
  switch (d.type) {
    case Move::kSabotage: {
      const int opp = opponentOf(me), tool = toolBrokenBy(d.a);
      d_.sabotages[opp][tool] =
          static_cast<std::uint8_t>(takeFromHand(me, d.a, events, at(kZoneSabotage, opp, tool)));
      break;
    }
    case Move::kRepair:
      discardFromHand(me, d.a, events);
      mendTool(d.b, events);
      break;
    case Move::kFix:
      discardFromHand(me, d.a, events);
      discardFromHand(me, d.b, events);
      mendTool(d.x, events);
      break;
    case Move::kMap: {
      discardFromHand(me, kKindMap, events);
      Cell& c = d_.board.cell(d_.board.find(d.x, d.y));
      c.looked |= seenBy(me);
      appendEvent(events, Event::reveal(c.card, boardPlace(c), seenBy(me), me));
      break;
    }
    case Move::kPass:
      discardFromHand(me, d.a, events);
      if (d.b != kNoSecondCard) discardFromHand(me, d.b, events);
      break;
    default:
      break;
  }
}

void SaboteurDuelState::mendTool(int tool, Events* events) {
  const int me = d_.current;
  const int broken = d_.sabotages[me][tool];
  d_.sabotages[me][tool] = kNoCard;
  d_.discard.push(broken);
  appendEvent(events, Event::move(broken, at(kZoneSabotage, me, tool), at(kZoneDiscard)));
}

void SaboteurDuelState::applyOrient(bool turned, Events* events) {
  d_.board.setTurned(d_.orientSlot, turned);
  const Cell& c = d_.board.cell(d_.orientSlot);
  appendEvent(events, Event::note(d_.current, turned ? kNoteGoalTurned : kNoteGoalAsDrawn, c.card)
                          .withPlaces(boardPlace(c), boardPlace(c)));
  const int slot = d_.orientSlot;
  d_.orientSlot = kNoSlot;
  d_.phase = Phase::kTurn;
  extendReachAt(slot);
  // The action that turned the goal up stopped before claiming gold: everything is checked now.
  settle(events, true, true);
}

// After any change: goals that a reach touches turn up (perhaps waiting for a choice), gold in
// reach is claimed, the round may end; a finished turn then draws and hands over.
// Goals and gold are looked at only when a reach changed (`reachMoved`): every settle before this
// one turned up each goal a reach touched and claimed each reached gold a seat had a marker for
// (or stopped for an orientation, whose settle checks everything), and markers only run out, so
// with the same reaches there is nothing new to find.
void SaboteurDuelState::settle(Events* events, bool changed, bool reachMoved) {
  if (changed) {
    if (reachMoved) {
      if (!revealGoals(events)) return;
      claimGold(events);
    }
    if (roundOverEarly()) {
      endRound(events);
      return;
    }
  }
  if (d_.turnPending) finishTurn(events);
}

bool SaboteurDuelState::revealGoals(Events* events) {
  Board& b = d_.board;
  for (;;) {
    int found = -1;
    bool asDrawn = false, turned = false;  // which ways up would connect
    for (int slot = firstGoalSlot(); slot < firstGoalSlot() + kGoalSlots && found < 0; ++slot) {
      const Cell& c = b.cell(slot);
      if (c.faceUp) continue;
      for (int dir = 0; dir < kDirCount; ++dir) {
        const int node = b.nodeFacing(slot, dir);
        if (node < 0) continue;
        for (int seat = 0; seat < d_.players; ++seat) {
          if (!d_.reach[seat].has(node)) continue;
          found = slot;
          asDrawn |= shapeOf(c.kind, false).tunnelAt[dir] >= 0;
          turned |= shapeOf(c.kind, true).tunnelAt[dir] >= 0;
        }
      }
    }
    if (found < 0) return true;
    Cell& c = b.cell(found);
    // Turned over for all to see; the way up is chosen when both ways would connect.
    b.turnUp(found, turned && !asDrawn);
    appendEvent(events,
                Event::flip(c.card, boardPlace(c), true, d_.current).withValue(c.turned ? 1 : 0));
    if (asDrawn && turned) {
      d_.phase = Phase::kOrient;
      d_.orientSlot = static_cast<std::uint8_t>(found);
      appendEvent(
          events,
          Event::note(d_.current, kNoteChooseOrientation).withPlaces(boardPlace(c), Place{}));
      return false;
    }
    extendReachAt(found);
  }
}

void SaboteurDuelState::claimGold(Events* events) {
  Board& b = d_.board;
  const int me = d_.current, other = opponentOf(me);
  // Most changes let nobody claim anything: first the unclaimed gold a reach holds, in any order.
  std::uint64_t claimable = 0;
  for (std::uint64_t m = b.goldPathSlots() | b.goalSlots(); m != 0; m &= m - 1) {
    const int slot = std::countr_zero(m);
    const bool reached =
        d_.reach[me].has(slot * 2) || (other >= 0 && d_.reach[other].has(slot * 2));
    if (reached && b.cell(slot).marker < 0 && b.hasGold(slot)) claimable |= m & -m;
  }
  if (claimable == 0) return;
  // In position order: markers may run out on the way.
  // (Claiming one cell changes no other cell's marker or gold: each stays claimable.)
  b.forEachInOrder(claimable, [&](int slot) {
    Cell& c = b.cell(slot);
    // The player to act claims first: the other only where the player to act cannot.
    int seat = -1;
    if (d_.markersLeft[me] > 0 && d_.reach[me].has(slot * 2)) {
      seat = me;
    } else if (other >= 0 && d_.markersLeft[other] > 0 && d_.reach[other].has(slot * 2)) {
      seat = other;
    }
    if (seat < 0) return;
    c.marker = static_cast<std::int8_t>(seat);
    --d_.markersLeft[seat];
    appendEvent(events, Event::note(seat, kNoteClaim).withPlaces(Place{}, boardPlace(c)));
  });
}

bool SaboteurDuelState::roundOverEarly() const {
  if (d_.markersLeft[0] + d_.markersLeft[1] == 0) return true;
  for (int slot = firstGoalSlot(); slot < firstGoalSlot() + kGoalSlots; ++slot) {
    if (!d_.board.cell(slot).faceUp) return false;
  }
  return true;  // all six goals are face up
}

void SaboteurDuelState::finishTurn(Events* events) {
  d_.turnPending = false;
  int owed = d_.drawOwed;
  d_.drawOwed = 0;
  draw(d_.current, owed, events);
  advance(events);
}

void SaboteurDuelState::draw(int seat, int count, Events* events) {
  for (int got = 0; got < count && !d_.deck.empty();) {
    const int card = d_.deck.pop();
    const int kind = kindOf(card);
    if (d_.solo && kindInfo(kind).effect == Effect::kSabotage) {
      // Solo: a drawn sabotage hits the player at once (a second of a tool is wasted).
      const int tool = toolBrokenBy(kind);
      if (d_.sabotages[seat][tool] == kNoCard) {
        d_.sabotages[seat][tool] = static_cast<std::uint8_t>(card);
        appendEvent(events, Event::note(seat, kNoteSoloSabotage, card));
        appendEvent(events, Event::move(card, at(kZoneDeck), at(kZoneSabotage, seat, tool)));
      } else {
        d_.discard.push(card);
        appendEvent(events, Event::note(seat, kNoteSoloSabotageDiscarded, card));
        appendEvent(events, Event::move(card, at(kZoneDeck), at(kZoneDiscard)));
      }
      continue;
    }
    if (d_.solo && kindInfo(kind).effect == Effect::kRockfall) {
      d_.discard.push(card);
      appendEvent(events, Event::note(seat, kNoteSoloRockfall, card));
      appendEvent(events, Event::move(card, at(kZoneDeck), at(kZoneDiscard)));
      soloRockfall(events);
      continue;
    }
    addToHand(seat, card, events);
    ++got;
  }
}

void SaboteurDuelState::soloRockfall(Events* events) {
  const Board& b = d_.board;
  int latest = -1;
  for (int i = 0; i < b.count(); ++i) {
    const int slot = b.slotAt(i);
    const Cell& c = b.cell(slot);
    const Feature f = kindInfo(c.kind).feature;
    if (c.order == 0 || f == Feature::kGold || f == Feature::kTroll) continue;
    if (latest < 0 || c.order > b.cell(latest).order) latest = slot;
  }
  if (latest < 0) return;
  removeFromBoard(latest, at(kZoneDiscard), events);
  recomputeReach();
}

void SaboteurDuelState::advance(Events* events) {
  for (int k = 1; k <= d_.players; ++k) {
    const int seat = (d_.current + k) % d_.players;
    if (!d_.hands[seat].empty()) {
      d_.current = static_cast<std::int8_t>(seat);
      appendEvent(events, Event::ofSeat(EventKind::kTurn, seat));
      return;
    }
    appendEvent(events, Event::note(seat, kNoteSkipped));
  }
  endRound(events);  // nobody holds a card: the deck is empty too
}

void SaboteurDuelState::endRound(Events* events) {
  appendEvent(events, Event::ofSeat(EventKind::kRoundEnd, -1, d_.round));
  d_.turnPending = false;
  d_.drawOwed = 0;
  // Board slots in position order, taken before anything moves.
  std::array<std::uint8_t, kMaxCells> slotArray;
  const int n = d_.board.count();
  for (int i = 0; i < n; ++i) slotArray[i] = static_cast<std::uint8_t>(d_.board.slotAt(i));
  const std::span<const std::uint8_t> slots(slotArray.data(), static_cast<std::size_t>(n));

  collectMarkedGold(slots, events);
  payTrolls(events);
  clearBoard(slots, events);
  gatherIntoDeck(events);

  if (d_.round == kRounds) {
    d_.phase = Phase::kOver;
    d_.orientSlot = kNoSlot;
    appendEvent(events, Event::ofSeat(EventKind::kGameEnd, -1));
    return;
  }
  ++d_.round;
  startRound(d_, nullptr, events);
}

// Gold with a marker goes to its owner for good.
void SaboteurDuelState::collectMarkedGold(std::span<const std::uint8_t> slots, Events* events) {
  const Board& b = d_.board;
  for (int slot : slots) {
    const Cell& c = b.cell(slot);
    if (!b.hasGold(slot) || c.marker < 0) continue;
    const int seat = c.marker;
    d_.gold[seat].push(c.card);
    appendEvent(events, Event::move(c.card, boardPlace(c), at(kZoneGold, seat)));
    appendEvent(events, Event::ofSeat(EventKind::kScore, seat, kindInfo(c.kind).nuggets));
  }
}

// Each bribed troll takes the smallest gold card there is: trolls give no change.
void SaboteurDuelState::payTrolls(Events* events) {
  for (int seat = 0; seat < d_.players; ++seat) {
    for (int t = 0; t < d_.bribes[seat]; ++t) {
      auto& pile = d_.gold[seat];
      if (pile.empty()) {
        appendEvent(events, Event::note(seat, kNoteTrollUnpaid));
        continue;
      }
      int best = 0;
      for (int i = 1; i < pile.size; ++i) {
        if (kindInfo(kindOf(pile[i])).nuggets < kindInfo(kindOf(pile[best])).nuggets) best = i;
      }
      const int card = pile[best];
      pile.eraseAt(best);
      d_.box.push(card);
      appendEvent(events, Event::note(seat, kNoteTrollPaid, card));
      appendEvent(events, Event::move(card, at(kZoneGold, seat), at(kZoneBox)));
      appendEvent(events, Event::ofSeat(EventKind::kScore, seat, -kindInfo(kindOf(card)).nuggets));
    }
  }
}

// Turned-up goals leave the game; face-down ones go back to the pool; path cards (but the starts,
// which are laid out again) go back to the deck with every other card of the round.
void SaboteurDuelState::clearBoard(std::span<const std::uint8_t> slots, Events* events) {
  Board& b = d_.board;
  std::array<Cell, 2> starts;
  int startCount = 0;
  for (int slot : slots) {
    const Cell& c = b.cell(slot);
    if (kindInfo(c.kind).feature == Feature::kStart) {
      starts[startCount++] = c;
      continue;
    }
    if (b.hasGold(slot) && c.marker >= 0) continue;  // collected already
    if (b.isGoal(slot)) {
      if (c.faceUp) {
        d_.box.push(c.card);
        appendEvent(events, Event::move(c.card, boardPlace(c), at(kZoneBox)));
      } else {
        d_.goalPool.push(c.card);
        appendEvent(events,
                    Event::move(c.card, boardPlace(c), at(kZoneGoalPool), false, kSeenByNobody));
      }
    } else {
      d_.deck.push(c.card);
      appendEvent(events, Event::move(c.card, boardPlace(c), at(kZoneDeck), false));
    }
  }
  // Only the starts stay (the next round lays them out again); clearing at once is cheaper than
  // taking the cards off one by one. Before another round there is nothing to do: the next round
  // replaces the whole board.
  if (d_.round < kRounds) return;
  b.clear();
  for (int i = 0; i < startCount; ++i) {
    b.place(starts[i].x, starts[i].y, starts[i].card, false, true, 0);
  }
}

// The discard pile, the hands, the sabotages and the solo game's set-aside cards go back to the
// deck.
void SaboteurDuelState::gatherIntoDeck(Events* events) {
  for (int card : d_.discard) {
    d_.deck.push(card);
    appendEvent(events, Event::move(card, at(kZoneDiscard), at(kZoneDeck), false));
  }
  d_.discard.clear();
  for (int seat = 0; seat < d_.players; ++seat) {
    for (int card : d_.hands[seat]) {
      d_.deck.push(card);
      appendEvent(events,
                  Event::move(card, at(kZoneHand, seat), at(kZoneDeck), false, seenBy(seat)));
    }
    d_.hands[seat].clear();
    for (int tool = 0; tool < kToolCount; ++tool) {
      if (d_.sabotages[seat][tool] == kNoCard) continue;
      d_.deck.push(d_.sabotages[seat][tool]);
      appendEvent(events, Event::move(d_.sabotages[seat][tool], at(kZoneSabotage, seat, tool),
                                      at(kZoneDeck), false));
      d_.sabotages[seat][tool] = kNoCard;
    }
  }
  for (int card : d_.setAside) {
    d_.deck.push(card);
    appendEvent(events, Event::move(card, at(kZoneSetAside), at(kZoneDeck), false, kSeenByNobody));
  }
  d_.setAside.clear();
}

}  // namespace mizbazi::saboteur_duel

// The rules of play: legal actions, their effects, and why an action is refused.
#include <algorithm>
#include <bit>

#include "rivals/rivals_refusals.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

namespace {

Event moveEvent(int card, Place from, Place to, int seat, bool faceUp) {
  Event e;
  e.kind = EventKind::kMove;
  e.card = static_cast<std::int16_t>(card);
  e.from = from;
  e.to = to;
  e.seat = static_cast<std::int8_t>(seat);
  e.faceUp = faceUp;
  return e;
}

// kNote's value carries the code and, where there is one, an amount: code * 100 + amount.
Event noteEvent(NoteCode code, int seat, int amount, int card = -1) {
  Event e;
  e.kind = EventKind::kNote;
  e.seat = static_cast<std::int8_t>(seat);
  e.value = code * kNoteAmountScale + amount;
  e.card = static_cast<std::int16_t>(card);
  return e;
}

Place displayPlace() {
  return Place{kZoneDisplay, -1, -1};
}

// bid lo .. bid hi in one copy: the bid lists are the longest the game has.
constexpr auto kBidActions = [] {
  std::array<Action, kMaxBid + 1> table{};
  for (int n = 0; n <= kMaxBid; ++n) table[n] = bidAction(n);
  return table;
}();

void appendBids(std::vector<Action>& out, int lo, int hi) {
  if (hi < lo) return;
  out.insert(out.end(), kBidActions.begin() + lo, kBidActions.begin() + hi + 1);
}

}  // namespace

int RivalsState::currentStack() const {
  for (int s = 0; s < kStacks; ++s) {
    if (d_.next < d_.stackEnd[s]) return s;
  }
  return kStacks;
}

int RivalsState::displayIndexOf(int name) const {
  if (!((d_.displayNames >> name) & 1)) return -1;
  for (int i = 0; i < d_.display.size; ++i) {
    if (nameOfCard(d_.display[i]) == name) return i;
  }
  return -1;
}

void RivalsState::pushToDisplay(int card) {
  int name = nameOfCard(card);
  d_.display.push(card);
  ++d_.displayCopies[name];
  d_.displayNames |= std::uint64_t{1} << name;
}

int RivalsState::eraseFromDisplay(int index) {
  int card = d_.display[index];
  int name = nameOfCard(card);
  d_.display.eraseAt(index);
  if (--d_.displayCopies[name] == 0) d_.displayNames &= ~(std::uint64_t{1} << name);
  return card;
}

std::uint64_t RivalsState::acceptedNames(int seat) const {
  // Per color: every name while the column has no number (the starting wager's bit with them,
  // harmless: it never lies in the display), else the numbers from the last one up.
  constexpr std::uint64_t kWholeColor = (std::uint64_t{1} << kNamesPerColor) - 1;
  std::uint64_t mask = 0;
  for (int c = 0; c < kColorCount; ++c) {
    const Expedition& e = d_.expeditions[seat][c];
    const int lowestKind = e.numbered == 0 ? 0 : e.last;
    const std::uint64_t colorBits = (kWholeColor >> lowestKind) << lowestKind;
    mask |= colorBits << (c * kNamesPerColor);
  }
  return mask;
}

// The next seat clockwise that has not passed. Never the leader while the auction runs: everyone
// between the leader's bid and the leader's next turn has either passed or outbid them.
int RivalsState::nextBidder(int seat) const {
  for (int s = nextSeat(seat); s != seat; s = nextSeat(s)) {
    if ((d_.bidders >> s) & 1) return s;
  }
  return seat;  // the seat itself is the last candidate, and the answer either way
}

void RivalsState::legalActions(std::vector<Action>& out) const {
  const int me = d_.current;
  switch (d_.phase) {
    case Phase::kTurn: {
      out.push_back(kActionReveal);
      if (d_.display.empty()) return;
      appendBids(out, 1, d_.coins[me]);
      return;
    }
    case Phase::kAuction: {
      out.push_back(kActionPass);
      appendBids(out, d_.bid + 1, d_.coins[me]);
      return;
    }
    case Phase::kClaim: {
      out.push_back(kActionDone);
      // Name masks give copies one action and the ascending order for free.
      std::uint64_t discard = d_.displayNames;
      std::uint64_t take = discard & acceptedNames(me);
      for (; take; take &= take - 1) out.push_back(takeAction(std::countr_zero(take)));
      if (d_.discarded) return;
      for (; discard; discard &= discard - 1)
        out.push_back(discardAction(std::countr_zero(discard)));
      return;
    }
    case Phase::kOver:
      return;
  }
}

namespace {

// A refusal of the action written `text`: its code, the message quoting the action, and the
// arguments a translation fills in (the action's text first).
Refusal refusal(const std::string& text, RefusalCode code, const std::string& message,
                std::vector<std::string> args = {}) {
  args.insert(args.begin(), text);
  return refuse(code, "'" + text + "': " + message, std::move(args));
}

}  // namespace

std::optional<Refusal> RivalsState::whyIllegal(Action a) const {
  if (d_.phase == Phase::kOver) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  const DecodedAction act = decodeAction(a);
  const std::string text = actionToText(a);
  const bool auction = d_.phase == Phase::kAuction, claim = d_.phase == Phase::kClaim;
  switch (act.kind) {
    case ActionKind::kInvalid:
      return refuse(RefusalCode::kUnknownAction,
                    "action number " + std::to_string(a) + " is no Rivals action",
                    {std::to_string(a)});
    case ActionKind::kReveal:
      if (auction)
        return refusal(text, RefusalCode::kAuctionRunning, "an auction is running: bid or pass");
      if (claim)
        return refusal(text, RefusalCode::kClaimRunning,
                       "the auction winner takes cards and ends with done");
      return std::nullopt;
    case ActionKind::kPass:
      if (claim)
        return refusal(text, RefusalCode::kClaimRunning,
                       "the auction winner takes cards and ends with done");
      if (!auction) return refusal(text, RefusalCode::kNoAuction, "there is no auction to pass in");
      return std::nullopt;
    case ActionKind::kBid:
      if (claim)
        return refusal(text, RefusalCode::kClaimRunning,
                       "the auction winner takes cards and ends with done");
      return whyBidIllegal(act.arg, text);
    case ActionKind::kTake:
    case ActionKind::kDiscard:
    case ActionKind::kDone:
      if (!claim) {
        return refusal(text, RefusalCode::kNotAuctionWinner,
                       "only the winner of an auction takes, discards or ends with done, right "
                       "after winning");
      }
      if (act.kind == ActionKind::kDone) return std::nullopt;
      return whyClaimIllegal(act, text);
  }
  return std::nullopt;
}

// A bid of n coins outside the claim: it opens an auction or raises the one running.
std::optional<Refusal> RivalsState::whyBidIllegal(int n, const std::string& text) const {
  const bool auction = d_.phase == Phase::kAuction;
  const int coins = d_.coins[d_.current];
  if (!auction && d_.display.empty()) {
    return refusal(text, RefusalCode::kDisplayEmpty,
                   "the display is empty, there is nothing to auction");
  }
  if (n < 1) return refusal(text, RefusalCode::kBidBelowOne, "a bid is at least one coin");
  if (auction && n <= d_.bid) {
    return refusal(text, RefusalCode::kBidNotHigher,
                   "the bid must be higher than the current bid of " + std::to_string(d_.bid),
                   {std::to_string(d_.bid)});
  }
  if (n > coins) {
    return refusal(text, RefusalCode::kNotEnoughCoins,
                   "you have only " + std::to_string(coins) + (coins == 1 ? " coin" : " coins"),
                   {std::to_string(coins)});
  }
  return std::nullopt;
}

// The auction winner's take or discard of a display card.
std::optional<Refusal> RivalsState::whyClaimIllegal(DecodedAction act,
                                                    const std::string& text) const {
  const int name = act.arg;
  const std::string id = nameId(name);
  if (act.kind == ActionKind::kDiscard && d_.discarded) {
    return refusal(text, RefusalCode::kAlreadyDiscarded,
                   "only one card may be discarded after an auction");
  }
  if (displayIndexOf(name) < 0) {
    return refusal(text, RefusalCode::kCardNotInDisplay, id + " is not in the display", {id});
  }
  if (act.kind == ActionKind::kDiscard) return std::nullopt;
  const Expedition& column = d_.expeditions[d_.current][colorOfName(name)];
  const std::string color(kColorIds[colorOfName(name)]);
  switch (column.refusal(name)) {
    case AddRefusal::kWagerAfterNumber:
      return refusal(text, RefusalCode::kWagerAfterNumber,
                     "wagers go only before the first numbered card, and your " + color +
                         " expedition has one",
                     {id});
    case AddRefusal::kNumberTooLow:
      return refusal(text, RefusalCode::kNumberTooLow,
                     "your " + color + " expedition is already at " + std::to_string(column.last),
                     {id, std::to_string(column.last)});
    case AddRefusal::kNone:
      break;
  }
  return std::nullopt;
}

void RivalsState::applyLegal(Action a, Events* events) {
  DecodedAction act = decodeAction(a);
  std::array<int, kMaxSeats> before{};
  if (events) {
    for (int p = 0; p < d_.players; ++p) before[p] = score(p);
  }
  switch (act.kind) {
    case ActionKind::kReveal: {
      int seat = d_.current;
      revealTop(events);
      if (d_.phase != Phase::kOver) startTurn(nextSeat(seat), events);
      break;
    }
    case ActionKind::kBid:
      applyBid(act.arg, events);
      break;
    case ActionKind::kPass:
      applyPass(events);
      break;
    case ActionKind::kTake:
      applyTake(act.arg, events);
      break;
    case ActionKind::kDiscard:
      applyDiscard(act.arg, events);
      break;
    case ActionKind::kDone:
      applyDone(events);
      break;
    case ActionKind::kInvalid:
      break;
  }
  if (events) emitScoreChanges(before, events);
}

void RivalsState::emitScoreChanges(const std::array<int, kMaxSeats>& before, Events* events) const {
  for (int p = 0; p < d_.players; ++p) {
    int delta = score(p) - before[p];
    if (delta == 0) continue;
    Event e;
    e.kind = EventKind::kScore;
    e.seat = static_cast<std::int8_t>(p);
    e.value = delta;
    events->push_back(e);
  }
}

void RivalsState::startTurn(int seat, Events* events) {
  d_.phase = Phase::kTurn;
  d_.current = static_cast<std::int8_t>(seat);
  if (events) {
    Event e;
    e.kind = EventKind::kTurn;
    e.seat = static_cast<std::int8_t>(seat);
    events->push_back(e);
  }
}

void RivalsState::revealTop(Events* events) {
  const int stack = currentStack();
  const int card = d_.deck[d_.next];
  d_.deck[d_.next] = kNoCard;
  ++d_.next;
  --d_.stackCopies[nameOfCard(card)];
  pushToDisplay(card);
  if (events) {
    events->push_back(
        moveEvent(card, Place{kZoneStack, -1, stack}, displayPlace(), d_.current, true));
  }
  const bool stackDone = d_.next == d_.stackEnd[stack];
  if (stackDone && stack == kStacks - 1) {
    // The last card of the last stack ends the game at once: no split, no auction, no check.
    endGame(stack, events);
    return;
  }
  // Columns did not change, so only the new card can be dead.
  if (isDead(nameOfCard(card))) removeDead(d_.display.size - 1, events);
  if (!stackDone) return;
  if (events) {
    Event e;
    e.kind = EventKind::kRoundEnd;
    e.value = stack + 1;
    events->push_back(e);
  }
  splitReserve(events);
}

void RivalsState::endGame(int stack, Events* events) {
  d_.phase = Phase::kOver;
  d_.current = -1;
  if (!events) return;
  Event round;
  round.kind = EventKind::kRoundEnd;
  round.value = stack + 1;
  events->push_back(round);
  Event end;
  end.kind = EventKind::kGameEnd;
  events->push_back(end);
}

void RivalsState::splitReserve(Events* events) {
  const int share = d_.reserve / d_.players;
  if (events) events->push_back(noteEvent(kNoteReserveSplit, -1, share));
  if (share == 0) return;
  for (int p = 0; p < d_.players; ++p) d_.coins[p] = static_cast<std::uint8_t>(d_.coins[p] + share);
  d_.reserve = static_cast<std::uint8_t>(d_.reserve - share * d_.players);
}

int RivalsState::computeLowestLast(int color) const {
  int low = 255;
  for (int p = 0; p < d_.players; ++p) low = std::min<int>(low, d_.expeditions[p][color].last);
  return low;
}

bool RivalsState::isDead(int name) const {
  // A number below every player's last number, or a wager once every column has a number.
  int low = d_.lowestLast[colorOfName(name)];
  return isWagerName(name) ? low > 0 : valueOfName(name) < low;
}

void RivalsState::removeDead(int i, Events* events) {
  const int card = eraseFromDisplay(i);
  d_.out.push(card);
  if (events) {
    events->push_back(moveEvent(card, displayPlace(), Place{kZoneOut, -1, -1}, -1, false));
    events->push_back(noteEvent(kNoteDeadCard, -1, 0, card));
  }
}

// Only the cards of `color` can have died, and only if the lowest last number of that color rose.
void RivalsState::removeDeadCardsOfColor(int color, Events* events) {
  // The dead names of the color as bits (kinds 0 .. low-1: both wagers and the numbers below low,
  // none while low is 0): most takes kill nothing, and then the display need not be walked.
  const int low = d_.lowestLast[color];
  const std::uint64_t dead = ((std::uint64_t{1} << low) - 1) << (color * kNamesPerColor);
  if ((d_.displayNames & dead) == 0) return;
  for (int i = 0; i < d_.display.size;) {
    int name = nameOfCard(d_.display[i]);
    if (colorOfName(name) == color && isDead(name)) {
      removeDead(i, events);
    } else {
      ++i;
    }
  }
}

void RivalsState::applyBid(int n, Events* events) {
  const int me = d_.current;
  if (d_.phase == Phase::kTurn) {
    d_.phase = Phase::kAuction;
    d_.opener = static_cast<std::int8_t>(me);
    d_.bidders = static_cast<std::uint8_t>((1u << d_.players) - 1);
  }
  d_.bid = static_cast<std::uint8_t>(n);
  d_.leader = static_cast<std::int8_t>(me);
  if (events) events->push_back(noteEvent(kNoteBid, me, n));
  d_.current = static_cast<std::int8_t>(nextBidder(me));
}

void RivalsState::applyPass(Events* events) {
  const int me = d_.current;
  d_.bidders = static_cast<std::uint8_t>(d_.bidders & ~(1u << me));
  if (events) events->push_back(noteEvent(kNotePass, me, 0));
  if ((d_.bidders & (d_.bidders - 1)) == 0) {  // one bidder left
    endAuction(events);
  } else {
    d_.current = static_cast<std::int8_t>(nextBidder(me));
  }
}

void RivalsState::endAuction(Events* events) {
  const int winner = d_.leader;
  d_.coins[winner] = static_cast<std::uint8_t>(d_.coins[winner] - d_.bid);
  d_.reserve = static_cast<std::uint8_t>(d_.reserve + d_.bid);
  d_.phase = Phase::kClaim;
  d_.current = static_cast<std::int8_t>(winner);
  d_.bidders = 0;
  d_.discarded = false;
  if (events) events->push_back(noteEvent(kNoteAuctionWon, winner, d_.bid));
}

void RivalsState::applyTake(int name, Events* events) {
  const int me = d_.current;
  const int i = displayIndexOf(name);
  const int card = eraseFromDisplay(i);
  const int color = colorOfName(name);
  d_.expeditions[me][color].add(card);
  if (events) {
    events->push_back(moveEvent(card, displayPlace(),
                                Place{kZoneExpedition, static_cast<std::int8_t>(me), color}, me,
                                true));
  }
  const int low = computeLowestLast(color);
  if (low != d_.lowestLast[color]) {
    d_.lowestLast[color] = static_cast<std::uint8_t>(low);
    removeDeadCardsOfColor(color, events);
  }
}

void RivalsState::applyDiscard(int name, Events* events) {
  const int me = d_.current;
  const int i = displayIndexOf(name);
  const int card = eraseFromDisplay(i);
  d_.out.push(card);
  d_.discarded = true;
  if (events) {
    events->push_back(moveEvent(card, displayPlace(), Place{kZoneOut, -1, -1}, me, false));
    events->push_back(noteEvent(kNoteDiscard, me, 0, card));
  }
}

void RivalsState::applyDone(Events* events) {
  const int winner = d_.current;
  revealTop(events);
  d_.bid = 0;
  d_.opener = -1;
  d_.leader = -1;
  d_.discarded = false;
  if (d_.phase != Phase::kOver) startTurn(nextSeat(winner), events);
}

}  // namespace mizbazi::rivals

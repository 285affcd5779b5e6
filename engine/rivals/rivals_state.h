// Lost Cities: Rivals (شهرهای گم‌شده: رقبا), rules as docs/rules-rivals.md states
// them.
//
// A turn is `reveal` (the current stack's top card goes into the display) or `bid N` (opens an
// auction on the display). In an auction the others, clockwise from the opener, `bid` higher or
// `pass` for good; the last bidder wins, pays into the reserve, then `take`s display cards into
// their expeditions, may `discard` one, and ends with `done`, which reveals the next card. Display
// cards nobody can use any more are removed after every action. At the end of each of the first
// three stacks the reserve is split; the last card of the last stack ends the game at once.
// Option: players (2–4). Setup overrides: see rivals_setup.h.
//
// Decisions where the spec is silent (docs/rules-rivals.md marks its own as Decision):
// - `bid` at the start of a turn needs a non-empty display (D) and at least one coin; a player with
//   no coins can only `reveal`.
// - In an auction a player whose coins do not exceed the current bid has `pass` as the only
//   action; the pass is still theirs to make (nothing is automatic, so replays stay explicit).
// - `take` of a card with two copies in the display takes the leftmost; the copies are the same.
// - The game ends before the dead-card check of the last revealed card: it stays in the display.
// - Removed cards (discarded or dead) lie face down, but everyone saw them in the display first,
//   so their ids are public (`out`); so are the starting wagers left in the box (`box`).
//
// Zones of events: 0 stack (slot = stack index 0..3), 1 display, 2 expedition (seat; slot = color
// index), 3 out (removed from the game face down: discards and dead cards), 4 box (starting wagers
// nobody was dealt).
// kNote values are code * 100 + amount: 1 bid (seat, amount = the bid) · 2 pass (seat) · 3 auction
// won (seat = winner, amount = price paid into the reserve) · 4 reserve split (amount = each
// player's share; the remainder stays) · 5 dead card removed (card) · 6 discard (seat, card).
// kScore: `seat`'s running score changed by `value`. kRoundEnd: stack `value` (1-based) ran out.
//
// JSON (gameJson; observation is the same without `stack_cards`, and equal for every seat): the
// keys of docs/file-format.md, described once in rivals_observation.h.
//
// Refusal codes, with the arguments each carries: rivals_refusals.h.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/card_stack.h"
#include "core/game.h"
#include "core/state_of.h"
#include "rivals/rivals_actions.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_expedition.h"

namespace mizbazi::rivals {

enum ZoneId : std::int16_t { kZoneStack, kZoneDisplay, kZoneExpedition, kZoneOut, kZoneBox };

enum NoteCode : std::int32_t {
  kNoteBid = 1,
  kNotePass = 2,
  kNoteAuctionWon = 3,
  kNoteReserveSplit = 4,
  kNoteDeadCard = 5,
  kNoteDiscard = 6,
};
inline constexpr std::int32_t kNoteAmountScale = 100;

// kTurn: reveal or open an auction. kAuction: bidding. kClaim: the winner takes cards.
enum class Phase : std::uint8_t { kTurn, kAuction, kClaim, kOver };

inline constexpr std::uint8_t kNoCard = 0xFF;

// The whole position as one plain value.
struct RivalsData {
  std::int8_t players = 2;
  Phase phase = Phase::kTurn;
  std::int8_t current = 0;
  // The four stacks as one sequence, stack 0 first, each top first. `next` is the next card to
  // reveal; revealed positions hold kNoCard.
  std::array<std::uint8_t, kDeckSize> deck{};
  std::uint8_t next = 0;
  std::array<std::uint8_t, kStacks> stackEnd{};  // exclusive end of each stack in `deck`
  // How many copies of each name are still unrevealed in the stacks: public (the whole deck's
  // multiset is known), derived from `deck` and `next` (countStackNames), kept for the rule-based
  // player, which reads it in every rollout decision.
  std::array<std::uint8_t, kNameCount> stackCopies{};
  CardStack<kDeckSize> display;
  // The display by name, kept in step with `display`: how many copies of each name lie there, and
  // a bit per name present (legalActions reads these instead of scanning the display).
  std::array<std::uint8_t, kNameCount> displayCopies{};
  std::uint64_t displayNames = 0;
  CardStack<kTotalCards> out;
  CardStack<kColorCount * kStartingWagersPerColor> box;
  std::array<std::array<Expedition, kColorCount>, kMaxSeats> expeditions{};
  // Per color, the lowest last number over all players' columns (0 while someone has none): the
  // dead-card test in one look-up. Only a take changes it.
  std::array<std::uint8_t, kColorCount> lowestLast{};
  std::array<std::uint8_t, kMaxSeats> coins{};
  std::uint8_t reserve = 0;
  // The auction (kAuction) and its result (kClaim): leader = the highest bidder, then the winner.
  std::uint8_t bid = 0;
  std::int8_t opener = -1;
  std::int8_t leader = -1;
  std::uint8_t bidders = 0;  // bit i: seat i has not passed
  bool discarded = false;
  Rng rng;

  // Sets stackCopies from the unrevealed cards.
  void countStackNames();

  friend bool operator==(const RivalsData&, const RivalsData&) = default;
};

class RivalsState final : public StateOf<RivalsState, RivalsData> {
 public:
  static constexpr std::string_view kGameId = "rivals";

  explicit RivalsState(const RivalsData& data) : StateOf(data) { d_.countStackNames(); }

  int numPlayers() const override { return d_.players; }
  bool isTerminal() const override { return d_.phase == Phase::kOver; }

  void legalActions(std::vector<Action>& out) const override;
  std::string actionText(Action a) const override { return actionToText(a); }
  std::optional<Action> parseAction(std::string_view text, std::string* error) const override {
    return actionFromText(text, error);
  }
  void applyLegal(Action a, Events* events) override;

  std::vector<int> scores() const override;
  std::vector<int> winners() const override;

  Json gameJson() const override { return toJson(true); }
  // Everything but the stacks' order is public, so every seat sees the same.
  Json observation(int seat) const override { return toJson(false); }
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;

  int totalCards() const override { return kTotalCards; }
  void locateCards(std::vector<std::pair<int, Place>>& out) const override;
  std::string cardName(int card) const override { return cardId(card); }
  std::string zoneName(int zone) const override;
  std::vector<Action> sampleIllegalActions(Rng& rng) const override;

  int score(int seat) const;
  // The stack the next card comes from (0..3); kStacks once all are revealed.
  int currentStack() const;

 protected:
  std::optional<Refusal> whyIllegal(Action a) const override;

 private:
  Json toJson(bool allSeeing) const;

  // Clockwise, without a division (a bid or a pass asks for it every time).
  int nextSeat(int seat) const { return seat + 1 == d_.players ? 0 : seat + 1; }
  int nextBidder(int seat) const;
  int displayIndexOf(int name) const;  // leftmost copy, or -1
  std::optional<Refusal> whyBidIllegal(int n, const std::string& text) const;
  std::optional<Refusal> whyClaimIllegal(DecodedAction act, const std::string& text) const;
  void pushToDisplay(int card);
  int eraseFromDisplay(int index);              // returns the card
  std::uint64_t acceptedNames(int seat) const;  // names `seat` could add now, as bits

  void emitScoreChanges(const std::array<int, kMaxSeats>& before, Events* events) const;
  void revealTop(Events* events);
  int computeLowestLast(int color) const;
  bool isDead(int name) const;
  void removeDead(int displayIndex, Events* events);
  void removeDeadCardsOfColor(int color, Events* events);
  void splitReserve(Events* events);
  void endGame(int stack, Events* events);
  void endAuction(Events* events);
  void startTurn(int seat, Events* events);
  void applyBid(int n, Events* events);
  void applyPass(Events* events);
  void applyTake(int name, Events* events);
  void applyDiscard(int name, Events* events);
  void applyDone(Events* events);
};

}  // namespace mizbazi::rivals

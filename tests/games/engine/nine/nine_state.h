// Nine, the toy game kept under tests/ (tests/games/README.md): small, but a real game with a
// secret, so that every registry-wide test of the engine and the tables applies to it.
//
// Two players, nine cards numbered 1 to 9. Each player is dealt four face down (seen only by
// their owner); the last card stays face down in the stock, seen by nobody, for the whole game.
// In turn each plays one card face up to the middle: the leader any card, the other a higher card
// than the leader's if they hold one. The higher card takes the trick, whose winner leads the
// next. After four tricks the hands are empty and the player with more tricks wins; two tricks
// each is a draw, which both players share (winners: both seats).
//
// Zones of events: 0 hand (seat), 1 stock, 2 trick (seat: whose card), 3 won (seat).
// Refusals: the framework's and nine_refusals.h.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/card_stack.h"
#include "core/game.h"
#include "core/state_of.h"

namespace mizbazi::nine {

inline constexpr int kCards = 9;
inline constexpr int kHandSize = 4;
inline constexpr int kSeats = 2;

enum ZoneId : std::int16_t { kZoneHand, kZoneStock, kZoneTrick, kZoneWon };

// Card c (0..8) is numbered c + 1; its id is "card-" and that number ("card-7"), and the action
// that plays it is c ("play card-7").
std::string cardId(int card);

struct NineData {
  std::array<CardStack<kHandSize>, kSeats> hands{};  // ascending
  CardStack<kCards - 2 * kHandSize> stock;
  std::array<std::int8_t, kSeats> trick{-1, -1};  // the card each seat played to this trick
  std::array<CardStack<kCards>, kSeats> won{};    // the tricks' cards each seat took
  std::int8_t leader = 0;
  std::int8_t current = 0;
  bool over = false;
  Rng rng;
  friend bool operator==(const NineData&, const NineData&) = default;
};

// A fresh deal from `seed`.
NineData deal(std::uint64_t seed);

class NineState final : public StateOf<NineState, NineData> {
 public:
  static constexpr std::string_view kGameId = "nine";

  explicit NineState(const NineData& data) : StateOf(data) {}

  int numPlayers() const override { return kSeats; }
  bool isTerminal() const override { return d_.over; }

  void legalActions(std::vector<Action>& out) const override;
  std::string actionText(Action a) const override;
  std::optional<Action> parseAction(std::string_view text, std::string* error) const override;
  void applyLegal(Action a, Events* events) override;

  std::vector<int> scores() const override;
  std::vector<int> winners() const override;

  Json gameJson() const override { return toJson(kAllSeeing); }
  Json observation(int seat) const override { return toJson(seat < 0 ? kSpectator : seat); }
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;

  int totalCards() const override { return kCards; }
  void locateCards(std::vector<std::pair<int, Place>>& out) const override;
  std::string cardName(int card) const override { return cardId(card); }
  std::string zoneName(int zone) const override;
  std::vector<Action> sampleIllegalActions(Rng& rng) const override;

 protected:
  std::optional<Refusal> whyIllegal(Action a) const override;

 private:
  static constexpr int kAllSeeing = -1, kSpectator = -2;
  Json toJson(int viewer) const;  // a seat, kSpectator or kAllSeeing
  void takeTrick(Events* events);
  // The card the player to act must beat (the leader's, when they follow and can beat it); -1
  // when any card of their hand may be played.
  int cardToBeat() const;
};

}  // namespace mizbazi::nine

// A Sabokbaz match in progress (docs/rules-sabokbaz.md): the whole match, hand after hand. When a
// hand ends the next one is dealt at once from the state's own Rng, so the state is never between
// hands.
//
// Actions: the card index (sabokbaz_cards.h), text "play <card-id>". Every action is one card
// played.
//
// Refusal codes, with the arguments each carries: sabokbaz_refusals.h.
//
// Zones (Place.zone; zoneName gives the id):
//   0 "deck"   the pack, only while it is being gathered, shuffled and dealt (events only)
//   1 "hand"   seat = its holder
//   2 "trick"  the cards of the trick being played; slot = order of play (0 = led)
//   3 "taken"  a team's pile of taken tricks; seat = the team number (which is also the team's
//              lowest seat: team t = seats t and t + teams)
//   4 "out"    the four 12s, out of the game with 6 players
//
// Events of one action, in order:
//   kMove   the card, hand -> trick (face up, seen by all);
//   when the trick is complete:
//   kNote   value = kNoteTrickTaken, seat = the taker, to = the team's taken pile (the trick's
//           points are the observation's last_trick.points); then kMove per card, trick -> taken;
//   when the hand ends (last trick, or four cards):
//   kNote   only if a bonus applies: value = kNoteAllFate or kNoteFourCards, seat = the team;
//   kScore  per team: seat = the team number, value = its score for the hand;
//   kRoundEnd  value = the hand's number (1-based);
//   then kGameEnd, or the next deal: kMove of every card to the deck (face down), kShuffle of the
//   deck, one kMove per card dealt (deck -> hand, visible to its new holder only);
//   kTurn   the seat to act next (not after the match ends).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "core/game.h"
#include "core/state_of.h"
#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {

enum Zone : std::int16_t { kZoneDeck, kZoneHand, kZoneTrick, kZoneTaken, kZoneOut };
inline constexpr std::array<const char*, 5> kZoneIds = {"deck", "hand", "trick", "taken", "out"};

inline Place place(Zone zone, int seat = -1, int slot = -1) {
  return Place{static_cast<std::int16_t>(zone), static_cast<std::int8_t>(seat), slot};
}

enum NoteCode : std::int32_t { kNoteTrickTaken = 1, kNoteAllFate = 2, kNoteFourCards = 3 };

inline constexpr std::uint8_t kNoSeat = 0xFF;

// The whole match as plain values, so that equality and copying are memberwise: its set-up and
// everything that changes during it.
struct Position {
  // The set-up: the player count (the state's Variant follows from it) and the score that ends the
  // match.
  std::int8_t players = 4;
  std::int32_t target = 70;
  std::array<CardMask, kMaxSeats> hands{};
  std::array<CardMask, kMaxTeams> taken{};      // this hand's taken tricks, per team
  std::array<std::uint8_t, kMaxSeats> trick{};  // cards in order of play, from `leader`
  // Bit f set: the seat has shown (by not following f, or by leading a special) that it holds no
  // card of family f for the rest of this hand. Public, and what determinize must respect.
  std::array<std::uint8_t, kMaxSeats> voids{};
  std::array<std::int32_t, kMaxTeams> handPoints{};  // values of the cards taken this hand
  std::array<std::int32_t, kMaxTeams> matchScores{};
  std::uint8_t trickSize = 0;
  std::uint8_t leader = 0;
  std::uint8_t current = 0;
  std::uint8_t family = kNoFamily;  // of the trick being played
  std::uint8_t dealer = 0;
  bool over = false;
  std::int32_t handNumber = 1;
  // The last completed trick, for display (the table shows it until the next card is played).
  std::array<std::uint8_t, kMaxSeats> lastTrick{};
  std::uint8_t lastTrickSize = 0;
  std::uint8_t lastTrickLeader = kNoSeat;
  std::uint8_t lastTrickTaker = kNoSeat;
  std::int32_t lastTrickPoints = 0;
  // The last completed hand (number 0: none yet).
  std::int32_t lastHandNumber = 0;
  HandOutcome lastHand{};
  Rng rng;
  friend bool operator==(const Position&, const Position&) = default;
};

class SabokbazState final : public StateOf<SabokbazState, Position> {
 public:
  static constexpr std::string_view kGameId = "sabokbaz";

  SabokbazState(int players, int target, std::uint64_t seed);

  // Set-up (Game::newGame only), in this order: draw the first dealer from the state's Rng, then
  // deal (or set the hands), then the match scores.
  int drawFirstDealer() { return d_.rng.uniform(0, v_.players - 1); }
  // Deals the first hand from the state's Rng. `stackedTop` (may be
  // empty) are cards moved, in order, to the top of the shuffled pack, so they are dealt first.
  void dealFirstHand(int dealer, const std::vector<int>& stackedTop);
  // Set-up: replaces the first deal by fixed hands (every card in play exactly once).
  void setHands(int dealer, const std::array<CardMask, kMaxSeats>& hands);
  void setMatchScores(const std::array<std::int32_t, kMaxTeams>& scores);

  // For a search's simulation, which stops when the hand ends (the policy's horizon): a finished
  // hand then leaves every hand empty instead of shuffling and dealing the next one, a deal the
  // simulation never looks at and which cost a tenth of its time. Such a state is between hands,
  // which a real match never is: no one holds a card while the match goes on.
  void stopDealing() { dealsNextHand_ = false; }

  const Variant& variant() const { return v_; }
  int target() const { return d_.target; }
  const Position& position() const { return d_; }
  int handNumber() const { return d_.handNumber; }

  int numPlayers() const override { return v_.players; }
  bool isTerminal() const override { return d_.over; }
  void legalActions(std::vector<Action>& out) const override;
  std::string actionText(Action a) const override;
  std::optional<Action> parseAction(std::string_view text, std::string* error) const override;
  void applyLegal(Action a, Events* events) override;
  // Hands finished in this match, the one that ended it included (hands are numbered from 1 and a
  // match always starts at hand 1, so this is the last finished hand's number).
  int roundsCompleted() const override { return d_.lastHandNumber; }
  std::vector<int> scores() const override;
  std::vector<int> winners() const override;
  Json gameJson() const override;
  Json observation(int seat) const override;
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;
  int totalCards() const override { return kCardCount; }
  void locateCards(std::vector<std::pair<int, Place>>& out) const override;
  std::string cardName(int card) const override { return cardId(card); }
  std::string zoneName(int zone) const override;
  std::vector<Action> sampleIllegalActions(Rng& rng) const override;

  // The cards the player to act may play (empty once the match is over).
  CardMask playableMask() const {
    if (d_.over) return 0;
    return playableCards(d_.hands[d_.current], d_.trickSize == 0, d_.family);
  }

 protected:
  std::optional<Refusal> whyIllegal(Action a) const override;

 private:
  void finishTrick(Events* events);
  void finishHand(Events* events);
  void dealFromPack(std::array<std::uint8_t, kCardCount>& pack, int count, Events* events);
  Json json(int viewer) const;  // viewer -1: all-seeing; else only that seat's hand

  Variant v_;
  bool dealsNextHand_ = true;  // see stopDealing
};

}  // namespace mizbazi::sabokbaz

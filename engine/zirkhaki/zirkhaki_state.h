// Zirkhaki (زیرخاکی), the Persian edition of Dead Man's Draw: rules as docs/rules-zirkhaki.md
// states them.
//
// A turn draws cards into the play area (the treasure zone) until the player banks them into their
// field or busts on a suit already in play. Card abilities resolve as they enter; some need a
// choice (pistol, dagger, horseshoe: `pick <seat> <suit>`; map: `choose <card-id>`), which is kept
// on a small stack of pending choices so that chains (a horseshoe bringing a dagger bringing a
// map...) and the rogue ring's second horseshoe pick resolve in order. The snake's forced draws are
// a counter that every card entering the play area decrements. Options: players (2–8), rings
// (advanced game).
//
// Zones of events: 0 deck, 1 discard, 2 play (treasure zone), 3 field (seat; slot = suit index),
// 4 revealed (the map's cards).
// kNote values (NoteCode): 1 a card's ability takes effect (card) · 3 the carpet saved the cards
// before it · 4 chest and key paid out · 5 the snake charmer kept a snake · 6 forced draws lapsed
// (empty deck) · 7 the player to act busted (seat; the play area's cards then move) · 8 the player
// to act banked (seat; the cards then move to the field) · 100 + ring: that ring was chosen or
// dealt (seat).
//
// Refusal codes, with the arguments each carries: zirkhaki_refusals.h.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/card_stack.h"
#include "core/game.h"
#include "core/state_of.h"
#include "zirkhaki/zirkhaki_actions.h"
#include "zirkhaki/zirkhaki_cards.h"

namespace mizbazi::zirkhaki {

enum ZoneId : std::int16_t { kZoneDeck, kZoneDiscard, kZonePlay, kZoneField, kZoneRevealed };

enum NoteCode : std::int32_t {
  kNoteAbility = 1,
  kNoteCarpetSave = 3,
  kNoteChestKey = 4,
  kNoteCharmer = 5,
  kNoteForcedLapse = 6,
  kNoteBust = 7,
  kNoteBank = 8,
  kNoteRingBase = 100,
};

enum class Phase : std::uint8_t { kRings, kPlay, kOver };
enum class ChoiceKind : std::uint8_t { kPistol, kDagger, kHorseshoe, kMap };

struct PendingChoice {
  ChoiceKind kind = ChoiceKind::kPistol;
  std::uint8_t remaining = 1;  // picks still owed (the rogue's horseshoe owes two)
  friend bool operator==(const PendingChoice&, const PendingChoice&) = default;
};

// The whole position as one plain value.
struct ZirkhakiData {
  std::int8_t players = 2;
  std::int8_t sets = 1;
  bool ringsOption = false;
  Phase phase = Phase::kPlay;
  std::int8_t first = 0;
  std::int8_t current = 0;
  std::uint8_t forcedDraws = 0;
  CardStack<kMaxCards> deck;       // top = last
  CardStack<kMaxCards> discard;    // top = last
  CardStack<kMaxCards> revealed;   // the map's cards while its choice is pending
  CardStack<kSuitCount + 2> play;  // in play order
  // fields[seat][suit], ascending by value: the top card is the last one.
  std::array<std::array<CardStack<kCardsPerSuit * kMaxSets>, kSuitCount>, kMaxSeats> fields{};
  std::array<std::uint8_t, kMaxSeats> rings{};                  // kNoRing when none
  std::array<std::array<std::uint8_t, 2>, kMaxSeats> offers{};  // kNoRing when none
  std::array<std::uint8_t, kMaxSeats> knownTop{};  // how many deck-top cards each seat has seen
  std::array<PendingChoice, 16> pending{};
  std::uint8_t pendingDepth = 0;
  Rng rng;
  // Derived, kept in step with `play` and `fields` (recount() rebuilds them from the cards): a bit
  // per suit in the play area, and per seat a bit per suit with a card in that field. The bust
  // test, the pick targets and the legal list read these instead of scanning the piles.
  std::uint16_t playSuits = 0;
  std::array<std::uint16_t, kMaxSeats> fieldSuits{};

  void recount();

  friend bool operator==(const ZirkhakiData& a, const ZirkhakiData& b);
};

class ZirkhakiState final : public StateOf<ZirkhakiState, ZirkhakiData> {
 public:
  static constexpr std::string_view kGameId = "zirkhaki";

  explicit ZirkhakiState(const ZirkhakiData& data) : StateOf(data) { d_.recount(); }

  int numPlayers() const override { return d_.players; }
  bool isTerminal() const override { return d_.phase == Phase::kOver; }

  void legalActions(std::vector<Action>& out) const override;
  std::string actionText(Action a) const override;
  std::optional<Action> parseAction(std::string_view text, std::string* error) const override;
  void applyLegal(Action a, Events* events) override;

  std::vector<int> scores() const override;
  std::vector<int> winners() const override;

  Json gameJson() const override { return toJson(kAllSeeing); }
  // A seat outside the table (-1) is a spectator: it sees what every player sees, no peek.
  Json observation(int seat) const override { return toJson(seat < 0 ? kSpectator : seat); }
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;

  int totalCards() const override { return d_.sets * kCardsPerSet; }
  void locateCards(std::vector<std::pair<int, Place>>& out) const override;
  std::string cardName(int card) const override { return cardId(card); }
  std::string zoneName(int zone) const override;
  std::vector<Action> sampleIllegalActions(Rng& rng) const override;

  int score(int seat) const;
  int fieldCardCount(int seat) const;

 protected:
  std::optional<Refusal> whyIllegal(Action a) const override;

 private:
  // viewer -1: the all-seeing state; otherwise what that seat may know.
  static constexpr int kAllSeeing = -1, kSpectator = -2;
  Json toJson(int viewer) const;  // a seat, kSpectator or kAllSeeing

  // Suits with a card in `seat`'s field, as bits. The horseshoe picks in the own field; the pistol
  // and the dagger in every other field, among the suits otherFieldTargets allows (the dagger's
  // not those the player has, unless they wear the blade).
  std::uint32_t fieldSuits(int seat) const { return d_.fieldSuits[seat]; }
  std::uint32_t otherFieldTargets(ChoiceKind kind) const;
  bool hasTargets(ChoiceKind kind) const;
  bool isTarget(ChoiceKind kind, int seat, int suit) const;
  bool playHasSuit(int suit) const { return (d_.playSuits >> suit) & 1; }
  int ringOf(int seat) const { return d_.rings[seat]; }
  bool currentHasRing(Ring ring) const { return d_.rings[d_.current] == ring; }

  void moveCard(int card, Place from, Place to, Events* events, bool faceUp = true);
  void putInField(int seat, int card);
  int takeTopOfField(int seat, int suit);
  void pushChoice(ChoiceKind kind, int picks);
  void drawFromDeck(Events* events);
  void enterPlayArea(int card, Place from, Events* events);
  void resolveAbility(int card, Events* events);
  void startMap(Events* events);
  void settle(Events* events);
  void bust(Events* events);
  void bank(Events* events);
  void endTurn(Events* events);
  // Clockwise, without a division (every turn and every ring choice asks for it).
  int nextSeat(int seat) const { return seat + 1 == d_.players ? 0 : seat + 1; }
  void applyPick(int seat, int suit, Events* events);
  void applyChoose(int cardName, Events* events);
  void applyRing(int ring, Events* events);
};

}  // namespace mizbazi::zirkhaki

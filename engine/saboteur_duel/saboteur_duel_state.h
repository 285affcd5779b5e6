// Saboteur: the Duel (خرابکار! نبرد دو نفره), two players or solo: rules as
// docs/rules-saboteur-duel.md states them, over three rounds.
//
// Two dwarfs dig one shared, unbounded maze (saboteur_duel_board.h) from their start cards toward
// six face-down goals. A turn is one of: a path card, an action card (sabotage, repair, key,
// rockfall, map), fixing a sabotage by discarding two cards, or passing; bribing a troll is free
// and may come before. Goals turn up when a reach touches them (`orient 0|1` when both ways
// connect); gold in a reach is claimed automatically with a marker, the player to act first.
// Options: players (1–2), solo, solo_color. Setup overrides (round 1): first; deck_top (first =
// top); goals (the six places in the spec's order); hands (per seat: a list of up to six cards,
// exactly those; null: dealt as usual). Cards named by the setup are taken out first; the rest is
// dealt from the shuffled deck.
//
// Seats and colors: seat 0 is green and seat 1 blue; solo is seat 0 in the color of `solo_color`.
//
// Solo rating (gameJson "solo_rating", from the gold after three rounds; the bands are the spec's):
//   0 (0–14 nuggets): the mountain kept its gold this time;
//   1 (15–19): a respectable haul;
//   2 (20–24): this dwarf can smell gold through rock;
//   3 (25 or more): lord of every tunnel and mine there is.
//
// Decisions where the spec is silent (see also the spec's own D marks):
// - Goal orientation: offered whenever both ways connect, as the spec says, even when the two ways
//   look the same to the rules (all goals of the manifest are symmetric); the acting player
//   chooses.
// - A placed card is joined to the reach when one of its tunnels meets a reached tunnel, even if a
//   door or troll on that tunnel then blocks the player (blocking yourself is allowed). A stub that
//   meets a reached tunnel joins too (else the two dead-end cards could never be played); nothing
//   passes through a stub.
// - Ladders are links: whoever reaches start-X also reaches ladder-X and the other way round.
// - Discards (played, fixed, passed) lie face up: everybody sees them.
// - Trolls are paid one at a time, each with the lowest-valued gold card left (so two trolls and
// one
//   2-nugget card: the card pays the first, the second goes unpaid).
// - A rockfall on a keyed door gives the key back to the supply.
// - Solo: sabotage cards cannot be played (no opponent); the forced sabotage/rockfall applies to
// draws
//   from the deck during play, not to the opening six; the forced rockfall removes the most
//   recently placed path card that is not a start, goal, gold or troll card (nothing if there is
//   none). Winners: the solo player always (the verdict is the rating).
//
// Zones of events: 0 deck (top = last), 1 hand (seat), 2 board (slot = (x + 128) * 256 + (y +
// 128)), 3 discard, 4 sabotage (in front of seat; slot = tool), 5 gold (seat's collected gold
// cards), 6 goal pool, 7 box (out of the game), 8 set aside (solo). kNote values: 1 gold claimed
// (seat, to = cell) · 2 key put on a door (seat, to = cell) · 3 troll bribed (seat, to = cell) · 4
// key used on gold (seat, to = cell) · 5 orientation to choose (seat, from = cell) · 6 troll paid
// (seat; the card's move follows) · 7 troll unpaid, no gold (seat) · 8 seat skipped, empty hand
// (seat) · 9 solo: drawn sabotage put in front (card) · 10 solo: drawn sabotage of a tool already
// broken, discarded (card) · 11 solo: drawn rockfall (card; the removed card's move follows, if
// any) · 12 / 13 the chosen way up of a goal: as drawn / turned 180° (card, from = cell). kFlip: a
// goal turns face up (value 1 when it lies turned 180°; when the way up is to be chosen it is face
// up at once, note 5 follows, and notes 12/13 tell the choice).
//
// Refusal codes, with the arguments each carries: saboteur_duel_refusals.h.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "core/card_stack.h"
#include "core/game.h"
#include "core/state_of.h"
#include "saboteur_duel/saboteur_duel_actions.h"
#include "saboteur_duel/saboteur_duel_board.h"
#include "saboteur_duel/saboteur_duel_cards.h"

namespace mizbazi::saboteur_duel {

enum ZoneId : std::int16_t {
  kZoneDeck,
  kZoneHand,
  kZoneBoard,
  kZoneDiscard,
  kZoneSabotage,
  kZoneGold,
  kZoneGoalPool,
  kZoneBox,
  kZoneSetAside
};

enum NoteCode : std::int32_t {
  kNoteClaim = 1,
  kNoteKeyOnDoor = 2,
  kNoteBribe = 3,
  kNoteKeyOnGold = 4,
  kNoteChooseOrientation = 5,
  kNoteTrollPaid = 6,
  kNoteTrollUnpaid = 7,
  kNoteSkipped = 8,
  kNoteSoloSabotage = 9,
  kNoteSoloSabotageDiscarded = 10,
  kNoteSoloRockfall = 11,
  kNoteGoalAsDrawn = 12,
  kNoteGoalTurned = 13,
};

inline constexpr int kRounds = 3;
inline constexpr int kHandSize = 6;
inline constexpr int kGoalSlots = 6;
inline constexpr int kMarkersDuel = 4;  // per player
inline constexpr int kMarkersSolo = 6;
inline constexpr int kKeys = 2;
inline constexpr int kSoloSetAside = 10;
inline constexpr int kDeckCapacity = 52;  // 34 path cards and 18 action cards
inline constexpr int kGoldCapacity = 20;  // 5 gold path cards and 15 goals with nuggets
inline constexpr int kBoxCapacity = 48;
// The longest legal list there can be: every path kind of a full hand (8) both ways up on every
// frontier cell, the actions on cards (sabotage, repair: at most 3 + 8 * 3), on board cells (key
// on a door or gold, rockfall, map, bribe), and every fix (36 pairs of kinds, 3 tools) and pass.
inline constexpr int kMaxLegalActions =
    8 * 2 * kMaxFrontier + 3 + 8 * 3 + 5 * kMaxCells + 36 * kToolCount + 36 + 8;

// Goal layouts, in the order of the setup key "goals".
inline constexpr std::array<std::array<int, 2>, kGoalSlots> kDuelGoals = {
    {{5, 0}, {5, 2}, {5, 4}, {7, 1}, {7, 3}, {9, 2}}};
inline constexpr std::array<std::array<int, 2>, kGoalSlots> kSoloGoals = {
    {{8, 0}, {8, 2}, {8, 4}, {10, 1}, {10, 3}, {12, 2}}};

enum class Phase : std::uint8_t { kTurn, kOrient, kOver };

// The whole position as one plain value.
struct SaboteurDuelData {
  std::int8_t players = 2;
  bool solo = false;
  std::array<Color, 2> colors{Color::kGreen, Color::kBlue};
  std::uint8_t round = 1;
  Phase phase = Phase::kTurn;
  std::int8_t current = 0;
  std::int8_t first = 0;  // who began this round
  Board board;
  std::array<Reach, 2> reach{};  // derived from the board, kept up to date
  CardStack<kDeckCapacity> deck;
  CardStack<kDeckCapacity> discard;
  std::array<CardStack<8>, 2> hands{};  // ascending card numbers (so by kind)
  std::array<std::array<std::uint8_t, kToolCount>, 2> sabotages{};  // card per tool, or kNoCard
  std::array<CardStack<kGoldCapacity>, 2> gold{};
  CardStack<kGoalCards> goalPool;
  CardStack<kBoxCapacity> box;
  CardStack<kSoloSetAside> setAside;
  std::array<std::int8_t, 2> markersLeft{};
  std::array<std::int8_t, 2> bribes{};  // trolls bribed this round, to pay at its end
  std::int8_t keysLeft = kKeys;
  std::uint8_t nextOrder = 1;  // placement counter of the round (solo rockfalls take the latest)
  std::uint8_t orientSlot = kNoSlot;  // the goal waiting for `orient`
  bool turnPending = false;  // the turn's action is done; draw and hand over after the orientation
  std::uint8_t drawOwed = 0;
  Rng rng;

  friend bool operator==(const SaboteurDuelData&, const SaboteurDuelData&) = default;

  // The six goals take the slots right after the starts (two, or one solo) when a round is laid
  // out, in layout order, which is also position order, and keep them all round: goals never leave
  // the board.
  int firstGoalSlot() const { return solo ? 1 : 2; }
};

// Recomputes both players' reach from the board (saboteur_duel_setup.cpp).
void refreshReach(SaboteurDuelData& d);

class SaboteurDuelState final : public StateOf<SaboteurDuelState, SaboteurDuelData> {
 public:
  static constexpr std::string_view kGameId = "saboteur-duel";

  explicit SaboteurDuelState(const SaboteurDuelData& data) : StateOf(data) {}

  int numPlayers() const override { return d_.players; }
  bool isTerminal() const override { return d_.phase == Phase::kOver; }

  void legalActions(std::vector<Action>& out) const override;
  std::string actionText(Action a) const override { return actionToText(a); }
  std::optional<Action> parseAction(std::string_view text, std::string* error) const override {
    return parseActionText(text, error);
  }
  void applyLegal(Action a, Events* events) override;
  // Rounds finished: the round under way is not, but once the game is over all three are (the
  // round number stays at the last round then).
  int roundsCompleted() const override { return isTerminal() ? d_.round : d_.round - 1; }

  std::vector<int> scores() const override;
  std::vector<int> winners() const override;

  Json gameJson() const override { return toJson(kAllSeeing); }
  // A seat outside the table (-1) is a spectator: it sees what every player sees, no hand, no goal
  // looked at.
  Json observation(int seat) const override { return toJson(seat < 0 ? kSpectator : seat); }
  std::unique_ptr<State> determinize(int seat, Rng& rng) const override;

  int totalCards() const override { return kCardCount; }
  void locateCards(std::vector<std::pair<int, Place>>& out) const override;
  std::string cardName(int card) const override;
  std::string zoneName(int zone) const override;
  std::vector<Action> sampleIllegalActions(Rng& rng) const override;

  int goldOf(int seat) const;
  // 0..3 by the solo bands (see the top of this file).
  static int soloRating(int gold);

  // Legal path placements only (for benchmarks): like legalActions restricted to `path`.
  void legalPlacements(std::vector<Action>& out) const;

 protected:
  std::optional<Refusal> whyIllegal(Action a) const override;

 private:
  static constexpr int kAllSeeing = -1, kSpectator = -2;
  Json toJson(int viewer) const;  // a seat, kSpectator or kAllSeeing

  // Queries
  Color colorOf(int seat) const { return d_.colors[seat]; }
  int opponentOf(int seat) const { return d_.players == 2 ? 1 - seat : -1; }
  int firstGoalSlot() const { return d_.firstGoalSlot(); }
  bool isSabotaged(int seat) const;
  int handIndex(int seat, int kind) const;  // first card of that kind in the hand, or -1
  int handCount(int seat, int kind) const;
  std::optional<Refusal> placementProblem(int kind, bool turned, int x, int y) const;
  std::optional<Refusal> cellTargetProblem(Move type, int x, int y) const;
  // What a seat holds: the distinct kinds, ascending, with their counts, and its broken tools.
  struct Holding {
    std::uint64_t mask = 0;  // the kinds held, as bits (kHandKinds <= 64)
    std::array<std::uint8_t, kHandKinds> count{};
    std::array<std::uint8_t, 8> kinds{};
    int kindCount = 0;
    std::array<std::uint8_t, kToolCount> broken{};
    int brokenCount = 0;
  };
  Holding holdingOf(int seat) const;
  // The legal list in encoding order, part by part (saboteur_duel_rules_legal.cpp): each writes
  // from `out` on and returns the end of what it wrote.
  Action* addPlacements(const Holding& held, Action* out) const;
  Action* addToolCards(const Holding& held, Action* out) const;    // sabotage, repair
  Action* addCellTargets(const Holding& held, Action* out) const;  // key, rockfall, map
  Action* addDiscards(const Holding& held, Action* out) const;     // fix, pass
  Action* addBribes(Action* out) const;

  // Changes (saboteur_duel_rules_apply.cpp)
  void recomputeReach();         // from scratch (after a card left the maze)
  void extendReachAt(int slot);  // after `slot` opened ways (placed, turned up, keyed, bribed)
  int takeFromHand(int seat, int kind, Events* events, Place to, bool faceUp = true);
  void discardFromHand(int seat, int kind, Events* events);
  void addToHand(int seat, int card, Events* events);
  void playPath(int kind, bool turned, int x, int y, Events* events);
  void removeFromBoard(int slot, Place to, Events* events);
  void applyOrient(bool turned, Events* events);
  void applyBribe(int x, int y, Events* events);
  // Cards that change the maze, a reach or the markers (path, key, rockfall), and the others.
  void playMazeCard(const Decoded& d, Events* events);
  void playOtherCards(const Decoded& d, Events* events);
  void mendTool(int tool, Events* events);  // the player to act's broken tool, mended
  void settle(Events* events, bool changed, bool reachMoved);
  bool revealGoals(Events* events);
  void claimGold(Events* events);
  bool roundOverEarly() const;
  void finishTurn(Events* events);
  void draw(int seat, int count, Events* events);
  void soloRockfall(Events* events);
  void advance(Events* events);
  void endRound(Events* events);
  void collectMarkedGold(std::span<const std::uint8_t> slots, Events* events);
  void payTrolls(Events* events);
  void clearBoard(std::span<const std::uint8_t> slots, Events* events);
  void gatherIntoDeck(Events* events);
};

}  // namespace mizbazi::saboteur_duel

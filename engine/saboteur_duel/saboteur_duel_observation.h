// What a Saboteur observation holds beyond the keys every game shares (core/observation_header.h),
// described once: SaboteurDuelState writes its observations and its all-seeing state from this
// struct, and the table reads them back into it, so a key renamed or retyped here is a compile
// error in the table. Its JSON form is the one of the save and scenario files
// (docs/scenario-format.md and the top of saboteur_duel_state_json.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/json_fields.h"
#include "saboteur_duel/saboteur_duel_cards.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

// The two ways to play: two dwarfs against each other, or one alone against the deck.
enum class Mode : std::uint8_t { kDuel, kSolo };

std::span<const char* const> jsonNames(Mode);   // duel, solo
std::span<const char* const> jsonNames(Phase);  // turn, orient, over
std::span<const char* const> jsonNames(Color);  // none, green, blue

// One card of the maze.
struct CellView {
  int x = 0;
  int y = 0;
  // The card's id; none for a face-down goal the viewer has not looked at.
  std::optional<std::string> card;
  bool rotated = false;
  bool faceUp = true;
  std::optional<int> marker;  // the seat whose marker lies on it (claimed gold, bribed troll)
  std::optional<int> key;     // the seat whose key lies on its door
  std::vector<int> looked;    // the seats that looked at this face-down goal with a map

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("x", self.x);
    f("y", self.y);
    f("card", self.card);
    f("rotated", self.rotated);
    f("face_up", self.faceUp);
    f("marker", self.marker);
    f("key", self.key);
    f("looked", self.looked);
  }
};

// A place of the maze: the goal whose way up is to be chosen.
struct CellPlace {
  int x = 0;
  int y = 0;

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("x", self.x);
    f("y", self.y);
  }
};

struct SaboteurDuelObservation {
  Mode mode = Mode::kDuel;
  std::vector<Color> colors;  // per seat
  int round = 1;              // 1..3
  Phase phase = Phase::kTurn;
  int first = 0;                // who began this round
  std::vector<CellView> board;  // in position order
  // Per seat, the reached tunnels as [x, y, tunnel] (public: it follows from the face-up cards).
  std::vector<std::vector<std::vector<int>>> reach;
  std::optional<CellPlace> pendingGoal;
  // Per seat: its cards when the viewer may see them (its own seat, the all-seeing state).
  std::vector<std::optional<std::vector<std::string>>> hands;
  std::vector<int> handCounts;
  int deckCount = 0;
  std::optional<std::vector<std::string>> deck;     // top first: the all-seeing state only
  std::vector<std::string> discard;                 // bottom first
  std::vector<std::vector<std::string>> sabotages;  // per seat, the sabotages lying in front of it
  std::vector<int> markersLeft;
  int keysLeft = 0;
  std::vector<int> bribes;  // trolls bribed this round, per seat (paid at its end)
  std::vector<int> gold;    // nuggets collected so far, per seat
  std::vector<std::vector<std::string>> goldCards;  // per seat
  int goalPoolCount = 0;
  std::optional<std::vector<std::string>> goalPool;  // the all-seeing state only
  std::vector<std::string> box;                      // out of the game
  std::optional<int> setAsideCount;                  // solo only
  std::optional<std::vector<std::string>> setAside;  // solo, the all-seeing state only
  std::optional<int> soloRating;                     // solo only: 0..3 by the gold so far

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("mode", self.mode);
    f("colors", self.colors);
    f("round", self.round);
    f("phase", self.phase);
    f("first", self.first);
    f("board", self.board);
    f("reach", self.reach);
    f("pending_goal", self.pendingGoal);
    f("hands", self.hands);
    f("hand_counts", self.handCounts);
    f("deck_count", self.deckCount);
    f.omittable("deck", self.deck);
    f("discard", self.discard);
    f("sabotages", self.sabotages);
    f("markers_left", self.markersLeft);
    f("keys_left", self.keysLeft);
    f("bribes", self.bribes);
    f("gold", self.gold);
    f("gold_cards", self.goldCards);
    f("goal_pool_count", self.goalPoolCount);
    f.omittable("goal_pool", self.goalPool);
    f("box", self.box);
    f.omittable("set_aside_count", self.setAsideCount);
    f.omittable("set_aside", self.setAside);
    f.omittable("solo_rating", self.soloRating);
  }
};

}  // namespace mizbazi::saboteur_duel

// The maze's reach map, as the player to act knows it, condensed for scoring moves quickly: for
// each seat, the gold it can dig toward (targets) and how much its tunnel ends are worth by their
// distance to it.
//
// Value of an empty cell for a seat: max over its targets of value * step^distance (Manhattan), so
// a tunnel end next to a goal is worth most and every card width further away a fixed fraction
// less. A seat's position is the value of its best tunnel end ("tip").
//
// Hidden goals are read only when the viewing seat has looked at them with a map: the policy gets a
// determinization, so any other face-down card there is a guess and must not steer decisions.
#pragma once

#include <array>
#include <cstdint>

#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::ai::saboteur_duel {

using namespace mizbazi::saboteur_duel;

inline constexpr int kMaxTargets = 24;

struct Target {
  std::int8_t x, y;
  float value;  // nuggets the seat expects from it
};

// Remembered values of empty cells for one list of targets (below).
struct ValueMemo;

// One seat's prospects in the maze: its targets and what its tunnel ends are worth.
struct SeatProspects {
  bool present = false;
  Color color = Color::kNone;
  int markers = 0;
  const Reach* reach = nullptr;
  std::array<Target, kMaxTargets> targets;
  int targetCount = 0;
  // Expected nuggets behind a face-down goal nobody has shown this seat, and the chance that the
  // seat can walk through such a goal (gold without a door of the other color).
  double unknownGoalValue = 0;
  double passThrough = 0;
  // Best tip value, its cell, and the best value among tips in other cells.
  double bestTip = 0, secondTip = 0;
  std::int8_t bestX = 0, bestY = 0;
  bool hasBest = false;

  // Where cellValue's results are kept; set by ReachMap::build once the targets are known.
  ValueMemo* memo = nullptr;

  double cellValue(int x, int y) const;
  // The same, always computed (what the memo stores).
  double computeCellValue(int x, int y) const;
  double tipValueWithout(int x, int y) const {
    return hasBest && bestX == x && bestY == y ? secondTip : bestTip;
  }
  // What a face-down goal is worth to this seat (as the viewer knows it).
  double goalValue(const Cell& c, int viewer) const;
  bool canEnterDoorOf(Color doorColor) const {
    return doorColor == Color::kNone || doorColor == color;
  }
};

// Values of empty cells (SeatProspects::cellValue) for one list of targets and one step factor. In
// a rollout the targets change only when a goal turns up, is mapped or gold is claimed, while the
// same cells next to the tunnels are valued again at every turn of both seats: so the values are
// kept across decisions, in a few memos per thread, each for one list (the lists of the two seats
// as mover and as opponent differ). A memo stores exactly what computeCellValue returns.
struct ValueMemo {
  static constexpr int kGrid = 32;  // cells by (x, y) modulo the grid; a clash just recomputes
  struct Entry {
    std::uint16_t pos = 0;
    std::uint32_t stamp = 0;  // entries of an older stamp are stale
    double value = 0;
  };
  double step = -1;
  int targetCount = -1;
  std::array<Target, kMaxTargets> targets{};
  std::uint32_t stamp = 0;
  std::uint64_t lastUsed = 0;
  std::array<Entry, kGrid * kGrid> entries{};

  bool holds(const SeatProspects& v, double forStep) const {
    if (step != forStep || targetCount != v.targetCount) return false;
    for (int i = 0; i < targetCount; ++i) {
      const Target &a = targets[i], &b = v.targets[i];
      if (a.x != b.x || a.y != b.y || a.value != b.value) return false;
    }
    return true;
  }
};

inline double SeatProspects::cellValue(int x, int y) const {
  if (memo == nullptr) return computeCellValue(x, y);
  ValueMemo::Entry& e =
      memo->entries[(x & (ValueMemo::kGrid - 1)) * ValueMemo::kGrid + (y & (ValueMemo::kGrid - 1))];
  const std::uint16_t pos = positionKey(x, y);
  if (e.stamp != memo->stamp || e.pos != pos) {
    e.stamp = memo->stamp;
    e.pos = pos;
    e.value = computeCellValue(x, y);
  }
  return e.value;
}

struct ReachMap {
  const SaboteurDuelData* d = nullptr;
  int me = 0, opp = -1;
  std::array<SeatProspects, 2> seats;  // [0] the player to act, [1] the opponent (if any)

  void build(const SaboteurDuelData& data);
  SeatProspects& mine() { return seats[0]; }
  SeatProspects& theirs() { return seats[1]; }
  const SeatProspects& mine() const { return seats[0]; }
  const SeatProspects& theirs() const { return seats[1]; }

  // Best tip value of a seat (0 = player to act, 1 = opponent) if the card in `removedSlot` were
  // gone: a walk of the maze as Board::reachOf does it, skipping that card.
  double bestTipWithout(int which, int removedSlot) const;
};

// The step factor (value kept per card width of distance) for this thread's later calls.
void useStep(double step);
// Distance weight step^d for small d (0 beyond the table).
double stepPower(int d);

}  // namespace mizbazi::ai::saboteur_duel

// Scores of Saboteur: the Duel's actions for the player to act, in nuggets (what the move is
// expected to win or deny), computed from the board without playing the move: the rule-based
// player runs inside every search rollout, so a decision must cost a few microseconds.
#pragma once

#include <array>
#include <cstdint>

#include "ai/saboteur_duel/saboteur_duel_reach_map.h"
#include "core/game.h"

namespace mizbazi::ai::saboteur_duel {

// Weights of the scores; the defaults are the tuned ones (policy_duel plays two sets).
struct PlayParams {
  double step = 0.72;           // value a tunnel end keeps per card width from the gold
  double oppWeight = 1.2;       // how much the opponent's progress counts against ours
  double sabotageBase = 0.25;   // a sabotage costs the opponent turns even when far away
  double sabotageThreat = 0.8;  // ... and more when their best tunnel end is close to gold
  double repairBase = 0.4;      // repairing lets us dig again
  double repairPosition = 0.8;  // ... worth more the closer our tunnels are to gold
  double fixPenalty = 0.3;      // fixing with two cards shrinks the hand by one
  double mapValue = 0.12;       // looking at a goal near our tunnels
  double bribeCost = 1.0;       // a bribe costs a gold card at the round's end
  double keepScale = 0.35;      // weight of what a card spent would be worth later
  double passBonus = 0.02;      // per card passed: fresh cards
  double bribeThreshold = 0.1;  // free bribes only when clearly worth it
  double rockfallThreat = 0.4;  // cut the opponent's tunnels only when they get this close
};

// What the player to act holds, by kind.
struct HandCounts {
  std::array<std::uint8_t, kHandKinds> count{};
  int bestGoldInHand = 0;
  int brokenTools = 0;
};

class MoveScorer {
 public:
  MoveScorer(const ReachMap& map, const PlayParams& params);
  double score(Action a);
  // score(a) of a placement (Move::kPath), for callers that have decoded it already.
  double placementScore(Action a) {
    return placement(static_cast<int>(a >> 22 & 63), (a >> 16 & 63) == 1,
                     static_cast<int>(a >> 8 & 0xFF) - 128, static_cast<int>(a & 0xFF) - 128);
  }
  // score(a) of a discard (Move::kPass), the most common kind of action after placements.
  double passScore(Action a) const {
    const int ka = static_cast<int>(a >> 22 & 63), kb = static_cast<int>(a >> 16 & 63);
    if (kb == kNoSecondCard) return p_.passBonus - keep(ka);
    return 2 * p_.passBonus - keep(ka) - keep(kb);
  }
  // At least every passScore: what a pass of the cards kept least would score.
  double passCeiling() const;
  // What a card in hand is worth keeping (nuggets), for the player to act.
  double keep(int kind) const { return (*keep_)[kind]; }

 private:
  struct CellInfo {
    std::uint16_t pos;
    std::uint32_t stamp;
    std::array<std::uint8_t, kDirCount> nb;               // neighbour slot or kNoSlot
    std::array<float, kDirCount> valueMine, valueTheirs;  // of empty neighbour cells
    float tipMine, tipTheirs;  // best tip values if this cell were filled
    // Sides as direction bits, so that a placement tests a whole tunnel at once: an empty
    // neighbour; a neighbour's tunnel in the reach of the player to act / of the opponent; a
    // neighbour that may pay out (a face-down goal, or unclaimed gold whose tunnel meets us).
    std::uint8_t empty, reachedMine, reachedTheirs, payout;
  };
  // A per-thread cache of what surrounds the cells that placements name (a handful of cells serve
  // dozens of placements), by position modulo an 8 x 8 grid: a decision names a few cells close
  // together, and a clash just fills the entry again. Small, so that it stays in the first-level
  // cache.
  static constexpr int kCellGrid = 8;
  static CellInfo* cellCache();
  const CellInfo& cellInfo(int x, int y) {
    CellInfo& ci = cells_[(x & (kCellGrid - 1)) * kCellGrid + (y & (kCellGrid - 1))];
    if (ci.stamp != stamp_ || ci.pos != positionKey(x, y)) fillCellInfo(ci, x, y);
    return ci;
  }
  void fillCellInfo(CellInfo& ci, int x, int y);
  double placement(int kind, bool turned, int x, int y);
  double plainPlacement(const CellInfo& ci, const EdgeShape& shape, int kind) const;
  double anyPlacement(const CellInfo& ci, const EdgeShape& shape, int kind) const;
  double goalReveal(const Cell& goal, bool mineIn, bool theirsIn, int& markersMine,
                    int& markersTheirs, double& gainTheirs) const;
  double beyondGoal(const SeatProspects& v, const Cell& goal) const;
  double sabotage() const;
  double repairValue(int toolsLeftBroken) const;
  double keyDoor(int x, int y) const;
  double keyGold(int x, int y) const;
  double rockfall(int x, int y) const;
  double mapAt(int x, int y) const;
  double bribe(int x, int y) const;
  double keepValue(int kind) const;

  const ReachMap& v_;
  const SaboteurDuelData& d_;
  const PlayParams& p_;
  HandCounts hand_;
  std::uint32_t stamp_ = 0;  // this decision's, for the cell cache
  CellInfo* cells_ = nullptr;
  const std::array<double, kHandKinds>* keep_ = nullptr;  // every kind that can be held
  const std::array<double, kHandKinds>& keepTable() const;
};

}  // namespace mizbazi::ai::saboteur_duel

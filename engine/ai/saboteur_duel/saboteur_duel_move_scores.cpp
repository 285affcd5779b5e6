#include "ai/saboteur_duel/saboteur_duel_move_scores.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

namespace mizbazi::ai::saboteur_duel {

namespace {

// Stamps of the decisions on this thread: the cell cache's entries are valid for the decision whose
// stamp they carry.
thread_local std::uint32_t tCurrentStamp = 0;

}  // namespace

MoveScorer::MoveScorer(const ReachMap& map, const PlayParams& params)
    : v_(map), d_(*map.d), p_(params) {
  ++tCurrentStamp;
  if (tCurrentStamp == 0) tCurrentStamp = 1;
  stamp_ = tCurrentStamp;
  cells_ = cellCache();
  for (int card : d_.hands[v_.me]) {
    const int kind = kindOf(card);
    ++hand_.count[kind];
    hand_.bestGoldInHand = std::max<int>(hand_.bestGoldInHand, kindInfo(kind).nuggets);
  }
  for (int t = 0; t < kToolCount; ++t) hand_.brokenTools += d_.sabotages[v_.me][t] != kNoCard;
  keep_ = &keepTable();
}

double MoveScorer::passCeiling() const {
  double least = std::numeric_limits<double>::infinity();
  for (int card : d_.hands[v_.me]) least = std::min(least, keep(kindOf(card)));
  // passScore's operations in its order, with the least kept card for both: never less.
  return std::max(p_.passBonus - least, 2 * p_.passBonus - least - least);
}

// What every card is worth kept depends on the card and on three facts only (our color, whether we
// have markers left, whether there is an opponent) and the weight: a handful of tables per thread,
// made once, instead of the same values at every decision.
const std::array<double, kHandKinds>& MoveScorer::keepTable() const {
  struct Table {
    int key = -1;
    double scale = 0;
    std::array<double, kHandKinds> keep{};
  };
  thread_local std::array<Table, 12> tables;
  thread_local int next = 0;
  const int key =
      static_cast<int>(v_.mine().color) * 4 + (v_.mine().markers > 0) * 2 + (v_.opp >= 0 ? 1 : 0);
  for (const Table& t : tables) {
    if (t.key == key && t.scale == p_.keepScale) return t.keep;
  }
  Table& t = tables[next];
  next = (next + 1) % static_cast<int>(tables.size());
  t.key = key;
  t.scale = p_.keepScale;
  for (int kind = 0; kind < kHandKinds; ++kind) t.keep[kind] = keepValue(kind);
  return t.keep;
}

double MoveScorer::keepValue(int kind) const {
  const CardKind& k = kindInfo(kind);
  const Color mine = v_.mine().color;
  double value = 0;
  switch (k.effect) {
    case Effect::kSabotage:
      value = v_.opp >= 0 ? 0.25 : 0;
      break;
    case Effect::kRepair:
      value = (k.tools & (k.tools - 1)) != 0 ? 0.35 : 0.25;  // a double repair mends either tool
      break;
    case Effect::kKey:
      value = 0.5;
      break;
    case Effect::kRockfall:
      value = 0.25;
      break;
    case Effect::kMap:
      value = 0.1;
      break;
    case Effect::kNone:
      switch (k.feature) {
        case Feature::kLadder:
          value = k.color == mine ? 0.5 : -0.4;  // the other ladder only ever helps the opponent
          break;
        case Feature::kDoor:
          value = k.color == mine ? 0.2 : -0.1;
          break;
        case Feature::kGold:
          value = v_.mine().markers > 0 ? 0.35 * k.nuggets : -0.1;
          break;
        case Feature::kTroll:
          value = 0.05;
          break;
        default: {
          const unsigned edges = k.tunnels[0] | k.tunnels[1];
          const int sides = (edges & 1) + (edges >> 1 & 1) + (edges >> 2 & 1) + (edges >> 3 & 1);
          // More open sides fit more places and branch toward more goals.
          value = k.tunnels[0] == 0 ? 0.02 : sides == 4 ? 0.35 : sides == 3 ? 0.28 : 0.18;
          if (k.tunnels[1] != 0) value = 0.2;
          break;
        }
      }
      break;
  }
  return value * p_.keepScale;
}

MoveScorer::CellInfo* MoveScorer::cellCache() {
  thread_local std::array<CellInfo, kCellGrid * kCellGrid> cache{};
  return cache.data();
}

// The board keeps a description of every empty cell next to a face-up card (where placements go):
// its neighbours' slots and the tunnels that face it, so nothing here searches the board.
void MoveScorer::fillCellInfo(CellInfo& ci, int x, int y) {
  const Board& b = d_.board;
  const FrontierCell* kept = b.frontierAt(x, y);
  const FrontierCell f = kept != nullptr ? *kept : b.describeEmpty(x, y);
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  // Worked out in locals, the entry written at the end.
  const Reach reachMine = *me.reach;
  const Reach reachTheirs = them.present ? *them.reach : Reach{};
  std::array<float, kDirCount> valueMine{}, valueTheirs{};
  unsigned empty = 0, reachedMine = 0, reachedTheirs = 0, payout = 0;
  for (int dir = 0; dir < kDirCount; ++dir) {
    const int n = f.nb[dir];
    const unsigned bit = 1u << dir;
    if (n == kNoSlot) {
      const int nx = x + kDx[dir], ny = y + kDy[dir];
      empty |= bit;
      valueMine[dir] = static_cast<float>(me.cellValue(nx, ny));
      if (them.present) valueTheirs[dir] = static_cast<float>(them.cellValue(nx, ny));
      continue;
    }
    const Cell& c = b.cell(n);
    if (!c.faceUp) {
      if (b.isGoal(n)) payout |= bit;
      continue;
    }
    const int node = f.node[dir];  // the facing tunnel of a face-up card
    if (node < 0) continue;
    if (reachMine.has(node)) reachedMine |= bit;
    if (reachTheirs.has(node)) reachedTheirs |= bit;
    if (c.marker < 0 && kindInfo(c.kind).nuggets > 0) payout |= bit;
  }
  ci.stamp = stamp_;
  ci.pos = positionKey(x, y);
  ci.nb = f.nb;
  ci.valueMine = valueMine;
  ci.valueTheirs = valueTheirs;
  ci.empty = static_cast<std::uint8_t>(empty);
  ci.reachedMine = static_cast<std::uint8_t>(reachedMine);
  ci.reachedTheirs = static_cast<std::uint8_t>(reachedTheirs);
  ci.payout = static_cast<std::uint8_t>(payout);
  ci.tipMine = static_cast<float>(me.tipValueWithout(x, y));
  ci.tipTheirs = static_cast<float>(them.tipValueWithout(x, y));
}

double MoveScorer::beyondGoal(const SeatProspects& v, const Cell& goal) const {
  // Through a goal with tunnels the walk goes on toward the other targets.
  double best = 0;
  for (int i = 0; i < v.targetCount; ++i) {
    const Target& t = v.targets[i];
    if (t.x == goal.x && t.y == goal.y) continue;
    const int dist = std::abs(goal.x - t.x) + std::abs(goal.y - t.y);
    best = std::max(best, t.value * stepPower(dist - 1));
  }
  return best;
}

double MoveScorer::goalReveal(const Cell& goal, bool mineIn, bool theirsIn, int& markersMine,
                              int& markersTheirs, double& gainTheirs) const {
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  const bool known = goal.faceUp || (goal.looked >> v_.me & 1);
  double gainMine = 0;
  bool mineClaims = false;
  if (mineIn && markersMine > 0) {
    const double value = me.goalValue(goal, v_.me);
    if (value > 0) {
      gainMine = value;
      mineClaims = known;  // known gold that opens for us: ours, nobody else's
      --markersMine;
    }
  }
  if (theirsIn && them.present && markersTheirs > 0 && !mineClaims) {
    // They take what we cannot: a door of their color, or anything once our markers are gone.
    if (known) {
      gainTheirs += them.goalValue(goal, v_.me);
    } else {
      gainTheirs += gainMine > 0 ? std::max(0.0, them.unknownGoalValue - me.unknownGoalValue)
                                 : them.unknownGoalValue;
    }
  }
  return gainMine;
}

double MoveScorer::placement(int kind, bool turned, int x, int y) {
  const CellInfo& ci = cellInfo(x, y);
  // A plain card (no ladder, door, troll or gold: only its tunnels matter) next to no goal or
  // gold takes the short way.
  const EdgeShape& shape = shapeOf(kind, turned);
  if (kindInfo(kind).feature == Feature::kNone && (shape.tunnels & ci.payout) == 0)
    return plainPlacement(ci, shape, kind);
  return anyPlacement(ci, shape, kind);
}

// A plain card next to no goal or gold: what the general way below computes when no marker is
// spent and nothing is gained (the same operations in the same order, so the same score).
double MoveScorer::plainPlacement(const CellInfo& ci, const EdgeShape& shape, int kind) const {
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  double afterMine = ci.tipMine, afterTheirs = ci.tipTheirs;
  for (int t = 0; t < 2; ++t) {
    const unsigned dirs = shape.tunnelEdges[t];
    const unsigned reachedMine = dirs & ci.reachedMine, reachedTheirs = dirs & ci.reachedTheirs;
    const bool mineIn = reachedMine != 0, theirsIn = reachedTheirs != 0;
    if (!mineIn && !theirsIn) continue;
    if (mineIn && (reachedTheirs & ~reachedMine) != 0)
      afterMine = std::max(afterMine, them.bestTip);
    if (theirsIn && (reachedMine & ~reachedTheirs) != 0)
      afterTheirs = std::max(afterTheirs, me.bestTip);
    for (unsigned open = dirs & ci.empty; open != 0; open &= open - 1) {
      const int dir = std::countr_zero(open);
      if (mineIn) afterMine = std::max<double>(afterMine, ci.valueMine[dir]);
      if (theirsIn) afterTheirs = std::max<double>(afterTheirs, ci.valueTheirs[dir]);
    }
  }
  if (me.markers == 0) afterMine = 0;
  if (them.markers == 0) afterTheirs = 0;
  const double gainMine = 0, gainTheirs = 0;
  return gainMine - gainTheirs + (afterMine - me.bestTip) -
         p_.oppWeight * (afterTheirs - them.bestTip) - keep(kind);
}

double MoveScorer::anyPlacement(const CellInfo& ci, const EdgeShape& shape, int kind) const {
  const CardKind& k = kindInfo(kind);
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  const Board& b = d_.board;

  double afterMine = ci.tipMine, afterTheirs = ci.tipTheirs;
  double gainMine = 0, gainTheirs = 0;
  int markersMine = me.markers, markersTheirs = them.markers;
  for (int t = 0; t < 2; ++t) {
    // The tunnel's sides as direction bits (an edge bit is its direction's bit).
    const unsigned dirs = shape.tunnelEdges[t];
    if (dirs == 0) continue;
    bool joinMine = false, joinTheirs = false;
    if (k.feature == Feature::kLadder && t == 0) {
      joinMine = k.color == me.color;
      joinTheirs = them.present && k.color == them.color;
    }
    const unsigned reachedMine = dirs & ci.reachedMine, reachedTheirs = dirs & ci.reachedTheirs;
    joinMine |= reachedMine != 0;
    joinTheirs |= reachedTheirs != 0;
    const bool mergeMine = (reachedTheirs & ~reachedMine) != 0;
    const bool mergeTheirs = (reachedMine & ~reachedTheirs) != 0;
    const bool blocked = t == 0 && (k.feature == Feature::kTroll || k.feature == Feature::kDoor);
    const bool mineIn =
        joinMine && !(blocked && !(k.feature == Feature::kDoor && k.color == me.color));
    const bool theirsIn =
        joinTheirs && !(blocked && !(k.feature == Feature::kDoor && k.color == them.color));
    if (!mineIn && !theirsIn) continue;
    // Joining the other seat's tunnels shares everything they reach.
    if (mineIn && mergeMine) afterMine = std::max(afterMine, them.bestTip);
    if (theirsIn && mergeTheirs) afterTheirs = std::max(afterTheirs, me.bestTip);
    if (k.feature == Feature::kGold && t == 0) {
      if (mineIn && markersMine > 0) {
        gainMine += k.nuggets;
        --markersMine;
      } else if (theirsIn && markersTheirs > 0) {
        gainTheirs += k.nuggets;
        --markersTheirs;
      }
    }
    for (unsigned open = dirs & ci.empty; open != 0; open &= open - 1) {
      const int dir = std::countr_zero(open);
      if (mineIn) afterMine = std::max<double>(afterMine, ci.valueMine[dir]);
      if (theirsIn) afterTheirs = std::max<double>(afterTheirs, ci.valueTheirs[dir]);
    }
    // Goals and gold, in direction order: markers run out in that order.
    for (unsigned pay = dirs & ci.payout; pay != 0; pay &= pay - 1) {
      const int dir = std::countr_zero(pay);
      const int n = ci.nb[dir];
      const Cell& c = b.cell(n);
      if (b.isGoal(n) && !c.faceUp) {
        const double got = goalReveal(c, mineIn, theirsIn, markersMine, markersTheirs, gainTheirs);
        gainMine += got;
        if (mineIn) {
          const bool known = c.looked >> v_.me & 1;
          const double through = known ? (got > 0 ? 1.0 : 0.0) : me.passThrough;
          afterMine = std::max(afterMine, through * beyondGoal(me, c));
        }
      } else {
        // Unclaimed gold in a card we join (a goal behind a door, say).
        if (mineIn && markersMine > 0 && cellEnterable(c, 0, v_.me, me.color)) {
          gainMine += kindInfo(c.kind).nuggets;
          --markersMine;
        } else if (theirsIn && markersTheirs > 0 && cellEnterable(c, 0, v_.opp, them.color)) {
          gainTheirs += kindInfo(c.kind).nuggets;
          --markersTheirs;
        }
      }
    }
  }
  if (markersMine == 0) afterMine = 0;  // nothing left to claim this round
  if (markersTheirs == 0) afterTheirs = 0;
  return gainMine - gainTheirs + (afterMine - me.bestTip) -
         p_.oppWeight * (afterTheirs - them.bestTip) - keep(kind);
}

double MoveScorer::sabotage() const {
  const SeatProspects& them = v_.theirs();
  if (them.markers <= 0) return 0.02 - keep(kKindSabotagePickaxe);
  double value = p_.sabotageBase + p_.sabotageThreat * them.bestTip;
  bool already = false;
  for (int t = 0; t < kToolCount; ++t) already |= d_.sabotages[v_.opp][t] != kNoCard;
  if (already) value *= 0.35;  // one more tool to mend: a smaller setback
  return value - keep(kKindSabotagePickaxe);
}

double MoveScorer::repairValue(int toolsLeftBroken) const {
  const SeatProspects& me = v_.mine();
  if (me.markers <= 0) return 0.05;
  double value = p_.repairBase + p_.repairPosition * me.bestTip + 0.5 * hand_.bestGoldInHand;
  return toolsLeftBroken == 0 ? value : 0.4 * value;
}

double MoveScorer::keyGold(int x, int y) const {
  const int slot = d_.board.find(x, y);
  return kindInfo(d_.board.cell(slot).kind).nuggets - keep(kKindKey);
}

double MoveScorer::keyDoor(int x, int y) const {
  const Board& b = d_.board;
  const int slot = b.find(x, y);
  const Cell& c = b.cell(slot);
  const SeatProspects& me = v_.mine();
  if (!b.touches(slot, *me.reach) || me.markers <= 0) return 0.02 - keep(kKindKey);
  double gain = 0;
  if (b.hasGold(slot) && c.marker < 0) gain = kindInfo(c.kind).nuggets;
  double after = me.bestTip;
  const EdgeShape& s = b.shape(slot);
  for (int dir = 0; dir < kDirCount; ++dir) {
    if (s.tunnelAt[dir] != 0 || c.nb[dir] != kNoSlot) continue;
    after = std::max(after, me.cellValue(c.x + kDx[dir], c.y + kDy[dir]));
  }
  return gain + (after - me.bestTip) - keep(kKindKey);
}

double MoveScorer::rockfall(int x, int y) const {
  const Board& b = d_.board;
  const int slot = b.find(x, y);
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  const bool inTheirs =
      them.present && (them.reach->has(slot * 2) || them.reach->has(slot * 2 + 1));
  const bool inMine = me.reach->has(slot * 2) || me.reach->has(slot * 2 + 1);
  const bool blocksMine = !inMine && b.touches(slot, *me.reach);
  const bool threat = inTheirs && them.bestTip >= p_.rockfallThreat;
  if (!threat && !blocksMine) return -keep(kKindRockfall) - 0.05;
  // Only a card on a seat's own tunnels can cut that seat off: walk the maze for those alone.
  double afterMine = me.bestTip, afterTheirs = them.bestTip;
  if (inMine) afterMine = v_.bestTipWithout(0, slot);
  if (blocksMine) afterMine = std::max(afterMine, me.cellValue(x, y));
  if (threat) afterTheirs = v_.bestTipWithout(1, slot);
  return (afterMine - me.bestTip) - p_.oppWeight * (afterTheirs - them.bestTip) -
         keep(kKindRockfall);
}

double MoveScorer::mapAt(int x, int y) const {
  const SeatProspects& me = v_.mine();
  const int slot = d_.board.find(x, y);
  if (d_.board.cell(slot).looked >> v_.me & 1) return -1;  // seen already
  double closeness = 0;
  if (me.hasBest) closeness = stepPower(std::abs(me.bestX - x) + std::abs(me.bestY - y));
  return p_.mapValue * (0.5 + closeness) - keep(kKindMap);
}

double MoveScorer::bribe(int x, int y) const {
  const Board& b = d_.board;
  const int slot = b.find(x, y);
  const Cell& c = b.cell(slot);
  const SeatProspects& me = v_.mine();
  const SeatProspects& them = v_.theirs();
  if (me.markers < 2) return -1;  // the last marker is for gold
  double afterMine = me.bestTip, afterTheirs = them.bestTip, gain = 0;
  const bool theirsToo = them.present && b.touches(slot, *them.reach);
  const EdgeShape& s = b.shape(slot);
  for (int dir = 0; dir < kDirCount; ++dir) {
    if (s.tunnelAt[dir] != 0) continue;
    const int nx = c.x + kDx[dir], ny = c.y + kDy[dir];
    const int n = c.nb[dir];
    if (n == kNoSlot) {
      afterMine = std::max(afterMine, me.cellValue(nx, ny));
      if (theirsToo) afterTheirs = std::max(afterTheirs, them.cellValue(nx, ny));
    } else if (b.isGoal(n) && !b.cell(n).faceUp) {
      gain = std::max(gain, me.goalValue(b.cell(n), v_.me));
    }
  }
  // A bribe pays the smallest gold card: about one nugget, nothing if we end with none.
  const double cost = d_.gold[v_.me].empty() && me.bestTip < 0.5 ? 0.3 : p_.bribeCost;
  return gain + (afterMine - me.bestTip) - p_.oppWeight * (afterTheirs - them.bestTip) - cost;
}

double MoveScorer::score(Action a) {
  const auto type = static_cast<Move>(a >> 28);
  const int ka = static_cast<int>(a >> 22 & 63), kb = static_cast<int>(a >> 16 & 63);
  const int x = static_cast<int>(a >> 8 & 0xFF) - 128, y = static_cast<int>(a & 0xFF) - 128;
  switch (type) {
    case Move::kPath:
      return placement(ka, kb == 1, x, y);
    case Move::kSabotage:
      return sabotage();
    case Move::kRepair:
      return repairValue(hand_.brokenTools - 1) - keep(ka);
    case Move::kKeyDoor:
      return keyDoor(x, y);
    case Move::kKeyGold:
      return keyGold(x, y);
    case Move::kRockfall:
      return rockfall(x, y);
    case Move::kMap:
      return mapAt(x, y);
    case Move::kFix:
      return repairValue(hand_.brokenTools - 1) - keep(ka) - keep(kb) - p_.fixPenalty;
    case Move::kPass:
      return passScore(a);
    case Move::kBribe:
      return bribe(x, y);
    case Move::kOrient:
    case Move::kCount:
      break;
  }
  return 0;
}

}  // namespace mizbazi::ai::saboteur_duel

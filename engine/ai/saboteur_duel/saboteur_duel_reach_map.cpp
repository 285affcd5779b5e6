#include "ai/saboteur_duel/saboteur_duel_reach_map.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace mizbazi::ai::saboteur_duel {

namespace {

constexpr int kPowers = 40;
// Powers of the step factor; per thread, so that two players with different factors (the tuning
// tool) can share a process.
struct Powers {
  double step = 0;
  std::array<double, kPowers> p{};
};
thread_local Powers tPowers;

}  // namespace

void useStep(double step) {
  if (tPowers.step == step) return;
  tPowers.step = step;
  double v = 1;
  for (int i = 0; i < kPowers; ++i) {
    tPowers.p[i] = v;
    v *= step;
  }
}

double stepPower(int d) {
  return d < 0 ? 1.0 : d < kPowers ? tPowers.p[d] : 0.0;
}

namespace {

constexpr int kMemos = 8;
struct Memos {
  std::array<ValueMemo, kMemos> memo;
  std::uint32_t stamp = 0;
  std::uint64_t clock = 0;
};
thread_local Memos tMemos;

// The memo for the seat's targets: the one that holds them, or the least recently used one,
// emptied for them.
ValueMemo* memoFor(const SeatProspects& v) {
  Memos& m = tMemos;
  ValueMemo* chosen = &m.memo[0];
  for (ValueMemo& memo : m.memo) {
    if (memo.holds(v, tPowers.step)) {
      chosen = &memo;
      chosen->lastUsed = ++m.clock;
      return chosen;
    }
    if (memo.lastUsed < chosen->lastUsed) chosen = &memo;
  }
  if (++m.stamp == 0) {  // stamps wrapped: forget every entry
    for (ValueMemo& memo : m.memo) memo.entries.fill({});
    m.stamp = 1;
  }
  chosen->step = tPowers.step;
  chosen->targetCount = v.targetCount;
  for (int i = 0; i < v.targetCount; ++i) chosen->targets[i] = v.targets[i];
  chosen->stamp = m.stamp;
  chosen->lastUsed = ++m.clock;
  return chosen;
}

}  // namespace

double SeatProspects::computeCellValue(int x, int y) const {
  double best = 0;
  for (int i = 0; i < targetCount; ++i) {
    const Target& t = targets[i];
    const int dist = std::abs(x - t.x) + std::abs(y - t.y);
    best = std::max(best, t.value * stepPower(dist));
  }
  return best;
}

double SeatProspects::goalValue(const Cell& c, int viewer) const {
  if (!c.faceUp && !(c.looked >> viewer & 1)) return unknownGoalValue;
  const CardKind& k = kindInfo(c.kind);
  return canEnterDoorOf(k.color) ? k.nuggets : 0.0;
}

namespace {

// Goal kinds as bits (kind - kFirstGoalKind).
using GoalKinds = std::uint32_t;
constexpr GoalKinds kAllGoalKinds = (GoalKinds{1} << kGoalKinds) - 1;

// The goal kinds with gold that a seat of `color` can walk into (no door of the other color).
GoalKinds walkableGoals(Color color) {
  static const std::array<GoalKinds, 3> byColor = [] {
    std::array<GoalKinds, 3> t{};
    for (int c = 0; c < 3; ++c) {
      for (int g = 0; g < kGoalKinds; ++g) {
        const CardKind& k = kindInfo(kFirstGoalKind + g);
        if (k.nuggets > 0 && (k.color == Color::kNone || k.color == static_cast<Color>(c)))
          t[c] |= GoalKinds{1} << g;
      }
    }
    return t;
  }();
  return byColor[static_cast<int>(color)];
}

// The nuggets of a set of goal kinds: a sum of three table entries, six kinds each, instead of a
// step per kind at every decision.
int nuggetsOf(GoalKinds kinds) {
  static_assert(kGoalKinds <= 18);
  static const std::array<std::array<std::uint8_t, 64>, 3> bySix = [] {
    std::array<std::array<std::uint8_t, 64>, 3> t{};
    for (int part = 0; part < 3; ++part) {
      for (int m = 0; m < 64; ++m) {
        int sum = 0;
        for (int g = 0; g < 6; ++g) {
          const int goal = part * 6 + g;
          if ((m >> g & 1) && goal < kGoalKinds) sum += kindInfo(kFirstGoalKind + goal).nuggets;
        }
        t[part][m] = static_cast<std::uint8_t>(sum);
      }
    }
    return t;
  }();
  return bySix[0][kinds & 63] + bySix[1][kinds >> 6 & 63] + bySix[2][kinds >> 12 & 63];
}

}  // namespace

namespace {

// The face-down goals and the unclaimed gold on the board, in position order.
struct TargetSlots {
  std::array<std::uint8_t, kMaxCells> goals, gold;
  int goalCount = 0, goldCount = 0;
};

// The goal kinds the player to act does not know: every kind not gone to the box or a gold pile,
// face up, or looked at could be behind any face-down goal.
GoalKinds unknownGoalKinds(const SaboteurDuelData& data, const TargetSlots& t, int me) {
  GoalKinds known = 0;
  auto markKnown = [&](int card) {
    const int kind = kindOf(card);
    if (kind >= kFirstGoalKind) known |= GoalKinds{1} << (kind - kFirstGoalKind);
  };
  for (int card : data.box) markKnown(card);
  for (int s = 0; s < data.players; ++s) {
    for (int card : data.gold[s]) markKnown(card);
  }
  for (int i = 0; i < t.goalCount; ++i) {
    const Cell& c = data.board.cell(t.goals[i]);
    if (c.faceUp || (c.looked >> me & 1)) markKnown(c.card);
  }
  return kAllGoalKinds & ~known;
}

// The cells the open tunnel ends lead into, in the order of the open ends (position, then
// direction), and for each of the two seats which of them it reaches: kept or not without a
// branch, since whose end it is cannot be guessed.
struct OpenEnds {
  std::array<std::array<std::int8_t, 2>, kMaxCells * kDirCount> cells;
  std::array<std::array<std::uint8_t, kMaxCells * kDirCount>, 2> tip;
  std::array<int, 2> tipCount{0, 0};
};

// One walk over the occupied cells in position order finds both: the face-down goals and the
// unclaimed gold (targets), and the cells the open tunnel ends lead into, in the order of the open
// ends (position, then direction), with, for each of the two seats, which of them it reaches
// (kept or not without a branch, since whose end it is cannot be guessed).
void scanBoard(const Board& b, const std::array<const Reach*, 2>& reachOf, TargetSlots& t,
               OpenEnds& out) {
  const std::uint64_t goals = b.goalSlots(), gold = b.goldPathSlots() | goals;
  const std::uint64_t open = b.openSlots(), wanted = gold | open;
  const Reach reach0 = *reachOf[0], reach1 = *reachOf[1];
  int endCount = 0, tips0 = 0, tips1 = 0;
  for (int i = 0; i < b.count(); ++i) {
    const int slot = b.slotAt(i);
    if ((wanted >> slot & 1) == 0) continue;
    const Cell& c = b.cell(slot);
    if (goals >> slot & 1) t.goals[t.goalCount++] = static_cast<std::uint8_t>(slot);
    if ((gold >> slot & 1) && c.faceUp && kindInfo(c.kind).nuggets > 0 && c.marker < 0)
      t.gold[t.goldCount++] = static_cast<std::uint8_t>(slot);
    if ((open >> slot & 1) == 0) continue;
    // Which of the card's two tunnels each seat reaches (its two nodes share a word of the set).
    const int shift = slot * 2 & 63;
    const unsigned reached0 = reach0.bits[slot >> 5] >> shift & 3;
    const unsigned reached1 = reach1.bits[slot >> 5] >> shift & 3;
    if ((reached0 | reached1) == 0) continue;  // an end nobody reaches is nobody's tip
    const EdgeShape& s = b.shape(slot);
    for (unsigned ends = c.openEnds; ends != 0; ends &= ends - 1) {
      const int dir = std::countr_zero(ends);
      const int tunnel = s.tunnelAt[dir];
      out.cells[endCount] = {static_cast<std::int8_t>(c.x + kDx[dir]),
                             static_cast<std::int8_t>(c.y + kDy[dir])};
      out.tip[0][tips0] = static_cast<std::uint8_t>(endCount);
      tips0 += reached0 >> tunnel & 1;
      out.tip[1][tips1] = static_cast<std::uint8_t>(endCount);
      tips1 += reached1 >> tunnel & 1;
      ++endCount;
    }
  }
  out.tipCount = {tips0, tips1};
}

// What the seat may still claim: face-down goals worth something to it, then unclaimed gold (a
// gold behind a door of the other color counts for less: a key could open it).
void addTargets(SeatProspects& v, const Board& b, const TargetSlots& t, int seat, int me) {
  for (int i = 0; i < t.goalCount; ++i) {
    const Cell& c = b.cell(t.goals[i]);
    if (c.faceUp) continue;
    const double value = v.goalValue(c, me);
    if (value > 0) v.targets[v.targetCount++] = {c.x, c.y, static_cast<float>(value)};
  }
  for (int i = 0; i < t.goldCount && v.targetCount < kMaxTargets; ++i) {
    const Cell& c = b.cell(t.gold[i]);
    double value = kindInfo(c.kind).nuggets;
    if (!cellEnterable(c, 0, seat, v.color)) {
      if (!b.isDoor(t.gold[i])) continue;
      value *= 0.3;
    }
    v.targets[v.targetCount++] = {c.x, c.y, static_cast<float>(value)};
  }
}

// The best and second-best empty cells the seat's open tunnel ends lead into.
void findTips(SeatProspects& v, const OpenEnds& ends, int w) {
  double bestTip = 0, secondTip = 0;
  int bestX = 0, bestY = 0;
  bool hasBest = false;
  for (int i = 0; i < ends.tipCount[w]; ++i) {
    const int x = ends.cells[ends.tip[w][i]][0], y = ends.cells[ends.tip[w][i]][1];
    if (hasBest && bestX == x && bestY == y) continue;
    const double value = v.cellValue(x, y);
    if (!hasBest || value > bestTip) {
      if (hasBest) secondTip = std::max(secondTip, bestTip);
      bestTip = value;
      bestX = x;
      bestY = y;
      hasBest = true;
    } else {
      secondTip = std::max(secondTip, value);
    }
  }
  v.bestTip = bestTip;
  v.secondTip = secondTip;
  v.bestX = static_cast<std::int8_t>(bestX);
  v.bestY = static_cast<std::int8_t>(bestY);
  v.hasBest = hasBest;
}

}  // namespace

void ReachMap::build(const SaboteurDuelData& data) {
  d = &data;
  me = data.current;
  opp = data.players == 2 ? 1 - me : -1;
  const Board& b = data.board;
  TargetSlots slots;
  OpenEnds ends;
  scanBoard(b, {&data.reach[me], &data.reach[opp >= 0 ? opp : me]}, slots, ends);
  const GoalKinds unknownKinds = unknownGoalKinds(data, slots, me);
  const int unknown = std::popcount(unknownKinds);

  for (int w = 0; w < 2; ++w) {
    SeatProspects& v = seats[w];
    const int seat = w == 0 ? me : opp;
    v.present = seat >= 0;
    v.targetCount = 0;
    v.bestTip = v.secondTip = 0;
    v.hasBest = false;
    v.markers = 0;
    v.memo = nullptr;
    if (seat < 0) continue;
    v.color = data.colors[seat];
    v.markers = data.markersLeft[seat];
    v.reach = &data.reach[seat];
    const GoalKinds walk = unknownKinds & walkableGoals(v.color);
    const int nuggets = nuggetsOf(walk);
    v.unknownGoalValue = unknown > 0 ? static_cast<double>(nuggets) / unknown : 0;
    v.passThrough = unknown > 0 ? static_cast<double>(std::popcount(walk)) / unknown : 0;
    if (v.markers <= 0) continue;  // nothing more to claim this round: no targets
    addTargets(v, b, slots, seat, me);
    if (v.targetCount > 0) v.memo = memoFor(v);
    findTips(v, ends, w);
  }
}

double ReachMap::bestTipWithout(int which, int removedSlot) const {
  const SeatProspects& v = seats[which];
  if (!v.present || v.targetCount == 0) return 0;
  const int seat = which == 0 ? me : opp;
  const Board& b = d->board;
  Reach reach;
  std::array<std::uint8_t, kMaxCells * 2> stack;
  int depth = 0;
  auto visit = [&](int slot, int tunnel) {
    if (slot == removedSlot) return;
    const int node = slot * 2 + tunnel;
    if (reach.has(node) || !cellEnterable(b.cell(slot), tunnel, seat, v.color)) return;
    reach.add(node);
    stack[depth++] = static_cast<std::uint8_t>(node);
  };
  // The seat's start and ladder, whichever lie on the board.
  const bool blue = v.color == Color::kBlue;
  const int start = b.specialSlot(blue ? kStartBlue : kStartGreen);
  const int ladder = b.specialSlot(blue ? kLadderBlue : kLadderGreen);
  if (start >= 0) visit(start, 0);
  if (ladder >= 0) visit(ladder, 0);
  // Only the best value counts, which the order of the walk cannot change: each tunnel's sides are
  // taken as bits, its open ends (Cell::openEnds) first.
  double best = 0;
  while (depth > 0) {
    const int node = stack[--depth];
    const int slot = node >> 1, tunnel = node & 1;
    const Cell& c = b.cell(slot);
    const unsigned sides = b.shape(slot).tunnelEdges[tunnel];
    for (unsigned open = sides & c.openEnds; open != 0; open &= open - 1) {
      const int dir = std::countr_zero(open);
      best = std::max(best, v.cellValue(c.x + kDx[dir], c.y + kDy[dir]));
    }
    for (unsigned met = sides & ~c.openEnds; met != 0; met &= met - 1) {
      const int dir = std::countr_zero(met);
      const int n = c.nb[dir];
      if (n == removedSlot || n == kNoSlot) {  // (kNoSlot: never, while openEnds is right)
        best = std::max(best, v.cellValue(c.x + kDx[dir], c.y + kDy[dir]));
        continue;
      }
      const Cell& nc = b.cell(n);
      if (!nc.faceUp) continue;
      const int facing = shapeOf(nc.kind, nc.turned).tunnelAt[oppositeDir(dir)];
      if (facing >= 0) visit(n, facing);
    }
    if (slot == start && ladder >= 0) visit(ladder, 0);
    if (slot == ladder && start >= 0) visit(start, 0);
  }
  return best;
}

}  // namespace mizbazi::ai::saboteur_duel

#include "saboteur_duel/saboteur_duel_board.h"

#include <algorithm>
#include <bit>

namespace mizbazi::saboteur_duel {

namespace {

int startKind(Color c) {
  return c == Color::kBlue ? kStartBlue : kStartGreen;
}
int ladderKind(Color c) {
  return c == Color::kBlue ? kLadderBlue : kLadderGreen;
}

}  // namespace

void Board::clear() {
  cells_.fill(Cell{});
  sorted_.fill(0);
  count_ = 0;
  indexSlot_.fill(kNoSlot);
  special_.fill(kNoSlot);
  openSlots_ = usedSlots_ = 0;
  goalSlots_ = trollSlots_ = doorPathSlots_ = goldPathSlots_ = removableSlots_ = 0;
  frontierCount_ = 0;
}

void Board::setKindBits(int slot, bool on) {
  const CardKind& k = kindInfo(cells_[slot].kind);
  const std::uint64_t bit = std::uint64_t{1} << slot;
  auto set = [&](std::uint64_t& mask, bool applies) {
    if (applies) mask = on ? mask | bit : mask & ~bit;
  };
  const bool path = k.category == Category::kPath;
  set(goalSlots_, k.category == Category::kGoal);
  set(trollSlots_, path && k.feature == Feature::kTroll);
  set(doorPathSlots_, path && k.feature == Feature::kDoor);
  set(goldPathSlots_, path && k.nuggets > 0);
  set(removableSlots_, path && k.feature != Feature::kStart && k.feature != Feature::kGold &&
                           k.feature != Feature::kTroll);
}

void Board::indexAdd(int slot) {
  int h = hashOf(cells_[slot].pos);
  while (indexSlot_[h] != kNoSlot) h = (h + 1) & (kIndexSize - 1);
  indexSlot_[h] = static_cast<std::uint8_t>(slot);
  indexKey_[h] = cells_[slot].pos;
}

void Board::rebuildIndex() {
  indexSlot_.fill(kNoSlot);
  for (int i = 0; i < count_; ++i) indexAdd(sorted_[i]);
}

int Board::place(int x, int y, int card, bool turned, bool faceUp, std::uint8_t order) {
  // The lowest free slot (the board never holds more than kMaxCells).
  const int slot = std::countr_zero(~usedSlots_);
  usedSlots_ |= std::uint64_t{1} << slot;
  Cell& c = cells_[slot];
  c = Cell{};
  c.x = static_cast<std::int8_t>(x);
  c.y = static_cast<std::int8_t>(y);
  c.pos = positionKey(x, y);
  c.card = static_cast<std::uint8_t>(card);
  c.kind = static_cast<std::uint8_t>(kindOf(card));
  c.turned = turned;
  c.faceUp = faceUp;
  c.order = order;
  int at = count_;
  while (at > 0 && cells_[sorted_[at - 1]].pos > c.pos) {
    sorted_[at] = sorted_[at - 1];
    --at;
  }
  sorted_[at] = static_cast<std::uint8_t>(slot);
  ++count_;
  indexAdd(slot);
  if (c.kind <= kLadderGreen) special_[c.kind] = static_cast<std::uint8_t>(slot);
  setKindBits(slot, true);
  // A cell of the frontier knows its neighbours; elsewhere (the layout, tests) they are looked up.
  const int gone = frontierIndex(c.pos);
  const bool wasFrontier = gone < frontierCount_ && frontier_[gone].pos() == c.pos;
  if (wasFrontier) {
    c.nb = frontier_[gone].nb;
    std::copy(frontier_.begin() + gone + 1, frontier_.begin() + frontierCount_,
              frontier_.begin() + gone);
    --frontierCount_;
  } else {
    for (int d = 0; d < kDirCount; ++d) {
      const int n = find(x + kDx[d], y + kDy[d]);
      c.nb[d] = n < 0 ? kNoSlot : static_cast<std::uint8_t>(n);
    }
  }
  for (int d = 0; d < kDirCount; ++d) {
    const int n = c.nb[d];
    if (n == kNoSlot) continue;
    cells_[n].nb[oppositeDir(d)] = static_cast<std::uint8_t>(slot);
    updateOpenEnds(n);
  }
  updateOpenEnds(slot);
  // Its empty neighbours now face it. In position order they are: left (key - 256), up
  // (key - 1), the card, down (key + 1), right (key + 256). Taken from the right, no entry put in
  // moves the place of one still to come; and up and down lie right beside the card's place in
  // the frontier, so only left and right are searched for (away from the edges of the key space,
  // where the keys wrap).
  const bool inner = x > -128 && x < 127 && y > -128 && y < 127;
  for (int d : {1, 2, 0, 3}) {  // right, down, up, left
    if (c.nb[d] != kNoSlot) continue;
    const int nx = x + kDx[d], ny = y + kDy[d];
    const std::uint16_t key = positionKey(nx, ny);
    int at;
    if (inner && d == 2) {
      at = gone;
    } else if (inner && d == 0) {
      at = gone > 0 && frontier_[gone - 1].pos() == key ? gone - 1 : gone;
    } else {
      at = frontierIndex(key);
    }
    frontierAddSide(at, nx, ny, oppositeDir(d), slot);
  }
  return slot;
}

void Board::frontierAddSide(int at, int x, int y, int side, int slot) {
  const std::uint16_t pos = positionKey(x, y);
  if (at < frontierCount_ && frontier_[at].pos() == pos) {
    addFacing(frontier_[at], side, slot);
  } else if (cells_[slot].faceUp) {
    // New to the frontier: its other sides may face cards too (a face-down goal, say).
    std::copy_backward(frontier_.begin() + at, frontier_.begin() + frontierCount_,
                       frontier_.begin() + frontierCount_ + 1);
    frontier_[at] = describeEmpty(x, y, side, slot);  // the card on `side` is known: no look-up
    ++frontierCount_;
  }
}

void Board::frontierRefresh(int x, int y) {
  const FrontierCell f = describeEmpty(x, y);
  const int at = frontierIndex(f.pos());
  const bool kept = at < frontierCount_ && frontier_[at].pos() == f.pos();
  if (f.nextToFaceUp) {
    if (!kept) {
      std::copy_backward(frontier_.begin() + at, frontier_.begin() + frontierCount_,
                         frontier_.begin() + frontierCount_ + 1);
      ++frontierCount_;
    }
    frontier_[at] = f;
  } else if (kept) {
    std::copy(frontier_.begin() + at + 1, frontier_.begin() + frontierCount_,
              frontier_.begin() + at);
    --frontierCount_;
  }
}

void Board::remove(int slot) {
  Cell& c = cells_[slot];
  for (int d = 0; d < kDirCount; ++d) {
    if (c.nb[d] == kNoSlot) continue;
    cells_[c.nb[d]].nb[oppositeDir(d)] = kNoSlot;
    updateOpenEnds(c.nb[d]);
  }
  openSlots_ &= ~(std::uint64_t{1} << slot);
  usedSlots_ &= ~(std::uint64_t{1} << slot);
  setKindBits(slot, false);
  if (c.kind <= kLadderGreen) special_[c.kind] = kNoSlot;
  int at = 0;
  while (sorted_[at] != slot) ++at;
  for (; at + 1 < count_; ++at) sorted_[at] = sorted_[at + 1];
  sorted_[--count_] = 0;
  const int x = c.x, y = c.y;
  std::array<std::uint8_t, kDirCount> neighbours = c.nb;
  c = Cell{};
  rebuildIndex();  // removals are rare (rockfalls, round ends); rebuilding keeps probing simple
  // The freed cell joins the frontier (if a card is still next to it); its empty neighbours lose
  // the side that faced it.
  frontierRefresh(x, y);
  for (int d = 0; d < kDirCount; ++d) {
    if (neighbours[d] == kNoSlot) frontierRefresh(x + kDx[d], y + kDy[d]);
  }
}

bool Board::enterable(int slot, int tunnel, int seat, Color color) const {
  return cellEnterable(cells_[slot], tunnel, seat, color);
}

int Board::linkedSlot(int slot) const {
  const int kind = cells_[slot].kind;
  if (kind > kLadderGreen) return -1;
  const Color own = kindInfo(kind).color;
  const int other = kind == startKind(own) ? ladderKind(own) : startKind(own);
  return special_[other] == kNoSlot ? -1 : special_[other];
}

void Board::grow(Reach& reach, std::array<std::uint8_t, kMaxCells * 2>& stack, int depth, int seat,
                 Color color) const {
  auto visit = [&](int slot, int tunnel) {
    const int node = slot * 2 + tunnel;
    if (reach.has(node) || !enterable(slot, tunnel, seat, color)) return;
    reach.add(node);
    stack[depth++] = static_cast<std::uint8_t>(node);
  };
  while (depth > 0) {
    const int node = stack[--depth];
    const int slot = node >> 1, tunnel = node & 1;
    const Cell& c = cells_[slot];
    // The tunnel's edges that meet a card (the others are open ends: the cell is face up).
    const unsigned edges = shapeOf(c.kind, c.turned).tunnelEdges[tunnel] & ~c.openEnds;
    for (unsigned m = edges; m != 0; m &= m - 1) {
      const int d = std::countr_zero(m);
      const int n = c.nb[d];
      const int facing = shapeOf(cells_[n].kind, cells_[n].turned).tunnelAt[oppositeDir(d)];
      if (facing >= 0) visit(n, facing);
    }
    if (c.kind <= kLadderGreen) {
      const int partner = linkedSlot(slot);  // start-X <-> ladder-X, whichever was reached first
      if (partner >= 0) visit(partner, 0);
    }
  }
}

Reach Board::reachOf(int seat, Color color) const {
  Reach reach;
  std::array<std::uint8_t, kMaxCells * 2> stack;
  int depth = 0;
  for (int kind : {startKind(color), ladderKind(color)}) {
    const int slot = special_[kind];
    if (slot == kNoSlot || !enterable(slot, 0, seat, color)) continue;
    reach.add(slot * 2);
    stack[depth++] = static_cast<std::uint8_t>(slot * 2);
  }
  grow(reach, stack, depth, seat, color);
  return reach;
}

void Board::extendReach(Reach& reach, int seat, Color color, int slot) const {
  const Cell& c = cells_[slot];
  if (!c.faceUp) return;
  const EdgeShape& s = shapeOf(c.kind, c.turned);
  std::array<std::uint8_t, kMaxCells * 2> stack;
  int depth = 0;
  for (int tunnel = 0; tunnel < 2; ++tunnel) {
    const int node = slot * 2 + tunnel;
    if (kindInfo(c.kind).tunnels[tunnel] == 0 || reach.has(node) ||
        !enterable(slot, tunnel, seat, color)) {
      continue;
    }
    // Reached if it is the player's own start or ladder, is joined by a ladder to a reached card,
    // or meets a reached tunnel.
    bool joined = c.kind == startKind(color) || c.kind == ladderKind(color);
    if (!joined && c.kind <= kLadderGreen) {
      const int partner = linkedSlot(slot);
      joined = partner >= 0 && reach.has(partner * 2);
    }
    for (unsigned m = s.tunnelEdges[tunnel] & ~c.openEnds; m != 0 && !joined; m &= m - 1) {
      const int facing = nodeFacing(slot, std::countr_zero(m));
      joined = facing >= 0 && reach.has(facing);
    }
    if (!joined) continue;
    reach.add(node);
    stack[depth++] = static_cast<std::uint8_t>(node);
  }
  grow(reach, stack, depth, seat, color);
}

bool Board::touches(int slot, const Reach& reach) const {
  for (int d = 0; d < kDirCount; ++d) {
    int node = nodeFacing(slot, d);
    if (node >= 0 && reach.has(node)) return true;
  }
  return false;
}

// For each mustOpen and mustClose (4 bits each): the card shapes (open edges) that meet them, as
// bits 0..15.
constexpr auto kSidesFit = [] {
  std::array<std::array<std::uint16_t, 16>, 16> t{};
  for (unsigned mustOpen = 0; mustOpen < 16; ++mustOpen) {
    for (unsigned mustClose = 0; mustClose < 16; ++mustClose) {
      for (unsigned open = 0; open < 16; ++open) {
        if ((open & mustClose) == 0 && (open & mustOpen) == mustOpen)
          t[mustOpen][mustClose] |= static_cast<std::uint16_t>(1u << open);
      }
    }
  }
  return t;
}();

void Board::addFacing(FrontierCell& f, int side, int n) const {
  const Cell& c = cells_[n];
  f.nb[side] = static_cast<std::uint8_t>(n);
  const int edge = oppositeDir(side);  // the neighbour's edge that faces this cell
  const EdgeShape& s = shapeOf(c.kind, c.turned);
  if (isGoal(n)) {
    // Goals are exempt from matching; a face-down one is no neighbour to build from.
    f.nextToGoalOrGold = true;
    if (!c.faceUp) return;
  } else {
    if (kindInfo(c.kind).feature == Feature::kGold) f.nextToGoalOrGold = true;
    if ((s.open >> edge) & 1) {
      f.mustOpen |= static_cast<std::uint8_t>(1 << side);
    } else {
      f.mustClose |= static_cast<std::uint8_t>(1 << side);
    }
  }
  f.fits = kSidesFit[f.mustOpen][f.mustClose];
  f.nextToFaceUp = true;
  if (s.tunnelAt[edge] >= 0) f.node[side] = static_cast<std::int8_t>(n * 2 + s.tunnelAt[edge]);
}

int Board::frontier(std::array<FrontierCell, kMaxFrontier>& out) const {
  std::copy(frontier_.begin(), frontier_.begin() + frontierCount_, out.begin());
  return frontierCount_;
}

int Board::frontierBySorting(std::array<FrontierCell, kMaxFrontier>& out) const {
  // One entry per (empty cell, side): position key, side, neighbour slot; sorting groups each cell.
  std::array<std::uint32_t, kMaxFrontier> entries;
  int n = 0;
  for (int i = 0; i < count_; ++i) {
    const Cell& c = cells_[sorted_[i]];
    for (int d = 0; d < kDirCount; ++d) {
      if (c.nb[d] != kNoSlot) continue;
      std::uint32_t key = positionKey(c.x + kDx[d], c.y + kDy[d]);
      entries[n++] = key << 8 | static_cast<std::uint32_t>(oppositeDir(d)) << 6 | sorted_[i];
    }
  }
  std::sort(entries.begin(), entries.begin() + n);
  int cellsOut = 0;
  for (int i = 0; i < n;) {
    std::uint32_t key = entries[i] >> 8;
    FrontierCell& f = out[cellsOut++];
    f = FrontierCell::at(static_cast<int>(key >> 8) - 128, static_cast<int>(key & 0xFF) - 128);
    for (; i < n && (entries[i] >> 8) == key; ++i) {
      addFacing(f, (entries[i] >> 6) & 3, entries[i] & 63);
    }
    if (!f.nextToFaceUp) --cellsOut;  // next to face-down goals only
  }
  return cellsOut;
}

Tips Board::tipsOf(const Reach& reach) const {
  Tips tips;
  for (int i = 0; i < frontierCount_; ++i) {
    const FrontierCell& f = frontier_[i];
    std::uint8_t joins = 0;
    for (int d = 0; d < kDirCount; ++d) {
      if (f.node[d] >= 0 && reach.has(f.node[d])) joins |= static_cast<std::uint8_t>(1 << d);
    }
    if (joins == 0) continue;
    tips.cells[tips.count++] = {f.x, f.y, f.mustOpen, f.mustClose, joins, f.nextToGoalOrGold};
  }
  return tips;
}

void Board::updateOpenEnds(int slot) {
  Cell& c = cells_[slot];
  // The tunnel edges without a neighbour, computed without a branch per direction. A face-down
  // goal leads nowhere yet; and what it hides must not show in the state's other fields, or two
  // positions that look alike would differ.
  unsigned linked = 0;
  for (int d = 0; d < kDirCount; ++d) linked |= static_cast<unsigned>(c.nb[d] != kNoSlot) << d;
  const unsigned tunnels = shapeOf(c.kind, c.turned).tunnels;
  c.openEnds = static_cast<std::uint8_t>(c.faceUp ? tunnels & ~linked : 0);
  const std::uint64_t bit = std::uint64_t{1} << slot;
  openSlots_ = c.openEnds ? openSlots_ | bit : openSlots_ & ~bit;
}

void Board::setTurned(int slot, bool turned) {
  Cell& c = cells_[slot];
  c.turned = turned;
  updateOpenEnds(slot);
  for (int d = 0; d < kDirCount; ++d) {
    if (c.nb[d] == kNoSlot) frontierRefresh(c.x + kDx[d], c.y + kDy[d]);
  }
}

void Board::turnUp(int slot, bool turned) {
  cells_[slot].faceUp = true;
  setTurned(slot, turned);
}

FrontierCell Board::describeEmpty(int x, int y, int knownSide, int knownSlot) const {
  FrontierCell f = FrontierCell::at(x, y);
  for (int d = 0; d < kDirCount; ++d) {
    const int n = d == knownSide ? knownSlot : find(x + kDx[d], y + kDy[d]);
    if (n >= 0) addFacing(f, d, n);
  }
  return f;
}

}  // namespace mizbazi::saboteur_duel

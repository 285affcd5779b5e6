#include "saboteur/saboteur_board.h"

#include <algorithm>
#include <bit>

namespace mizbazi::saboteur {

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
  index_.fill(0);
  special_.fill(kNoSlot);
  openSlots_ = 0;
}

void Board::indexAdd(int slot) {
  int h = hashOf(cells_[slot].pos);
  while (index_[h] != 0) h = (h + 1) & (kIndexSize - 1);
  index_[h] = static_cast<std::uint8_t>(slot + 1);
}

void Board::rebuildIndex() {
  index_.fill(0);
  for (int i = 0; i < count_; ++i) indexAdd(sorted_[i]);
}

int Board::place(int x, int y, int card, bool turned, bool faceUp, std::uint8_t order) {
  int slot = 0;
  while (cells_[slot].card != kNoCard) ++slot;  // the board never holds more than kMaxCells
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
  for (int d = 0; d < kDirCount; ++d) {
    int n = find(x + kDx[d], y + kDy[d]);
    c.nb[d] = n < 0 ? kNoSlot : static_cast<std::uint8_t>(n);
    if (n >= 0) {
      cells_[n].nb[oppositeDir(d)] = static_cast<std::uint8_t>(slot);
      updateOpenEnds(n);
    }
  }
  updateOpenEnds(slot);
  return slot;
}

void Board::remove(int slot) {
  Cell& c = cells_[slot];
  for (int d = 0; d < kDirCount; ++d) {
    if (c.nb[d] == kNoSlot) continue;
    cells_[c.nb[d]].nb[oppositeDir(d)] = kNoSlot;
    updateOpenEnds(c.nb[d]);
  }
  openSlots_ &= ~(std::uint64_t{1} << slot);
  if (c.kind <= kLadderGreen) special_[c.kind] = kNoSlot;
  int at = 0;
  while (sorted_[at] != slot) ++at;
  for (; at + 1 < count_; ++at) sorted_[at] = sorted_[at + 1];
  sorted_[--count_] = 0;
  c = Cell{};
  rebuildIndex();  // removals are rare (rockfalls, round ends); rebuilding keeps probing simple
}

bool cellEnterable(const Cell& c, int tunnel, int seat, Color color) {
  if (!c.faceUp) return false;
  if (tunnel != 0) return true;  // doors and trolls sit on tunnel 0
  const CardKind& k = kindInfo(c.kind);
  if (k.feature == Feature::kDoor) return k.color == color || c.keyOwner == seat;
  if (k.feature == Feature::kTroll) return c.marker >= 0;
  return true;
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
    const EdgeShape& s = shapeOf(c.kind, c.turned);
    for (int d = 0; d < kDirCount; ++d) {
      if (s.tunnelAt[d] != tunnel || c.nb[d] == kNoSlot) continue;
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
    for (int d = 0; d < kDirCount && !joined; ++d) {
      if (s.tunnelAt[d] != tunnel) continue;
      const int facing = nodeFacing(slot, d);
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

void Board::addFacing(FrontierCell& f, int side, int n) const {
  const Cell& c = cells_[n];
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
  f.nextToFaceUp = true;
  if (s.tunnelAt[edge] >= 0) f.node[side] = static_cast<std::int8_t>(n * 2 + s.tunnelAt[edge]);
}

// Columns of occupancy bits over the bounding box with a margin of one, and the slot of each
// occupied cell: neighbours become bit tests instead of lookups. A round places at most 34 path
// cards, so the box always fits; the sorting versions cover anything larger all the same.
struct Board::Grid {
  int minX = 0, minY = 0, width = 0;
  std::array<std::uint64_t, kMaxColumns + 1> occupied;
  std::array<std::array<std::uint8_t, 64>, kMaxColumns> slotAt;  // read only where occupied
};

bool Board::buildGrid(Grid& g) const {
  if (count_ == 0) return false;
  int minX = 127, maxX = -128, minY = 127, maxY = -128;
  for (int i = 0; i < count_; ++i) {
    const Cell& c = cells_[sorted_[i]];
    minX = std::min<int>(minX, c.x);
    maxX = std::max<int>(maxX, c.x);
    minY = std::min<int>(minY, c.y);
    maxY = std::max<int>(maxY, c.y);
  }
  g.minX = minX;
  g.minY = minY;
  g.width = maxX - minX + 3;
  if (g.width > kMaxColumns || maxY - minY + 3 > 63) return false;
  for (int cx = 0; cx <= g.width; ++cx) g.occupied[cx] = 0;
  for (int i = 0; i < count_; ++i) {
    const Cell& c = cells_[sorted_[i]];
    const int cx = c.x - minX + 1, cy = c.y - minY + 1;
    g.occupied[cx] |= std::uint64_t{1} << cy;
    g.slotAt[cx][cy] = sorted_[i];
  }
  return true;
}

FrontierCell Board::describeInGrid(const Grid& g, int cx, int cy) const {
  FrontierCell f = FrontierCell::at(cx - 1 + g.minX, cy - 1 + g.minY);
  const std::uint64_t here = g.occupied[cx];
  const std::uint64_t left = cx > 0 ? g.occupied[cx - 1] : 0, right = g.occupied[cx + 1];
  if (cy > 0 && (here >> (cy - 1) & 1)) addFacing(f, 0, g.slotAt[cx][cy - 1]);
  if (right >> cy & 1) addFacing(f, 1, g.slotAt[cx + 1][cy]);
  if (here >> (cy + 1) & 1) addFacing(f, 2, g.slotAt[cx][cy + 1]);
  if (left >> cy & 1) addFacing(f, 3, g.slotAt[cx - 1][cy]);
  return f;
}

int Board::frontier(std::array<FrontierCell, kMaxFrontier>& out) const {
  if (count_ == 0) return 0;
  Grid g;
  if (!buildGrid(g)) return frontierBySorting(out);
  int n = 0;
  for (int cx = 0; cx < g.width; ++cx) {
    const std::uint64_t here = g.occupied[cx];
    const std::uint64_t left = cx > 0 ? g.occupied[cx - 1] : 0, right = g.occupied[cx + 1];
    for (std::uint64_t empty = (left | right | here << 1 | here >> 1) & ~here; empty;
         empty &= empty - 1) {
      out[n++] = describeInGrid(g, cx, std::countr_zero(empty));
    }
  }
  return n;
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
  }
  return cellsOut;
}

Tips Board::tipsOf(const Reach& reach) const {
  // Only cells with a tunnel end open onto an empty cell can lead anywhere new: usually a handful,
  // however large the reach.
  std::array<std::uint16_t, kMaxCells * kDirCount> keys;
  int keyCount = 0;
  for (std::uint64_t open = openSlots_; open; open &= open - 1) {
    const int slot = std::countr_zero(open);
    const Cell& c = cells_[slot];
    const EdgeShape& s = shape(slot);
    // Whose tunnel an open end belongs to is unpredictable: keep the key without a branch.
    for (unsigned ends = c.openEnds; ends != 0; ends &= ends - 1) {
      const int d = std::countr_zero(ends);
      keys[keyCount] = positionKey(c.x + kDx[d], c.y + kDy[d]);
      keyCount += reach.has(slot * 2 + s.tunnelAt[d]);
    }
  }
  // A handful of keys: insertion sort is quicker than std::sort's set-up.
  for (int i = 1; i < keyCount; ++i) {
    const std::uint16_t key = keys[i];
    int j = i;
    for (; j > 0 && keys[j - 1] > key; --j) keys[j] = keys[j - 1];
    keys[j] = key;
  }
  Tips tips;
  for (int i = 0; i < keyCount; ++i) {
    if (i > 0 && keys[i] == keys[i - 1]) continue;
    const FrontierCell f = describeEmpty((keys[i] >> 8) - 128, (keys[i] & 0xFF) - 128);
    std::uint8_t joins = 0;
    for (int d = 0; d < kDirCount; ++d) {
      if (f.node[d] >= 0 && reach.has(f.node[d])) joins |= static_cast<std::uint8_t>(1 << d);
    }
    tips.cells[tips.count++] = {f.x, f.y, f.mustOpen, f.mustClose, joins, f.nextToGoalOrGold};
  }
  return tips;
}

void Board::updateOpenEnds(int slot) {
  Cell& c = cells_[slot];
  const EdgeShape& s = shapeOf(c.kind, c.turned);
  c.openEnds = 0;
  // A face-down goal leads nowhere yet; and what it hides must not show in the state's other
  // fields, or two positions that look alike would differ.
  for (int d = 0; d < kDirCount && c.faceUp; ++d) {
    if (s.tunnelAt[d] >= 0 && c.nb[d] == kNoSlot) c.openEnds |= static_cast<std::uint8_t>(1 << d);
  }
  const std::uint64_t bit = std::uint64_t{1} << slot;
  openSlots_ = c.openEnds ? openSlots_ | bit : openSlots_ & ~bit;
}

void Board::setTurned(int slot, bool turned) {
  cells_[slot].turned = turned;
  updateOpenEnds(slot);
}

void Board::turnUp(int slot, bool turned) {
  cells_[slot].faceUp = true;
  setTurned(slot, turned);
}

FrontierCell Board::describeEmpty(int x, int y) const {
  FrontierCell f = FrontierCell::at(x, y);
  for (int d = 0; d < kDirCount; ++d) {
    int n = find(x + kDx[d], y + kDy[d]);
    if (n >= 0) addFacing(f, d, n);
  }
  return f;
}

}  // namespace mizbazi::saboteur

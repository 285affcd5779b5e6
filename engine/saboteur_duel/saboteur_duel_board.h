// The unbounded maze of Saboteur: the Duel, as a compact list of occupied cells.
//
// The board grows in any direction (the 5×9 layout is only where the round starts), so it is never
// a fixed grid: it is at most kMaxCells occupied cells (2 starts + 6 goals + 34 path cards), each
// with its coordinates and links to its four neighbours, plus the occupied slots sorted by position
// so that everything that lists cells (legal actions, JSON) comes out in one stable order. A slot
// freed by a rockfall is reused by the next card.
//
// Reach (spec "Reach") is a set of NODES: node = slot * 2 + tunnel.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "saboteur_duel/saboteur_duel_cards.h"

namespace mizbazi::saboteur_duel {

inline constexpr int kMaxCells = 48;  // at most 64: some sets of slots are bits of one word
inline constexpr std::uint8_t kNoSlot = 0xFF;
inline constexpr std::uint8_t kNoCard = 0xFF;

// Positions as one number whose order is "x, then y" (the order of legal actions and JSON lists).
constexpr std::uint16_t positionKey(int x, int y) {
  return static_cast<std::uint16_t>(((x + 128) & 0xFF) << 8 | ((y + 128) & 0xFF));
}

struct Cell {
  std::int8_t x = 0, y = 0;
  std::uint16_t pos = 0;        // positionKey(x, y)
  std::uint8_t card = kNoCard;  // physical card; kNoCard: the slot is free
  std::uint8_t kind = 0;
  bool turned = false;
  bool faceUp = true;
  std::int8_t marker = -1;    // seat whose marker is on it: claimed gold or bribed troll
  std::int8_t keyOwner = -1;  // seat whose key is on its door
  std::uint8_t looked = 0;    // bit per seat: seats that looked at this face-down goal with a map
  std::uint8_t order = 0;  // placement order in the round (0: laid out at the start of the round)
  std::uint8_t openEnds = 0;  // tunnel edges that face an empty cell (derived, kept by the board)
  std::array<std::uint8_t, kDirCount> nb{kNoSlot, kNoSlot, kNoSlot, kNoSlot};
  friend bool operator==(const Cell&, const Cell&) = default;
};

struct Reach {
  std::array<std::uint64_t, 2> bits{};
  bool has(int node) const { return (bits[node >> 6] >> (node & 63)) & 1; }
  void add(int node) { bits[node >> 6] |= std::uint64_t{1} << (node & 63); }
  friend bool operator==(const Reach&, const Reach&) = default;
};

// An empty cell next to the board, with what its four sides face. Plain (no initialisers), so
// that arrays of them cost nothing until filled; start from FrontierCell::at(x, y).
struct FrontierCell {
  // positionKey(x, y), kept: the frontier is searched by it on every change of the board.
  std::uint16_t key;
  std::int8_t x, y;
  std::uint8_t mustOpen;   // sides facing an open edge of a face-up path card
  std::uint8_t mustClose;  // sides facing a closed edge of a face-up path card
  bool nextToFaceUp;       // placement needs a face-up neighbour
  bool nextToGoalOrGold;   // ladders may not go here
  // Per side: the node (slot * 2 + tunnel) of the neighbour's tunnel on the facing edge, or -1.
  std::array<std::int8_t, kDirCount> node;
  // The card shapes (open edges, 0..15) that meet mustOpen and mustClose, one bit per shape: kept
  // with them, so that listing placements does not look them up per cell.
  std::uint16_t fits;
  // Per side: the neighbour's slot, or kNoSlot when that cell is empty too (a card placed here
  // is linked to its neighbours without searching for them).
  std::array<std::uint8_t, kDirCount> nb;

  static FrontierCell at(int x, int y) {
    return {positionKey(x, y),
            static_cast<std::int8_t>(x),
            static_cast<std::int8_t>(y),
            0,
            0,
            false,
            false,
            {-1, -1, -1, -1},
            0xFFFF,
            {kNoSlot, kNoSlot, kNoSlot, kNoSlot}};
  }
  std::uint16_t pos() const { return key; }
};
static_assert(sizeof(FrontierCell) == 18);
// Every occupied cell has at most four empty neighbours.
inline constexpr int kMaxFrontier = kMaxCells * kDirCount;

// An empty cell next to a player's tunnels, with what a card placed there must satisfy.
struct Tip {
  std::int8_t x, y;
  std::uint8_t mustOpen, mustClose;  // as in FrontierCell
  std::uint8_t joins;                // sides that meet a tunnel of the player's reach
  bool nextToGoalOrGold;
  friend bool operator==(const Tip&, const Tip&) = default;
};
// n occupied cells have at most 2n + 2 empty neighbours, so this holds every tip of a full board.
inline constexpr int kMaxTips = 2 * kMaxCells + 4;
struct Tips {
  std::array<Tip, kMaxTips> cells;
  std::uint8_t count = 0;
};

// Whether `seat` (of `color`) may walk into tunnel `tunnel` of the card `c`: a face-down goal
// stops everyone, a door lets its color (or the seat whose key opened it) through, a troll only
// once bribed. Doors and trolls sit on tunnel 0. Inline: every walk of the maze asks it per step.
inline bool cellEnterable(const Cell& c, int tunnel, int seat, Color color) {
  if (!c.faceUp) return false;
  if (tunnel != 0) return true;
  const CardKind& k = kindInfo(c.kind);
  if (k.feature == Feature::kDoor) return k.color == color || c.keyOwner == seat;
  if (k.feature == Feature::kTroll) return c.marker >= 0;
  return true;
}

class Board {
 public:
  void clear();
  int count() const { return count_; }
  // The i-th occupied slot in position order.
  int slotAt(int i) const { return sorted_[i]; }
  const Cell& cell(int slot) const { return cells_[slot]; }
  Cell& cell(int slot) { return cells_[slot]; }
  int find(int x, int y) const {  // slot or -1
    const std::uint16_t key = positionKey(x, y);
    for (int h = hashOf(key);; h = (h + 1) & (kIndexSize - 1)) {
      const std::uint8_t slot = indexSlot_[h];
      if (slot == kNoSlot) return -1;
      if (indexKey_[h] == key) return slot;
    }
  }

  // Puts a card on an empty cell; returns its slot. `order` 0 is the round's layout.
  int place(int x, int y, int card, bool turned, bool faceUp, std::uint8_t order);
  // Takes the card off; the slot is freed.
  void remove(int slot);
  // Turns a face-down goal face up, or a card 180°: always through here, so that the open tunnel
  // ends stay right.
  void turnUp(int slot, bool turned);
  void setTurned(int slot, bool turned);

  const EdgeShape& shape(int slot) const { return shapeOf(cells_[slot].kind, cells_[slot].turned); }
  bool isGoal(int slot) const { return kindInfo(cells_[slot].kind).category == Category::kGoal; }
  // Gold that can be claimed: a gold path card or a face-up goal with nuggets.
  bool hasGold(int slot) const {
    const Cell& c = cells_[slot];
    return c.faceUp && kindInfo(c.kind).nuggets > 0;
  }
  bool isTroll(int slot) const { return kindInfo(cells_[slot].kind).feature == Feature::kTroll; }
  bool isDoor(int slot) const {
    return cells_[slot].faceUp && kindInfo(cells_[slot].kind).feature == Feature::kDoor;
  }

  // The slot of the start or ladder of that kind (kStartBlue..kLadderGreen), or -1 when it is not
  // on the board.
  int specialSlot(int kind) const { return special_[kind] == kNoSlot ? -1 : special_[kind]; }

  // Every tunnel `seat` (of `color`) can walk to from its start or its ladder (spec "Reach").
  Reach reachOf(int seat, Color color) const;
  // After a change that can only open ways (a card placed or turned up, a key, a bribe at `slot`):
  // adds what became reachable through `slot`. Same result as reachOf, for a fraction of the work.
  void extendReach(Reach& reach, int seat, Color color, int slot) const;
  // The node of the neighbour's tunnel that meets side `dir` of the slot, or -1.
  int nodeFacing(int slot, int dir) const {
    const int n = cells_[slot].nb[dir];
    if (n == kNoSlot || !cells_[n].faceUp) return -1;
    const int tunnel = shape(n).tunnelAt[oppositeDir(dir)];
    return tunnel < 0 ? -1 : n * 2 + tunnel;
  }
  // Slots by what lies there, as bits (kMaxCells <= 64): every goal (face up or down); path cards
  // with a troll, a door or gold; path cards a rockfall may remove (not a start, gold or troll).
  // Goals are told apart only by category here: which goal lies face down is hidden.
  std::uint64_t goalSlots() const { return goalSlots_; }
  std::uint64_t trollSlots() const { return trollSlots_; }
  std::uint64_t doorPathSlots() const { return doorPathSlots_; }
  std::uint64_t goldPathSlots() const { return goldPathSlots_; }
  std::uint64_t removableSlots() const { return removableSlots_; }
  // Slots whose card has a tunnel end facing an empty cell (Cell::openEnds).
  std::uint64_t openSlots() const { return openSlots_; }
  // Slots that hold a card.
  std::uint64_t usedSlots() const { return usedSlots_; }
  static bool atMostFour(std::uint64_t mask) {
    for (int i = 0; i < 4; ++i) mask &= mask - 1;  // (no popcount instruction in the baseline ISA)
    return mask == 0;
  }
  // Calls f(slot) for each slot of `mask`, in position order.
  template <typename F>
  void forEachInOrder(std::uint64_t mask, F&& f) const {
    if (atMostFour(mask)) {
      std::array<std::uint8_t, 4> slots;
      int n = 0;
      for (; mask != 0; mask &= mask - 1) {
        const auto slot = static_cast<std::uint8_t>(std::countr_zero(mask));
        int i = n++;
        for (; i > 0 && cells_[slots[i - 1]].pos > cells_[slot].pos; --i) slots[i] = slots[i - 1];
        slots[i] = slot;
      }
      for (int i = 0; i < n; ++i) f(static_cast<int>(slots[i]));
      return;
    }
    // The wanted slots gathered first, each written and kept or not without a branch.
    std::array<std::uint8_t, kMaxCells> picked;
    int n = 0;
    for (int i = 0; i < count_; ++i) {
      picked[n] = sorted_[i];
      n += static_cast<int>(mask >> sorted_[i] & 1);
    }
    for (int i = 0; i < n; ++i) f(static_cast<int>(picked[i]));
  }

  // Does a tunnel of `reach` meet a side of the slot (a troll to bribe, a goal to turn up)?
  bool touches(int slot, const Reach& reach) const;

  // The empty cells that tunnels of `reach` lead into, in position order.
  Tips tipsOf(const Reach& reach) const;

  // The empty cells next to a face-up card (where a card may go; cells next to face-down goals
  // alone are left out), in position order: kept up to date by every change of the board (a card
  // placed, removed or turned changes at most its own cell and its four neighbours), so that
  // listing placements never searches the board.
  std::span<const FrontierCell> frontierCells() const { return {frontier_.data(), frontierCount_}; }
  // The kept description of the empty cell (x, y), or nullptr when no face-up card is next to it.
  const FrontierCell* frontierAt(int x, int y) const {
    const int i = frontierIndex(positionKey(x, y));
    return i < frontierCount_ && frontier_[i].pos() == positionKey(x, y) ? &frontier_[i] : nullptr;
  }
  // A copy of frontierCells(); returns how many.
  int frontier(std::array<FrontierCell, kMaxFrontier>& out) const;
  // The same, computed from scratch by sorting the occupied cells' empty sides (to check the kept
  // one against).
  int frontierBySorting(std::array<FrontierCell, kMaxFrontier>& out) const;
  // The same description for one cell, from its neighbours (for the reasons of a refused
  // placement, and to keep the frontier). A caller that knows the card on one side (the one just
  // placed) passes it, and that side is not looked up.
  FrontierCell describeEmpty(int x, int y, int knownSide = -1, int knownSlot = -1) const;

  // The lookup index is derived from the cells, so it takes no part in equality.
  friend bool operator==(const Board& a, const Board& b) {
    return a.count_ == b.count_ && a.sorted_ == b.sorted_ && a.cells_ == b.cells_;
  }

 private:
  static int hashOf(std::uint16_t pos) { return (pos * 40503u >> 9) & (kIndexSize - 1); }
  void indexAdd(int slot);
  void rebuildIndex();

  // The frontier's first entry at or after `pos`. Without a branch on the comparisons (which
  // the predictor cannot guess): the loop runs a number of times set by the count alone.
  int frontierIndex(std::uint16_t pos) const {
    int base = 0, len = frontierCount_;
    if (len == 0) return 0;
    while (len > 1) {
      const int half = len / 2;
      base = frontier_[base + half - 1].pos() < pos ? base + half : base;
      len -= half;
    }
    return base + (frontier_[base].pos() < pos);
  }
  // Sets (on) or clears the slot's bits in the masks by kind.
  void setKindBits(int slot, bool on);
  // The empty cell (x, y) now faces the new card in `slot` on `side`; `at` is the frontier's
  // first entry at or after it.
  void frontierAddSide(int at, int x, int y, int side, int slot);
  // The empty cell (x, y) described afresh (a neighbour left or turned): kept, added or dropped.
  void frontierRefresh(int x, int y);
  bool enterable(int slot, int tunnel, int seat, Color color) const;
  // The slot joined to `slot` by a ladder (start-X <-> ladder-X), or -1.
  int linkedSlot(int slot) const;
  // Walks on from the nodes on `stack` (already in `reach`).
  void grow(Reach& reach, std::array<std::uint8_t, kMaxCells * 2>& stack, int depth, int seat,
            Color color) const;
  void addFacing(FrontierCell& f, int side, int neighbour) const;
  void updateOpenEnds(int slot);

  std::array<Cell, kMaxCells> cells_{};
  std::array<std::uint8_t, kMaxCells> sorted_{};
  std::uint8_t count_ = 0;
  // Open addressing from position to slot (kNoSlot: empty), so that finding a cell is O(1); the
  // keys are kept beside the slots, so that a probe reads no cell.
  static constexpr int kIndexSize = 128;
  std::array<std::uint16_t, kIndexSize> indexKey_{};
  std::array<std::uint8_t, kIndexSize> indexSlot_ = emptyIndex();
  static constexpr std::array<std::uint8_t, kIndexSize> emptyIndex() {
    std::array<std::uint8_t, kIndexSize> a{};
    a.fill(kNoSlot);
    return a;
  }
  // Slots of start-blue, start-green, ladder-blue, ladder-green (kind order), or kNoSlot.
  std::array<std::uint8_t, 4> special_{kNoSlot, kNoSlot, kNoSlot, kNoSlot};
  std::uint64_t usedSlots_ = 0;  // slots that hold a card (derived: no part of equality)
  std::uint64_t openSlots_ = 0;  // slots whose cell has an open tunnel end (kMaxCells <= 64)
  std::uint64_t goalSlots_ = 0, trollSlots_ = 0, doorPathSlots_ = 0, goldPathSlots_ = 0,
                removableSlots_ = 0;
  // The empty cells next to the board, sorted by position (derived: no part of equality).
  std::array<FrontierCell, kMaxFrontier> frontier_{};
  std::uint8_t frontierCount_ = 0;
};

}  // namespace mizbazi::saboteur_duel

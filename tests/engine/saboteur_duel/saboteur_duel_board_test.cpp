// The board is unbounded: cells anywhere, lookups after removals, the frontier of boards wider than
// any bitmap, and reach through ladders.
#include <gtest/gtest.h>

#include "saboteur_duel/saboteur_duel_board.h"

namespace mizbazi::saboteur_duel {
namespace {

int card(const char* id) {
  return firstCardOf(*parseKind(id));
}

TEST(SaboteurDuelBoard, CellsAnywhereAndFoundAfterRemovals) {
  Board b;
  b.clear();
  int far = b.place(-100, -60, card("cross-1"), false, true, 1);
  int near = b.place(0, 0, card("cross-2"), false, true, 2);
  int east = b.place(1, 0, card("straight-1"), false, true, 3);
  EXPECT_EQ(b.find(-100, -60), far);
  EXPECT_EQ(b.find(1, 0), east);
  EXPECT_EQ(b.cell(near).nb[1], east);  // east neighbour linked both ways
  EXPECT_EQ(b.cell(east).nb[3], near);
  b.remove(near);
  EXPECT_EQ(b.find(0, 0), -1);
  EXPECT_EQ(b.find(1, 0), east);
  EXPECT_EQ(b.cell(east).nb[3], kNoSlot);
  int again = b.place(0, 0, card("upright"), false, true, 4);
  EXPECT_EQ(again, near);  // the freed slot is used again
  EXPECT_EQ(b.count(), 3);
}

TEST(SaboteurDuelBoard, FrontierOfAWideBoardFallsBackToSorting) {
  Board b;
  b.clear();
  b.place(-120, 0, card("cross-1"), false, true, 1);
  b.place(120, 3, card("cross-2"), false, true, 2);
  std::array<FrontierCell, kMaxFrontier> cells;
  int n = b.frontier(cells);
  ASSERT_EQ(n, 8);
  EXPECT_EQ(cells[0].x, -121);
  EXPECT_EQ(cells[0].y, 0);
  EXPECT_EQ(cells[1].x, -120);
  EXPECT_EQ(cells[1].y, -1);
  EXPECT_EQ(cells[7].x, 121);
  for (int i = 0; i < n; ++i) {
    EXPECT_TRUE(cells[i].nextToFaceUp);
    EXPECT_NE(cells[i].mustOpen, 0);  // crosses are open on every side
  }
}

TEST(SaboteurDuelBoard, LongTunnelFrontierAgreesWithSorting) {
  Board b;
  b.clear();
  for (int x = 0; x < 46; ++x) b.place(x, x % 3, card("cross-1"), false, true, 1);
  std::array<FrontierCell, kMaxFrontier> fast, sorted;
  int n = b.frontier(fast), m = b.frontierBySorting(sorted);
  ASSERT_EQ(n, m);
  for (int i = 0; i < n; ++i) {
    EXPECT_EQ(fast[i].x, sorted[i].x);
    EXPECT_EQ(fast[i].y, sorted[i].y);
    EXPECT_EQ(fast[i].mustOpen, sorted[i].mustOpen);
    EXPECT_EQ(fast[i].node, sorted[i].node);
  }
}

TEST(SaboteurDuelBoard, LadderJoinsTheStartOfItsColorFromAfar) {
  Board b;
  b.clear();
  int start = b.place(0, 3, card("start-green"), false, true, 0);
  int ladder = b.place(30, -20, card("ladder-green"), false, true, 1);
  int beyond = b.place(31, -20, card("straight-1"), false, true, 2);
  int blueLadder = b.place(0, 9, card("ladder-blue"), false, true, 3);
  Reach green = b.reachOf(0, Color::kGreen);
  EXPECT_TRUE(green.has(start * 2));
  EXPECT_TRUE(green.has(ladder * 2));
  EXPECT_TRUE(green.has(beyond * 2));
  EXPECT_FALSE(green.has(blueLadder * 2));  // no blue start: the blue ladder joins nothing
  Reach blue = b.reachOf(1, Color::kBlue);
  EXPECT_TRUE(blue.has(blueLadder * 2));
  EXPECT_FALSE(blue.has(start * 2));
}

}  // namespace
}  // namespace mizbazi::saboteur_duel

// Golden values: a change to the generator, its seeding or the shuffle must never pass unnoticed,
// since it would change every saved game's deal.
#include <gtest/gtest.h>

#include <array>
#include <numeric>

#include "core/rng.h"

namespace mizbazi {
namespace {

TEST(Rng, SameSeedSameStream) {
  Rng a(42), b(42);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.uniform(0, 1000), b.uniform(0, 1000));
}

TEST(Rng, DifferentSeedsDiffer) {
  Rng a(1), b(2);
  int same = 0;
  for (int i = 0; i < 50; ++i) same += a.uniform(0, 1 << 30) == b.uniform(0, 1 << 30);
  EXPECT_LT(same, 3);
}

TEST(Rng, UniformStaysInRange) {
  Rng r(7);
  for (int i = 0; i < 10000; ++i) {
    int v = r.uniform(-3, 5);
    ASSERT_GE(v, -3);
    ASSERT_LE(v, 5);
  }
}

TEST(Rng, ShuffleIsAPermutation) {
  Rng r(9);
  std::array<int, 60> cards{};
  std::iota(cards.begin(), cards.end(), 0);
  r.shuffle(std::span<int>(cards));
  std::array<int, 60> sorted = cards;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 60; ++i) EXPECT_EQ(sorted[i], i);
  int fixedPoints = 0;
  for (int i = 0; i < 60; ++i) fixedPoints += cards[i] == i;
  EXPECT_LT(fixedPoints, 10);
}

TEST(Rng, GoldenStream) {
  Rng r(12345);
  std::array<int, 8> got{};
  for (int& v : got) v = r.uniform(0, 99);
  const std::array<int, 8> expected = {94, 64, 65, 41, 81, 27, 10, 70};
  EXPECT_EQ(got, expected);
}

TEST(Rng, GoldenShuffle) {
  Rng r(2026);
  std::array<int, 12> cards{};
  std::iota(cards.begin(), cards.end(), 0);
  r.shuffle(std::span<int>(cards));
  const std::array<int, 12> expected = {10, 9, 3, 7, 6, 11, 8, 4, 0, 1, 2, 5};
  EXPECT_EQ(cards, expected);
}

TEST(Rng, CopiesCompareEqualAndDivergeAfterUse) {
  Rng a(5);
  Rng b = a;
  EXPECT_TRUE(a == b);
  a.uniform(0, 10);
  EXPECT_FALSE(a == b);
}

}  // namespace
}  // namespace mizbazi

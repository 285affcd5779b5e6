// Golden values: a change to the generator, its seeding or the shuffle must never pass unnoticed,
// since it would change every saved game's deal.
#include <gtest/gtest.h>

#include <array>
#include <boost/random/taus88.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <numeric>
#include <utility>
#include <vector>

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

// Rng::uniform computes Boost's uniform_int_distribution without dividing: every range it handles
// itself, and a few it hands to Boost, must give Boost's values from the same engine.
TEST(Rng, UniformIsBoostsDistributionValueForValue) {
  ASSERT_EQ(boost::random::taus88::min(), 0u);
  ASSERT_EQ(boost::random::taus88::max(), 0xFFFFFFFFu);
  boost::random::taus88 ours(2026), boosts(2026);
  std::vector<std::pair<int, int>> ranges;
  for (int n = 1; n <= 300; ++n) ranges.push_back({0, n - 1});
  for (int lo : {-3, 7, -1000000}) ranges.push_back({lo, lo + 17});
  ranges.push_back({0, 1 << 30});
  ranges.push_back({-2000000000, 2000000000});
  for (auto [lo, hi] : ranges) {
    boost::random::uniform_int_distribution<int> dist(lo, hi);
    for (int i = 0; i < 2000; ++i) {
      ASSERT_EQ(detail::uniformInt(ours, lo, hi), dist(boosts)) << lo << ".." << hi << " #" << i;
    }
    ASSERT_TRUE(ours == boosts);
  }
}

// The multiply-shift equals Boost's division of a draw by its bucket at the numerators where a
// rounding error would show first: either side of every multiple of the bucket, and the extremes.
TEST(Rng, BucketMultiplierDividesExactly) {
  for (std::uint32_t range = 1; range < detail::kFastRanges; ++range) {
    const std::uint32_t n = range + 1;
    const std::uint32_t bucket = 0xFFFFFFFFu / n + (0xFFFFFFFFu % n == range ? 1 : 0);
    const std::uint64_t multiplier = detail::kBucketMultipliers[range];
    auto quotient = [&](std::uint64_t x) {
      return static_cast<std::uint32_t>((static_cast<unsigned __int128>(x) * multiplier) >> 64);
    };
    for (std::uint64_t q = 0; q <= n; ++q) {
      for (std::int64_t delta : {-1, 0, 1}) {
        const std::int64_t x = static_cast<std::int64_t>(q * bucket) + delta;
        if (x < 0 || x > 0xFFFFFFFFll) continue;
        ASSERT_EQ(quotient(static_cast<std::uint64_t>(x)), static_cast<std::uint64_t>(x) / bucket)
            << "range " << range << ", x " << x;
      }
    }
    ASSERT_EQ(quotient(0xFFFFFFFFu), 0xFFFFFFFFu / bucket) << "range " << range;
  }
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

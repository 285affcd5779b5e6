// Deterministic randomness for every game.
//
// All randomness in Mizbazi flows from a scenario's 64-bit seed through Boost.Random: the engine
// (taus88, 12 bytes, so a state copy stays cheap) and the distribution (Boost's
// uniform_int_distribution). Both are implemented by Boost itself, not by the standard library, so
// the same seed deals the same cards with every compiler and standard library. Shuffles use our own
// Fisher–Yates loop for the same reason.
#pragma once

#include <array>
#include <boost/random/taus88.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <utility>

namespace mizbazi {

namespace detail {

// Boost's uniform_int_distribution, value for value, without its two divisions per draw (random
// play spends a tenth of its time in them). For a 32-bit engine over [0, 2^32 - 1], Boost maps a
// draw x to x / bucket and rejects results above the range, where bucket = floor((2^32 - 1) / n),
// plus one when n divides 2^32 (n = range + 1). Dividing a 32-bit x by bucket equals the high 64
// bits of x * ceil(2^64 / bucket) (Lemire, Kaser and Kurz 2019, "Faster remainder by direct
// computation", theorem 1 with F = 64, N = 32), so each small range keeps that multiplier in a
// table computed at compile time. Larger ranges go to Boost itself; rng_test compares the two.
inline constexpr std::uint32_t kFastRanges = 256;  // ranges 0 .. 255 (up to 256 values)

constexpr std::uint64_t bucketMultiplier(std::uint32_t range) {
  if (range == 0) return 0;  // never used: Boost returns lo without drawing
  const std::uint32_t n = range + 1;
  std::uint32_t bucket = 0xFFFFFFFFu / n;
  if (0xFFFFFFFFu % n == range) ++bucket;
  return ~std::uint64_t{0} / bucket + 1;  // ceil(2^64 / bucket), bucket >= 2^24 here
}

inline constexpr auto kBucketMultipliers = [] {
  std::array<std::uint64_t, kFastRanges> table{};
  for (std::uint32_t r = 0; r < kFastRanges; ++r) table[r] = bucketMultiplier(r);
  return table;
}();

// Always inlined: a random game or a search's rollout draws once per move, and whether the
// compiler inlined it otherwise changed with unrelated code around the callers (5% of random play).
template <typename Engine>
[[gnu::always_inline]] inline int uniformInt(Engine& engine, int lo, int hi) {
  // The engine must span all 32 bits (Boost's min() and max() are not constexpr: rng_test checks).
  static_assert(std::is_same_v<typename Engine::result_type, std::uint32_t>);
  const std::uint32_t range = static_cast<std::uint32_t>(hi) - static_cast<std::uint32_t>(lo);
  if (range >= kFastRanges) {
    boost::random::uniform_int_distribution<int> dist(lo, hi);
    return dist(engine);
  }
  if (range == 0) return lo;
  __extension__ using Wide = unsigned __int128;
  const std::uint64_t multiplier = kBucketMultipliers[range];
  for (;;) {
    const std::uint64_t x = static_cast<std::uint32_t>(engine());
    const auto q = static_cast<std::uint32_t>((static_cast<Wide>(x) * multiplier) >> 64);
    if (q <= range) return lo + static_cast<int>(q);
  }
}

}  // namespace detail

class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed) { reseed(seed); }

  // Spreads the 64-bit seed over the generator's three 32-bit words (splitmix64), so seeds that
  // differ in any bit give unrelated streams.
  void reseed(std::uint64_t seed);

  // Uniform integer in [lo, hi], both inclusive. Precondition: lo <= hi.
  int uniform(int lo, int hi) { return detail::uniformInt(engine_, lo, hi); }

  // A fresh 64-bit value, for seeding other generators (determinization, new games).
  std::uint64_t next64() {
    std::uint64_t hi = engine_();
    return (hi << 32) | engine_();
  }

  // Fisher–Yates, from the last element down, with Boost's distribution.
  template <typename T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(uniform(0, static_cast<int>(i - 1)));
      std::swap(items[i - 1], items[j]);
    }
  }
  template <typename T>
  void shuffle(T* first, std::size_t count) {
    shuffle(std::span<T>(first, count));
  }

  friend bool operator==(const Rng& a, const Rng& b) { return a.engine_ == b.engine_; }

 private:
  boost::random::taus88 engine_;
};

}  // namespace mizbazi

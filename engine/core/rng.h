// Deterministic randomness for every game.
//
// All randomness in Mizbazi flows from a scenario's 64-bit seed through Boost.Random: the engine
// (taus88, 12 bytes, so a state copy stays cheap) and the distribution (Boost's
// uniform_int_distribution). Both are implemented by Boost itself, not by the standard library, so
// the same seed deals the same cards with every compiler and standard library. Shuffles use our own
// Fisher–Yates loop for the same reason.
#pragma once

#include <boost/random/taus88.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace mizbazi {

class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed) { reseed(seed); }

  // Spreads the 64-bit seed over the generator's three 32-bit words (splitmix64), so seeds that
  // differ in any bit give unrelated streams.
  void reseed(std::uint64_t seed);

  // Uniform integer in [lo, hi], both inclusive. Precondition: lo <= hi.
  int uniform(int lo, int hi) {
    boost::random::uniform_int_distribution<int> dist(lo, hi);
    return dist(engine_);
  }

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

#include "core/rng.h"

#include <array>

namespace mizbazi {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
}  // namespace

void Rng::reseed(std::uint64_t seed) {
  std::uint64_t x = seed;
  std::array<std::uint32_t, 3> words{};
  for (auto& w : words) {
    // taus88 needs each word above a small minimum (2, 8, 16); setting high bits guarantees it.
    w = static_cast<std::uint32_t>(splitmix64(x) >> 32) | 0x80000000u;
  }
  auto it = words.begin();
  engine_.seed(it, words.end());
}

}  // namespace mizbazi

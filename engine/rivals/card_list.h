// A fixed-capacity list of physical card indices, kept inside the state value so that copying a
// state never allocates. Vacated slots are zeroed, so two equal lists compare equal byte for byte.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace mizbazi::rivals {

template <int Capacity>
struct CardList {
  std::array<std::uint8_t, Capacity> cards{};  // in order (the display: left to right)
  std::uint8_t size = 0;

  bool empty() const { return size == 0; }
  int operator[](int i) const { return cards[i]; }
  std::uint8_t& at(int i) { return cards[i]; }
  void push(int card) {
    assert(size < Capacity);
    cards[size++] = static_cast<std::uint8_t>(card);
  }
  // Removes position i, keeping the order of the others.
  void eraseAt(int i) {
    for (int j = i; j + 1 < size; ++j) cards[j] = cards[j + 1];
    cards[--size] = 0;
  }
  const std::uint8_t* begin() const { return cards.data(); }
  const std::uint8_t* end() const { return cards.data() + size; }
  std::uint8_t* begin() { return cards.data(); }
  std::uint8_t* end() { return cards.data() + size; }

  friend bool operator==(const CardList&, const CardList&) = default;
};

}  // namespace mizbazi::rivals

// A fixed-capacity pile of physical cards kept inside the state value, so that copying a state
// never allocates. The top of a pile is its last card.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace mizbazi::saboteur {

template <int Capacity>
struct Pile {
  std::array<std::uint8_t, Capacity> cards{};
  std::uint8_t size = 0;

  bool empty() const { return size == 0; }
  int operator[](int i) const { return cards[i]; }
  void push(int card) {
    assert(size < Capacity);
    cards[size++] = static_cast<std::uint8_t>(card);
  }
  int pop() {
    int card = cards[--size];
    cards[size] = 0;
    return card;
  }
  void clear() {
    cards.fill(0);
    size = 0;
  }
  void insertAt(int i, int card) {
    assert(size < Capacity);
    for (int j = size; j > i; --j) cards[j] = cards[j - 1];
    cards[i] = static_cast<std::uint8_t>(card);
    ++size;
  }
  void eraseAt(int i) {
    for (int j = i; j + 1 < size; ++j) cards[j] = cards[j + 1];
    cards[--size] = 0;
  }
  int find(int card) const {
    for (int i = 0; i < size; ++i) {
      if (cards[i] == card) return i;
    }
    return -1;
  }
  std::uint8_t* begin() { return cards.data(); }
  std::uint8_t* end() { return cards.data() + size; }
  const std::uint8_t* begin() const { return cards.data(); }
  const std::uint8_t* end() const { return cards.data() + size; }

  // Unused places are kept zero, so the defaulted comparison is exact.
  friend bool operator==(const Pile&, const Pile&) = default;
};

}  // namespace mizbazi::saboteur

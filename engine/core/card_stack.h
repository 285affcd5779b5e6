// A fixed-capacity stack of physical card indices (0..255): a pile kept inside a state value, so
// that copying a state never allocates.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace mizbazi {

template <int Capacity>
struct CardStack {
  std::array<std::uint8_t, Capacity> cards{};  // bottom .. top
  std::uint8_t size = 0;

  bool empty() const { return size == 0; }
  int top() const { return cards[size - 1]; }
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
  const std::uint8_t* begin() const { return cards.data(); }
  const std::uint8_t* end() const { return cards.data() + size; }
  std::uint8_t* begin() { return cards.data(); }
  std::uint8_t* end() { return cards.data() + size; }

  friend bool operator==(const CardStack& a, const CardStack& b) {
    if (a.size != b.size) return false;
    for (int i = 0; i < a.size; ++i) {
      if (a.cards[i] != b.cards[i]) return false;
    }
    return true;
  }
};

}  // namespace mizbazi

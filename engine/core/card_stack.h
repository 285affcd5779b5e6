// The one card container of the engine: a fixed-capacity, ordered list of physical card indices
// (0..255) kept inside a state value, so that copying a state never allocates. A pile's top is its
// last card; a row (Rivals' display, a hand) reads left to right. Vacated places are kept zero.
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
  std::uint8_t& at(int i) { return cards[i]; }
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
  // Inserts at position i, keeping the order of the others.
  void insertAt(int i, int card) {
    assert(size < Capacity);
    for (int j = size; j > i; --j) cards[j] = cards[j - 1];
    cards[i] = static_cast<std::uint8_t>(card);
    ++size;
  }
  // Removes position i, keeping the order of the others.
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

// What every game's State does the same way, written once. A game's position is one plain value,
// its Data: copying it is cloning the state, comparing it (==, the random generator included) is
// telling two states apart. A game declares
//
//   class RivalsState final : public StateOf<RivalsState, RivalsData> {
//    public:
//     static constexpr std::string_view kGameId = "rivals";
//     ...
//
// and keeps only what is particular to it. Data has `current`, the seat to act while the game
// runs; anything else the game's State holds is derived from Data (a cache), so it needs no
// comparing.
//
// The game's class is final, so its own calls to these (and its own to isTerminal) are direct:
// the base adds no indirection to clone or to the bots' other hot paths.
#pragma once

#include <memory>
#include <string>

#include "core/game.h"

namespace mizbazi {

template <class Derived, class Data>
class StateOf : public State {
 public:
  explicit StateOf(const Data& data) : d_(data) {}

  const Data& data() const { return d_; }

  std::unique_ptr<State> clone() const final { return std::make_unique<Derived>(self()); }
  // The same game in the same position.
  bool equals(const State& other) const final {
    const auto* o = dynamic_cast<const Derived*>(&other);
    return o != nullptr && o->data() == d_;
  }
  const std::string& gameId() const final {
    static const std::string id(Derived::kGameId);
    return id;
  }
  int currentPlayer() const final { return self().isTerminal() ? -1 : d_.current; }

 protected:
  Data d_;

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
};

}  // namespace mizbazi

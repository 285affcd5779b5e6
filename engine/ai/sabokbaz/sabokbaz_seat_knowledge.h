// What the seat to act in a Sabokbaz hand may know: its own hand, the cards played (the trick and
// every team's taken pile), each seat's number of cards and the voids each seat has shown. The
// rule-based player decides from this alone, so the hidden hands of the determinization it is
// given never sway it.
#pragma once

#include <array>
#include <cstdint>

#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {
class SabokbazState;
}

namespace mizbazi::ai::sabokbaz {

using mizbazi::sabokbaz::CardMask;
using mizbazi::sabokbaz::kMaxSeats;
using mizbazi::sabokbaz::kMaxTeams;

struct SeatKnowledge {
  int players = 4;
  int teams = 2;
  int me = 0;
  int myTeam = 0;
  CardMask inPlay = 0;
  CardMask hand = 0;
  CardMask playable = 0;
  // Cards in the other seats' hands, as a union: which seat holds which is unknown.
  CardMask unseen = 0;
  CardMask trickCards = 0;
  std::array<std::uint8_t, kMaxSeats> trick{};  // in order of play, from `leader`
  int trickSize = 0;
  int leader = 0;
  int family = mizbazi::sabokbaz::kNoFamily;
  std::array<CardMask, kMaxTeams> taken{};
  std::array<int, kMaxSeats> count{};  // cards in each seat's hand
  std::array<std::uint8_t, kMaxSeats> voids{};
  int fourCardsBonus = 60;  // the swing when one team takes all four specials: +36 vs -24
};

// What the seat to act knows. Precondition: the match is not over.
SeatKnowledge knowledgeOfSeatToAct(const mizbazi::sabokbaz::SabokbazState& state);

}  // namespace mizbazi::ai::sabokbaz

// What a Zirkhaki observation holds beyond the keys every game shares (core/observation_header.h),
// described once: ZirkhakiState writes its observations and its all-seeing state from this struct,
// and the table reads them back into it, so a key renamed or retyped here is a compile error in
// the table. Its JSON form is the one of the save and scenario files (docs/file-format.md).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/json_fields.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

std::span<const char* const> jsonNames(Phase);       // rings, play, over
std::span<const char* const> jsonNames(ChoiceKind);  // pistol, dagger, horseshoe, map

// The choice the player to act owes (a pistol's, dagger's or horseshoe's pick, a map's card).
struct PendingView {
  ChoiceKind kind = ChoiceKind::kPistol;
  int seat = 0;
  int remaining = 0;  // picks still owed (the rogue's horseshoe owes two)

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("kind", self.kind);
    f("seat", self.seat);
    f("remaining", self.remaining);
  }
};

struct ZirkhakiObservation {
  Phase phase = Phase::kPlay;
  int first = 0;      // the seat that began
  int deckCount = 0;  // cards left to draw
  // The deck top first: the all-seeing state only.
  std::optional<std::vector<std::string>> deck;
  // The cards the viewer has seen on top of the deck, top first: a seat's observation only.
  std::optional<std::vector<std::string>> knownDeckTop;
  std::vector<int> peeks;  // per seat, how many of the deck's top cards it has seen
  // Sorted by name in an observation (its order is secret), top first in the all-seeing state.
  std::vector<std::string> discard;
  std::vector<std::string> playArea;                 // in the order drawn
  std::vector<std::vector<std::string>> fields;      // per seat, by suit then value
  std::vector<int> cardCounts;                       // per seat
  std::vector<std::optional<std::string>> rings;     // per seat, the ring's id or none
  std::vector<std::vector<std::string>> ringOffers;  // per seat, while rings are chosen
  std::optional<PendingView> pending;
  std::vector<std::string> mapRevealed;  // the map's cards to choose from
  int forcedDraws = 0;                   // the snake's draws still owed

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("phase", self.phase);
    f("first", self.first);
    f("deck_count", self.deckCount);
    f.omittable("deck", self.deck);
    f.omittable("known_deck_top", self.knownDeckTop);
    f("peeks", self.peeks);
    f("discard", self.discard);
    f("play_area", self.playArea);
    f("fields", self.fields);
    f("card_counts", self.cardCounts);
    f("rings", self.rings);
    f("ring_offers", self.ringOffers);
    f("pending", self.pending);
    f("map_revealed", self.mapRevealed);
    f("forced_draws", self.forcedDraws);
  }
};

}  // namespace mizbazi::zirkhaki

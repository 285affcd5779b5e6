// What a Sabokbaz observation holds beyond the keys every game shares (core/observation_header.h),
// described once: SabokbazState writes its observations and its all-seeing state from this struct,
// and the table reads them back into it, so a key renamed or retyped here is a compile error in
// the table. Its JSON form is the one of the save and scenario files (docs/file-format.md).
// Cards are the engine's ids ("badeh-10", "ajal"); a team t is seats t and t + teams.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/json_fields.h"
#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {

std::span<const char* const> jsonNames(Family);  // kFamilyIds: koozeh, sabzeh, badeh-zamaneh
std::span<const char* const> jsonNames(Bonus);   // kBonusIds: none, all-fate, four-cards

// A card played to a trick: [seat, card id].
using PlayedCardView = std::pair<int, std::string>;
// A seat's hand: its cards in card order where the viewer sees them, else only their count.
using HandView = std::variant<std::vector<std::string>, int>;

// The last completed trick of this hand (the table shows it until the next card is played).
struct LastTrickView {
  std::vector<PlayedCardView> cards;  // in order of play
  int taker = 0;
  int points = 0;  // the values of its cards

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("cards", self.cards);
    f("taker", self.taker);
    f("points", self.points);
  }
};

// The last finished hand of the match.
struct LastHandView {
  int number = 0;           // from 1
  std::vector<int> scores;  // per team, bonuses included
  Bonus bonus = kNoBonus;
  std::optional<int> bonusTeam;  // the team the bonus went to, when there is one

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("number", self.number);
    f("scores", self.scores);
    f("bonus", self.bonus);
    f("bonus_team", self.bonusTeam);
  }
};

struct SabokbazObservation {
  int players = 4;
  int target = 70;                      // the match ends at ±target
  std::vector<std::vector<int>> teams;  // per team its seats
  int dealer = 0;
  int handNumber = 1;  // from 1
  int leader = 0;      // of the trick being played
  // Per seat. The all-seeing state shows every hand, a seat's observation its own only, a
  // spectator's none.
  std::vector<HandView> hands;
  std::vector<int> handCounts;        // per seat
  std::vector<PlayedCardView> trick;  // in order of play
  std::optional<Family> ledFamily;    // of the trick being played; none before its first card
  std::vector<std::vector<std::string>> taken;  // per team: its cards taken this hand, card order
  std::vector<int> handScores;                  // per team: their values, before any bonus
  std::vector<int> matchScores;                 // per team
  std::vector<std::vector<Family>> voids;       // per seat: families it has shown it lacks
  std::optional<LastTrickView> lastTrick;
  std::optional<LastHandView> lastHand;
  std::vector<std::string> out;  // the cards out of the game (the 12s with 6 players)

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("players", self.players);
    f("target", self.target);
    f("teams", self.teams);
    f("dealer", self.dealer);
    f("hand_number", self.handNumber);
    f("leader", self.leader);
    f("hands", self.hands);
    f("hand_counts", self.handCounts);
    f("trick", self.trick);
    f("led_family", self.ledFamily);
    f("taken", self.taken);
    f("hand_scores", self.handScores);
    f("match_scores", self.matchScores);
    f("voids", self.voids);
    f("last_trick", self.lastTrick);
    f("last_hand", self.lastHand);
    f("out", self.out);
  }
};

}  // namespace mizbazi::sabokbaz

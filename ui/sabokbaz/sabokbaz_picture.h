// What the Sabokbaz table shows, read from one seat's observation (observationJson(state, seat))
// and from nothing else, so the picture can never hold more than that seat may know. The scene
// draws it; the narrator and the status line read it. The few things the table shows that the
// observation does not state outright (the card taking the trick so far, the points of a team's
// taken cards by kind) are asked of the engine's own rule functions, never re-derived here.
// The engine's SabokbazObservation reads it; this keeps it in the table's Qt types.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

#include "core/json.h"
#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::ui::sabokbaz {

using mizbazi::sabokbaz::Bonus;
using mizbazi::sabokbaz::Family;

struct PlayedCard {
  int seat = -1;
  QString card;  // the engine's id
  friend bool operator==(const PlayedCard&, const PlayedCard&) = default;
};

// A team's taken cards this hand, counted by kind, with their points (before any bonus).
struct TakenSummary {
  int cards = 0;
  int koozeh = 0, sabzeh = 0, zamaneh = 0, badeh = 0;
  QStringList specials;  // ids, in card order
  int points = 0;        // the sum of the cards' values (equals the observation's hand score)
};

struct SabokbazPicture {
  // The view: the seat the observation was taken for. A seat outside the table (a spectator, a
  // covered shared screen) sees no hand at all.
  int seat = -1;
  QString game;
  bool finished = false;
  int current = -1;      // the seat to act; -1 once the match is over
  QVector<int> scores;   // per team: the match totals
  QVector<int> winners;  // seats of the winning team(s), once over
  QStringList legal;     // action texts, only when `seat` is to act

  int players = 4;
  int target = 70;              // the match ends at ±target
  QVector<QVector<int>> teams;  // per team its seats (team t: seats t and t + teams)
  int dealer = 0;
  int handNumber = 1;  // from 1
  int leader = 0;      // of the trick being played

  struct Hand {
    bool known = false;  // this view sees the cards
    QStringList cards;   // ids in card order, when known
    int count = 0;
    friend bool operator==(const Hand&, const Hand&) = default;
  };
  QVector<Hand> hands;              // per seat
  QVector<PlayedCard> trick;        // in order of play
  std::optional<Family> ledFamily;  // none before the trick's first card
  QVector<QStringList> taken;       // per team: the cards taken this hand
  QVector<int> handScores;          // per team: their values this hand, before any bonus
  QVector<int> matchScores;         // per team
  QVector<QVector<Family>> voids;   // per seat: families it has shown it lacks this hand

  struct LastTrick {
    QVector<PlayedCard> cards;
    int taker = -1;
    int points = 0;
  };
  std::optional<LastTrick> lastTrick;  // the last completed trick of this hand

  struct LastHand {
    int number = 0;
    QVector<int> scores;  // per team, bonuses included
    Bonus bonus = mizbazi::sabokbaz::kNoBonus;
    int bonusTeam = -1;
  };
  std::optional<LastHand> lastHand;  // the last finished hand of the match
  QStringList out;                   // cards out of the game (the 12s with six players)

  // --- Read from the observation ---
  // nullopt (with the reason in `error`) when `observation` is not a Sabokbaz observation: a key
  // missing or of another type, a card id the engine does not have, or lists whose lengths
  // disagree (hands and hand counts per seat, taken cards and scores per team).
  static std::optional<SabokbazPicture> parse(const Json& observation, QString* error = nullptr);

  // --- Derived ---
  int teamCount() const { return static_cast<int>(teams.size()); }
  int teamOf(int seat) const;  // -1 for a seat of no team
  int partnerOf(int seat) const;
  bool seesHand(int seat) const;
  // The position in `trick` of the card that takes it so far (-1: empty trick), and its player.
  int takingIndex() const;
  int takingSeat() const;
  TakenSummary takenSummary(int team) const;
  // The points at stake: the values of the cards in the trick so far.
  int trickPoints() const;
};

// The engine's rule for who takes a trick (the last special card, else the highest card of the
// family…), applied to the cards played so far: the position of the taking card, -1 if none.
int takingIndexOf(const QStringList& cardIds);

// The order of a hand, for the hand pile's Pile::setOrderKey: koozeh, sabzeh, zamaneh, badeh
// (badeh and zamaneh side by side: one family), each by number, then the special cards apart;
// cards the view cannot see last.
int handOrderKey(const QString& artId);

}  // namespace mizbazi::ui::sabokbaz

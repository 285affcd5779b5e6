// The odds a teacher points at in Sabokbaz (F6): how many cards of each family the seat on screen
// has not seen yet, and which specials are still out of sight. Counting only, from that seat's
// observation: its own hand, the trick, every team's taken cards and the cards out of the game
// are seen; everything else is in another seat's hand. A family whose unseen count is zero
// cannot be followed by anyone else, and a special not yet seen may still fall on any trick.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

#include "ui/sabokbaz/sabokbaz_picture.h"

namespace mizbazi::ui::sabokbaz {

struct SabokbazOdds {
  Q_DECLARE_TR_FUNCTIONS(SabokbazOdds)

 public:
  std::array<int, 4> unseen{};  // per suit: koozeh, sabzeh, zamaneh, badeh
  QStringList specials;         // ids of the specials not seen yet, in card order
  int total = 0;                // all unseen cards: the other seats' hands together

  // Nothing once the match is over.
  static std::optional<SabokbazOdds> of(const SabokbazPicture& picture);
  // "Not seen yet: 5 koozeh, 3 sabzeh, 7 zamaneh, 2 badeh; specials: death, heaven." in the UI's
  // language.
  QString text() const;
};

}  // namespace mizbazi::ui::sabokbaz

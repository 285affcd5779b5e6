// The game log's sentences for one Sabokbaz action, told from its events (masked for the audience)
// and the audience's observation after it, e.g.
//   «علی اجل را روی خیام انداخت و دست را برد.»
//   «این دست منفی ۵ امتیاز برای تیم سارا و علی داشت.»
// Every card is narrated with what it did to the trick (led it, took it over, could not follow);
// then the trick's taker and worth, "all fate" and "four cards" with their scores, each team's
// score at the end of a hand, the new deal, and the winner at the end of the match.
//
// Audiences (ui/table/narration.h): the shared telling (audience -1) says everything public. A
// private telling (audience = a seat) holds only what that seat alone may read — in Sabokbaz, a
// summary of the hand it was just dealt — as kPrivate lines, to be shown after the shared ones
// while that seat's view is on screen.
#pragma once

#include <QCoreApplication>
#include <QVector>

#include "ui/table/narration.h"

namespace mizbazi::ui::sabokbaz {

class SabokbazNarrator {
  Q_DECLARE_TR_FUNCTIONS(SabokbazNarrator)

 public:
  static QVector<LogLine> narrate(const Narration& n);
};

}  // namespace mizbazi::ui::sabokbaz

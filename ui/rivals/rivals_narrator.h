// The log's sentences for one Rivals action, told from its events (masked for the audience) and
// the audience's observation after it, for example:
//   «مریم برای ویترین ۵ سکه پیشنهاد داد.»
//   «دیگر کسی نمی‌تواند از قرمز ۳ استفاده کند…»
// and the reserve split, a stack's end, the winner. A card is named only when the audience's
// events show it; a name is never followed directly by a number (names may end in digits).
#pragma once

#include <QCoreApplication>
#include <QVector>

#include "ui/table/narration.h"

namespace mizbazi::ui::rivals {

class RivalsNarrator {
  Q_DECLARE_TR_FUNCTIONS(RivalsNarrator)

 public:
  static QVector<LogLine> narrate(const Narration& n);

 private:
  // Each kind of event told on its own (empty: the event says nothing to this audience).
  static LogLine tellMove(const Narration& n, const Event& e);
  static LogLine tellNote(const Narration& n, const Event& e);
  static LogLine tellDeadCard(const Narration& n, const Event& e);
  static LogLine tellReserveSplit(const Narration& n, const Event& e);
  static LogLine tellStackEnd(const Narration& n, const Event& e);
  static LogLine tellGameEnd(const Narration& n);
  // A seat's name ("Player 3" when the table has none for it), and a card the events show.
  static QString nameOf(const Narration& n, int seat);
  static QString cardNameOf(const Narration& n, const Event& e);
};

}  // namespace mizbazi::ui::rivals

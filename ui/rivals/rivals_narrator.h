// The log's sentences for one Rivals action, told from its events (masked for the audience) and
// the audience's observation after it, for example:
//   «مریم برای ویترین ۵ سکه پیشنهاد داد.»
//   «دیگر کسی نمی‌تواند از قرمز ۳ استفاده کند…»
// and the reserve split, a stack's end, the winner. A card is named only when the audience's
// events show it; a name is never followed directly by a number (names may end in digits).
#pragma once

#include <QCoreApplication>
#include <QVector>

#include "table/narration.h"

namespace mizbazi::ui::rivals {

class RivalsNarrator {
  Q_DECLARE_TR_FUNCTIONS(RivalsNarrator)

 public:
  static QVector<LogLine> narrate(const Narration& n);
};

}  // namespace mizbazi::ui::rivals

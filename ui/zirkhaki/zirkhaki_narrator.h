// The game log's sentences for one Zirkhaki action, told from its events as the audience may see
// them (ui/table/narration.h), e.g. «سارا خنجر رو کرد و سکهٔ ۷ را از زمین علی دزدید». The
// astrolabe's peek is told twice: to everyone as "Sara looked at the top of the deck", and to Sara
// alone with the card.
#pragma once

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "ui/table/narration.h"

namespace mizbazi::ui::zirkhaki {

class ZirkhakiNarrator {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiNarrator)

 public:
  static QVector<LogLine> narrate(const Narration& n);

 private:
  struct Telling;  // one action being told: its lines so far and what its events add up to
  static QVector<LogLine> tellPrivately(const Narration& n);
  static void tellMove(Telling& t, const Event& e);
  static void tellNote(Telling& t, const Event& e);
  static void tellTotals(Telling& t);
};

}  // namespace mizbazi::ui::zirkhaki

// What Rivals' end screen adds to the framework's: each player's five expeditions as the engine
// scored them (footprints × (1 + wagers), + the bonus), the coins, and the tie rule (more coins,
// then shared) stated when it decided.
#pragma once

#include <QCoreApplication>

#include "ui/rivals/rivals_picture.h"
#include "ui/table/end_summary.h"

namespace mizbazi::ui::rivals {

class RivalsEnd {
  Q_DECLARE_TR_FUNCTIONS(RivalsEnd)

 public:
  static EndSummary summary(EndSummary base, const RivalsPicture& picture,
                            const QStringList& names);
  // One expedition's breakdown, e.g. «۶ × ۳ + ۸ = ۲۶»; empty for an empty column.
  static QString columnCell(const RivalsColumn& column);
  // Who won and why, naming the tie rule when it decided.
  static QString explanation(const RivalsPicture& picture, const QStringList& names);
};

}  // namespace mizbazi::ui::rivals

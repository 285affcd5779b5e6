// What Zirkhaki's end screen adds to the framework's: the cards in each field (the tie-break) and
// each player's ring, the tie-break explained when it decided, and how the game is scored.
#pragma once

#include <QCoreApplication>

#include "ui/table/end_summary.h"
#include "ui/zirkhaki/zirkhaki_picture.h"

namespace mizbazi::ui::zirkhaki {

class ZirkhakiEnd {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiEnd)

 public:
  static EndSummary summary(EndSummary base, const ZirkhakiPicture& picture,
                            const QStringList& names);
  // Who won and why, naming the tie-break when it decided.
  static QString explanation(const ZirkhakiPicture& picture, const QStringList& names);
};

}  // namespace mizbazi::ui::zirkhaki

// The game log's sentences for one Zirkhaki action, told from its events (what really happened,
// masked for the viewer), e.g. «سارا خنجر رو کرد و سکهٔ ۷ را از زمین علی دزدید».
#pragma once

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "table/game_log.h"

namespace mizbazi::ui::zirkhaki {

class ZirkhakiNarrator {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiNarrator)

 public:
  using Line = QPair<QString, GameLog::Kind>;
  // `cardId(card)` names a physical card ("coin-7"); `names` are the seats' names.
  static QVector<Line> narrate(int actor, const QString& actionText, const Events& events,
                               const QStringList& names, int viewer,
                               const std::function<QString(int)>& cardId);
};

}  // namespace mizbazi::ui::zirkhaki

// What Sabokbaz's end screen adds to the framework's (one row per team, the match total): each
// hand's score per team, bonuses included, and the bonuses themselves ("all fate", "four cards").
// The hands are read from the engine's own events, by replaying the record's actions from its first
// state, so the breakdown is the engine's and adds up to its totals.
#pragma once

#include <QCoreApplication>
#include <QVector>

#include "core/game_record.h"
#include "ui/sabokbaz/sabokbaz_picture.h"
#include "ui/table/end_summary.h"

namespace mizbazi::ui::sabokbaz {

struct HandResult {
  int number = 0;       // from 1
  QVector<int> scores;  // per team, bonuses included (the engine's kScore events)
  Bonus bonus = mizbazi::sabokbaz::kNoBonus;
  int bonusTeam = -1;
};

class SabokbazEnd {
  Q_DECLARE_TR_FUNCTIONS(SabokbazEnd)

 public:
  // Every finished hand of the match so far, in order.
  static QVector<HandResult> hands(const GameRecord& record);
  static EndSummary summary(EndSummary base, const SabokbazPicture& picture,
                            const QVector<HandResult>& hands, const QStringList& names);
};

}  // namespace mizbazi::ui::sabokbaz

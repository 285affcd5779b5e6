// The end of a Zirkhaki game: every player's score and cards, the winners, and how a tie was
// broken (more cards in the field; still tied: all tied players win).
#pragma once

#include <QDialog>
#include <QStringList>

#include "zirkhaki/zirkhaki_model.h"

namespace mizbazi::ui::zirkhaki {

class ZirkhakiEndDialog : public QDialog {
  Q_OBJECT

 public:
  ZirkhakiEndDialog(const ZirkhakiView& view, const QStringList& names, QWidget* parent = nullptr);
  // The sentence under the table, e.g. "Sara and Ali tied on 40 points; Sara has more cards…".
  static QString explanation(const ZirkhakiView& view, const QStringList& names);
};

}  // namespace mizbazi::ui::zirkhaki

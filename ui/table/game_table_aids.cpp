// The teacher's aids on every table (issue 18): projector mode and the odds line. Kept apart from
// game_table.cpp, whose cycle they only watch: they are refreshed with the log and the status.
#include <QApplication>
#include <QBoxLayout>
#include <QLabel>
#include <QResizeEvent>

#include "ui/table/bidi.h"
#include "ui/table/card_art.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/outside_text.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::ui {

namespace {
// Outlines this many times thicker in projector mode: a lit card must be seen from the back row.
constexpr double kProjectorEmphasis = 1.8;
}  // namespace

QBoxLayout* GameTable::buildTableColumn() {
  // The last move, written large above the table on the table's own felt, so that it covers no
  // card: the view gives it the room and fits the table below it.
  lastMove_ = new QLabel(this);
  lastMove_->setObjectName("lastMove");
  showPlainly(lastMove_);  // a line of the log, with names
  lastMove_->setWordWrap(true);
  lastMove_->setAlignment(Qt::AlignCenter);
  lastMove_->setAutoFillBackground(true);
  QPalette felt = lastMove_->palette();
  felt.setColor(QPalette::Window, QColor("#123826"));  // darker than the felt: the text stands out
  felt.setColor(QPalette::WindowText, Qt::white);
  lastMove_->setPalette(felt);
  lastMove_->setContentsMargins(12, 4, 12, 4);
  lastMove_->hide();

  odds_ = new QLabel(side_);
  odds_->setObjectName("odds");
  showPlainly(odds_);
  odds_->setWordWrap(true);
  odds_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  odds_->hide();
  if (auto* side = qobject_cast<QBoxLayout*>(side_->layout()))
    side->insertWidget(side->indexOf(hint_) + 1, odds_);

  auto* column = new QVBoxLayout();
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(0);
  column->addWidget(lastMove_);
  column->addWidget(view_, 1);
  return column;
}

void GameTable::setProjectorMode(bool on) {
  projector_ = on;
  CardItem::setEmphasis(on ? kProjectorEmphasis : 1.0);
  if (!on) CardArt::setMinimumTextPixels(0);  // on: set from the window's height on resize
  // Higher contrast in the side panel: black on white instead of the desktop's greys.
  side_->setAutoFillBackground(on);
  QPalette p = QApplication::palette(side_);
  if (on) {
    for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
      p.setColor(group, QPalette::Window, Qt::white);
      p.setColor(group, QPalette::Base, Qt::white);
      p.setColor(group, QPalette::Button, QColor("#e8e8e8"));
      // A greyed-out button must still look greyed out.
      const QColor ink = group == QPalette::Disabled ? QColor("#8a8a8a") : QColor(Qt::black);
      for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(group, role, ink);
    }
  }
  side_->setPalette(on ? p : QPalette());  // an empty palette: inherit again
  // Tighter between the side panel's parts: its words are a third larger, and on a 1280×720
  // projector Saboteur's panel (status, advice, both seats, the move's hint and a refusal) needs
  // every line of its height. Narrow side margins too: the wrapped labels keep their own room
  // for the ink at each side (ui/table/ink_room.h), and every pixel of width saves lines.
  if (QLayout* box = side_->layout()) {
    box->setSpacing(on ? 2 : -1);  // -1: the style's again
    if (on)
      box->setContentsMargins(2, 4, 2, 4);
    else
      box->unsetContentsMargins();
  }
  QResizeEvent same(size(), size());
  resizeEvent(&same);  // fonts and the cards' words follow the window's height
  refreshAids();
  scene_->update();
}

QString GameTable::lastMoveText() const {
  // The shared telling only: the banner is read by the whole room, whoever's view is on screen.
  // Before the first move there is none (the preamble is no move).
  if (recordLog_.size() == 0) return QString();
  const QVector<LogLine> lines = recordLog_.linesFor(-1);
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    if (it->kind == LogKind::kAction || it->kind == LogKind::kAnnouncement) return it->text;
  }
  return QString();
}

void GameTable::setOddsShown(bool on) {
  oddsShown_ = on;
  refreshAids();
}

void GameTable::refreshAids() {
  if (!lastMove_ || !odds_) return;  // still being built
  const QString last = projector_ ? lastMoveText() : QString();
  lastMove_->setVisible(!last.isEmpty());
  if (!last.isEmpty()) {
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(18, window()->height() / 24));
    lastMove_->setFont(f);
    lastMove_->setText(last);
  }
  const QString odds = oddsShown_ ? oddsText() : QString();
  odds_->setVisible(oddsShown_);
  odds_->setText(odds.isEmpty() && oddsShown_ ? tr("No odds to show now.") : odds);
}

}  // namespace mizbazi::ui

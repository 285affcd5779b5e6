#include "ui/sabokbaz/sabokbaz_table.h"

#include <QBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>

#include "ui/sabokbaz/sabokbaz_end.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::sabokbaz {

namespace {
// L, and the same key on a Persian keyboard (م), so no one switches layouts.
const QKeySequence kLastKey(QStringLiteral("L"));
const QKeySequence kLastKeyFa(QString(QChar(0x0645)));
}  // namespace

SabokbazTable::SabokbazTable(GameRecord record, const TableOptions& options, QWidget* parent)
    : GameTableOf(std::move(record), options, parent, "sabokbazTable") {
  last_ = new QPushButton(tr("Last trick"), this);
  last_->setObjectName("lastTrickButton");
  last_->setToolTip(tr("Show the last trick taken again (L)"));
  last_->setFocusPolicy(Qt::NoFocus);  // the keyboard stays on the table
  last_->setCheckable(true);
  last_->setEnabled(false);
  buttonRow()->addWidget(last_);
  connect(last_, &QPushButton::clicked, this, [this]() { toggleLastTrick(); });
  for (const QKeySequence& key : {kLastKey, kLastKeyFa}) {
    auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    // Under a hand-over cover no key acts (the cover takes the focus); whenIdle drops it there.
    connect(s, &QShortcut::activated, this,
            [this]() { whenIdle([this]() { toggleLastTrick(); }); });
  }
  start();
}

QVector<LogLine> SabokbazTable::preamble() const {
  const int players = controller().numSeats();
  // Teams are always of two (partners opposite): only the players are counted.
  return {{tr("A match of Sabokbaz for %Ln player(s) in teams of two.", nullptr, players),
           LogKind::kAnnouncement}};
}

void SabokbazTable::sync(bool animate) {
  GameTableOf::sync(animate);
  last_->setEnabled(model().lastTrick.has_value());
  last_->setChecked(gameScene().lastTrickShown() && model().lastTrick.has_value());
}

void SabokbazTable::animateEvents(int actor, const QString& text, const Events& events) {
  // The last trick is looked at until the next card is played.
  gameScene().setLastTrickShown(false);
  last_->setChecked(false);
  GameTableOf::animateEvents(actor, text, events);
}

void SabokbazTable::toggleLastTrick() {
  if (!model().lastTrick) {
    showMessage(tr("No trick has been taken yet in this hand."), false);
    return;
  }
  gameScene().setLastTrickShown(!gameScene().lastTrickShown());
  last_->setChecked(gameScene().lastTrickShown());
  if (gameScene().lastTrickShown()) {
    QStringList cards;
    for (const PlayedCard& c : model().lastTrick->cards) {
      cards << tr("%1 by %2").arg(SabokbazTexts::cardName(c.card), names().value(c.seat));
    }
    showMessage(tr("Last trick: %1. %2 took it, worth %3.")
                    .arg(cards.join(tr(", ")), names().value(model().lastTrick->taker),
                         SabokbazTexts::worth(model().lastTrick->points)),
                false);
  } else {
    clearMessage();
  }
}

void SabokbazTable::inspect(Pile* pile) {
  const int zone = pile->key().zone;
  if (zone == places::kTaken || zone == places::kLastTrick) toggleLastTrick();
}

QString SabokbazTable::describeHint() const {
  if (model().finished || !controller().viewerToAct()) return QString();
  QString how =
      tr("Play a card: drag it to the middle, double-click it, or choose it with the "
         "arrows and press Enter.");
  if (model().ledFamily) {
    how += ' ' + tr("Follow %1 if you can.").arg(SabokbazTexts::familyName(*model().ledFamily));
  }
  return how;
}

QVector<KeyHelp> SabokbazTable::keyHelp() const {
  QVector<KeyHelp> keys{{QStringLiteral("L"), tr("show the last trick again"), kLastKey}};
  return keys + GameTable::keyHelp();
}

EndSummary SabokbazTable::endSummary() const {
  const EndSummary base = GameTable::endSummary();
  if (base.rowNames.isEmpty()) return base;
  return SabokbazEnd::summary(base, model(), SabokbazEnd::hands(controller().record()), names());
}

}  // namespace mizbazi::ui::sabokbaz

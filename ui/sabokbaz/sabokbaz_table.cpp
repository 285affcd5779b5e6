#include "ui/sabokbaz/sabokbaz_table.h"

#include <QBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>

#include "ui/sabokbaz/sabokbaz_end.h"
#include "ui/sabokbaz/sabokbaz_narrator.h"
#include "ui/sabokbaz/sabokbaz_odds.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_scene.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::sabokbaz {

namespace {
// L, and the same key on a Persian keyboard (م), so no one switches layouts.
const QKeySequence kLastKey(QStringLiteral("L"));
const QKeySequence kLastKeyFa(QString(QChar(0x0645)));
}  // namespace

SabokbazTable::SabokbazTable(Match match, const TableOptions& options, QWidget* parent)
    : GameTable(std::make_unique<TableController>(std::move(match), options), new SabokbazScene(),
                parent) {
  setObjectName("sabokbazTable");
  sscene_ = static_cast<SabokbazScene*>(&scene());
  setMoves(&moves_, &SabokbazTexts::refusal);
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
  connect(&controller(), &TableController::viewerChanged, this,
          [this]() { sscene_->configure(controller().numSeats(), controller().viewer(), true); });
  sscene_->configure(controller().numSeats(), controller().viewer(), false);
  start();
}

QVector<LogLine> SabokbazTable::preamble() const {
  const int players = controller().numSeats();
  // Teams are always of two (partners opposite): only the players are counted.
  return {{tr("A match of Sabokbaz for %Ln player(s) in teams of two.", nullptr, players),
           LogKind::kAnnouncement}};
}

void SabokbazTable::sync(bool animate) {
  QString error;
  if (auto p = SabokbazPicture::parse(controller().observation(), &error)) picture_ = *p;
  sscene_->show(picture_, names(), animate);
  last_->setEnabled(picture_.lastTrick.has_value());
  last_->setChecked(sscene_->lastTrickShown() && picture_.lastTrick.has_value());
}

void SabokbazTable::animateEvents(int, const QString&, const Events& events) {
  // The last trick is looked at until the next card is played.
  sscene_->setLastTrickShown(false);
  last_->setChecked(false);
  sscene_->animateEvents(
      events, [this](int c) { return QString::fromStdString(controller().state().cardName(c)); },
      names());
}

QVector<LogLine> SabokbazTable::narrate(const Narration& narration) const {
  return SabokbazNarrator::narrate(narration);
}

void SabokbazTable::toggleLastTrick() {
  if (!picture_.lastTrick) {
    showMessage(tr("No trick has been taken yet in this hand."), false);
    return;
  }
  sscene_->setLastTrickShown(!sscene_->lastTrickShown());
  last_->setChecked(sscene_->lastTrickShown());
  if (sscene_->lastTrickShown()) {
    QStringList cards;
    for (const PlayedCard& c : picture_.lastTrick->cards) {
      cards << tr("%1 by %2").arg(SabokbazTexts::cardName(c.card), names().value(c.seat));
    }
    showMessage(tr("Last trick: %1. %2 took it, worth %3.")
                    .arg(cards.join(tr(", ")), names().value(picture_.lastTrick->taker),
                         SabokbazTexts::worth(picture_.lastTrick->points)),
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
  if (picture_.finished || !controller().viewerToAct()) return QString();
  QString how =
      tr("Play a card: drag it to the middle, double-click it, or choose it with the "
         "arrows and press Enter.");
  if (picture_.ledFamily) {
    how += ' ' + tr("Follow %1 if you can.").arg(SabokbazTexts::familyName(*picture_.ledFamily));
  }
  return how;
}

QVector<KeyHelp> SabokbazTable::keyHelp() const {
  QVector<KeyHelp> keys{{QStringLiteral("L"), tr("show the last trick again"), kLastKey}};
  return keys + GameTable::keyHelp();
}

QString SabokbazTable::oddsText() const {
  // From the picture, which is the observation of the seat on screen: nothing hidden.
  const auto odds = SabokbazOdds::of(picture_);
  return odds ? odds->text() : QString();
}

QString SabokbazTable::cardName(const QString& cardId) const {
  return SabokbazTexts::cardName(cardId);
}

EndSummary SabokbazTable::endSummary() const {
  const EndSummary base = GameTable::endSummary();
  if (base.rowNames.isEmpty()) return base;
  return SabokbazEnd::summary(base, picture_, SabokbazEnd::hands(controller().match()), names());
}

}  // namespace mizbazi::ui::sabokbaz

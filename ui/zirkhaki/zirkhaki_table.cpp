#include "ui/zirkhaki/zirkhaki_table.h"

#include <QLocale>
#include <QMap>
#include <QPushButton>

#include "ui/table/bidi.h"
#include "ui/table/pile.h"
#include "ui/zirkhaki/zirkhaki_end.h"

namespace mizbazi::ui::zirkhaki {

ZirkhakiTable::ZirkhakiTable(GameRecord record, const TableOptions& options, QWidget* parent)
    : GameTableOf(std::move(record), options, parent, "zirkhakiTable") {
  // D and B, and the same keys on a Persian keyboard (ی and ذ), so no one switches layouts.
  draw_ = addMoveButton("draw", ZirkhakiTexts::tr("Draw"), tr("Turn up the deck's top card (D)"),
                        {QKeySequence(QStringLiteral("D")), QKeySequence(QString(QChar(0x06CC)))});
  bank_ = addMoveButton("bank", ZirkhakiTexts::tr("Bank"),
                        tr("Move the treasure zone into your field (B)"),
                        {QKeySequence(QStringLiteral("B")), QKeySequence(QString(QChar(0x0630)))});
  start();
}

QVector<LogLine> ZirkhakiTable::preamble() const {
  return {
      {tr("A game of Zirkhaki for %1 players.").arg(QLocale().toString(controller().numSeats())),
       LogKind::kAnnouncement}};
}

QString ZirkhakiTable::coverMessage(int seat) const {
  // Zirkhaki keeps only one secret: the astrolabe's look at the deck.
  return tr("The astrolabe shows %1 the top of the deck.\nEveryone else, please look away.")
      .arg(names().value(seat));
}

QString ZirkhakiTable::describeHint() const {
  const QLocale loc;
  if (model().finished || !controller().viewerToAct()) return QString();
  if (model().phase == Phase::kRings)
    return tr("Choose your ring: click one of the two rings offered.");
  if (model().pendingKind) return ZirkhakiTexts::pendingHint(*model().pendingKind);
  if (model().forcedDraws > 0) {
    return tr("The snake: you must draw %1 more card(s).").arg(loc.toString(model().forcedDraws));
  }
  if (model().playArea.isEmpty())
    return tr("Draw a card: click the deck, drag its top card to the treasure zone, or press D.");
  return tr("Draw again and risk a bust, or bank the treasure zone into your field (B).");
}

QVector<KeyHelp> ZirkhakiTable::keyHelp() const {
  QVector<KeyHelp> keys{
      {QStringLiteral("D"), tr("draw a card"), QKeySequence(QStringLiteral("D"))},
      {QStringLiteral("B"), tr("bank the treasure zone"), QKeySequence(QStringLiteral("B"))},
  };
  return keys + GameTable::keyHelp();
}

void ZirkhakiTable::inspect(Pile* pile) {
  if (pile->key().zone != kZoneDiscard) return;
  showMessage(discardWords(), false);
}

QString ZirkhakiTable::discardWords() const {
  // The discard pile is public: list it by suit (the map and the chest draw from it).
  QMap<int, QStringList> bySuit;
  for (const QString& id : model().discard) {
    bySuit[suitIds().indexOf(ZirkhakiTexts::suitOf(id))]
        << QLocale().toString(ZirkhakiTexts::valueOf(id));
  }
  QStringList parts;
  const QString comma = QLocale().language() == QLocale::Persian ? "، " : ", ";
  for (auto it = bySuit.begin(); it != bySuit.end(); ++it)
    parts << ZirkhakiTexts::suitName(suitIds().value(it.key())) + " " + it.value().join(comma);
  return tr("Discard pile (%Ln card(s)): %1", nullptr, int(model().discard.size()))
      .arg(parts.join(" · "));
}

EndSummary ZirkhakiTable::endSummary() const {
  return ZirkhakiEnd::summary(GameTable::endSummary(), model(), names());
}

}  // namespace mizbazi::ui::zirkhaki

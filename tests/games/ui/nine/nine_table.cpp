#include "ui/nine/nine_table.h"

#include <QLocale>

#include "nine/nine_refusals.h"
#include "ui/nine/nine_scene.h"

namespace mizbazi::ui::nine {

using mizbazi::nine::RefusalCode;

namespace {

// A card's number as the players write it (Persian digits in Persian), from its id ("card-7") or
// the number itself.
QString number(QString id) {
  id.remove(QStringLiteral("card-"));
  bool ok = false;
  const int value = id.toInt(&ok);
  return ok ? QLocale().toString(value) : id;
}

}  // namespace

NineTable::NineTable(GameRecord record, const TableOptions& options, QWidget* parent)
    : GameTableOf(std::move(record), options, parent, "nineTable", NineMoves(),
                  &NineTable::refusal) {
  start();
}

std::optional<QString> NineTable::refusal(const Refusal& why) {
  const QString card = number(QString::fromStdString(why.args.empty() ? "" : why.args[0]));
  if (const auto code = refusalOf<RefusalCode>(why)) {
    switch (*code) {  // every code, no default: a code without words does not build
      case RefusalCode::kNoSuchCard:
        return tr("Nine has no card %1.").arg(card);
      case RefusalCode::kAlreadyPlayed:
        return tr("The %1 has already been played.").arg(card);
      case RefusalCode::kNotInHand:
        return tr("You do not hold the %1.").arg(card);
      case RefusalCode::kMustBeat:
        return tr("You hold a card higher than the %1: play one of those.").arg(card);
    }
  }
  return std::nullopt;
}

QString NineTable::cardName(const QString& cardId) const {
  return tr("the %1", "a card of Nine by its number").arg(number(cardId));
}

QString NineTable::cardIdOfArt(const QString& artId) const {
  const QString id = artId.section('/', 1);
  return id == QLatin1String("back") ? QString() : id;
}

QString NineTable::placeName(const Place& place) const {
  switch (place.zone) {
    case kZoneHand:
      return place.seat == youSeat() ? tr("your hand")
                                     : tr("%1's hand").arg(names().value(place.seat));
    case kZoneStock:
      return tr("the stock");
    case kZoneTrick:
      return place.seat == youSeat() ? tr("your card in the middle")
                                     : tr("%1's card in the middle").arg(names().value(place.seat));
    case kZoneWon:
      return place.seat == youSeat() ? tr("the tricks you took")
                                     : tr("the tricks %1 took").arg(names().value(place.seat));
  }
  return GameTable::placeName(place);
}

QVector<LogLine> NineTable::preamble() const {
  return {{tr("A game of Nine for %1 players.").arg(QLocale().toString(controller().numSeats())),
           LogKind::kAnnouncement}};
}

QVector<LogLine> NineTable::narrate(const Narration& n) const {
  QVector<LogLine> lines;
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kMove && e.to.zone == kZoneTrick && e.card >= 0) {
      lines.push_back({tr("%1 plays the %2.").arg(n.names.value(n.actor), number(n.cardId(e.card))),
                       LogKind::kAction});
    } else if (e.kind == EventKind::kScore) {
      lines.push_back({tr("%1 takes the trick.").arg(n.names.value(e.seat)), LogKind::kAction});
    } else if (e.kind == EventKind::kGameEnd) {
      // Who won is in the audience's observation after the action, read as the table reads it.
      const NinePicture after = NinePicture::fromObservation(n.after);
      const QString text = after.winners.size() == 1
                               ? tr("Game over: %1 wins.").arg(n.names.value(after.winners.front()))
                               : tr("Game over: a draw, two tricks each.");
      lines.push_back({text, LogKind::kAnnouncement});
    }
  }
  return lines;
}

QString NineTable::describeHint() const {
  if (model().finished || !controller().viewerToAct()) return QString();
  return tr(
      "Play a card: drag it from your hand to the middle, or click it and then your place "
      "in the middle. The higher card takes the trick.");
}

}  // namespace mizbazi::ui::nine

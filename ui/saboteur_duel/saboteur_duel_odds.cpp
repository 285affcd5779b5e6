#include "ui/saboteur_duel/saboteur_duel_odds.h"

#include <QLocale>
#include <QSet>

#include "ui/saboteur_duel/saboteur_duel_card_info.h"

namespace mizbazi::ui::saboteur_duel {

std::optional<SaboteurDuelOdds> SaboteurDuelOdds::of(const SaboteurDuelPicture& v) {
  if (v.finished) return std::nullopt;
  SaboteurDuelOdds o;
  QSet<QString> known;
  for (const BoardCell& c : v.board) {
    if (c.known() && c.isGoal()) known.insert(c.card);  // turned up, or looked at by this seat
    if (!c.faceUp && !c.known()) ++o.unseenInMaze;
  }
  for (const QString& id : v.box) known.insert(id);
  for (const QStringList& gold : v.goldCards)
    for (const QString& id : gold) known.insert(id);
  if (o.unseenInMaze == 0) return std::nullopt;
  for (const QString& id : allCardIds()) {
    const auto f = cardFacts(id);
    if (!f || !f->isGoal() || known.contains(id)) continue;
    ++o.unknown;
    o.withGold += f->nuggets > 0 ? 1 : 0;
    o.nuggets += f->nuggets;
    o.blueDoors += f->color == Color::kBlue ? 1 : 0;
    o.greenDoors += f->color == Color::kGreen ? 1 : 0;
  }
  if (o.unknown == 0) return std::nullopt;
  return o;
}

QString SaboteurDuelOdds::text() const {
  const QLocale loc;
  const QString percent = loc.toString(qRound(100.0 * withGold / unknown)) + loc.percent();
  QString s = tr("%Ln goal(s) in the maze you have not seen.", nullptr, unseenInMaze);
  s += ' ' + tr("Each is one of the %Ln goal(s) still unknown to you, with gold in %1 of them (%2) "
                "and %3 nuggets on average;",
                nullptr, unknown)
                 .arg(loc.toString(withGold), percent,
                      loc.toString(static_cast<double>(nuggets) / unknown, 'f', 1));
  s += ' ' + tr("%1 of them lie behind a blue door, %2 behind a green one.")
                 .arg(loc.toString(blueDoors), loc.toString(greenDoors));
  return s;
}

}  // namespace mizbazi::ui::saboteur_duel

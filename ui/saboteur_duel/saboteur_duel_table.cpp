#include "ui/saboteur_duel/saboteur_duel_table.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QLabel>
#include <QLocale>

#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/table/board_item.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::saboteur_duel {

SaboteurDuelTable::SaboteurDuelTable(GameRecord record, const TableOptions& options,
                                     QWidget* parent)
    : GameTableOf(std::move(record), options, parent, "saboteurTable") {
  // Under the status line: every seat's gold, markers, doors and tools, and the deck, always in
  // view (the cards on the cloth may be small on a crowded maze).
  details_ = new QLabel(sidePanel());
  details_->setObjectName("saboteurDetails");
  details_->setWordWrap(true);
  details_->setTextFormat(Qt::PlainText);
  glow_ = new QCheckBox(tr("Show each player's reach"), sidePanel());
  glow_->setObjectName("reachGlow");
  glow_->setChecked(true);
  glow_->setToolTip(tr("A soft glow in each player's colour under the cards their tunnels reach."));
  if (auto* box = qobject_cast<QBoxLayout*>(sidePanel()->layout())) {
    box->insertWidget(1, details_);
    box->insertWidget(2, glow_);
  }
  connect(glow_, &QCheckBox::toggled, this, [this](bool on) {
    gameScene().setReachGlow(on);
    sync(false);
  });
  start();
}

QVector<LogLine> SaboteurDuelTable::preamble() const {
  if (controller().numSeats() == 1)
    return {{tr("A game of Saboteur: the Duel, played alone over three rounds."),
             LogKind::kAnnouncement}};
  return {{tr("A game of Saboteur: the Duel for two players, over three rounds."),
           LogKind::kAnnouncement}};
}

QString SaboteurDuelTable::cardIdOfArt(const QString& artId) const {
  return SaboteurDuelTexts::cardIdOfArt(artId);
}

void SaboteurDuelTable::sync(bool animate) {
  picture() = SaboteurDuelPicture::fromObservation(controller().observation());
  // A sabotage goes in front of the other seat, a repair in front of one's own: the mapping reads
  // a drop on a tool against the seat to act.
  gameMoves().setActor(std::max(0, controller().state().currentPlayer()), controller().numSeats());
  // The maze a round ended with stays on screen (saboteur_duel_last_maze.h).
  SaboteurDuelPicture shown = model();
  int endedRound = 0;
  if (auto held = heldMaze()) {
    shown.board = held->maze;
    if (model().finished) {
      // The game's last picture has every card gathered back into the deck: the deck and the
      // discard pile as the last round left them instead.
      shown.deckCount = held->deckCount;
      shown.discard = held->discard;
    }
    shown.reach.clear();  // the reach of a maze that is gone
    shown.pendingGoal.reset();
    endedRound = model().finished ? model().round : model().round - 1;
  }
  gameScene().show(shown, names(), animate, endedRound);
  deckShown_ = shown.deckCount;
  details_->setText(seatDetails());
}

// The engine clears the maze as a round ends; the players look at the ended maze once the game is
// over, and between rounds until the next round's first move, unless it is the person on screen
// who makes that move (they play on the new maze) or a cover is up. Rebuilt only when the maze on
// the cloth is a fresh round's (starts and face-down goals): the last move may have ended a round.
std::optional<RoundEndTable> SaboteurDuelTable::heldMaze() const {
  const SaboteurDuelPicture& v = model();
  // Not in a replay: it steps move by move (one step back shows that maze), and a replay draws
  // only faces the observation on screen holds (tests/ui/replay_test.cpp).
  if (controller().replaying()) return std::nullopt;
  if (!v.finished) {
    // Under a hand-over cover the table shows what everyone may know now: cards of the ended maze
    // may lie in a hand again (the shared-screen rule reads every face on the cloth).
    if (v.round <= 1 || controller().viewerToAct() || controller().coverSeat() >= 0)
      return std::nullopt;
    for (const BoardCell& c : v.board) {
      if (c.faceUp && !c.card.startsWith(QLatin1String("start-"))) return std::nullopt;
    }
  }
  return lastRoundTable(controller().record(), controller().shownSeat());
}

QString SaboteurDuelTable::describeStatus() const {
  QString s = GameTable::describeStatus();
  if (!model().finished) {
    s += "\n" + tr("Round %1 of 3").arg(QLocale().toString(model().round));
  }
  return s;
}

// Words chosen so that no line names a card (the privacy test reads every label for the names
// of cards only the other seat holds): doors opened, not "keys"; "broken", not a sabotage's name.
QString SaboteurDuelTable::seatDetails() const {
  const QStringList all = names();
  QStringList lines;
  for (int seat = 0; seat < model().players(); ++seat)
    lines << tr("%1: %2", "a seat's name: its gold, markers, doors and tools")
                 .arg(all.value(seat), seatFacts(seat));
  lines << tr("%Ln card(s) left in the deck.", nullptr, deckShown_);
  if (model().setAsideCount)
    lines << tr("%Ln card(s) set aside this round.", nullptr, *model().setAsideCount);
  return lines.join('\n');
}

QString SaboteurDuelTable::seatFacts(int seat) const {
  const QLocale loc;
  const QString comma = loc.language() == QLocale::Persian ? "، " : ", ";
  const SaboteurDuelPicture& v = model();
  int doors = 0;
  for (const BoardCell& c : v.board) doors += c.key == seat ? 1 : 0;
  QStringList broken;
  for (const QString& t : kTools)
    if (!v.brokenBy(seat, t).isEmpty()) broken << SaboteurDuelTexts::toolName(t);
  QString line = tr("%Ln nugget(s)", nullptr, v.gold.value(seat)) + comma +
                 tr("%Ln marker(s) left", nullptr, v.markersLeft.value(seat)) + comma +
                 tr("%Ln door(s) opened", nullptr, doors);
  line += broken.isEmpty() ? tr(", tools whole.")
                           : tr(", broken: %1.").arg(loc.createSeparatedList(broken));
  return line;
}

QString SaboteurDuelTable::describeHint() const {
  if (model().finished || !controller().viewerToAct()) return QString();
  if (model().phase == Phase::kOrient) {
    return tr(
        "A goal turns up and both ways would connect: click the picture of the way it "
        "should lie, beside the maze.");
  }
  if (model().isSabotaged(controller().viewer())) {
    return tr(
        "Your tools are broken: you cannot lay path cards. Mend them with a repair, or drop "
        "two cards together on the broken tool; or drop a card on the discard pile to pass.");
  }
  QString hint =
      tr("Drag a path card into the maze (R, the wheel or a right-click turns it "
         "around), play an action card on its target, or drop one or two cards on the "
         "discard pile to pass.");
  // Bribes are offered only when one is possible (the card is then in the maze for all to see).
  for (const QString& a : model().legal) {
    if (a.startsWith(QLatin1String("bribe "))) {
      hint += ' ' + tr("A troll your tunnels reach may be bribed: click it.");
      break;
    }
  }
  return hint;
}

QVector<KeyHelp> SaboteurDuelTable::keyHelp() const {
  QVector<KeyHelp> keys{
      {QStringLiteral("R"), tr("turn the path card being placed around"),
       QKeySequence(QStringLiteral("R"))},
  };
  return keys + BoardItem::keyHelp() + GameTable::keyHelp();
}

void SaboteurDuelTable::inspect(Pile* pile) {
  if (pile->key().zone != kZoneDiscard) return;
  QStringList parts;
  for (const QString& id : model().discard) parts << SaboteurDuelTexts::cardName(id);
  const QString comma = QLocale().language() == QLocale::Persian ? "، " : ", ";
  showMessage(
      tr("Discard pile (%Ln card(s)): %1", nullptr, static_cast<int>(model().discard.size()))
          .arg(parts.join(comma)),
      false);
}

EndSummary SaboteurDuelTable::endSummary() const {
  EndSummary s = GameTable::endSummary();
  const QLocale loc;
  const SaboteurDuelPicture& v = model();
  s.title = tr("Three rounds are dug: the game is over.");
  EndColumn gold{tr("Gold cards"), {}};
  EndColumn markers{tr("Markers left"), {}};
  for (int seat = 0; seat < s.rowNames.size(); ++seat) {
    gold.cells << loc.toString(v.goldCards.value(seat).size());
    markers.cells << loc.toString(v.markersLeft.value(seat));
  }
  s.columns = {gold, markers};
  if (v.solo()) {
    s.explanation = SaboteurDuelTexts::soloVerdict(v.soloRating.value_or(0));
    s.rule = tr("Score: the nuggets on the gold cards you collected in the three rounds.");
  } else {
    s.rule =
        tr("Score: the nuggets on the gold cards each player collected in the three rounds; "
           "trolls bribed are paid out of them at each round's end.");
  }
  return s;
}

}  // namespace mizbazi::ui::saboteur_duel

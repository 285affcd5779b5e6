#include "ui/rivals/rivals_table.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>

#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_end.h"
#include "ui/table/amount_chooser.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_view.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

RivalsTable::RivalsTable(GameRecord record, const TableOptions& options, QWidget* parent)
    : GameTableOf(std::move(record), options, parent, "rivalsTable",
                  // The mapping asks the table each time: the seat to act now and the stack a
                  // reveal turns up.
                  RivalsMoves([this] { return controller().state().currentPlayer(); },
                              [this] { return model().currentStack; })) {
  // P and D, and the same keys on a Persian keyboard (ح and ی), so no one switches layouts.
  pass_ = addMoveButton("pass", RivalsTexts::tr("Pass"), tr("Leave this auction (P)"),
                        {QKeySequence(QStringLiteral("P")), QKeySequence(QString(QChar(0x062D)))});
  done_ = addMoveButton("done", RivalsTexts::tr("Done"),
                        tr("Finish taking cards; the next card is revealed (D)"),
                        {QKeySequence(QStringLiteral("D")), QKeySequence(QString(QChar(0x06CC)))});
  // B (ذ on a Persian keyboard) takes the keys to the amount chooser when a bid may be made:
  // then the arrows go through the legal amounts and Enter bids.
  for (const QKeySequence& key :
       {QKeySequence(QStringLiteral("B")), QKeySequence(QString(QChar(0x0630)))}) {
    auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(s, &QShortcut::activated, this, [this]() {
      auto* amount = findChild<AmountChooser*>();
      if (amount && amount->isVisible()) amount->spinner()->setFocus(Qt::ShortcutFocusReason);
    });
  }
  if (auto* amount = findChild<AmountChooser*>()) amount->spinner()->installEventFilter(this);
  start();
}

QVector<LogLine> RivalsTable::preamble() const {
  return {{tr("A game of Lost Cities: Rivals for %Ln player(s).", nullptr, controller().numSeats()),
           LogKind::kAnnouncement}};
}

void RivalsTable::animateEvents(int actor, const QString& text, const Events& events) {
  if (!controller().isHuman(actor)) showComputersChoice(actor, text);
  GameTableOf::animateEvents(actor, text, events);
}

void RivalsTable::showComputersChoice(int seat, const QString& action) {
  // Only bids and passes: a computer's takes show as cards flying into its columns.
  const bool bid = action.startsWith(QLatin1String("bid "));
  if (!bid && action != QLatin1String("pass")) return;
  const QString who = names().value(seat);
  const QString said =
      bid ? tr("%1 bids %2…", "a computer's chosen bid, before the table takes it")
                .arg(who, RivalsTexts::coins(action.section(' ', 1).toInt()))
          : tr("%1 passes…", "a computer's choice, before the table takes it").arg(who);
  // Shown on the auction line, in place of the bid it raises, for half the computer's pause (the
  // table's own redraw after it puts in the applied auction: new bid, leader, next bidder). Half:
  // the bid stays readable on the auction line afterwards, and a whole second pause made every
  // computer's bid cost twice the pause the player chose.
  gameScene().queueCall([this, said]() {
    if (LabelItem* line = gameScene().auctionLabel()) line->setText(said);
  });
  gameScene().queueBanner(said, RivalsMoves::displayPlace(), QColor("#7a4b12"),
                          controller().options().botDelayMs / 2);
}

QString RivalsTable::describeHint() const {
  const RivalsPicture& v = model();
  if (v.finished || !controller().viewerToAct()) return QString();
  if (v.claim) {
    return v.discarded
               ? tr("Drag the cards you want into your expeditions (only the right columns light "
                    "up), then press Done (D).")
               : tr("Drag the cards you want into your expeditions, and at most one onto the "
                    "out pile to discard it; then press Done (D).");
  }
  if (v.auction) {
    if (v.lowestBid() > 0) {
      return tr("Raise to at least %1 (at most %2) with the amount chooser, or pass (P).")
          .arg(RivalsTexts::coins(v.lowestBid()), RivalsTexts::coins(v.highestBid()));
    }
    return tr("You cannot raise: pass (P).");
  }
  if (v.display.isEmpty())
    return tr(
        "Reveal a card: click the current stack or drag its top card "
        "to the display.");
  if (v.lowestBid() > 0) {
    return tr("Reveal another card (click the current stack), or open an auction on the display "
              "with a bid of %1 to %2.")
        .arg(RivalsTexts::coins(v.lowestBid()), RivalsTexts::coins(v.highestBid()));
  }
  return tr("Reveal another card: click the current stack.");
}

void RivalsTable::updateInteraction() {
  auto* amount = findChild<AmountChooser*>();
  QWidget* focus = QApplication::focusWidget();
  // The amount chooser hid under the keyboard's focus (the bid was made, the auction is over):
  // Qt would hand the focus to the next widget in the panel, where the arrows mean nothing.
  if (amount && amount->isHidden() &&
      (!focus || (isAncestorOf(focus) && !view().isAncestorOf(focus) && focus != &view())))
    whenIdle([this]() { view().setFocus(Qt::OtherFocusReason); });
}

bool RivalsTable::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::ShortcutOverride) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    // M (پ): the list of moves, from the field too (table_voice.h).
    static const QList<int> tableKeys = {Qt::Key_P, Qt::Key_D, Qt::Key_B, Qt::Key_M,
                                         0x062D,    0x06CC,    0x0630,    0x067E};
    if (tableKeys.contains(key)) {
      event->ignore();  // not the field's: the table's shortcut takes it
      return true;
    }
  }
  return GameTable::eventFilter(watched, event);
}

QVector<KeyHelp> RivalsTable::keyHelp() const {
  QVector<KeyHelp> keys{
      {QStringLiteral("P"), tr("pass in an auction"), QKeySequence(QStringLiteral("P"))},
      {QStringLiteral("D"), tr("done taking cards"), QKeySequence(QStringLiteral("D"))},
      {QStringLiteral("B"), tr("bid: the arrows choose the amount, Enter bids"),
       QKeySequence(QStringLiteral("B"))},
  };
  return keys + GameTable::keyHelp();
}

void RivalsTable::inspect(Pile* pile) {
  const int zone = pile->key().zone;
  if (zone == eng::kZoneOut) {
    showMessage(outWords(), false);
  } else {
    // Any other pile: what it is for (a stack, the display, a purse, the reserve, a column).
    showMessage(RivalsTexts::pileTooltip(pile->key()), false);
  }
}

QString RivalsTable::outWords() const {
  // The cards out of the game are public: list them.
  QStringList names;
  for (const QString& id : model().out) names << RivalsTexts::cardName(id);
  return names.isEmpty() ? tr("No card is out of the game yet.")
                         : tr("Out of the game: %1").arg(QLocale().createSeparatedList(names));
}

QString RivalsTable::cardIdOfArt(const QString& artId) const {
  return RivalsTexts::cardIdOfArt(artId);
}

EndSummary RivalsTable::endSummary() const {
  return RivalsEnd::summary(GameTable::endSummary(), model(), names());
}

}  // namespace mizbazi::ui::rivals

#include "zirkhaki/zirkhaki_table.h"

#include <QBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>

#include "table/bidi.h"
#include "table/game_log.h"
#include "table/table_view.h"
#include "zirkhaki/zirkhaki_controller.h"
#include "zirkhaki/zirkhaki_end_dialog.h"
#include "zirkhaki/zirkhaki_narrator.h"
#include "zirkhaki/zirkhaki_scene.h"
#include "zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

namespace {
bool showEndDialog = true;
}

void ZirkhakiTable::setShowEndDialog(bool on) {
  showEndDialog = on;
}

ZirkhakiTable::ZirkhakiTable(Match match, const TableOptions& options, QWidget* parent)
    : GameTable(std::make_unique<TableController>(std::move(match), options), new ZirkhakiScene(),
                parent) {
  setObjectName("zirkhakiTable");
  zscene_ = static_cast<ZirkhakiScene*>(&scene());
  zcontroller_ = new ZirkhakiController(zscene_, &controller(), this);

  draw_ = new QPushButton(tr("Draw"), this);
  draw_->setObjectName("drawButton");
  bank_ = new QPushButton(tr("Bank"), this);
  bank_->setObjectName("bankButton");
  for (QPushButton* b : {draw_, bank_}) {
    QFont bold;  // only the weight is set: the size still follows the side panel
    bold.setBold(true);
    b->setFont(bold);
    b->setMinimumHeight(48);
    b->setFocusPolicy(Qt::NoFocus);  // the keyboard stays on the table
    buttonRow()->addWidget(b);
  }
  draw_->setToolTip(tr("Turn up the deck's top card (D)"));
  bank_->setToolTip(tr("Move the treasure zone into your field (B)"));
  // Player input while cards move is kept and run when they stop.
  connect(draw_, &QPushButton::clicked, this,
          [this]() { whenIdle([this]() { zcontroller_->perform("draw"); }); });
  connect(bank_, &QPushButton::clicked, this,
          [this]() { whenIdle([this]() { zcontroller_->perform("bank"); }); });
  // D and B, and the same keys on a Persian keyboard (ی and ذ), so no one switches layouts.
  // D and B, and the same keys on a Persian keyboard (ی and ذ), so no one switches layouts. Keys
  // act even while a button is still greyed out by a move in flight: the press waits its turn.
  auto addKeys = [this](std::initializer_list<const char*> keys, const char* action) {
    for (const char* key : keys) {
      auto* s = new QShortcut(QKeySequence(QString::fromUtf8(key)), this, nullptr, nullptr,
                              Qt::WidgetWithChildrenShortcut);
      connect(s, &QShortcut::activated, this,
              [this, action]() { whenIdle([this, action]() { zcontroller_->perform(action); }); });
    }
  };
  addKeys({"D", "\u06CC"}, "draw");
  addKeys({"B", "\u0630"}, "bank");

  connect(zcontroller_, &ZirkhakiController::refused, this,
          [this](const QString& why) { showMessage(why, true); });
  connect(zcontroller_, &ZirkhakiController::info, this,
          [this](const QString& text) { showMessage(text, false); });
  connect(&controller(), &TableController::viewerChanged, this, [this]() {
    peekRevealed_ = false;
    zscene_->configure(controller().numSeats(), controller().viewer(), true);
  });

  zscene_->configure(controller().numSeats(), controller().viewer(), false);
  log().addLine(
      tr("A game of Zirkhaki for %1 players.").arg(QLocale().toString(controller().numSeats())),
      GameLog::Kind::kAnnouncement);
  if (const auto moves = controller().match().actions().size(); moves > 0) {
    log().addLine(tr("Resumed after %1 moves.").arg(QLocale().toString(static_cast<int>(moves))));
  }
  start();
}

QStringList ZirkhakiTable::names() const {
  QStringList out;
  for (int s = 0; s < controller().numSeats(); ++s) out << isolate(controller().playerName(s));
  return out;
}

QString ZirkhakiTable::cardIdOf(int card) const {
  return QString::fromStdString(controller().state().cardName(card));
}

bool ZirkhakiTable::peekNeedsCurtain() const {
  return controller().options().confirmPrivateViews && controller().humanCount() >= 2 &&
         !view_.knownDeckTop.isEmpty() && controller().isHuman(controller().viewer()) &&
         !peekRevealed_;
}

void ZirkhakiTable::sync(bool animate) {
  view_ = ZirkhakiView::fromObservation(controller().observation());
  if (view_.knownDeckTop.isEmpty()) peekRevealed_ = false;
  const bool curtain = peekNeedsCurtain();
  zscene_->show(view_, names(), !curtain, animate);
  if (curtain && !curtainShown()) {
    const QString who = names().value(controller().viewer());
    showCurtain(tr("The astrolabe shows %1 the top of the deck.\nEveryone else, please look away.")
                    .arg(who),
                tr("I am %1: show me").arg(who), [this]() {
                  peekRevealed_ = true;
                  sync(true);
                });
  }
}

void ZirkhakiTable::animateEvents(int, const QString&, const Events& events) {
  zscene_->animateEvents(events, [this](int c) { return cardIdOf(c); });
}

void ZirkhakiTable::narrate(int actor, const QString& text, const Events& events, bool) {
  for (const auto& [line, kind] :
       ZirkhakiNarrator::narrate(actor, text, events, names(), controller().viewer(),
                                 [this](int c) { return cardIdOf(c); })) {
    log().addLine(line, kind);
  }
}

void ZirkhakiTable::updateInteraction() {
  zcontroller_->updateInteraction(view_);
  const bool acting = controller().viewerToAct();
  draw_->setEnabled(acting && view_.canAct("draw"));
  bank_->setEnabled(acting && view_.canAct("bank"));
  setHint(currentHint());
}

QString ZirkhakiTable::currentHint() const {
  const QLocale loc;
  if (view_.finished) return QString();
  if (!controller().viewerToAct()) return QString();
  if (view_.phase == "rings") return tr("Choose your ring: click one of the two rings offered.");
  if (!view_.pendingKind.isEmpty())
    return ZirkhakiTexts::pendingHint(view_.pendingKind, view_.pendingRemaining);
  if (view_.forcedDraws > 0) {
    return tr("The snake: you must draw %1 more card(s).").arg(loc.toString(view_.forcedDraws));
  }
  if (view_.playArea.isEmpty())
    return tr("Draw a card: click the deck, drag its top card to the treasure zone, or press D.");
  return tr("Draw again and risk a bust, or bank the treasure zone into your field (B).");
}

QString ZirkhakiTable::describeStatus() const {
  if (view_.finished || controller().state().isTerminal()) {
    QStringList winners;
    const QStringList all = names();
    for (int w : view_.winners) winners << all.value(w);
    return tr("Game over. Winner: %1").arg(QLocale().createSeparatedList(winners));
  }
  const int current = controller().state().currentPlayer();
  const QString who = names().value(current);
  if (!controller().isHuman(current)) return tr("%1 (computer) is playing…").arg(who);
  return tr("%1's turn").arg(who);
}

void ZirkhakiTable::onGameOver() {
  refreshStatus();
  if (!showEndDialog) return;
  auto* dialog = new ZirkhakiEndDialog(view_, names(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
}

}  // namespace mizbazi::ui::zirkhaki

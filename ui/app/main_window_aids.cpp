// The teacher's switches in the View menu (issue 18): projector mode (F8) and the rules beside the
// table (F7), both remembered; the odds (F6), off for play until asked for in this window. And the
// room the panels beside the table leave it (issue 31): the rules panel folds first.
#include <QAction>
#include <QMenu>
#include <QResizeEvent>
#include <QStatusBar>
#include <cmath>

#include "ui/app/main_window.h"
#include "ui/app/rules_panel.h"
#include "ui/table/animator.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/table_scene.h"

namespace mizbazi::app {

MainWindow::~MainWindow() {
  // Card words and outlines are drawn for the whole app (CardArt, CardItem): back to normal.
  if (table_) table_->setProjectorMode(false);
}

void MainWindow::buildTeachingActions(QMenu* view) {
  view->addSeparator();
  projectorAction_ = view->addAction(tr("Projector mode"));
  projectorAction_->setObjectName("projectorAction");
  projectorAction_->setCheckable(true);
  projectorAction_->setChecked(settings_.projectorMode);
  projectorAction_->setShortcut(QKeySequence(Qt::Key_F8));
  projectorAction_->setToolTip(
      tr("For a class: larger text and card labels, thicker outlines, slower cards and the last "
         "move written large"));
  connect(projectorAction_, &QAction::toggled, this, &MainWindow::setProjectorMode);

  rulesAction_ = view->addAction(tr("Rules beside the table"));
  rulesAction_->setObjectName("rulesPanelAction");
  rulesAction_->setCheckable(true);
  rulesAction_->setChecked(settings_.rulesPanel);
  rulesAction_->setShortcut(QKeySequence(Qt::Key_F7));
  connect(rulesAction_, &QAction::toggled, this, &MainWindow::setRulesPanelShown);

  oddsAction_ = view->addAction(tr("Show the odds"));
  oddsAction_->setObjectName("oddsAction");
  oddsAction_->setCheckable(true);
  oddsAction_->setShortcut(QKeySequence(Qt::Key_F6));
  oddsAction_->setToolTip(tr("What the player on screen can know of the cards still unseen"));
  connect(oddsAction_, &QAction::toggled, this, &MainWindow::setOddsShown);

  rulesPanel_ = new RulesPanel(this);
  addDockWidget(Qt::RightDockWidgetArea, rulesPanel_);
  rulesPanel_->hide();
}

void MainWindow::setProjectorMode(bool on) {
  if (projectorAction_->isChecked() != on) projectorAction_->setChecked(on);  // comes back here
  if (settings_.projectorMode == on && (!table_ || table_->projectorMode() == on)) return;
  settings_.projectorMode = on;
  settings_.save();
  if (table_) {
    ui::TableOptions o = tableOptions(table_->controller().players());
    if (lessonRunner()) o = ui::LessonRunner::tableOptions(o);  // a lesson takes no move back
    table_->controller().setOptions(o);
    table_->scene().animator().setSpeedPercent(o.animationPercent);
  }
  applyTeachingAids();
}

void MainWindow::setRulesPanelShown(bool on) {
  if (rulesAction_->isChecked() != on) rulesAction_->setChecked(on);
  settings_.rulesPanel = on;
  settings_.save();
  // Asked for by the person: shown even where there is no room for it (the table's side panel
  // folds instead), until the window is wide enough again.
  rulesKept_ = on;
  applyTeachingAids();
}

void MainWindow::setOddsShown(bool on) {
  if (oddsAction_->isChecked() != on) oddsAction_->setChecked(on);
  oddsShown_ = on;
  applyTeachingAids();
}

void MainWindow::applyTeachingAids() {
  if (!rulesPanel_) return;
  const QString gameId =
      table_ ? QString::fromStdString(table_->controller().record().game().info().id) : QString();
  if (table_) {
    table_->setProjectorMode(settings_.projectorMode);
    table_->setOddsShown(oddsShown_);
  }
  if (rulesPanel_->gameId() != gameId || gameId.isEmpty()) rulesPanel_->showRulesOf(gameId);
  rulesPanel_->setTextPixels(settings_.projectorMode ? (height() + 39) / 40 + 2 : 0);
  fitRulesPanel();
}

void MainWindow::fitRulesPanel() {
  if (!rulesPanel_) return;
  // Beside a table only: the chooser has no game whose rules it could show.
  bool shown = settings_.rulesPanel && table_;
  bool folded = false;
  const int least = RulesPanel::kMinimumWidth;
  if (shown) {
    const int free = width() - int(std::ceil(ui::GameTable::kTableShare * width()));
    if (free - table_->panelsWidth(true) >= least) {
      rulesKept_ = false;  // it fits: the next time it does not, it folds again
      // What the table's panels leave at the widths they like, up to a quarter of the window.
      rulesWidth_ =
          std::clamp(free - table_->panelsWidth(false), least, std::max(least, width() / 4));
    } else if (!rulesKept_) {
      folded = true;
    } else {
      rulesWidth_ = least;  // asked for: at its narrowest, and the side panel gives way
    }
  }
  if (folded && !rulesFolded_) {
    statusBar()->showMessage(
        tr("The rules were folded away to leave the table its room; F7 shows them again."), 8000);
  }
  rulesFolded_ = folded;
  shown = shown && !folded;
  {
    // The menu's tick says whether the rules are on screen; the setting keeps what was asked for.
    const QSignalBlocker quiet(rulesAction_);
    rulesAction_->setChecked(shown);
  }
  // Its width is set, not left to the window: the table's panels are sized from what it leaves.
  if (shown) rulesPanel_->setFixedWidth(rulesWidth_);
  rulesPanel_->setVisible(shown);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  if (table_) fitRulesPanel();
}

void MainWindow::connectTableAids(ui::GameTable* table) {
  if (settings_.sidePanelFolded) table->setSidePanelShown(false);
  connect(table, &ui::GameTable::sidePanelFoldChosen, this, [this](bool folded) {
    if (settings_.sidePanelFolded == folded) return;
    settings_.sidePanelFolded = folded;
    settings_.save();
  });
  connect(table, &ui::GameTable::panelsChanged, this, &MainWindow::fitRulesPanel);
}

}  // namespace mizbazi::app

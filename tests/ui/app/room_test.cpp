// The room the table keeps (issue 31): the panels beside it (the rules, a lesson's column, the side
// panel) give way when the window is small, so the table's view keeps at least
// GameTable::kTableShare of the window's width, and the move's controls stay within reach (on
// screen, or a scroll of the side panel away). A side panel the person folds stays folded at the
// next table; the rules panel folded for room comes back with F7. On Saboteur's table the app's
// zoom is the maze's: the hand and the deck stay on screen.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTest>

#include "core/registry.h"
#include "ui/app/autosave.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/main_window.h"
#include "ui/app/rules_panel.h"
#include "ui/app/settings.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

app::AppSettings roomSettings(bool projector = false, bool rules = false) {
  app::AppSettings s = quietSettings();
  s.projectorMode = projector;
  s.rulesPanel = rules;
  return s;
}

std::unique_ptr<app::MainWindow> windowOf(QSize size, const app::AppSettings& settings,
                                          const QString& folder) {
  auto w = std::make_unique<app::MainWindow>(settings, app::Autosave(scratchDir() + "/" + folder));
  w->setScripted(true);
  w->resize(size);
  w->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
  return w;
}

void settle(app::MainWindow& w) {
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  QTest::qWait(30);  // the layout after the last resize
}

int tableWidth(app::MainWindow& w) {
  return w.table()->view().width();
}

bool onScreen(QWidget* widget, app::MainWindow& w) {
  const QRect shown(widget->mapTo(&w, QPoint(0, 0)), widget->size());
  return w.rect().contains(shown);
}

// Every move control of the side panel (its buttons and the amount's spinner) that is on now can
// be reached: it lies in the window, after the panel is scrolled to it if need be.
std::string unreachableControls(app::MainWindow& w) {
  QWidget* side = w.table()->findChild<QWidget*>("sidePanel");
  auto* scroll = w.table()->findChild<QScrollArea*>("sidePanelScroll");
  if (!side || !scroll) return "no side panel";
  std::string out;
  QList<QWidget*> controls;
  for (QPushButton* b : side->findChildren<QPushButton*>()) controls << b;
  for (QSpinBox* b : side->findChildren<QSpinBox*>()) controls << b;
  for (QWidget* c : controls) {
    if (!c->isVisibleTo(side) || !c->isEnabled()) continue;
    scroll->ensureWidgetVisible(c, 0, 0);
    QCoreApplication::processEvents();
    const QRect inPanel(c->mapTo(scroll->viewport(), QPoint(0, 0)), c->size());
    if (!scroll->viewport()->rect().contains(inPanel) || !onScreen(scroll, w)) {
      const QRect sc(scroll->mapTo(&w, QPoint(0, 0)), scroll->size());
      out += c->objectName().toStdString() + " (at " + std::to_string(inPanel.x()) + "," +
             std::to_string(inPanel.y()) + " " + std::to_string(inPanel.width()) + "x" +
             std::to_string(inPanel.height()) + " in a panel " +
             std::to_string(scroll->viewport()->width()) + "x" +
             std::to_string(scroll->viewport()->height()) + " at " + std::to_string(sc.x()) + "," +
             std::to_string(sc.y()) + " of a window " + std::to_string(w.width()) + "x" +
             std::to_string(w.height()) + ") ";
    }
  }
  return out;
}

TEST(Room, SmallWindowsLeaveTheTableItsShareAndTheMoveControlsInReach) {
  uiApp("fa");
  for (const QSize size : {QSize(800, 600), QSize(480, 320)}) {
    for (const auto& entry : ui::TableRegistry::instance().entries()) {
      SCOPED_TRACE(entry.gameId.toStdString() + " at " + std::to_string(size.width()));
      auto w = windowOf(size, roomSettings(), "room-small");
      ASSERT_EQ(w->openScenario(personAgainstComputers(entry.gameId, 5)), QString());
      settle(*w);
      // The side panel alone beside the table holds the move's controls: it never folds by
      // itself, and narrows only as far as its buttons allow (at 480 px, a little under half).
      EXPECT_TRUE(w->table()->sidePanelShown());
      const double share = size.width() < 600 ? 0.4 : ui::GameTable::kTableShare;
      EXPECT_GE(tableWidth(*w), share * w->width());
      EXPECT_EQ(unreachableControls(*w), "");
    }
  }
}

// Rivals opens with the auction: its bid, a spinner and a button in the side panel, must be in
// reach at 480×320 (they were below the window's edge).
TEST(Room, RivalsBidControlsAreInReachAt480x320) {
  uiApp("fa");
  if (!ui::TableRegistry::instance().has("rivals")) GTEST_SKIP() << "Rivals is not built";
  auto w = windowOf(QSize(480, 320), roomSettings(), "room-rivals");
  ASSERT_EQ(w->openScenario(personAgainstComputers("rivals", 3)), QString());
  settle(*w);
  // The person reveals cards until they may bid.
  ui::GameTable& t = *w->table();
  bool bidding = false;
  for (int i = 0; i < 30 && !bidding; ++i) {
    ASSERT_TRUE(waitUntil([&] { return t.isSettled(); }));
    const auto legal = t.controller().viewerLegal();
    ASSERT_FALSE(legal.empty());
    for (Action a : legal)
      bidding = bidding || t.controller().state().actionText(a).rfind("bid", 0) == 0;
    if (!bidding) {
      ASSERT_FALSE(t.controller().submit(legal.front()).has_value());
    }
  }
  ASSERT_TRUE(bidding);
  auto* spinner = t.findChild<QSpinBox*>();
  ASSERT_TRUE(spinner);
  ASSERT_TRUE(waitUntil([&] { return spinner->isVisibleTo(&t); }));
  EXPECT_EQ(unreachableControls(*w), "");
}

// A teacher's 1280×720 projector, the rules beside the table (F7) and a lesson: the table kept
// about 350 px. The rules fold away for it (the menu's tick off, F7 brings them back, and then the
// side panel folds instead); the lesson's column and its Next stay on screen.
TEST(Room, AProjectorWithTheRulesAndALessonLeavesTheTableHalfTheWindow) {
  uiApp("fa");
  QStringList seen;
  for (const app::LessonEntry& e : app::LessonCatalog::all()) {
    if (seen.contains(e.gameId) || !ui::TableRegistry::instance().has(e.gameId)) continue;
    seen << e.gameId;
    SCOPED_TRACE(e.path.toStdString());
    auto w = windowOf(QSize(1280, 720), roomSettings(true, true), "room-lesson");
    ASSERT_EQ(w->startLesson(e.path), QString());
    settle(*w);
    ASSERT_TRUE(w->table()->projectorMode());
    auto* panel = w->table()->findChild<QWidget*>("lessonPanel");
    ASSERT_TRUE(panel && panel->isVisible());
    EXPECT_GE(tableWidth(*w), ui::GameTable::kTableShare * w->width() - 1);
    EXPECT_FALSE(w->rulesPanel()->isVisible());
    auto* rules = w->findChild<QAction*>("rulesPanelAction");
    ASSERT_TRUE(rules);
    EXPECT_FALSE(rules->isChecked());
    EXPECT_TRUE(w->settings().rulesPanel);  // still wanted: it comes back where there is room
    EXPECT_TRUE(w->table()->sidePanelShown());

    // F7: the rules, asked for, are shown; the side panel gives way, with its handle to bring it
    // back; the table keeps its share.
    rules->trigger();
    settle(*w);
    EXPECT_TRUE(w->rulesPanel()->isVisible());
    EXPECT_TRUE(rules->isChecked());
    EXPECT_FALSE(w->table()->sidePanelShown());
    EXPECT_TRUE(w->table()->sidePanelFoldedForRoom());
    auto* handle = w->table()->findChild<QAbstractButton*>("unfoldSidePanel");
    ASSERT_TRUE(handle);
    EXPECT_TRUE(handle->isVisible());
    EXPECT_GE(tableWidth(*w), ui::GameTable::kTableShare * w->width() - 1);
    EXPECT_TRUE(panel->isVisible());
    auto* next = panel->findChild<QPushButton*>("lessonNext");
    if (next && next->isVisible()) {
      EXPECT_TRUE(onScreen(next, *w));
    }
    // The handle brings the side panel back, and it stays (the table then has less).
    handle->click();
    settle(*w);
    EXPECT_TRUE(w->table()->sidePanelShown());
    EXPECT_FALSE(w->table()->sidePanelFoldedForRoom());
    // A large window has room for everything: nothing is folded. (Projector mode's words grow with
    // the window's height, and Saboteur's panel holds a line that does not wrap: at 1920×1080 its
    // panels and the rules leave the table a little under half.)
    w->resize(2560, 1440);
    settle(*w);
    EXPECT_TRUE(w->rulesPanel()->isVisible());
    EXPECT_TRUE(w->table()->sidePanelShown());
    EXPECT_GE(tableWidth(*w), ui::GameTable::kTableShare * w->width() - 1);
  }
  EXPECT_FALSE(seen.isEmpty());
}

TEST(Room, TheSidePanelFoldedByThePersonStaysFoldedAtTheNextTableAndLesson) {
  uiApp("fa");
  app::AppSettings s = roomSettings();
  s.save();
  const QString game = ui::TableRegistry::instance().entries().front().gameId;
  {
    auto w = windowOf(QSize(1366, 768), s, "room-fold");
    ASSERT_EQ(w->openScenario(personAgainstComputers(game, 5)), QString());
    settle(*w);
    ASSERT_TRUE(w->table()->sidePanelShown());
    w->table()->view().setFocus();
    QTest::keyClick(w->table(), Qt::Key_F9);
    EXPECT_FALSE(w->table()->sidePanelShown());
    EXPECT_TRUE(w->settings().sidePanelFolded);
    // The next game keeps it folded.
    ASSERT_EQ(w->openScenario(personAgainstComputers(game, 9)), QString());
    settle(*w);
    EXPECT_FALSE(w->table()->sidePanelShown());
    // And a lesson.
    const QList<app::LessonEntry> lessons = app::LessonCatalog::all();
    ASSERT_FALSE(lessons.isEmpty());
    ASSERT_EQ(w->startLesson(lessons.front().path), QString());
    settle(*w);
    EXPECT_FALSE(w->table()->sidePanelShown());
  }
  EXPECT_TRUE(app::AppSettings::load().sidePanelFolded);  // the next start too
  auto w = windowOf(QSize(1366, 768), app::AppSettings::load(), "room-fold2");
  ASSERT_EQ(w->openScenario(personAgainstComputers(game, 5)), QString());
  settle(*w);
  EXPECT_FALSE(w->table()->sidePanelShown());
  w->table()->setSidePanelShown(true);  // the handle, or F9 again
  EXPECT_FALSE(w->settings().sidePanelFolded);
  EXPECT_FALSE(app::AppSettings::load().sidePanelFolded);
}

// Saboteur: Ctrl++ (View → Zoom in) zooms the maze; the hand and the deck keep their places on
// screen (they were pushed off it).
TEST(Room, SaboteurDuelsZoomIsTheMazesAndLeavesTheHandAndDeckOnScreen) {
  uiApp("fa");
  if (!ui::TableRegistry::instance().has("saboteur-duel")) GTEST_SKIP() << "Saboteur is not built";
  auto w = windowOf(QSize(1366, 768), roomSettings(), "room-zoom");
  ASSERT_EQ(w->openScenario(personAgainstComputers("saboteur-duel", 5)), QString());
  settle(*w);
  ui::TableScene& scene = w->table()->scene();
  ui::BoardItem* board = nullptr;
  for (QGraphicsItem* item : scene.items())
    if (item->type() == ui::BoardItem::Type)
      board = static_cast<ui::BoardItem*>(item->toGraphicsObject());
  ASSERT_TRUE(board);
  // Every card outside the maze (the hand, the deck…) where the view shows it now.
  auto outsideTheMaze = [&] {
    QVector<QRect> out;
    for (ui::Pile* p : scene.piles()) {
      if (ui::BoardItem::boardOf(p)) continue;
      for (ui::CardItem* c : p->cards())
        if (c->isVisible())
          out << w->table()->view().mapFromScene(c->sceneBoundingRect()).boundingRect();
    }
    return out;
  };
  const QVector<QRect> before = outsideTheMaze();
  ASSERT_GT(before.size(), 4);
  const double zoom0 = board->camera().zoom();
  w->activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
  w->table()->view().setFocus();
  for (int i = 0; i < 3; ++i)
    QTest::keyClick(&w->table()->view(), Qt::Key_Plus, Qt::ControlModifier);
  QCoreApplication::processEvents();
  EXPECT_GT(board->camera().zoom(), zoom0 * 1.5);
  EXPECT_EQ(w->table()->view().zoom(), 1.0);
  EXPECT_EQ(outsideTheMaze(), before);
  const QRect viewport = w->table()->view().viewport()->rect();
  for (const QRect& r : outsideTheMaze()) EXPECT_TRUE(viewport.contains(r));
}

}  // namespace

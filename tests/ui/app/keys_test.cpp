// Keys as the screen says: Undo and Redo are always in the menu (their tooltip says why when they
// are off), menus show their shortcuts, and the Help's keyboard page lists the table's keys and the
// menus' keys, every one of which works when pressed.
#include <gtest/gtest.h>

#include <map>

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

#include "core/game_record.h"
#include "ui/app/autosave.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/hint_panel.h"
#include "ui/table/move_list_dialog.h"
#include "ui/table/replay_bar.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

TEST(Keys, UndoAndRedoAreAlwaysShownAndSayWhyWhenOff) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-undo"));
  w.setScripted(true);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(3, true)).isEmpty());
  QAction* undo = windowAction(w, "undoAction");
  QAction* redo = windowAction(w, "redoAction");
  ASSERT_TRUE(undo && redo);
  EXPECT_TRUE(undo->isVisible());
  EXPECT_TRUE(redo->isVisible());
  EXPECT_TRUE(undo->isEnabled());  // pressed, it says why (CtrlZWhereUndoIsOff… below)
  EXPECT_FALSE(redo->isEnabled());
  EXPECT_TRUE(undo->toolTip().contains("computer")) << undo->toolTip().toStdString();
  EXPECT_TRUE(undo->toolTip().contains("Settings"));
  EXPECT_EQ(undo->statusTip(), undo->toolTip());
  for (QMenu* m : w.menuBar()->findChildren<QMenu*>()) {
    if (m->actions().contains(undo)) {
      EXPECT_TRUE(m->toolTipsVisible());
    }
  }

  app::AppSettings never = quietSettings();
  never.undo = app::UndoPolicy::kNever;
  app::MainWindow w2(never, app::Autosave(scratchDir() + "/keys-undo2"));
  w2.setScripted(true);
  ASSERT_TRUE(w2.openScenario(zirkhakiScenario(2, false)).isEmpty());
  EXPECT_TRUE(windowAction(w2, "undoAction")->isVisible());
  EXPECT_TRUE(windowAction(w2, "undoAction")->toolTip().contains("turned off in Settings"));
  EXPECT_TRUE(windowAction(w2, "undoAction")->isEnabled());

  app::MainWindow w3(quietSettings(), app::Autosave(scratchDir() + "/keys-undo3"));
  w3.setScripted(true);
  ASSERT_TRUE(w3.openScenario(zirkhakiScenario(2, false)).isEmpty());
  EXPECT_EQ(windowAction(w3, "undoAction")->toolTip(), "Take back the last move");
}

TEST(Keys, MenusShowTheirShortcuts) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-menus"));
  EXPECT_EQ(windowAction(w, "fullScreenAction")->shortcut(), QKeySequence(Qt::Key_F11));
  EXPECT_TRUE(windowAction(w, "redoAction")->shortcuts().contains(QKeySequence("Ctrl+Y")));
  EXPECT_TRUE(windowAction(w, "redoAction")->shortcuts().contains(QKeySequence("Ctrl+Shift+Z")));
  EXPECT_EQ(windowAction(w, "undoAction")->shortcut(), QKeySequence("Ctrl+Z"));
}

struct Line {
  QString keys, what;
  QKeySequence sequence;
};

// Opens Help → Keyboard through its menu item and reads the list as shown.
std::vector<Line> readHelpKeys(app::MainWindow& w) {
  QAction* keyboard = nullptr;
  for (QAction* a : w.menuBar()->findChildren<QAction*>()) {
    if (a->text() == "Keyboard") keyboard = a;
  }
  EXPECT_NE(keyboard, nullptr);
  std::vector<Line> lines;
  whenModal([&](QWidget* dialog) {
    auto* list = dialog->findChild<QTreeWidget*>("keys");
    EXPECT_NE(list, nullptr);
    EXPECT_TRUE(list && list->isVisible());
    for (int i = 0; list && i < list->topLevelItemCount(); ++i) {
      QTreeWidgetItem* item = list->topLevelItem(i);
      lines.push_back(
          {item->text(0), item->text(1), item->data(0, Qt::UserRole).value<QKeySequence>()});
    }
    qobject_cast<QDialog*>(dialog)->reject();
  });
  keyboard->trigger();
  return lines;
}

// A key nobody took reaches the window itself.
class UnhandledKeys : public QObject {
 public:
  int count = 0;
  bool eventFilter(QObject* o, QEvent* e) override {
    if (e->type() == QEvent::KeyPress) ++count;
    return QObject::eventFilter(o, e);
  }
};

TEST(Keys, HelpListsTheKeysOfTheTableAndTheMenusAndEveryOneWorks) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-help"));
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 3);
  const std::vector<Line> lines = readHelpKeys(w);
  QStringList spelled;
  for (const Line& l : lines) spelled << l.keys;
  const QString all = spelled.join(" | ");
  for (const char* key : {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "F11", "Ctrl+0", "Ctrl+-"}) {
    EXPECT_TRUE(all.contains(key)) << key << " missing from: " << all.toStdString();
  }
  for (const ui::KeyHelp& k : w.table()->keyHelp()) EXPECT_TRUE(spelled.contains(k.keys));
  // The hint's key is listed and pressable; the replay's keys are listed for a replay (nothing to
  // press at a game's table: they carry no key sequence here).
  auto lineOf = [&](const QString& what) -> const Line* {
    for (const Line& l : lines)
      if (l.what.contains(what)) return &l;
    return nullptr;
  };
  const Line* hintLine = lineOf("A hint");
  ASSERT_NE(hintLine, nullptr) << all.toStdString();
  EXPECT_EQ(hintLine->sequence, QKeySequence(Qt::Key_H));
  for (const char* replay : {"in a replay: one move forward", "in a replay: one move back",
                             "in a replay: to the start", "in a replay: to the end"}) {
    const Line* l = lineOf(replay);
    ASSERT_NE(l, nullptr) << replay;
    EXPECT_TRUE(l->sequence.isEmpty()) << replay;
  }

  // Press every listed key. A menu key must trigger its menu item; a table key must be taken by
  // the table (never fall through to the window unhandled). Dialogs it opens are closed again.
  auto closing = rejectEveryModal();
  UnhandledKeys unhandled;
  w.installEventFilter(&unhandled);
  const QList<QAction*> actions = w.findChildren<QAction*>();
  for (const Line& l : lines) {
    if (l.sequence.isEmpty()) continue;  // "arrows": not one key
    SCOPED_TRACE(l.keys.toStdString());
    ASSERT_NE(w.table(), nullptr);
    QAction* owner = nullptr;
    for (QAction* a : actions) {
      if (a->shortcuts().contains(l.sequence)) owner = a;
    }
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 3000));
    w.table()->view().setFocus();
    if (owner) {
      if (owner->objectName() == "redoAction") w.table()->undo();  // something to redo
      ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
      EXPECT_TRUE(owner->isEnabled()) << owner->text().toStdString();
      QSignalSpy spy(owner, &QAction::triggered);
      QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : &w,
                         l.sequence);
      EXPECT_EQ(spy.count(), 1) << l.keys.toStdString();
      if (owner->objectName() == "fullScreenAction") {
        EXPECT_TRUE(w.isFullScreen());
        w.showNormal();
      }
    } else {
      const int before = unhandled.count;
      QTest::keySequence(&w.table()->view(), l.sequence);
      EXPECT_EQ(unhandled.count, before) << "nobody answered " << l.keys.toStdString();
      if (l.sequence == QKeySequence(Qt::Key_H)) {
        // Taken, and taken by the hint: the computer's choice is thought about or shown.
        auto* hint = w.table()->findChild<ui::HintPanel*>();
        ASSERT_NE(hint, nullptr);
        EXPECT_TRUE(hint->thinking() || !hint->hintedAction().isEmpty());
      }
      if (l.sequence == QKeySequence(Qt::Key_M)) {
        // The list of moves opens (and is closed again before the next key is pressed).
        ASSERT_TRUE(waitUntil([&] { return w.table()->findChild<ui::MoveListDialog*>(); }));
        ASSERT_TRUE(waitUntil([&] { return !QApplication::activeModalWidget(); }));
      }
    }
  }
  *closing = false;
  w.removeEventFilter(&unhandled);
}

// At a replay, the Help lists the replay's keys (forward and back in the reading direction, Home,
// End) with the keys that still work there, and each listed key does what its line says.
TEST(Keys, HelpAtAReplayListsTheReplayKeysAndEachWorks) {
  uiApp("en");
  Scenario saved = zirkhakiScenario(2, false, 11);
  {
    GameRecord record = GameRecord::fromScenario(saved);
    for (int i = 0; i < 8 && !record.state().isTerminal(); ++i)
      record.play(record.state().legalActions().front());
    saved = record.toScenario();
  }
  const QString path = scratchDir() + "/keys-replay.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(path, saved).isEmpty());
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-replay"));
  w.show();
  ASSERT_EQ(w.openReplay(path), QString());
  ASSERT_NE(w.table()->findChild<ui::ReplayBar*>(), nullptr);
  const std::vector<Line> lines = readHelpKeys(w);
  std::map<QString, QKeySequence> byWhat;
  for (const Line& l : lines) {
    byWhat[l.what] = l.sequence;
    EXPECT_FALSE(l.what.contains("in a replay")) << l.what.toStdString();
    // The table's move keys do nothing in a replay and are not listed.
    EXPECT_NE(l.sequence, QKeySequence(Qt::Key_Return)) << l.what.toStdString();
  }
  // Left to right here: forward is the right arrow.
  EXPECT_EQ(byWhat["one move forward"], QKeySequence(Qt::Key_Right));
  EXPECT_EQ(byWhat["one move back"], QKeySequence(Qt::Key_Left));
  EXPECT_EQ(byWhat["to the start of the game"], QKeySequence(Qt::Key_Home));
  EXPECT_EQ(byWhat["to the end of the game"], QKeySequence(Qt::Key_End));
  EXPECT_TRUE(byWhat.count("fold the side panel away or bring it back"));

  ui::GameTable* t = w.table();
  const int length = t->controller().replayLength();
  ASSERT_EQ(length, static_cast<int>(saved.actions.size()));
  auto press = [&](const QString& what, int expectedPly) {
    SCOPED_TRACE(what.toStdString());
    w.activateWindow();
    t->view().setFocus();
    QTest::keySequence(&t->view(), byWhat[what]);
    EXPECT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().ply() == expectedPly; }))
        << "at move " << t->controller().ply();
  };
  ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().ply() == 0; }));
  press("one move forward", 1);
  press("one move forward", 2);
  press("one move back", 1);
  press("to the end of the game", length);
  press("to the start of the game", 0);
  const bool shown = t->sidePanelShown();
  press("fold the side panel away or bring it back", 0);
  EXPECT_NE(t->sidePanelShown(), shown);
}

// A person against the computer, in Zirkhaki: Undo is off there by default.
Scenario againstTheComputer() {
  Scenario s = zirkhakiScenario(2, true);
  s.players[0].kind = "human";
  s.players[0].level.clear();
  return s;
}

void pressCtrlZ(app::MainWindow& w) {
  w.activateWindow();  // the menu's key acts in the active window (a dialog was up)
  ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 3000));
  w.table()->view().setFocus();
  QTest::keySequence(&w.table()->view(), QKeySequence("Ctrl+Z"));
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
}

// Ctrl+Z where Undo is off (a computer plays, by the default setting; or turned off): nothing is
// taken back, and the table's message line says why and the way to allow it, in the words the
// menu and the dialog show; with the side panel folded, the status bar says it. Allowed the way
// the words say, Ctrl+Z takes the move back.
TEST(Keys, CtrlZWhereUndoIsOffSaysWhyAndHowToAllowIt) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-undo-off"));
  w.setScripted(true);
  w.show();
  w.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 3000));
  ASSERT_TRUE(w.openScenario(againstTheComputer()).isEmpty());
  playFirstMoves(w, 2);
  ui::GameTable* t = w.table();
  const std::size_t moves = t->controller().record().actions().size();
  const QString why =
      "Undo is off in games with a computer player. To allow it: “Settings” → “Settings…” → "
      "“Undo: Always”.";
  QAction* undo = windowAction(w, "undoAction");
  EXPECT_TRUE(undo->isEnabled());
  EXPECT_EQ(undo->toolTip(), why);
  EXPECT_EQ(undo->statusTip(), why);
  pressCtrlZ(w);
  EXPECT_EQ(t->controller().record().actions().size(), moves);
  EXPECT_EQ(t->messageText(), why);

  QTest::keyClick(&t->view(), Qt::Key_F9);  // the side panel folded away
  ASSERT_FALSE(t->sidePanelShown());
  w.statusBar()->clearMessage();
  pressCtrlZ(w);
  EXPECT_EQ(w.statusBar()->currentMessage(), why);
  EXPECT_EQ(t->controller().record().actions().size(), moves);
  QTest::keyClick(&t->view(), Qt::Key_F9);

  // Settings → Settings… → Undo: Always, as the words say.
  QAction* settings = nullptr;
  for (QAction* a : w.menuBar()->findChildren<QAction*>())
    if (a->text() == "Settings…") settings = a;
  ASSERT_NE(settings, nullptr);
  whenModal([](QWidget* dialog) {
    auto* policy = dialog->findChild<QComboBox*>("undo");
    ASSERT_NE(policy, nullptr);
    policy->setCurrentIndex(policy->findText("Always"));
    qobject_cast<QDialog*>(dialog)->accept();
  });
  settings->trigger();
  EXPECT_EQ(undo->toolTip(), "Take back the last move");
  pressCtrlZ(w);
  EXPECT_LT(t->controller().record().actions().size(), moves);
}

TEST(Keys, CtrlZWhereUndoIsTurnedOffSaysSoInPersian) {
  uiApp("fa");
  app::AppSettings never = quietSettings();
  never.undo = app::UndoPolicy::kNever;
  app::MainWindow w(never, app::Autosave(scratchDir() + "/keys-undo-never"));
  w.setScripted(true);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 2);
  const std::size_t moves = w.table()->controller().record().actions().size();
  pressCtrlZ(w);
  EXPECT_EQ(w.table()->controller().record().actions().size(), moves);
  const QString said = w.table()->messageText();
  EXPECT_TRUE(said.contains("تنظیمات")) << said.toStdString();
  EXPECT_FALSE(said.contains("Settings")) << said.toStdString();
  EXPECT_EQ(said, windowAction(w, "undoAction")->toolTip());
}

// In a lesson, Ctrl+Z says that a lesson's moves are not taken back (in the status bar: the
// lesson tells refusals in its own panel), also after projector mode (F8) and Settings made the
// table's options again.
TEST(Keys, CtrlZInALessonSaysItsMovesAreNotTakenBack) {
  uiApp("en");
  app::AppSettings always = quietSettings();
  always.undo = app::UndoPolicy::kAlways;
  app::MainWindow w(always, app::Autosave(scratchDir() + "/keys-undo-lesson"));
  w.show();
  w.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 3000));
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::all();
  ASSERT_FALSE(lessons.isEmpty());
  ASSERT_EQ(w.startLesson(lessons.front().path), QString());
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  const QString why = "A lesson's moves are not taken back: each step goes on from the one before.";
  pressCtrlZ(w);
  EXPECT_EQ(w.statusBar()->currentMessage(), why);
  w.setProjectorMode(true);
  EXPECT_FALSE(w.table()->controller().options().undoAllowed);
  EXPECT_EQ(windowAction(w, "undoAction")->toolTip(), why);
  w.setProjectorMode(false);
}

// Ctrl+Y, the spelling many people know, redoes as Ctrl+Shift+Z does.
TEST(Keys, CtrlYRedoes) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/keys-redo"));
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 2);
  const std::size_t moves = w.table()->controller().record().actions().size();
  w.table()->view().setFocus();
  QTest::keySequence(&w.table()->view(), QKeySequence("Ctrl+Z"));
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  ASSERT_LT(w.table()->controller().record().actions().size(), moves);
  QTest::keySequence(&w.table()->view(), QKeySequence("Ctrl+Y"));
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  EXPECT_EQ(w.table()->controller().record().actions().size(), moves);
}

}  // namespace

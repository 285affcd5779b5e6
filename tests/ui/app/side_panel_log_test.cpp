// The log in the side panel of a game in progress, as a person reads it (issue 31): no line is cut
// short with "…" (Sabokbaz's long lines were, at 1366×768), every word of every line is painted,
// and after every move the newest line is whole in view. Tables with the longest lines, on the
// desktop and on a 1280×720 projector.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>

#include "core/registry.h"
#include "text_recorder.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/game_log.h"
#include "ui/table/game_table.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// The words the log paints now, as it paints them.
QString painted(ui::GameLog& log) {
  RecordingDevice device(log.viewport()->size());
  log.viewport()->render(&device);
  return device.recorder().texts.join(' ');
}

// What is wrong with the line at `row` as painted when the log shows it from its top: "cut" (an
// ellipsis), or the first word not painted; empty when it is whole.
std::string faultOf(ui::GameLog& log, int row) {
  // As a reader drags the scroll bar to the line (a scroll of the program's own would be undone:
  // the log keeps to the newest line until its reader scrolls back).
  QScrollBar* bar = log.verticalScrollBar();
  bar->setSliderPosition(bar->value() + log.visualItemRect(log.item(row)).top());
  QCoreApplication::processEvents();
  QString shown = painted(log);
  if (shown.contains(QChar(0x2026))) return "cut";
  // Punctuation, signs and format characters (direction isolates, the zero-width non-joiner) may
  // be painted as runs of their own, and a number and its noun (joined by a no-break space) too.
  const QRegularExpression apart(QStringLiteral("[\\p{P}\\p{S}\\p{Cf}]"));
  shown.remove(apart);
  const QRegularExpression space(QStringLiteral("[\\s\\x{00a0}]+"));
  for (QString word : log.item(row)->text().split(space, Qt::SkipEmptyParts)) {
    word.remove(apart);
    if (!word.isEmpty() && !shown.contains(word)) return "\"" + word.toStdString() + "\" lost";
  }
  return "";
}

void playAndReadTheLog(const QString& gameId, QSize size, bool projector) {
  app::AppSettings settings;
  settings.animationPercent = 0;
  settings.botDelayMs = 0;
  settings.confirmPrivateViews = false;
  settings.projectorMode = projector;
  app::MainWindow w(settings, app::Autosave(scratchDir() + "/side-panel-log"));
  w.setScripted(true);
  w.resize(size);
  w.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
  const Game* game = findGame(gameId.toStdString());
  ASSERT_TRUE(game);
  const int players = std::clamp(4, game->info().minPlayers, game->info().maxPlayers);
  Scenario s = namedScenario(gameId.toStdString(), players, true, 3);
  s.players[0].kind = "human";
  s.players[0].level.clear();
  ASSERT_EQ(w.openScenario(s), QString());
  ui::GameLog& log = w.table()->log();
  for (int move = 0; move < 25; ++move) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    // The newest line, whole in view.
    const QRect newest = log.visualItemRect(log.item(log.count() - 1));
    EXPECT_TRUE(log.viewport()->rect().contains(newest))
        << "move " << move << ": the newest line is at " << newest.y() << ".." << newest.bottom()
        << " of a log " << log.viewport()->height() << " px high";
    const auto legal = w.table()->controller().viewerLegal();
    if (legal.empty()) break;
    ASSERT_FALSE(w.table()->controller().submit(legal.front()).has_value());
  }
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  ASSERT_GT(log.count(), 10);
  for (int row = 0; row < log.count(); ++row) {
    EXPECT_EQ(faultOf(log, row), "")
        << "line " << row << ": " << log.item(row)->text().toStdString();
  }
}

TEST(SidePanelLog, EveryLineIsReadWholeAndTheNewestIsInView) {
  uiApp("fa");
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    playAndReadTheLog(entry.gameId, QSize(1366, 768), false);
    if (HasFailure()) return;
  }
  for (const char* game : {"sabokbaz", "zirkhaki"}) {
    if (!ui::TableRegistry::instance().has(game)) continue;
    SCOPED_TRACE(std::string(game) + " on a projector");
    playAndReadTheLog(game, QSize(1280, 720), true);
  }
}

}  // namespace

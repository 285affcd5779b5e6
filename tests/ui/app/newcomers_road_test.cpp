// The road a newcomer walks, for every game with a table and every player count its dialog
// offers: the chooser's tile, the new-game dialog as it opens (a fresh profile, then the one it
// remembers), only the player count changed, Start; the first move made by gesture on the table;
// leave, keeping the game for later; Continue from the chooser brings back the same moves. Also:
// every count back and forth in one dialog still starts.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTest>

#include "table_gestures.h"
#include "ui/app/autosave.h"
#include "ui/app/game_catalog.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/new_game_dialog.h"
#include "ui/app/settings.h"
#include "ui/table/game_table.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// The counts the dialog of `gameId` offers, read from the dialog itself.
QVector<int> offeredCounts(app::MainWindow& w, const QString& gameId) {
  QVector<int> counts;
  whenModal([&](QWidget* dialog) {
    auto* count = dialog->findChild<QComboBox*>("playerCount");
    for (int i = 0; count && i < count->count(); ++i) counts << count->itemData(i).toInt();
    static_cast<QDialog*>(dialog)->reject();
  });
  QTest::mouseClick(w.chooser()->findChild<QAbstractButton*>("game-" + gameId), Qt::LeftButton);
  return counts;
}

// Opens the dialog from the chooser's tile, picks `players` in the count's list (or keeps the
// count it opens with: 0) and presses Start. The dialog's words when it stayed open, else empty.
QString startFromTheChooser(app::MainWindow& w, const QString& gameId, int players) {
  QString refused;
  whenModal([&](QWidget* dialog) {
    auto* count = dialog->findChild<QComboBox*>("playerCount");
    if (players > 0) {
      // As a person picks from a list: focus it and step with the arrow keys.
      count->setFocus();
      for (int guard = 0; count->currentData().toInt() != players && guard < 16; ++guard)
        QTest::keyClick(count, count->currentData().toInt() < players ? Qt::Key_Down : Qt::Key_Up);
    }
    QTest::mouseClick(dialog->findChild<QPushButton*>("start"), Qt::LeftButton);
    if (dialog->isVisible()) {
      for (QLabel* l : dialog->findChildren<QLabel*>())
        if (l->isVisible() && (l->objectName().startsWith("refusal") || l->objectName() == "error"))
          refused += l->text() + ' ';
      refused = refused.trimmed().isEmpty() ? QStringLiteral("(stayed open)") : refused;
      static_cast<QDialog*>(dialog)->reject();
    }
  });
  QTest::mouseClick(w.chooser()->findChild<QAbstractButton*>("game-" + gameId), Qt::LeftButton);
  return refused;
}

// Waits for the person's turn (computers may play first), then makes one of their legal moves by
// clicks on the table. The text of the move made, or empty when none could be made.
QString firstMoveByGesture(ui::GameTable& t) {
  if (!waitUntil([&] { return t.isSettled() && t.controller().viewerToAct(); })) return {};
  const std::size_t before = t.controller().record().actions().size();
  for (Action a : t.controller().viewerLegal()) {
    const QString text = QString::fromStdString(t.controller().state().actionText(a));
    if (clickPathOf(t, text) &&
        waitUntil([&] { return t.controller().record().actions().size() > before; }, 3000))
      return text;
    pressKey(t, Qt::Key_Escape);  // a move half made is dropped, as a person would
  }
  return {};
}

class NewcomersRoad : public ::testing::TestWithParam<const char*> {};

TEST_P(NewcomersRoad, EveryGameStartsFromTheDialogAtEveryCountAndComesBack) {
  uiApp(GetParam());
  for (const app::CatalogEntry& game : app::GameCatalog::entries()) {
    QSettings().remove("newGame");  // a fresh profile: the dialog as a newcomer first meets it
    QSettings().remove("lastNames");
    app::AppSettings settings;  // the app's defaults
    settings.confirmPrivateViews = true;
    const QString dir = freshDir(game.id + GetParam());
    app::MainWindow w(settings, app::Autosave(dir));
    w.setRunOverrides(0, 0);  // no waiting on computers and cards: the road, not the pace
    w.resize(1366, 768);
    w.show();
    const QVector<int> counts = offeredCounts(w, game.id);
    ASSERT_FALSE(counts.isEmpty()) << game.id.toStdString();
    // The count it opens with first (untouched), then every other in the list.
    QVector<int> road{0};
    road += counts;
    for (int players : road) {
      const std::string where = game.id.toStdString() + " with " +
                                (players ? std::to_string(players) : std::string("the default")) +
                                " players (" + GetParam() + ")";
      const QString refused = startFromTheChooser(w, game.id, players);
      ASSERT_TRUE(refused.isEmpty()) << where << ": " << refused.toStdString();
      ASSERT_NE(w.table(), nullptr) << where << ": " << w.lastError().toStdString();
      if (players) {
        EXPECT_EQ(w.table()->controller().numSeats(), players) << where;
      }
      const QString move = firstMoveByGesture(*w.table());
      ASSERT_FALSE(move.isEmpty()) << where << ": no first move by gesture";
      ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); })) << where;
      const auto played = w.table()->controller().record().actions();
      // Leave, keeping it for later; the chooser offers it back, with the same moves.
      if (!w.table()->controller().state().isTerminal()) {
        answerModal("save");
        w.findChild<QAction*>("leaveAction")->trigger();
        ASSERT_EQ(w.table(), nullptr) << where;
        auto* resume = w.chooser()->findChild<QPushButton*>("continue-" + game.id);
        ASSERT_TRUE(resume && resume->isVisible()) << where;
        QTest::mouseClick(resume, Qt::LeftButton);
        ASSERT_NE(w.table(), nullptr) << where << ": " << w.lastError().toStdString();
        EXPECT_EQ(w.table()->controller().record().actions(), played) << where;
        // The next game of this kind replaces it after a yes: discard, as a person starting
        // afresh would.
        answerModal("discard");
        w.findChild<QAction*>("leaveAction")->trigger();
      } else {
        w.findChild<QAction*>("leaveAction")->trigger();
      }
      ASSERT_EQ(w.table(), nullptr) << where;
    }
  }
}

// Back and forth between every count in one dialog (the fields follow each count), then Start:
// whatever count the person ends on, the game starts.
TEST_P(NewcomersRoad, SwitchingTheCountBackAndForthStillStarts) {
  uiApp(GetParam());
  for (const app::CatalogEntry& game : app::GameCatalog::entries()) {
    QSettings().remove("newGame");
    app::AppSettings settings;
    app::MainWindow w(settings, app::Autosave(freshDir("switch-" + game.id + GetParam())));
    w.setRunOverrides(0, 0);
    w.setScripted(true);  // nothing kept to ask about
    w.show();
    const QVector<int> counts = offeredCounts(w, game.id);
    for (int last : counts) {
      QString refused;
      whenModal([&](QWidget* dialog) {
        auto* count = dialog->findChild<QComboBox*>("playerCount");
        for (int round = 0; round < 2; ++round) {
          for (int i = count->count() - 1; i >= 0; --i) count->setCurrentIndex(i);
          for (int i = 0; i < count->count(); ++i) count->setCurrentIndex(i);
        }
        count->setCurrentIndex(count->findData(last));
        QTest::mouseClick(dialog->findChild<QPushButton*>("start"), Qt::LeftButton);
        if (dialog->isVisible()) {
          refused = "stayed open";
          static_cast<QDialog*>(dialog)->reject();
        }
      });
      QTest::mouseClick(w.chooser()->findChild<QAbstractButton*>("game-" + game.id),
                        Qt::LeftButton);
      EXPECT_TRUE(refused.isEmpty()) << game.id.toStdString() << " ending on " << last;
      ASSERT_NE(w.table(), nullptr)
          << game.id.toStdString() << " ending on " << last << ": " << w.lastError().toStdString();
      EXPECT_EQ(w.table()->controller().numSeats(), last);
      w.findChild<QAction*>("leaveAction")->trigger();
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BothLanguages, NewcomersRoad, ::testing::Values("fa", "en"));

}  // namespace

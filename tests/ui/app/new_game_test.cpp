// The new-game dialog: each computer seat has a level (normal by default); the dialog remembers
// the player count, kinds, levels, names and options of each game; the first time it offers one
// person and the rest computers; the deal number is folded under "Advanced"; default names follow
// the UI's language; a wrong deal number or an empty name is refused in red.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFontInfo>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include "app/autosave.h"
#include "app/main_window.h"
#include "app/new_game_dialog.h"
#include "app/settings.h"
#include "core/registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

const Game& zirkhaki() {
  const Game* g = findGame("zirkhaki");
  EXPECT_NE(g, nullptr);
  return *g;
}

void forget() {
  QSettings().remove("newGame");
}

// Types `text` as a Persian keyboard layout does: a key event carrying each character (QTest's
// keyClicks knows only ASCII keys).
void typeText(QWidget* w, const QString& text) {
  for (QChar c : text) {
    QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
    QApplication::sendEvent(w, &press);
    QKeyEvent release(QEvent::KeyRelease, 0, Qt::NoModifier, QString(c));
    QApplication::sendEvent(w, &release);
  }
}

TEST(NewGame, FirstTimeIsOnePersonAndTheRestComputersAtNormalLevel) {
  uiApp("en");
  forget();
  app::NewGameDialog d(zirkhaki(), std::nullopt);
  const Scenario s = d.scenario();
  ASSERT_GE(s.players.size(), 2u);
  EXPECT_EQ(s.players[0].kind, "human");
  for (std::size_t i = 1; i < s.players.size(); ++i) {
    EXPECT_EQ(s.players[i].kind, "bot") << i;
    EXPECT_EQ(s.players[i].level, "normal") << i;
  }
}

TEST(NewGame, EachComputerSeatHasItsLevel) {
  uiApp("en");
  app::NewGameDialog d(zirkhaki(), std::nullopt);
  d.setPlayers(4);
  d.setLevel(1, "easy");
  d.setLevel(2, "hard");
  d.setLevel(3, "random");
  d.show();
  EXPECT_FALSE(d.findChild<QComboBox*>("level0")->isVisible());  // a person has no level
  EXPECT_TRUE(d.findChild<QComboBox*>("level1")->isVisible());
  const Scenario s = d.scenario();
  EXPECT_EQ(s.players[1].level, "easy");
  EXPECT_EQ(s.players[2].level, "hard");
  EXPECT_EQ(s.players[3].level, "random");
  d.setComputer(2, false);
  EXPECT_FALSE(d.findChild<QComboBox*>("level2")->isVisible());
  EXPECT_EQ(d.scenario().players[2].level, "");
}

TEST(NewGame, TheDealNumberIsFoldedUnderAdvanced) {
  uiApp("en");
  app::NewGameDialog d(zirkhaki(), std::nullopt);
  d.show();
  auto* seed = d.findChild<QLineEdit*>("seed");
  auto* advanced = d.findChild<QToolButton*>("advanced");
  ASSERT_TRUE(seed && advanced);
  EXPECT_FALSE(seed->isVisible());
  advanced->click();
  EXPECT_TRUE(seed->isVisible());
  seed->setText("77");
  EXPECT_EQ(d.scenario().seed, std::optional<std::uint64_t>(77));
}

// A deal number that is no number, then a seat left without a name: Start is refused each time,
// in red words in the dialog's own font, and the dialog stays; mended, it starts. Typed as a
// person types, in Persian (whose digits are read as a deal number).
TEST(NewGame, AWrongDealNumberOrAnEmptyNameIsRefusedInRed) {
  uiApp("fa");
  forget();
  app::NewGameDialog d(zirkhaki(), std::nullopt);
  d.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
  auto* seed = d.findChild<QLineEdit*>("seed");
  auto* name = d.findChild<QLineEdit*>("name0");
  auto* start = d.findChild<QPushButton*>("start");
  auto* error = d.findChild<QLabel*>("error");
  ASSERT_TRUE(seed && name && start && error);
  auto refusedInRed = [&] {
    EXPECT_TRUE(d.isVisible());
    EXPECT_EQ(d.result(), QDialog::Rejected);
    EXPECT_TRUE(error->isVisible());
    EXPECT_FALSE(error->text().isEmpty());
    EXPECT_EQ(QFontInfo(error->font()).pixelSize(), QFontInfo(d.font()).pixelSize());
    const QImage words = error->grab().toImage();
    int red = 0;
    for (int y = 0; y < words.height(); ++y)
      for (int x = 0; x < words.width(); ++x) {
        const QColor c = words.pixelColor(x, y);
        if (c.red() > 120 && c.red() > 2 * c.green()) ++red;
      }
    EXPECT_GT(red, 20);
  };
  d.findChild<QToolButton*>("advanced")->click();
  QTest::keyClicks(seed, QStringLiteral("abc"));
  QTest::mouseClick(start, Qt::LeftButton);
  refusedInRed();
  const QString wrongNumber = error->text();
  seed->selectAll();
  typeText(seed, QString::fromUtf8("۴۲"));
  name->selectAll();
  QTest::keyClick(name, Qt::Key_Delete);
  QTest::mouseClick(start, Qt::LeftButton);
  refusedInRed();
  EXPECT_NE(error->text(), wrongNumber);  // each mistake is named
  typeText(name, QString::fromUtf8("سارا"));
  QTest::mouseClick(start, Qt::LeftButton);
  EXPECT_EQ(d.result(), QDialog::Accepted);
  EXPECT_EQ(d.scenario().seed, std::optional<std::uint64_t>(42));
  EXPECT_EQ(d.scenario().players[0].name, "سارا");
}

// As a player does it: the dialog from the chooser, changed and started; the next time the same
// game's dialog comes back as it was left.
TEST(NewGame, RemembersEachGamesSetUp) {
  uiApp("en");
  forget();
  app::AppSettings quiet;
  quiet.animationPercent = 0;
  quiet.botDelayMs = 0;
  app::MainWindow w(quiet, app::Autosave(scratchDir() + "/newgame"));
  w.setScripted(true);  // no questions about leaving in this test
  whenModal([](QWidget* dialog) {
    dialog->findChild<QSpinBox*>("playerCount")->setValue(5);
    dialog->findChild<QLineEdit*>("name0")->setText("Sara");
    dialog->findChild<QComboBox*>("kind2")->setCurrentIndex(0);  // a person
    dialog->findChild<QLineEdit*>("name2")->setText("Babak");
    auto* level3 = dialog->findChild<QComboBox*>("level3");
    level3->setCurrentIndex(level3->findData("hard"));
    auto* rings = dialog->findChild<QCheckBox*>("option-rings");
    if (rings) rings->setChecked(!rings->isChecked());
    dialog->findChild<QPushButton*>("start")->click();
  });
  w.showNewGameDialog("zirkhaki");
  ASSERT_NE(w.table(), nullptr);
  const Scenario started = *w.currentScenario();
  EXPECT_EQ(started.players.size(), 5u);

  Scenario again;
  whenModal([&](QWidget* dialog) {
    again = static_cast<app::NewGameDialog*>(dialog)->scenario();
    static_cast<QDialog*>(dialog)->reject();
  });
  w.showNewGameDialog("zirkhaki");
  ASSERT_EQ(again.players.size(), 5u);
  EXPECT_EQ(again.players[0].name, "Sara");
  EXPECT_EQ(again.players[0].kind, "human");
  EXPECT_EQ(again.players[2].kind, "human");
  EXPECT_EQ(again.players[2].name, "Babak");
  EXPECT_EQ(again.players[3].kind, "bot");
  EXPECT_EQ(again.players[3].level, "hard");
  EXPECT_EQ(again.players[1].level, "normal");
  EXPECT_EQ(again.options, started.options);
}

// A default name follows the language; a name someone typed stays as typed.
TEST(NewGame, DefaultNamesAreInTheUiLanguage) {
  uiApp("en");
  Scenario remembered;
  remembered.game = "zirkhaki";
  remembered.players = {
      {"Sara", "human", ""}, {"بازیکن ۲", "bot", "normal"}, {"Player 3", "bot", "easy"}};
  app::NewGameDialog en(zirkhaki(), remembered);
  EXPECT_EQ(en.names(), (QStringList{"Sara", "Player 2", "Player 3"}));
  uiApp("fa");
  app::NewGameDialog fa(zirkhaki(), remembered);
  EXPECT_EQ(fa.names(),
            (QStringList{"Sara", QString::fromUtf8("بازیکن ۲"), QString::fromUtf8("بازیکن ۳")}));
  // And the first time in English, with Persian names from an older version's settings.
  uiApp("en");
  app::NewGameDialog old(zirkhaki(), std::nullopt, {QString::fromUtf8("بازیکن ۱"), "Ali"});
  EXPECT_EQ(old.names().mid(0, 2), (QStringList{"Player 1", "Ali"}));
}

}  // namespace

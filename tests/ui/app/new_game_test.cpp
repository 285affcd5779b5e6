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

#include "core/errors.h"
#include "core/registry.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/new_game_dialog.h"
#include "ui/app/settings.h"
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
    auto* count = dialog->findChild<QComboBox*>("playerCount");
    count->setCurrentIndex(count->findData(5));
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

QComboBox* countOf(QWidget& d) {
  return d.findChild<QComboBox*>("playerCount");
}

QVector<int> countsOf(QWidget& d) {
  QVector<int> out;
  for (int i = 0; i < countOf(d)->count(); ++i) out << countOf(d)->itemData(i).toInt();
  return out;
}

// Sabokbaz takes 4 or 6 players, and its target follows the count: 70 in sevens with four, 60 in
// sixes with six, unless the person chose one that the new count also takes.
TEST(NewGame, SabokbazOffersItsCountsAndATargetForEach) {
  const Game* sabokbaz = findGame("sabokbaz");
  if (!sabokbaz) GTEST_SKIP() << "built without Sabokbaz";
  uiApp("fa");
  app::NewGameDialog d(*sabokbaz, std::nullopt);
  d.show();
  EXPECT_EQ(countsOf(d), (QVector<int>{4, 6}));
  EXPECT_EQ(d.players(), 4);
  auto* target = d.findChild<QSpinBox*>("option-target");
  ASSERT_NE(target, nullptr);
  EXPECT_EQ(target->value(), 70);
  EXPECT_EQ(target->singleStep(), 7);
  QTest::keyClick(target, Qt::Key_Up);
  EXPECT_EQ(target->value(), 77);
  d.setPlayers(6);
  EXPECT_EQ(target->value(), 60);  // 77 is no target with six
  EXPECT_EQ(target->singleStep(), 6);
  QTest::keyClick(target, Qt::Key_Up);
  QTest::keyClick(target, Qt::Key_Up);
  EXPECT_EQ(target->value(), 72);
  d.setPlayers(4);
  EXPECT_EQ(target->value(), 70);  // 72 is no target with four
  // Typed off the steps, it snaps to the nearest when the field is left.
  target->setFocus();
  target->selectAll();
  typeText(target, QString::fromUtf8("۸۰"));
  EXPECT_EQ(target->text(), QString::fromUtf8("۸۰"));
  QTest::keyClick(target, Qt::Key_Return);
  EXPECT_EQ(target->value(), 77);
  EXPECT_EQ(d.scenario().options.value("target", 0), 77);
}

// Saboteur: two players, or one alone (the count says so); the dwarf's colour only for one, in
// the UI's words.
TEST(NewGame, SaboteurDuelOffersTheSoloGameAsACountAndItsColourOnlyThen) {
  const Game* saboteurDuel = findGame("saboteur-duel");
  if (!saboteurDuel) GTEST_SKIP() << "built without Saboteur";
  uiApp("fa");
  app::NewGameDialog d(*saboteurDuel, std::nullopt);
  d.show();
  EXPECT_EQ(countsOf(d), (QVector<int>{1, 2}));
  EXPECT_EQ(d.players(), 2);
  EXPECT_TRUE(countOf(d)->itemText(0).contains(QString::fromUtf8("تک‌نفره")))
      << countOf(d)->itemText(0).toStdString();
  auto* solo = d.findChild<QWidget*>("option-solo");
  auto* colour = d.findChild<QComboBox*>("option-solo_color");
  ASSERT_TRUE(solo && colour);
  EXPECT_FALSE(solo->isVisible());  // the count decides it
  EXPECT_FALSE(colour->isVisible());
  EXPECT_FALSE(d.scenario().options.contains("solo_color"));
  d.setPlayers(1);
  EXPECT_FALSE(solo->isVisible());
  EXPECT_TRUE(colour->isVisible());
  QStringList shown;
  for (int i = 0; i < colour->count(); ++i) shown << colour->itemText(i);
  EXPECT_EQ(shown, (QStringList{QString::fromUtf8("سبز"), QString::fromUtf8("آبی")}));
  EXPECT_EQ(d.scenario().options.value("solo_color", ""), "green");
  EXPECT_FALSE(d.scenario().options.contains("solo"));  // left to the game
}

// A remembered set-up the game no longer takes (an older version's, a hand-edited one): the
// dialog opens with what it does take.
TEST(NewGame, ARememberedSetUpTheGameRefusesOpensAsItAccepts) {
  const Game* sabokbaz = findGame("sabokbaz");
  if (!sabokbaz) GTEST_SKIP() << "built without Sabokbaz";
  uiApp("en");
  Scenario remembered;
  remembered.game = "sabokbaz";
  remembered.options = {{"players", 4}, {"target", 60}};
  remembered.players.resize(4, PlayerSpec{"Sara", "human", ""});
  app::NewGameDialog d(*sabokbaz, remembered);
  EXPECT_EQ(d.findChild<QSpinBox*>("option-target")->value(), 70);
  remembered.players.resize(5, PlayerSpec{"Sara", "human", ""});
  app::NewGameDialog five(*sabokbaz, remembered);
  EXPECT_EQ(five.players(), 4);
  EXPECT_NO_THROW(resolveConfig(d.scenario(), *sabokbaz));
  EXPECT_NO_THROW(resolveConfig(five.scenario(), *sabokbaz));
}

// A game whose own check refuses what its ranges offered: Start stays, and the refusal is told
// beside the field in the UI's words, never the engine's sentence.
class RefusingGame : public Game {
 public:
  RefusingGame() {
    info_.id = "refusing";
    info_.name = "Refusing";
    info_.minPlayers = 2;
    info_.maxPlayers = 3;
    info_.options = {OptionSpec::integer("players", 2, 2, 3, "Players"),
                     OptionSpec::integer("size", 5, 1, 9, "Size")};
  }
  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return {}; }
  void finishOptions(int, Json& options) const override {
    if (options.value("size", 0) == 5) throw InputError("options.size", "engine words: no fives");
  }
  std::unique_ptr<State> newGame(const GameConfig&) const override { return nullptr; }

 private:
  GameInfo info_;
};

TEST(NewGame, ARefusedOptionIsToldBesideItsFieldInTheUisWords) {
  uiApp("fa");
  RefusingGame game;
  app::NewGameDialog d(game, std::nullopt);
  d.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
  QTest::mouseClick(d.findChild<QPushButton*>("start"), Qt::LeftButton);
  EXPECT_EQ(d.result(), QDialog::Rejected);
  EXPECT_TRUE(d.isVisible());
  auto* refusal = d.findChild<QLabel*>("refusal-size");
  ASSERT_NE(refusal, nullptr);
  EXPECT_TRUE(refusal->isVisible());
  EXPECT_FALSE(refusal->text().contains("engine")) << refusal->text().toStdString();
  EXPECT_TRUE(refusal->text().contains(QString::fromUtf8("۹"))) << refusal->text().toStdString();
  auto* size = d.findChild<QSpinBox*>("option-size");
  QTest::keyClick(size, Qt::Key_Up);
  QTest::mouseClick(d.findChild<QPushButton*>("start"), Qt::LeftButton);
  EXPECT_EQ(d.result(), QDialog::Accepted);
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

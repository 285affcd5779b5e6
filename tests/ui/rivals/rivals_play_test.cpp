// Whole Rivals games played on the table by people: by the mouse only (drags and clicks, the
// amount chooser's buttons) and by the keys only (arrows, Enter, B and the arrows for a bid, P,
// D), in Persian (right to left) and in English (left to right), with 2, 3 and 4 seats. Each
// action is checked to be exactly the one the gesture meant; the whole game must see an auction
// with raises and passes, a discard, a dead card and a reserve split; the end screen's breakdown
// must be the engine's scores.
#include <gtest/gtest.h>

#include <QLocale>

#include "rivals_table_support.h"
#include "ui/rivals/rivals_end.h"
#include "ui/table/game_log.h"

using namespace mizbazi;
using namespace mizbazi::testing;
namespace eng = ::mizbazi::rivals;

namespace {

enum class Input { kMouse, kKeys };

// What a whole game went through, from its actions and its log.
struct Seen {
  int raises = 0, passes = 0, discards = 0, takes = 0, reveals = 0;
  bool deadCard = false, reserveSplit = false;
};

Seen seenIn(RivalsTable& t) {
  Seen s;
  QString previous;
  for (const std::string& a : t.controller().record().actions()) {
    const QString text = QString::fromStdString(a);
    if (text.startsWith("bid ") && previous.startsWith("bid ")) ++s.raises;
    if (text == "pass") ++s.passes;
    if (text.startsWith("discard ")) ++s.discards;
    if (text.startsWith("take ")) ++s.takes;
    if (text == "reveal") ++s.reveals;
    if (text != "pass") previous = text;
  }
  const bool fa = QLocale().language() == QLocale::Persian;
  for (const QString& line : t.log().lines()) {
    if (line.contains(fa ? QString::fromUtf8("دیگر کسی نمی‌تواند")
                         : QString("No one can use")))
      s.deadCard = true;
    if (line.contains(fa ? QString::fromUtf8("ذخیره تقسیم شد") : QString("The reserve is shared")))
      s.reserveSplit = true;
  }
  return s;
}

// The number after the last '=' of a breakdown cell, read in the UI's digits.
int cellTotal(const QString& cell) {
  bool ok = false;
  const int n = QLocale().toInt(cell.section('=', -1).trimmed(), &ok);
  EXPECT_TRUE(ok) << cell.toStdString();
  return n;
}

// The end screen's breakdown is the engine's: each expedition's cell ends with the engine's score
// for it, the coins are the engine's, and they add up to the engine's total.
void expectEndMatchesEngine(RivalsTable& t) {
  const State& state = t.controller().state();
  ASSERT_TRUE(state.isTerminal());
  const auto& d = rivalsData(state);
  const ui::EndSummary s = t.endSummary();
  const std::vector<int> scores = state.scores();
  ASSERT_EQ(s.rowNames.size(), static_cast<int>(scores.size()));
  ASSERT_EQ(s.columns.size(), eng::kColorCount + 1);
  for (int seat = 0; seat < s.rowNames.size(); ++seat) {
    int sum = 0;
    for (int c = 0; c < eng::kColorCount; ++c) {
      const QString cell = s.columns[c].cells.value(seat);
      const auto& e = d.expeditions[seat][c];
      if (e.count == 0) {
        EXPECT_TRUE(cell.isEmpty()) << cell.toStdString();
        continue;
      }
      EXPECT_EQ(cellTotal(cell), e.score()) << "seat " << seat << " colour " << c;
      sum += cellTotal(cell);
    }
    bool ok = false;
    const int coins = QLocale().toInt(s.columns[eng::kColorCount].cells.value(seat), &ok);
    ASSERT_TRUE(ok);
    EXPECT_EQ(coins, d.coins[seat]);
    EXPECT_EQ(sum + coins, scores[seat]) << "seat " << seat;
    EXPECT_EQ(s.totals.value(seat), scores[seat]);
  }
  EXPECT_FALSE(s.explanation.isEmpty());
}

// The table shows what the observation holds, pile by pile.
void expectTableMatchesObservation(RivalsTable& t) {
  const auto& v = t.model();
  auto& scene = t.gameScene();
  EXPECT_EQ(scene.display()->cards().size(), v.display.size());
  EXPECT_EQ(scene.out()->cards().size(), v.out.size());
  EXPECT_EQ(scene.reserve()->cards().size(), v.reserve);
  for (int i = 0; i < eng::kStacks; ++i) EXPECT_EQ(scene.stack(i)->cards().size(), v.stacks[i]);
  for (int seat = 0; seat < v.players; ++seat) {
    EXPECT_EQ(scene.purse(seat)->cards().size(), v.coins[seat]);
    for (int c = 0; c < eng::kColorCount; ++c) {
      QStringList faces;
      for (ui::CardItem* card : scene.expedition(seat, c)->cards()) faces << card->face();
      QStringList want;
      // The column's wagers lie at its foot, under the numbers.
      for (const QString& id : ui::rivals::RivalsScene::wagersAtTheFoot(v.column(seat, c).cards))
        want << ui::rivals::RivalsTexts::artId(id);
      EXPECT_EQ(faces, want) << "seat " << seat << " colour " << c;
    }
  }
}

void playWholeGame(int players, std::uint64_t seed, const QString& language, bool reverse,
                   Input input) {
  uiApp(language, reverse);
  auto t = makeRivalsTable(rivalsScenario(players, false, seed), QSize(1366, 768));
  Rng rng(seed);
  int drags = 0, clicks = 0;
  for (int step = 0; step < 3000 && !t->model().finished; ++step) {
    const QStringList legal = t->model().legal;
    ASSERT_FALSE(legal.isEmpty());
    const QString action = pickAction(legal, rng, t->model().display.size());
    const auto before = actionCount(*t);
    const bool drag = rng.uniform(0, 1) == 1;
    bool made = false;
    if (input == Input::kMouse) {
      made = playByMouse(*t, action, drag);
      const bool canDrag =
          action == "reveal" || action.startsWith("take ") || action.startsWith("discard ");
      (drag && canDrag ? drags : clicks) += 1;
    } else {
      made = playByKeys(*t, action);
    }
    ASSERT_TRUE(made) << "no gesture for " << action.toStdString() << " at step " << step;
    ASSERT_TRUE(settle(*t));
    ASSERT_EQ(actionCount(*t), before + 1)
        << action.toStdString() << (input == Input::kMouse ? (drag ? " (drag)" : " (clicks)") : "")
        << ": " << t->messageText().toStdString();
    ASSERT_EQ(t->controller().record().actions().back(), action.toStdString());
  }
  ASSERT_TRUE(t->model().finished);
  expectTableMatchesObservation(*t);
  expectEndMatchesEngine(*t);
  const Seen seen = seenIn(*t);
  EXPECT_GT(seen.raises, 0);
  EXPECT_GT(seen.passes, 0);
  EXPECT_GT(seen.discards, 0);
  EXPECT_GT(seen.takes, 0);
  EXPECT_TRUE(seen.deadCard);
  EXPECT_TRUE(seen.reserveSplit);
  if (input == Input::kMouse) {
    EXPECT_GT(drags, 10);
    EXPECT_GT(clicks, 10);
  }
  uiApp("fa");
}

TEST(RivalsPlay, TwoPeoplePlayAWholeGameByMouseInPersian) {
  playWholeGame(2, 3, "fa", false, Input::kMouse);
}

TEST(RivalsPlay, FourPeoplePlayAWholeGameByMouseInEnglish) {
  playWholeGame(4, 5, "en", false, Input::kMouse);
}

TEST(RivalsPlay, ThreePeoplePlayAWholeGameByKeysInPersian) {
  playWholeGame(3, 7, "fa", false, Input::kKeys);
}

TEST(RivalsPlay, TwoPeoplePlayAWholeGameByKeysInEnglish) {
  playWholeGame(2, 9, "en", false, Input::kKeys);
}

TEST(RivalsPlay, ComputersPlayAFourSeatGameToTheEnd) {
  auto t = makeRivalsTable(rivalsScenario(4, true, 11));
  ASSERT_TRUE(
      waitUntil([&] { return t->controller().state().isTerminal() && t->isSettled(); }, 120000));
  expectTableMatchesObservation(*t);
  expectEndMatchesEngine(*t);
  EXPECT_GT(t->log().count(), 50);
}

}  // namespace

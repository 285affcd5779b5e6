// Rivals' odds for a class (F6): the cards still unseen in the stacks, per colour, counted from
// the public picture only, agree with the engine's hidden stacks at every step of random games;
// the table shows them when the odds are on.
#include <gtest/gtest.h>

#include "rivals_table_support.h"
#include "ui/rivals/rivals_odds.h"
#include "ui/rivals/rivals_picture.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsOdds;
using mizbazi::ui::rivals::RivalsPicture;
namespace eng = ::mizbazi::rivals;

namespace {

TEST(RivalsOdds, EachColoursUnseenCardsAreTheStacksOwn) {
  int checked = 0;
  for (int players = 2; players <= 4; ++players) {
    RandomGameHooks hooks;
    hooks.before = [&](const State& state, const std::string&) {
      // Everyone's view: the odds may use no more.
      const RivalsOdds odds =
          RivalsOdds::of(RivalsPicture::fromObservation(observationJson(state, -1)));
      std::array<int, eng::kColorCount> inStacks{};
      const Json all = stateJson(state);
      for (const Json& stack : all["stack_cards"]) {
        for (const Json& id : stack)
          ++inStacks[*eng::parseColor(
              QString::fromStdString(id.get<std::string>()).section('-', 0, 0).toStdString())];
      }
      for (int c = 0; c < eng::kColorCount; ++c) EXPECT_EQ(odds.unseen[c], inStacks[c]) << c;
      ++checked;
    };
    playRandomGame(players, 40 + players, hooks);
  }
  EXPECT_GT(checked, 300);
}

TEST(RivalsOdds, TheTableShowsThemPerColour) {
  uiApp("en");
  Scenario s = rivalsScenario(
      2, false, 4, Json::parse(R"({"first": 0, "deck_top": ["red-4", "red-w", "blue-3"]})"));
  for (const char* a : {"reveal", "reveal", "reveal"}) s.actions.push_back(a);
  auto t = makeRivalsTable(s);
  t->setOddsShown(true);
  EXPECT_EQ(t->oddsText(),
            "Still in the stacks: yellow 16, blue 15, white 16, green 16, and red 14 (77 cards).");
  uiApp("fa");
  auto fa = makeRivalsTable(s);
  const QString list = QLocale().createSeparatedList(
      {QString::fromUtf8("زرد ۱۶"), QString::fromUtf8("آبی ۱۵"), QString::fromUtf8("سفید ۱۶"),
       QString::fromUtf8("سبز ۱۶"), QString::fromUtf8("قرمز ۱۴")});
  EXPECT_EQ(fa->oddsText(),
            QString::fromUtf8("هنوز در دسته‌ها: %1 (۷۷\u00a0کارت).").arg(list));
}

}  // namespace

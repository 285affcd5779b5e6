// Whole Saboteur Duel games played at the table as a person plays them: with the mouse only
// (drags, clicks, a right-click while dragging to turn a card) and with the keyboard only
// (arrows, Enter, R), in both directions, in a duel against the computer and alone; every kind
// of move is made when the game offers it, and the end screen's breakdown is the engine's.
#include <gtest/gtest.h>

#include <QSet>
#include <iostream>

#include "core/rng.h"
#include "saboteur_duel_test_support.h"

namespace mizbazi::testing {
namespace {

// The kind of a move, as the tests count them ("path r" for a turned path card).
QString kindOf(const QString& action) {
  const QStringList w = action.split(' ');
  if (w[0] == "path") return w.size() == 5 ? "path r" : "path";
  if (w[0] == "key") return "key " + w[1];
  if (w[0] == "pass") return w.size() == 3 ? "pass 2" : "pass";
  return w[0];
}

// A move the game offers now, preferring a kind not made yet, then laying paths (the game moves
// on), else any; drawn from a seeded generator so that a failure can be replayed.
QString pickAction(const QStringList& legal, QSet<QString>& done, Rng& rng) {
  QStringList fresh, paths;
  for (const QString& a : legal) {
    if (!done.contains(kindOf(a))) fresh << a;
    if (a.startsWith("path ")) paths << a;
  }
  const QStringList& from =
      !fresh.isEmpty() ? fresh : (!paths.isEmpty() && rng.uniform(0, 3) > 0 ? paths : legal);
  return from[rng.uniform(0, static_cast<int>(from.size()) - 1)];
}

// Plays seat 0's moves by gestures until the game is over; returns the kinds of move made.
QSet<QString> playWholeGame(SaboteurDuelTable& t, bool keys, std::uint64_t seed) {
  SaboteurDuelPlayer player(t, keys);
  Rng rng(seed);
  QSet<QString> done;
  int moves = 0;
  for (int step = 0; step < 600 && !t.controller().state().isTerminal(); ++step) {
    EXPECT_TRUE(settle(t));
    if (t.controller().state().isTerminal()) break;
    const State& s = t.controller().state();
    EXPECT_EQ(s.currentPlayer(), 0);
    QStringList legal;
    for (Action a : s.legalActions()) legal << QString::fromStdString(s.actionText(a));
    const QString action = pickAction(legal, done, rng);
    const std::size_t before = t.controller().record().actions().size();
    const bool ok = player.play(action, moves % 2 == 0);
    EXPECT_TRUE(ok) << action.toStdString() << ": " << player.error.toStdString();
    EXPECT_TRUE(settle(t));
    const auto& played = t.controller().record().actions();
    if (!ok || played.size() <= before || played[before] != action.toStdString()) {
      ADD_FAILURE() << "step " << step << ": " << action.toStdString() << " was not made ("
                    << t.messageText().toStdString() << ")";
      return done;
    }
    done.insert(kindOf(action));
    ++moves;
  }
  EXPECT_TRUE(t.controller().state().isTerminal());
  QStringList kinds(done.begin(), done.end());
  kinds.sort();
  std::cout << moves << " moves by " << (keys ? "keys" : "mouse") << ": "
            << kinds.join(", ").toStdString() << "\n";
  return done;
}

void expectEndMatchesEngine(SaboteurDuelTable& t) {
  const ui::EndSummary end = t.endSummary();
  const std::vector<int> scores = t.controller().state().scores();
  ASSERT_EQ(end.totals.size(), static_cast<int>(scores.size()));
  for (int seat = 0; seat < end.totals.size(); ++seat) EXPECT_EQ(end.totals[seat], scores[seat]);
  ASSERT_FALSE(end.columns.isEmpty());
  // The gold cards column counts the gold cards the seats hold in the final observation.
  for (int seat = 0; seat < end.totals.size(); ++seat)
    EXPECT_EQ(end.columns[0].cells.value(seat),
              QLocale().toString(t.model().goldCards.value(seat).size()));
}

struct Case {
  const char* language;  // "fa": right to left, "en": left to right
  int players;
  bool keys;
  std::uint64_t seed;
  int width = 1366, height = 768;
};

class SaboteurDuelWholeGame : public ::testing::TestWithParam<Case> {};

TEST_P(SaboteurDuelWholeGame, IsPlayedByGesturesOnly) {
  const Case c = GetParam();
  uiApp(c.language);
  auto t = makeSaboteurDuelTable(saboteurDuelScenario(c.players, c.seed), c.width, c.height);
  const QSet<QString> done = playWholeGame(*t, c.keys, c.seed);
  // Moves of every common kind were made by the gestures under test.
  EXPECT_TRUE(done.contains("path")) << c.seed;
  EXPECT_TRUE(done.contains("path r")) << c.seed;
  EXPECT_TRUE(done.contains("pass")) << c.seed;
  expectEndMatchesEngine(*t);
  uiApp("fa");
}

INSTANTIATE_TEST_SUITE_P(
    SaboteurDuel, SaboteurDuelWholeGame,
    ::testing::Values(Case{"fa", 2, false, 3}, Case{"en", 2, false, 4}, Case{"fa", 2, true, 5},
                      Case{"en", 2, true, 6}, Case{"fa", 1, false, 7}, Case{"en", 1, true, 8},
                      Case{"fa", 2, false, 9, 1920, 1080}, Case{"en", 1, true, 10, 1920, 1080}),
    [](const auto& info) {
      const Case& c = info.param;
      return std::string(c.players == 1 ? "Solo" : "Duel") + (c.keys ? "Keys" : "Mouse") +
             (std::string(c.language) == "fa" ? "RightToLeft" : "LeftToRight") +
             (c.width == 1366 ? "" : "FullHd");
    });

}  // namespace
}  // namespace mizbazi::testing

namespace mizbazi::testing {
namespace {

// Counted words read as English and Persian write them: "4 markers left", "1 marker left"
// (English plurals, not "(s)"), «۴ نشانگر مانده» with Persian digits.
TEST(SaboteurDuelTable, CountedWordsReadInEachLanguage) {
  uiApp("en");
  {
    auto t = makeSaboteurDuelTable(saboteurDuelScenario(2, 3));
    const QString d = t->seatDetails();
    EXPECT_FALSE(d.contains("(s)")) << d.toStdString();
    // (Names come isolated in direction marks: the words after them are checked.)
    EXPECT_TRUE(d.contains(": 0 nuggets, 4 markers left, 0 doors opened")) << d.toStdString();
    EXPECT_TRUE(d.contains(QString("%1 cards left in the deck.").arg(t->model().deckCount)))
        << d.toStdString();
    EXPECT_EQ(ui::saboteur_duel::SaboteurDuelTexts::nuggetsPhrase(5), "5 nuggets");
    EXPECT_EQ(QCoreApplication::translate("SaboteurDuelTexts", "%Ln nugget(s)", nullptr, 1),
              "1 nugget");
  }
  uiApp("fa");
  {
    auto t = makeSaboteurDuelTable(saboteurDuelScenario(2, 3));
    const QString d = t->seatDetails();
    EXPECT_TRUE(d.contains(": ۰\u00a0قطعه طلا، ۴\u00a0نشانگر مانده، ۰\u00a0درِ گشوده"))
        << d.toStdString();
    EXPECT_TRUE(d.contains("۴۰\u00a0کارت در ستون کشیدنی مانده است.")) << d.toStdString();
    EXPECT_EQ(ui::saboteur_duel::SaboteurDuelTexts::nuggetsPhrase(5), "۵\u00a0قطعه طلا");
  }
}

}  // namespace
}  // namespace mizbazi::testing

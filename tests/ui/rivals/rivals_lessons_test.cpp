// The rulebook's worked examples, shipped as lessons (resources/lessons/rivals/), open like any
// scenario file and reach the rulebook's outcome; the table shows the 72 points column by
// column.
#include <gtest/gtest.h>

#include <QDir>

#include "core/lesson.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_picture.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsPicture;

namespace {

Scenario lesson(const char* name) {
  return loadLessonLine(
      sourcePath(QStringLiteral("resources/lessons/rivals/") + name).toStdString());
}

// Plays the lesson's actions; fails on the first one the engine refuses.
GameRecord played(const Scenario& s, std::size_t count) {
  Scenario start = s;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  std::vector<std::string> actions(s.actions.begin(),
                                   s.actions.begin() + std::min(count, s.actions.size()));
  if (auto e = record.replay(actions)) ADD_FAILURE() << e->describe();
  return record;
}

enum Color { kYellow, kBlue, kWhite, kGreen, kRed };

TEST(RivalsLessons, EveryLessonOpensAndPlaysThrough) {
  const QDir dir(sourcePath("resources/lessons/rivals"));
  const QStringList files = dir.entryList({"*.json"}, QDir::Files);
  EXPECT_GE(files.size(), 2);
  for (const QString& file : files) {
    SCOPED_TRACE(file.toStdString());
    const Scenario s = loadLessonLine(dir.filePath(file).toStdString());
    EXPECT_EQ(s.game, "rivals");
    EXPECT_FALSE(s.notes.empty());
    EXPECT_FALSE(s.players.empty());
    const GameRecord record = played(s, s.actions.size());
    EXPECT_EQ(record.actions().size(), s.actions.size());
  }
}

TEST(RivalsLessons, TheAuctionExampleEndsAsTheRulebookSays) {
  const Scenario s = lesson("02-auction-example.json");
  // Ten actions prepare the display; then: 1, pass, 2, 3, 4, pass, 5 …
  const GameRecord bidding = played(s, 17);
  const RivalsPicture before = RivalsPicture::fromObservation(observationJson(bidding.state(), -1));
  EXPECT_EQ(before.display, QStringList({"red-4", "red-4", "white-2", "green-w"}));
  ASSERT_TRUE(before.auction);
  EXPECT_EQ(before.bid, 5);
  EXPECT_EQ(before.leader, 3);
  EXPECT_EQ(before.opener, 0);
  EXPECT_TRUE(before.hasPassed(1));
  EXPECT_TRUE(before.hasPassed(2));
  EXPECT_FALSE(before.hasPassed(0));
  EXPECT_EQ(before.current, 0);
  // … pass: the fifth bid wins and is paid into the reserve.
  const GameRecord won = played(s, 18);
  const RivalsPicture claim = RivalsPicture::fromObservation(observationJson(won.state(), 3));
  ASSERT_TRUE(claim.claim);
  EXPECT_EQ(claim.winner, 3);
  EXPECT_EQ(claim.paid, 5);
  EXPECT_EQ(claim.reserve, before.reserve + 5);
  EXPECT_EQ(claim.coins[3], before.coins[3] - 5);
  // The winner takes both red 4s, discards the green wager, leaves white 2; done turns up a card
  // and the player after the winner is to move.
  const GameRecord end = played(s, s.actions.size());
  const RivalsPicture after = RivalsPicture::fromObservation(observationJson(end.state(), -1));
  EXPECT_EQ(after.column(3, kRed).cards, QStringList({"red-s", "red-4", "red-4"}));
  EXPECT_EQ(after.out, QStringList({"green-w"}));
  EXPECT_EQ(after.display, QStringList({"white-2", "yellow-7"}));
  EXPECT_EQ(after.phase, mizbazi::rivals::Phase::kTurn);
  EXPECT_EQ(after.current, 0);
  EXPECT_EQ(after.reserve, claim.reserve);
}

TEST(RivalsLessons, TheScoringExampleMakesSeventyTwo) {
  const Scenario s = lesson("06-scoring-example.json");
  const GameRecord record = played(s, s.actions.size());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  // Green: 8 footprints, four numbers (+8). White: 5 × 2. Red: 6 × 3, four numbers (+8).
  // Yellow: nothing. Blue: 4 × 5.
  EXPECT_EQ(p.column(0, kGreen).footprints, 8);
  EXPECT_EQ(p.column(0, kGreen).multiplier(), 1);
  EXPECT_EQ(p.column(0, kGreen).bonus, 8);
  EXPECT_EQ(p.column(0, kGreen).score, 16);
  EXPECT_EQ(p.column(0, kWhite).footprints, 5);
  EXPECT_EQ(p.column(0, kWhite).multiplier(), 2);
  EXPECT_EQ(p.column(0, kWhite).bonus, 0);
  EXPECT_EQ(p.column(0, kWhite).score, 10);
  EXPECT_EQ(p.column(0, kRed).footprints, 6);
  EXPECT_EQ(p.column(0, kRed).multiplier(), 3);
  EXPECT_EQ(p.column(0, kRed).bonus, 8);
  EXPECT_EQ(p.column(0, kRed).score, 26);
  EXPECT_TRUE(p.column(0, kYellow).empty());
  EXPECT_EQ(p.column(0, kYellow).score, 0);
  EXPECT_EQ(p.column(0, kBlue).footprints, 4);
  EXPECT_EQ(p.column(0, kBlue).multiplier(), 5);
  EXPECT_EQ(p.column(0, kBlue).score, 20);
  EXPECT_EQ(p.coins[0], 0);
  EXPECT_EQ(p.expeditionScore(0), 72);
  EXPECT_EQ(p.scores[0], 72);
  EXPECT_EQ(record.state().scores()[0], 72);
}

// Sara, with 3 coins, opened at 3; after Kaveh's 4 her only legal move is to pass, and the pass
// costs her nothing.
TEST(RivalsLessons, TheCannotRaiseLessonLeavesSaraOnlyAPass) {
  const Scenario s = lesson("03-cannot-raise.json");
  const GameRecord afterBid = played(s, 3);  // reveal, bid 3, bid 4
  ASSERT_EQ(afterBid.state().currentPlayer(), 0);
  const auto legal = afterBid.state().legalActions();
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(afterBid.state().actionText(legal.front()), "pass");
  const GameRecord record = played(s, s.actions.size());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  EXPECT_EQ(p.coins[0], 3);
  EXPECT_EQ(p.coins[1], 11);
  EXPECT_EQ(p.reserve, 4);
  EXPECT_EQ(p.column(1, kYellow).cards, QStringList({"yellow-9"}));
}

// Yellow 4 dies the moment the learner takes yellow 8: Kaveh's yellow stands at 6, Sara's at 8.
TEST(RivalsLessons, TheDeadCardLessonPutsYellowFourOut) {
  const Scenario s = lesson("04-dead-cards.json");
  const GameRecord record = played(s, s.actions.size());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  EXPECT_EQ(p.out, QStringList({"yellow-4"}));
  EXPECT_EQ(p.column(0, kYellow).cards, QStringList({"yellow-s", "yellow-8"}));
  EXPECT_EQ(p.column(1, kYellow).cards, QStringList({"yellow-s", "yellow-6"}));
  EXPECT_FALSE(p.display.contains("yellow-4"));
}

// Seven coins in the reserve among three players when the first stack runs out: 2 each, 1 stays.
TEST(RivalsLessons, TheReserveSplitLessonSharesSevenAmongThree) {
  const Scenario s = lesson("05-reserve-split.json");
  const GameRecord before = played(s, s.actions.size() - 1);
  const RivalsPicture b = RivalsPicture::fromObservation(observationJson(before.state(), -1));
  EXPECT_EQ(b.reserve, 7);
  const GameRecord record = played(s, s.actions.size());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  EXPECT_EQ(p.reserve, 1);
  EXPECT_EQ(p.coins[0], b.coins[0] + 2);
  EXPECT_EQ(p.coins[1], b.coins[1] + 2);
  EXPECT_EQ(p.coins[2], b.coins[2] + 2);
  EXPECT_EQ(p.display, QStringList({"white-9"}));
}

// The last card ends the game at once: not auctioned, no share-out; Sara wins 161 to 94.
TEST(RivalsLessons, TheEndLessonEndsTheGameWithTheLastCard) {
  const Scenario s = lesson("07-the-end.json");
  const GameRecord before = played(s, s.actions.size() - 1);
  EXPECT_FALSE(before.state().isTerminal());
  const GameRecord record = played(s, s.actions.size());
  ASSERT_TRUE(record.state().isTerminal());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  EXPECT_EQ(p.display, QStringList({"red-9"}));
  EXPECT_EQ(p.reserve, 13);
  EXPECT_EQ(record.state().scores(), (std::vector<int>{161, 94}));
  EXPECT_EQ(record.state().winners(), (std::vector<int>{0}));
}

// Sara, a point behind, buys green 9 for 1 coin: 30 points each, and her 12 coins against Kaveh's
// 10 decide the game for her alone.
TEST(RivalsLessons, TheTieLessonIsDecidedByCoins) {
  const Scenario s = lesson("08-the-tie.json");
  const GameRecord before = played(s, s.actions.size() - 4);  // bid 1, pass, take green-9, done
  EXPECT_EQ(before.state().scores(), (std::vector<int>{29, 30}));
  const GameRecord record = played(s, s.actions.size());
  ASSERT_TRUE(record.state().isTerminal());
  const RivalsPicture p = RivalsPicture::fromObservation(observationJson(record.state(), -1));
  EXPECT_EQ(record.state().scores(), (std::vector<int>{30, 30}));
  EXPECT_EQ(p.coins[0], 12);
  EXPECT_EQ(p.coins[1], 10);
  EXPECT_EQ(p.column(0, kGreen).cards, QStringList({"green-7", "green-8", "green-9"}));
  EXPECT_EQ(record.state().winners(), (std::vector<int>{0}));
}

}  // namespace

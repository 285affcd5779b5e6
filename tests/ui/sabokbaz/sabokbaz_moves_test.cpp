// The Sabokbaz move mapping over many random matches of four and six players: every legal action
// round-trips through its path, no path is a proper prefix of another, and a wrong card is
// answered with the engine's refusal in a Persian sentence.
#include <QSet>

#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_moves.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/refusal_text.h"

namespace mizbazi::testing {
namespace {

using ui::MovePath;
using ui::MoveStep;
using ui::sabokbaz::SabokbazMoves;
using ui::sabokbaz::SabokbazTexts;
namespace places = ui::sabokbaz::places;

bool isProperPrefix(const MovePath& a, const MovePath& b) {
  if (a.size() >= b.size()) return false;
  for (int i = 0; i < a.size(); ++i) {
    if (!(a[i] == b[i])) return false;
  }
  return true;
}

class SabokbazMovesTest : public ::testing::TestWithParam<int> {};

TEST_P(SabokbazMovesTest, EveryLegalActionRoundTripsThroughItsPath) {
  uiApp("fa");
  const SabokbazMoves moves;
  long checked = 0;
  playRandomMatches(GetParam(), 12, 20240 + GetParam(), [&](const State& s) {
    QVector<MovePath> paths;
    for (Action a : s.legalActions()) {
      const QString text = QString::fromStdString(s.actionText(a));
      const MovePath path = moves.pathOf(text);
      ASSERT_EQ(path.size(), 2) << text.toStdString();
      EXPECT_EQ(path[0].kind, MoveStep::Kind::kCard);
      EXPECT_EQ(path[1].kind, MoveStep::Kind::kPlace);
      EXPECT_EQ(path[1].place, places::trick());
      const auto back = moves.actionFor(path);
      ASSERT_TRUE(back.has_value()) << text.toStdString();
      EXPECT_EQ(*back, text);
      paths.push_back(path);
      ++checked;
    }
    for (const MovePath& a : paths) {
      for (const MovePath& b : paths) EXPECT_FALSE(isProperPrefix(a, b));
    }
    // Two different actions never share a path.
    QSet<QString> cards;
    for (const MovePath& p : paths) cards.insert(p[0].card);
    EXPECT_EQ(cards.size(), paths.size());
  });
  EXPECT_GT(checked, 2000);
}

// A card that may not be played (a card outside the led family while one of it is in hand, a
// special leading) maps to an action the engine refuses, with a reason the translator turns into
// a Persian sentence, never the engine's English fallback.
TEST_P(SabokbazMovesTest, WrongCardsAreRefusedInPersian) {
  uiApp("fa");
  const SabokbazMoves moves;
  QMap<QString, int> codes;
  playRandomMatches(GetParam(), 8, 777 + GetParam(), [&](const State& s) {
    const int seat = s.currentPlayer();
    if (seat < 0 || seat >= sabokbaz::kMaxSeats) return;
    const auto& state = asSabokbaz(s);
    const auto hand = state.position().hands[seat];
    const auto legal = state.playableMask();
    for (int c = 0; c < sabokbaz::kCardCount; ++c) {
      if (!(hand & sabokbaz::bitOf(c)) || (legal & sabokbaz::bitOf(c))) continue;
      const MovePath path = {
          MoveStep::ofCard(SabokbazTexts::cardArt(QString::fromStdString(sabokbaz::cardId(c)))),
          MoveStep::ofPlace(places::trick())};
      const auto text = moves.actionFor(path);
      ASSERT_TRUE(text.has_value());
      auto copy = s.clone();
      const auto why = copy->applyText(text->toStdString());
      ASSERT_TRUE(why.has_value()) << text->toStdString() << " was accepted";
      EXPECT_TRUE(copy->equals(s)) << "a refused action changed the state";
      const QString sentence = ui::RefusalText::translate(*why, SabokbazTexts::refusalTranslator());
      EXPECT_FALSE(sentence.isEmpty());
      EXPECT_TRUE(hasPersianLetter(sentence)) << sentence.toStdString();
      EXPECT_NE(sentence.toStdString(), why->message);
      ++codes[QString::fromStdString(why->code)];
    }
  });
  EXPECT_GT(codes.value("must-follow"), 100);
  EXPECT_GT(codes.value("special-cannot-lead"), 10);
  EXPECT_EQ(codes.size(), 2) << "only these two rules make a held card unplayable";
}

INSTANTIATE_TEST_SUITE_P(Players, SabokbazMovesTest, ::testing::Values(4, 6),
                         [](const auto& info) { return std::to_string(info.param) + "Players"; });

TEST(SabokbazMoves, PathsThatAreNoActionGiveNone) {
  const SabokbazMoves moves;
  const MoveStep card = MoveStep::ofCard("sabokbaz/badeh-10");
  EXPECT_EQ(moves.actionFor({card, MoveStep::ofPlace(places::trick())}), QString("play badeh-10"));
  // Any slot of the trick is the trick.
  EXPECT_EQ(moves.actionFor({card, MoveStep::ofPlace(places::trickSlot(2))}),
            QString("play badeh-10"));
  EXPECT_FALSE(moves.actionFor({card}));
  EXPECT_FALSE(moves.actionFor({}));
  EXPECT_FALSE(moves.actionFor({card, MoveStep::ofPlace(places::hand(0))}));
  EXPECT_FALSE(moves.actionFor({card, MoveStep::ofPlace(places::taken(1))}));
  EXPECT_FALSE(moves.actionFor({card, MoveStep::ofPlace(places::lastTrick(0))}));
  EXPECT_FALSE(
      moves.actionFor({card, MoveStep::ofPlace(places::trick()), MoveStep::ofButton("x")}));
  EXPECT_FALSE(
      moves.actionFor({MoveStep::ofCard("zirkhaki/coin-7"), MoveStep::ofPlace(places::trick())}));
  EXPECT_FALSE(
      moves.actionFor({MoveStep::ofCard("sabokbaz/back"), MoveStep::ofPlace(places::trick())}));
  EXPECT_FALSE(
      moves.actionFor({MoveStep::ofCard("sabokbaz/badeh-13"), MoveStep::ofPlace(places::trick())}));
  EXPECT_FALSE(moves.actionFor({MoveStep::ofButton("pass")}));
  EXPECT_TRUE(moves.pathOf("pass").isEmpty());
  EXPECT_TRUE(moves.pathOf("play badeh-0").isEmpty());
  EXPECT_EQ(moves.pathOf("play ajal"),
            MovePath({MoveStep::ofCard("sabokbaz/ajal"), MoveStep::ofPlace(places::trick())}));
}

}  // namespace
}  // namespace mizbazi::testing

// Rivals' moves as paths of choices: every legal action of random games makes a path that maps
// back to it, no legal path is a proper prefix of another, and the wrong paths a player can try
// give action texts the engine refuses with a reason the table translates.
#include <gtest/gtest.h>

#include <QSet>
#include <set>

#include "rivals/rivals_cards.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_drop_refusals.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/refusal_text.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::MovePath;
using mizbazi::ui::MoveStep;
using mizbazi::ui::rivals::RivalsMoves;
using mizbazi::ui::rivals::RivalsTexts;
namespace eng = ::mizbazi::rivals;

namespace {

bool isProperPrefix(const MovePath& a, const MovePath& b) {
  if (a.size() >= b.size()) return false;
  for (int i = 0; i < a.size(); ++i) {
    if (!(a[i] == b[i])) return false;
  }
  return true;
}

std::string describe(const MovePath& p) {
  std::string out;
  for (const MoveStep& s : p) {
    out += "[" + std::to_string(static_cast<int>(s.kind)) + " " + s.card.toStdString() + " " +
           std::to_string(s.place.zone) + "/" + std::to_string(s.place.seat) + "/" +
           std::to_string(s.place.slot) + " " + s.value.toStdString() + "]";
  }
  return out;
}

// Every path a player can put together on the table: each amount, each button, a stack clicked or
// dragged to the display, the stack's back and a coin onto each pile, every card id onto the out
// pile and onto each column of each seat.
QVector<MovePath> everyTry(int players) {
  QVector<MovePath> out;
  for (int n = 0; n <= eng::kMaxBid; ++n)
    out.push_back({MoveStep::ofDetail(RivalsMoves::bidDetail(n))});
  out.push_back({MoveStep::ofButton("pass")});
  out.push_back({MoveStep::ofButton("done")});
  QVector<Place> places = {RivalsMoves::displayPlace(), RivalsMoves::outPlace(),
                           RivalsMoves::boxPlace(), RivalsMoves::reservePlace()};
  for (int s = 0; s < eng::kStacks; ++s) {
    places.push_back(RivalsMoves::stackPlace(s));
    // A stack is grabbed as its pile: clicked, or dragged onto a pile.
    out.push_back({MoveStep::ofPlace(RivalsMoves::stackPlace(s))});
    out.push_back({MoveStep::ofPlace(RivalsMoves::stackPlace(s)),
                   MoveStep::ofPlace(RivalsMoves::displayPlace())});
  }
  for (int seat = 0; seat < players; ++seat) {
    places.push_back(RivalsMoves::pursePlace(seat));
    for (int c = 0; c < eng::kColorCount; ++c)
      places.push_back(RivalsMoves::expeditionPlace(seat, c));
  }
  QStringList arts = {RivalsTexts::backArt(), RivalsTexts::coinArt()};
  for (int name = 0; name < eng::kNameCount; ++name) {
    arts << RivalsTexts::artId(QString::fromStdString(eng::nameId(name)));
  }
  for (const QString& art : arts) {
    for (const Place& p : places) out.push_back({MoveStep::ofCard(art), MoveStep::ofPlace(p)});
  }
  return out;
}

class RivalsMovesTest : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

TEST_F(RivalsMovesTest, EveryLegalActionRoundTripsAndNoPathIsAPrefixOfAnother) {
  int states = 0, actions = 0;
  for (int players = 2; players <= 4; ++players) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      RandomGameHooks hooks;
      hooks.before = [&](const State& state, const std::string&) {
        if (state.isTerminal()) return;
        const int actor = state.currentPlayer();
        const int stack = dynamic_cast<const eng::RivalsState&>(state).currentStack();
        RivalsMoves moves([actor] { return actor; }, [stack] { return stack; });
        QVector<MovePath> paths;
        for (Action a : state.legalActions()) {
          const QString text = QString::fromStdString(state.actionText(a));
          const MovePath path = moves.pathOf(text);
          ASSERT_FALSE(path.isEmpty()) << text.toStdString();
          const auto back = moves.actionFor(path);
          ASSERT_TRUE(back.has_value()) << text.toStdString();
          EXPECT_EQ(*back, text);
          // The reveal's first step is the current stack's pile (face-down cards are their pile).
          if (text == "reveal") {
            EXPECT_EQ(path[0].place, RivalsMoves::stackPlace(stack));
          }
          for (const MovePath& alias : moves.aliasesOf(text)) {
            EXPECT_EQ(moves.actionFor(alias), text) << describe(alias);
          }
          paths.push_back(path);
          ++actions;
        }
        for (int i = 0; i < paths.size(); ++i) {
          for (int j = 0; j < paths.size(); ++j) {
            EXPECT_FALSE(isProperPrefix(paths[i], paths[j]))
                << describe(paths[i]) << " starts " << describe(paths[j]);
          }
        }
        ++states;
      };
      playRandomGame(players, seed, hooks);
    }
  }
  EXPECT_GT(states, 1000);
  EXPECT_GT(actions, 10000);
}

TEST_F(RivalsMovesTest, WrongPathsAreRefusedByTheEngineWithATranslatedReason) {
  std::set<std::string> codes;
  int refusals = 0;
  for (int players = 2; players <= 4; ++players) {
    const QVector<MovePath> tries = everyTry(players);
    for (std::uint64_t seed = 11; seed <= 14; ++seed) {
      Rng pick(seed);
      RandomGameHooks hooks;
      hooks.before = [&](const State& state, const std::string&) {
        const int actor = std::max(0, state.currentPlayer());
        RivalsMoves moves([actor] { return actor; }, [] { return 0; });
        std::set<std::string> legal;
        for (Action a : state.legalActions()) legal.insert(state.actionText(a));
        // Every try on a fifth of the positions (and the last), a sample of them on the others.
        const bool all = state.isTerminal() || pick.uniform(0, 4) == 0;
        for (const MovePath& path : tries) {
          if (!all && pick.uniform(0, 19) != 0) continue;
          const auto text = moves.actionFor(path);
          if (!text) continue;
          if (legal.count(text->toStdString())) continue;
          auto copy = state.clone();
          const auto why = copy->applyText(text->toStdString());
          ASSERT_TRUE(why.has_value()) << text->toStdString() << " was applied";
          EXPECT_TRUE(copy->equals(state));
          // As the table words it: Rivals' sentence, else the framework's ("game-over").
          const QString said = ui::RefusalText::translate(*why, &RivalsTexts::refusal);
          ASSERT_NE(said.toStdString(), why->message) << why->code;
          EXPECT_FALSE(said.trimmed().isEmpty()) << why->code;
          EXPECT_TRUE(hasPersianLetters(said)) << why->code << ": " << said.toStdString();
          EXPECT_FALSE(hasLatinDigits(said)) << said.toStdString();
          codes.insert(why->code);
          ++refusals;
        }
      };
      playRandomGame(players, seed, hooks);
    }
  }
  EXPECT_GT(refusals, 1000);
  // The table can make every reason the engine has for a move, except "unknown-action" (no path
  // spells a number that is no action).
  for (const char* code :
       {"game-over", "auction-running", "claim-running", "no-auction", "not-auction-winner",
        "display-empty", "bid-below-one", "bid-not-higher", "not-enough-coins",
        "card-not-in-display", "wager-after-number", "number-too-low", "already-discarded"}) {
    EXPECT_TRUE(codes.count(code)) << "no wrong path met " << code;
  }
}

TEST_F(RivalsMovesTest, PathsNameTheEnginesPlaces) {
  int actor = 2;
  int stack = 1;
  RivalsMoves moves([&actor] { return actor; }, [&stack] { return stack; });
  const MovePath take = moves.pathOf("take red-4");
  ASSERT_EQ(take.size(), 2);
  EXPECT_EQ(take[0], MoveStep::ofCard("rivals/red-4"));
  EXPECT_EQ(take[1].place, (Place{eng::kZoneExpedition, 2, 4}));
  // The same card for another actor goes into that actor's column.
  actor = 0;
  EXPECT_EQ(moves.pathOf("take red-4")[1].place, (Place{eng::kZoneExpedition, 0, 4}));
  EXPECT_EQ(moves.pathOf("discard green-w"),
            (MovePath{MoveStep::ofCard("rivals/green-w"),
                      MoveStep::ofPlace(Place{eng::kZoneOut, -1, -1})}));
  EXPECT_EQ(moves.pathOf("reveal"),
            (MovePath{MoveStep::ofPlace(Place{eng::kZoneStack, -1, 1}),
                      MoveStep::ofPlace(Place{eng::kZoneDisplay, -1, -1})}));
  EXPECT_EQ(moves.aliasesOf("reveal"),
            (QVector<MovePath>{{MoveStep::ofPlace(Place{eng::kZoneStack, -1, 1})}}));
  stack = 3;  // the table's current stack is read each time
  EXPECT_EQ(moves.pathOf("reveal")[0].place, (Place{eng::kZoneStack, -1, 3}));
  // The stack's back is no card a player can pick (face-down cards are their pile).
  EXPECT_FALSE(moves
                   .actionFor({MoveStep::ofCard("rivals/back"),
                               MoveStep::ofPlace(RivalsMoves::displayPlace())})
                   .has_value());
  EXPECT_EQ(moves.pathOf("bid 12"), (MovePath{MoveStep::ofDetail("bid:12")}));
  EXPECT_EQ(moves.pathOf("pass"), (MovePath{MoveStep::ofButton("pass")}));
  EXPECT_EQ(moves.pathOf("done"), (MovePath{MoveStep::ofButton("done")}));
  EXPECT_TRUE(moves.pathOf("shuffle").isEmpty());
  EXPECT_TRUE(moves.pathOf("take purple-4").isEmpty());
}

TEST_F(RivalsMovesTest, AmountsAreCanonicalAndWithinTheCoins) {
  EXPECT_EQ(RivalsMoves::amountOf("bid:5"), 5);
  EXPECT_EQ(RivalsMoves::amountOf("bid:0"), 0);
  EXPECT_EQ(RivalsMoves::amountOf("bid:36"), 36);
  for (const char* bad : {"bid:37", "bid:05", "bid:-1", "bid:", "bid:x", "bid:5 ", "5", "bid 5"}) {
    EXPECT_FALSE(RivalsMoves::amountOf(bad).has_value()) << bad;
  }
  RivalsMoves moves([] { return 0; }, [] { return 0; });
  EXPECT_FALSE(moves.actionFor({MoveStep::ofDetail("bid:99")}).has_value());
  EXPECT_FALSE(moves.actionFor({MoveStep::ofButton("reveal")}).has_value());
  EXPECT_FALSE(moves.actionFor({}).has_value());
}

TEST_F(RivalsMovesTest, DropsThatAreNoMoveSayWhy) {
  RivalsMoves moves([] { return 1; }, [] { return 0; });
  // Red 4 onto the actor's own blue column, and onto another player's red column.
  const MovePath wrongColumn{MoveStep::ofCard("rivals/red-4"),
                             MoveStep::ofPlace(RivalsMoves::expeditionPlace(1, 1))};
  const MovePath otherSeat{MoveStep::ofCard("rivals/red-4"),
                           MoveStep::ofPlace(RivalsMoves::expeditionPlace(0, 4))};
  EXPECT_FALSE(moves.actionFor(wrongColumn).has_value());
  EXPECT_FALSE(moves.actionFor(otherSeat).has_value());
  EXPECT_EQ(refusalOf<ui::rivals::DropRefusalCode>(*moves.refusalFor(wrongColumn)),
            ui::rivals::DropRefusalCode::kWrongColumn);
  const auto a = moves.whyNoMove(wrongColumn);
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(refusalOf<ui::rivals::DropRefusalCode>(*a), ui::rivals::DropRefusalCode::kWrongColumn);
  EXPECT_EQ(RivalsTexts::refusal(*a).value(),
            QString::fromUtf8(
                "قرمز ۴ به ماجراجویی قرمز شما می‌رود، نه به "
                "ماجراجویی "
                "آبی."));
  const auto b = moves.whyNoMove(otherSeat);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(refusalOf<ui::rivals::DropRefusalCode>(*b),
            ui::rivals::DropRefusalCode::kNotYourExpedition);
  EXPECT_TRUE(hasPersianLetters(RivalsTexts::refusal(*b).value()));
  // A path that is a move needs no such reason.
  EXPECT_FALSE(moves.whyNoMove(moves.pathOf("take red-4")).has_value());
}

TEST_F(RivalsMovesTest, LabelsAreTranslated) {
  RivalsMoves moves([] { return 0; }, [] { return 0; });
  EXPECT_EQ(moves.label(MoveStep::ofDetail("bid:5")), QString::fromUtf8("پیشنهاد ۵\u00a0سکه"));
  EXPECT_EQ(moves.label(MoveStep::ofButton("pass")), QString::fromUtf8("پاس"));
  EXPECT_EQ(moves.label(MoveStep::ofButton("done")), QString::fromUtf8("تمام"));
  EXPECT_EQ(moves.label(MoveStep::ofCard("rivals/white-10")), QString::fromUtf8("سفید ۱۰"));
  EXPECT_EQ(moves.label(MoveStep::ofPlace(RivalsMoves::expeditionPlace(0, 3))),
            QString::fromUtf8("ماجراجویی سبز شما"));
  uiApp("en");
  EXPECT_EQ(moves.label(MoveStep::ofDetail("bid:1")), QString("Bid 1 coin"));
  EXPECT_EQ(moves.label(MoveStep::ofCard("rivals/white-10")), QString("white 10"));
  uiApp("fa");
}

}  // namespace

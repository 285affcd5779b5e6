// The odds (F6) count the cards the seat on screen has not seen, per family, from its observation
// only, and the count is right: in random matches of four and six, for every seat, the unseen
// cards of each suit are exactly those in the other seats' hands (read from the engine, which the
// table never does), and the specials named are exactly those the others hold.
#include "ui/sabokbaz/sabokbaz_odds.h"
#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_texts.h"

namespace mizbazi::testing {
namespace {

using ui::sabokbaz::SabokbazOdds;
using ui::sabokbaz::SabokbazPicture;
using ui::sabokbaz::SabokbazTexts;

class SabokbazOddsTest : public ::testing::TestWithParam<int> {};

TEST_P(SabokbazOddsTest, UnseenCardsAreExactlyTheOtherHands) {
  uiApp("fa");
  const int players = GetParam();
  long checked = 0;
  playRandomMatches(players, 2, 77 + players, [&](const State& s) {
    const auto& hands = asSabokbaz(s).position().hands;
    for (int seat = 0; seat < players; ++seat) {
      const auto p = SabokbazPicture::parse(observationJson(s, seat));
      ASSERT_TRUE(p.has_value());
      const auto odds = SabokbazOdds::of(*p);
      if (s.isTerminal()) {
        EXPECT_FALSE(odds.has_value());
        continue;
      }
      ASSERT_TRUE(odds.has_value());
      std::array<int, sabokbaz::kSuitCount> inOthers{};
      QStringList specials;
      int total = 0;
      for (int c = 0; c < sabokbaz::kCardCount; ++c) {
        for (int other = 0; other < players; ++other) {
          if (other == seat || !(hands[other] & sabokbaz::bitOf(c))) continue;
          ++total;
          if (sabokbaz::isSpecial(c))
            specials << QString::fromStdString(sabokbaz::cardId(c));
          else
            ++inOthers[sabokbaz::suitOf(c)];
        }
      }
      for (int suit = 0; suit < sabokbaz::kSuitCount; ++suit)
        ASSERT_EQ(odds->unseen[suit], inOthers[suit]) << "suit " << suit;
      ASSERT_EQ(odds->specials, specials);
      ASSERT_EQ(odds->total, total);
      ++checked;
    }
  });
  EXPECT_GT(checked, 100);
}

INSTANTIATE_TEST_SUITE_P(FourAndSix, SabokbazOddsTest, ::testing::Values(4, 6));

TEST(SabokbazOdds, TheTextNamesEachFamilyAndTheUnseenSpecials) {
  uiApp("fa");
  SabokbazOdds odds;
  odds.unseen = {5, 3, 0, 2};
  odds.specials = {"ajal", "behesht"};
  odds.total = 12;
  const QString text = odds.text();
  EXPECT_TRUE(text.contains(SabokbazTexts::suitCount("koozeh", 5))) << text.toStdString();
  EXPECT_TRUE(text.contains(SabokbazTexts::suitCount("zamaneh", 0))) << text.toStdString();
  EXPECT_TRUE(text.contains("۵\u00a0" + SabokbazTexts::suitName("koozeh"))) << text.toStdString();
  EXPECT_TRUE(text.contains(SabokbazTexts::cardName("ajal")));
  EXPECT_TRUE(text.contains(SabokbazTexts::cardName("behesht")));
  EXPECT_FALSE(text.contains(SabokbazTexts::cardName("khayyam")));
  EXPECT_TRUE(text.contains("۱۲"));
  EXPECT_TRUE(hasPersianLetter(text));
  EXPECT_TRUE(numbersSideBySide(text).isEmpty()) << text.toStdString();
  uiApp("en");
  EXPECT_TRUE(odds.text().startsWith(
      "Not seen yet (12 cards): 5 jugs, 3 greenery cards, 0 fate cards, 2 wine cards."))
      << odds.text().toStdString();
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

// The card table (docs/rules-sabokbaz.md, "The cards (52)"): ids, families, values and their
// totals.
#include <gtest/gtest.h>

#include <set>

#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {
namespace {

TEST(SabokbazCards, EveryIdRoundTripsAndIsUnique) {
  std::set<std::string> seen;
  for (int c = 0; c < kCardCount; ++c) {
    std::string id = cardId(c);
    EXPECT_TRUE(seen.insert(id).second) << id;
    ASSERT_TRUE(parseCardId(id).has_value()) << id;
    EXPECT_EQ(*parseCardId(id), c) << id;
  }
  EXPECT_EQ(seen.size(), 52u);
}

TEST(SabokbazCards, CanonicalIds) {
  EXPECT_EQ(cardId(cardOf(kKoozeh, 1)), "koozeh-1");
  EXPECT_EQ(cardId(cardOf(kSabzeh, 12)), "sabzeh-12");
  EXPECT_EQ(cardId(cardOf(kZamaneh, 3)), "zamaneh-3");
  EXPECT_EQ(cardId(cardOf(kBadeh, 10)), "badeh-10");
  EXPECT_EQ(cardId(kDozakh), "dozakh");
  EXPECT_EQ(cardId(kBehesht), "behesht");
  EXPECT_EQ(cardId(kKhayyam), "khayyam");
  EXPECT_EQ(cardId(kAjal), "ajal");
}

TEST(SabokbazCards, MalformedIdsAreRefused) {
  for (const char* bad : {"", "koozeh", "koozeh-", "koozeh-0", "koozeh-13", "koozeh-07", "badeh-+7",
                          "badeh-7x", "wine-7", "Ajal", "dozakh-1", "-3"}) {
    EXPECT_FALSE(parseCardId(bad).has_value()) << bad;
  }
}

TEST(SabokbazCards, ValuesPerCard) {
  for (int n = 1; n <= 12; ++n) {
    EXPECT_EQ(valueOf(cardOf(kKoozeh, n)), 0);
    EXPECT_EQ(valueOf(cardOf(kSabzeh, n)), 0);
    EXPECT_EQ(valueOf(cardOf(kZamaneh, n)), -2);
    EXPECT_EQ(valueOf(cardOf(kBadeh, n)), 3);
  }
  EXPECT_EQ(valueOf(kDozakh), -7);
  EXPECT_EQ(valueOf(kBehesht), 7);
  EXPECT_EQ(valueOf(kKhayyam), 10);
  EXPECT_EQ(valueOf(kAjal), -15);
}

TEST(SabokbazCards, TotalsOfBothTableSizes) {
  int all = 0;
  for (int c = 0; c < kCardCount; ++c) all += valueOf(c);
  EXPECT_EQ(all, 7);  // −24 + 36 − 7 + 7 + 10 − 15
  EXPECT_EQ(valueOfMask(kAllCards), 7);
  EXPECT_EQ(valueOfMask(suitMask(kZamaneh)), -24);
  EXPECT_EQ(valueOfMask(suitMask(kBadeh)), 36);
  const Variant six = variantFor(6);
  EXPECT_EQ(valueOfMask(six.inPlay), 6);
  EXPECT_EQ(valueOfMask(six.inPlay & suitMask(kZamaneh)), -22);
  EXPECT_EQ(valueOfMask(six.inPlay & suitMask(kBadeh)), 33);
  EXPECT_EQ(std::popcount(six.inPlay), 48);
  EXPECT_EQ(six.handTotal, 6);
  EXPECT_EQ(six.fateTotal, -22);
  EXPECT_EQ(six.wineTotal, 33);
  const Variant four = variantFor(4);
  EXPECT_EQ(valueOfMask(four.inPlay), four.handTotal);
  EXPECT_EQ(std::popcount(four.inPlay), 52);
  EXPECT_EQ(four.handSize * four.players, 52);
  EXPECT_EQ(six.handSize * six.players, 48);
}

TEST(SabokbazCards, FamiliesJoinBadehAndZamaneh) {
  EXPECT_EQ(familyOf(cardOf(kKoozeh, 5)), kFamilyKoozeh);
  EXPECT_EQ(familyOf(cardOf(kSabzeh, 5)), kFamilySabzeh);
  EXPECT_EQ(familyOf(cardOf(kZamaneh, 5)), kFamilyFate);
  EXPECT_EQ(familyOf(cardOf(kBadeh, 5)), kFamilyFate);
  for (int c = kNumberedCards; c < kCardCount; ++c) {
    EXPECT_TRUE(isSpecial(c));
    EXPECT_EQ(familyOf(c), kNoFamily);
  }
  for (int f = 0; f < kFamilyCount; ++f) {
    for (int c = 0; c < kCardCount; ++c) {
      EXPECT_EQ((kFamilyMask[f] >> c) & 1, static_cast<CardMask>(familyOf(c) == f)) << c;
    }
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz

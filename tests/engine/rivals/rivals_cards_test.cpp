// The card tables of docs/rules-rivals.md, "The cards and coins".
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "rivals/rivals_cards.h"

namespace mizbazi::rivals {
namespace {

TEST(RivalsCards, EveryColorHasItsCards) {
  for (int color = 0; color < kColorCount; ++color) {
    std::map<std::string, int> copies;
    int footprints = 0, numbered = 0, wagers = 0, starting = 0;
    for (int card = 0; card < kTotalCards; ++card) {
      if (colorOfCard(card) != color) continue;
      int name = nameOfCard(card);
      ++copies[cardId(card)];
      footprints += footprintsOfName(name);
      if (kindOfName(name) == kKindWager)
        ++wagers;
      else if (kindOfName(name) == kKindStartingWager)
        ++starting;
      else
        ++numbered;
    }
    std::string c(kColorIds[color]);
    EXPECT_EQ(numbered, 13) << c;
    EXPECT_EQ(wagers, 3) << c;
    EXPECT_EQ(starting, 2) << c;
    EXPECT_EQ(footprints, 18) << c;
    for (int n = 2; n <= 5; ++n) EXPECT_EQ(copies[c + "-" + std::to_string(n)], 2) << c << n;
    for (int n = 6; n <= 10; ++n) EXPECT_EQ(copies[c + "-" + std::to_string(n)], 1) << c << n;
  }
}

TEST(RivalsCards, StacksHoldEightyCardsAndStartingWagersTen) {
  int stackCards = 0;
  for (int card = 0; card < kTotalCards; ++card) {
    if (kindOfName(nameOfCard(card)) != kKindStartingWager) ++stackCards;
  }
  EXPECT_EQ(stackCards, 80);
  EXPECT_EQ(kTotalCards - stackCards, 10);
}

TEST(RivalsCards, FootprintsAreOneUpToFiveAndTwoFromSix) {
  EXPECT_EQ(footprintsOfName(*parseNameId("red-2")), 1);
  EXPECT_EQ(footprintsOfName(*parseNameId("red-5")), 1);
  EXPECT_EQ(footprintsOfName(*parseNameId("red-6")), 2);
  EXPECT_EQ(footprintsOfName(*parseNameId("red-10")), 2);
  EXPECT_EQ(footprintsOfName(*parseNameId("red-w")), 0);
  EXPECT_EQ(footprintsOfName(*parseNameId("red-s")), 0);
}

TEST(RivalsCards, CopiesAreConsecutiveAndShareTheirName) {
  std::set<int> seen;
  for (int name = 0; name < kNameCount; ++name) {
    for (int k = 0; k < copiesOfName(name); ++k) {
      int card = firstCopyOfName(name) + k;
      EXPECT_EQ(nameOfCard(card), name) << nameId(name);
      EXPECT_TRUE(seen.insert(card).second) << nameId(name);
    }
  }
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(kTotalCards));
}

TEST(RivalsCards, IdsRoundTrip) {
  for (int name = 0; name < kNameCount; ++name) {
    auto back = parseNameId(nameId(name));
    ASSERT_TRUE(back.has_value()) << nameId(name);
    EXPECT_EQ(*back, name);
  }
  EXPECT_EQ(nameId(*parseNameId("yellow-10")), "yellow-10");
  EXPECT_EQ(nameId(*parseNameId("blue-w")), "blue-w");
}

TEST(RivalsCards, MalformedIdsAreRefused) {
  for (const char* id : {"red-1", "red-11", "red-04", "red-0", "pink-3", "red", "red-", "-4",
                         "red-x", "Red-4", "red-4 ", "red--4"}) {
    EXPECT_FALSE(parseNameId(id).has_value()) << id;
  }
}

}  // namespace
}  // namespace mizbazi::rivals

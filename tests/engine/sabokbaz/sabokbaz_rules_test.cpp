// The rules as pure functions: following, taking a trick (with the source's worked examples) and
// scoring a hand.
#include <gtest/gtest.h>

#include <initializer_list>
#include <vector>

#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {
namespace {

int card(const char* id) {
  auto c = parseCardId(id);
  EXPECT_TRUE(c.has_value()) << id;
  return c.value_or(0);
}

CardMask mask(std::initializer_list<const char*> ids) {
  CardMask m = 0;
  for (const char* id : ids) m |= bitOf(card(id));
  return m;
}

struct Trick {
  std::vector<std::uint8_t> cards;
  int family = kNoFamily;
  int points = 0;
};

// A trick as played: the family is set by its first numbered card.
Trick trick(std::initializer_list<const char*> ids) {
  Trick t;
  for (const char* id : ids) {
    int c = card(id);
    t.cards.push_back(static_cast<std::uint8_t>(c));
    if (t.family == kNoFamily && !isSpecial(c)) t.family = familyOf(c);
    t.points += valueOf(c);
  }
  return t;
}

int taker(const Trick& t) {
  return takingIndex(t.cards.data(), static_cast<int>(t.cards.size()), t.family);
}

// ---- following ---------------------------------------------------------------------------------

TEST(SabokbazFollowing, LeaderMayLeadAnyNumberedCardButNoSpecial) {
  CardMask hand = mask({"koozeh-3", "badeh-7", "zamaneh-1", "ajal", "khayyam"});
  EXPECT_EQ(playableCards(hand, true, kNoFamily), mask({"koozeh-3", "badeh-7", "zamaneh-1"}));
}

TEST(SabokbazFollowing, SpecialsLeadOnlyFromAHandOfSpecials) {
  CardMask hand = mask({"ajal", "khayyam"});
  EXPECT_EQ(playableCards(hand, true, kNoFamily), hand);
}

TEST(SabokbazFollowing, KoozehMustBeFollowedWithKoozehOrAnySpecial) {
  CardMask hand = mask({"koozeh-2", "koozeh-9", "sabzeh-4", "badeh-1", "behesht"});
  EXPECT_EQ(playableCards(hand, false, kFamilyKoozeh), mask({"koozeh-2", "koozeh-9", "behesht"}));
}

TEST(SabokbazFollowing, SabzehMustBeFollowedWithSabzehOrAnySpecial) {
  CardMask hand = mask({"koozeh-2", "sabzeh-4", "sabzeh-12", "zamaneh-1", "dozakh"});
  EXPECT_EQ(playableCards(hand, false, kFamilySabzeh), mask({"sabzeh-4", "sabzeh-12", "dozakh"}));
}

TEST(SabokbazFollowing, BadehAndZamanehFollowEachOther) {
  CardMask onlyWine = mask({"koozeh-2", "badeh-5", "sabzeh-1"});
  EXPECT_EQ(playableCards(onlyWine, false, kFamilyFate), mask({"badeh-5"}));
  CardMask onlyFate = mask({"koozeh-2", "zamaneh-5", "sabzeh-1"});
  EXPECT_EQ(playableCards(onlyFate, false, kFamilyFate), mask({"zamaneh-5"}));
  CardMask both = mask({"koozeh-2", "zamaneh-5", "badeh-11", "ajal"});
  EXPECT_EQ(playableCards(both, false, kFamilyFate), mask({"zamaneh-5", "badeh-11", "ajal"}));
}

TEST(SabokbazFollowing, WhoCannotFollowPlaysAnything) {
  CardMask hand = mask({"koozeh-2", "zamaneh-5", "badeh-11", "ajal"});
  EXPECT_EQ(playableCards(hand, false, kFamilySabzeh), hand);
}

TEST(SabokbazFollowing, NothingToFollowAfterALedSpecial) {
  CardMask hand = mask({"koozeh-2", "zamaneh-5", "ajal"});
  EXPECT_EQ(playableCards(hand, false, kNoFamily), hand);
}

// ---- taking the trick --------------------------------------------------------------------------

TEST(SabokbazTaking, WorkedExampleFateLedWineTakes) {
  // Lead zamaneh-3, then badeh-8, badeh-9, badeh-10: badeh-10 takes, worth +9 − 2 = +7.
  Trick t = trick({"zamaneh-3", "badeh-8", "badeh-9", "badeh-10"});
  EXPECT_EQ(taker(t), 3);
  EXPECT_EQ(t.points, 7);
}

TEST(SabokbazTaking, WorkedExampleHellOnThreeWines) {
  Trick t = trick({"badeh-4", "badeh-6", "badeh-11", "dozakh"});
  EXPECT_EQ(taker(t), 3);
  EXPECT_EQ(t.points, 2);
}

TEST(SabokbazTaking, WorkedExampleDeathOnThreeWines) {
  Trick t = trick({"badeh-4", "badeh-6", "badeh-11", "ajal"});
  EXPECT_EQ(taker(t), 3);
  EXPECT_EQ(t.points, -6);
}

TEST(SabokbazTaking, WorkedExampleHellOnHeaven) {
  Trick t = trick({"koozeh-5", "behesht", "dozakh", "koozeh-9"});
  EXPECT_EQ(taker(t), 2);
  EXPECT_EQ(t.points, 0);
}

TEST(SabokbazTaking, WorkedExampleDeathOnKhayyam) {
  Trick t = trick({"sabzeh-5", "khayyam", "ajal", "sabzeh-12"});
  EXPECT_EQ(taker(t), 2);
  EXPECT_EQ(t.points, -5);
}

TEST(SabokbazTaking, HighestOfTheLedFamilyWithoutSpecials) {
  EXPECT_EQ(taker(trick({"koozeh-5", "koozeh-9", "koozeh-2", "koozeh-7"})), 1);
  // Higher cards of other families never take it.
  EXPECT_EQ(taker(trick({"sabzeh-3", "koozeh-12", "badeh-12", "sabzeh-2"})), 0);
}

TEST(SabokbazTaking, BadehAndZamanehCompareByNumberAndTheEarlierWinsATie) {
  EXPECT_EQ(taker(trick({"badeh-7", "zamaneh-7", "koozeh-12", "zamaneh-2"})), 0);
  EXPECT_EQ(taker(trick({"badeh-7", "zamaneh-8", "badeh-8", "zamaneh-2"})), 1);
}

TEST(SabokbazTaking, TheLastSpecialTakesIt) {
  EXPECT_EQ(taker(trick({"koozeh-1", "ajal", "koozeh-12", "sabzeh-3"})), 1);
  EXPECT_EQ(taker(trick({"koozeh-1", "ajal", "behesht", "koozeh-12"})), 2);
  EXPECT_EQ(taker(trick({"koozeh-1", "khayyam", "dozakh", "behesht", "koozeh-12", "ajal"})), 5);
}

TEST(SabokbazTaking, ASpecialLeadThenTheFirstNumberedCardSetsTheFamily) {
  Trick t = trick({"dozakh", "sabzeh-4", "koozeh-12", "sabzeh-9"});
  EXPECT_EQ(t.family, kFamilySabzeh);
  EXPECT_EQ(taker(t), 0);  // the special (the only one) still takes it
}

TEST(SabokbazTaking, ATrickOfSpecialsOnlyGoesToItsLeader) {
  EXPECT_EQ(taker(trick({"dozakh", "behesht", "khayyam", "ajal"})), 0);
  EXPECT_EQ(taker(trick({"ajal", "khayyam", "behesht", "dozakh"})), 0);
}

// ---- scoring a hand ----------------------------------------------------------------------------

TEST(SabokbazScoring, PlainHandIsTheSumOfTakenCards) {
  const Variant v = variantFor(4);
  std::array<CardMask, kMaxTeams> taken{};
  taken[0] = mask({"badeh-1", "badeh-2", "zamaneh-1", "ajal", "koozeh-1"});
  taken[1] = kAllCards & ~taken[0];
  HandOutcome o = scoreHand(v, taken.data());
  EXPECT_EQ(o.bonus, kNoBonus);
  EXPECT_EQ(o.scores[0], 3 + 3 - 2 - 15);
  EXPECT_EQ(o.scores[1], 7 - (3 + 3 - 2 - 15));
  EXPECT_EQ(o.scores[0] + o.scores[1], 7);
}

TEST(SabokbazScoring, AllFateFourPlayers) {
  const Variant v = variantFor(4);
  std::array<CardMask, kMaxTeams> taken{};
  taken[1] = suitMask(kZamaneh) | mask({"badeh-3", "dozakh"});
  taken[0] = kAllCards & ~taken[1];
  HandOutcome o = scoreHand(v, taken.data());
  EXPECT_EQ(o.bonus, kAllFate);
  EXPECT_EQ(o.bonusTeam, 1);
  EXPECT_EQ(o.scores[1], 3 - 7);  // the zamaneh count nothing
  EXPECT_EQ(o.scores[0], 33 + 7 + 10 - 15 - 24);
}

TEST(SabokbazScoring, AllFateSixPlayers) {
  const Variant v = variantFor(6);
  std::array<CardMask, kMaxTeams> taken{};
  taken[2] = (suitMask(kZamaneh) & v.inPlay) | mask({"khayyam"});
  taken[0] = suitMask(kBadeh) & v.inPlay;
  taken[1] = v.inPlay & ~taken[0] & ~taken[2];
  HandOutcome o = scoreHand(v, taken.data());
  EXPECT_EQ(o.bonus, kAllFate);
  EXPECT_EQ(o.bonusTeam, 2);
  EXPECT_EQ(o.scores[2], 10);
  EXPECT_EQ(o.scores[0], 33 - 22);
  EXPECT_EQ(o.scores[1], -7 + 7 - 15 - 22);
}

TEST(SabokbazScoring, MissingOneZamanehIsNoAllFate) {
  const Variant v = variantFor(4);
  std::array<CardMask, kMaxTeams> taken{};
  taken[0] = (suitMask(kZamaneh) & ~mask({"zamaneh-12"})) | mask({"dozakh"});
  taken[1] = kAllCards & ~taken[0];
  EXPECT_EQ(scoreHand(v, taken.data()).bonus, kNoBonus);
}

TEST(SabokbazScoring, FourCardsOverridesEverythingElse) {
  for (int players : {4, 6}) {
    const Variant v = variantFor(players);
    std::array<CardMask, kMaxTeams> taken{};
    // The winning team has all the specials; another has all the zamaneh too.
    taken[1] = kSpecialMask;
    taken[0] = suitMask(kZamaneh) & v.inPlay;
    HandOutcome o = scoreHand(v, taken.data());
    EXPECT_EQ(o.bonus, kFourCards);
    EXPECT_EQ(o.bonusTeam, 1);
    for (int t = 0; t < v.teams; ++t) {
      EXPECT_EQ(o.scores[t], t == 1 ? (players == 4 ? 36 : 33) : (players == 4 ? -24 : -22));
    }
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz

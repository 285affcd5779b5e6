// determinize: what a seat cannot see is redealt, respecting hand sizes and the families each seat
// has shown it lacks; it never fails, and an unconstrained redeal is close to uniform.
#include <gtest/gtest.h>

#include "core/game_record.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_determinize.h"
#include "sabokbaz/sabokbaz_state.h"
#include "sabokbaz_test_support.h"

namespace mizbazi::sabokbaz {
namespace {

// Seat 1 cannot follow koozeh, twice: everyone now knows it has none.
const char* kVoidsScenario = R"({
  "game": "sabokbaz", "seed": 4,
  "setup": {"dealer": 3, "hands": [
    ["koozeh-1","koozeh-2","koozeh-3","koozeh-4","sabzeh-1","sabzeh-2","sabzeh-3","zamaneh-1","zamaneh-2","zamaneh-3","badeh-1","badeh-2","badeh-3"],
    ["sabzeh-4","sabzeh-5","sabzeh-6","sabzeh-7","zamaneh-4","zamaneh-5","zamaneh-6","zamaneh-7","badeh-4","badeh-5","badeh-6","badeh-7","dozakh"],
    ["koozeh-5","koozeh-6","koozeh-7","koozeh-8","sabzeh-8","sabzeh-9","sabzeh-10","zamaneh-8","zamaneh-9","zamaneh-10","badeh-8","badeh-9","behesht"],
    ["koozeh-9","koozeh-10","koozeh-11","koozeh-12","sabzeh-11","sabzeh-12","zamaneh-11","zamaneh-12","badeh-10","badeh-11","badeh-12","khayyam","ajal"]]},
  "actions": ["play koozeh-1", "play sabzeh-4", "play koozeh-5", "play koozeh-12",
              "play koozeh-11", "play koozeh-2", "play badeh-4", "play koozeh-6",
              "play sabzeh-12", "play sabzeh-1", "play sabzeh-5", "play sabzeh-8",
              "play sabzeh-11", "play sabzeh-2", "play sabzeh-6", "play sabzeh-9"]
})";

TEST(SabokbazDeterminize, VoidsAreRecordedFromFailuresToFollow) {
  GameRecord record = recordFrom(kVoidsScenario);
  ASSERT_FALSE(record.replay(record.scenario().actions).has_value());
  const Position& p = sab(record.state()).position();
  EXPECT_EQ(p.voids[1], 1u << kFamilyKoozeh);
  EXPECT_EQ(p.voids[0], 0u);
  EXPECT_EQ(p.voids[2], 0u);
  EXPECT_EQ(p.voids[3], 0u);
  Json obs = observationJson(record.state(), 0);
  EXPECT_EQ(obs["voids"][1], Json::array({"koozeh"}));
}

TEST(SabokbazDeterminize, RedealsRespectSizesVoidsAndWhatTheSeatSees) {
  GameRecord record = recordFrom(kVoidsScenario);
  ASSERT_FALSE(record.replay(record.scenario().actions).has_value());
  const State& real = record.state();
  const Position& p = sab(real).position();
  for (int seat = 0; seat < 4; ++seat) {
    Rng rng(seat + 100);
    bool differed = false;
    for (int i = 0; i < 300; ++i) {
      auto det = real.determinize(seat, rng);
      const Position& d = sab(*det).position();
      EXPECT_EQ(d.hands[seat], p.hands[seat]);
      CardMask unionReal = 0, unionDet = 0;
      for (int s = 0; s < 4; ++s) {
        EXPECT_EQ(std::popcount(d.hands[s]), std::popcount(p.hands[s]));
        for (int f = 0; f < kFamilyCount; ++f) {
          if (p.voids[s] >> f & 1) {
            EXPECT_EQ(d.hands[s] & kFamilyMask[f], 0u)
                << "seat " << s << " got a card of family " << f;
          }
        }
        unionReal |= p.hands[s];
        unionDet |= d.hands[s];
      }
      EXPECT_EQ(unionReal, unionDet);
      EXPECT_EQ(d.taken, p.taken);
      EXPECT_EQ(d.trick, p.trick);
      differed = differed || d.hands != p.hands;
    }
    EXPECT_TRUE(differed) << "seat " << seat;
  }
}

TEST(SabokbazDeterminize, DependsOnlyOnTheObservation) {
  GameRecord record = recordFrom(kVoidsScenario);
  ASSERT_FALSE(record.replay(record.scenario().actions).has_value());
  Rng first(1);
  auto other = record.state().determinize(2, first);
  Rng a(77), b(77);
  EXPECT_TRUE(record.state().determinize(2, a)->equals(*other->determinize(2, b)));
}

// Tight constraints: three other seats, each lacking two families, with exactly enough room.
TEST(SabokbazDeterminize, NeverFailsUnderTightVoids) {
  std::array<CardMask, kMaxSeats> hands{};
  // Seat 0 (the observer) holds nothing relevant; seats 1..3 hold one family each plus specials.
  hands[1] = suitMask(kKoozeh) | bitOf(kDozakh);
  hands[2] = suitMask(kSabzeh) | bitOf(kBehesht);
  hands[3] = suitMask(kZamaneh) | suitMask(kBadeh);  // 24 cards, an unusual but legal shape
  std::array<std::uint8_t, kMaxSeats> voids{};
  voids[1] = (1u << kFamilySabzeh) | (1u << kFamilyFate);
  voids[2] = (1u << kFamilyKoozeh) | (1u << kFamilyFate);
  voids[3] = (1u << kFamilyKoozeh) | (1u << kFamilySabzeh);
  Rng rng(5);
  for (int i = 0; i < 2000; ++i) {
    auto redealt = hands;
    redealHidden(redealt, voids, 4, 0, rng);
    // Only the two specials can move, and only between seats 1 and 2 (seat 3 has no room left
    // for them once the fate family fills it).
    EXPECT_EQ(redealt[3], hands[3]);
    EXPECT_EQ(redealt[1] & kNumberedMask, suitMask(kKoozeh));
    EXPECT_EQ(redealt[2] & kNumberedMask, suitMask(kSabzeh));
    EXPECT_EQ(std::popcount(redealt[1]), 13);
    EXPECT_EQ((redealt[1] | redealt[2]) & kSpecialMask, bitOf(kDozakh) | bitOf(kBehesht));
  }
}

TEST(SabokbazDeterminize, ASpecialLedFromAHandOfSpecialsIsNoFamilyAtAll) {
  // Six players: seat 0 takes four koozeh tricks with its high koozeh, then holds only specials.
  GameRecord record = recordFrom(R"({
    "game": "sabokbaz", "options": {"players": 6}, "seed": 1,
    "setup": {"dealer": 5, "hands": [
      ["koozeh-8","koozeh-9","koozeh-10","koozeh-11","dozakh","behesht","khayyam","ajal"],
      ["koozeh-1","koozeh-2","sabzeh-1","sabzeh-2","sabzeh-3","sabzeh-4","sabzeh-5","sabzeh-6"],
      ["koozeh-3","koozeh-4","sabzeh-7","sabzeh-8","sabzeh-9","sabzeh-10","sabzeh-11","zamaneh-1"],
      ["koozeh-5","koozeh-6","zamaneh-2","zamaneh-3","zamaneh-4","zamaneh-5","zamaneh-6","zamaneh-7"],
      ["koozeh-7","zamaneh-8","zamaneh-9","zamaneh-10","zamaneh-11","badeh-1","badeh-2","badeh-3"],
      ["badeh-4","badeh-5","badeh-6","badeh-7","badeh-8","badeh-9","badeh-10","badeh-11"]]},
    "actions": [
      "play koozeh-11", "play koozeh-1", "play koozeh-3", "play koozeh-5", "play koozeh-7", "play badeh-4",
      "play koozeh-10", "play koozeh-2", "play koozeh-4", "play koozeh-6", "play zamaneh-8", "play badeh-5",
      "play koozeh-9", "play sabzeh-1", "play sabzeh-7", "play zamaneh-2", "play zamaneh-9", "play badeh-6",
      "play koozeh-8", "play sabzeh-2", "play sabzeh-8", "play zamaneh-3", "play zamaneh-10", "play badeh-7",
      "play dozakh"]
  })");
  auto error = record.replay(record.scenario().actions);
  ASSERT_FALSE(error.has_value()) << error->describe();
  const Position& p = sab(record.state()).position();
  EXPECT_EQ(p.voids[0], 0b111u);
  Rng rng(9);
  for (int i = 0; i < 200; ++i) {
    auto det = record.state().determinize(3, rng);
    EXPECT_EQ(sab(*det).position().hands[0] & kNumberedMask, 0u);
  }
}

TEST(SabokbazDeterminize, UnconstrainedRedealIsCloseToUniform) {
  // At the start of a hand seat 0 knows only its own hand: each hidden card should land with each
  // of the other seats about a third of the time.
  GameRecord record = recordFrom(R"({"game": "sabokbaz", "seed": 11})");
  const Position& p = sab(record.state()).position();
  std::array<std::array<int, 4>, kCardCount> count{};
  Rng rng(3);
  const int rounds = 3000;
  for (int i = 0; i < rounds; ++i) {
    auto det = record.state().determinize(0, rng);
    const Position& d = sab(*det).position();
    for (int s = 1; s < 4; ++s) {
      for (CardMask h = d.hands[s]; h; h &= h - 1) ++count[std::countr_zero(h)][s];
    }
  }
  for (int c = 0; c < kCardCount; ++c) {
    if (p.hands[0] & bitOf(c)) continue;
    for (int s = 1; s < 4; ++s) {
      EXPECT_NEAR(count[c][s], rounds / 3.0, rounds * 0.05) << cardId(c) << " seat " << s;
    }
  }
}

TEST(SabokbazDeterminize, ReseedsTheFutureDeals) {
  GameRecord record = recordFrom(R"({"game": "sabokbaz", "seed": 11})");
  Rng a(1), b(2);
  auto x = record.state().determinize(0, a), y = record.state().determinize(0, b);
  EXPECT_FALSE(sab(*x).position().rng == sab(record.state()).position().rng);
  EXPECT_FALSE(sab(*x).position().rng == sab(*y).position().rng);
}

}  // namespace
}  // namespace mizbazi::sabokbaz

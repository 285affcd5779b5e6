// Determinize: only the stacks' order is hidden (from everyone), so a redeal shuffles the
// unrevealed cards across the stacks, keeps each stack's size and everything public, and does not
// depend on which physical copy of a card lies where.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/game.h"
#include "rivals_test_helpers.h"

namespace mizbazi::rivals {
namespace {

using testing::playScenario;
using testing::rivalsState;

const char* kMidGame = R"({"game": "rivals", "seed": 5, "options": {"players": 3},
    "setup": {"first": 0, "deck_top": ["red-4", "red-9", "blue-w", "green-3"]},
    "actions": ["reveal", "reveal", "reveal", "bid 2", "pass", "pass", "take red-9", "discard blue-w",
                "done", "reveal"]})";

std::multiset<std::string> unrevealed(const RivalsData& d) {
  std::multiset<std::string> ids;
  for (int i = d.next; i < kDeckSize; ++i) ids.insert(cardId(d.deck[i]));
  return ids;
}

TEST(RivalsDeterminize, KeepsEverythingPublicAndEachStacksSize) {
  GameRecord record = playScenario(kMidGame);
  const RivalsState& real = rivalsState(record);
  for (int seat = 0; seat < 3; ++seat) {
    Rng rng(100 + seat);
    auto det = real.determinize(seat, rng);
    const auto& d = dynamic_cast<const RivalsState&>(*det);
    EXPECT_EQ(d.observation(seat), real.observation(seat));
    EXPECT_EQ(d.gameJson()["stacks"], real.gameJson()["stacks"]);
    EXPECT_EQ(d.data().stackEnd, real.data().stackEnd);
    EXPECT_EQ(unrevealed(d.data()), unrevealed(real.data()));
    EXPECT_NE(d.gameJson()["stack_cards"], real.gameJson()["stack_cards"]);
  }
}

TEST(RivalsDeterminize, MovesCardsBetweenStacks) {
  GameRecord record = playScenario(kMidGame);
  const RivalsState& real = rivalsState(record);
  Json before = real.gameJson()["stack_cards"];
  Rng rng(7);
  Json after = real.determinize(0, rng)->gameJson()["stack_cards"];
  auto sorted = [](const Json& list) {
    auto v = list.get<std::vector<std::string>>();
    std::sort(v.begin(), v.end());
    return v;
  };
  bool anyStackChanged = false;
  for (int s = 0; s < kStacks; ++s) anyStackChanged |= sorted(before[s]) != sorted(after[s]);
  EXPECT_TRUE(anyStackChanged) << "the stacks' contents, not only their order, are unknown";
}

TEST(RivalsDeterminize, EverySeatSeesTheSame) {
  GameRecord record = playScenario(kMidGame);
  const RivalsState& real = rivalsState(record);
  EXPECT_EQ(real.observation(0), real.observation(2));
  EXPECT_FALSE(real.observation(1).contains("stack_cards"));
  EXPECT_TRUE(real.gameJson().contains("stack_cards"));
}

TEST(RivalsDeterminize, IgnoresWhichCopyIsWhere) {
  GameRecord record = playScenario(kMidGame);
  RivalsData data = rivalsState(record).data();
  // Swap the two physical copies of the red-4 (one in the display) and of every pair in the stacks.
  RivalsData swapped = data;
  auto other = [](int card) {
    int name = nameOfCard(card), first = firstCopyOfName(name);
    return copiesOfName(name) == 2 ? first + 1 - (card - first) : card;
  };
  for (auto& card : swapped.display) card = static_cast<std::uint8_t>(other(card));
  for (int i = swapped.next; i < kDeckSize; ++i)
    swapped.deck[i] = static_cast<std::uint8_t>(other(swapped.deck[i]));
  ASSERT_FALSE(swapped == data);
  RivalsState a(data), b(swapped);
  EXPECT_EQ(a.observation(1), b.observation(1));
  Rng rngA(11), rngB(11);
  EXPECT_TRUE(a.determinize(1, rngA)->equals(*b.determinize(1, rngB)));
}

TEST(RivalsDeterminize, ReseedsTheStatesGenerator) {
  GameRecord record = playScenario(kMidGame);
  const RivalsState& real = rivalsState(record);
  Rng rngA(1), rngB(2);
  auto a = real.determinize(0, rngA);
  auto b = real.determinize(0, rngB);
  EXPECT_FALSE(dynamic_cast<const RivalsState&>(*a).data().rng ==
               dynamic_cast<const RivalsState&>(*b).data().rng);
}

}  // namespace
}  // namespace mizbazi::rivals

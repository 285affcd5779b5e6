// The manifest against the spec's table, transcribed here a second time by hand: a slip in either
// copy fails. Also the rulebook's counts and the 180° turn.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "saboteur_duel/saboteur_duel_cards.h"

namespace mizbazi::saboteur_duel {
namespace {

struct Row {
  const char* id;
  std::uint8_t t0, t1, stubs;
  Feature feature;
  Color color;
  int nuggets;
};

constexpr std::uint8_t kNESW = kN | kE | kS | kW;

// docs/rules-saboteur-duel.md, "The cards": every path card.
const Row kSpecPaths[] = {
    {"start-blue", kNESW, 0, 0, Feature::kStart, Color::kBlue, 0},
    {"start-green", kNESW, 0, 0, Feature::kStart, Color::kGreen, 0},
    {"ladder-blue", kNESW, 0, 0, Feature::kLadder, Color::kBlue, 0},
    {"ladder-green", kNESW, 0, 0, Feature::kLadder, Color::kGreen, 0},
    {"bridge-1", kN | kS, kE | kW, 0, Feature::kNone, Color::kNone, 0},
    {"bridge-2", kN | kS, kE | kW, 0, Feature::kNone, Color::kNone, 0},
    {"curves-1", kN | kE, kS | kW, 0, Feature::kNone, Color::kNone, 0},
    {"curves-2", kN | kW, kS | kE, 0, Feature::kNone, Color::kNone, 0},
    {"door-blue-1", kE | kW, 0, 0, Feature::kDoor, Color::kBlue, 0},
    {"door-blue-2", kNESW, 0, 0, Feature::kDoor, Color::kBlue, 0},
    {"door-blue-3", kE | kS | kW, 0, 0, Feature::kDoor, Color::kBlue, 0},
    {"door-green-1", kE | kW, 0, 0, Feature::kDoor, Color::kGreen, 0},
    {"door-green-2", kNESW, 0, 0, Feature::kDoor, Color::kGreen, 0},
    {"door-green-3", kE | kS | kW, 0, 0, Feature::kDoor, Color::kGreen, 0},
    {"gold-1a", kNESW, 0, 0, Feature::kGold, Color::kNone, 1},
    {"gold-1b", kE | kW, 0, 0, Feature::kGold, Color::kNone, 1},
    {"gold-2a", kE | kS | kW, 0, 0, Feature::kGold, Color::kNone, 2},
    {"gold-2b", kN | kE, 0, 0, Feature::kGold, Color::kNone, 2},
    {"gold-3", kW, 0, 0, Feature::kGold, Color::kNone, 3},
    {"troll-1", kE | kW, 0, 0, Feature::kTroll, Color::kNone, 0},
    {"troll-2", kNESW, 0, 0, Feature::kTroll, Color::kNone, 0},
    {"troll-3", kE | kS | kW, 0, 0, Feature::kTroll, Color::kNone, 0},
    {"cross-1", kNESW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"cross-2", kNESW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"tee-s-1", kE | kS | kW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"tee-s-2", kE | kS | kW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"tee-e-1", kN | kE | kS, 0, 0, Feature::kNone, Color::kNone, 0},
    {"tee-e-2", kN | kE | kS, 0, 0, Feature::kNone, Color::kNone, 0},
    {"straight-1", kE | kW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"straight-2", kE | kW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"straight-3", kE | kW, 0, 0, Feature::kNone, Color::kNone, 0},
    {"upright", kN | kS, 0, 0, Feature::kNone, Color::kNone, 0},
    {"curve-ne", kN | kE, 0, 0, Feature::kNone, Color::kNone, 0},
    {"curve-es", kE | kS, 0, 0, Feature::kNone, Color::kNone, 0},
    {"dead-cross", 0, 0, kNESW, Feature::kNone, Color::kNone, 0},
    {"dead-ew", 0, 0, kE | kW, Feature::kNone, Color::kNone, 0},
};

TEST(SaboteurDuelCards, PathCardsAreTheSpecsTable) {
  int paths = 0;
  for (const Row& row : kSpecPaths) {
    SCOPED_TRACE(row.id);
    auto kind = parseKind(row.id);
    ASSERT_TRUE(kind.has_value());
    const CardKind& k = kindInfo(*kind);
    EXPECT_EQ(k.category, Category::kPath);
    EXPECT_EQ(k.copies, 1);
    EXPECT_EQ(k.tunnels[0], row.t0);
    EXPECT_EQ(k.tunnels[1], row.t1);
    EXPECT_EQ(k.stubs, row.stubs);
    EXPECT_EQ(k.feature, row.feature);
    EXPECT_EQ(k.color, row.color);
    EXPECT_EQ(k.nuggets, row.nuggets);
    ++paths;
  }
  EXPECT_EQ(paths, 36);
}

TEST(SaboteurDuelCards, ActionCardsAndCopies) {
  const std::map<std::string, int> copies = {{"sabotage-pickaxe", 2},
                                             {"sabotage-lamp", 2},
                                             {"sabotage-cart", 2},
                                             {"repair-pickaxe", 1},
                                             {"repair-lamp", 1},
                                             {"repair-cart", 1},
                                             {"repair-pickaxe-lamp", 1},
                                             {"repair-lamp-cart", 1},
                                             {"key", 2},
                                             {"rockfall", 3},
                                             {"map", 2}};
  int total = 0;
  for (const auto& [id, n] : copies) {
    auto kind = parseKind(id);
    ASSERT_TRUE(kind.has_value()) << id;
    EXPECT_EQ(kindInfo(*kind).category, Category::kAction) << id;
    EXPECT_EQ(kindInfo(*kind).copies, n) << id;
    total += n;
  }
  EXPECT_EQ(total, 18);
  // A double repair fixes either of its two tools.
  EXPECT_EQ(kindInfo(*parseKind("repair-lamp-cart")).tools, (1 << kLamp) | (1 << kCart));
  EXPECT_EQ(toolBrokenBy(*parseKind("sabotage-cart")), kCart);
}

TEST(SaboteurDuelCards, GoalsFollowTheRulebooksCounts) {
  int goals = 0, empty = 0, doors = 0, nuggets = 0;
  std::multiset<int> blueDoors, greenDoors, plain;
  for (int kind = kFirstGoalKind; kind < kKindCount; ++kind) {
    const CardKind& k = kindInfo(kind);
    ASSERT_EQ(k.category, Category::kGoal);
    ++goals;
    nuggets += k.nuggets;
    if (k.nuggets == 0) {
      ++empty;
      EXPECT_EQ(k.tunnels[0], 0) << k.id << ": an empty goal has stubs only";
      EXPECT_EQ(k.stubs, kNESW) << k.id;
      continue;
    }
    EXPECT_EQ(k.tunnels[0], kNESW) << k.id;
    if (k.feature == Feature::kDoor) {
      ++doors;
      (k.color == Color::kBlue ? blueDoors : greenDoors).insert(k.nuggets);
    } else {
      plain.insert(k.nuggets);
    }
  }
  EXPECT_EQ(goals, 18);
  EXPECT_EQ(empty, 3);
  EXPECT_EQ(doors, 8);  // "8 goal cards with a door"
  EXPECT_EQ(blueDoors, (std::multiset<int>{1, 2, 2, 3}));
  EXPECT_EQ(greenDoors, (std::multiset<int>{1, 2, 2, 3}));
  EXPECT_EQ(plain, (std::multiset<int>{1, 1, 1, 2, 2, 2, 3}));
  EXPECT_EQ(nuggets, 28);
}

TEST(SaboteurDuelCards, IdsAreUniqueAndPhysicalCardsCoverEveryCopy) {
  std::set<std::string> ids;
  for (int kind = 0; kind < kKindCount; ++kind) {
    EXPECT_TRUE(ids.insert(std::string(kindInfo(kind).id)).second) << kindInfo(kind).id;
    EXPECT_EQ(parseKind(kindInfo(kind).id), kind);
  }
  std::map<int, int> seen;
  for (int card = 0; card < kCardCount; ++card) ++seen[kindOf(card)];
  for (int kind = 0; kind < kKindCount; ++kind) {
    EXPECT_EQ(seen[kind], kindInfo(kind).copies) << kindInfo(kind).id;
    EXPECT_EQ(kindOf(firstCardOf(kind)), kind);
  }
  EXPECT_FALSE(parseKind("goal-19").has_value());
}

TEST(SaboteurDuelCards, TurningSwapsNorthSouthAndEastWest) {
  EXPECT_EQ(turnEdges(kN), kS);
  EXPECT_EQ(turnEdges(kE), kW);
  EXPECT_EQ(turnEdges(kN | kE), kS | kW);
  const int curve = *parseKind("curve-ne");
  EXPECT_EQ(shapeOf(curve, false).open, kN | kE);
  EXPECT_EQ(shapeOf(curve, true).open, kS | kW);
  const int curves = *parseKind("curves-1");  // {N,E} + {S,W}: turned, the tunnels swap places
  EXPECT_EQ(shapeOf(curves, true).tunnelAt[0], 1);  // north now belongs to the old {S,W} tunnel
  EXPECT_EQ(shapeOf(curves, true).tunnelAt[3], 0);
  const int dead = *parseKind("dead-ew");
  EXPECT_EQ(shapeOf(dead, false).open, kE | kW);
  EXPECT_EQ(shapeOf(dead, false).tunnels, 0);
}

}  // namespace
}  // namespace mizbazi::saboteur_duel

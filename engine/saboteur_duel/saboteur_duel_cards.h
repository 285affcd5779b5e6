// Saboteur: the Duel's cards (docs/rules-saboteur-duel.md, "How a card connects" and "The cards").
//
// Two numberings:
// - a card KIND is what a card id names ("cross-1", "rockfall", "goal-07"): kinds 0..35 are the
// path
//   cards, 36..46 the action cards, 47..64 the goal cards;
// - a PHYSICAL card (0..71) is one piece of cardboard. Path and goal cards exist once, so their
//   physical index is fixed; action cards come in copies ("rockfall" three times), which share one
//   id.
//
// Every tunnel, stub, feature and count lives in the one table kKinds (saboteur_duel_cards.cpp), so
// the manifest can be corrected without touching any rule.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace mizbazi::saboteur_duel {

// Edges as bits. x grows toward the goals (east), y grows downward (south).
enum Edge : std::uint8_t { kN = 1, kE = 2, kS = 4, kW = 8 };
inline constexpr int kDirCount = 4;  // direction index d: 0 N, 1 E, 2 S, 3 W
inline constexpr int kDx[kDirCount] = {0, 1, 0, -1};
inline constexpr int kDy[kDirCount] = {-1, 0, 1, 0};
constexpr int oppositeDir(int d) {
  return d ^ 2;
}
// The 180° turn: N<->S, E<->W.
constexpr std::uint8_t turnEdges(std::uint8_t m) {
  return static_cast<std::uint8_t>(((m << 2) | (m >> 2)) & 0xF);
}

enum class Category : std::uint8_t { kPath, kAction, kGoal };
enum class Feature : std::uint8_t { kNone, kStart, kLadder, kDoor, kGold, kTroll };
enum class Color : std::uint8_t { kNone, kGreen, kBlue };
enum class Effect : std::uint8_t { kNone, kSabotage, kRepair, kKey, kRockfall, kMap };

// The three tools a sabotage breaks (and a repair fixes).
enum Tool : std::uint8_t { kPickaxe, kLamp, kCart, kToolCount };
inline constexpr std::array<std::string_view, kToolCount> kToolIds = {"pickaxe", "lamp", "cart"};

struct CardKind {
  std::string_view id;
  Category category = Category::kPath;
  std::uint8_t copies = 1;
  // Up to two tunnels, each a set of edges joined through the card's middle (0 = no tunnel).
  std::array<std::uint8_t, 2> tunnels{};
  std::uint8_t stubs = 0;            // edges drawn to the border that join nothing
  Feature feature = Feature::kNone;  // a door or troll sits on tunnel 0
  Color color = Color::kNone;        // of a start, ladder or door
  std::uint8_t nuggets = 0;          // gold path cards and goals
  Effect effect = Effect::kNone;     // action cards
  std::uint8_t tools = 0;  // sabotage: the one tool it breaks; repair: the tools it can fix (bits)
};

inline constexpr int kPathKinds = 36;
inline constexpr int kActionKinds = 11;
inline constexpr int kGoalKinds = 18;
inline constexpr int kKindCount = kPathKinds + kActionKinds + kGoalKinds;  // 65
inline constexpr int kFirstActionKind = kPathKinds;                        // 36
inline constexpr int kFirstGoalKind = kPathKinds + kActionKinds;           // 47
inline constexpr int kHandKinds = kFirstGoalKind;  // kinds that can be held: path and action cards

inline constexpr int kPathCards = 36;
inline constexpr int kActionCards = 18;
inline constexpr int kGoalCards = 18;
inline constexpr int kCardCount = kPathCards + kActionCards + kGoalCards;  // 72
inline constexpr int kFirstActionCard = kPathCards;                        // 36
inline constexpr int kFirstGoalCard = kPathCards + kActionCards;           // 54

// Kinds named in rules code.
inline constexpr int kStartBlue = 0;
inline constexpr int kStartGreen = 1;
inline constexpr int kLadderBlue = 2;
inline constexpr int kLadderGreen = 3;
inline constexpr int kKindSabotagePickaxe = kFirstActionKind;  // + tool
inline constexpr int kKindKey = kFirstActionKind + 8;
inline constexpr int kKindRockfall = kFirstActionKind + 9;
inline constexpr int kKindMap = kFirstActionKind + 10;

// Edge sets of a placed card (kind, turned or not).
struct EdgeShape {
  std::uint8_t open = 0;     // tunnel edges and stubs: what must meet an open side
  std::uint8_t tunnels = 0;  // tunnel edges only: what can carry a connection
  // For each direction: the tunnel (0 or 1) that edge belongs to, or -1 (stub or closed).
  std::array<std::int8_t, kDirCount> tunnelAt{-1, -1, -1, -1};
  // For each tunnel: its edges (the walks of the maze follow these bits).
  std::array<std::uint8_t, 2> tunnelEdges{};
};

// The manifest (saboteur_duel_cards.cpp) and what follows from it, computed at compile time.
struct CardTables {
  std::array<CardKind, kKindCount> kinds{};
  std::array<std::uint8_t, kCardCount> kindOfCard{};
  std::array<std::uint8_t, kKindCount> firstCard{};
  std::array<std::array<EdgeShape, 2>, kKindCount> shapes{};
};
extern const CardTables kCardTables;

inline const CardKind& kindInfo(int kind) {
  return kCardTables.kinds[kind];
}
// Physical card -> kind, and the first physical card of a kind (copies follow it).
inline int kindOf(int card) {
  return kCardTables.kindOfCard[card];
}
inline int firstCardOf(int kind) {
  return kCardTables.firstCard[kind];
}
inline const EdgeShape& shapeOf(int kind, bool turned) {
  return kCardTables.shapes[kind][turned ? 1 : 0];
}
// The tool a sabotage card breaks (its only tool bit).
inline int toolBrokenBy(int kind) {
  std::uint8_t t = kindInfo(kind).tools;
  return t & 1 ? kPickaxe : t & 2 ? kLamp : kCart;
}

std::optional<int> parseKind(std::string_view id);
std::optional<int> parseTool(std::string_view id);

}  // namespace mizbazi::saboteur_duel

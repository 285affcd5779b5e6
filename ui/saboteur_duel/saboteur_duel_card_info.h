// What the table needs to know about a Saboteur card, by its id ("door-blue-2", "goal-07"), read
// from the engine's manifest (the one table of every card), so that no card fact is copied into
// the UI: categories, features, colours, nuggets, tools and the edges of the tunnels.
#pragma once

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

#include "saboteur_duel/saboteur_duel_cards.h"

namespace mizbazi::ui::saboteur_duel {

using ::mizbazi::saboteur_duel::Category;
using ::mizbazi::saboteur_duel::Color;
using ::mizbazi::saboteur_duel::Effect;
using ::mizbazi::saboteur_duel::Feature;

// Edges as bits, as in the engine: x grows east (toward the goals), y grows south.
enum EdgeBit : int { kEdgeN = 1, kEdgeE = 2, kEdgeS = 4, kEdgeW = 8 };

// The tools' ids in the engine's order (a sabotage's slot is its tool's index).
inline const QStringList kTools = [] {
  QStringList out;
  for (std::string_view id : ::mizbazi::saboteur_duel::kToolIds)
    out << QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
  return out;
}();

struct CardFacts {
  QString id;
  Category category = Category::kPath;
  Feature feature = Feature::kNone;
  Color color = Color::kNone;     // a start's, ladder's or door's
  int nuggets = 0;                // gold path cards and goals
  Effect effect = Effect::kNone;  // action cards
  QStringList tools;              // sabotage: the tool it breaks; repair: the tools it can fix
  int copies = 1;                 // cards of this id in the game
  int kind = -1;                  // the engine's kind number (the order of fix and pass card lists)
  std::array<int, 2> tunnels{};   // unturned edge bits of each tunnel (0: none)
  int stubs = 0;                  // unturned dead-end edges

  bool isPath() const { return category == Category::kPath; }
  bool isGoal() const { return category == Category::kGoal; }
  bool isAction() const { return category == Category::kAction; }
  // Edges open to a neighbour (tunnels and stubs), turned 180° or not.
  int openEdges(bool turned) const;
  int tunnelEdges(bool turned) const;
};

// Nullopt for an id the engine does not know.
std::optional<CardFacts> cardFacts(const QString& id);
// Every card id of the game, in the engine's kind order (path, action, goal cards).
const QStringList& allCardIds();
// A colour's id as the engine writes it ("green", "blue"; "none"), which the art files use too.
QString colorId(Color color);
// The colour of an id ("blue"); kNone for any other text.
Color colorOfId(const QString& id);
// The 180° turn of a set of edge bits: N<->S, E<->W.
int turnEdges(int edges);

}  // namespace mizbazi::ui::saboteur_duel

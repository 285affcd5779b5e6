// Saboteur's moves as paths of choices: every legal action of many random games maps to a path
// and back, no path is the beginning of another, and wrong paths stand for actions the engine
// refuses with a reason our translations put into words.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QSet>
#include <map>
#include <set>

#include "core/rng.h"
#include "saboteur_duel_random_games.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_moves.h"
#include "ui/saboteur_duel/saboteur_duel_picture.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

using testing::legalTexts;
using testing::PlayedAction;
using testing::playRandomGame;

QString stepKey(const MoveStep& s) {
  return QString("%1|%2|%3,%4,%5|%6")
      .arg(int(s.kind))
      .arg(s.card)
      .arg(s.place.zone)
      .arg(s.place.seat)
      .arg(s.place.slot)
      .arg(s.value);
}

// Checks the mapping on every legal action of one position; returns how many it checked.
int checkPosition(const State& state, SaboteurDuelMoves& moves) {
  if (state.isTerminal()) return 0;
  moves.setActor(state.currentPlayer(), state.numPlayers());
  const QStringList legal = legalTexts(state);
  const SaboteurDuelPicture pic =
      SaboteurDuelPicture::fromObservation(observationJson(state, state.currentPlayer()));
  QSet<QString> full, prefixes;
  for (const QString& a : legal) {
    const MovePath path = moves.pathOf(a);
    EXPECT_FALSE(path.isEmpty()) << a.toStdString();
    const auto back = moves.actionFor(path);
    EXPECT_TRUE(back.has_value()) << a.toStdString();
    if (back) {
      EXPECT_EQ(back->toStdString(), a.toStdString());
    }
    // Every card of a path is in the hand of the seat to act.
    QStringList hand = pic.hand(state.currentPlayer());
    for (const MoveStep& s : path) {
      if (s.kind != MoveStep::Kind::kCard) continue;
      const QString id = SaboteurDuelTexts::cardIdOfArt(s.card);
      EXPECT_TRUE(hand.removeOne(id)) << a.toStdString() << " uses a card not in hand";
    }
    QString key;
    for (int i = 0; i < path.size(); ++i) {
      key += stepKey(path[i]) + ';';
      if (i + 1 < path.size()) prefixes.insert(key);
    }
    EXPECT_FALSE(full.contains(key)) << "two actions share the path of " << a.toStdString();
    full.insert(key);
  }
  for (const QString& key : full) {
    EXPECT_FALSE(prefixes.contains(key))
        << "a path is the beginning of another: " << key.toStdString();
  }
  return static_cast<int>(legal.size());
}

TEST(SaboteurDuelMoves, EveryLegalActionMapsToAPathAndBack) {
  testing::uiApp("en");
  SaboteurDuelMoves moves;
  int checked = 0, games = 0;
  for (int players : {2, 1}) {
    for (std::uint64_t seed = 1; seed <= (players == 2 ? 14u : 10u); ++seed) {
      SCOPED_TRACE("players " + std::to_string(players) + ", seed " + std::to_string(seed));
      playRandomGame(players, seed,
                     [&](const PlayedAction& p) { checked += checkPosition(p.before, moves); });
      ++games;
    }
  }
  EXPECT_EQ(games, 24);
  EXPECT_GT(checked, 50000);  // many positions, every kind of action
}

// The paths of wrong tries: cards on places near and far, on every tool, to the discard, with
// cards not held; each must stand for an action the engine refuses, in words we translate.
QVector<MovePath> wrongTries(const SaboteurDuelPicture& pic, int me, Rng& rng) {
  QVector<MovePath> out;
  const QStringList hand = pic.hand(me);
  const QRect area = pic.bounds().adjusted(-1, -1, 1, 1);
  QStringList anyCards;
  for (const QString& id : allCardIds()) {
    auto f = cardFacts(id);
    if (!f->isGoal() && f->feature != Feature::kStart) anyCards << id;
  }
  auto card = [](const QString& id) { return MoveStep::ofCard(SaboteurDuelTexts::art(id)); };
  auto randomCell = [&] {
    return QPoint(rng.uniform(area.left(), area.right()), rng.uniform(area.top(), area.bottom()));
  };
  QStringList cards = hand;
  for (int i = 0; i < 3; ++i) cards << anyCards[rng.uniform(0, anyCards.size() - 1)];
  for (const QString& id : cards) {
    auto f = cardFacts(id);
    for (int i = 0; i < 6; ++i) {
      const QPoint c = randomCell();
      if (f->isPath()) {
        out << MovePath{card(id), MoveStep::ofDetail(rng.uniform(0, 1) ? "r" : "n"),
                        MoveStep::ofPlace(cellPlace(c.x(), c.y()))};
      } else {
        out << MovePath{card(id), MoveStep::ofPlace(cellPlace(c.x(), c.y()))};
        out << MovePath{card(id), MoveStep::ofPlace(markerSpot(c.x(), c.y()))};
      }
    }
    for (int seat = 0; seat < pic.players(); ++seat) {
      for (int tool = 0; tool < 3; ++tool)
        out << MovePath{card(id), MoveStep::ofPlace(toolPlace(seat, tool))};
    }
    out << MovePath{card(id), MoveStep::ofPlace(discardPlace())};
    const QString other = anyCards[rng.uniform(0, anyCards.size() - 1)];
    out << MovePath{card(id), card(other), MoveStep::ofPlace(discardPlace())};
    for (int tool = 0; tool < 3; ++tool)
      out << MovePath{card(id), card(other), MoveStep::ofPlace(toolPlace(me, tool))};
  }
  for (const BoardCell& c : pic.board) {
    out << MovePath{MoveStep::ofPlace(markerSpot(c.x, c.y))};
    for (const QString& id : {QString("key"), QString("rockfall"), QString("map")}) {
      out << MovePath{card(id), MoveStep::ofPlace(cellPlace(c.x, c.y))};
    }
    out << MovePath{card("key"), MoveStep::ofPlace(markerSpot(c.x, c.y))};
  }
  out << MovePath{MoveStep::ofPlace(orientChoice(0))}
      << MovePath{MoveStep::ofPlace(orientChoice(1))};
  return out;
}

TEST(SaboteurDuelMoves, WrongPathsGiveRefusalsInOurWords) {
  testing::uiApp("fa");
  SaboteurDuelMoves moves;
  std::map<std::string, int> codes;
  int tried = 0, notMoves = 0;
  for (int players : {2, 1}) {
    for (std::uint64_t seed = 101; seed <= 106; ++seed) {
      Rng rng(seed);
      playRandomGame(players, seed, [&](const PlayedAction& p) {
        if (rng.uniform(0, 3) != 0) return;  // a quarter of the positions is plenty
        const State& s = p.before;
        const int me = s.currentPlayer();
        moves.setActor(me, s.numPlayers());
        const QStringList legal = legalTexts(s);
        const SaboteurDuelPicture pic =
            SaboteurDuelPicture::fromObservation(observationJson(s, me));
        for (const MovePath& path : wrongTries(pic, me, rng)) {
          const auto text = moves.actionFor(path);
          if (!text) {
            ++notMoves;
            if (const auto why = moves.refusalFor(path)) {
              const auto words = SaboteurDuelTexts::refusal(*why);
              ASSERT_TRUE(words.has_value()) << why->code;
              EXPECT_FALSE(words->isEmpty()) << why->code;
            }
            continue;
          }
          if (legal.contains(*text)) continue;
          std::unique_ptr<State> copy = s.clone();
          const auto why = copy->applyText(text->toStdString());
          ASSERT_TRUE(why.has_value()) << "the engine took " << text->toStdString();
          ASSERT_TRUE(copy->equals(s));
          const auto words = SaboteurDuelTexts::refusal(*why);
          ASSERT_TRUE(words.has_value()) << "no words for " << why->code;
          EXPECT_FALSE(words->trimmed().isEmpty()) << why->code;
          EXPECT_NE(words->toStdString(), why->message) << why->code;
          EXPECT_FALSE(words->contains(QRegularExpression("[A-Za-z]")))
              << why->code << ": " << words->toStdString();
          ++codes[why->code];
          ++tried;
        }
      });
    }
  }
  EXPECT_GT(tried, 5000);
  EXPECT_GT(notMoves, 100);
  // The wrong tries reach most of the engine's reasons (all of them in the texts test).
  std::string seen;
  for (const auto& [code, n] : codes) seen += code + " ";
  EXPECT_GE(codes.size(), 22u) << seen;
  for (const char* code :
       {"sides-mismatch", "not-connected", "no-neighbour", "cell-taken", "not-in-hand", "no-door",
        "no-gold", "no-troll", "cannot-remove-goal", "cannot-remove-start", "not-a-goal",
        "nothing-to-repair", "nothing-to-orient", "no-opponent"}) {
    EXPECT_GT(codes[code], 0) << code << " never came up; seen: " << seen;
  }
}

TEST(SaboteurDuelMoves, ToolsAreReadAgainstTheSeatToAct) {
  testing::uiApp("en");
  SaboteurDuelMoves moves;
  moves.setActor(0, 2);
  const MoveStep lamp = MoveStep::ofCard(SaboteurDuelTexts::art("sabotage-lamp"));
  // On the opponent's lamp: a sabotage; on one's own, or on the wrong tool: no move, and a reason.
  EXPECT_EQ(moves.actionFor({lamp, MoveStep::ofPlace(toolPlace(1, 1))}),
            QString("sabotage sabotage-lamp"));
  EXPECT_FALSE(moves.actionFor({lamp, MoveStep::ofPlace(toolPlace(0, 1))}).has_value());
  EXPECT_FALSE(moves.actionFor({lamp, MoveStep::ofPlace(toolPlace(1, 0))}).has_value());
  const auto why = moves.refusalFor({lamp, MoveStep::ofPlace(toolPlace(0, 1))});
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(SaboteurDuelTexts::refusal(*why),
            QString("A sabotage goes in front of your opponent, not you."));
  // A double repair on either of its tools, one's own only.
  const MoveStep both = MoveStep::ofCard(SaboteurDuelTexts::art("repair-lamp-cart"));
  EXPECT_EQ(moves.actionFor({both, MoveStep::ofPlace(toolPlace(0, 2))}),
            QString("repair repair-lamp-cart cart"));
  EXPECT_EQ(moves.actionFor({both, MoveStep::ofPlace(toolPlace(0, 1))}),
            QString("repair repair-lamp-cart lamp"));
  EXPECT_FALSE(moves.actionFor({both, MoveStep::ofPlace(toolPlace(1, 1))}).has_value());
  moves.setActor(1, 2);
  EXPECT_EQ(moves.pathOf("sabotage sabotage-cart").back().place, toolPlace(0, 2));
  EXPECT_EQ(moves.pathOf("fix pickaxe key map").back().place, toolPlace(1, 0));
  // Two cards in either order mean the same fix or pass.
  const MoveStep key = MoveStep::ofCard(SaboteurDuelTexts::art("key"));
  const MoveStep map = MoveStep::ofCard(SaboteurDuelTexts::art("map"));
  EXPECT_EQ(moves.actionFor({map, key, MoveStep::ofPlace(discardPlace())}),
            QString("pass key map"));
  EXPECT_EQ(moves.actionFor({map, key, MoveStep::ofPlace(toolPlace(1, 0))}),
            QString("fix pickaxe key map"));
}

TEST(SaboteurDuelMoves, TheWayUpIsChosenBeforeThePlace) {
  testing::uiApp("en");
  SaboteurDuelMoves moves;
  const MovePath p = moves.pathOf("path gold-2b -1 3 r");
  ASSERT_EQ(p.size(), 3);
  EXPECT_EQ(p[0].kind, MoveStep::Kind::kCard);
  EXPECT_EQ(p[0].card, "saboteur_duel/gold-2b");
  EXPECT_EQ(p[1].kind, MoveStep::Kind::kDetail);
  EXPECT_EQ(p[1].value, "r");
  EXPECT_EQ(p[2].place, cellPlace(-1, 3));
  EXPECT_EQ(moves.pathOf("path gold-2b -1 3")[1].value, "n");
  EXPECT_EQ(moves.label(p[1]), "Turned around");
  EXPECT_EQ(moves.label(MoveStep::ofDetail("n")), "As dealt");
  // A key on a door is the door's card; a key on gold is the marker spot.
  EXPECT_EQ(moves.pathOf("key door 4 1").back().place, cellPlace(4, 1));
  EXPECT_EQ(moves.pathOf("key gold 4 1").back().place, markerSpot(4, 1));
  EXPECT_EQ(moves.pathOf("bribe 2 3"), MovePath{MoveStep::ofPlace(markerSpot(2, 3))});
  EXPECT_EQ(moves.pathOf("orient 1"), MovePath{MoveStep::ofPlace(orientChoice(1))});
  EXPECT_FALSE(moves.label(MoveStep::ofPlace(orientChoice(1))).isEmpty());
  // Nonsense is no action at all.
  EXPECT_FALSE(moves.actionFor({}).has_value());
  EXPECT_FALSE(moves.actionFor({MoveStep::ofButton("pass")}).has_value());
  EXPECT_FALSE(
      moves
          .actionFor({MoveStep::ofCard("saboteur_duel/goal-07"), MoveStep::ofPlace(discardPlace())})
          .has_value());
  EXPECT_FALSE(
      moves.actionFor({MoveStep::ofCard("zirkhaki/coin-7"), MoveStep::ofPlace(discardPlace())})
          .has_value());
  EXPECT_TRUE(moves.pathOf("dig a hole").isEmpty());
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel

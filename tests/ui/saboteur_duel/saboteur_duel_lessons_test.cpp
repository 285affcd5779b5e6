// The Saboteur lessons (resources/lessons/saboteur_duel/): plain scenario files the app opens, each
// showing one rule of the rulebook. Every file loads, plays its moves as legal ones, reaches the
// outcome its rule promises, and refuses the wrong move the rule forbids.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <map>

#include "core/lesson.h"
#include "core/scenario.h"
#include "saboteur_duel_random_games.h"
#include "saboteur_duel_test_support.h"
#include "support/scenario_check.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/refusal_text.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

struct Refusal {
  int after;           // the position after this many of the file's actions
  const char* action;  // a move the rule forbids there
  const char* code;    // the engine's reason
};

struct Lesson {
  const char* expect;  // a subset of `mizbazi-cli run`'s JSON at the end
  std::vector<Refusal> refusals;
};

const std::map<std::string, Lesson>& lessons() {
  static const std::map<std::string, Lesson> all = {
      // Sara lays a straight tunnel beside her start and Ali passes: green begins, six cards each.
      {"01-layout.json",
       {R"({"round": 1, "current": 0, "hand_counts": [6, 6], "markers_left": [4, 4],
            "discard": ["dead-ew"],
            "board": [{"x": 0, "y": 1, "card": "start-blue"}, {"x": 0, "y": 3, "card": "start-green"},
                      {"x": 1, "y": 3, "card": "straight-1"},
                      {"x": 5, "y": 0, "face_up": false}, {"x": 5, "y": 2, "face_up": false},
                      {"x": 5, "y": 4, "face_up": false}, {"x": 7, "y": 1, "face_up": false},
                      {"x": 7, "y": 3, "face_up": false}, {"x": 9, "y": 2, "face_up": false}]})",
        {{0, "path cross-1 5 1", "no-neighbour"}, {0, "path straight-1 1 1", "not-connected"}}}},
      {"02-matching-sides.json",
       {R"({"board": [{}, {}, {"x": 1, "y": 3, "card": "curve-ne", "rotated": true},
                      {}, {}, {}, {}, {}, {}]})",
        {{0, "path curve-ne 1 3", "sides-mismatch"}}}},
      {"05-door-and-key.json",
       {R"({"keys_left": 1, "board": [{}, {}, {"x": 1, "y": 3, "card": "door-blue-1", "key": 0},
                                      {"x": 2, "y": 3, "card": "straight-1"},
                                      {}, {}, {}, {}, {}, {}],
            "reach": [[[0, 3, 0], [1, 3, 0], [2, 3, 0]], [[0, 1, 0]]]})",
        {{2, "path straight-1 2 3", "not-connected"}}}},
      {"04-trolls-and-gold.json",
       {R"({"round": 2, "first": 1, "current": 1, "gold": [3, 0],
            "gold_cards": [["gold-2a", "gold-1b"], []], "box": ["gold-1a", "gold-2b", "gold-3"]})",
        {{8, "bribe 0 0", "troll-bribed"}}}},
      {"03-goal-either-way.json",
       {R"({"phase": "turn", "board": [{}, {}, {}, {}, {}, {}, {}, {},
                                       {"x": 5, "y": 2, "card": "goal-07", "face_up": true,
                                        "rotated": true, "marker": 0}, {}, {}, {}, {}]})",
        {{9, "pass map", "choose-orientation"}}}},
      {"06-double-repair.json",
       {R"({"sabotages": [[], ["sabotage-lamp"]], "discard": ["key", "repair-lamp-cart", "sabotage-cart"]})",
        {{3, "path tee-s-1 1 1", "sabotaged"}}}},
      {"07-fix-with-two-cards.json",
       {R"({"sabotages": [[], []], "hand_counts": [6, 5], "discard": ["key", "rockfall", "sabotage-lamp"]})",
        {{1, "path tee-s-1 1 1", "sabotaged"}}}},
      {"13-solo-layout.json",
       {R"({"colors": ["blue"], "markers_left": [6], "set_aside_count": 10, "box": ["start-green"],
            "board": [{"x": 0, "y": 2, "card": "start-blue"}, {"x": 1, "y": 2, "card": "straight-1"},
                      {"x": 8, "y": 0}, {"x": 8, "y": 2}, {"x": 8, "y": 4}, {"x": 10, "y": 1},
                      {"x": 10, "y": 3}, {"x": 12, "y": 2}]})",
        {}}},
      {"14-solo-drawn-sabotage.json",
       {R"({"sabotages": [["sabotage-cart"]], "discard": ["sabotage-cart"], "hand_counts": [6]})",
        {{1, "path straight-2 2 2", "sabotaged"}}}},
      // A green ladder beside the blue start joins both starts' tunnels, for both players.
      {"10-ladders.json",
       {R"({"board": [{"x": -1, "y": 0, "card": "straight-1"}, {"x": 0, "y": 0, "card": "ladder-green"},
                      {}, {}, {}, {}, {}, {}, {}, {}],
            "reach": [[[-1, 0, 0], [0, 0, 0], [0, 1, 0], [0, 3, 0]],
                      [[-1, 0, 0], [0, 0, 0], [0, 1, 0], [0, 3, 0]]]})",
        {{0, "path straight-1 1 1", "not-connected"}}}},
      {"08-rockfall.json",
       {R"({"board": [{}, {}, {"x": 1, "y": 3, "card": "cross-1"}, {"x": 2, "y": 3, "card": "curves-1"},
                      {}, {}, {}, {}, {}, {}],
            "discard": ["dead-cross", "rockfall", "straight-1"]})",
        {{3, "rockfall 0 3", "cannot-remove-start"}}}},
      // The map's look is Sara's alone; a pass keeps the hand at six.
      {"09-map-and-pass.json",
       {R"({"current": 0, "hand_counts": [6, 6], "discard": ["map", "dead-cross"],
            "board": [{}, {}, {}, {}, {}, {}, {}, {"x": 9, "y": 2, "face_up": false, "looked": [0]}]})",
        {{0, "map 0 1", "not-a-goal"}}}},
      // The third round's last card: 20 nuggets become 27, the best of the four verdicts.
      {"16-solo-end-and-rating.json",
       {R"({"phase": "over", "round": 3, "gold": [27], "solo_rating": 3})",
        {{93, "path curves-2 13 3", "no-neighbour"}}}},
      // The deck is spent: Ali drops his last card and is skipped; Sara plays twice in a row. His
      // only card could not go into the maze (his cart is broken).
      {"11-empty-hand-skipped.json",
       {R"({"round": 1, "phase": "turn", "current": 0, "deck_count": 0, "hand_counts": [5, 0]})",
        {{40, "path dead-cross 3 2", "sabotaged"}}}},
      // Solo: the drawn rockfall passes over the gold just laid and takes the straight tunnel
      // before it; the gold keeps its marker, cut off from the start.
      {"15-solo-drawn-rockfall.json",
       {R"({"hand_counts": [6], "markers_left": [5], "discard": ["rockfall", "straight-1"],
            "board": [{"x": 0, "y": 2, "card": "start-green"},
                      {"x": 2, "y": 2, "card": "gold-1b", "marker": 0}, {}, {}, {}, {}, {}, {}]})",
        {{2, "path cross-1 3 2", "not-connected"}}}},
      // Both hands and the deck empty in the third round: the gold under the markers is taken,
      // 10 and 10 become 11 and 13, and nothing more may be played.
      {"12-two-player-end.json",
       {R"({"phase": "over", "round": 3, "gold": [11, 13], "winners": [1]})",
        {{134, "pass tee-s-2", "game-over"}}}},
  };
  return all;
}

QString lessonDir() {
  return QString(MIZBAZI_SOURCE_DIR) + "/resources/lessons/saboteur_duel";
}

TEST(SaboteurDuelLessons, EveryFileIsALessonWithAnOutcome) {
  const QStringList files = QDir(lessonDir()).entryList({"*.json"}, QDir::Files);
  EXPECT_EQ(static_cast<std::size_t>(files.size()), lessons().size());
  for (const QString& f : files) EXPECT_TRUE(lessons().count(f.toStdString())) << f.toStdString();
}

TEST(SaboteurDuelLessons, EachLoadsPlaysAndReachesItsOutcome) {
  testing::uiApp("fa");
  for (const auto& [file, lesson] : lessons()) {
    SCOPED_TRACE(file);
    const std::string path = (lessonDir() + '/').toStdString() + file;
    // A plain scenario file, as the app opens it, with notes in both languages.
    const Scenario s = loadLessonLine(path);
    EXPECT_EQ(s.game, "saboteur-duel");
    EXPECT_FALSE(s.players.empty());
    EXPECT_TRUE(s.seed.has_value());
    EXPECT_NE(s.notes.find("\n\n"), std::string::npos) << "notes: Persian, a blank line, English";
    std::vector<std::unique_ptr<State>> positions;
    std::unique_ptr<State> end = testing::playScenarioFile(
        path, [&](const testing::PlayedAction& p) { positions.push_back(p.before.clone()); });
    ASSERT_TRUE(end);
    positions.push_back(end->clone());
    const std::string mismatch =
        testing::jsonSubsetMismatch(Json::parse(lesson.expect), stateJson(*end));
    EXPECT_TRUE(mismatch.empty()) << mismatch;
    for (const Refusal& r : lesson.refusals) {
      ASSERT_LT(static_cast<std::size_t>(r.after), positions.size());
      std::unique_ptr<State> copy = positions[r.after]->clone();
      const auto why = copy->applyText(r.action);
      ASSERT_TRUE(why.has_value()) << r.action << " was taken";
      EXPECT_EQ(why->code, r.code) << r.action;
      // The learner is told why, in Persian, as the table words it.
      const QString words = ui::RefusalText::translate(*why, &SaboteurDuelTexts::refusal);
      ASSERT_NE(words.toStdString(), why->message);
      EXPECT_FALSE(words.isEmpty());
    }
  }
}

// The two-player end: once the learner drops Sara's last card, the end screen ranks Ali first
// with 13 nuggets against Sara's 11, as the lesson's last step says.
TEST(SaboteurDuelLessons, TheTwoPlayerEndShowsAliAsTheWinnerOnTheEndScreen) {
  testing::uiApp("en");
  const Scenario s = loadLessonLine((lessonDir() + "/12-two-player-end.json").toStdString());
  GameRecord record = GameRecord::fromScenario(s);
  ASSERT_FALSE(record.replay(s.actions).has_value());
  SaboteurDuelTable::setShowEndDialog(false);
  SaboteurDuelTable t(std::move(record), ui::TableOptions{});
  ASSERT_TRUE(t.controller().state().isTerminal());
  const ui::EndSummary end = t.endSummary();
  EXPECT_EQ(end.totals, QVector<int>({11, 13}));
  EXPECT_EQ(end.won, QVector<bool>({false, true}));
  ASSERT_FALSE(end.ranking().isEmpty());
  EXPECT_EQ(end.ranking().front(), 1);
  EXPECT_TRUE(end.rowNames.value(1).contains(QString::fromUtf8("علی")))
      << end.rowNames.value(1).toStdString();
  testing::uiApp("fa");
}

// Every word a lesson says (its steps and hints) as players read it: no move in the engine's
// notation ("path curve-ne 1 3 r", "orient 1"), no card id, no cell as two numbers, and no Latin
// letter in the Persian.
TEST(SaboteurDuelLessons, StepsSpeakAsPlayersDoNotInEngineNotation) {
  QStringList ids;
  for (const QString& id : allCardIds())
    if (id.contains('-')) ids << id;
  const QRegularExpression cell(R"(-?\d+ -?\d+)"), orient(R"(\borient\b)"), latin("[A-Za-z]");
  const QStringList files = QDir(lessonDir()).entryList({"*.json"}, QDir::Files);
  for (const QString& f : files) {
    QFile file(lessonDir() + '/' + f);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const Json lesson = Json::parse(file.readAll().toStdString());
    for (const Json& step : lesson["lesson"]["steps"]) {
      // A step's moves: its play, or its expect (one move, or a list of which any will do).
      std::vector<std::string> moves;
      for (const char* k : {"play", "expect"}) {
        if (!step.contains(k)) continue;
        if (step[k].is_array()) {
          for (const Json& m : step[k]) moves.push_back(m.get<std::string>());
        } else {
          moves.push_back(step[k].get<std::string>());
        }
      }
      for (const char* key : {"say", "hint"}) {
        if (!step.contains(key)) continue;
        for (const char* lang : {"en", "fa"}) {
          const QString text = QString::fromStdString(step[key][lang].get<std::string>());
          const std::string where =
              f.toStdString() + " " + key + "." + lang + ": " + text.toStdString();
          for (const std::string& move : moves)
            EXPECT_FALSE(text.contains(QString::fromStdString(move))) << where;
          for (const QString& id : ids) EXPECT_FALSE(text.contains(id)) << where;
          EXPECT_FALSE(text.contains(cell)) << where;
          EXPECT_FALSE(text.contains(orient)) << where;
          if (QLatin1String(lang) == QLatin1String("fa")) {
            EXPECT_FALSE(text.contains(latin)) << where;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel

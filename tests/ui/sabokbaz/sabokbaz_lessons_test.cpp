// The Sabokbaz lessons (resources/lessons/sabokbaz/): the worked examples of the source and the
// rules they leave out. Each is a scenario file the app and mizbazi-cli open, and
// playing its line reaches the outcome the source or the rule gives.
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QTest>
#include <functional>
#include <map>
#include <memory>

#include "core/game_record.h"
#include "core/lesson.h"
#include "core/scenario.h"
#include "sabokbaz_test_support.h"
#include "table_gestures.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/card_item.h"
#include "ui/table/game_log.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_panel.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"

namespace mizbazi::testing {
namespace {

const QString kLessons = QStringLiteral(MIZBAZI_SOURCE_DIR "/resources/lessons/sabokbaz");

struct TrickOutcome {
  int taker;
  int points;
};
struct HandOutcome {
  std::vector<int> scores;
  std::string bonus;
};

// What the source says happens, lesson by lesson (seats: سارا 0, علی 1, مریم 2, رضا 3).
const std::map<std::string, TrickOutcome> kTricks = {
    // Zamaneh 3 led, then badeh 8, 9, 10: badeh 10 takes, 9 − 2 = +7.
    {"01-fate-led-wine-takes", {3, 7}},
    // The partner answers with a smaller zamaneh; the last player's badeh softens it: +2 to
    // badeh 8.
    {"02-fate-answered-with-fate", {1, 2}},
    // Three badeh (+9), then hell: the hell's player takes +2.
    {"04-hell-on-three-wines", {3, 2}},
    // The same with death: −6.
    {"05-death-on-three-wines", {3, -6}},
    // Hell on the other team's heaven: the pair is worth nothing.
    {"06-hell-on-heaven", {2, 0}},
    // Death on the other team's Khayyam: −5.
    {"07-death-on-khayyam", {2, -5}},
};
const std::map<std::string, HandOutcome> kHands = {
    // The source's own figures: +12 and −5, which add up to +7.
    {"09-whole-hand-sums-to-seven", {{-5, 12}, "none"}},
    // The team with every zamaneh counts them as nothing (0 → +24); the other pays −24 (+7 → −17).
    {"10-all-fate", {{24, -17}, "all-fate"}},
    // All four specials: +36 to that team, −24 to the other, the hand stopped early.
    {"11-four-cards", {{-24, 36}, "four-cards"}},
};
// Lessons that end the match: the totals before the hand (the file's match_scores) and after.
struct MatchOutcome {
  std::vector<int> totals;
  std::vector<int> winners;
};
const std::map<std::string, MatchOutcome> kMatches = {
    // −10 and +40 before a four-cards hand (−24, +36): +76 passes 70, Ali and Reza win.
    {"13-end-of-the-match", {{-34, 76}, {1, 3}}},
};

// Lessons that play a rule the examples leave out: what the table shows at the end of each line.
using RuleCheck = std::function<void(const GameRecord&, const Json&)>;
const std::map<std::string, RuleCheck> kRules = {
    // Reza (3) dealt the first hand; the deal passed to Sara (0), each seat was dealt 13, and Ali
    // (1), after her, led the first trick, which went round counter-clockwise (seat + 1).
    {"03-dealing-and-direction",
     [](const GameRecord&, const Json& state) {
       EXPECT_EQ(state["hand_number"], 2);
       EXPECT_EQ(state["dealer"], 0);
       EXPECT_EQ(state["hand_counts"].get<std::vector<int>>(), std::vector<int>(4, 12));
       std::vector<int> order;
       for (const Json& card : state["last_trick"]["cards"]) order.push_back(card[0].get<int>());
       EXPECT_EQ(order, (std::vector<int>{1, 2, 3, 0}));
       EXPECT_EQ(state["leader"], 1) << "Ali's sabzeh 12 took it: he leads again";
     }},
    // Sara leads koozeh 11 (death refused before it), then, holding only hell and death, leads
    // both and takes them: +1, −7 and −15 on her team's +8.
    {"08-special-leads-only-alone",
     [](const GameRecord&, const Json& state) {
       EXPECT_EQ(state["last_hand"]["scores"].get<std::vector<int>>(), (std::vector<int>{-13, 20}));
     }},
    // The last trick is the four specials, led by Maryam (2): it goes to her, not to Ali (1), who
    // played the last special, and her team has "four cards".
    {"12-trick-of-specials-only",
     [](const GameRecord& record, const Json& state) {
       const auto& line = record.actions();
       EXPECT_EQ(
           std::vector<std::string>(line.end() - 4, line.end()),
           (std::vector<std::string>{"play ajal", "play behesht", "play dozakh", "play khayyam"}));
       EXPECT_EQ(state["last_hand"]["bonus"], "four-cards");
       EXPECT_EQ(state["last_hand"]["bonus_team"], 0);
       EXPECT_EQ(state["last_hand"]["scores"].get<std::vector<int>>(), (std::vector<int>{36, -24}));
     }},
    // Six players, three teams (0+3, 1+4, 2+5): 50, 12 and −31 before the hand, +13, −5 and −2
    // in it (+6 in all); 63 passes 60 and Sara and Reza win.
    {"16-six-players",
     [](const GameRecord& record, const Json& state) {
       EXPECT_TRUE(record.state().isTerminal());
       EXPECT_EQ(state["target"], 60);
       EXPECT_EQ(state["teams"], Json::parse("[[0, 3], [1, 4], [2, 5]]"));
       EXPECT_EQ(state["last_hand"]["scores"].get<std::vector<int>>(),
                 (std::vector<int>{13, -5, -2}));
       EXPECT_EQ(state["match_scores"].get<std::vector<int>>(), (std::vector<int>{63, 7, -33}));
       EXPECT_EQ(state["winners"].get<std::vector<int>>(), (std::vector<int>{0, 3}));
     }},
    // 65 and 68 before the hand, +5 and +2 in it: both teams reach 70 and share the win.
    {"14-tied-match",
     [](const GameRecord& record, const Json& state) {
       EXPECT_TRUE(record.state().isTerminal());
       EXPECT_EQ(state["match_scores"].get<std::vector<int>>(), (std::vector<int>{70, 70}));
       EXPECT_EQ(state["winners"].get<std::vector<int>>(), (std::vector<int>{0, 1, 2, 3}));
     }},
    // The table agreed on 77: −72 has not ended the match, −85 does, and Ali and Reza win with 60.
    {"15-target-and-minus-end",
     [](const GameRecord& record, const Json& state) {
       EXPECT_TRUE(record.state().isTerminal());
       EXPECT_EQ(state["target"], 77);
       EXPECT_EQ(state["match_scores"].get<std::vector<int>>(), (std::vector<int>{-85, 60}));
       EXPECT_EQ(state["winners"].get<std::vector<int>>(), (std::vector<int>{1, 3}));
     }},
};

GameRecord playLesson(const QString& path) {
  Scenario s = loadLessonLine(path.toStdString());
  EXPECT_EQ(s.game, "sabokbaz");
  EXPECT_FALSE(s.notes.empty()) << "a lesson says what it shows";
  Scenario start = s;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  const auto error = record.replay(s.actions);
  EXPECT_FALSE(error.has_value()) << (error ? error->describe() : "");
  return record;
}

TEST(SabokbazLessons, EveryLessonReachesItsOutcome) {
  const QStringList files = QDir(kLessons).entryList({"*.json"}, QDir::Files, QDir::Name);
  ASSERT_EQ(files.size(),
            static_cast<int>(kTricks.size() + kHands.size() + kMatches.size() + kRules.size()));
  for (const QString& file : files) {
    const std::string name = QFileInfo(file).baseName().toStdString();
    SCOPED_TRACE(name);
    const GameRecord record = playLesson(QDir(kLessons).filePath(file));
    const Json state = stateJson(record.state());
    if (auto t = kTricks.find(name); t != kTricks.end()) {
      ASSERT_TRUE(state["last_trick"].is_object());
      EXPECT_EQ(state["last_trick"]["taker"], t->second.taker);
      EXPECT_EQ(state["last_trick"]["points"], t->second.points);
      EXPECT_EQ(record.actions().size(), 4u) << "the example is the lesson's first trick";
    } else if (auto h = kHands.find(name); h != kHands.end()) {
      ASSERT_TRUE(state["last_hand"].is_object());
      EXPECT_EQ(state["last_hand"]["number"], 1);
      EXPECT_EQ(state["last_hand"]["scores"].get<std::vector<int>>(), h->second.scores);
      EXPECT_EQ(state["last_hand"]["bonus"], h->second.bonus);
      EXPECT_EQ(state["hand_number"], 2) << "the next hand is dealt";
      if (h->second.bonus == "four-cards") {
        EXPECT_LT(record.actions().size(), 52u);
      }
      if (h->second.bonus == "none") {
        const auto& scores = h->second.scores;
        EXPECT_EQ(scores[0] + scores[1], 7);
      }
    } else if (auto e = kMatches.find(name); e != kMatches.end()) {
      EXPECT_TRUE(record.state().isTerminal()) << "the match is over";
      EXPECT_EQ(state["match_scores"].get<std::vector<int>>(), e->second.totals);
      EXPECT_EQ(state["winners"].get<std::vector<int>>(), e->second.winners);
    } else if (auto r = kRules.find(name); r != kRules.end()) {
      r->second(record, state);
    } else {
      ADD_FAILURE() << "no outcome written down for this lesson";
    }
  }
}

// Every lesson is a plain scenario file: it survives a save (the app's own format) unchanged.
TEST(SabokbazLessons, LessonsAreScenarioFilesTheAppSaves) {
  for (const QString& file : QDir(kLessons).entryList({"*.json"}, QDir::Files, QDir::Name)) {
    SCOPED_TRACE(file.toStdString());
    const Scenario s = loadLessonLine(QDir(kLessons).filePath(file).toStdString());
    EXPECT_EQ(parseScenario(scenarioToText(s)).actions, s.actions);
    ASSERT_EQ(s.players.size(), static_cast<std::size_t>(s.options.value("players", 4)));
    for (const PlayerSpec& p : s.players) EXPECT_FALSE(p.name.empty());
  }
}

// A lesson opened in the app as a learner opens it (Persian or English, no animation).
struct LessonWindow {
  explicit LessonWindow(const QString& file) {
    app::AppSettings quiet;
    quiet.animationPercent = 0;
    quiet.botDelayMs = 0;
    window =
        std::make_unique<app::MainWindow>(quiet, app::Autosave(scratchDir() + "/sabokbaz-lesson"));
    window->setScripted(true);
    window->resize(1366, 768);
    window->show();
    error = window->startLesson(":/lessons/sabokbaz/" + file);
  }
  ui::GameTable& table() { return *window->table(); }
  ui::LessonRunner& runner() { return *window->lessonRunner(); }
  bool settled() {
    return waitUntil([&]() { return table().isSettled(); });
  }
  // Presses Next until the lesson stands at `step` (every step before it only speaks or plays).
  bool nextTo(int step) {
    while (runner().stepIndex() < step) {
      const int at = runner().stepIndex();
      if (!settled() || !runner().lesson().steps[at].expect.empty()) return false;
      QTest::mouseClick(runner().panel()->nextButton(), Qt::LeftButton);
      if (!waitUntil([&]() { return runner().stepIndex() != at; })) return false;
    }
    return settled();
  }
  // Goes through every step left as the learner does: Next, or the step's first move dragged to
  // the middle of the table.
  bool playToEnd() {
    while (!runner().completed()) {
      const int at = runner().stepIndex();
      if (!settled()) return false;
      const LessonStep& step = runner().lesson().steps[at];
      if (step.expect.empty()) {
        QTest::mouseClick(runner().panel()->nextButton(), Qt::LeftButton);
      } else if (!dragToTrick(QString::fromStdString(step.expect.front()).section(' ', 1))) {
        return false;
      }
      if (!waitUntil([&]() { return runner().stepIndex() != at || runner().completed(); }))
        return false;
    }
    return settled();
  }
  // Drags the card showing `id` to the middle of the table, as a player plays it.
  bool dragToTrick(const QString& id) {
    ui::CardItem* card = cardWithFace(table(), "sabokbaz/" + id);
    const int trick = zoneNumber(table().controller().state(), "trick");
    ui::Pile* middle = table().scene().pile(Place{static_cast<std::int16_t>(trick), -1, -1});
    return card && middle && dragCardToPile(table(), card, middle);
  }
  std::unique_ptr<app::MainWindow> window;
  QString error;
};

// Lesson 08: death dragged to the middle from Sara's koozeh 11, hell and death is refused with
// the rule's words and the step's hint, and nothing changes; koozeh 11 leads; later, with only
// hell and death left, hell leads.
TEST(SabokbazLessons, ASpecialLedFromAMixedHandIsRefusedWithTheStepsHint) {
  uiApp("en");
  LessonWindow w("08-special-leads-only-alone.json");
  ASSERT_EQ(w.error, QString());
  ASSERT_TRUE(w.nextTo(1));
  const std::vector<std::string> before = w.table().controller().record().actions();
  ASSERT_TRUE(w.dragToTrick("ajal"));
  ASSERT_TRUE(w.settled());
  EXPECT_EQ(w.table().controller().record().actions(), before);
  EXPECT_EQ(w.runner().stepIndex(), 1);
  const QStringList lines = w.runner().hintText().split('\n');
  ASSERT_EQ(lines.size(), 2) << w.runner().hintText().toStdString();
  EXPECT_TRUE(lines[0].contains("cannot lead")) << lines[0].toStdString();
  EXPECT_EQ(lines[1].toStdString(), w.runner().lesson().steps[1].hint.en);

  ASSERT_TRUE(w.dragToTrick("koozeh-11"));
  ASSERT_TRUE(waitUntil([&]() { return w.runner().stepIndex() == 2; }));
  EXPECT_TRUE(w.runner().hintText().isEmpty());
  // Three answers later Sara has taken the trick and holds nothing but hell and death.
  ASSERT_TRUE(w.nextTo(5));
  ASSERT_EQ(w.runner().lesson().steps[5].expect, std::vector<std::string>{"play dozakh"});
  ASSERT_TRUE(w.dragToTrick("dozakh"));
  ASSERT_TRUE(waitUntil([&]() { return w.runner().stepIndex() == 6; }));
  EXPECT_EQ(w.table().controller().record().actions().back(), "play dozakh");
  EXPECT_TRUE(w.runner().hintText().isEmpty());
}

// Lesson 16 played on the table: six seats, and Reza's heaven on the last trick ends the match at
// 63 of 60; the log says who won.
TEST(SabokbazLessons, TheSixPlayerLessonEndsTheMatchAtSixty) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  LessonWindow w("16-six-players.json");
  ASSERT_EQ(w.error, QString());
  EXPECT_EQ(w.table().controller().state().numPlayers(), 6);
  EXPECT_FALSE(w.table().controller().state().isTerminal());
  ASSERT_TRUE(w.playToEnd());
  const State& end = w.table().controller().state();
  ASSERT_TRUE(end.isTerminal());
  EXPECT_EQ(end.scores(), (std::vector<int>{63, 7, -33}));
  EXPECT_EQ(end.winners(), (std::vector<int>{0, 3}));
  const QString log = w.table().log().lines().join('\n');
  EXPECT_TRUE(log.contains("The match is over")) << log.toStdString();
  EXPECT_TRUE(log.contains("63")) << log.toStdString();
}

// Lesson 14 played on the table: both teams end on 70, and the log says they share the win.
TEST(SabokbazLessons, TheTiedMatchLessonEndsWithASharedWin) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  LessonWindow w("14-tied-match.json");
  ASSERT_EQ(w.error, QString());
  ASSERT_TRUE(w.playToEnd());
  const State& end = w.table().controller().state();
  ASSERT_TRUE(end.isTerminal());
  EXPECT_EQ(end.scores(), (std::vector<int>{70, 70}));
  EXPECT_EQ(end.winners(), (std::vector<int>{0, 1, 2, 3}));
  const QString log = w.table().log().lines().join('\n');
  EXPECT_TRUE(log.contains("share the win")) << log.toStdString();
}

}  // namespace
}  // namespace mizbazi::testing

// The Sabokbaz lessons (resources/lessons/sabokbaz/): the worked examples of the source (01–10)
// and the rules they leave out (11–15). Each is a scenario file the app and mizbazi-cli open, and
// playing its line reaches the outcome the source or the rule gives.
#include <QDir>
#include <QFileInfo>
#include <functional>
#include <map>

#include "core/lesson.h"
#include "core/match.h"
#include "core/scenario.h"
#include "sabokbaz_test_support.h"

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
    {"03-hell-on-three-wines", {3, 2}},
    // The same with death: −6.
    {"04-death-on-three-wines", {3, -6}},
    // Hell on the other team's heaven: the pair is worth nothing.
    {"05-hell-on-heaven", {2, 0}},
    // Death on the other team's Khayyam: −5.
    {"06-death-on-khayyam", {2, -5}},
};
const std::map<std::string, HandOutcome> kHands = {
    // The source's own figures: +12 and −5, which add up to +7.
    {"07-whole-hand-sums-to-seven", {{-5, 12}, "none"}},
    // The team with every zamaneh counts them as nothing (0 → +24); the other pays −24 (+7 → −17).
    {"08-all-fate", {{24, -17}, "all-fate"}},
    // All four specials: +36 to that team, −24 to the other, the hand stopped early.
    {"09-four-cards", {{-24, 36}, "four-cards"}},
};
// Lessons that end the match: the totals before the hand (the file's match_scores) and after.
struct MatchOutcome {
  std::vector<int> totals;
  std::vector<int> winners;
};
const std::map<std::string, MatchOutcome> kMatches = {
    // −10 and +40 before a four-cards hand (−24, +36): +76 passes 70, Ali and Reza win.
    {"10-end-of-the-match", {{-34, 76}, {1, 3}}},
};

// Lessons that play a rule the examples leave out: what the table shows at the end of each line.
using RuleCheck = std::function<void(const Match&, const Json&)>;
const std::map<std::string, RuleCheck> kRules = {
    // Reza (3) dealt the first hand; the deal passed to Sara (0), each seat was dealt 13, and Ali
    // (1), after her, led the first trick, which went round counter-clockwise (seat + 1).
    {"11-dealing-and-direction",
     [](const Match&, const Json& state) {
       EXPECT_EQ(state["hand_number"], 2);
       EXPECT_EQ(state["dealer"], 0);
       EXPECT_EQ(state["hand_counts"].get<std::vector<int>>(), std::vector<int>(4, 12));
       std::vector<int> order;
       for (const Json& card : state["last_trick"]["cards"]) order.push_back(card[0].get<int>());
       EXPECT_EQ(order, (std::vector<int>{1, 2, 3, 0}));
       EXPECT_EQ(state["leader"], 1) << "Ali's sabzeh 12 took it: he leads again";
     }},
};

Match playLesson(const QString& path) {
  Scenario s = loadLessonLine(path.toStdString());
  EXPECT_EQ(s.game, "sabokbaz");
  EXPECT_FALSE(s.notes.empty()) << "a lesson says what it shows";
  Scenario start = s;
  start.actions.clear();
  Match m = Match::fromScenario(start);
  const auto error = m.replay(s.actions);
  EXPECT_FALSE(error.has_value()) << (error ? error->describe() : "");
  return m;
}

TEST(SabokbazLessons, EveryWorkedExampleReachesTheSourcesOutcome) {
  const QStringList files = QDir(kLessons).entryList({"*.json"}, QDir::Files, QDir::Name);
  ASSERT_EQ(files.size(),
            static_cast<int>(kTricks.size() + kHands.size() + kMatches.size() + kRules.size()));
  for (const QString& file : files) {
    const std::string name = QFileInfo(file).baseName().toStdString();
    SCOPED_TRACE(name);
    const Match m = playLesson(QDir(kLessons).filePath(file));
    const Json state = stateJson(m.state());
    if (auto t = kTricks.find(name); t != kTricks.end()) {
      ASSERT_TRUE(state["last_trick"].is_object());
      EXPECT_EQ(state["last_trick"]["taker"], t->second.taker);
      EXPECT_EQ(state["last_trick"]["points"], t->second.points);
      EXPECT_EQ(m.actions().size(), 4u) << "the example is the lesson's first trick";
    } else if (auto h = kHands.find(name); h != kHands.end()) {
      ASSERT_TRUE(state["last_hand"].is_object());
      EXPECT_EQ(state["last_hand"]["number"], 1);
      EXPECT_EQ(state["last_hand"]["scores"].get<std::vector<int>>(), h->second.scores);
      EXPECT_EQ(state["last_hand"]["bonus"], h->second.bonus);
      EXPECT_EQ(state["hand_number"], 2) << "the next hand is dealt";
      if (h->second.bonus == "four-cards") {
        EXPECT_LT(m.actions().size(), 52u);
      }
      if (h->second.bonus == "none") {
        const auto& scores = h->second.scores;
        EXPECT_EQ(scores[0] + scores[1], 7);
      }
    } else if (auto e = kMatches.find(name); e != kMatches.end()) {
      EXPECT_TRUE(m.state().isTerminal()) << "the match is over";
      EXPECT_EQ(state["match_scores"].get<std::vector<int>>(), e->second.totals);
      EXPECT_EQ(state["winners"].get<std::vector<int>>(), e->second.winners);
    } else if (auto r = kRules.find(name); r != kRules.end()) {
      r->second(m, state);
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

}  // namespace
}  // namespace mizbazi::testing

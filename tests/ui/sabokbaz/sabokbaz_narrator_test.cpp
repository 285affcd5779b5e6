// The Sabokbaz log over random matches: every card is told, the shared telling never names a card
// still in someone's hand, Persian lines have Persian digits and no English left over, and no two
// numbers stand side by side; plus the exact sentences of the source's examples.
#include <QLocale>
#include <QRegularExpression>

#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_narrator.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/bidi.h"

namespace mizbazi::testing {
namespace {

using ui::isolate;
using ui::LogKind;
using ui::LogLine;
using ui::Narration;
using ui::sabokbaz::SabokbazNarrator;
using ui::sabokbaz::SabokbazTexts;

// Names with digits in them catch a number written right after a name.
const QStringList kNames = {"سارا", "بازیکن ۲", "مریم", "Player 4", "نگار", "بابک"};

QStringList names(int players) {
  QStringList out;
  for (int i = 0; i < players; ++i) out.push_back(isolate(kNames[i]));
  return out;
}

Narration narration(const Step& step, int audience, int players) {
  Narration n;
  n.actor = step.actor;
  n.actionText = QString::fromStdString(step.before.actionText(step.action));
  n.events = step.events;
  maskEventsFor(n.events, audience);
  n.audience = audience;
  n.names = names(players);
  n.after = observationJson(step.after, audience);
  n.cardId = [](int card) { return QString::fromStdString(sabokbaz::cardId(card)); };
  return n;
}

QString text(const QVector<LogLine>& lines) {
  QStringList all;
  for (const LogLine& l : lines) all.push_back(l.text);
  return all.join('\n');
}

// Card `c`'s name as a whole word: «کوزهٔ ۱» must not be found inside «کوزهٔ ۱۲». One pattern
// per card, made once per language.
bool namesCard(const QString& text, int c) {
  static QString language;
  static QVector<QRegularExpression> patterns;
  if (patterns.isEmpty() || language != QLocale().name()) {
    language = QLocale().name();
    patterns.clear();
    for (int card = 0; card < sabokbaz::kCardCount; ++card) {
      const QString name = SabokbazTexts::cardName(QString::fromStdString(sabokbaz::cardId(card)));
      patterns.push_back(QRegularExpression(QRegularExpression::escape(name) +
                                            QStringLiteral("(?![0-9\\x{06F0}-\\x{06F9}])")));
    }
  }
  return patterns[c].match(text).hasMatch();
}

class SabokbazNarratorTest : public ::testing::TestWithParam<int> {};

TEST_P(SabokbazNarratorTest, SharedTellingKeepsHandsSecretAndReadsWell) {
  uiApp("fa");
  const int players = GetParam();
  QStringList playerNames;
  for (int i = 0; i < players; ++i) playerNames.push_back(kNames[i]);
  long actions = 0, privateLines = 0, endings = 0;
  playRandomMatches(players, 6, 1300 + players, {}, [&](const Step& step) {
    ++actions;
    const auto lines = SabokbazNarrator::narrate(narration(step, -1, players));
    ASSERT_FALSE(lines.isEmpty());
    const QString all = text(lines);
    // Every card is told.
    EXPECT_TRUE(namesCard(lines[0].text, static_cast<int>(step.action))) << all.toStdString();
    // Never a card held in secret: in a hand before the action (but the one played), or in a
    // hand dealt by it (but the cards of this trick, which everyone saw).
    sabokbaz::CardMask seen = sabokbaz::bitOf(static_cast<int>(step.action));
    for (const Event& e : step.events) {
      if (e.kind == EventKind::kMove && e.from.zone == sabokbaz::kZoneTrick) {
        seen |= sabokbaz::bitOf(e.card);
      }
    }
    sabokbaz::CardMask secret = 0;
    for (int seat = 0; seat < players; ++seat) {
      secret |= asSabokbaz(step.before).position().hands[seat];
      secret |= asSabokbaz(step.after).position().hands[seat];
    }
    secret &= ~seen;
    for (int c = 0; c < sabokbaz::kCardCount; ++c) {
      if (!(secret & sabokbaz::bitOf(c))) continue;
      ASSERT_FALSE(namesCard(all, c)) << sabokbaz::cardId(c) << " is held in secret:\n"
                                      << all.toStdString();
    }
    for (const LogLine& line : lines) {
      EXPECT_NE(line.kind, LogKind::kPrivate);
      QString bare = ui::withoutIsolates(line.text);
      for (const QString& n : playerNames) bare.remove(n);
      static const QRegularExpression latin(QStringLiteral("[0-9A-Za-z]"));
      EXPECT_FALSE(bare.contains(latin)) << "English or Latin digits: " << line.text.toStdString();
      EXPECT_TRUE(numbersSideBySide(line.text).isEmpty()) << line.text.toStdString();
    }
    if (all.contains(QStringLiteral("تمام شد"))) ++endings;
    // Each seat's private telling holds only what that seat may read: its own new hand.
    const auto& hands = asSabokbaz(step.after).position().hands;
    for (int seat = 0; seat < players; ++seat) {
      const auto mine = SabokbazNarrator::narrate(narration(step, seat, players));
      for (const LogLine& line : mine) {
        EXPECT_EQ(line.kind, LogKind::kPrivate);
        EXPECT_TRUE(numbersSideBySide(line.text).isEmpty()) << line.text.toStdString();
        for (int other = 0; other < players; ++other) {
          if (other == seat) continue;
          for (int c = 0; c < sabokbaz::kCardCount; ++c) {
            if (!(hands[other] & sabokbaz::bitOf(c)) || !sabokbaz::isSpecial(c)) continue;
            EXPECT_FALSE(namesCard(line.text, c)) << line.text.toStdString();
          }
        }
        ++privateLines;
      }
    }
  });
  EXPECT_GT(actions, 500);
  EXPECT_GT(endings, 6);
  EXPECT_GT(privateLines, 6 * players);
}

INSTANTIATE_TEST_SUITE_P(Players, SabokbazNarratorTest, ::testing::Values(4, 6),
                         [](const auto& info) { return std::to_string(info.param) + "Players"; });

// A scenario's actions played one by one; the lines of the last one, in the shared log.
QVector<LogLine> tell(const std::vector<std::string>& hands, int dealer,
                      const std::vector<std::string>& actions, Json matchScores = nullptr) {
  Scenario s;
  s.game = "sabokbaz";
  s.options["players"] = 4;
  s.seed = 1;
  s.setup["dealer"] = dealer;
  Json handList = Json::array();
  for (const std::string& h : hands) {
    Json ids = Json::array();
    std::size_t at = 0;
    while (at < h.size()) {
      const std::size_t end = h.find(' ', at);
      ids.push_back(h.substr(at, end - at));
      at = end == std::string::npos ? h.size() : end + 1;
    }
    handList.push_back(ids);
  }
  s.setup["hands"] = handList;
  if (!matchScores.is_null()) s.setup["match_scores"] = matchScores;
  GameRecord record = GameRecord::fromScenario(s);
  for (std::size_t i = 0; i + 1 < actions.size(); ++i) {
    EXPECT_FALSE(record.playText(actions[i])) << actions[i];
  }
  const State& before = record.state();
  auto copy = before.clone();
  Events events;
  const auto a = copy->parseAction(actions.back(), nullptr);
  EXPECT_TRUE(a.has_value());
  const int actor = copy->currentPlayer();
  EXPECT_FALSE(copy->apply(*a, &events)) << actions.back();
  return SabokbazNarrator::narrate(narration(Step{before, *a, actor, *copy, events}, -1, 4));
}

// The hands of the source's "death on Khayyam" example (tests/scenarios/sabokbaz).
const std::vector<std::string> kKhayyamHands = {
    "koozeh-1 koozeh-2 koozeh-3 koozeh-4 koozeh-5 koozeh-6 koozeh-7 koozeh-8 koozeh-9 koozeh-10 "
    "koozeh-11 koozeh-12 sabzeh-5",
    "sabzeh-1 sabzeh-2 sabzeh-3 sabzeh-4 sabzeh-6 sabzeh-7 sabzeh-8 sabzeh-9 sabzeh-10 sabzeh-11 "
    "zamaneh-1 zamaneh-2 khayyam",
    "zamaneh-3 zamaneh-4 zamaneh-5 zamaneh-6 zamaneh-7 zamaneh-8 zamaneh-9 zamaneh-10 zamaneh-11 "
    "zamaneh-12 badeh-1 badeh-2 ajal",
    "sabzeh-12 badeh-3 badeh-4 badeh-5 badeh-6 badeh-7 badeh-8 badeh-9 badeh-10 badeh-11 badeh-12 "
    "dozakh behesht"};

TEST(SabokbazNarrator, TellsTheDeathOnKhayyamExampleInPersian) {
  uiApp("fa");
  auto lines = tell(kKhayyamHands, 3, {"play sabzeh-5"});
  EXPECT_EQ(ui::withoutIsolates(lines[0].text), "سارا با سبزهٔ ۵ دست را شروع کرد.");
  lines = tell(kKhayyamHands, 3, {"play sabzeh-5", "play khayyam"});
  EXPECT_EQ(ui::withoutIsolates(lines[0].text),
            "بازیکن ۲ خیام را روی سبزهٔ ۵ انداخت و فعلاً دست مال اوست.");
  lines = tell(kKhayyamHands, 3, {"play sabzeh-5", "play khayyam", "play ajal"});
  EXPECT_EQ(ui::withoutIsolates(lines[0].text), "مریم اجل را روی خیام انداخت و فعلاً دست مال اوست.");
  lines = tell(kKhayyamHands, 3, {"play sabzeh-5", "play khayyam", "play ajal", "play sabzeh-12"});
  ASSERT_GE(lines.size(), 3);
  EXPECT_EQ(ui::withoutIsolates(lines[0].text), "Player 4 سبزهٔ ۱۲ را بازی کرد.");
  EXPECT_EQ(ui::withoutIsolates(lines[1].text),
            "مریم با اجل دست را برد: منفی ۵\u00a0امتیاز برای تیم سارا و مریم.");
  EXPECT_EQ(ui::withoutIsolates(lines[2].text), "نوبت مریم.");
  EXPECT_EQ(lines[2].kind, LogKind::kTurn);
}

TEST(SabokbazNarrator, TellsTheTakerWhenTheLastCardTakesAndWhoCouldNotFollow) {
  uiApp("fa");
  // Ajal played last onto Khayyam: «… اجل را روی خیام انداخت و دست را برد».
  const std::vector<std::string> hands = {kKhayyamHands[0], kKhayyamHands[2], kKhayyamHands[1],
                                          kKhayyamHands[3]};
  auto lines = tell({kKhayyamHands[0], kKhayyamHands[3], kKhayyamHands[1], kKhayyamHands[2]}, 3,
                    {"play sabzeh-5", "play sabzeh-12", "play khayyam", "play ajal"});
  ASSERT_GE(lines.size(), 2);
  EXPECT_EQ(ui::withoutIsolates(lines[0].text), "Player 4 اجل را روی خیام انداخت و دست را برد.");
  EXPECT_EQ(ui::withoutIsolates(lines[1].text),
            "این دست منفی ۵\u00a0امتیاز برای تیم بازیکن ۲ و Player 4 داشت.");
  // Seat 1 has no koozeh and plays a sabzeh.
  lines = tell(hands, 3, {"play koozeh-1", "play zamaneh-3"});
  EXPECT_EQ(ui::withoutIsolates(lines[0].text), "بازیکن ۲ کوزه نداشت و زمانهٔ ۳ را بازی کرد.");
}

TEST(SabokbazNarrator, EnglishTellingToo) {
  uiApp("en");
  const auto lines = tell({kKhayyamHands[0], kKhayyamHands[3], kKhayyamHands[1], kKhayyamHands[2]},
                          3, {"play sabzeh-5", "play sabzeh-12", "play khayyam", "play ajal"});
  uiApp("fa");
  ASSERT_GE(lines.size(), 2);
  EXPECT_EQ(ui::withoutIsolates(lines[0].text),
            "Player 4 played death on Khayyam and took the trick.");
  EXPECT_EQ(ui::withoutIsolates(lines[1].text),
            "The trick is worth −5 for the team of بازیکن ۲ and Player 4.");
}

}  // namespace
}  // namespace mizbazi::testing

// The Rivals log: every action of random games told in whole Persian sentences with Persian digits,
// never two numbers side by side, never a card its audience cannot see; and the rulebook's
// moments (the auction, a dead card, the reserve split, a stack's end, the winner) told exactly.
#include <gtest/gtest.h>

#include "core/lesson.h"
#include "rivals/rivals_cards.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_narrator.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/bidi.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::isolate;
using mizbazi::ui::LogKind;
using mizbazi::ui::LogLine;
using mizbazi::ui::Narration;
using mizbazi::ui::withoutIsolates;
using mizbazi::ui::rivals::RivalsNarrator;
using mizbazi::ui::rivals::RivalsTexts;
namespace eng = ::mizbazi::rivals;

namespace {

// Names that end in digits, the hard case for "no two numbers side by side".
QStringList seatNames(int players) {
  QStringList names;
  for (int i = 0; i < players; ++i) {
    names << isolate(QString::fromUtf8("بازیکن ") + QLocale().toString(i + 1));
  }
  return names;
}

Narration telling(const State& after, int actor, const std::string& text, Events events,
                  const QStringList& names) {
  maskEventsFor(events, -1);
  Narration n;
  n.actor = actor;
  n.actionText = QString::fromStdString(text);
  n.events = std::move(events);
  n.audience = -1;
  n.names = names;
  n.after = observationJson(after, -1);
  n.cardId = [](int card) { return QString::fromStdString(eng::cardId(card)); };
  return n;
}

// The cards a telling may name: those its events show.
QSet<QString> shownCards(const Events& events) {
  QSet<QString> out;
  for (const Event& e : events) {
    if (e.card >= 0) out << QString::fromStdString(eng::cardId(e.card));
  }
  return out;
}

QStringList textsOf(const QVector<LogLine>& lines) {
  QStringList out;
  for (const LogLine& l : lines) out << withoutIsolates(l.text);
  return out;
}

// Plays a scenario action by action and returns the shared log, names as given.
QStringList logOf(const Scenario& scenario, const QStringList& names) {
  Scenario start = scenario;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  QStringList log;
  for (const std::string& text : scenario.actions) {
    const int actor = record.state().currentPlayer();
    Events events;
    const auto why = record.playText(text, &events);
    EXPECT_FALSE(why.has_value()) << text;
    if (why) break;
    log << textsOf(RivalsNarrator::narrate(telling(record.state(), actor, text, events, names)));
  }
  return log;
}

QStringList isolated(const QStringList& plain) {
  QStringList out;
  for (const QString& s : plain) out << isolate(s);
  return out;
}

QString u(const char* utf8) {
  return QString::fromUtf8(utf8);
}

// The expected Persian sentences, whole (clang-format counts bytes and would cut them apart).
// clang-format off
const char kDeadThree[] = "دیگر کسی نمی‌تواند از قرمز ۳ استفاده کند (همهٔ ماجراجویی‌های قرمز از ۳ گذشته‌اند)؛ از بازی بیرون رفت.";
const char kDeadWager[] = "دیگر کسی نمی‌تواند از شرط‌بندی قرمز استفاده کند (همهٔ ماجراجویی‌های قرمز کارت شماره‌دار دارند)؛ از بازی بیرون رفت.";
const char kSplit[] = "ذخیره تقسیم شد: به هر بازیکن ۱\u00a0سکه رسید و ۲\u00a0سکه در ذخیره ماند.";
const char* const kAuction[] = {
    "سارا برای ویترین ۱\u00a0سکه پیشنهاد داد.",
    "یونس پاس داد.",
    "دانیال برای ویترین ۲\u00a0سکه پیشنهاد داد.",
    "کاوه برای ویترین ۳\u00a0سکه پیشنهاد داد.",
    "سارا برای ویترین ۴\u00a0سکه پیشنهاد داد.",
    "دانیال پاس داد.",
    "کاوه برای ویترین ۵\u00a0سکه پیشنهاد داد.",
    "سارا پاس داد.",
    "کاوه مزایده را برد و ۵\u00a0سکه به ذخیره پرداخت.",
    "کاوه قرمز ۴ را به ماجراجویی‌اش افزود.",
    "کاوه قرمز ۴ را به ماجراجویی‌اش افزود.",
    "کاوه شرط‌بندی سبز را به‌پشت از بازی بیرون گذاشت.",
    "کاوه کارش تمام شد و زرد ۷ را برای ویترین رو کرد.",
    "نوبت سارا."};
// clang-format on

class RivalsNarratorTest : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

TEST_F(RivalsNarratorTest, EveryActionOfRandomGamesIsToldInPersianWithoutSecrets) {
  int lines = 0;
  QSet<QString> allCardNames;
  QHash<QString, QString> idOfName;
  for (int name = 0; name < eng::kNameCount; ++name) {
    const QString id = QString::fromStdString(eng::nameId(name));
    idOfName.insert(RivalsTexts::cardName(id), id);
  }
  for (int players = 2; players <= 4; ++players) {
    const QStringList names = seatNames(players);
    for (std::uint64_t seed = 31; seed <= 36; ++seed) {
      RandomGameHooks hooks;
      hooks.after = [&](const State& after, int actor, const std::string& text,
                        const Events& events) {
        const Narration n = telling(after, actor, text, events, names);
        const QSet<QString> shown = shownCards(n.events);
        const QVector<LogLine> told = RivalsNarrator::narrate(n);
        ASSERT_FALSE(told.isEmpty()) << text;
        for (const LogLine& line : told) {
          const QString s = withoutIsolates(line.text);
          EXPECT_TRUE(hasPersianLetters(s)) << s.toStdString();
          EXPECT_FALSE(hasLatinDigits(s)) << s.toStdString();
          EXPECT_FALSE(hasNumbersSideBySide(s)) << s.toStdString();
          EXPECT_FALSE(s.contains('%')) << s.toStdString();
          for (auto it = idOfName.begin(); it != idOfName.end(); ++it) {
            if (s.contains(it.key())) {
              EXPECT_TRUE(shown.contains(it.value()))
                  << s.toStdString() << " names " << it.value().toStdString();
              allCardNames << it.value();
            }
          }
          ++lines;
        }
        // With every card hidden from the audience, no card is named at all.
        Narration blind = n;
        for (Event& e : blind.events) e.card = -1;
        for (const LogLine& line : RivalsNarrator::narrate(blind)) {
          for (auto it = idOfName.begin(); it != idOfName.end(); ++it) {
            EXPECT_FALSE(line.text.contains(it.key())) << line.text.toStdString();
          }
        }
      };
      playRandomGame(players, seed, hooks);
    }
  }
  EXPECT_GT(lines, 3000);
  EXPECT_GT(allCardNames.size(), 40);  // the telling does name what everyone saw
}

TEST_F(RivalsNarratorTest, TheRulebooksAuctionIsToldStepByStep) {
  Scenario s =
      loadLessonLine(sourcePath("resources/lessons/rivals/02-auction-example.json").toStdString());
  QStringList names;
  for (const PlayerSpec& p : s.players) names << isolate(QString::fromStdString(p.name));
  ASSERT_EQ(names.size(), 4);
  const QStringList log = logOf(s, names);
  const QString joined = log.join("\n");
  // The auction itself: 1, pass, 2, 3, 4, pass, 5, pass.
  QStringList expected;
  for (const char* line : kAuction) expected << u(line);
  const int start = log.lastIndexOf(expected[0]);
  ASSERT_GE(start, 0) << joined.toStdString();
  EXPECT_EQ(log.mid(start), expected) << joined.toStdString();
}

TEST_F(RivalsNarratorTest, ADeadCardIsToldWithWhy) {
  const QStringList names = isolated({u("سارا"), u("علی")});
  const QStringList log = logOf(engineTestScenario("dead-card-on-reveal.json"), names);
  EXPECT_TRUE(log.contains(u(kDeadThree))) << log.join("\n").toStdString();
  EXPECT_TRUE(log.contains(u(kDeadWager))) << log.join("\n").toStdString();
  const QStringList afterTake = logOf(engineTestScenario("dead-card-after-take.json"), names);
  EXPECT_TRUE(afterTake.contains(u(kDeadThree))) << afterTake.join("\n").toStdString();
}

TEST_F(RivalsNarratorTest, TheStacksEndAndTheReserveSplitAreTold) {
  const QStringList names = isolated({u("سارا"), u("علی"), u("مریم")});
  const QStringList log = logOf(engineTestScenario("reserve-split-remainder.json"), names);
  // Five coins paid, three players: one coin each, two stay.
  EXPECT_TRUE(log.contains(u("دستهٔ اول تمام شد و دستهٔ دوم به میان آمد.")))
      << log.join("\n").toStdString();
  EXPECT_TRUE(log.contains(u(kSplit))) << log.join("\n").toStdString();
  // The order: the stack runs out, then the reserve is shared, then the next turn.
  const int end = log.indexOf(u("دستهٔ اول تمام شد و دستهٔ دوم به میان آمد."));
  EXPECT_TRUE(log.value(end + 1).startsWith(u("ذخیره تقسیم شد")));
}

TEST_F(RivalsNarratorTest, TheEndAndItsWinnerAreTold) {
  const QStringList names = isolated({u("سارا"), u("علی")});
  const QStringList last = logOf(engineTestScenario("last-card-ends-game.json"), names);
  EXPECT_TRUE(last.contains(u("آخرین کارت دستهٔ چهارم رو شد و بازی تمام شد.")))
      << last.join("\n").toStdString();
  const QStringList coins = logOf(engineTestScenario("tie-broken-by-coins.json"), names);
  EXPECT_TRUE(coins.last().contains(u("با سکهٔ بیشتر برنده شد"))) << coins.join("\n").toStdString();
  const QStringList shared =
      logOf(engineTestScenario("tie-shared.json"), isolated({u("سارا"), u("علی"), u("مریم")}));
  EXPECT_TRUE(shared.last().contains(u("با هم برنده شدند"))) << shared.join("\n").toStdString();
}

TEST_F(RivalsNarratorTest, EnglishReadsEnglish) {
  uiApp("en");
  const QStringList log =
      logOf(engineTestScenario("dead-card-on-reveal.json"), isolated({"Sara", "Ali"}));
  EXPECT_TRUE(log.contains("Sara bids 1 coin for the display.")) << log.join("\n").toStdString();
  EXPECT_TRUE(
      log.contains("No one can use red 3 any more (every red expedition is already past "
                   "3): it leaves the game."))
      << log.join("\n").toStdString();
  uiApp("fa");
}

}  // namespace

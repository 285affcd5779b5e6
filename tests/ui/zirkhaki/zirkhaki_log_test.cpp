// The game log narrates actions in Persian, in whole sentences.
#include <gtest/gtest.h>

#include "table/game_log.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

TEST(ZirkhakiLog, DaggerStealIsNarratedInPersian) {
  Scenario s = zirkhakiScenario(2, false, 3);
  s.setup = Json::parse(R"({"first": 0, "fields": [[], ["coin-7"]], "deck_top": ["dagger-3"]})");
  auto t = makeTable(s);
  ASSERT_TRUE(t->zirkhakiController().perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(t->zirkhakiController().perform("pick 1 coin"));
  ASSERT_TRUE(settle(*t));
  const QStringList lines = t->log().lines();
  EXPECT_TRUE(lines.contains(QString::fromUtf8("سارا خنجر رو کرد و سکهٔ ۷ را از زمین علی دزدید.")))
      << lines.join("\n").toStdString();
  EXPECT_TRUE(lines.contains(QString::fromUtf8("سارا خنجر ۳ رو کرد.")))
      << lines.join("\n").toStdString();
}

TEST(ZirkhakiLog, BustIsAnnouncedWithTheCardCount) {
  Scenario s = zirkhakiScenario(2, false, 3);
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["coin-5", "coin-6"]})");
  auto t = makeTable(s);
  ASSERT_TRUE(t->zirkhakiController().perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(t->zirkhakiController().perform("draw"));
  ASSERT_TRUE(settle(*t));
  const QStringList lines = t->log().lines();
  EXPECT_TRUE(lines.contains(
      QString::fromUtf8("سارا سوخت! ۲ کارت به سوخته‌ها رفت.")))
      << lines.join("\n").toStdString();
}

}  // namespace

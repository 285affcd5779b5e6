// Rivals' words: every refusal code the engine's rules can return (read from the engine's own
// source, so that a new code cannot slip by) is translated with its arguments; card names and
// tooltips exist for every card, in Persian digits.
#include <gtest/gtest.h>

#include "rivals/rivals_cards.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/refusal_text.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsTexts;
namespace eng = ::mizbazi::rivals;

namespace {

// Plausible arguments for a code (the action's text first, then the figures).
std::vector<std::string> argsFor(const std::string& code) {
  if (code == "bid-not-higher") return {"bid 3", "5"};
  if (code == "not-enough-coins") return {"bid 9", "4"};
  if (code == "card-not-in-display") return {"take red-4", "red-4"};
  if (code == "wager-after-number") return {"take red-w", "red-w"};
  if (code == "number-too-low") return {"take red-3", "red-3", "7"};
  if (code == "unknown-action") return {"9999"};
  return {"reveal"};
}

// Expected Persian sentences, whole (clang-format counts bytes and would cut them apart).
// clang-format off
const char kTooLow[] = "ماجراجویی قرمز شما به ۷ رسیده است، پس قرمز ۳ کم است: عددها هرگز پایین نمی‌آیند.";
const char kNotHigher[] = "پیشنهاد شما باید از پیشنهاد فعلی، ۵\u00a0سکه، بالاتر باشد.";
const char kOneCoin[] = "بیش از سکه‌هایتان نمی‌توانید پیشنهاد بدهید: ۱\u00a0سکه دارید.";
const char kNotInDisplay[] = "شرط‌بندی آبی در ویترین نیست.";
const char kYellowSeven[] = "زرد ۷: ۲\u00a0ردپا. تا وقتی آخرین عدد ماجراجویی زرد شما ۷ یا کمتر است، می‌تواند به آن برود.";
// clang-format on

class RivalsTextsTest : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

TEST_F(RivalsTextsTest, EveryRefusalCodeOfTheEngineIsTranslated) {
  // Rivals' own codes and "game-over", which its table words in its own way.
  const QSet<QString> codes = gameRefusalCodes("rivals") + QSet<QString>{"game-over"};
  EXPECT_GE(codes.size(), 14);
  for (const char* known : {"game-over", "unknown-action", "auction-running", "claim-running",
                            "no-auction", "not-auction-winner", "display-empty", "bid-below-one",
                            "bid-not-higher", "not-enough-coins", "card-not-in-display",
                            "wager-after-number", "number-too-low", "already-discarded"}) {
    EXPECT_TRUE(codes.contains(known)) << known;
  }
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    for (const QString& refusal : codes) {
      const std::string code = refusal.toStdString();
      const Refusal why{code, "the engine's English sentence", argsFor(code)};
      // As the table words it: the game's sentence, else the framework's ("game-over").
      const QString text = ui::RefusalText::translate(why, &RivalsTexts::refusal);
      ASSERT_NE(text.toStdString(), why.message) << code;
      EXPECT_FALSE(text.trimmed().isEmpty()) << code;
      EXPECT_FALSE(text.contains('%')) << code << ": " << text.toStdString();
      if (QString(language) == "fa") {
        EXPECT_TRUE(hasPersianLetters(text)) << code << ": " << text.toStdString();
        EXPECT_FALSE(hasLatinDigits(text)) << code << ": " << text.toStdString();
      }
    }
  }
  uiApp("fa");
  EXPECT_FALSE(RivalsTexts::refusal({"some-other-game", "x", {}}).has_value());
}

TEST_F(RivalsTextsTest, RefusalsNameTheirFigures) {
  auto say = [](const std::string& code, std::vector<std::string> args) {
    return RivalsTexts::refusal({code, "", std::move(args)}).value();
  };
  EXPECT_EQ(say("number-too-low", {"take red-3", "red-3", "7"}), QString::fromUtf8(kTooLow));
  EXPECT_EQ(say("bid-not-higher", {"bid 3", "5"}), QString::fromUtf8(kNotHigher));
  EXPECT_EQ(say("not-enough-coins", {"bid 9", "1"}), QString::fromUtf8(kOneCoin));
  EXPECT_EQ(say("card-not-in-display", {"take blue-w", "blue-w"}),
            QString::fromUtf8(kNotInDisplay));
  uiApp("en");
  EXPECT_EQ(say("number-too-low", {"take red-3", "red-3", "7"}),
            QString("Your red expedition is already at 7, so red 3 is too low: numbers never go "
                    "down."));
  uiApp("fa");
}

TEST_F(RivalsTextsTest, EveryCardHasANameAndATooltip) {
  QSet<QString> names;
  for (int name = 0; name < eng::kNameCount; ++name) {
    const QString id = QString::fromStdString(eng::nameId(name));
    const QString n = RivalsTexts::cardName(id);
    EXPECT_TRUE(hasPersianLetters(n)) << id.toStdString();
    EXPECT_FALSE(hasLatinDigits(n)) << id.toStdString();
    names << n;
    const QString tip = RivalsTexts::cardTooltip(id);
    EXPECT_TRUE(tip.startsWith(n)) << tip.toStdString();
    EXPECT_FALSE(hasLatinDigits(tip)) << tip.toStdString();
    EXPECT_FALSE(hasNumbersSideBySide(tip)) << tip.toStdString();
  }
  EXPECT_EQ(names.size(), eng::kNameCount);  // no two cards share a name
  EXPECT_EQ(RivalsTexts::cardName("red-4"), QString::fromUtf8("قرمز ۴"));
  EXPECT_EQ(RivalsTexts::cardName("green-w"), QString::fromUtf8("شرط‌بندی سبز"));
  EXPECT_EQ(RivalsTexts::cardName("blue-s"),
            QString::fromUtf8("شرط‌بندی آغازین آبی"));
  EXPECT_EQ(RivalsTexts::cardTooltip("yellow-7"), QString::fromUtf8(kYellowSeven));
  EXPECT_EQ(RivalsTexts::cardIdOfArt("rivals/red-4"), "red-4");
  EXPECT_TRUE(RivalsTexts::cardIdOfArt("rivals/back").isEmpty());
  EXPECT_TRUE(RivalsTexts::cardIdOfArt("zirkhaki/coin-4").isEmpty());
}

TEST_F(RivalsTextsTest, EveryPileHasANameAndATooltip) {
  using ui::rivals::RivalsMoves;
  QVector<Place> piles = {RivalsMoves::displayPlace(), RivalsMoves::outPlace(),
                          RivalsMoves::boxPlace(),     RivalsMoves::reservePlace(),
                          RivalsMoves::pursePlace(0),  RivalsMoves::pursePlace(1)};
  for (int s = 0; s < eng::kStacks; ++s) piles << RivalsMoves::stackPlace(s);
  for (int c = 0; c < eng::kColorCount; ++c) piles << RivalsMoves::expeditionPlace(1, c);
  for (const Place& p : piles) {
    EXPECT_TRUE(hasPersianLetters(RivalsTexts::pileName(p, 0, QString::fromUtf8("علی")))) << p.zone;
    EXPECT_TRUE(hasPersianLetters(RivalsTexts::pileTooltip(p))) << p.zone;
  }
  EXPECT_EQ(RivalsTexts::pileName(RivalsMoves::expeditionPlace(1, 4), 1),
            QString::fromUtf8("ماجراجویی قرمز شما"));
  EXPECT_EQ(RivalsTexts::pileName(RivalsMoves::expeditionPlace(1, 4), 0, QString::fromUtf8("علی")),
            QString::fromUtf8("ماجراجویی قرمز علی"));
  EXPECT_EQ(RivalsTexts::stackName(3), QString::fromUtf8("دستهٔ چهارم"));
}

}  // namespace

namespace {

// Counted words are written once with (s) and %Ln: English reads "1 coin" and "3 coins", Persian
// its one form with Persian digits (a hand-written numerus entry).
TEST_F(RivalsTextsTest, CountedWordsTakeTheirPluralForms) {
  uiApp("en");
  EXPECT_EQ(RivalsTexts::coins(1), "1 coin");
  EXPECT_EQ(RivalsTexts::coins(3), "3 coins");
  EXPECT_EQ(RivalsTexts::footprints(1), "1 footprint");
  EXPECT_EQ(RivalsTexts::footprints(2), "2 footprints");
  uiApp("fa");
  EXPECT_EQ(RivalsTexts::coins(1), QString::fromUtf8("۱\u00a0سکه"));
  EXPECT_EQ(RivalsTexts::coins(12), QString::fromUtf8("۱۲\u00a0سکه"));
  EXPECT_EQ(RivalsTexts::footprints(3), QString::fromUtf8("۳\u00a0ردپا"));
}

}  // namespace

// Sabokbaz's words: every refusal code the engine can return has a Persian sentence (read from
// the engine's own sources, so a new code cannot be forgotten), and each is met in a real
// position; names, team labels, worths and tooltips in Persian with Persian digits.
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_end.h"
#include "ui/sabokbaz/sabokbaz_table.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/refusal_text.h"

namespace mizbazi::testing {
namespace {

using ui::sabokbaz::SabokbazTexts;

void expectPersianSentence(const Refusal& why) {
  SCOPED_TRACE(why.code);
  const auto own = SabokbazTexts::refusal(why);
  ASSERT_TRUE(own.has_value()) << "no sentence for " << why.code;
  EXPECT_TRUE(hasPersianLetter(*own)) << own->toStdString();
  EXPECT_FALSE(own->contains(QRegularExpression("[A-Za-z0-9]"))) << own->toStdString();
  EXPECT_EQ(ui::RefusalText::translate(why, SabokbazTexts::refusalTranslator()), *own);
}

TEST(SabokbazTexts, EveryRefusalCodeOfTheEngineIsTranslated) {
  uiApp("fa");
  // Sabokbaz's own codes and "game-over", which its table words in its own way.
  const QSet<QString> codes = gameRefusalCodes("sabokbaz") + QSet<QString>{"game-over"};
  for (const char* code : {"game-over", "unknown-card", "card-out-of-game", "not-in-hand",
                           "special-cannot-lead", "must-follow"}) {
    EXPECT_TRUE(codes.contains(code)) << code;
  }
  for (const QString& code : codes) {
    Refusal why{code.toStdString(), "english", {"badeh-12", "badeh-zamaneh"}};
    expectPersianSentence(why);
  }
  for (const char* family : {"koozeh", "sabzeh", "badeh-zamaneh"}) {
    expectPersianSentence(Refusal{"must-follow", "english", {"ajal", family}});
  }
  EXPECT_EQ(*SabokbazTexts::refusal(Refusal{"must-follow", "", {"badeh-2", "sabzeh"}}),
            "باید سبزه بازی کنید: زمینهٔ این دست سبزه است و شما سبزه دارید (کارت ویژه هم "
            "مجاز است).");
  EXPECT_FALSE(SabokbazTexts::refusal(Refusal{"malformed", "", {}}));
}

// Every code is met in play and answered in Persian: random positions give the two rules of a
// hand; the others come from a finished match, a 12 with six players and nonsense numbers.
TEST(SabokbazTexts, EveryRefusalMetInPlayReadsInPersian) {
  uiApp("fa");
  QSet<QString> met;
  auto check = [&](const State& s, Action a) {
    auto copy = s.clone();
    const auto why = copy->apply(a);
    if (!why) return;
    met.insert(QString::fromStdString(why->code));
    expectPersianSentence(*why);
  };
  for (int players : {4, 6}) {
    playRandomMatches(players, 2, 31 + players, [&](const State& s) {
      Rng rng(s.legalActions().size() + 7);
      for (Action a : s.sampleIllegalActions(rng)) check(s, a);
      check(s, static_cast<Action>(sabokbaz::cardOf(sabokbaz::kBadeh, 12)));
    });
  }
  EXPECT_EQ(met, gameRefusalCodes("sabokbaz") + QSet<QString>{"game-over"});
}

TEST(SabokbazTexts, NamesAndNumbersInPersian) {
  uiApp("fa");
  EXPECT_EQ(SabokbazTexts::cardName("badeh-10"), "بادهٔ ۱۰");
  EXPECT_EQ(SabokbazTexts::cardName("koozeh-1"), "کوزهٔ ۱");
  EXPECT_EQ(SabokbazTexts::cardName("ajal"), "اجل");
  EXPECT_EQ(SabokbazTexts::cardName("khayyam"), "خیام");
  EXPECT_EQ(SabokbazTexts::familyName(sabokbaz::kFamilyFate), "باده یا زمانه");
  EXPECT_EQ(SabokbazTexts::familyName(sabokbaz::kFamilySabzeh), "سبزه");
  EXPECT_EQ(SabokbazTexts::teamLabel(0, {"سارا", "علی"}), "تیم ۱: سارا و علی");
  EXPECT_EQ(SabokbazTexts::teamLabel(2, {"نگار", "بابک"}), "تیم ۳: نگار و بابک");
  EXPECT_EQ(SabokbazTexts::worth(3), "مثبت ۳");
  EXPECT_EQ(SabokbazTexts::worth(-15), "منفی ۱۵");
  EXPECT_EQ(SabokbazTexts::worth(0), "صفر");
  EXPECT_EQ(SabokbazTexts::signedNumber(-2), QString(QChar(0x200E)) + QChar(0x2212) + "۲");
  EXPECT_EQ(SabokbazTexts::bonusName(sabokbaz::kFourCards), "چهار کارت");
  EXPECT_EQ(SabokbazTexts::bonusName(sabokbaz::kAllFate), "همهٔ زمانه‌ها");
  EXPECT_EQ(SabokbazTexts::bonusName(sabokbaz::kNoBonus), "");
  EXPECT_EQ(SabokbazTexts::cardIdOfArt("sabokbaz/badeh-10"), "badeh-10");
  EXPECT_EQ(SabokbazTexts::cardIdOfArt("sabokbaz/back"), "");
  EXPECT_EQ(SabokbazTexts::cardIdOfArt("zirkhaki/coin-7"), "");
}

TEST(SabokbazTexts, EveryCardHasAPersianTooltip) {
  uiApp("fa");
  for (int c = 0; c < sabokbaz::kCardCount; ++c) {
    const QString id = QString::fromStdString(sabokbaz::cardId(c));
    SCOPED_TRACE(id.toStdString());
    const QString tip = SabokbazTexts::cardTooltip(id);
    EXPECT_TRUE(tip.startsWith(SabokbazTexts::cardName(id)));
    EXPECT_TRUE(hasPersianLetter(tip));
    EXPECT_FALSE(tip.contains(QRegularExpression("[A-Za-z0-9]"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(SabokbazTexts::worth(sabokbaz::valueOf(c))));
    EXPECT_EQ(SabokbazTexts::specialAbility(id).isEmpty(), !sabokbaz::isSpecial(c));
    EXPECT_FALSE(SabokbazTexts::ribbonName(id.section('-', 0, 0)) == id.section('-', 0, 0));
  }
}

// The seat on screen is marked with the word the other tables use («سارا (شما)»), not one of its
// own; the framework has no shared string for it, so the check reads the other games' entries.
TEST(SabokbazTexts, TheViewersSeatSaysYouAsTheOtherTablesDo) {
  uiApp("fa");
  const QString ours =
      QCoreApplication::translate("mizbazi::ui::sabokbaz::SabokbazScene", "%1 (you)");
  EXPECT_EQ(ours, "%1 (شما)");
  EXPECT_EQ(ours, QCoreApplication::translate("ZirkhakiScene", "%1 (you)"));
  EXPECT_EQ(ours, QCoreApplication::translate("mizbazi::ui::rivals::RivalsScene", "%1 (you)"));
}

// Counted words: one English source with (s), read "1 hand" / "3 hands"; Persian has one form,
// with Persian digits.
TEST(SabokbazTexts, CountedWordsTakeTheirPluralInEnglishAndPersianDigitsInPersian) {
  using ui::sabokbaz::SabokbazEnd;
  using ui::sabokbaz::SabokbazTable;
  const char* preamble = "A match of Sabokbaz for %Ln player(s) in teams of two.";
  const char* over = "The match is over after %Ln hand(s).";
  uiApp("en");
  EXPECT_EQ(SabokbazTable::tr(preamble, nullptr, 6),
            "A match of Sabokbaz for 6 players in teams of two.");
  EXPECT_EQ(SabokbazEnd::tr(over, nullptr, 1), "The match is over after 1 hand.");
  EXPECT_EQ(SabokbazEnd::tr(over, nullptr, 3), "The match is over after 3 hands.");
  uiApp("fa");
  EXPECT_EQ(SabokbazTable::tr(preamble, nullptr, 4),
            "یک بازی سبکباز برای ۴\u00a0بازیکن در تیم‌های "
            "دونفره.");
  EXPECT_EQ(SabokbazEnd::tr(over, nullptr, 1), "بازی پس از ۱\u00a0دور تمام شد.");
  EXPECT_EQ(SabokbazEnd::tr(over, nullptr, 12), "بازی پس از ۱۲\u00a0دور تمام شد.");
}

TEST(SabokbazTexts, EnglishReadsEnglish) {
  uiApp("en");
  // The suits by what they show, not in Persian words (issue 31: "Koozeh" on an English card).
  EXPECT_EQ(SabokbazTexts::cardName("badeh-10"), "wine 10");
  EXPECT_EQ(SabokbazTexts::ribbonName("koozeh"), "Jug");
  EXPECT_EQ(SabokbazTexts::familyName(sabokbaz::kFamilyFate), "wine or fate");
  EXPECT_EQ(SabokbazTexts::suitCount("sabzeh", 1), "1 greenery card");
  EXPECT_EQ(SabokbazTexts::suitCount("koozeh", 3), "3 jugs");
  for (const QString id : {"koozeh-5", "sabzeh-5", "zamaneh-5", "badeh-5"}) {
    const QString tip = SabokbazTexts::cardTooltip(id);
    for (const char* persianWord : {"koozeh", "sabzeh", "zamaneh", "badeh"})
      EXPECT_FALSE(tip.contains(persianWord, Qt::CaseInsensitive)) << tip.toStdString();
  }
  EXPECT_EQ(SabokbazTexts::teamLabel(0, {"Sara", "Ali"}), "Team 1: Sara and Ali");
  EXPECT_EQ(SabokbazTexts::worth(-5), "−5");
  EXPECT_EQ(*SabokbazTexts::refusal(Refusal{"not-in-hand", "", {"ajal", "2"}}),
            "You do not hold death.");
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

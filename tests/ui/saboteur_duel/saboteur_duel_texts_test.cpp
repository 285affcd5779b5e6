// Every refusal code the Saboteur engine can return (read from its sources, so a new code cannot
// slip by) has its own translated sentence; every card has a name and an ability in Persian.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QSet>

#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/refusal_text.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

const QRegularExpression kLatin(QStringLiteral("[A-Za-z0-9%]"));

// The codes Saboteur refuses with, and those every game may return.
QSet<QString> engineCodes() {
  return testing::gameRefusalCodes("saboteur-duel") + testing::coreRefusalCodes();
}

TEST(SaboteurDuelTexts, EveryRefusalCodeOfTheEngineHasItsOwnSentence) {
  testing::uiApp("fa");
  const QSet<QString> codes = engineCodes();
  EXPECT_GE(codes.size(), 35);  // the engine's list, as its state header documents it
  QSet<QString> sentences;
  for (const QString& code : codes) {
    Refusal why{code.toStdString(), "the English sentence", {}};
    if (code == "not-in-hand") why.args = {"key"};
    if (code.contains("sabotaged") || code.contains("repair")) why.args = {"lamp"};
    if (why.args.empty()) why.args = {"3 4"};
    // As the table words it: the game's sentence, else the framework's (the engine's own codes).
    const QString text = ui::RefusalText::translate(why, &SaboteurDuelTexts::refusal);
    ASSERT_NE(text.toStdString(), why.message) << "no sentence for " << code.toStdString();
    EXPECT_FALSE(text.trimmed().isEmpty()) << code.toStdString();
    EXPECT_FALSE(text.contains(kLatin)) << code.toStdString() << ": " << text.toStdString();
    sentences.insert(text);
  }
  // Distinct reasons read distinctly (malformed and bad-action say the same on purpose).
  EXPECT_GE(sentences.size(), codes.size() - 1);
  EXPECT_FALSE(SaboteurDuelTexts::refusal({"no-such-code", "x", {}}).has_value());
  // Arguments are filled in: the tool and the card by name.
  EXPECT_TRUE(SaboteurDuelTexts::refusal({"nothing-to-repair", "", {"lamp"}})
                  ->contains(SaboteurDuelTexts::toolName("lamp")));
  EXPECT_TRUE(SaboteurDuelTexts::refusal({"not-in-hand", "", {"map"}})
                  ->contains(SaboteurDuelTexts::cardName("map")));
}

TEST(SaboteurDuelTexts, EveryCardHasANameAndAnAbilityInPersian) {
  testing::uiApp("fa");
  ASSERT_EQ(allCardIds().size(), 65);
  for (const QString& id : allCardIds()) {
    SCOPED_TRACE(id.toStdString());
    const QString name = SaboteurDuelTexts::cardName(id);
    EXPECT_NE(name, id);
    EXPECT_FALSE(name.contains(kLatin)) << name.toStdString();
    const QString ability = SaboteurDuelTexts::ability(id);
    EXPECT_GT(ability.size(), 20);
    EXPECT_FALSE(ability.contains(kLatin)) << ability.toStdString();
    auto f = cardFacts(id);
    ASSERT_TRUE(f.has_value());
    EXPECT_EQ(SaboteurDuelTexts::faceLabel(id).isEmpty(), !f->isAction());
    if (f->isGoal()) {
      EXPECT_FALSE(SaboteurDuelTexts::goalContent(id).contains(kLatin));
    }
  }
  for (const QString& tool : kTools)
    EXPECT_FALSE(SaboteurDuelTexts::toolName(tool).contains(kLatin));
  QSet<QString> verdicts;
  for (int r = 0; r < 4; ++r) verdicts.insert(SaboteurDuelTexts::soloVerdict(r));
  EXPECT_EQ(verdicts.size(), 4);
  EXPECT_FALSE(SaboteurDuelTexts::faceLabel("dwarf-green").isEmpty());
}

TEST(SaboteurDuelTexts, EnglishNamesAndArtIds) {
  testing::uiApp("en");
  EXPECT_EQ(SaboteurDuelTexts::cardName("door-blue-2"), "Blue door");
  EXPECT_EQ(SaboteurDuelTexts::cardName("goal-14"), "Goal: three nuggets behind a blue door");
  EXPECT_EQ(SaboteurDuelTexts::cardName("goal-02"), "Empty goal");
  EXPECT_EQ(SaboteurDuelTexts::cardName("gold-2b"), "Two gold nuggets");
  EXPECT_EQ(SaboteurDuelTexts::cardName("nonsense"), "nonsense");
  EXPECT_EQ(SaboteurDuelTexts::art("gold-2b", true), "saboteur_duel/gold-2b-turned");
  bool turned = false;
  EXPECT_EQ(SaboteurDuelTexts::cardIdOfArt("saboteur_duel/gold-2b-turned", &turned), "gold-2b");
  EXPECT_TRUE(turned);
  EXPECT_EQ(SaboteurDuelTexts::cardIdOfArt("saboteur_duel/key", &turned), "key");
  EXPECT_FALSE(turned);
  EXPECT_TRUE(SaboteurDuelTexts::cardIdOfArt("saboteur_duel/back").isEmpty());
  EXPECT_TRUE(SaboteurDuelTexts::cardIdOfArt("zirkhaki/coin-7").isEmpty());
  EXPECT_EQ(SaboteurDuelTexts::keyArt(Color::kNone), "saboteur_duel/key-free");
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel

namespace mizbazi::testing {
namespace {

using ui::saboteur_duel::allCardIds;
using ui::saboteur_duel::SaboteurDuelTexts;

// A card's tooltip says what it does without naming another card: on a shared screen it must not
// name a card the other person may be holding.
TEST(SaboteurDuelTexts, TooltipsExplainEachCardAndNameNoOtherCard) {
  for (const char* lang : {"en", "fa"}) {
    uiApp(lang);
    for (const QString& id : allCardIds()) {
      const QString tip = SaboteurDuelTexts::cardTip(id);
      EXPECT_TRUE(tip.startsWith(SaboteurDuelTexts::cardName(id))) << id.toStdString();
      const QString what = SaboteurDuelTexts::ability(id);
      EXPECT_FALSE(what.isEmpty()) << id.toStdString();
      EXPECT_TRUE(tip.contains(what)) << id.toStdString();
      for (const QString& other : allCardIds()) {
        const QString name = SaboteurDuelTexts::cardName(other);
        if (name == SaboteurDuelTexts::cardName(id)) continue;
        EXPECT_FALSE(namesWholeWord(what, name))
            << lang << ": " << id.toStdString() << " names " << name.toStdString() << ": "
            << what.toStdString();
      }
    }
  }
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

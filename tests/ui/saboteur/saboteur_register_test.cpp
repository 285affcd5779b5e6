// Saboteur's Persian speaks to the player as the other games do: formally («شما», «کشیدید»,
// «بگذارید»), never with the informal «تو». Read from the translation files and the lesson files,
// so that an informal sentence added later fails here before a player reads it.
#include <gtest/gtest.h>

#include <QMap>
#include <QRegularExpression>

#include "ui_test_support.h"

namespace mizbazi {
namespace {

// Each message of a .ts file: its English source and its translation (numerus forms joined).
QMap<QString, QString> translations(const QString& tsFile) {
  static const QRegularExpression message(
      QStringLiteral("<source>(.*?)</source>.*?<translation[^>]*>(.*?)</translation>"),
      QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression tags(QStringLiteral("<[^>]+>"));
  QMap<QString, QString> out;
  for (const auto& m : message.globalMatch(testing::readSourceFile("translations/" + tsFile)))
    out.insert(m.captured(1), m.captured(2).remove(tags).simplified());
  return out;
}

// Words that address one player informally: the pronoun and its suffixed forms, second person
// singular verbs and bare imperatives. Each is matched as a whole word (a letter, a vowel mark or
// a zero-width non-joiner on either side makes it part of another word).
QRegularExpression informalWords() {
  const QStringList words = {"تو",
                             "توست",
                             "خودت",
                             "برایت",
                             "نشانت",
                             "دستت",
                             "ابزارت",
                             "ابزارهایت",
                             "نشانگرت",
                             "نشانگرهایت",
                             "تونلت",
                             "تونل‌هایت",
                             "حریفت",
                             "کشیدی",
                             "داری",
                             "نداری",
                             "هستی",
                             "می‌توانی",
                             "نمی‌توانی",
                             "می‌خواهی",
                             "می‌کشی",
                             "می‌کنی",
                             "کنی",
                             "کرده‌ای",
                             "ندیده‌ای",
                             "بکش",
                             "بگذار",
                             "بینداز",
                             "کن",
                             "بکَن",
                             "بیاور",
                             "بسوزان"};
  const QString edge = QStringLiteral("[\\p{L}\\p{M}\\x{200C}]");
  return QRegularExpression("(?<!" + edge + ")(" + words.join('|') + ")(?!" + edge + ")");
}

TEST(SaboteurRegister, TheTableSpeaksToThePlayerFormally) {
  const QRegularExpression informal = informalWords();
  const QMap<QString, QString> fa = translations("saboteur_fa.ts");
  ASSERT_GT(fa.size(), 150);
  for (auto it = fa.begin(); it != fa.end(); ++it) {
    const auto m = informal.match(it.value());
    EXPECT_FALSE(m.hasMatch()) << it.key().toStdString() << " => " << it.value().toStdString()
                               << " (" << m.captured(1).toStdString() << ")";
  }
  // The check can fail: the old label of the player's own seat is caught.
  EXPECT_TRUE(informal.match(QStringLiteral("%1 (تو)")).hasMatch());
  EXPECT_FALSE(informal.match(QStringLiteral("تونل‌های شما")).hasMatch());
}

TEST(SaboteurRegister, ThePlayersOwnSeatIsLabelledAsInTheOtherGames) {
  const QString saboteur = translations("saboteur_fa.ts").value("%1 (you)");
  EXPECT_EQ(saboteur, QString::fromUtf8("%1 (شما)"));
  for (const char* other : {"zirkhaki_fa.ts", "rivals_fa.ts", "sabokbaz_fa.ts"})
    EXPECT_EQ(translations(other).value("%1 (you)"), saboteur) << other;
}

TEST(SaboteurRegister, TheLessonsSpeakToTheLearnerFormally) {
  const QRegularExpression informal = informalWords();
  const QMap<QString, QStringList> lessons = testing::lessonPersianTexts("saboteur");
  ASSERT_GE(lessons.size(), 16);
  for (auto it = lessons.begin(); it != lessons.end(); ++it) {
    const QString& f = it.key();
    const QStringList& texts = it.value();
    for (const QString& text : texts) {
      const auto m = informal.match(text);
      EXPECT_FALSE(m.hasMatch()) << f.toStdString() << ": " << m.captured(1).toStdString() << " in "
                                 << text.toStdString();
    }
  }
}

}  // namespace
}  // namespace mizbazi

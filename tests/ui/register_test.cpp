// The whole app speaks to the player formally («شما», «کشیدید», «بگذارید»), never with the
// informal «تو» or a bare imperative: every translation file, every built-in lesson and every
// Persian rules page is read, so that an informal sentence added later fails here before a player
// reads it. Buttons are infinitives or nouns («کشیدن», «نمایش»), so a bare imperative is a slip.
#include <gtest/gtest.h>

#include <QDir>
#include <QMap>
#include <QRegularExpression>

#include "ui_test_support.h"

namespace mizbazi {
namespace {

// The files of one folder of the source tree that match a pattern.
QStringList sourceFiles(const QString& folder, const QString& pattern) {
  const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR) + '/' + folder);
  return dir.entryList({pattern}, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
}

// The Persian of every built-in lesson (each text) and every rules page (each line).
QStringList lessonAndRulesTexts() {
  QStringList texts;
  for (const QString& folder : sourceFiles("resources/lessons", "*"))
    for (const QStringList& lesson : testing::lessonPersianTexts(folder)) texts << lesson;
  for (const QString& page : sourceFiles("resources/rules", "*.fa.md"))
    texts << testing::readSourceFile("resources/rules/" + page).split('\n');
  return texts;
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
                             "کارت‌هایت",
                             "امتیازت",
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
                             "بسوزان",
                             "بده",
                             "بزن",
                             "بردار",
                             "ببین",
                             "بگیر",
                             "ببر",
                             "بخوان",
                             "بیا",
                             "برو",
                             "بمان",
                             "بچین",
                             "بپرس",
                             "نشانم"};
  const QString edge = QStringLiteral("[\\p{L}\\p{M}\\x{200C}]");
  return QRegularExpression("(?<!" + edge + ")(" + words.join('|') + ")(?!" + edge + ")");
}

TEST(Register, TheCheckCatchesTheInformalAndPassesTheFormal) {
  const QRegularExpression informal = informalWords();
  EXPECT_TRUE(informal.match(QStringLiteral("%1 (تو)")).hasMatch());
  EXPECT_TRUE(informal.match(QStringLiteral("من %1 هستم: نشانم بده")).hasMatch());
  EXPECT_TRUE(informal.match(QStringLiteral("یک کارت بکش.")).hasMatch());
  EXPECT_FALSE(informal.match(QStringLiteral("تونل‌های شما")).hasMatch());
  EXPECT_FALSE(informal.match(QStringLiteral("یک کارت بکشید.")).hasMatch());
  EXPECT_FALSE(informal.match(QStringLiteral("کشیدن")).hasMatch());
}

TEST(Register, EveryTranslationSpeaksToThePlayerFormally) {
  const QRegularExpression informal = informalWords();
  const QStringList files = sourceFiles("translations", "*_fa.ts");
  ASSERT_GE(files.size(), 5);  // the app's and one per game
  for (const QString& file : files) {
    const QMap<QString, QString> fa = testing::translationsIn(file);
    EXPECT_GT(fa.size(), 20) << file.toStdString();
    for (auto it = fa.begin(); it != fa.end(); ++it) {
      const auto m = informal.match(it.value());
      EXPECT_FALSE(m.hasMatch()) << file.toStdString() << ": " << it.key().toStdString() << " => "
                                 << it.value().toStdString() << " (" << m.captured(1).toStdString()
                                 << ")";
    }
  }
}

TEST(Register, EveryLessonSpeaksToTheLearnerFormally) {
  const QRegularExpression informal = informalWords();
  const QStringList folders = sourceFiles("resources/lessons", "*");
  ASSERT_GE(folders.size(), 4);
  for (const QString& folder : folders) {
    const QMap<QString, QStringList> lessons = testing::lessonPersianTexts(folder);
    EXPECT_GE(lessons.size(), 5) << folder.toStdString();
    for (auto it = lessons.begin(); it != lessons.end(); ++it) {
      for (const QString& text : it.value()) {
        const auto m = informal.match(text);
        EXPECT_FALSE(m.hasMatch()) << folder.toStdString() << '/' << it.key().toStdString() << ": "
                                   << m.captured(1).toStdString() << " in " << text.toStdString();
      }
    }
  }
}

TEST(Register, EveryPersianRulesPageSpeaksFormally) {
  const QRegularExpression informal = informalWords();
  const QStringList pages = sourceFiles("resources/rules", "*.fa.md");
  ASSERT_GE(pages.size(), 4);
  for (const QString& page : pages) {
    const QStringList lines = testing::readSourceFile("resources/rules/" + page).split('\n');
    EXPECT_GT(lines.size(), 20) << page.toStdString();
    for (const QString& line : lines) {
      const auto m = informal.match(line);
      EXPECT_FALSE(m.hasMatch()) << page.toStdString() << ": " << m.captured(1).toStdString()
                                 << " in " << line.toStdString();
    }
  }
}

// The ezafe after a final «ه» is written «هٔ» («دستهٔ کارت»), as the app has always written it; a
// lesson writing «دسته‌ی» beside a table writing «دستهٔ» reads as two spellings of
// one word.
TEST(Register, EveryPersianTextWritesTheEzafeAfterHehOneWay) {
  const QRegularExpression otherEzafe(
      QString::fromUtf8("\\x{0647}\\x{200C}\\x{06CC}(?![\\p{L}\\p{M}\\x{200C}])"));
  EXPECT_TRUE(otherEzafe.match(QString::fromUtf8("دسته‌ی کارت")).hasMatch());
  EXPECT_FALSE(otherEzafe.match(QString::fromUtf8("دستهٔ کارت")).hasMatch());
  EXPECT_FALSE(otherEzafe.match(QString::fromUtf8("خانه‌یی")).hasMatch());
  QStringList texts = lessonAndRulesTexts();
  for (const QString& file : sourceFiles("translations", "*_fa.ts"))
    texts << testing::translationsIn(file).values();
  ASSERT_GT(texts.size(), 1000);
  for (const QString& text : texts)
    EXPECT_FALSE(otherEzafe.match(text).hasMatch()) << text.toStdString();
}

// A count and its noun stay on one line («۱۲ سکه» with a no-break space), in the lessons, the
// rules pages and the translations (translations_test.cpp checks a counted %Ln): a wrapped line
// that ends on a bare number reads as a number belonging to the words before it. The noun may
// carry an ending («۲۰ کارتی», «۱۳ سکهٔ ذخیره», «۴ نشانگرش») or punctuation («۴ ردپا،»); «تا»
// counts too («۸ تا»), except between the two ends of a range («۲ تا ۴ بازیکن»).
QRegularExpression looseCount() {
  return QRegularExpression(QString::fromUtf8(
      "[۰-۹] (?:(?:سکه|کارت|امتیاز|ردپا|قطعه|نشانگر|بازیکن|حرکت|دور|هدف|دست|نفر|بار|تیم|درِ|"
      "کلید|انگشتر|نوع|شرط‌بندی|ماجراجویی|خانه|ستون)"
      "(?:\\x{200C}?(?:ها|های|هایش|هایشان|هایتان)|ی|ش|شان|تان|\\x{0654})?|"
      "تا(?:یش|یشان)?(?![ \\x{00A0}]+[۰-۹%]))(?![\\p{L}\\p{M}\\x{200C}])"));
}

// In a translation a number may also come as a placeholder: «%3 قطعه» is a count when its noun
// is one that only a number comes before (a placeholder before «کارت» is often a player's name).
QRegularExpression looseCountedPlaceholder() {
  return QRegularExpression(QString::fromUtf8(
      "%L?[0-9] (?:امتیاز|قطعه|سکه|ردپا|نشانگر)\\x{0654}?(?![\\p{L}\\p{M}\\x{200C}])"));
}

TEST(Register, TheCountCheckCatchesALooseCount) {
  const QRegularExpression loose = looseCount();
  EXPECT_TRUE(loose.match(QString::fromUtf8("هر کدام ۱۲ سکه دارند")).hasMatch());
  EXPECT_FALSE(loose.match(QString::fromUtf8("هر کدام ۱۲\u00a0سکه دارند")).hasMatch());
  EXPECT_TRUE(
      loose.match(QString::fromUtf8("سبز: ۸ ردپا، بی شرط‌بندی")).hasMatch());
  EXPECT_TRUE(loose.match(QString::fromUtf8("چهار دستهٔ ۲۰ کارتی")).hasMatch());
  EXPECT_TRUE(loose.match(QString::fromUtf8("۱۳ سکهٔ ذخیره")).hasMatch());
  EXPECT_TRUE(loose.match(QString::fromUtf8("هر بازیکن ۴ نشانگرش را")).hasMatch());
  EXPECT_TRUE(loose.match(QString::fromUtf8("(۸ تا؛ در بازی تک‌نفره ۶ تا)"))
                  .hasMatch());
  EXPECT_TRUE(loose.match(QString::fromUtf8("که ۸ تایش دَر دارند")).hasMatch());
  EXPECT_FALSE(loose.match(QString::fromUtf8("۲ تا ۴\u00a0بازیکن")).hasMatch());
  EXPECT_FALSE(loose.match(QString::fromUtf8("۵ کارتون")).hasMatch());
  const QRegularExpression placeholder = looseCountedPlaceholder();
  EXPECT_TRUE(placeholder.match(QString::fromUtf8("طلای %2 به %3 قطعه رسید")).hasMatch());
  EXPECT_FALSE(placeholder.match(QString::fromUtf8("طلای %2 به %3\u00a0قطعه رسید")).hasMatch());
  EXPECT_FALSE(placeholder.match(QString::fromUtf8("%1 نشانگری روی %2 گذاشت")).hasMatch());
}

TEST(Register, EveryTextKeepsACountWithItsNoun) {
  const QRegularExpression loose = looseCount();
  const QRegularExpression placeholder = looseCountedPlaceholder();
  QStringList texts = lessonAndRulesTexts();
  int translations = 0;
  for (const QString& file : sourceFiles("translations", "*_fa.ts"))
    for (const testing::TsMessage& m : testing::translationMessages(file)) {
      texts << m.translation;
      ++translations;
      EXPECT_FALSE(placeholder.match(m.translation).hasMatch())
          << file.toStdString() << ": " << m.translation.toStdString();
    }
  ASSERT_GT(translations, 500);
  ASSERT_GT(texts.size(), 1000);
  for (const QString& text : texts)
    EXPECT_FALSE(loose.match(text).hasMatch()) << text.toStdString();
}

// The kasra is written on one word only, the ezafe of a door («درِ آبی»), which would otherwise
// read as «در» (in); everywhere else the ezafe goes unwritten, as in the printed rulebooks («زمین
// سارا», not «زمینِ سارا»). A translation may also write it after a placeholder that stands for a
// noun («%1ِ حریف»). docs/lessons-format.md states the rule.
TEST(Register, TheKasraMarksOnlyTheDoor) {
  const QRegularExpression kasra(QString::fromUtf8("(?<!(?<![\\p{L}\\x{200C}])در)\\x{0650}"));
  const QRegularExpression afterPlaceholder(QString::fromUtf8("%L?[0-9n]\\x{0650}"));
  EXPECT_TRUE(kasra.match(QString::fromUtf8("زمینِ سارا")).hasMatch());
  EXPECT_FALSE(kasra.match(QString::fromUtf8("پشت درِ آبی")).hasMatch());
  EXPECT_TRUE(kasra.match(QString::fromUtf8("هدرِ")).hasMatch());
  for (const QString& text : lessonAndRulesTexts())
    EXPECT_FALSE(kasra.match(text).hasMatch()) << text.toStdString();
  for (const QString& file : sourceFiles("translations", "*_fa.ts"))
    for (const testing::TsMessage& m : testing::translationMessages(file))
      EXPECT_FALSE(kasra.match(QString(m.translation).remove(afterPlaceholder)).hasMatch())
          << file.toStdString() << ": " << m.translation.toStdString();
}

TEST(Register, EveryGameLabelsThePlayersOwnSeatAlike) {
  int games = 0;
  for (const QString& file : sourceFiles("translations", "*_fa.ts")) {
    const QMap<QString, QString> fa = testing::translationsIn(file);
    if (!fa.contains("%1 (you)")) continue;
    ++games;
    EXPECT_EQ(fa.value("%1 (you)"), QString::fromUtf8("%1 (شما)")) << file.toStdString();
  }
  EXPECT_GE(games, 4);
}

}  // namespace
}  // namespace mizbazi

// The Zirkhaki lessons' Persian names the moves as the table does: the bank button reads
// «جمع کردن», so no lesson may speak of «بانک» (a word the player never sees), and a lesson that
// names a button («دکمهٔ «…»») names it by its label in translations/zirkhaki_fa.ts.
// Read from the files, so that a lesson generated from old wording
// (tools/lessons/make_zirkhaki_lessons.py) fails here.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QStringList>

#include "ui_test_support.h"

namespace mizbazi {
namespace {

// What a lesson text says against the table's words: empty when nothing.
QString wrongWords(const QString& text, const QStringList& buttons) {
  if (text.contains(QString::fromUtf8("بانک"))) return QString::fromUtf8("بانک");
  static const QRegularExpression named(QString::fromUtf8("دکمه(?:ٔ|‌ی) «([^»]*)»"));
  for (const auto& m : named.globalMatch(text))
    if (!buttons.contains(m.captured(1))) return m.captured(1);
  return {};
}

TEST(ZirkhakiLessonWords, LessonsNameTheMovesByTheTablesLabels) {
  const QMap<QString, QString> fa = testing::translationsIn("zirkhaki_fa.ts");
  const QStringList buttons = {fa.value("Draw"), fa.value("Bank")};
  ASSERT_EQ(buttons, (QStringList{QString::fromUtf8("کشیدن"), QString::fromUtf8("جمع کردن")}));
  // The check can fail: the old wording is caught.
  EXPECT_FALSE(wrongWords(QString::fromUtf8("دکمهٔ «بانک» را بزنید"), buttons).isEmpty());
  EXPECT_FALSE(
      wrongWords(QString::fromUtf8("دکمه‌ی «برداشتن» را بزنید"), buttons)
          .isEmpty());
  EXPECT_TRUE(wrongWords(QString::fromUtf8("دکمهٔ «جمع کردن» را بزنید"), buttons).isEmpty());

  const QMap<QString, QStringList> lessons = testing::lessonPersianTexts("zirkhaki");
  ASSERT_GE(lessons.size(), 18);
  for (auto it = lessons.begin(); it != lessons.end(); ++it) {
    const QString& f = it.key();
    const QStringList& texts = it.value();
    for (const QString& text : texts)
      EXPECT_TRUE(wrongWords(text, buttons).isEmpty())
          << f.toStdString() << ": «" << wrongWords(text, buttons).toStdString() << "» in "
          << text.toStdString();
  }
}

}  // namespace
}  // namespace mizbazi

// Negative scores inside Persian (right-to-left) text: the minus sign must be drawn on the left of
// its digits, as Persian readers write a negative number (and as Qt's Persian locale does), never
// flipped to the right by the sentence's direction. Checked on the laid-out text itself: where
// Qt's bidi layout puts the sign's glyph and the first digit's glyph, in the score panel, the
// match target, the end screen's cells and rule, and the totals as the end dialog writes them.
#include <gtest/gtest.h>

#include <QFont>
#include <QGlyphRun>
#include <QLocale>
#include <QTextLayout>

#include "ui/sabokbaz/sabokbaz_end.h"
#include "ui/sabokbaz/sabokbaz_scene.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui_test_support.h"

namespace mizbazi::testing {
namespace {

using ui::sabokbaz::SabokbazEnd;
using ui::sabokbaz::SabokbazScene;
using ui::sabokbaz::SabokbazTexts;

// The horizontal centre of the glyph drawn for text[index] when `text` is laid out in a right-to-
// left paragraph, as a label of the Persian table lays it out.
double glyphCentre(const QString& text, int index) {
  QFont font(QStringLiteral("Vazirmatn"));
  font.setPixelSize(30);
  QTextLayout layout(text, font);
  QTextOption option;
  option.setTextDirection(Qt::RightToLeft);
  layout.setTextOption(option);
  layout.beginLayout();
  QTextLine line = layout.createLine();
  line.setLineWidth(4000);
  layout.endLayout();
  const auto runs = layout.glyphRuns(index, 1);
  EXPECT_FALSE(runs.isEmpty()) << text.toStdString() << " @" << index;
  return runs.isEmpty() ? 0 : runs.front().boundingRect().center().x();
}

// For every minus sign in `text`: is it drawn on the left of the digit that follows it?
void expectMinusOnTheLeft(const QString& text) {
  const QChar minus(0x2212);
  int seen = 0;
  for (int i = text.indexOf(minus); i >= 0; i = text.indexOf(minus, i + 1)) {
    ++seen;
    ASSERT_LT(i + 1, text.size());
    EXPECT_LT(glyphCentre(text, i), glyphCentre(text, i + 1))
        << "the minus is drawn right of its digits in: " << text.toStdString();
  }
  EXPECT_GT(seen, 0) << text.toStdString();
}

TEST(SabokbazSigns, ABareMinusInPersianTextIsDrawnRightOfItsDigits) {
  // The measure can fail: a plain sign before Persian digits in a Persian sentence lands right of
  // them, which is what the scores used to show.
  uiApp("fa");
  const QString bare = QStringLiteral("تیم ۱: ") + QChar(0x2212) + QStringLiteral("۷۰ · این دور");
  const int at = bare.indexOf(QChar(0x2212));
  EXPECT_GT(glyphCentre(bare, at), glyphCentre(bare, at + 1));
}

TEST(SabokbazSigns, NegativeScoresReadWithTheSignOnTheLeftInPersian) {
  uiApp("fa");
  const QLocale loc;
  // The score panel, with a negative match total and a negative hand.
  expectMinusOnTheLeft(
      SabokbazScene::tr("Team %1: %2 · this hand %3")
          .arg(loc.toString(1), SabokbazTexts::signedNumber(-24), SabokbazTexts::signedNumber(-8)));
  // The target, ±70 and ±60.
  for (int target : {70, 60}) {
    expectMinusOnTheLeft(
        SabokbazScene::tr("Match to %1 or %2")
            .arg(SabokbazTexts::signedNumber(target), SabokbazTexts::signedNumber(-target)));
    expectMinusOnTheLeft(
        SabokbazEnd::tr("Each hand a team scores the values of the cards it took (all fate and "
                        "four cards change that); the match ends when a team reaches %1 or %2.")
            .arg(SabokbazTexts::signedNumber(target), SabokbazTexts::signedNumber(-target)));
  }
  // The end screen's cells (a hand's score alone in a right-to-left cell) and its totals, which
  // the end dialog writes with the locale.
  expectMinusOnTheLeft(SabokbazTexts::signedNumber(-24));
  expectMinusOnTheLeft(SabokbazTexts::signedNumber(-70) + QStringLiteral(" امتیاز"));
  const QString total = loc.toString(-24);
  if (total.contains(QChar(0x2212))) expectMinusOnTheLeft(total);
  // The log says a negative worth in words («منفی ۸»): no sign to misplace.
  EXPECT_FALSE(SabokbazTexts::worth(-8).contains(QChar(0x2212)));
  EXPECT_FALSE(SabokbazTexts::worth(-8).contains(QLatin1Char('-')));
}

}  // namespace
}  // namespace mizbazi::testing

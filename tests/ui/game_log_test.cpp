// The game log (table/game_log.h) as a reader meets it: a long line wraps and is read whole (it was
// cut with "…", Sabokbaz's final result among them), and the newest line is always in view, even
// when the lines before it wrap onto several (the view stopped one line short).
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>

#include "text_recorder.h"
#include "ui/table/game_log.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

const QString kLong = QStringLiteral(
    "تیم سارا و علی با مثبت ۷۲ مسابقه را برد: در دور آخر همهٔ زمانه‌ها را بردند و "
    "تیم "
    "دیگر "
    "منفی ۲۴ گرفت، و خیام در دست آخر به تیم سارا رسید.");

struct Log {
  ui::GameLog log;
  explicit Log(QSize size) {
    log.resize(size);
    log.show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(&log));
  }
  // The part of `row` the viewport shows, in the viewport's coordinates.
  QRect shownPart(int row) {
    return log.visualItemRect(log.item(row)).intersected(log.viewport()->rect());
  }
};

TEST(GameLog, ALongLineWrapsAndIsShownWhole) {
  uiApp("fa");
  Log l(QSize(300, 400));
  l.log.setLines(
      {{QStringLiteral("کوتاه"), ui::LogKind::kAction}, {kLong, ui::LogKind::kAnnouncement}});
  QCoreApplication::processEvents();
  const QFontMetrics metrics(l.log.item(1)->font());
  const QRect shortLine = l.log.visualItemRect(l.log.item(0));
  const QRect longLine = l.log.visualItemRect(l.log.item(1));
  // The whole sentence needs several lines at this width: its row is as tall as they are.
  const QRect words = metrics.boundingRect(QRect(0, 0, l.log.viewport()->width() - 8, 1 << 20),
                                           Qt::TextWordWrap, kLong);
  EXPECT_GE(words.height(), 3 * metrics.lineSpacing());
  EXPECT_GE(longLine.height(), words.height()) << longLine.height() << " px for " << words.height();
  EXPECT_LT(shortLine.height(), 2 * metrics.lineSpacing());
  EXPECT_LE(longLine.width(), l.log.viewport()->width());  // no sideways scrolling
  // Narrower, it wraps onto more lines.
  l.log.resize(200, 400);
  QCoreApplication::processEvents();
  EXPECT_GT(l.log.visualItemRect(l.log.item(1)).height(), longLine.height());
}

// The words the list paints, as it paints them (an elided line ends in "…").
QString painted(QListWidget& log) {
  RecordingDevice device(log.viewport()->size());
  log.viewport()->render(&device);
  return device.recorder().texts.join(' ');
}

// At every width a side panel takes, in the sizes of the desktop and of projector mode, each word
// of a long line is painted and nothing is cut short: the lines come one by one into a list
// shorter than they are, as a game tells its moves (its scroll bar comes and narrows the lines).
TEST(GameLog, NoLineIsCutShortAtAnyWidthOrSize) {
  uiApp("fa");
  const QString english = QStringLiteral(
      "Game over: the team of Sara and Ali wins the match with +72; in the last hand they took "
      "every fate card and the other team scored −24.");
  const QVector<ui::LogLine> all{{QStringLiteral("حرکت کوتاه"), ui::LogKind::kTurn},
                                 {kLong, ui::LogKind::kAnnouncement},
                                 {english, ui::LogKind::kAction},
                                 {QStringLiteral("حرکت دیگر"), ui::LogKind::kAction},
                                 {kLong, ui::LogKind::kPrivate},
                                 {kLong, ui::LogKind::kAction}};
  for (int pixels : {13, 20, 29}) {
    for (int width = 180; width <= 420; width += 20) {
      Log l(QSize(width, 16 * pixels));
      QFont f = l.log.font();
      f.setPixelSize(pixels);
      l.log.setFont(f);
      QVector<ui::LogLine> lines;
      for (const ui::LogLine& line : all) {
        lines << line;
        l.log.setLines(lines);
        QCoreApplication::processEvents();
      }
      for (int row = 0; row < l.log.count(); ++row) {
        l.log.scrollToItem(l.log.item(row), QAbstractItemView::PositionAtTop);
        QCoreApplication::processEvents();
        const QString shown = painted(l.log);
        EXPECT_FALSE(shown.contains(QChar(0x2026)))
            << pixels << " px, " << width << " px wide, line " << row;
        for (QString word : l.log.item(row)->text().split(' ', Qt::SkipEmptyParts)) {
          // Punctuation and signs may be painted as runs of their own.
          word.remove(QRegularExpression(QStringLiteral("[\\p{P}\\p{S}]")));
          if (word.isEmpty()) continue;
          EXPECT_TRUE(shown.contains(word)) << pixels << " px, " << width << " px wide, line "
                                            << row << ": \"" << word.toStdString() << "\" lost";
          if (::testing::Test::HasFailure()) return;
        }
      }
    }
  }
}

TEST(GameLog, TheNewestLineIsAlwaysInViewWhole) {
  uiApp("fa");
  for (int width : {180, 260, 420}) {
    SCOPED_TRACE(width);
    Log l(QSize(width, 160));
    QVector<ui::LogLine> lines;
    for (int i = 0; i < 30; ++i) {
      lines.push_back(
          {i % 3 == 0 ? kLong : QStringLiteral("حرکت %1").arg(i), ui::LogKind::kAction});
      l.log.setLines(lines);  // one line at a time, as a game tells its moves
      QCoreApplication::processEvents();
      const int last = l.log.count() - 1;
      const QRect row = l.log.visualItemRect(l.log.item(last));
      EXPECT_EQ(l.shownPart(last), row) << "line " << i << ": the newest line is not whole in view";
    }
  }
}

TEST(GameLog, AReaderWhoScrolledBackIsLeftThereUntilANewLineComes) {
  uiApp("fa");
  Log l(QSize(260, 160));
  QVector<ui::LogLine> lines;
  for (int i = 0; i < 20; ++i) lines.push_back({kLong, ui::LogKind::kAction});
  l.log.setLines(lines);
  QCoreApplication::processEvents();
  QScrollBar* bar = l.log.verticalScrollBar();
  ASSERT_GT(bar->maximum(), 0);
  bar->triggerAction(QAbstractSlider::SliderToMinimum);  // the reader goes back to the start
  QCoreApplication::processEvents();
  l.log.resize(240, 160);  // the panel narrows: lines wrap anew, the reader stays at the start
  QCoreApplication::processEvents();
  EXPECT_EQ(bar->value(), 0);
  lines.push_back({QStringLiteral("حرکت تازه"), ui::LogKind::kAction});
  l.log.setLines(lines);
  QCoreApplication::processEvents();
  const int last = l.log.count() - 1;
  EXPECT_EQ(l.shownPart(last), l.log.visualItemRect(l.log.item(last)));
}

}  // namespace

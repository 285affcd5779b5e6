// Sabokbaz's card art: one valid, textless SVG per card id and a back, all compiled into the app;
// and the words painted over it: an index in both top corners that stays inside the strip a
// fanned hand leaves uncovered, at a readable size.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>

#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_card_faces.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/card_art.h"

namespace mizbazi::testing {
namespace {

using ui::CardArt;
using ui::sabokbaz::SabokbazCardFaces;
using ui::sabokbaz::SabokbazTexts;

QStringList allArtIds() {
  QStringList ids;
  for (int c = 0; c < sabokbaz::kCardCount; ++c) {
    ids.push_back(SabokbazTexts::cardArt(QString::fromStdString(sabokbaz::cardId(c))));
  }
  ids.push_back(SabokbazTexts::backArt());
  return ids;
}

QImage render(CardArt& art, const QString& id, QSize size) {
  return art.pixmap(id, size, 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
}

// The pixels the face painter changed, as a mask.
QRect changedBox(const QImage& a, const QImage& b, const QRect& within) {
  QRect box;
  for (int y = within.top(); y <= within.bottom(); ++y) {
    for (int x = within.left(); x <= within.right(); ++x) {
      if (a.pixel(x, y) != b.pixel(x, y)) box |= QRect(x, y, 1, 1);
    }
  }
  return box;
}

TEST(SabokbazArt, EveryCardHasValidSvgWithoutText) {
  uiApp("fa");
  const QStringList ids = allArtIds();
  ASSERT_EQ(ids.size(), 53);
  for (const QString& id : ids) {
    SCOPED_TRACE(id.toStdString());
    const QString path = CardArt::resourcePath(id);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << "missing " << path.toStdString();
    const QByteArray svg = file.readAll();
    EXPECT_FALSE(svg.contains("<text")) << "words belong to the face painter, not the art";
    for (const char* banned : {"<filter", "<mask", "<pattern", "<clipPath", "<image", "<style"}) {
      EXPECT_FALSE(svg.contains(banned)) << banned;
    }
    QSvgRenderer renderer(svg);
    EXPECT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBoxF(), QRectF(0, 0, 200, 280));
  }
}

TEST(SabokbazArt, NoArtForCardsTheGameDoesNotHave) {
  uiApp("fa");
  QStringList files = QDir(QStringLiteral(":/cards/sabokbaz")).entryList(QDir::Files);
  QStringList expected;
  for (const QString& id : allArtIds()) expected.push_back(id.section('/', 1) + ".svg");
  files.sort();
  expected.sort();
  EXPECT_EQ(files, expected);
}

// The index is painted inside the strip of kIndexStrip at each side, so a hand fanned either way
// shows every card's number; and it is at least 14 px high once the card is kReadableWidth wide.
TEST(SabokbazArt, IndexStaysInTheUncoveredStripOnBothSides) {
  uiApp("fa");
  const int w = qCeil(SabokbazCardFaces::kReadableWidth);
  const QSize size(w, qRound(w * 1.4));
  EXPECT_GE(SabokbazCardFaces::indexPixels(QRectF(QPointF(), QSizeF(size))), 14.0);
  CardArt plain, faced;
  SabokbazCardFaces::install(faced);
  const int strip = qFloor(w * SabokbazCardFaces::kIndexStrip);
  for (const QString& id : allArtIds()) {
    if (id == SabokbazTexts::backArt()) continue;
    SCOPED_TRACE(id.toStdString());
    const QImage bare = render(plain, id, size), text = render(faced, id, size);
    const int top = qCeil(size.height() * 0.25);
    const QRect left = changedBox(bare, text, QRect(0, 0, strip, top));
    const QRect right = changedBox(bare, text, QRect(w - strip, 0, strip, top));
    ASSERT_FALSE(left.isEmpty()) << "no index in the left strip";
    ASSERT_FALSE(right.isEmpty()) << "no index in the right strip";
    // The index's ink is a readable size, not a speck (Persian ۰ is a dot, so the tallest digit
    // of the number decides; a special's worth has a sign and two digits).
    EXPECT_GE(left.height(), 7) << "index too small";
    // Nothing of the index leaks past the strip: the box's painted text ends inside it.
    const QRect topRow = changedBox(bare, text, QRect(0, 0, w, qCeil(size.height() * 0.2)));
    const QRect middle = changedBox(bare, text, QRect(strip, 0, w - 2 * strip, top));
    if (!middle.isEmpty()) {
      // Only the worth disc at the top centre may be painted between the corners.
      EXPECT_GE(middle.left(), qFloor(w * 0.38)) << topRow.left();
      EXPECT_LE(middle.right(), qCeil(w * 0.62));
    }
  }
}

// Digits follow the UI's language: the same card reads differently in Persian and English.
TEST(SabokbazArt, FaceTextFollowsTheLanguage) {
  const QSize size(200, 280);
  uiApp("fa");
  CardArt fa;
  SabokbazCardFaces::install(fa);
  const QImage persian = render(fa, "sabokbaz/badeh-12", size);
  uiApp("en");
  CardArt en;
  SabokbazCardFaces::install(en);
  const QImage english = render(en, "sabokbaz/badeh-12", size);
  uiApp("fa");
  EXPECT_NE(persian, english);
}

// With its SVG missing, a card is still drawn, readable, in the same places.
TEST(SabokbazArt, FallbackDrawsEveryCard) {
  uiApp("fa");
  for (const QString& id : allArtIds()) {
    SCOPED_TRACE(id.toStdString());
    QImage image(140, 196, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
      QPainter p(&image);
      SabokbazCardFaces::paintFallback(p, QRectF(0, 0, 140, 196), id);
    }
    EXPECT_NE(image.pixel(70, 98), QColor(Qt::transparent).rgba());
    if (id == SabokbazTexts::backArt()) continue;
    // Something is written in the left index corner: more than the ground's one colour.
    const QRect index = SabokbazCardFaces::indexRect(QRectF(0, 0, 140, 196), true).toRect();
    QSet<QRgb> colours;
    for (int y = index.top(); y <= index.bottom(); ++y) {
      for (int x = index.left(); x <= index.right(); ++x) colours.insert(image.pixel(x, y));
    }
    EXPECT_GT(colours.size(), 2);
  }
}

// Not a check: MIZBAZI_DUMP_DIR=/some/dir writes a sheet of every face, for looking at.
TEST(SabokbazArt, DumpSheetWhenAsked) {
  const QString dir = qEnvironmentVariable("MIZBAZI_DUMP_DIR");
  if (dir.isEmpty()) GTEST_SKIP() << "set MIZBAZI_DUMP_DIR to get a sheet of the faces";
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    CardArt art;
    SabokbazCardFaces::install(art);
    const QStringList ids = allArtIds();
    for (int width : {200, 72}) {
      const QSize size(width, qRound(width * 1.4));
      const int cols = 13;
      QImage sheet((size.width() + 6) * cols + 6, (size.height() + 6) * 5 + 6,
                   QImage::Format_ARGB32);
      sheet.fill(QColor("#2d6a4f"));
      QPainter p(&sheet);
      for (int i = 0; i < ids.size(); ++i) {
        p.drawPixmap(6 + (i % cols) * (size.width() + 6), 6 + (i / cols) * (size.height() + 6),
                     art.pixmap(ids[i], size, 1.0));
      }
      p.end();
      sheet.save(QDir(dir).filePath(QStringLiteral("sabokbaz-%1-%2.png").arg(language).arg(width)));
    }
  }
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

// Zirkhaki's card art holds no text: values, suit and ring names and the back's title are painted
// by the table in the UI's language (issue 14, "English is English"), in the places the art leaves
// free.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include "ui/table/card_art.h"
#include "ui/zirkhaki/zirkhaki_card_faces.h"
#include "ui/zirkhaki/zirkhaki_texts.h"
#include "ui_test_support.h"

using mizbazi::ui::CardArt;
using mizbazi::ui::zirkhaki::ZirkhakiCardFaces;
using mizbazi::ui::zirkhaki::ZirkhakiTexts;

namespace {

QImage renderSvg(const QString& artId, QSize size) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QSvgRenderer r(CardArt::resourcePath(artId));
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  r.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
  return image;
}

// How many pixels of `area` differ between two renderings of the same card.
int changedPixels(const QImage& a, const QImage& b, const QRectF& area) {
  int n = 0;
  const QRect r = area.toAlignedRect().intersected(a.rect());
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) {
      if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    }
  }
  return n;
}

// The distinct colours in `area`: a blank medallion or banner is one flat colour with a few
// antialiased edges; a painted number or word adds many.
int colourCount(const QImage& image, const QRectF& area) {
  QSet<QRgb> colours;
  const QRect r = area.toAlignedRect().intersected(image.rect());
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) colours.insert(image.pixel(x, y));
  }
  return colours.size();
}

QImage faced(const QString& artId, QSize size) {
  CardArt art;  // a fresh cache: the language may have changed
  ZirkhakiCardFaces::install(art);
  return art.pixmap(artId, size, 1).toImage();
}

TEST(ZirkhakiArt, NoSvgHoldsText) {
  const QDir dir(":/cards/zirkhaki");
  const QStringList files = dir.entryList({"*.svg"});
  EXPECT_EQ(files.size(), 70);  // 60 suit cards, 8 rings, two backs
  for (const QString& file : files) {
    QFile f(dir.filePath(file));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << file.toStdString();
    const QByteArray svg = f.readAll();
    EXPECT_FALSE(svg.contains("<text")) << file.toStdString();
    EXPECT_TRUE(QSvgRenderer(svg).isValid()) << file.toStdString();
  }
}

TEST(ZirkhakiArt, TheArtLeavesTheValueMedallionsAndTheBannerBlank) {
  mizbazi::testing::uiApp("fa");
  const QSize size(250, 350);
  const QRectF card(QPointF(0, 0), QSizeF(size));
  for (const QString& id : {QString("coin-9"), QString("map-2"), QString("pistol-7")}) {
    const QImage raw = renderSvg(ZirkhakiTexts::cardArt(id), size);
    for (int corner : {0, 1}) {
      EXPECT_LT(
          colourCount(raw, ZirkhakiCardFaces::valueRect(card, corner).adjusted(10, 10, -10, -10)),
          4)
          << id.toStdString();
    }
    EXPECT_LT(colourCount(raw, ZirkhakiCardFaces::nameRect(card).adjusted(4, 8, -14, -8)), 4)
        << id.toStdString();
  }
}

TEST(ZirkhakiArt, ValuesAndNamesArePaintedInTheUiLanguage) {
  const QSize size(250, 350);
  const QRectF card(QPointF(0, 0), QSizeF(size));
  mizbazi::testing::uiApp("fa");
  EXPECT_EQ(ZirkhakiTexts::suitName("coin"), QString::fromUtf8("سکه"));
  const QImage coinFa = faced("zirkhaki/coin-7", size);
  const QImage ringFa = faced("zirkhaki/ring-rogue", size);
  const QImage backFa = faced("zirkhaki/back", size);
  mizbazi::testing::uiApp("en");
  EXPECT_EQ(ZirkhakiTexts::suitName("coin"), QString("coin"));
  const QImage coinEn = faced("zirkhaki/coin-7", size);
  const QImage ringEn = faced("zirkhaki/ring-rogue", size);
  const QImage backEn = faced("zirkhaki/back", size);
  mizbazi::testing::uiApp("fa");
  const QImage raw = renderSvg("zirkhaki/coin-7", size);
  for (int corner : {0, 1}) {
    const QRectF value = ZirkhakiCardFaces::valueRect(card, corner);
    EXPECT_GT(changedPixels(raw, coinFa, value), 60);     // a number is painted…
    EXPECT_GT(changedPixels(coinFa, coinEn, value), 30);  // …۷ in Persian, 7 in English
  }
  EXPECT_GT(changedPixels(raw, coinFa, ZirkhakiCardFaces::nameRect(card)), 150);
  EXPECT_GT(changedPixels(coinFa, coinEn, ZirkhakiCardFaces::nameRect(card)), 150);
  EXPECT_GT(changedPixels(ringFa, ringEn, ZirkhakiCardFaces::ringNameRect(card)), 150);
  EXPECT_GT(changedPixels(ringFa, ringEn, ZirkhakiCardFaces::ringTitleRect(card)), 60);
  EXPECT_GT(changedPixels(backFa, backEn, ZirkhakiCardFaces::backTitleRect(card)), 150);
}

TEST(ZirkhakiArt, AMissingImageStillGivesAReadableCard) {
  mizbazi::testing::uiApp("fa");
  for (const QString& art : {QString("zirkhaki/coin-4"), QString("zirkhaki/ring-rogue"),
                             QString("zirkhaki/back"), QString("zirkhaki/no-such-card")}) {
    QImage image(100, 140, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
      QPainter p(&image);
      ZirkhakiCardFaces::paintFallback(p, QRectF(0, 0, 100, 140), art);
    }
    EXPECT_GT(image.pixelColor(50, 70).alpha(), 200) << art.toStdString();
  }
}

}  // namespace

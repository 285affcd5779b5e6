// Rivals card art: every card id, the back and the coin have an SVG that Qt renders and that holds
// no text; the index corners and the wagers' ribbon are left free in the art, and the app paints
// the number there in the UI's digits, large enough to read on a crowded table.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include "rivals/rivals_cards.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_card_faces.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/card_art.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::CardArt;
using mizbazi::ui::rivals::RivalsCardFaces;
using mizbazi::ui::rivals::RivalsTexts;
namespace eng = ::mizbazi::rivals;

namespace {

QStringList allCardIds() {
  QStringList ids;
  for (int name = 0; name < eng::kNameCount; ++name)
    ids << QString::fromStdString(eng::nameId(name));
  return ids;
}

QImage renderSvg(const QString& artId, QSize size) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QSvgRenderer r(CardArt::resourcePath(artId));
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  r.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
  return image;
}

// Pixels in `area` darker than a light parchment (the ink of a number or word).
int inkPixels(const QImage& image, const QRectF& area) {
  int n = 0;
  const QRect r = area.toAlignedRect().intersected(image.rect());
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) {
      const QColor c = image.pixelColor(x, y);
      if (c.alpha() > 128 && c.lightness() < 110) ++n;
    }
  }
  return n;
}

// The rows of `area` that hold ink, first to last: the painted number's height on screen.
int inkHeight(const QImage& image, const QRectF& area) {
  const QRect r = area.toAlignedRect().intersected(image.rect());
  int first = -1, last = -1;
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) {
      if (image.pixelColor(x, y).alpha() > 128) {
        if (first < 0) first = y;
        last = y;
        break;
      }
    }
  }
  return first < 0 ? 0 : last - first + 1;
}

class RivalsArtTest : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

TEST_F(RivalsArtTest, EveryCardIdHasArtThatQtRendersWithoutText) {
  QStringList arts;
  for (const QString& id : allCardIds()) arts << RivalsTexts::artId(id);
  arts << RivalsTexts::backArt() << RivalsTexts::coinArt();
  EXPECT_EQ(arts.size(), 57);
  for (const QString& art : arts) {
    SCOPED_TRACE(art.toStdString());
    QFile f(CardArt::resourcePath(art));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    EXPECT_FALSE(svg.contains("<text"));
    EXPECT_FALSE(svg.contains("<tspan"));
    EXPECT_FALSE(svg.contains("clipPath"));
    EXPECT_FALSE(svg.contains("filter"));
    EXPECT_LT(svg.size(), 24 * 1024);
    QSvgRenderer r(svg);
    ASSERT_TRUE(r.isValid());
    if (art == RivalsTexts::coinArt()) {
      EXPECT_EQ(r.defaultSize().width(), r.defaultSize().height());
    } else {
      EXPECT_EQ(r.defaultSize(), QSize(200, 280));  // TableLayout's card, aspect 1.4
    }
    // It draws something opaque in the middle.
    const QImage image = renderSvg(art, r.defaultSize());
    EXPECT_GT(image.pixelColor(image.width() / 2, image.height() / 2).alpha(), 200);
  }
}

TEST_F(RivalsArtTest, TheArtLeavesTheIndexCornersAndTheRibbonFree) {
  const QSize size(200, 280);
  const QRectF card(QPointF(0, 0), QSizeF(size));
  for (const QString& id : allCardIds()) {
    SCOPED_TRACE(id.toStdString());
    const QImage raw = renderSvg(RivalsTexts::artId(id), size);
    for (int corner = 0; corner < 2; ++corner) {
      const QRectF inside = RivalsCardFaces::indexRect(card, corner).adjusted(8, 8, -8, -8);
      const bool wager = RivalsCardFaces::indexText(id).isEmpty();
      // Numbers get a blank cartouche; wagers show their sign there instead (drawn, not written).
      if (!wager) {
        EXPECT_EQ(inkPixels(raw, inside), 0);
      }
    }
    if (!RivalsTexts::cardWord(id).isEmpty()) {
      EXPECT_EQ(inkPixels(raw, RivalsCardFaces::ribbonRect(card).adjusted(6, 6, -6, -6)), 0);
    }
  }
}

TEST_F(RivalsArtTest, TheNumberAndTheWordArePaintedInTheUiLanguage) {
  const QSize size(200, 280);
  const QRectF card(QPointF(0, 0), QSizeF(size));
  QImage persian, english;
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    CardArt art;  // a fresh cache per language
    RivalsCardFaces::install(art);
    const QImage seven = art.pixmap("rivals/red-7", size, 1).toImage();
    for (int corner = 0; corner < 2; ++corner) {
      EXPECT_GT(inkPixels(seven, RivalsCardFaces::indexRect(card, corner).adjusted(4, 4, -4, -4)),
                80)
          << language;
    }
    const QImage wager = art.pixmap("rivals/blue-w", size, 1).toImage();
    EXPECT_GT(inkPixels(wager, RivalsCardFaces::ribbonRect(card).adjusted(3, 3, -3, -3)), 60);
    (QString(language) == "fa" ? persian : english) = seven;
  }
  uiApp("fa");
  EXPECT_EQ(RivalsCardFaces::indexText("red-7"), QString::fromUtf8("۷"));
  EXPECT_EQ(RivalsCardFaces::indexText("white-10"), QString::fromUtf8("۱۰"));
  EXPECT_TRUE(RivalsCardFaces::indexText("red-w").isEmpty());
  EXPECT_EQ(RivalsTexts::cardWord("red-s"), QString::fromUtf8("شرط‌بندی آغازین"));
  // ۷ and 7 are different shapes: the face really follows the language.
  const QRectF index = RivalsCardFaces::indexRect(card, 0);
  EXPECT_NE(persian.copy(index.toAlignedRect()), english.copy(index.toAlignedRect()));
}

// A 4-player table at 1366×768 shows cards about 70 px wide: every number must still be at least
// 14 px high there (issue 15), in Persian and in English digits.
TEST_F(RivalsArtTest, NumbersAreAtLeastFourteenPixelsHighOnASeventyPixelCard) {
  const QRectF card(0, 0, 70, 98);
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    for (int n = 2; n <= 10; ++n) {
      QImage image(card.size().toSize(), QImage::Format_ARGB32_Premultiplied);
      image.fill(Qt::transparent);
      {
        QPainter p(&image);
        RivalsCardFaces::paintText(p, card, QStringLiteral("rivals/green-%1").arg(n));
      }
      for (int corner = 0; corner < 2; ++corner) {
        const QRectF box = RivalsCardFaces::indexRect(card, corner);
        EXPECT_GE(inkHeight(image, box), 14) << language << " " << n;
        // The number stays inside its cartouche.
        EXPECT_EQ(inkHeight(image, QRectF(box.left(), 0, box.width(), box.top())), 0);
        EXPECT_EQ(inkHeight(image, QRectF(box.left(), box.bottom(), box.width(), 20)), 0);
        const double middle = card.width() / 2;
        EXPECT_EQ(inkHeight(image, corner == 0 ? QRectF(box.right(), 0, middle - box.right(), 40)
                                               : QRectF(middle, 0, box.left() - middle, 40)),
                  0);
      }
    }
  }
  uiApp("fa");
}

TEST_F(RivalsArtTest, AMissingPictureStillGivesAReadableCard) {
  for (const QString& art :
       {QString("rivals/red-4"), QString("rivals/yellow-w"), RivalsTexts::backArt(),
        RivalsTexts::coinArt(), QString("rivals/no-such-card")}) {
    QImage image(100, 140, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
      QPainter p(&image);
      RivalsCardFaces::paintFallback(p, QRectF(0, 0, 100, 140), art);
    }
    EXPECT_GT(image.pixelColor(50, 70).alpha(), 200) << art.toStdString();
  }
}

}  // namespace

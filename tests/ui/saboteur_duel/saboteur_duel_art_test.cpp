// Saboteur's card art: every card the engine names has a picture that QSvgRenderer loads, with no
// text in it; the tunnel mouths of every path card and goal sit exactly where the engine's edges
// say, at the same place on every card, so the maze joins up (turned cards too); the app paints
// the words and numbers over the art.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>

#include "ui/saboteur_duel/saboteur_duel_card_faces.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/card_art.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

struct Art {
  QString id;  // "gold-2b-turned"
  QString card;
  bool turned = false;
  QSize size{200, 280};
};

QVector<Art> expectedArt() {
  QVector<Art> out;
  for (const QString& id : allCardIds()) {
    auto f = cardFacts(id);
    out << Art{id, id, false};
    if (!f->isAction()) out << Art{id + "-turned", id, true};
  }
  for (const char* extra :
       {"back", "goal-back", "dwarf-green", "dwarf-blue", "tool-pickaxe", "tool-lamp", "tool-cart"})
    out << Art{extra, QString(), false};
  for (const char* token : {"marker-green", "marker-blue"})
    out << Art{token, QString(), false, QSize(100, 100)};
  for (const char* token : {"key-green", "key-blue", "key-free"})
    out << Art{token, QString(), false, QSize(120, 60)};
  return out;
}

TEST(SaboteurDuelArt, EveryCardHasValidArtWithoutText) {
  testing::uiApp("en");
  QSet<QString> expected;
  for (const Art& a : expectedArt()) {
    SCOPED_TRACE(a.id.toStdString());
    expected.insert(a.id + ".svg");
    const QString path = CardArt::resourcePath("saboteur_duel/" + a.id);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString() << " is not compiled in";
    const QByteArray svg = f.readAll();
    EXPECT_FALSE(svg.contains("<text")) << "words belong to the app, not the art";
    EXPECT_LT(svg.size(), 20 * 1024);
    QSvgRenderer r(svg);
    ASSERT_TRUE(r.isValid());
    EXPECT_EQ(r.defaultSize(), a.size);
  }
  // And nothing else: no art left behind by an older manifest.
  const QDir dir(QString(MIZBAZI_SOURCE_DIR) + "/resources/cards/saboteur_duel");
  const QStringList files = dir.entryList({"*.svg"}, QDir::Files);
  EXPECT_EQ(QSet<QString>(files.begin(), files.end()), expected);
}

// Where a mouth must be on each edge (N, E, S, W): centred, 60 wide, 6 deep.
const QRectF kMouth[4] = {QRectF(70, 0, 60, 6), QRectF(194, 110, 6, 60), QRectF(70, 274, 60, 6),
                          QRectF(0, 110, 6, 60)};
const char* const kEdgeNames[4] = {"n", "e", "s", "w"};

int edgeOf(const QRectF& r) {
  for (int d = 0; d < 4; ++d) {
    const QRectF& m = kMouth[d];
    if (std::abs(r.left() - m.left()) < 0.01 && std::abs(r.top() - m.top()) < 0.01 &&
        std::abs(r.width() - m.width()) < 0.01 && std::abs(r.height() - m.height()) < 0.01)
      return d;
  }
  return -1;
}

TEST(SaboteurDuelArt, TunnelMouthsAreWhereTheEnginesEdgesAre) {
  testing::uiApp("en");
  // Centred mouths are what makes a turned card line up: check the geometry itself once.
  for (int d = 0; d < 4; ++d) {
    const QPointF c = kMouth[d].center();
    EXPECT_TRUE(c.x() == 100 || c.y() == 140);
    EXPECT_EQ(kMouth[d].center(), QPointF(200, 280) - kMouth[(d + 2) % 4].center());
  }
  int cards = 0;
  for (const Art& a : expectedArt()) {
    auto f = cardFacts(a.card);
    if (!f || f->isAction()) continue;
    SCOPED_TRACE(a.id.toStdString());
    ++cards;
    QSvgRenderer r(CardArt::resourcePath("saboteur_duel/" + a.id));
    ASSERT_TRUE(r.isValid());
    int tunnels = 0, stubs = 0;
    for (int named = 0; named < 4; ++named) {
      for (const QString& kind : {QString("mouth"), QString("stub")}) {
        const QString element = kind + '-' + kEdgeNames[named];
        if (!r.elementExists(element)) continue;
        const QRectF at = r.transformForElement(element).mapRect(r.boundsOnElement(element));
        const int edge = edgeOf(at);
        ASSERT_GE(edge, 0) << element.toStdString() << " is not on an edge: " << at.x() << ","
                           << at.y() << " " << at.width() << "x" << at.height();
        // Named by the unturned edge, it lies on the turned one.
        EXPECT_EQ(edge, a.turned ? (named + 2) % 4 : named) << element.toStdString();
        (kind == "mouth" ? tunnels : stubs) |= 1 << edge;
      }
    }
    EXPECT_EQ(tunnels, f->tunnelEdges(a.turned));
    const int stubEdges = a.turned ? turnEdges(f->stubs) : f->stubs;
    EXPECT_EQ(stubs, stubEdges);
  }
  EXPECT_EQ(cards, 2 * (36 + 18));
}

double luminance(QRgb c) {
  return (0.2126 * qRed(c) + 0.7152 * qGreen(c) + 0.0722 * qBlue(c)) / 255.0;
}

// What the eye sees at each edge: tunnel floor in the middle of an open edge, rock beside it,
// rock along a closed edge.
TEST(SaboteurDuelArt, OpenEdgesShowFloorAndClosedEdgesShowRock) {
  testing::uiApp("en");
  const QPointF along[4] = {{1, 0}, {0, 1}, {1, 0}, {0, 1}};
  for (const Art& a : expectedArt()) {
    auto f = cardFacts(a.card);
    if (!f || f->isAction()) continue;
    SCOPED_TRACE(a.id.toStdString());
    QImage img(200, 280, QImage::Format_ARGB32);
    img.fill(Qt::transparent);
    {
      QPainter p(&img);
      QSvgRenderer(CardArt::resourcePath("saboteur_duel/" + a.id))
          .render(&p, QRectF(0, 0, 200, 280));
    }
    const int open = f->openEdges(a.turned);
    for (int d = 0; d < 4; ++d) {
      const QPointF at = QPointF(d == 1   ? 196
                                 : d == 3 ? 3
                                          : kMouth[d].center().x(),
                                 d == 0   ? 3
                                 : d == 2 ? 276
                                          : kMouth[d].center().y());
      const double centre = luminance(img.pixel(at.toPoint()));
      if (open >> d & 1) {
        EXPECT_GT(centre, 0.6) << "edge " << kEdgeNames[d] << " should be open";
      } else {
        EXPECT_LT(centre, 0.5) << "edge " << kEdgeNames[d] << " should be rock";
      }
      for (int side : {-1, 1}) {
        const QPointF beside = at + along[d] * (side * 36);
        EXPECT_LT(luminance(img.pixel(beside.toPoint())), 0.5)
            << "edge " << kEdgeNames[d] << ": the mouth is wider than every other card's";
      }
    }
  }
}

QImage render(CardArt& art, const QString& id) {
  return art.pixmap(id, QSize(200, 280), 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
}

int differingPixels(const QImage& a, const QImage& b, const QRect& area) {
  int n = 0;
  for (int y = area.top(); y <= area.bottom(); ++y) {
    for (int x = area.left(); x <= area.right(); ++x) n += a.pixel(x, y) != b.pixel(x, y);
  }
  return n;
}

TEST(SaboteurDuelArt, TheAppPaintsWordsAndNumbersOverTheArt) {
  testing::uiApp("fa");
  CardArt plain, faced;
  installCardFaces(faced);
  const QRect corner(150, 10, 40, 40), band(14, 14, 172, 40), middle(60, 100, 80, 80);
  // Gold and goals: the nuggets in the corners; action cards: the band; a tunnel: nothing.
  EXPECT_GT(differingPixels(render(plain, "saboteur_duel/gold-2b"),
                            render(faced, "saboteur_duel/gold-2b"), corner),
            20);
  EXPECT_GT(differingPixels(render(plain, "saboteur_duel/goal-14-turned"),
                            render(faced, "saboteur_duel/goal-14-turned"), corner),
            20);
  EXPECT_GT(differingPixels(render(plain, "saboteur_duel/sabotage-lamp"),
                            render(faced, "saboteur_duel/sabotage-lamp"), band),
            50);
  EXPECT_EQ(differingPixels(render(plain, "saboteur_duel/cross-1"),
                            render(faced, "saboteur_duel/cross-1"), QRect(0, 0, 200, 280)),
            0);
  // Missing art still gives a readable face.
  const QImage missing = render(faced, "saboteur_duel/no-such-card");
  EXPECT_GT(qAlpha(missing.pixel(100, 140)), 0);
  EXPECT_GT(differingPixels(missing, render(plain, "saboteur_duel/no-such-card"), middle), 0);
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel

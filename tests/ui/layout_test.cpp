// The one direction-aware layout helper: every position mirrors in right-to-left, and piles laid
// out through it mirror with it.
#include <gtest/gtest.h>

#include "ui/table/card_art.h"
#include "ui/table/pile.h"
#include "ui/table/table_layout.h"
#include "ui/table/table_scene.h"
#include "ui_test_support.h"

using namespace mizbazi;
using ui::TableLayout;

namespace {

TEST(TableLayout, LeftToRightKeepsPositions) {
  TableLayout l;
  l.setDirection(Qt::LeftToRight);
  l.setSize(10, 6);
  EXPECT_EQ(l.toScene(QRectF(1, 2, 3, 1)), QRectF(200, 400, 600, 200));
  EXPECT_EQ(l.toScene(QPointF(1, 2), 1), QPointF(200, 400));
}

TEST(TableLayout, RightToLeftMirrorsAroundTheTableWidth) {
  TableLayout l;
  l.setDirection(Qt::RightToLeft);
  l.setSize(10, 6);
  // A 3-unit-wide rectangle 1 unit from the reading start ends 1 unit from the right edge.
  EXPECT_EQ(l.toScene(QRectF(1, 2, 3, 1)), QRectF(1200, 400, 600, 200));
  EXPECT_EQ(l.toScene(QPointF(0, 0), 1), QPointF(1800, 0));
  EXPECT_EQ(l.sceneDx(1), -200);
  EXPECT_EQ(l.startAlign(), Qt::AlignRight);
}

TEST(TableLayout, PileSpreadFollowsTheReadingDirection) {
  mizbazi::testing::uiApp("fa");
  for (Qt::LayoutDirection dir : {Qt::LeftToRight, Qt::RightToLeft}) {
    ui::TableScene scene;
    scene.layout().setDirection(dir);
    scene.layout().setSize(12, 6);
    ui::Pile* p = scene.addPile({2, -1, -1});
    ui::PileGeometry g;
    g.origin = QPointF(1, 1);
    g.spread = QPointF(1, 0);
    p->setGeometry(g);
    const double first = p->cardPosition(0, 3).x(), second = p->cardPosition(1, 3).x();
    if (dir == Qt::LeftToRight)
      EXPECT_LT(first, second);
    else
      EXPECT_GT(first, second);
  }
}

TEST(TableLayout, SpreadIsSqueezedToFit) {
  mizbazi::testing::uiApp("fa");
  ui::TableScene scene;
  scene.layout().setSize(12, 6);
  ui::Pile* p = scene.addPile({2, -1, -1});
  ui::PileGeometry g;
  g.spread = QPointF(1, 0);
  g.maxLength = 4;
  p->setGeometry(g);
  // Ten cards with a one-card step would need 9 units; squeezed, the last starts at 4.
  EXPECT_NEAR(p->cardPosition(9, 10).x(), 4 * TableLayout::kCardWidth, 1e-6);
}

TEST(CardArt, CachesPerSizeAndRendersMissingArtAsAFallback) {
  mizbazi::testing::uiApp("fa");
  ui::CardArt art;
  QPixmap a = art.pixmap("nogame/nothing", QSize(100, 140), 1.0);
  EXPECT_FALSE(a.isNull());
  EXPECT_EQ(art.renders(), 1);
  art.pixmap("nogame/nothing", QSize(100, 140), 1.0);
  EXPECT_EQ(art.renders(), 1);  // cached
  art.pixmap("nogame/nothing", QSize(200, 280), 2.0);
  EXPECT_EQ(art.renders(), 2);  // another size is another render
}

}  // namespace

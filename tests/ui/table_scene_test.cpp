// The scene's mouse handling as a person's hand makes it: a double-click is two clicks.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>

#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

struct CountingDelegate : ui::SceneDelegate {
  int cardClicks = 0;
  QVector<ui::Pile*> dropTargets(ui::CardItem*) override { return {}; }
  void cardDropped(ui::CardItem*, ui::Pile*) override {}
  void cardClicked(ui::CardItem*) override { ++cardClicks; }
  void pileClicked(ui::Pile*) override {}
};

void send(ui::TableScene& scene, QEvent::Type type, QPointF at) {
  QGraphicsSceneMouseEvent e(type);
  e.setScenePos(at);
  e.setButton(Qt::LeftButton);
  e.setButtons(type == QEvent::GraphicsSceneMouseRelease ? Qt::NoButton : Qt::LeftButton);
  QCoreApplication::sendEvent(&scene, &e);
}

// A double-click delivered as press, release, double-click, release: the double-click event is
// the second press, and the card must hear two clicks (choose, then play), not one.
TEST(TableScene, ADoubleClickOnACardIsTwoClicks) {
  mizbazi::testing::uiApp("fa");
  ui::TableScene scene;
  scene.layout().setSize(6, 4);
  scene.applyLayoutSize();
  ui::Pile* p = scene.addPile({1, 0, -1});
  ui::PileGeometry g;
  g.origin = QPointF(1, 1);
  p->setGeometry(g);
  scene.setPileFaces(p, {ui::CardFace{"nogame/a", true}});
  scene.commitSync(false);
  CountingDelegate d;
  scene.setDelegate(&d);
  ASSERT_EQ(p->cards().size(), 1);
  const QPointF at = p->top()->sceneBoundingRect().center();
  send(scene, QEvent::GraphicsSceneMousePress, at);
  send(scene, QEvent::GraphicsSceneMouseRelease, at);
  EXPECT_EQ(d.cardClicks, 1);
  send(scene, QEvent::GraphicsSceneMouseDoubleClick, at);
  send(scene, QEvent::GraphicsSceneMouseRelease, at);
  EXPECT_EQ(d.cardClicks, 2);
}

}  // namespace

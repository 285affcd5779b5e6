#include "ui/net/place_numbers.h"

#include <QFont>
#include <QGraphicsObject>
#include <QLocale>
#include <QPainter>

#include "ui/table/pile.h"
#include "ui/table/table_scene.h"

namespace mizbazi::net {

namespace {

// A round badge with a number, centred on its pile's place, above the cards.
class NumberMarker : public QGraphicsObject {
 public:
  NumberMarker(ui::Pile* pile, int number) : QGraphicsObject(pile), number_(number) {
    const QRectF slot = pile->mapFromScene(pile->sceneSlotRect()).boundingRect();
    const double d = std::max(18.0, std::min(slot.width(), slot.height()) * 0.55);
    rect_ = QRectF(slot.center().x() - d / 2, slot.center().y() - d / 2, d, d);
    setZValue(10000);
    setAcceptedMouseButtons(Qt::NoButton);
  }
  QRectF boundingRect() const override { return rect_.adjusted(-2, -2, 2, 2); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(Qt::white, rect_.width() / 14));
    p->setBrush(QColor(0x1f, 0x4e, 0xa8));
    p->drawEllipse(rect_);
    QFont f = p->font();
    f.setPixelSize(int(rect_.height() * 0.6));
    f.setBold(true);
    p->setFont(f);
    p->setPen(Qt::white);
    p->drawText(rect_, Qt::AlignCenter, QLocale().toString(number_));
  }

 private:
  int number_;
  QRectF rect_;
};

}  // namespace

void PlaceNumbers::clear() {
  for (const QPointer<QGraphicsObject>& m : markers_) delete m.data();
  markers_.clear();
}

void PlaceNumbers::show(const QVector<QPair<Place, int>>& places) {
  clear();
  if (!scene_) return;
  const QVector<ui::Pile*> piles = scene_->piles();
  for (const auto& [place, number] : places) {
    for (ui::Pile* p : piles) {
      if (p->key() == place) markers_.push_back(new NumberMarker(p, number));
    }
  }
}

int PlaceNumbers::shown() const {
  int n = 0;
  for (const QPointer<QGraphicsObject>& m : markers_) n += m ? 1 : 0;
  return n;
}

}  // namespace mizbazi::net

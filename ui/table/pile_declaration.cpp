#include "ui/table/pile_declaration.h"

#include <algorithm>

#include "ui/table/table_scene.h"

namespace mizbazi::ui {

void TableScene::declarePiles(const QVector<PileSpec>& specs) {
  for (const PileSpec& spec : specs) {
    Pile* p = addPile(spec.key);  // the pile of that key, made the first time
    PileGeometry g = spec.at;
    if (g.visibleTop == 0 && stacks(spec.role)) g.visibleTop = 2;
    p->setGeometry(g);
    const bool counted = spec.role == PileRole::kStock || spec.role == PileRole::kDiscard;
    if (spec.countShown.value_or(counted)) p->setShowCount(true);
    // An explicit "no" holds when the pile changes owner (the hand on screen shows no count).
    if (spec.countShown == false) p->setShowCount(false);
    if (spec.role == PileRole::kDiscard) p->setKeepOrderOnSync(true);
    if (spec.role == PileRole::kHand) p->setChoiceArea(true);
    if (!spec.outlined) p->setOutlineWhenEmpty(false);
    // Set every time: a seat's piles may change owner on screen (a shared screen turns to the
    // next person), and the viewer's words and order are not another seat's.
    if (!spec.placeholderFollowsPicture) p->setPlaceholder(spec.placeholderArt, spec.placeholder);
    p->setOrderKey(spec.orderKey);
  }
}

void TableScene::setTableSize(double widthUnits, double heightUnits) {
  layout_.setSize(widthUnits, heightUnits);
  applyLayoutSize();
}

void TableScene::layOutPiles(bool animate) {
  for (Pile* p : piles()) {
    // A board's cells are laid out by the board (board_item.h), under its camera.
    if (!p->parentItem()) p->layoutCards(animate && laidOut_ ? animator_ : nullptr);
  }
  laidOut_ = true;
}

QVector<CardFace> TableScene::facesUp(const QStringList& ids,
                                      const std::function<QString(const QString&)>& art) {
  QVector<CardFace> out;
  out.reserve(ids.size());
  for (const QString& id : ids) out.push_back({art(id), true});
  return out;
}

QVector<CardFace> TableScene::backs(int count) {
  return QVector<CardFace>(std::max(0, count), CardFace{QString(), false});
}

}  // namespace mizbazi::ui

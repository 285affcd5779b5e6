// Every QGraphicsItem type of the table, in one place (qgraphicsitem_cast needs distinct types).
#pragma once

#include <QGraphicsItem>

namespace mizbazi::ui {

enum ItemType : int {
  kCardItemType = QGraphicsItem::UserType + 1,
  kPileItemType,
  kLabelItemType,
  kBannerItemType,
  kBoardItemType,
  kFocusRingType,
};

}  // namespace mizbazi::ui

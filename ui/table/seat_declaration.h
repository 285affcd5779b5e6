// What belongs to a seat, declared as data: the seat's header (its name, the turn marker and
// whatever the game writes beside it), the seat's own piles, more words of the seat (a column's
// score), a frame behind its area, and the places in front of it that piles of other keys take as
// play goes (a trick's card before the seat that played it). Every place is given relative to the
// seat's anchor, in card units of the table's direction-aware layout (x towards the reading end),
// so a seat's things mirror with the table. TableScene::declareSeats makes them the first time,
// places them at every declaration (the table turning to another seat declares again), and keeps
// them by seat; what a header says is the game's (it knows its picture).
#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QVector>
#include <optional>

#include "ui/table/label_item.h"
#include "ui/table/pile_declaration.h"

namespace mizbazi::ui {

// Where words sit in their rectangle: at the reading start (mirrored with the table) or centred.
enum class TextSide { kReadingStart, kCentre };

struct SeatLabelSpec {
  // Logical rectangle, card units, relative to the seat's anchor.
  QRectF at;
  int pixelSize = 48;
  TextSide align = TextSide::kReadingStart;
  LabelItem::Style style = LabelItem::Style::kPill;
  bool bold = false;
  std::optional<QColor> color;  // unset: the label's own
};

struct SeatSpec {
  int seat = 0;
  // A logical point (card units from the reading-start edge): every place below is relative to it.
  QPointF anchor;
  // The seat's header: its name and what the game writes beside it (TableScene::header).
  std::optional<SeatLabelSpec> header;
  // The seat's own piles (their owner is in their keys); each origin is relative to the anchor.
  QVector<PileSpec> piles;
  // More words of the seat, by index (TableScene::seatLabel).
  QVector<SeatLabelSpec> labels;
  // A frame behind the seat's area, under everything, lit by the game (TableScene::seatFrame).
  std::optional<QRectF> frame;
  // Places in front of the seat that piles of other keys take (TableScene::seatPlace): geometry
  // whose origin is relative to the anchor.
  QVector<PileGeometry> places;
};

}  // namespace mizbazi::ui

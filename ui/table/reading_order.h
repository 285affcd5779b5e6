// The table's reading order, shared by the keyboard's ring (keyboard_focus.h) and the
// accessibility tree (table_voice.h), so that a screen reader lists things in the order the ring
// visits them: rows from the top (a row is 0.8 of a card's width tall), then along the reading
// direction (right to left in Persian); a board's cells and cards count as one block at the
// board's place, ordered by cell within it.
#pragma once

#include <QGraphicsObject>
#include <QPointF>

namespace mizbazi::ui {

// Where `item` stands in the reading order: a board's anchor for what lies on a board, a pile's
// slot, else the middle of what it covers.
QPointF readingAnchor(const QGraphicsObject* item);

// Whether `a` is read before `b` (a strict weak order; items at the same anchor on a board are
// ordered by cell).
bool readsBefore(const QGraphicsObject* a, const QGraphicsObject* b, bool rightToLeft);

// The same for two anchors alone: the row first, then the reading direction.
bool pointReadsBefore(QPointF a, QPointF b, bool rightToLeft);

}  // namespace mizbazi::ui

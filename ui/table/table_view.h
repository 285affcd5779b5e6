// The window onto the table: the whole table always scaled to fit (a projector at 1920×1080 or
// 3840×2160 shows it as large as it can), with zoom on top for a closer look. On a table with a
// board (board_item.h) the zoom is the board's alone: the hand and the piles around it stay put.
#pragma once

#include <QGraphicsView>

namespace mizbazi::ui {

class BoardItem;

class TableView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit TableView(QGraphicsScene* scene, QWidget* parent = nullptr);

  // The menu's and Ctrl+wheel's zoom: the board's when the table has one, else the whole table's.
  void zoomIn();
  void zoomOut();
  void resetZoom();  // the whole table fitted (and a board showing all its cards)
  double zoom() const { return zoom_; }  // the whole table's (1: fitted)
  void refit();                          // after the scene rectangle changed
  // Room kept above the table for a notice laid over the view (the teacher's every-hand mark): the
  // table is fitted below it, so that the notice covers none of it.
  void setTopRoom(int pixels);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  bool viewportEvent(QEvent* event) override;  // native pinch: a board's zoom

 Q_SIGNALS:
  void firstPaint();

 private:
  static constexpr double kZoomStep = 1.25;
  void setZoom(double z);
  BoardItem* board() const;  // the table's board, if it has one
  double zoom_ = 1.0;
  bool painted_ = false;
};

}  // namespace mizbazi::ui

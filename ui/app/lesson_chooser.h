// The lessons page: every built-in lesson of every game with a table, game by game in order, each
// marked when the learner has finished it. Choosing one (double-click, Enter or Start) closes the
// page with its path.
#pragma once

#include <QDialog>

class QTreeWidget;
class QPushButton;

namespace mizbazi::app {

class LessonChooser : public QDialog {
  Q_OBJECT

 public:
  explicit LessonChooser(QWidget* parent = nullptr);
  QString chosenPath() const;
  QTreeWidget* tree() const { return tree_; }

 private:
  QTreeWidget* tree_;
  QPushButton* start_;
};

}  // namespace mizbazi::app

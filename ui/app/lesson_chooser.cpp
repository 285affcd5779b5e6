#include "ui/app/lesson_chooser.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "ui/app/game_catalog.h"
#include "ui/app/lesson_catalog.h"
#include "ui/table/lesson_runner.h"

namespace mizbazi::app {

namespace {
constexpr int kPathRole = Qt::UserRole + 1;
}

LessonChooser::LessonChooser(QWidget* parent) : QDialog(parent) {
  setObjectName("lessonChooser");
  setWindowTitle(tr("Lessons"));
  auto* layout = new QVBoxLayout(this);
  auto* intro = new QLabel(
      tr("Each lesson sets out the cards, explains a rule step by step and asks you to make the "
         "moves yourself. A tick marks the lessons you have finished."),
      this);
  intro->setWordWrap(true);
  tree_ = new QTreeWidget(this);
  tree_->setObjectName("lessonList");
  tree_->setColumnCount(2);
  tree_->setHeaderLabels({tr("Lesson"), tr("Finished")});
  tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  tree_->header()->setStretchLastSection(false);
  QString lastGame;
  QTreeWidgetItem* game = nullptr;
  int number = 0;
  for (const LessonEntry& e : LessonCatalog::all()) {
    if (e.gameId != lastGame) {
      game = new QTreeWidgetItem(tree_, {GameCatalog::nameOf(e.gameId)});
      game->setFlags(Qt::ItemIsEnabled);
      game->setExpanded(true);
      lastGame = e.gameId;
      number = 0;
    }
    ++number;
    const bool done = LessonCatalog::isCompleted(e.key);
    auto* item = new QTreeWidgetItem(
        game, {tr("%1. %2").arg(QLocale().toString(number), ui::LessonRunner::textOf(e.title)),
               done ? tr("✓ finished") : QString()});
    item->setData(0, kPathRole, e.path);
  }
  tree_->expandAll();
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  start_ = buttons->addButton(tr("Start the lesson"), QDialogButtonBox::AcceptRole);
  start_->setEnabled(false);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(tree_, &QTreeWidget::currentItemChanged, this,
          [this]() { start_->setEnabled(!chosenPath().isEmpty()); });
  connect(tree_, &QTreeWidget::itemActivated, this, [this]() {
    if (!chosenPath().isEmpty()) accept();
  });
  layout->addWidget(intro);
  layout->addWidget(tree_, 1);
  layout->addWidget(buttons);
  resize(560, 520);
}

QString LessonChooser::chosenPath() const {
  const QTreeWidgetItem* item = tree_->currentItem();
  return item ? item->data(0, kPathRole).toString() : QString();
}

}  // namespace mizbazi::app

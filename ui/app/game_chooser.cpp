#include "app/game_chooser.h"

#include <QFile>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/game_catalog.h"

namespace mizbazi::app {

GameChooser::GameChooser(QWidget* parent) : QWidget(parent) {
  setObjectName("gameChooser");
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(48, 32, 48, 32);
  auto* title = new QLabel(tr("Choose a game"), this);
  title->setObjectName("chooserTitle");
  QFont tf = title->font();
  tf.setPointSizeF(tf.pointSizeF() * 2.2);
  tf.setBold(true);
  title->setFont(tf);
  title->setAlignment(Qt::AlignCenter);
  outer->addWidget(title);

  auto* grid = new QGridLayout();
  grid->setSpacing(24);
  int i = 0;
  for (const CatalogEntry& e : GameCatalog::entries()) {
    auto* button = new QToolButton(this);
    button->setObjectName("game-" + e.id);
    button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    button->setText(e.name + "\n" + e.blurb);
    QString icon = ":/cards/" + e.artId + ".svg";
    if (!e.artId.isEmpty() && QFile::exists(icon)) {
      button->setIcon(QIcon(icon));
    } else if (QFile::exists(":/icons/mizbazi.svg")) {
      button->setIcon(QIcon(":/icons/mizbazi.svg"));
    }
    button->setIconSize(QSize(120, 168));
    QFont f = button->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    button->setFont(f);
    button->setToolTip(tr("Start a new game of %1").arg(e.name));
    connect(button, &QToolButton::clicked, this, [this, id = e.id]() { Q_EMIT gameChosen(id); });
    grid->addWidget(button, i / 2, i % 2);
    ++i;
  }
  outer->addLayout(grid, 1);

  auto* open = new QPushButton(tr("Open a saved game or a lesson…"), this);
  open->setObjectName("openButton");
  connect(open, &QPushButton::clicked, this, &GameChooser::openRequested);
  outer->addWidget(open, 0, Qt::AlignCenter);
}

}  // namespace mizbazi::app

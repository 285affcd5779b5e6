#include "app/game_chooser.h"

#include <QFile>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/game_catalog.h"

namespace mizbazi::app {

namespace {
constexpr int kColumns = 2;
}

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
  const QVector<CatalogEntry> entries = GameCatalog::entries();
  columns_ = std::max(1, std::min(kColumns, int(entries.size())));
  int i = 0;
  for (const CatalogEntry& e : entries) {
    // A tile: the game's card and name (the button), its blurb wrapped under it, and Continue.
    auto* tile = new QWidget(this);
    tile->setObjectName("tile-" + e.id);
    auto* column = new QVBoxLayout(tile);
    column->setContentsMargins(0, 0, 0, 0);
    auto* button = new QToolButton(tile);
    button->setObjectName("game-" + e.id);
    button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    button->setText(e.name);
    button->setAccessibleDescription(e.blurb);
    QString icon = ":/cards/" + e.artId + ".svg";
    if (!e.artId.isEmpty() && QFile::exists(icon)) {
      button->setIcon(QIcon(icon));
    } else if (QFile::exists(":/icons/mizbazi.svg")) {
      button->setIcon(QIcon(":/icons/mizbazi.svg"));
    }
    button->setIconSize(QSize(120, 168));
    QFont f = button->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    button->setFont(f);
    button->setToolTip(tr("Start a new game of %1").arg(e.name));
    connect(button, &QToolButton::clicked, this, [this, id = e.id]() { Q_EMIT gameChosen(id); });
    auto* blurb = new QLabel(e.blurb, tile);
    blurb->setObjectName("blurb-" + e.id);
    blurb->setWordWrap(true);  // a long blurb wraps instead of widening its tile
    blurb->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    auto* resume = new QPushButton(tile);
    resume->setObjectName("continue-" + e.id);
    resume->setVisible(false);
    connect(resume, &QPushButton::clicked, this,
            [this, id = e.id]() { Q_EMIT continueChosen(id); });
    continueButtons_[e.id] = resume;
    column->addWidget(button);
    column->addWidget(blurb);
    column->addWidget(resume);
    column->addStretch(1);
    grid->addWidget(tile, i / columns_, i % columns_, Qt::AlignHCenter);
    tiles_ << tile;
    ++i;
  }
  for (int c = 0; c < columns_; ++c) grid->setColumnStretch(c, 1);
  outer->addLayout(grid, 1);
  fitTiles();

  auto* open = new QPushButton(tr("Open a saved game or a lesson…"), this);
  open->setObjectName("openButton");
  connect(open, &QPushButton::clicked, this, &GameChooser::openRequested);
  outer->addWidget(open, 0, Qt::AlignCenter);
}

// Every tile one width (whatever its name or blurb): an equal share of the page, no wider than
// a tile needs to be read from afar.
void GameChooser::fitTiles() {
  const QMargins m = layout()->contentsMargins();
  const int room = (width() - m.left() - m.right() - 24 * (columns_ - 1)) / columns_;
  const int w = std::clamp(room, 220, 560);
  for (QWidget* t : tiles_) t->setFixedWidth(w);
}

void GameChooser::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fitTiles();
}

void GameChooser::setKeptGames(const QMap<QString, int>& movesByGame) {
  for (auto it = continueButtons_.begin(); it != continueButtons_.end(); ++it) {
    const bool kept = movesByGame.contains(it.key());
    it.value()->setVisible(kept);
    if (kept) {
      it.value()->setText(
          tr("Continue (%1 moves played)").arg(QLocale().toString(movesByGame.value(it.key()))));
      it.value()->setToolTip(
          tr("Go on with the unfinished game of %1").arg(GameCatalog::nameOf(it.key())));
    }
  }
}

}  // namespace mizbazi::app

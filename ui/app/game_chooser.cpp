#include "ui/app/game_chooser.h"

#include <QEvent>
#include <QFile>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <map>

#include "ui/app/game_catalog.h"
#include "ui/app/raster_icon.h"

namespace mizbazi::app {

namespace {
// A tile is never narrower than this nor wider than a tile needs to be read from afar; as many
// columns as fit side by side at the narrowest, so four games stand in one row on a laptop.
constexpr int kNarrowestTile = 220;
constexpr int kWidestTile = 560;
constexpr int kSpacing = 24;

// A game's blurb: a wrapped label that remembers its height at each width. Laying out the first
// window asks each blurb its height about a dozen times at five widths, and QLabel lays out and
// shapes the whole Persian text for every answer.
class BlurbLabel : public QLabel {
 public:
  using QLabel::QLabel;

  int heightForWidth(int width) const override {
    const Measured now{text(), wordWrap(), alignment(), indent(), margin()};
    if (!(now == measured_)) {
      heights_.clear();
      measured_ = now;
    }
    const auto known = heights_.find(width);
    if (known != heights_.end()) return known->second;
    const int height = QLabel::heightForWidth(width);
    heights_.emplace(width, height);
    return height;
  }

 protected:
  bool event(QEvent* event) override {
    // Whatever QLabel measures again for (its font, its margins, the style), the heights too.
    switch (event->type()) {
      case QEvent::FontChange:
      case QEvent::ApplicationFontChange:
      case QEvent::StyleChange:
      case QEvent::ContentsRectChange:
      case QEvent::LayoutDirectionChange:
      case QEvent::Polish:
      case QEvent::LanguageChange:
        heights_.clear();
        break;
      default:
        break;
    }
    return QLabel::event(event);
  }

 private:
  struct Measured {
    QString text;
    bool wordWrap = false;
    Qt::Alignment alignment;
    int indent = 0;
    int margin = 0;
    bool operator==(const Measured&) const = default;
  };
  mutable std::map<int, int> heights_;
  mutable Measured measured_;
};
}  // namespace

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

  // The tiles scroll rather than make the window taller than a short screen (four games on two
  // rows at a narrow width): the page asks for no height of its own.
  auto* scroll = new QScrollArea(this);
  scroll->setObjectName("chooserTiles");
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidgetResizable(true);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* page = new QWidget(scroll);
  page->setAutoFillBackground(false);
  scroll->viewport()->setAutoFillBackground(false);
  grid_ = new QGridLayout(page);
  grid_->setSpacing(kSpacing);
  grid_->setContentsMargins(0, 0, 0, 0);
  const QVector<CatalogEntry> entries = GameCatalog::entries();
  for (const CatalogEntry& e : entries) {
    // A tile: the game's card and name (the button), its blurb wrapped under it, and Continue.
    auto* tile = new QWidget(page);
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
      button->setIcon(rasterIcon(icon));
    } else if (QFile::exists(":/icons/mizbazi.svg")) {
      button->setIcon(rasterIcon(":/icons/mizbazi.svg"));
    }
    button->setIconSize(QSize(120, 168));
    QFont f = button->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    button->setFont(f);
    button->setToolTip(tr("Start a new game of %1").arg(e.name));
    connect(button, &QToolButton::clicked, this, [this, id = e.id]() { Q_EMIT gameChosen(id); });
    auto* blurb = new BlurbLabel(e.blurb, tile);
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
    tiles_ << tile;
  }
  scroll->setWidget(page);
  outer->addWidget(scroll, 1);
  fitTiles();

  auto* open = new QPushButton(tr("Open a saved game or a lesson…"), this);
  open->setObjectName("openButton");
  connect(open, &QPushButton::clicked, this, &GameChooser::openRequested);
  outer->addWidget(open, 0, Qt::AlignCenter);
}

// Every tile one width (whatever its name or blurb): an equal share of the row, no wider than a
// tile needs to be read from afar. As many columns as fit, at most one row's worth of games; the
// tiles are laid out again only when that number changes.
void GameChooser::fitTiles() {
  if (tiles_.isEmpty()) return;
  const QMargins m = layout()->contentsMargins();
  const int inner =
      width() - m.left() - m.right() - style()->pixelMetric(QStyle::PM_ScrollBarExtent);
  const int fit = std::max(1, (inner + kSpacing) / (kNarrowestTile + kSpacing));
  const int columns = std::min(int(tiles_.size()), fit);
  if (columns != columns_) {
    for (QWidget* t : tiles_) grid_->removeWidget(t);
    for (int c = 0; c < grid_->columnCount(); ++c) grid_->setColumnStretch(c, 0);
    for (int r = 0; r < grid_->rowCount(); ++r) grid_->setRowStretch(r, 0);
    columns_ = columns;
    for (int i = 0; i < tiles_.size(); ++i) {
      grid_->addWidget(tiles_[i], 1 + i / columns_, i % columns_, Qt::AlignHCenter | Qt::AlignTop);
    }
    for (int c = 0; c < columns_; ++c) grid_->setColumnStretch(c, 1);
    // The rows stand together in the middle: the room left over goes above and below them.
    grid_->setRowStretch(0, 1);
    grid_->setRowStretch((int(tiles_.size()) - 1) / columns_ + 2, 1);
  }
  const int room = (inner - kSpacing * (columns_ - 1)) / columns_;
  const int w = std::clamp(room, kNarrowestTile, kWidestTile);
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
          tr("Continue (%Ln move(s) played)", nullptr, movesByGame.value(it.key())));
      it.value()->setToolTip(
          tr("Go on with the unfinished game of %1").arg(GameCatalog::nameOf(it.key())));
    }
  }
}

}  // namespace mizbazi::app

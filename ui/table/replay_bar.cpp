#include "ui/table/replay_bar.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>

#include "ui/table/game_table.h"
#include "ui/table/outside_text.h"
#include "ui/table/table_view.h"

namespace mizbazi::ui {

namespace {

// The step buttons' images, drawn rather than written: the media symbols (⏮ ⏭) are missing
// from many fonts, and a button showing an empty box says nothing. A triangle pointing
// `right` or left, with a bar at its tip for "to the start" and "to the end".
QIcon stepIcon(bool right, bool bar, const QColor& ink) {
  QIcon icon;
  for (int side : {16, 24, 32, 48}) {
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    const double m = side * 0.2, w = side - 2 * m, barWidth = bar ? side * 0.14 : 0;
    const double tip = right ? side - m - barWidth : m + barWidth;
    const double base = right ? m : side - m;
    p.drawPolygon(QPolygonF({QPointF(base, m), QPointF(tip, side / 2.0), QPointF(base, m + w)}));
    if (bar) p.drawRect(QRectF(right ? tip : m, m, barWidth, w));
    icon.addPixmap(pixmap);
  }
  return icon;
}

QToolButton* stepButton(QWidget* parent, const char* name, const QIcon& icon, const QString& tip) {
  auto* b = new QToolButton(parent);
  b->setObjectName(name);
  b->setIcon(icon);
  b->setToolTip(tip);
  b->setAccessibleName(tip);
  b->setFocusPolicy(Qt::NoFocus);  // the arrows stay the table's (and the replay's keys)
  return b;
}
}  // namespace

ReplayBar::ReplayBar(GameTable* table) : QWidget(table), table_(table) {
  setObjectName("replayBar");
  const bool rtl = table->layoutDirection() == Qt::RightToLeft;
  // The images point the way the story reads: the start lies on the reading side.
  const QColor ink = palette().color(QPalette::ButtonText);
  start_ = stepButton(this, "replayStart", stepIcon(rtl, true, ink), tr("To the start (Home)"));
  back_ = stepButton(this, "replayBack", stepIcon(rtl, false, ink), tr("One move back"));
  forward_ = stepButton(this, "replayForward", stepIcon(!rtl, false, ink), tr("One move forward"));
  end_ = stepButton(this, "replayEnd", stepIcon(!rtl, true, ink), tr("To the end (End)"));
  timeline_ = new QSlider(Qt::Horizontal, this);
  timeline_->setObjectName("replayTimeline");
  timeline_->setFocusPolicy(Qt::NoFocus);
  timeline_->setAccessibleName(tr("Timeline of the game"));
  where_ = new QLabel(this);
  where_->setObjectName("replayWhere");
  showPlainly(where_);
  // A replay shows what everyone may see: in a game of several people every hand lies face down.
  // Say so, and where the hands can be turned up.
  hidden_ = new QLabel(
      tr("The players' hands are face down, as the table showed them to everyone. The teacher's "
         "view can show every hand."),
      this);
  hidden_->setObjectName("replayHandsHidden");
  hidden_->setWordWrap(true);
  everyHand_ = new QPushButton(tr("Show every hand"), this);
  everyHand_->setObjectName("replayEveryHand");
  everyHand_->setFocusPolicy(Qt::NoFocus);
  everyHand_->setToolTip(tr("As View → Show every hand (teacher)"));
  playOn_ = new QPushButton(tr("Play on from here"), this);
  playOn_->setObjectName("replayPlayOn");
  playOn_->setToolTip(tr("A new game from the move on screen; the saved file stays as it is"));

  auto* title = new QLabel(tr("Replay"), this);
  title->setObjectName("replayTitle");
  showPlainly(title);
  QFont f = title->font();
  f.setBold(true);
  title->setFont(f);
  auto* steps = new QHBoxLayout();
  steps->addWidget(start_);
  steps->addWidget(back_);
  steps->addWidget(timeline_, 1);
  steps->addWidget(forward_);
  steps->addWidget(end_);
  auto* box = new QVBoxLayout(this);
  box->setContentsMargins(0, 0, 0, 0);
  box->addWidget(title);
  box->addLayout(steps);
  box->addWidget(where_);
  box->addWidget(hidden_);
  box->addWidget(everyHand_, 0, Qt::AlignLeading);
  box->addWidget(playOn_);

  connect(start_, &QToolButton::clicked, this, &ReplayBar::toStart);
  connect(back_, &QToolButton::clicked, this, &ReplayBar::back);
  connect(forward_, &QToolButton::clicked, this, &ReplayBar::forward);
  connect(end_, &QToolButton::clicked, this, &ReplayBar::toEnd);
  connect(timeline_, &QSlider::valueChanged, this, [this](int v) { seek(v); });
  connect(everyHand_, &QPushButton::clicked, this, &ReplayBar::everyHandRequested);
  connect(&table->controller(), &TableController::reset, this, &ReplayBar::refresh);
  connect(&table->controller(), &TableController::privacyChanged, this, &ReplayBar::refresh);
  connect(playOn_, &QPushButton::clicked, this,
          [this]() { Q_EMIT playOnRequested(scenarioHere()); });
  // The keys are read where the table reads its own (the view): a replay has no move to choose,
  // so the arrows, Home and End are the replay's.
  table->view().installEventFilter(this);
  table->view().viewport()->installEventFilter(this);

  // The side panel is the table's; the bar goes under its status line.
  if (QWidget* side = table->findChild<QWidget*>(QStringLiteral("sidePanel"))) {
    if (auto* layout = qobject_cast<QBoxLayout*>(side->layout())) layout->insertWidget(1, this);
  }
  table->controller().setReplay(true);
  target_ = table->controller().ply();
  timeline_->setRange(0, table->controller().replayLength());
  toStart();
  refresh();
}

bool ReplayBar::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::KeyPress || table_->coverShown()) return false;
  const auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
  // Forward is the reading direction: the left arrow in right-to-left.
  const bool rtl = table_->layoutDirection() == Qt::RightToLeft;
  switch (key->key()) {
    case Qt::Key_Left:
      rtl ? forward() : back();
      return true;
    case Qt::Key_Right:
      rtl ? back() : forward();
      return true;
    case Qt::Key_Home:
      toStart();
      return true;
    case Qt::Key_End:
      toEnd();
      return true;
    default:
      (void)watched;
      return false;
  }
}

void ReplayBar::toStart() {
  seek(0);
}
void ReplayBar::back() {
  seek(target_ - 1);
}
void ReplayBar::forward() {
  seek(target_ + 1);
}
void ReplayBar::toEnd() {
  seek(table_->controller().replayLength());
}

void ReplayBar::seek(int ply) {
  // Keys pressed faster than the table redraws add up: each step counts from the last asked.
  target_ = std::clamp(ply, 0, table_->controller().replayLength());
  table_->whenIdle([this]() {
    table_->controller().seek(target_);
    refresh();
  });
  refresh();
}

QVector<KeyHelp> ReplayBar::keyHelp(bool rightToLeft, bool here) {
  const QKeySequence forward(rightToLeft ? Qt::Key_Left : Qt::Key_Right);
  const QKeySequence back(rightToLeft ? Qt::Key_Right : Qt::Key_Left);
  QVector<KeyHelp> keys{
      {rightToLeft ? QStringLiteral("←") : QStringLiteral("→"), tr("one move forward"), forward},
      {rightToLeft ? QStringLiteral("→") : QStringLiteral("←"), tr("one move back"), back},
      {tr("Home"), tr("to the start of the game"), QKeySequence(Qt::Key_Home)},
      {tr("End"), tr("to the end of the game"), QKeySequence(Qt::Key_End)},
  };
  if (!here) {
    for (KeyHelp& k : keys) {
      //: A key of the replay listed in the Help at a game's table; %1 is what it does there.
      k.what = tr("in a replay: %1").arg(k.what);
      k.sequence = QKeySequence();
    }
  }
  return keys;
}

Scenario ReplayBar::scenarioHere() const {
  return table_->controller().record().toScenario();
}

void ReplayBar::refresh() {
  const TableController& c = table_->controller();
  const int ply = c.ply(), length = c.replayLength();
  {
    const QSignalBlocker quiet(timeline_);
    timeline_->setValue(target_);
  }
  start_->setEnabled(target_ > 0);
  back_->setEnabled(target_ > 0);
  forward_->setEnabled(target_ < length);
  end_->setEnabled(target_ < length);
  const QLocale locale;
  where_->setText(tr("Move %1 of %2").arg(locale.toString(ply), locale.toString(length)));
  const bool handsHidden = c.shownSeat() < 0 && !c.showsEveryHand();
  hidden_->setVisible(handsHidden);
  everyHand_->setVisible(handsHidden);
}

}  // namespace mizbazi::ui

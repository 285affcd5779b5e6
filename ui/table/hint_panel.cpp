#include "ui/table/hint_panel.h"

#include <QBoxLayout>
#include <QGraphicsRectItem>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QPen>
#include <QPushButton>
#include <QShortcut>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/table/amount_chooser.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/move_chooser.h"
#include "ui/table/outside_text.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

HintPanel::HintPanel(GameTable* table)
    : QWidget(table),
      table_(table),
      rng_(table->controller().record().scenario().seed.value_or(0) ^ 0x68696e74u) {
  setObjectName("hintPanel");
  button_ = new QPushButton(tr("Hint"), this);
  button_->setObjectName("hintButton");
  button_->setFocusPolicy(Qt::NoFocus);
  button_->setToolTip(
      tr("What a computer player would do in your place, and how it rates the moves (H)"));
  text_ = new QLabel(this);
  text_->setObjectName("hintAdvice");
  showPlainly(text_);  // a move may be named by a player's name
  text_->setWordWrap(true);
  // What the number is (ai/advice.h): the search's value, which blends the chance of winning with
  // the point margin, and looks only as far as the hand or round in play where a game says so.
  text_->setToolTip(
      tr("The computer's rating of each move, from 0 to 100: how well it expects "
         "things to go for you after it, counting both winning and points. It is "
         "not a chance of winning."));
  auto* box = new QVBoxLayout(this);
  box->setContentsMargins(0, 0, 0, 0);
  box->addWidget(button_);
  box->addWidget(text_);
  text_->hide();
  connect(button_, &QPushButton::clicked, this, &HintPanel::ask);
  auto* key = new QShortcut(QKeySequence(Qt::Key_H), table, nullptr, nullptr,
                            Qt::WidgetWithChildrenShortcut);
  connect(key, &QShortcut::activated, this, [this]() {
    if (!table_->coverShown()) ask();
  });
  // Any move, undo, redo or change of the view on screen takes the hint away.
  TableController& c = table->controller();
  connect(&c, &TableController::actionApplied, this, &HintPanel::cancel);
  connect(&c, &TableController::reset, this, &HintPanel::cancel);
  connect(&c, &TableController::privacyChanged, this, &HintPanel::cancel);
  connect(&c, &TableController::viewerChanged, this, &HintPanel::cancel);
  connect(table, &GameTable::settled, this, &HintPanel::refreshButton);
  connect(&watcher_, &QFutureWatcher<ai::Advice>::finished, this, &HintPanel::onReady);
  if (QWidget* side = table->findChild<QWidget*>(QStringLiteral("sidePanel"))) {
    if (auto* layout = qobject_cast<QBoxLayout*>(side->layout())) layout->insertWidget(1, this);
  }
  refreshButton();
}

HintPanel::~HintPanel() {
  if (advisor_) advisor_->stop();
  watcher_.waitForFinished();
}

void HintPanel::refreshButton() {
  button_->setEnabled(table_->controller().viewerToAct() && !thinking_);
}

QString HintPanel::adviceText() const {
  return text_->text();
}

void HintPanel::ask() {
  TableController& c = table_->controller();
  if (thinking_ || !c.viewerToAct() || !table_->moves()) return;
  cancel();
  thinking_ = true;
  askedSeat_ = c.viewer();
  const int generation = ++generation_;
  (void)generation;
  showAdvice(tr("Thinking…"));
  refreshButton();
  advisor_ = std::make_shared<ai::Advisor>(c.record().game().info().id);
  std::shared_ptr<State> copy(c.state().clone());
  auto advisor = advisor_;
  const int seat = askedSeat_;
  Rng rng(rng_.next64());
  // The advisor sees its own copy of the position and decides from the seat's view only.
  watcher_.setFuture(QtConcurrent::run(
      [advisor, copy, seat, rng]() mutable { return advisor->advise(*copy, seat, rng); }));
  watcher_.setProperty("generation", generation);
}

void HintPanel::cancel() {
  ++generation_;
  if (advisor_) advisor_->stop();
  thinking_ = false;
  hinted_.clear();
  showAdvice(QString());
  for (QGraphicsRectItem* m : marks_) delete m;
  marks_.clear();
  for (const auto& b : litButtons_)
    if (b) b->setPalette(QPalette());
  litButtons_.clear();
  refreshButton();
}

void HintPanel::onReady() {
  if (watcher_.property("generation").toInt() != generation_ || !thinking_) return;
  thinking_ = false;
  const TableController& c = table_->controller();
  // Only for the person it was asked for, while they are to act with their view on screen.
  if (!c.viewerToAct() || c.viewer() != askedSeat_) {
    cancel();
    return;
  }
  const ai::Advice advice = watcher_.result();
  const QString action = QString::fromStdString(c.state().actionText(advice.choice));
  showAdvice(describe(advice));
  light(action);
  refreshButton();
  Q_EMIT hintShown(askedSeat_);
}

// The advice line takes no room while empty: an empty word-wrapped label still takes a line of the
// side panel, which a crowded one (Saboteur's on a 1280×720 projector) needs for the move's hint.
void HintPanel::showAdvice(const QString& text) {
  text_->setText(text);
  text_->setVisible(!text.isEmpty());
}

QString HintPanel::describe(const ai::Advice& advice) const {
  const TableController& c = table_->controller();
  const MoveMapping* moves = table_->moves();
  const QLocale locale;
  // A place is named by the face-up card on top of its pile (a pistol's target: "Coin 7").
  auto placeName = [&](const MoveStep& step) {
    for (Pile* p : table_->scene().piles()) {
      if (p->key() == step.place && p->top() && p->top()->faceUp())
        return table_->cardName(table_->cardIdOfArt(p->top()->face()));
    }
    return QString();
  };
  auto name = [&](Action a) {
    const QString text = QString::fromStdString(c.state().actionText(a));
    const MovePath path = moves->pathOf(text);
    // A move is named by its last step's label ("Bank", "Draw", a card's name).
    QString named;
    if (!path.isEmpty()) {
      const MoveStep& last = path.back();
      if (last.kind == MoveStep::Kind::kCard) {
        named = table_->cardName(table_->cardIdOfArt(last.card));
      } else if (last.kind == MoveStep::Kind::kPlace && path.size() > 1 &&
                 path.front().kind == MoveStep::Kind::kCard) {
        named = table_->cardName(table_->cardIdOfArt(path.front().card));
      } else if (last.kind == MoveStep::Kind::kPlace) {
        named = placeName(last);
      } else {
        named = moves->label(last);
      }
    }
    // Never a blank before the number: the action's own text when nothing on the table names it.
    return named.isEmpty() ? text : named;
  };
  if (advice.estimates.empty()) {
    return tr("%1 (the only move)").arg(name(advice.choice));
  }
  // The estimates are search values in [0, 1], not chances of winning (see the label's tooltip):
  // written as a rating out of 100, never with a percent sign.
  QStringList parts;
  for (int i = 0; i < std::min<int>(3, advice.estimates.size()); ++i) {
    const ai::ActionAdvice& e = advice.estimates[i];
    parts << tr("%1: %2").arg(name(e.action), locale.toString(qRound(100 * e.value)));
  }
  //: %1 is 100 (in the UI's digits), %2 the moves with their ratings ("Bank: 62 — Draw: 41").
  return tr("The computer's rating, out of %1: %2")
      .arg(locale.toString(100), parts.join(QStringLiteral(" — ")));
}

// In a fanned hand the next card covers most of this one: a frame round the whole card would run
// over its neighbour and seem to mark two cards. The frame goes round the part that shows.
QRectF HintPanel::uncoveredPart(const CardItem* card) const {
  QRectF shown = card->sceneBoundingRect();
  const QList<QGraphicsItem*> items =
      table_->scene().items(shown, Qt::IntersectsItemBoundingRect, Qt::DescendingOrder);
  for (QGraphicsItem* item : items) {
    if (item == card) break;  // the rest lie under it
    if (item->type() != CardItem::Type || !item->isVisible()) continue;
    const QRectF over = item->sceneBoundingRect().intersected(shown);
    if (over.isEmpty()) continue;
    // What is left beside the covering card, on whichever side leaves the most.
    const QRectF sides[] = {
        QRectF(QPointF(shown.left(), shown.top()), QPointF(over.left(), shown.bottom())),
        QRectF(QPointF(over.right(), shown.top()), QPointF(shown.right(), shown.bottom())),
        QRectF(QPointF(shown.left(), shown.top()), QPointF(shown.right(), over.top())),
        QRectF(QPointF(shown.left(), over.bottom()), QPointF(shown.right(), shown.bottom()))};
    QRectF best;
    for (const QRectF& r : sides) {
      if (r.isValid() && r.width() * r.height() > best.width() * best.height()) best = r;
    }
    if (best.isEmpty()) return card->sceneBoundingRect();  // wholly covered: frame the card
    shown = best;
  }
  return shown;
}

void HintPanel::light(const QString& actionText) {
  hinted_ = actionText;
  const MovePath path = table_->moves()->pathOf(actionText);
  TableScene& scene = table_->scene();
  QPen pen(QColor(255, 200, 40), 6);
  auto outline = [&](const QRectF& r) {
    auto* m = new QGraphicsRectItem(r.adjusted(-6, -6, 6, 6));
    m->setPen(pen);
    m->setBrush(Qt::NoBrush);
    m->setZValue(z::kPileBadge + 1);
    m->setAcceptedMouseButtons(Qt::NoButton);
    m->setData(0, QStringLiteral("hintMark"));
    scene.addItem(m);
    marks_.push_back(m);
  };
  auto cardShowing = [&](const QString& art) -> CardItem* {
    for (Pile* p : scene.piles())
      for (CardItem* card : p->cards())
        if (card->faceUp() && card->face() == art && card->isVisible()) return card;
    return nullptr;
  };
  for (const MoveStep& step : path) {
    if (step.kind == MoveStep::Kind::kCard) {
      if (CardItem* card = cardShowing(step.card)) outline(uncoveredPart(card));
    } else if (step.kind == MoveStep::Kind::kPlace) {
      for (Pile* p : scene.piles()) {
        if (p->key() == step.place) {
          outline(p->dropArea());
          break;
        }
      }
    } else if (AmountChooser* amount = table_->findChild<AmountChooser*>();
               amount && amount->isVisible() && step.amount()) {
      // An amount ("bid:5"): the chooser is set to it and its button lit.
      amount->setValue(step.amount()->second);
      lightButton(amount->confirmButton());
    } else if (auto* b = table_->findChild<QPushButton*>(step.value + QStringLiteral("Button"))) {
      // Buttons and details are side-panel buttons named after their value.
      lightButton(b);
    }
  }
}

// Filled yellow through the palette, never a style sheet: a button given a style sheet takes the
// application's font from then on, so in projector mode a hinted button (and every later press of
// it) shrank from the side panel's size to the desktop's.
void HintPanel::lightButton(QPushButton* b) {
  QPalette lit;
  lit.setColor(QPalette::Button, QColor(255, 200, 40));
  lit.setColor(QPalette::ButtonText, Qt::black);
  b->setPalette(lit);
  litButtons_.push_back(b);
}

QVector<QPushButton*> HintPanel::litButtons() const {
  QVector<QPushButton*> out;
  for (const auto& b : litButtons_)
    if (b) out.push_back(b);
  return out;
}

}  // namespace mizbazi::ui

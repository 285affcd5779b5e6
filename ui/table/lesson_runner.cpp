#include "ui/table/lesson_runner.h"

#include <QBoxLayout>
#include <QGraphicsItem>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTimer>

#include "core/errors.h"
#include "core/registry.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_panel.h"
#include "ui/table/move_chooser.h"
#include "ui/table/outside_text.h"
#include "ui/table/pile.h"
#include "ui/table/table_refusals.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {

namespace {

// Between the cards and the badges' layer above them, under cards in flight.
constexpr double kMarkerZ = 950;

// A ring around what a step points at. It has no shape, so it never takes a click or a drop
// meant for the card under it.
class LessonMarker : public QGraphicsItem {
 public:
  explicit LessonMarker(const QRectF& rect) : rect_(rect.adjusted(-16, -16, 16, 16)) {
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setZValue(kMarkerZ);
  }
  QRectF boundingRect() const override { return rect_.adjusted(-14, -14, 14, 14); }
  QPainterPath shape() const override { return QPainterPath(); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
    p->setRenderHint(QPainter::Antialiasing);
    p->setBrush(Qt::NoBrush);
    // Two rings, dark and bright orange, thick enough to tell apart from a lit pile's outline on
    // any cloth and any card (the table's units are card units: a card is 200 wide).
    p->setPen(QPen(QColor(20, 20, 20, 210), 26));
    p->drawRoundedRect(rect_, 24, 24);
    p->setPen(QPen(QColor(255, 128, 0), 16));
    p->drawRoundedRect(rect_, 24, 24);
  }

 private:
  QRectF rect_;
};

}  // namespace

LessonRunner::LessonRunner(GameTable* table, Lesson lesson)
    : QObject(table), table_(table), lesson_(std::move(lesson)) {
  panel_ = new LessonPanel(table);
  panel_->setTitle(textOf(lesson_.title));
  // A column of its own beside the table, next to the cards it talks about, with the side panel's
  // text size (projector mode's included). In the side panel itself it would share a short
  // column with the table's status, buttons and hints, and need scrolling on a 1280×720 projector.
  table->addColumnBesideTable(panel_);
  table->setMessageLineShown(false);
  // Shown now: a layout shows a widget added to a visible parent only from the event loop, and a
  // table that settles at once would be asked for its first step before that.
  panel_->show();
  // Once the runner is gone (its table being destroyed), the gate lets every move through.
  table->controller().setActionGate([self = QPointer<LessonRunner>(this)](Action a) {
    return self ? self->gate(a) : std::nullopt;
  });
  scene_ = &table->scene();
  connect(table, &GameTable::settled, this, &LessonRunner::onSettled);
  if (MoveChooser* chooser = table->chooser())
    connect(chooser, &MoveChooser::refused, this, &LessonRunner::onRefused);
  connect(&table->controller(), &TableController::actionApplied, this, [this]() {
    clearMarkers();
    if (completed_) return;
    advancePending_ = true;  // the gate let through only the step's move
    // Without animations the table may already have settled (its handler of this signal runs
    // before ours): then go on from the event loop.
    QTimer::singleShot(0, this, [this]() {
      if (advancePending_ && table_ && table_->isSettled()) onSettled();
    });
  });
  connect(panel_, &LessonPanel::nextPressed, this, &LessonRunner::next);
  enterStep(0);
}

// Runs as a child of the table while the table is being destroyed: its controller is already
// gone, and so are the markers when the scene went first (the scene deletes its items).
LessonRunner::~LessonRunner() {
  if (scene_) clearMarkers();
}

TableOptions LessonRunner::tableOptions(TableOptions base) {
  base.undoAllowed = false;          // a step taken back would leave the lesson behind
  base.confirmPrivateViews = false;  // a demonstration: every seat's view is the class's
  return base;
}

Scenario LessonRunner::forLesson(Scenario scenario) {
  const Game* game = findGame(scenario.game);
  int seats = static_cast<int>(scenario.players.size());
  if (game && scenario.players.empty()) {
    try {
      seats = resolveConfig(scenario, *game).players;
    } catch (const InputError&) {
      // Told when the record is made from it.
    }
  }
  std::vector<PlayerSpec> players = effectivePlayers(scenario, seats);
  for (PlayerSpec& p : players) {
    p.kind = "human";
    p.level.clear();
  }
  scenario.players = players;
  return scenario;
}

QString LessonRunner::textOf(const LessonText& text) {
  const bool persian = QLocale().language() == QLocale::Persian;
  return outsideText(persian ? text.fa : text.en, kShownParagraph, ShownLines::kKept);  // a file's
}

bool LessonRunner::waitingForLearner() const {
  return !completed_ && step_ >= 0 && !lesson_.steps[step_].expect.empty();
}

QString LessonRunner::wordsText() const {
  return panel_->words();
}

QString LessonRunner::hintText() const {
  return panel_->hint();
}

std::optional<Refusal> LessonRunner::gate(Action a) const {
  if (completed_ || playing_) return std::nullopt;
  if (!waitingForLearner()) {
    // Named as the button reads now ("Show the move", "Next" or "Finish").
    return refuse(TableRefusalCode::kLessonPressNext, "read the step, then press the button",
                  {buttonLabel(lesson_, step_).toStdString()});
  }
  if (expected_.contains(a)) return std::nullopt;
  return refuse(TableRefusalCode::kLessonOtherMove, "this step asks for another move");
}

void LessonRunner::enterStep(int index) {
  if (index >= static_cast<int>(lesson_.steps.size())) {
    finish();
    return;
  }
  step_ = index;
  hint_.clear();
  expected_.clear();
  for (const std::string& text : lesson_.steps[step_].expect) {
    if (auto a = table_->controller().parse(text)) expected_.push_back(*a);
  }
  updatePanel();
  placeMarkers();
  Q_EMIT stepChanged(step_);
}

void LessonRunner::updatePanel() {
  const LessonStep& s = lesson_.steps[step_];
  panel_->setProgress(step_, static_cast<int>(lesson_.steps.size()));
  panel_->setWords(textOf(s.say));
  panel_->setHint(hint_);
  panel_->setNext(buttonLabel(lesson_, step_));
}

QString LessonRunner::buttonLabel(const Lesson& lesson, int index) {
  if (index < 0 || index >= static_cast<int>(lesson.steps.size())) return QString();
  const LessonStep& s = lesson.steps[index];
  if (!s.play.empty()) return tr("Show the move");
  if (!s.expect.empty()) return QString();  // the learner moves on the table
  return index + 1 < static_cast<int>(lesson.steps.size()) ? tr("Next") : tr("Finish");
}

void LessonRunner::setNextLesson(const QString& title) {
  nextLesson_ = title;
}

void LessonRunner::next() {
  if (completed_) {
    if (!nextLesson_.isEmpty()) Q_EMIT nextLessonRequested();
    return;
  }
  if (waitingForLearner() || !table_ || !table_->isSettled()) return;
  const LessonStep& s = lesson_.steps[step_];
  if (s.play.empty()) {
    enterStep(step_ + 1);
    return;
  }
  playing_ = true;
  const bool played = table_->perform(QString::fromStdString(s.play));
  playing_ = false;
  if (!played) {
    // A checked lesson never gets here; a file changed under us might. The table said why.
    hint_ = table_->messageText();
    panel_->setHint(hint_);
  }
}

void LessonRunner::onSettled() {
  if (advancePending_) {
    advancePending_ = false;
    enterStep(step_ + 1);
    return;
  }
  if (!completed_) placeMarkers();
}

void LessonRunner::onRefused(const QString& reason) {
  if (completed_) return;
  const LessonStep& s = lesson_.steps[step_];
  hint_ = reason;
  if (!s.expect.empty()) hint_ += QStringLiteral("\n") + textOf(s.hint);
  panel_->setHint(hint_);
}

void LessonRunner::finish() {
  completed_ = true;
  clearMarkers();
  table_->controller().setActionGate({});
  panel_->setProgress(static_cast<int>(lesson_.steps.size()) - 1,
                      static_cast<int>(lesson_.steps.size()));
  if (nextLesson_.isEmpty()) {
    panel_->setDone(tr("Well done: you have finished this lesson. You may play on from here."));
  } else {
    panel_->setDone(tr("Well done: you have finished this lesson. You may play on from here, or "
                       "go on to the next lesson: «%1».")
                        .arg(nextLesson_));
    panel_->setNext(tr("Next lesson"));
  }
  Q_EMIT lessonCompleted();
}

void LessonRunner::placeMarkers() {
  clearMarkers();
  if (!table_ || step_ < 0 || completed_) return;
  TableScene& scene = table_->scene();
  for (const LessonPoint& p : lesson_.steps[step_].point) {
    QRectF rect;
    if (!p.card.empty()) {
      const QString id = QString::fromStdString(p.card);
      for (QGraphicsItem* item : scene.items()) {
        auto* card = qgraphicsitem_cast<CardItem*>(item);
        if (card && card->isVisible() && card->faceUp() && table_->cardIdOfArt(card->face()) == id)
          rect = rect.united(card->sceneBoundingRect());
      }
    } else {
      // Every pile of the zone (a field laid out suit by suit is several piles), of the seat and
      // slot when the step names them.
      const int zone = zoneNumber(table_->controller().state(), p.zone);
      for (Pile* pile : scene.piles()) {
        const Place& k = pile->key();
        if (zone < 0 || k.zone != zone || (p.seat >= 0 && k.seat != p.seat) ||
            (p.slot >= 0 && k.slot != p.slot) || !pile->isVisible())
          continue;
        rect = rect.united(pile->sceneBoundingRect());
        for (CardItem* card : pile->cards()) rect = rect.united(card->sceneBoundingRect());
      }
    }
    if (rect.isEmpty()) continue;  // not on the table now (a card in a hidden hand)
    auto* marker = new LessonMarker(rect);
    scene.addItem(marker);
    markers_.push_back(marker);
  }
}

void LessonRunner::clearMarkers() {
  if (scene_) {
    for (QGraphicsItem* m : markers_) {
      scene_->removeItem(m);
      delete m;
    }
  }
  markers_.clear();
}

}  // namespace mizbazi::ui

#include "ui/table/game_table.h"

#include <QBoxLayout>
#include <QFontInfo>
#include <QFrame>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <cmath>

#include "core/refusal.h"
#include "ui/table/amount_chooser.h"
#include "ui/table/animator.h"
#include "ui/table/bidi.h"
#include "ui/table/card_art.h"
#include "ui/table/end_dialog.h"
#include "ui/table/every_hand.h"
#include "ui/table/game_log.h"
#include "ui/table/ink_room.h"
#include "ui/table/move_chooser.h"
#include "ui/table/outside_text.h"
#include "ui/table/refusal_ink.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui/table/table_voice.h"

namespace mizbazi::ui {

namespace {
bool showEndDialogs = true;
}  // namespace

void GameTable::setShowEndDialog(bool on) {
  showEndDialogs = on;
}

GameTable::GameTable(std::unique_ptr<TableController> controller, TableScene* scene,
                     QWidget* parent)
    : QWidget(parent), controller_(std::move(controller)), scene_(scene) {
  controller_->setParent(nullptr);
  scene_->setParent(this);
  scene_->layout().setDirection(layoutDirection());
  scene_->animator().setSpeedPercent(controller_->options().animationPercent);
  view_ = new TableView(scene_, this);
  view_->setObjectName("tableView");

  side_ = new QWidget(this);
  side_->setObjectName("sidePanel");
  // In a short window (480×320) the panel's buttons would be pushed out of it: it scrolls instead.
  sideScroll_ = new QScrollArea(this);
  sideScroll_->setObjectName("sidePanelScroll");
  sideScroll_->setFrameShape(QFrame::NoFrame);
  sideScroll_->setWidgetResizable(true);
  sideScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  sideScroll_->setFocusPolicy(Qt::NoFocus);
  keepInkRoomEverywhere();  // the side panel's lines (a game's own and the hint's included)
  auto* sideLayout = new QVBoxLayout(side_);
  auto* top = new QHBoxLayout();
  status_ = new QLabel(side_);
  status_->setObjectName("status");
  showPlainly(status_);  // it names players
  status_->setWordWrap(true);
  fold_ = new QToolButton(side_);
  fold_->setObjectName("foldSidePanel");
  fold_->setAutoRaise(true);
  fold_->setFocusPolicy(Qt::NoFocus);
  fold_->setToolTip(tr("Fold the side panel away for a larger table (F9)"));
  fold_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow : Qt::RightArrow);
  connect(fold_, &QToolButton::clicked, this, [this]() { setSidePanelShown(false); });
  top->addWidget(status_, 1);
  top->addWidget(fold_, 0, Qt::AlignTop);
  message_ = new QLabel(side_);
  message_->setObjectName("message");
  showPlainly(message_);
  message_->setWordWrap(true);
  hint_ = new QLabel(side_);
  hint_->setObjectName("hint");
  showPlainly(hint_);
  hint_->setWordWrap(true);
  hint_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  message_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  buttons_ = new QHBoxLayout();
  choiceBar_ = new QHBoxLayout();
  amount_ = new AmountChooser(side_);
  amount_->hide();
  log_ = new GameLog(side_);
  // The log takes the room the words above leave, and asks for none: with a list's own size hint
  // (a few lines) a crowded panel squeezed the hint below its words to give the log its share.
  log_->setSizePolicy(log_->sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);
  // It gives way to the words above it, down to nothing (a crowded side panel on a 1280×720
  // projector, with a long refusal shown): they are about the move to make now.
  log_->setMinimumHeight(0);
  sideLayout->addLayout(top);
  sideLayout->addLayout(buttons_);
  sideLayout->addLayout(choiceBar_);
  sideLayout->addWidget(amount_);
  sideLayout->addWidget(hint_);
  sideLayout->addWidget(message_);
  sideLayout->addWidget(log_, 1);
  sideScroll_->setWidget(side_);

  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(0, 0, 0, 0);
  row->setSpacing(0);
  // In right-to-left the side panel lands on the left by itself.
  row->addLayout(buildTableColumn(), 1);
  row->addWidget(sideScroll_, 0);

  auto* foldKey = new QShortcut(QKeySequence(Qt::Key_F9), this, nullptr, nullptr,
                                Qt::WidgetWithChildrenShortcut);
  connect(foldKey, &QShortcut::activated, this, [this]() { setSidePanelShown(!sidePanelShown()); });

  recordLog_.setNarrator([this](const Narration& n) { return narrate(n); });
  connect(controller_.get(), &TableController::actionApplied, this, &GameTable::onAction);
  connect(controller_.get(), &TableController::reset, this, &GameTable::onReset);
  connect(controller_.get(), &TableController::recordChanged, this, &GameTable::recordChanged);
  connect(controller_.get(), &TableController::computerThinking, this,
          [this]() { refreshStatus(); });
  connect(controller_.get(), &TableController::privacyChanged, this, &GameTable::onPrivacyChanged);
  connect(controller_.get(), &TableController::viewTurning, this, &GameTable::onViewTurning);
  connect(scene_, &TableScene::idle, this, &GameTable::onSceneIdle);
  connect(amount_, &AmountChooser::chosen, this, [this](int) {
    // The detail whose amount is shown (its name is the same for every amount offered).
    if (!chooser_) return;
    for (const MoveStep& s : chooser_->nextSteps(MoveStep::Kind::kDetail)) {
      auto a = s.amount();
      if (a && a->second == amount_->value()) {
        whenIdle([this, s]() { chooser_->choose(s); });
        return;
      }
    }
  });
  // Last: the screen reader's voice reads the table as built above.
  voice_ = new TableVoice(this);
}

GameTable::~GameTable() {
  // The voice goes first: nothing may read the table to a screen reader while it comes apart.
  delete voice_;
  voice_ = nullptr;
  controller_->stopBots();
  scene_->setDelegate(nullptr);
  // The amount chooser outlives this destructor (QWidget's deletes it) and a closing window still
  // tells it of the focus it loses: its label must no longer call back into this table, which by
  // then is destroyed.
  amount_->setAmounts({}, nullptr);
}

QStringList GameTable::names() const {
  QStringList out;
  for (int s = 0; s < controller().numSeats(); ++s)
    out << isolate(outsideText(controller().playerName(s)));
  return out;
}

void GameTable::setMoves(const MoveMapping* mapping, RefusalTranslator translator) {
  mapping_ = mapping;
  translator_ = translator;
  chooser_ = new MoveChooser(scene_, controller_.get(), mapping, std::move(translator), this);
  scene_->setDelegate(chooser_);
  voice_->setChooser(chooser_);
  connect(chooser_, &MoveChooser::refused, this, [this](const QString& why) { showMessage(why); });
  connect(chooser_, &MoveChooser::inspected, this, [this](Pile* pile) { inspect(pile); });
  connect(chooser_, &MoveChooser::changed, this, [this]() {
    // The move being made changed (a card chosen, a step back): relight the side panel too.
    if (!scene_->busy() && !awaitingIdle_) refreshChoices();
  });
}

QPushButton* GameTable::addMoveButton(const QString& value, const QString& label,
                                      const QString& tooltip, const QList<QKeySequence>& keys) {
  auto* b = new QPushButton(label, this);
  b->setObjectName(value + "Button");
  QFont bold;  // only the weight is set: the size still follows the side panel
  bold.setBold(true);
  b->setFont(bold);
  b->setMinimumHeight(48);
  b->setFocusPolicy(Qt::NoFocus);  // the keyboard stays on the table
  b->setToolTip(tooltip);
  b->setEnabled(false);
  buttons_->addWidget(b);
  moveButtons_.push_back({value, b});
  auto press = [this, value]() {
    whenIdle([this, value]() {
      if (chooser_) chooser_->choose(MoveStep::ofButton(value));
    });
  };
  connect(b, &QPushButton::clicked, this, press);
  // Keys act even while the button is still greyed out by a move in flight: the press waits.
  for (const QKeySequence& key : keys) {
    auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(s, &QShortcut::activated, this, press);
  }
  return b;
}

bool GameTable::perform(const QString& actionText) {
  std::optional<Refusal> why;
  if (auto a = controller_->parse(actionText.toStdString()))
    why = controller_->submit(*a);
  else
    why =
        refuse(CoreRefusalCode::kMalformed, "not a move of this game", {actionText.toStdString()});
  if (why) {
    const RefusalTranslator none;
    showMessage(RefusalText::translate(*why, translator_ ? translator_ : none));
    return false;
  }
  return true;
}

void GameTable::start() {
  recordLog_.setPreamble(preamble());
  rebuildLog();
  redraw(false);
  awaitingIdle_ = true;
  // Let the window appear first; then the first computer seat may start.
  QTimer::singleShot(0, this, &GameTable::onSceneIdle);
}

bool GameTable::isSettled() const {
  return !scene_->busy() && !awaitingIdle_ && !controller_->botPending() &&
         (controller_->state().isTerminal() || controller_->replaying() ||
          controller_->isHuman(controller_->state().currentPlayer()));
}

QString GameTable::statusText() const {
  return status_->text();
}
QString GameTable::messageText() const {
  return message_->text();
}
QString GameTable::hintText() const {
  return hint_->text();
}

// ---------------------------------------------------------------- the cycle

void GameTable::onAction(int actor, QString text, Action, Events events, bool byComputer) {
  clearMessage();
  // The seat on screen may have changed with the action: everything below uses the new one.
  recordLog_.append(controller_->previousState(), text.toStdString(), events, controller_->state(),
                    names(), byComputer);
  refreshLog();
  // Only what the seat on screen may see animates (after a person's turn on a shared screen,
  // that is what everyone may see).
  maskEventsFor(events, controller_->shownSeat());
  awaitingIdle_ = true;
  queueing_ = true;
  animateEvents(actor, text, events);
  // After the moves, the picture is redrawn from the observation: any drift is corrected there.
  scene_->queueCall([this]() { redraw(true); });
  queueing_ = false;
  refreshStatus();
  if (!scene_->busy()) onSceneIdle();  // nothing to animate (animations off)
}

void GameTable::onReset() {
  scene_->finishNow();
  clearMessage();
  if (chooser_) chooser_->clear();
  rebuildLog();
  redraw(false);
  awaitingIdle_ = true;
  QTimer::singleShot(0, this, &GameTable::onSceneIdle);
}

void GameTable::redraw(bool animate) {
  scene_->setYouSeat(controller_->youSeat());
  drawnSeat_ = controller_->shownSeat();
  drawnEveryHand_ = controller_->showsEveryHand();
  sync(animate);
}

void GameTable::onViewTurning() {
  // Whatever still moves ends where it was going (no idle is reported meanwhile: the action is
  // not told yet); then the position before the action, as the new view sees it, without a turn
  // of a card: a card turning over shows its old face for half the turn.
  queueing_ = true;
  scene_->finishNow();
  redraw(false);
  queueing_ = false;
}

void GameTable::onPrivacyChanged() {
  // A cover was lifted: the person's own view turns up (their cards turn over). A view that
  // shows less than the one drawn (every hand hidden again) is drawn at once: a card turning
  // over shows its old face for half the turn.
  const int shown = controller_->shownSeat();
  const bool fewer = (drawnSeat_ >= 0 && drawnSeat_ != shown) ||
                     (drawnEveryHand_ && !controller_->showsEveryHand());
  awaitingIdle_ = true;
  if (fewer) {
    queueing_ = true;
    scene_->finishNow();
    queueing_ = false;
  }
  redraw(!fewer);
  // The log, the status and the odds from the new picture.
  refreshLog();
  refreshStatus();
  if (!scene_->busy()) onSceneIdle();
}

void GameTable::onSceneIdle() {
  if (queueing_ || scene_->busy() || !awaitingIdle_) return;
  awaitingIdle_ = false;
  refreshChoices();
  refreshStatus();
  updateCover();
  // A replay reaching its last move is no game ending here (no end screen, no statistics).
  if (controller_->state().isTerminal() && !finishedShown_ && !controller_->replaying()) {
    finishedShown_ = true;
    onGameOver();
    Q_EMIT gameFinished();
  } else if (!controller_->state().isTerminal()) {
    finishedShown_ = false;
  }
  controller_->tableIdle();
  if (!queuedInput_.empty()) {
    auto input = std::move(queuedInput_.front());
    queuedInput_.erase(queuedInput_.begin());
    input();
  }
  if (isSettled()) Q_EMIT settled();
}

void GameTable::whenIdle(std::function<void()> input) {
  if (coverShown()) return;  // a key pressed under a cover never acts
  if (scene_->busy() || awaitingIdle_) {
    queuedInput_.push_back(std::move(input));
    return;
  }
  input();
}

void GameTable::undo() {
  whenIdle([this]() { controller_->undo(); });
}

void GameTable::redo() {
  whenIdle([this]() { controller_->redo(); });
}

// ---------------------------------------------------------------- side panel

void GameTable::refreshChoices() {
  if (refreshingChoices_) return;  // the chooser's refresh reports a change: already here
  refreshingChoices_ = true;
  if (chooser_) chooser_->refresh();
  refreshingChoices_ = false;
  QVector<MoveStep> steps;
  if (chooser_) steps = chooser_->nextSteps();
  // Fixed buttons: enabled when their step is a choice now.
  for (auto& [value, button] : moveButtons_)
    button->setEnabled(steps.contains(MoveStep::ofButton(value)));
  // Other buttons and details of the move at hand, and amounts in the amount chooser.
  for (QPushButton* b : choiceButtons_) b->deleteLater();
  choiceButtons_.clear();
  QVector<int> amounts;
  QString amountName;
  for (const MoveStep& s : steps) {
    if (s.kind != MoveStep::Kind::kButton && s.kind != MoveStep::Kind::kDetail) continue;
    if (s.kind == MoveStep::Kind::kButton &&
        std::any_of(moveButtons_.begin(), moveButtons_.end(),
                    [&](const auto& b) { return b.first == s.value; }))
      continue;
    if (auto a = s.amount(); a && (amountName.isEmpty() || amountName == a->first)) {
      amountName = a->first;
      amounts << a->second;
      continue;
    }
    auto* b = new QPushButton(mapping_ ? mapping_->label(s) : s.value, side_);
    b->setObjectName(QStringLiteral("choice-") + s.value);
    b->setMinimumHeight(44);
    b->setFocusPolicy(Qt::NoFocus);
    connect(b, &QPushButton::clicked, this,
            [this, s]() { whenIdle([this, s]() { chooser_->choose(s); }); });
    choiceBar_->addWidget(b);
    choiceButtons_.push_back(b);
  }
  if (!amounts.isEmpty()) {
    const QString name = amountName;
    amount_->setAmounts(amounts, [this, name](int n) {
      return mapping_ ? mapping_->label(MoveStep::ofDetail(name + ":" + QString::number(n)))
                      : QLocale().toString(n);
    });
    const bool wasHidden = amount_->isHidden();
    amount_->show();
    // Keyboard only: with nothing to pick on the table, the keys go to the amount.
    if (wasHidden && scene_->activatables().isEmpty()) amount_->spinner()->setFocus();
  } else {
    amount_->hide();
  }
  updateInteraction();
  setHint(describeHint());
  fitPanels();  // the side panel's buttons may want more width than before
}

void GameTable::setSidePanelShown(bool on) {
  keptByPerson_ = on && foldedForRoom_;  // brought back though the room is short: it stays
  foldedByPerson_ = !on;
  foldedForRoom_ = false;
  fitPanels();
  Q_EMIT sidePanelFoldChosen(!on);
}

void GameTable::showSidePanel(bool on) {
  const bool changed = sideScroll_->isHidden() == on;
  sideScroll_->setVisible(on);
  if (!unfold_) {
    // A slim handle at the table's edge brings the panel back.
    unfold_ = new QToolButton(this);
    unfold_->setObjectName("unfoldSidePanel");
    unfold_->setAutoRaise(false);
    unfold_->setFocusPolicy(Qt::NoFocus);
    unfold_->setToolTip(tr("Show the side panel (F9)"));
    unfold_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::RightArrow : Qt::LeftArrow);
    connect(unfold_, &QToolButton::clicked, this, [this]() { setSidePanelShown(true); });
  }
  unfold_->setVisible(!on);
  if (!on) {
    const QSize hint = unfold_->sizeHint();
    unfold_->setGeometry(layoutDirection() == Qt::RightToLeft ? 0 : width() - hint.width(), 0,
                         hint.width(), hint.height());
    unfold_->raise();
  }
  if (changed) {
    QTimer::singleShot(0, view_, &TableView::refit);
    Q_EMIT panelsChanged();
  }
}

void GameTable::addColumnBesideTable(QWidget* column) {
  // The page is a row: the table's column, then the side panel (in right-to-left the row mirrors
  // by itself). The new column goes between them, next to the cards it talks about.
  auto* row = static_cast<QBoxLayout*>(layout());
  column->setParent(this);
  row->insertWidget(1, column, 0);
  besideTable_ = column;
  fitPanels();
  Q_EMIT panelsChanged();
}

QFont GameTable::panelFont() const {
  return side_->font();
}

// The narrowest a panel beside the table becomes before one folds: eleven times its letters'
// height, a line of two or three words in the panel's own size, and never narrower than the side
// panel's buttons (an amount's chooser, a row of choices) with the scroll bar beside them.
int GameTable::panelFloor() const {
  const int words = 11 * QFontInfo(side_->font()).pixelSize();
  const int controls =
      side_->minimumSizeHint().width() +
      sideScroll_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, sideScroll_);
  return std::max(words, controls);
}

// A fifth of the window's width (not the page's: the rules panel beside the page does not narrow
// it), within reason, and never below the floor.
int GameTable::preferredPanelWidth() const {
  return std::max(std::clamp(window()->width() / 5, 320, 900), panelFloor());
}

int GameTable::panelsWidth(bool least) const {
  const int columns = (foldedByPerson_ ? 0 : 1) + (besideTable_ ? 1 : 0);
  return columns * (least ? panelFloor() : preferredPanelWidth());
}

void GameTable::fitPanels() {
  const int page = width();
  const int tableRoom = std::min(page, int(std::ceil(kTableShare * window()->width())));
  const int preferred = preferredPanelWidth();
  const int floor = panelFloor();
  const int room = page - tableRoom;
  auto widthOf = [&](int columns) {
    return columns == 0 ? preferred : std::clamp(room / columns, floor, preferred);
  };
  const int withSide = 1 + (besideTable_ ? 1 : 0);
  // Alone beside the table (no lesson's column, no rules panel in the window) the side panel holds
  // the move's controls: it narrows to its floor, but does not fold by itself.
  const bool alone = !besideTable_ && page >= window()->width();
  if (!foldedByPerson_) {
    if (alone || withSide * widthOf(withSide) <= room) {
      foldedForRoom_ = keptByPerson_ = false;  // the room is there (again)
    } else if (!keptByPerson_) {
      foldedForRoom_ = true;
    }
  }
  const bool sideShown = !foldedByPerson_ && !foldedForRoom_;
  const int each = widthOf((sideShown ? 1 : 0) + (besideTable_ ? 1 : 0));
  sideScroll_->setFixedWidth(each);
  if (besideTable_) {
    besideTable_->setFont(side_->font());
    besideTable_->setFixedWidth(each);
  }
  showSidePanel(sideShown);
}

void GameTable::setMessageLineShown(bool shown) {
  message_->setVisible(shown);
}

bool GameTable::sidePanelShown() const {
  return !foldedByPerson_ && !foldedForRoom_;
}

QVector<KeyHelp> GameTable::keyHelp() const {
  // The keyboard's way around the table: ui/table/keyboard_focus.h.
  return {
      {tr("← → ↑ ↓"), tr("move between the cards and places you may choose"), {}},
      {tr("Tab / Shift+Tab"),
       tr("jump to the next or previous part of the table: your hand, the board, a pile"),
       QKeySequence(Qt::Key_Tab)},
      {tr("Enter / Space"),
       tr("play the marked card, or choose the marked place; a card that may go to more than one "
          "place is picked up, and the ring moves on to its places"),
       QKeySequence(Qt::Key_Return)},
      {tr("Escape"), tr("put back the card picked up (take back the last choice of a move)"),
       QKeySequence(Qt::Key_Escape)},
      {QStringLiteral("M"),
       tr("the list of your moves in words (for a screen reader): Enter plays the one chosen"),
       QKeySequence(Qt::Key_M)},
      {QStringLiteral("F9"), tr("fold the side panel away or bring it back"),
       QKeySequence(Qt::Key_F9)},
  };
}

void GameTable::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // The side panel grows with the window, so a 4K projector shows a log readable from the back
  // of the room, not a desktop-sized strip.
  const int h = height();
  QFont f = font();
  int pixels = std::max(QFontInfo(font()).pixelSize(), h / 58);
  if (projector_) {
    // Readable from the back of a classroom: above 1/40 of the window's height, on the cards too.
    const int floor = (window()->height() + 39) / 40;
    CardArt::setMinimumTextPixels(floor);
    pixels = std::max(pixels, floor + 2);
  }
  f.setPixelSize(pixels);
  side_->setFont(f);
  QFont big = f;
  big.setPixelSize(f.pixelSize() * 4 / 3);
  big.setBold(true);
  status_->setFont(big);
  fitPanels();
  if (EveryHandMark* mark = EveryHandMark::of(this)) mark->fitFont();
  // Word-wrapped labels do not always grow with their text: room for three lines, always.
  const int lines3 = QFontMetrics(f).lineSpacing() * 3 + 4;
  hint_->setMinimumHeight(lines3);
  reserveMessageLines();
  fitCover();
}

void GameTable::setHint(const QString& text) {
  hint_->setText(text);
}

void GameTable::refreshStatus() {
  status_->setText(describeStatus());
  reserveMessageLines();
  refreshAids();
}

void GameTable::refreshLog() {
  log_->setLines(recordLog_.linesFor(controller_->shownSeat()));
  refreshAids();
}

void GameTable::addLogNote(const QString& text) {
  recordLog_.addNote({text, LogKind::kAnnouncement});
  refreshLog();
}

void GameTable::rebuildLog() {
  recordLog_.setPreamble(preamble());
  recordLog_.rebuild(controller_->record(), names(), controller_->players());
  refreshLog();
}

QString GameTable::describeStatus() const {
  const State& state = controller().state();
  const QStringList all = names();
  if (state.isTerminal()) {
    QStringList winners;
    for (int w : state.winners()) winners << all.value(w);
    if (winners.size() == 1) return tr("Game over. Winner: %1").arg(winners.front());
    return tr("Game over. Winners: %1").arg(QLocale().createSeparatedList(winners));
  }
  const int current = state.currentPlayer();
  const QString who = all.value(current);
  // In a replay nobody thinks or plays: the next move is the file's.
  if (controller().replaying()) return tr("%1 plays next").arg(who);
  if (!controller().isHuman(current)) return tr("%1 (computer) is thinking…").arg(who);
  return tr("%1's turn").arg(who);
}

void GameTable::showMessage(const QString& text, bool isError) {
  message_->setText(text);
  // Bold and red through the font and the palette, never a style sheet: a style sheet that sets
  // the weight resolves the whole font from the application's, so the line would lose the side
  // panel's size (15 px on a 1280×720 projector whose floor is 18). A font
  // with only its weight set takes every other property from the side panel.
  QFont bold;
  bold.setBold(true);
  message_->setFont(isError ? bold : QFont());
  message_->setPalette(isError ? refusalPalette() : QPalette());
  reserveMessageLines();
  if (voice_) voice_->announce(text);  // a refusal is heard as it is seen
}

bool GameTable::tellRefusal(const QString& text) {
  // A folded side panel (by the person or for room) may still exist at zero width: its line
  // would be read by nobody.
  if (!sidePanelShown() || side_->isHidden() || message_->isHidden()) return false;
  showMessage(text);
  return true;
}

void GameTable::clearMessage() {
  message_->clear();
  reserveMessageLines();
}

// The message line takes the height of its words, and none when empty: a crowded side panel
// (Saboteur's on a 1280×720 projector) needs every line for the hint. Set here, since a
// word-wrapped label does not always grow with its text; the log below gives way. The status line
// too, or the end's "Winners: Sara and Ali" would take two lines and show one ("…Sara and").
void GameTable::reserveMessageLines() {
  // The side panel's width (fixed), not the label's: after a resize the label has not been laid
  // out yet.
  const QMargins m = side_->layout()->contentsMargins();
  const QScrollBar* bar = sideScroll_->verticalScrollBar();
  const int panel = sideScroll_->maximumWidth() - (bar->isVisible() ? bar->width() : 0);
  const int width = std::max(1, panel - m.left() - m.right());
  auto wordsHeight = [](const QLabel* label, int width) {
    const QFontMetrics metrics(label->font());
    const QMargins own = label->contentsMargins();
    const int inner = std::max(1, width - own.left() - own.right() - 2 * label->margin());
    const QRect words = metrics.boundingRect(QRect(0, 0, inner, 1 << 20),
                                             Qt::TextWordWrap | Qt::AlignLeading, label->text());
    return std::max(words.height(), metrics.lineSpacing()) + own.top() + own.bottom() +
           2 * label->margin() + 4;
  };
  message_->setMinimumHeight(message_->text().isEmpty() ? 0 : wordsHeight(message_, width));
  const int foldRoom = fold_->sizeHint().width() + std::max(0, side_->layout()->spacing());
  status_->setMinimumHeight(wordsHeight(status_, width - foldRoom));
}

// ---------------------------------------------------------------- the end

EndSummary GameTable::endSummary() const {
  const State& state = controller().state();
  if (!state.isTerminal()) return {};
  QVector<QVector<int>> teams;
  const Json obs = controller().observation();
  if (auto it = obs.find("teams"); it != obs.end() && it->is_array()) {
    for (const Json& t : *it) {
      QVector<int> seats;
      if (t.is_array())
        for (const Json& s : t)
          if (s.is_number_integer()) seats << s.get<int>();
      teams << seats;
    }
  }
  EndSummary s = EndSummary::fromState(state, names(), teams);
  s.addRunningTotals(controller().record(), names(), teams);
  QStringList winners;
  for (int r = 0; r < s.rowNames.size(); ++r)
    if (s.won.value(r)) winners << s.rowNames[r];
  if (!winners.isEmpty()) {
    int best = s.totals.value(s.ranking().front());
    s.explanation = winners.size() == 1
                        ? tr("%1 wins with %Ln point(s).", nullptr, best).arg(winners.front())
                        : tr("%1 share the win.").arg(QLocale().createSeparatedList(winners));
  }
  return s;
}

void GameTable::onGameOver() {
  refreshStatus();
  if (!showEndDialogs) return;
  auto* dialog = new EndDialog(endSummary(), this, projector_ ? panelFont() : QFont());
  // In projector mode's larger words the desktop's size cuts the score table and squeezes the
  // chart: most of the window instead.
  if (projector_) dialog->resize(window()->size() * 9 / 10);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &EndDialog::playAgain, this, &GameTable::playAgainRequested);
  connect(dialog, &EndDialog::newGame, this, &GameTable::newGameRequested);
  dialog->open();
}

// ---------------------------------------------------------------- the cover

QString GameTable::coverMessage(int seat) const {
  return tr("It is %1's turn.\nEveryone else, please look away.").arg(names().value(seat));
}

void GameTable::buildCover() {
  cover_ = new QFrame(this);
  cover_->setObjectName("cover");
  // Colours by the palette, not a style sheet: a style sheet would take the words back to the
  // application's font size (projector mode's larger one lost) and restyle the button.
  cover_->setAutoFillBackground(true);
  QPalette felt = cover_->palette();
  felt.setColor(QPalette::Window, QColor("#17402b"));
  cover_->setPalette(felt);
  auto* box = new QVBoxLayout(cover_);
  coverText_ = new QLabel(cover_);
  coverText_->setObjectName("coverText");
  showPlainly(coverText_);
  coverText_->setAlignment(Qt::AlignCenter);
  coverText_->setWordWrap(true);
  QPalette ink = coverText_->palette();
  ink.setColor(QPalette::WindowText, Qt::white);
  coverText_->setPalette(ink);
  coverButton_ = new QPushButton(cover_);
  coverButton_->setObjectName("coverButton");
  coverButton_->setDefault(true);
  box->addStretch(1);
  box->addWidget(coverText_);
  box->addWidget(coverButton_, 0, Qt::AlignCenter);
  box->addStretch(1);
  connect(coverButton_, &QPushButton::clicked, this, &GameTable::revealCover);
}

void GameTable::fitCover() {
  if (!cover_) return;
  cover_->setGeometry(rect());
  // Its words grow with the side panel's (with the window, and larger in projector mode): the
  // message twice the panel's size, the button the panel's, and a target as tall as two lines
  // with a line's room either side of its words (the style's own margin leaves them touching).
  const QFont panel = panelFont();
  QFont message = panel;
  message.setPixelSize(2 * QFontInfo(panel).pixelSize());
  coverText_->setFont(message);
  coverButton_->setFont(panel);
  const QFontMetrics metrics(panel);
  coverButton_->setMinimumHeight(std::max(56, 2 * metrics.height()));
  coverButton_->setMinimumWidth(metrics.horizontalAdvance(coverButton_->text()) +
                                2 * metrics.height());
}

void GameTable::updateCover() {
  const int seat = controller_->coverSeat();
  if (seat < 0) {
    if (cover_ && cover_->isVisible()) {
      cover_->hide();
      view_->setFocus();
    }
    return;
  }
  if (!cover_) buildCover();
  // The teacher's every-hand mark lies under the cover: the person handed the screen is told.
  QString text = coverMessage(seat);
  if (controller_->showsEveryHand()) text += QStringLiteral("\n\n") + EveryHandMark::notice();
  coverText_->setText(text);
  coverButton_->setText(plainButtonText(tr("I am %1: show me").arg(names().value(seat))));
  // The button takes the keyboard: a screen reader reads the cover's words with it.
  coverButton_->setAccessibleDescription(coverText_->text());
  fitCover();
  cover_->show();
  cover_->raise();
  coverButton_->setFocus();
}

bool GameTable::coverShown() const {
  return cover_ && cover_->isVisible();
}

void GameTable::revealCover() {
  if (!coverShown()) return;
  cover_->hide();
  view_->setFocus();
  controller_->revealCover();
}

}  // namespace mizbazi::ui

#include "table/game_table.h"

#include <QBoxLayout>
#include <QFontInfo>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QTimer>

#include "table/animator.h"
#include "table/game_log.h"
#include "table/table_scene.h"
#include "table/table_view.h"

namespace mizbazi::ui {

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
  auto* sideLayout = new QVBoxLayout(side_);
  status_ = new QLabel(side_);
  status_->setObjectName("status");
  status_->setWordWrap(true);
  QFont big = status_->font();
  big.setPointSizeF(big.pointSizeF() * 1.35);
  big.setBold(true);
  status_->setFont(big);
  message_ = new QLabel(side_);
  message_->setObjectName("message");
  message_->setWordWrap(true);
  hint_ = new QLabel(side_);
  hint_->setObjectName("hint");
  hint_->setWordWrap(true);
  hint_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  message_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  buttons_ = new QHBoxLayout();
  log_ = new GameLog(side_);
  sideLayout->addWidget(status_);
  sideLayout->addLayout(buttons_);
  sideLayout->addWidget(hint_);
  sideLayout->addWidget(message_);
  sideLayout->addWidget(log_, 1);

  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(0, 0, 0, 0);
  row->setSpacing(0);
  row->addWidget(view_, 1);  // in right-to-left the side panel lands on the left by itself
  row->addWidget(side_, 0);

  connect(controller_.get(), &TableController::actionApplied, this, &GameTable::onAction);
  connect(controller_.get(), &TableController::reset, this, &GameTable::onReset);
  connect(controller_.get(), &TableController::matchChanged, this, &GameTable::matchChanged);
  connect(controller_.get(), &TableController::computerThinking, this,
          [this]() { refreshStatus(); });
  connect(scene_, &TableScene::idle, this, &GameTable::onSceneIdle);
}

GameTable::~GameTable() {
  controller_->stopBots();
  scene_->setDelegate(nullptr);
}

void GameTable::start() {
  sync(false);
  awaitingIdle_ = true;
  // Let the window appear first; then the first computer seat may start.
  QTimer::singleShot(0, this, &GameTable::onSceneIdle);
}

bool GameTable::isSettled() const {
  return !scene_->busy() && !awaitingIdle_ && !controller_->botPending() &&
         (controller_->state().isTerminal() ||
          controller_->isHuman(controller_->state().currentPlayer()));
}

QString GameTable::statusText() const {
  return status_->text();
}
QString GameTable::messageText() const {
  return message_->text();
}

void GameTable::onAction(int actor, QString text, Action, Events events, bool byComputer) {
  clearMessage();
  awaitingIdle_ = true;
  queueing_ = true;
  narrate(actor, text, events, byComputer);
  animateEvents(actor, text, events);
  // After the moves, the picture is redrawn from the observation: any drift is corrected there.
  scene_->queueCall([this]() { sync(true); });
  queueing_ = false;
  refreshStatus();
  if (!scene_->busy()) onSceneIdle();  // nothing to animate (animations off)
}

void GameTable::onReset() {
  scene_->finishNow();
  clearMessage();
  sync(false);
  awaitingIdle_ = true;
  QTimer::singleShot(0, this, &GameTable::onSceneIdle);
}

void GameTable::onSceneIdle() {
  if (queueing_ || scene_->busy() || !awaitingIdle_) return;
  awaitingIdle_ = false;
  updateInteraction();
  refreshStatus();
  if (controller_->state().isTerminal() && !finishedShown_) {
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

void GameTable::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // The side panel grows with the window, so a 4K projector shows a log readable from the back
  // of the room, not a desktop-sized strip.
  const int h = height();
  QFont f = font();
  f.setPixelSize(std::max(QFontInfo(font()).pixelSize(), h / 58));
  side_->setFont(f);
  QFont big = f;
  big.setPixelSize(f.pixelSize() * 4 / 3);
  big.setBold(true);
  status_->setFont(big);
  side_->setFixedWidth(std::clamp(width() / 5, 320, 900));
  // Word-wrapped labels do not always grow with their text: room for three lines, always.
  const int lines3 = QFontMetrics(f).lineSpacing() * 3 + 4;
  hint_->setMinimumHeight(lines3);
  message_->setMinimumHeight(lines3);
  if (curtain_) curtain_->setGeometry(view_->rect());
}

QVector<KeyHelp> GameTable::keyHelp() const {
  return {
      {tr("← → ↑ ↓"), tr("move between the cards and places you may choose"), {}},
      {tr("Enter / Space"), tr("choose the marked card or place"), QKeySequence(Qt::Key_Return)},
      {tr("Escape"), tr("take back the last choice of a move"), QKeySequence(Qt::Key_Escape)},
  };
}

QString GameTable::hintText() const {
  return hint_->text();
}

void GameTable::setHint(const QString& text) {
  hint_->setText(text);
}

void GameTable::refreshStatus() {
  status_->setText(describeStatus());
}

void GameTable::showMessage(const QString& text, bool isError) {
  message_->setText(text);
  message_->setStyleSheet(isError ? "color: #b3261e; font-weight: bold;" : "");
}

void GameTable::clearMessage() {
  message_->clear();
}

void GameTable::showCurtain(const QString& message, const QString& button,
                            std::function<void()> onReveal) {
  if (!curtain_) {
    curtain_ = new QFrame(view_);
    curtain_->setObjectName("curtain");
    curtain_->setAutoFillBackground(true);
    curtain_->setStyleSheet("#curtain { background: #17402b; } QLabel { color: white; }");
    auto* box = new QVBoxLayout(curtain_);
    curtainText_ = new QLabel(curtain_);
    curtainText_->setAlignment(Qt::AlignCenter);
    curtainText_->setWordWrap(true);
    QFont f = curtainText_->font();
    f.setPointSizeF(f.pointSizeF() * 2);
    curtainText_->setFont(f);
    curtainButton_ = new QPushButton(curtain_);
    curtainButton_->setDefault(true);
    box->addStretch(1);
    box->addWidget(curtainText_);
    box->addWidget(curtainButton_, 0, Qt::AlignCenter);
    box->addStretch(1);
    connect(curtainButton_, &QPushButton::clicked, this, &GameTable::revealCurtain);
  }
  onReveal_ = std::move(onReveal);
  curtainText_->setText(message);
  curtainButton_->setText(button);
  curtain_->setGeometry(view_->rect());
  curtain_->show();
  curtain_->raise();
  curtainButton_->setFocus();
}

bool GameTable::curtainShown() const {
  return curtain_ && curtain_->isVisible();
}

void GameTable::revealCurtain() {
  if (!curtainShown()) return;
  curtain_->hide();
  view_->setFocus();
  if (onReveal_) {
    auto f = std::move(onReveal_);
    onReveal_ = nullptr;
    f();
  }
}

}  // namespace mizbazi::ui

// MainWindow's lessons (declared in main_window.h, kept apart from the window's other work): the
// Lessons menu, the chooser page and a lesson file opened as a lesson.
#include <QApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QThread>
#include <exception>
#include <memory>
#include <optional>

#include "core/errors.h"
#include "ui/app/file_errors.h"
#include "ui/app/game_catalog.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/lesson_chooser.h"
#include "ui/app/main_window.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/table_registry.h"

namespace mizbazi::app {

namespace {

// Checks a lesson from a file on a thread of its own: the check is bounded (checkLesson refuses a
// lesson whose alternatives need more work than its budget), but a long lesson may still take a
// moment, and the window goes on painting meanwhile. What the user does waits until the check is
// done, so that nothing else starts half-way through opening the lesson.
std::optional<InputError> checkOffTheUiThread(const Scenario& scenario, const Lesson& lesson) {
  std::optional<InputError> refusal;
  std::exception_ptr failure;
  const std::unique_ptr<QThread> worker(QThread::create([&]() {
    try {
      checkLesson(scenario, lesson);
    } catch (const InputError& e) {
      refusal = e;
    } catch (...) {
      failure = std::current_exception();
    }
  }));
  QEventLoop loop;
  QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
  QApplication::setOverrideCursor(Qt::BusyCursor);
  worker->start();
  loop.exec(QEventLoop::ExcludeUserInputEvents | QEventLoop::ExcludeSocketNotifiers);
  worker->wait();
  QApplication::restoreOverrideCursor();
  if (failure) std::rethrow_exception(failure);
  return refusal;
}

}  // namespace

void MainWindow::buildLessonsMenu() {
  QMenu* menu = menuBar()->addMenu(tr("Lessons"));
  menu->setObjectName("lessonsMenu");
  // Rebuilt each time it opens: a finished lesson gets its tick at once.
  connect(menu, &QMenu::aboutToShow, this, [this, menu]() {
    // clear() leaves the games' submenus alive (they are the menu's children): delete them.
    qDeleteAll(menu->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly));
    menu->clear();
    menu->addAction(tr("All lessons…"), this, &MainWindow::showLessons);
    QString lastGame;
    QMenu* game = nullptr;
    for (const LessonEntry& e : LessonCatalog::all()) {
      if (e.gameId != lastGame) {
        game = menu->addMenu(GameCatalog::nameOf(e.gameId));
        lastGame = e.gameId;
      }
      QAction* a = game->addAction(ui::LessonRunner::textOf(e.title), this,
                                   [this, path = e.path]() { startLesson(path); });
      a->setCheckable(true);
      a->setChecked(LessonCatalog::isCompleted(e.key));
    }
  });
}

void MainWindow::showLessons() {
  LessonChooser chooser(this);
  if (chooser.exec() != QDialog::Accepted || chooser.chosenPath().isEmpty()) return;
  startLesson(chooser.chosenPath());
}

QString MainWindow::startLesson(const QString& path) {
  lastError_ = {};
  GameFile file;
  try {
    file = LessonCatalog::read(path);
  } catch (const InputError& e) {
    lastError_ = FileErrors::input(QFileInfo(path).fileName(), e);
  }
  if (lastError_.empty()) {
    if (!mayLeaveFor(QString())) return QString();
    if (file.lesson)
      openLesson(file, path);
    else
      openScenario(file.scenario, path);
  }
  if (!lastError_.empty()) reportError(tr("The lesson could not be opened"), lastError_);
  return lastError_.text;
}

QString MainWindow::openLesson(const GameFile& file, const QString& path) {
  lastError_ = {};
  const Scenario scenario = ui::LessonRunner::forLesson(file.scenario);
  const QString shownName = QFileInfo(path).fileName();
  // Checked whole before anything changes: a broken lesson never starts half-way.
  if (const std::optional<InputError> refusal = checkOffTheUiThread(scenario, *file.lesson)) {
    lastError_ = FileErrors::input(shownName, *refusal);
    return lastError_.text;
  }
  // A lesson is never kept as a game to resume: no autosave while it is at the table.
  lessonOpening_ = true;
  const QString error = openScenario(scenario, QString());
  lessonOpening_ = false;
  if (!error.isEmpty()) return error;
  table_->controller().setOptions(ui::LessonRunner::tableOptions(table_->controller().options()));
  if (table_->coverShown()) table_->revealCover();
  auto* runner = new ui::LessonRunner(table_, *file.lesson);
  const QString key = LessonCatalog::keyOf(path);
  connect(runner, &ui::LessonRunner::lessonCompleted, this,
          [key]() { LessonCatalog::setCompleted(key); });
  if (const std::optional<LessonEntry> next = LessonCatalog::nextAfter(key)) {
    runner->setNextLesson(ui::LessonRunner::textOf(next->title));
    // Queued: the next lesson replaces this table, which owns the runner that asks.
    connect(
        runner, &ui::LessonRunner::nextLessonRequested, this,
        [this, path = next->path]() { startLesson(path); }, Qt::QueuedConnection);
  }
  setWindowTitle(ui::LessonRunner::textOf(file.lesson->title) + QStringLiteral(" — ") +
                 tr("Mizbazi"));
  updateActions();
  return QString();
}

ui::LessonRunner* MainWindow::lessonRunner() const {
  return table_ ? table_->findChild<ui::LessonRunner*>() : nullptr;
}

}  // namespace mizbazi::app

// libFuzzer target for the app's road from a file to the table: the file read as File → Open
// reads it (core/lesson.h: a game, a lesson, the test suite's wrapper), refusals worded as the
// app's error dialog words them (FileErrors), and an accepted game put on its registered table
// (TableRegistry) under Qt's offscreen platform, with its players' names and moves, painted whole
// (scene, side panel, log); a lesson with its panel and markers. Findings are a crash, a hang, an
// exception other than InputError, or a sanitizer report, in the engine or the UI layer.
// Built only with clang (-DMIZBAZI_FUZZ=ON); seeds as for lesson_fuzz.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/lesson.h"
#include "ui/app/app_runner.h"
#include "ui/app/file_errors.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/table_registry.h"

using namespace mizbazi;

namespace {

// Bounds the replay per input: each move is also told in the log and animated without delay.
constexpr std::size_t kMaxReplayedActions = 200;

QApplication* application = nullptr;

// Paints the whole table page into an image, as a screen would show it. One image for every
// input: a fresh 3.5 MB image each time was mapped, cleared and unmapped by the sanitizer's
// allocator, a third of the target's time.
void paint(QWidget& page) {
  static QImage image;
  if (image.size() != page.size()) image = QImage(page.size(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  page.render(&painter);
}

void showOnTable(GameRecord record, const std::optional<Lesson>& lesson) {
  ui::TableOptions options;
  options.animationPercent = 0;
  options.botDelayMs = 0;
  options.confirmPrivateViews = false;
  std::unique_ptr<ui::GameTable> table(
      ui::TableRegistry::instance().create(std::move(record), options, nullptr));
  if (!table) return;  // a game without a table in this build
  table->resize(1280, 720);
  table->show();
  if (lesson) new ui::LessonRunner(table.get(), *lesson);  // a child of the table
  QCoreApplication::processEvents();
  paint(*table);
  table.reset();
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  // Settings and data never touch the user's own (the tables read a few settings).
  static QTemporaryDir home;
  qputenv("XDG_CONFIG_HOME", home.filePath("config").toUtf8());
  qputenv("XDG_DATA_HOME", home.filePath("data").toUtf8());
  application = new QApplication(*argc, *argv);
  app::prepareApplication(*application, "fa", false);
  ui::GameTable::setShowEndDialog(false);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const QString shownName = QStringLiteral("fuzz.mizbazi");
  try {
    GameFile file = parseGameFile(text);
    Scenario scenario = file.lesson ? ui::LessonRunner::forLesson(file.scenario) : file.scenario;
    if (!scenario.seed) scenario.seed = 1;  // a drawn seed would make runs irreproducible
    // People at every seat: computer players would play the game out at every input.
    for (PlayerSpec& p : scenario.players) {
      p.kind = "human";
      p.level.clear();
    }
    if (file.lesson) checkLesson(scenario, *file.lesson);
    std::vector<std::string> actions = scenario.actions;
    if (actions.size() > kMaxReplayedActions) actions.resize(kMaxReplayedActions);
    scenario.actions.clear();
    GameRecord record = GameRecord::fromScenario(scenario);
    if (auto error = record.replay(actions)) {
      (void)app::FileErrors::replay(shownName, QString::fromStdString(scenario.game), *error);
      if (file.lesson) return 0;
    }
    showOnTable(std::move(record), file.lesson);
  } catch (const InputError& e) {
    (void)app::FileErrors::input(shownName, e);  // the app's words for it
  }
  return 0;
}

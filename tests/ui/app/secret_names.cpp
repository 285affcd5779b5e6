// For the out-of-process play-by-ear test (play_by_ear_test.py), which reads the running app only
// through the accessibility bus: what a view may not know, in the words the table uses for cards.
//
//   ui_secret_names LANG SEAT FILE [SEAT FILE ...]
//
// Each FILE is a saved game (the app's autosave, copied when the test read the table); its SEAT
// the view that was on screen (-1: only what everyone may know). One process for every reading of
// a game (the app's start and its translations are loaded once). Prints, for each pair in order, a
// line "reading<TAB>FILE", then one line per card:
//   secret<TAB>name   a card some other seat's view holds and this view does not
//   known<TAB>name    a card this view holds or has seen (a name both may carry is no leak)
//   shown<TAB>line    a line of the log as this view's screen shows it
// The names come from the game's own table (GameTable::cardName), in LANG ("fa" or "en").
#include <QTextStream>
#include <iostream>

#include "core/game_record.h"
#include "core/scenario.h"
#include "ui/table/game_table.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// Prints what `seat` may not know in the game saved in `path`; false (and why, on stderr) if the
// file cannot be read or replayed.
bool printSecrets(QTextStream& out, int seat, const char* path) {
  Scenario s;
  try {
    s = loadScenarioFile(path);
  } catch (const std::exception& e) {
    std::cerr << path << ": " << e.what() << "\n";
    return false;
  }
  Scenario start = s;
  start.actions.clear();
  // What this view has known at any point of the game (its own view and the public one after each
  // move): a card once seen by it is no secret of it.
  GameRecord record = GameRecord::fromScenario(start);
  QSet<QString> known, all;
  collectStrings(record.state().observation(seat), known);
  collectStrings(record.state().observation(-1), known);
  for (const std::string& a : s.actions) {
    if (auto e = record.replay({a})) {
      std::cerr << path << ": " << e->describe() << "\n";
      return false;
    }
    collectStrings(record.state().observation(seat), known);
    collectStrings(record.state().observation(-1), known);
  }
  const State& state = record.state();
  for (int other = 0; other < state.numPlayers(); ++other)
    collectStrings(state.observation(other), all);
  // A table of the game so far, to name the cards with and read its log as this view's screen
  // shows it (never shown).
  ui::TableOptions options;
  options.animationPercent = 0;
  std::unique_ptr<ui::GameTable> table(
      ui::TableRegistry::instance().create(GameRecord::fromScenario(s), options, nullptr));
  if (!table) {
    std::cerr << "no table for " << s.game << "\n";
    return false;
  }
  out << "reading\t" << path << "\n";
  for (const QString& id : all) {
    const QString name = table->cardName(id);
    if (name == id) continue;  // not a card: a key, a phase, a name
    out << (known.contains(id) ? "known\t" : "secret\t") << name << "\n";
  }
  // The log's lines this view's screen shows: what they name is the log's privacy (privacy_test).
  for (const auto& line : table->recordLog().linesFor(seat)) out << "shown\t" << line.text << "\n";
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc % 2 != 0) {
    std::cerr << "usage: ui_secret_names LANG SEAT FILE [SEAT FILE ...]\n";
    return 2;
  }
  testing::uiApp(QString::fromLocal8Bit(argv[1]));
  ui::GameTable::setShowEndDialog(false);
  QTextStream out(stdout);
  for (int i = 2; i + 1 < argc; i += 2)
    if (!printSecrets(out, std::atoi(argv[i]), argv[i + 1])) return 1;
  return 0;
}

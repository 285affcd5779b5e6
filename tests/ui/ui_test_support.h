// Shared set-up for the UI tests: one QApplication on the offscreen platform, prepared exactly like
// the app (font, language, games, tables), with settings and saves in a private temporary folder.
#pragma once

#include <QApplication>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/scenario.h"
#include "ui/app/settings.h"

class QAction;
namespace mizbazi::app {
class MainWindow;
}

namespace mizbazi::testing {

// Creates the application once (offscreen), then applies `language` ("fa"/"en") and direction.
QApplication& uiApp(const QString& language = "fa", bool reverse = false);
// Processes events until `done` or `timeoutMs`; returns done().
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 20000);
// A private folder for this test run (autosaves, saved games).
QString scratchDir();
// Calls `act` with the next modal dialog (QMessageBox, QFileDialog, ...) once it is up; arm it
// before the call that opens the dialog. Returns at once; `act` runs inside the dialog's loop.
void whenModal(std::function<void(QWidget*)> act, int timeoutMs = 10000);
// Presses the button named `objectName` in the next modal dialog.
void answerModal(const QString& objectName);
// Until cancelled (the returned flag set to false), every modal dialog that appears is rejected.
std::shared_ptr<bool> rejectEveryModal();
// Whether `text` names `name` as a whole word ("coin 1" is not named by "coin 11"); an empty name
// is never named. The shared-screen tests read tooltips and log lines with it.
bool namesWholeWord(const QString& text, const QString& name);
// A file of the source tree (e.g. "translations/zirkhaki_fa.ts") as UTF-8 text; a test failure
// when it cannot be read. The wording tests read translations and lessons with it.
QString readSourceFile(const QString& relative);
// The refusal codes game `gameId` lists (Game::refusalCodes, its RefusalCode enum), and those of
// the framework that every game may give besides (core/refusal.h's CoreRefusalCode).
QSet<QString> gameRefusalCodes(const std::string& gameId);
QSet<QString> coreRefusalCodes();
// Whether `s` holds a letter of the Persian alphabet (not a digit or a mark): text that was
// translated, not left in English.
bool hasPersianLetters(const QString& s);
// The words of every built-in lesson in resources/lessons/<folder> in one language ("fa" or
// "en"), by file name: the file's notes (when it has any: both languages in one text), the
// lesson's title, and each step's words and hint.
QMap<QString, QStringList> lessonTexts(const QString& folder, const QString& language);
// The Persian words of every built-in lesson: lessonTexts(folder, "fa").
QMap<QString, QStringList> lessonPersianTexts(const QString& folder);
// Each message of translations/<tsFile>: its English source (as the file writes it) and its
// translation, tags removed and spaces simplified (a plural's forms joined).
QMap<QString, QString> translationsIn(const QString& tsFile);
// One message of a translation file, as the app shows it: its context, English source and
// disambiguation comment (entities read), and its translation (tags removed, the file's line
// breaks and indents made one space, no-break spaces kept, a plural's forms joined). Messages
// lupdate marked vanished or obsolete are left out.
struct TsMessage {
  QString context, source, comment, translation;
};
QList<TsMessage> translationMessages(const QString& tsFile);
// A game's scenario: `players` seats with Persian names (at most eight), all people or all random
// computers.
Scenario namedScenario(const std::string& game, int players, bool computers, std::uint64_t seed);
// A scenario of Zirkhaki with named humans (or computers) and a fixed seed.
Scenario zirkhakiScenario(int players, bool computers, std::uint64_t seed = 7);
// One person (seat 1, "P1") against easy computers ("P2", ...) at the game's smallest table of two
// or more seats.
Scenario personAgainstComputers(const QString& gameId, std::uint64_t seed);
// The game of every table this build registers, in the registry's order: what a test that runs
// once per table takes as its parameters (a table added later is tested by itself).
std::vector<std::string> registeredGameIds();
// The same without the games kept for the tests alone (tests/games/): the games of the app and the
// command line started as a process.
std::vector<std::string> appGameIds();
// A game's id as a parameterised test's name, which GoogleTest takes in letters, digits and '_'
// alone ("saboteur-duel" → "saboteur_duel").
std::string gameTestName(const std::string& gameId);
// Adds every string in `j` to `out` (an observation's card ids and names, among its other words).
void collectStrings(const Json& j, QSet<QString>& out);
// Every string the observation of `shown` holds (its own cards: names it may read).
QSet<QString> seenBy(const State& state, int shown);
// Every string some seat's view holds that the view `shown` (-1: everyone's) does not: the
// secrets that may not be on screen now.
QSet<QString> secretsFor(const State& state, int shown);
// An empty folder `name` of the scratch folder's "fresh" (emptied if an earlier test left it).
QString freshDir(const QString& name);
// The bytes of the file at `path`, or "(missing)".
QByteArray bytesOf(const QString& path);
// The window's action of that object name (nullptr if none).
QAction* windowAction(app::MainWindow& w, const char* name);
// Waits until the window's table (if any) is settled.
bool settled(app::MainWindow& w);
// `moves` moves, each the first the viewer may make (set-up, not under test), then settled.
void playFirstMoves(app::MainWindow& w, int moves);
// Settings for a test that wants the table at once: no animation, no computer's pause and no
// "pass the device" step before a private view.
app::AppSettings quietSettings();
// The same, but a private view still waits behind its "pass the device" cover.
app::AppSettings quietSettingsWithCovers();

}  // namespace mizbazi::testing

// Shared set-up for the UI tests: one QApplication on the offscreen platform, prepared exactly like
// the app (font, language, games, tables), with settings and saves in a private temporary folder.
#pragma once

#include <QApplication>
#include <QString>
#include <functional>

#include "core/scenario.h"

namespace mizbazi::testing {

// Creates the application once (offscreen), then applies `language` ("fa"/"en") and direction.
QApplication& uiApp(const QString& language = "fa", bool reverse = false);
// Processes events until `done` or `timeoutMs`; returns done().
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 20000);
// A private folder for this test run (autosaves, saved games).
QString scratchDir();
// A scenario of Zirkhaki with named humans (or computers) and a fixed seed.
Scenario zirkhakiScenario(int players, bool computers, std::uint64_t seed = 7);

}  // namespace mizbazi::testing

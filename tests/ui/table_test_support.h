// What every game's table tests need: a table built from a scenario (its moves replayed, nothing
// animated) and waiting for it to be still. Each game's test support builds on these with its own
// table class; `namedScenario` (ui_test_support.h) gives the scenario.
#pragma once

#include <gtest/gtest.h>

#include <QApplication>
#include <QSize>
#include <memory>

#include "core/game_record.h"
#include "ui/table/table_controller.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

// The game's table (`Table`, a GameTable) with the scenario's moves made, shown at `size`, still.
template <class Table>
std::unique_ptr<Table> makeTableOf(const Scenario& s, QSize size = {1600, 900},
                                   int animationPercent = 0, int botDelayMs = 0) {
  if (!qApp) uiApp("fa");
  Table::setShowEndDialog(false);
  Scenario start = s;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  if (auto e = record.replay(s.actions)) ADD_FAILURE() << e->describe();
  ui::TableOptions o;
  o.animationPercent = animationPercent;
  o.botDelayMs = botDelayMs;
  o.undoAllowed = true;
  o.confirmPrivateViews = false;
  auto t = std::make_unique<Table>(std::move(record), o);
  t->resize(size);
  t->show();
  waitUntil([&] { return t->isSettled(); });
  return t;
}

template <class Table>
bool settle(Table& t, int timeoutMs = 20000) {
  return waitUntil([&] { return t.isSettled(); }, timeoutMs);
}

}  // namespace mizbazi::testing

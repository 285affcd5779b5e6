// Helpers for the Sabokbaz table tests: a table built from a scenario, waiting for it to be still,
// and the scenario of a match with named people or computers.
#pragma once

#include <QApplication>
#include <memory>

#include "core/match.h"
#include "sabokbaz/sabokbaz_scene.h"
#include "sabokbaz/sabokbaz_table.h"
#include "table/card_item.h"
#include "table/pile.h"
#include "table_gestures.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

using ui::sabokbaz::SabokbazTable;

inline Scenario sabokbazScenario(int players, bool computers, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا", "علی", "مریم", "رضا", "نگار", "بابک"};
  Scenario s;
  s.game = "sabokbaz";
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    PlayerSpec p;
    p.name = kNames[i];
    p.kind = computers ? "bot" : "human";
    if (computers) p.level = "random";
    s.players.push_back(p);
  }
  s.seed = seed;
  return s;
}

inline std::unique_ptr<SabokbazTable> makeSabokbazTable(const Scenario& s, QSize size = {1600, 900}) {
  if (!qApp) uiApp("fa");
  SabokbazTable::setShowEndDialog(false);
  Scenario start = s;
  start.actions.clear();
  Match m = Match::fromScenario(start);
  if (auto e = m.replay(s.actions)) ADD_FAILURE() << e->describe();
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  o.undoAllowed = true;
  o.confirmPrivateViews = false;
  auto t = std::make_unique<SabokbazTable>(std::move(m), o);
  t->resize(size);
  t->show();
  waitUntil([&] { return t->isSettled(); });
  return t;
}

inline bool settle(SabokbazTable& t, int timeoutMs = 20000) {
  return waitUntil([&] { return t.isSettled(); }, timeoutMs);
}

inline std::size_t actionCount(const SabokbazTable& t) {
  return t.controller().match().actions().size();
}

}  // namespace mizbazi::testing

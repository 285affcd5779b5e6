// Helpers for the Sabokbaz table tests: a table built from a scenario, waiting for it to be still,
// the scenario of a match with named people or computers, and a card of the hand on screen.
#pragma once

#include <QApplication>
#include <memory>

#include "core/game_record.h"
#include "table_gestures.h"
#include "table_test_support.h"
#include "ui/sabokbaz/sabokbaz_scene.h"
#include "ui/sabokbaz/sabokbaz_table.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

using ui::sabokbaz::SabokbazTable;

inline Scenario sabokbazScenario(int players, bool computers, std::uint64_t seed) {
  return namedScenario("sabokbaz", players, computers, seed);
}

inline std::unique_ptr<SabokbazTable> makeSabokbazTable(const Scenario& s,
                                                        QSize size = {1600, 900}) {
  return makeTableOf<SabokbazTable>(s, size);
}

inline std::size_t actionCount(const SabokbazTable& t) {
  return t.controller().record().actions().size();
}

// The card item of `cardId` in the viewer's hand, face up; nullptr if it is not there.
inline ui::CardItem* handCard(SabokbazTable& t, const QString& cardId) {
  for (ui::CardItem* c : t.gameScene().hand(t.controller().viewer())->cards()) {
    if (c->faceUp() && c->face() == ui::sabokbaz::SabokbazTexts::cardArt(cardId)) return c;
  }
  return nullptr;
}

}  // namespace mizbazi::testing

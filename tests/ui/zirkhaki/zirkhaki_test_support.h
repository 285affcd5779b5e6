// Helpers for the Zirkhaki table tests: a table built from a scenario, waiting for it to be still,
// every pile as the viewer sees it, and gestures (clicks and drags) as a player would make them.
#pragma once

#include <QApplication>
#include <QStringList>
#include <algorithm>
#include <map>
#include <memory>

#include "core/game_record.h"
#include "table_gestures.h"
#include "table_test_support.h"
#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_controller.h"
#include "ui/zirkhaki/zirkhaki_scene.h"
#include "ui/zirkhaki/zirkhaki_table.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

using ui::zirkhaki::ZirkhakiTable;

inline std::unique_ptr<ZirkhakiTable> makeTable(const Scenario& s, int animationPercent = 0,
                                                int botDelayMs = 0) {
  return makeTableOf<ZirkhakiTable>(s, {1600, 900}, animationPercent, botDelayMs);
}

// Every pile's cards as the viewer sees them (the discard pile's order is hidden, so sorted).
inline std::map<std::string, QStringList> pilesAsSeen(ZirkhakiTable& t) {
  std::map<std::string, QStringList> out;
  for (ui::Pile* p : t.gameScene().piles()) {
    QStringList faces;
    for (ui::CardItem* c : p->cards()) faces << (c->faceUp() ? c->face() : QString("back"));
    if (p->keepOrderOnSync()) faces.sort();
    const Place k = p->key();
    out[std::to_string(k.zone) + "/" + std::to_string(k.seat) + "/" + std::to_string(k.slot)] =
        faces;
  }
  return out;
}

inline std::string stateDump(const ZirkhakiTable& t) {
  return stateJson(t.controller().state()).dump();
}

inline QPointF centerOf(ui::Pile* p) {
  return p->slotRect().center();
}

// Drags `card` onto `target` with the mouse, as a person would (a card that may not move stays
// where it is, and the table says why).
inline void dragCard(ZirkhakiTable& t, ui::CardItem* card, ui::Pile* target) {
  ASSERT_NE(card, nullptr);
  ASSERT_TRUE(dragCardToPile(t, card, target));
}

}  // namespace mizbazi::testing

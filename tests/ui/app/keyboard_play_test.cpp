// Playing by the keyboard alone, at every registered table, with real key events to the view (as
// the Help's keyboard page says: table/game_table.cpp's keyHelp):
//   - Enter on a card that can go only one way plays it at once; on a card that may go to several
//     places it picks the card up and the ring moves on to them, where the arrows and Enter choose;
//   - Tab and Shift+Tab go from area to area (a hand, a board, a pile), each area once a round, so
//     that a place is reached without walking through the hand;
//   - the marked card is raised above the cards it overlaps, and its ring is drawn outside the
//   card,
//     a band several pixels wide that projector mode (F8) makes wider still.
#include <gtest/gtest.h>

#include <QColor>
#include <QImage>
#include <QSet>
#include <QTest>
#include <memory>

#include "core/registry.h"
#include "core/rng.h"
#include "table_gestures.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/card_item.h"
#include "ui/table/focus_ring.h"
#include "ui/table/keyboard_focus.h"
#include "ui/table/move_chooser.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui/table/z_layers.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// One person (seat 1) against computers, at 1366×768, in English.
std::unique_ptr<app::MainWindow> windowOfPersonAgainstComputers(const QString& gameId,
                                                                std::uint64_t seed) {
  const Scenario s = personAgainstComputers(gameId, seed);
  auto w = std::make_unique<app::MainWindow>(quietSettings(),
                                             app::Autosave(scratchDir() + "/keyboard-" + gameId));
  w->setScripted(true);
  w->resize(1366, 768);
  w->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
  w->activateWindow();  // the menus' keys (F8) act in the active window
  EXPECT_TRUE(QTest::qWaitForWindowActive(w.get(), 3000));
  const QString error = w->openScenario(s);
  EXPECT_EQ(error.toStdString(), "");
  if (!error.isEmpty()) return nullptr;
  w->table()->view().setFocus();
  return w;
}

bool settle(ui::GameTable& t) {
  return waitUntil([&] { return t.isSettled(); });
}

std::size_t moves(ui::GameTable& t) {
  return t.controller().record().actions().size();
}

QStringList legalTexts(ui::GameTable& t) {
  QStringList out;
  for (Action a : t.controller().viewerLegal())
    out << QString::fromStdString(t.controller().state().actionText(a));
  return out;
}

bool startsWith(const ui::MovePath& path, const ui::MovePath& prefix) {
  return path.size() >= prefix.size() && path.mid(0, prefix.size()) == prefix;
}

// How many of the legal actions a path beginning with `prefix` makes (by any of its gestures).
int actionsAfter(ui::GameTable& t, const ui::MovePath& prefix) {
  int n = 0;
  for (const QString& text : legalTexts(t)) {
    bool counted = startsWith(t.moves()->pathOf(text), prefix);
    for (const ui::MovePath& alias : t.moves()->aliasesOf(text))
      counted = counted || startsWith(alias, prefix);
    n += counted ? 1 : 0;
  }
  return n;
}

// A move the keyboard makes alone: cards and places, with a card's way up held (turned with R).
bool keyboardMove(const ui::MovePath& path) {
  if (path.isEmpty() || path.front().kind == ui::MoveStep::Kind::kButton ||
      path.front().kind == ui::MoveStep::Kind::kDetail)
    return false;
  for (int i = 0; i < path.size(); ++i) {
    const ui::MoveStep& s = path[i];
    if (s.kind == ui::MoveStep::Kind::kButton) return false;
    // A detail is held only between a card and its place.
    if (s.kind == ui::MoveStep::Kind::kDetail &&
        (i == 0 || path[i - 1].kind != ui::MoveStep::Kind::kCard || i + 1 >= path.size() ||
         path[i + 1].kind != ui::MoveStep::Kind::kPlace))
      return false;
  }
  return true;
}

bool isCardShowing(QGraphicsObject* o, const QString& art) {
  auto* c = qgraphicsitem_cast<ui::CardItem*>(o);
  return c && c->faceUp() && c->face() == art;
}

struct Tally {
  int oneEnter = 0;  // cards played by one Enter
  int pickedUp = 0;  // cards picked up, then placed
};

// Makes `text` with the keys alone, checking what each Enter does.
void playByKeys(ui::GameTable& t, const QString& text, Tally& tally) {
  SCOPED_TRACE(text.toStdString());
  const ui::MovePath path = t.moves()->pathOf(text);
  const std::size_t before = moves(t);
  for (int i = 0; i < path.size(); ++i) {
    const ui::MoveStep& s = path[i];
    if (s.kind == ui::MoveStep::Kind::kDetail) {
      auto turned = [&] {
        return t.chooser()->heldDetail() == s.value && t.chooser()->isChoice(path[i + 1]);
      };
      for (int k = 0; k < 4 && !turned(); ++k) pressKey(t, Qt::Key_R);
      ASSERT_TRUE(turned()) << "R does not turn it to " << s.value.toStdString();
      continue;
    }
    if (s.kind == ui::MoveStep::Kind::kCard) {
      ASSERT_TRUE(markByKeys(t, [&](QGraphicsObject* o) { return isCardShowing(o, s.card); }))
          << "the keys do not reach " << s.card.toStdString();
      auto* card = static_cast<ui::CardItem*>(t.scene().focusedTarget());
      const QGraphicsObject* area = ui::KeyboardFocus::areaOf(card);
      const int ways = actionsAfter(t, path.mid(0, i + 1));
      pressKey(t, Qt::Key_Return);
      if (ways == 1) {
        // One Enter, one move.
        EXPECT_EQ(moves(t), before + 1) << "Enter did not play the card that can go only one way";
        ++tally.oneEnter;
        break;
      }
      EXPECT_EQ(moves(t), before) << "Enter played a card that may go " << ways << " ways";
      ASSERT_TRUE(card->chosen()) << "Enter did not pick the card up";
      // The ring went on to the card's places (when they lie in another area).
      bool elsewhere = false;
      for (QGraphicsObject* o : t.scene().activatables())
        elsewhere = elsewhere || ui::KeyboardFocus::areaOf(o) != area;
      if (elsewhere) {
        EXPECT_NE(ui::KeyboardFocus::areaOf(t.scene().focusedTarget()), area)
            << "the ring stayed in the hand after the card was picked up";
      }
      ++tally.pickedUp;
      continue;
    }
    // A place.
    ui::Pile* pile = t.scene().pile(s.place);
    ASSERT_NE(pile, nullptr);
    ASSERT_TRUE(markByKeys(t, [&](QGraphicsObject* o) { return isPileOrItsCard(o, pile); }))
        << "the keys do not reach the place";
    pressKey(t, Qt::Key_Return);
    if (moves(t) != before) break;  // a place that stands for the whole move (a deck's click)
  }
  ASSERT_EQ(moves(t), before + 1);
  EXPECT_EQ(QString::fromStdString(t.controller().record().actions().back()), text);
}

// Tab from area to area: each area once a round, back to the first after the last; Shift+Tab goes
// the other way round.
void checkTabRound(ui::GameTable& t) {
  QVector<QGraphicsObject*> areas;
  for (QGraphicsObject* o : t.scene().activatables()) {
    if (!areas.contains(ui::KeyboardFocus::areaOf(o))) areas << ui::KeyboardFocus::areaOf(o);
  }
  ASSERT_GE(areas.size(), 2);
  QVector<QGraphicsObject*> seen;
  for (int i = 0; i < areas.size(); ++i) {
    pressKey(t, Qt::Key_Tab);
    ASSERT_NE(t.scene().focusedTarget(), nullptr);
    seen << ui::KeyboardFocus::areaOf(t.scene().focusedTarget());
  }
  EXPECT_EQ(QSet<QGraphicsObject*>(seen.begin(), seen.end()).size(), areas.size())
      << "Tab did not visit every area once";
  pressKey(t, Qt::Key_Tab);
  EXPECT_EQ(ui::KeyboardFocus::areaOf(t.scene().focusedTarget()), seen.front());
  pressKey(t, Qt::Key_Tab, Qt::ShiftModifier);
  EXPECT_EQ(ui::KeyboardFocus::areaOf(t.scene().focusedTarget()), seen.back());
}

TEST(KeyboardPlay, EveryTableIsPlayedByTheKeysAsTheHelpSays) {
  uiApp("en");
  Tally all;
  int tabRounds = 0;
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    auto w = windowOfPersonAgainstComputers(entry.gameId, 21);
    ASSERT_TRUE(w);
    ui::GameTable& t = *w->table();
    Rng rng(21);
    Tally tally;
    int byKeys = 0;
    bool tabChecked = false;
    for (int step = 0; step < 300 && (byKeys < 5 || tally.oneEnter + tally.pickedUp < 3); ++step) {
      ASSERT_TRUE(settle(t));
      if (t.controller().state().isTerminal()) break;
      const QStringList legal = legalTexts(t);
      ASSERT_FALSE(legal.isEmpty());
      // Moves of cards first (Enter's two ways), else moves of places.
      QStringList keyed, places;
      for (const QString& a : legal) {
        const ui::MovePath path = t.moves()->pathOf(a);
        if (keyboardMove(path))
          (path.front().kind == ui::MoveStep::Kind::kCard ? keyed : places) << a;
      }
      // Now and then something else even so (an auction's bid), so that cards come to be played.
      if (keyed.isEmpty() && (places.size() == legal.size() || rng.uniform(0, 1) == 0))
        keyed = places;
      if (keyed.isEmpty()) {
        // Not a move of cards and places (a button, an amount): made some other way.
        ASSERT_TRUE(t.perform(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]));
        continue;
      }
      playByKeys(t, keyed[rng.uniform(0, static_cast<int>(keyed.size()) - 1)], tally);
      if (HasFatalFailure()) return;
      ++byKeys;
      // Tab, once per table, where the table offers more than one area (a card picked up).
      if (!tabChecked && byKeys >= 2) {
        ASSERT_TRUE(settle(t));
        for (const QString& a : legalTexts(t)) {
          const ui::MovePath path = t.moves()->pathOf(a);
          if (tabChecked || !keyboardMove(path) || path.front().kind != ui::MoveStep::Kind::kCard ||
              actionsAfter(t, path.mid(0, 1)) < 2)
            continue;
          ASSERT_TRUE(
              markByKeys(t, [&](QGraphicsObject* o) { return isCardShowing(o, path[0].card); }));
          pressKey(t, Qt::Key_Return);
          checkTabRound(t);
          pressKey(t, Qt::Key_Escape);
          tabChecked = true;
          ++tabRounds;
        }
      }
    }
    EXPECT_GE(byKeys, 3) << "too few moves of cards and places to judge";
    all.oneEnter += tally.oneEnter;
    all.pickedUp += tally.pickedUp;
  }
  EXPECT_GT(all.oneEnter, 0);
  EXPECT_GT(all.pickedUp, 0);
  EXPECT_GE(tabRounds, 2);
}

// Escape puts a card picked up by Enter back, and the ring goes back to it.
TEST(KeyboardPlay, EscapePutsThePickedCardBackAndTheRingReturnsToIt) {
  uiApp("en");
  int checked = 0;
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    auto w = windowOfPersonAgainstComputers(entry.gameId, 5);
    ASSERT_TRUE(w);
    ui::GameTable& t = *w->table();
    Rng rng(5);
    for (int step = 0; step < 60; ++step) {
      ASSERT_TRUE(settle(t));
      if (t.controller().state().isTerminal()) break;
      QString card;
      for (const QString& a : legalTexts(t)) {
        const ui::MovePath path = t.moves()->pathOf(a);
        if (keyboardMove(path) && path.front().kind == ui::MoveStep::Kind::kCard &&
            actionsAfter(t, path.mid(0, 1)) >= 2)
          card = path.front().card;
      }
      if (card.isEmpty()) {
        const QStringList legal = legalTexts(t);
        ASSERT_TRUE(t.perform(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]));
        continue;
      }
      ASSERT_TRUE(markByKeys(t, [&](QGraphicsObject* o) { return isCardShowing(o, card); }));
      QGraphicsObject* marked = t.scene().focusedTarget();
      pressKey(t, Qt::Key_Return);
      ASSERT_TRUE(static_cast<ui::CardItem*>(marked)->chosen());
      pressKey(t, Qt::Key_Escape);
      EXPECT_FALSE(static_cast<ui::CardItem*>(marked)->chosen());
      EXPECT_EQ(t.scene().focusedTarget(), marked);
      ++checked;
      break;
    }
  }
  EXPECT_GE(checked, 2);
}

// The ring's blue band on screen, in pixels: the longest run of its blue met going outward from
// the middle of each side of `r` (viewport coordinates), starting within a few pixels of the edge.
int bandPixels(const QImage& image, const QRect& r) {
  auto isBlue = [](QRgb p) {
    return std::abs(qRed(p) - 0x3f) < 30 && std::abs(qGreen(p) - 0xa9) < 30 &&
           std::abs(qBlue(p) - 0xff) < 30;
  };
  const QPoint mid = r.center();
  const QPoint outward[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  const QPoint edge[] = {
      {r.left(), mid.y()}, {r.right(), mid.y()}, {mid.x(), r.top()}, {mid.x(), r.bottom()}};
  int best = 0;
  for (int side = 0; side < 4; ++side) {
    int run = 0, longest = 0;
    for (int k = 1; k < 80; ++k) {
      const QPoint p = edge[side] + outward[side] * k;
      if (!image.rect().contains(p)) break;
      if (isBlue(image.pixel(p))) {
        longest = std::max(longest, ++run);
      } else {
        if (run == 0 && k > 12) break;  // no band close to the edge
        if (run > 0) break;
      }
    }
    best = std::max(best, longest);
  }
  return best;
}

// The marked card of a hand lies above the cards it overlaps, and its ring is a band outside the
// card that reads from afar: at least 4 px at 1366×768, and more than half as wide again in
// projector mode.
TEST(KeyboardPlay, TheMarkedCardIsRaisedAndItsRingIsThickAndGrowsOnAProjector) {
  uiApp("en");
  int raised = 0;
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    auto w = windowOfPersonAgainstComputers(entry.gameId, 9);
    ASSERT_TRUE(w);
    ui::GameTable& t = *w->table();
    Rng rng(9);
    QGraphicsObject* marked = nullptr;
    for (int step = 0; step < 80 && !marked; ++step) {
      ASSERT_TRUE(settle(t));
      if (t.controller().state().isTerminal()) break;
      if (!t.scene().activatables().isEmpty()) {
        // A card whose pile overlaps it with a neighbour, when there is one.
        for (QGraphicsObject* o : t.scene().activatables()) {
          auto* c = qgraphicsitem_cast<ui::CardItem*>(o);
          if (!c || !c->pile() || c->pile()->cards().size() < 3) continue;
          ASSERT_TRUE(markByKeys(t, [&](QGraphicsObject* f) { return f == c; }));
          marked = c;
          break;
        }
      }
      if (marked) break;
      const QStringList legal = legalTexts(t);
      ASSERT_TRUE(t.perform(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]));
    }
    if (!marked) continue;  // no hand of cards to choose from at this table
    auto* card = static_cast<ui::CardItem*>(marked);
    // Above every other card over its middle and near its edges.
    const QRectF r = card->sceneBoundingRect();
    for (QPointF at : {r.center(), QPointF(r.left() + r.width() * 0.1, r.center().y()),
                       QPointF(r.right() - r.width() * 0.1, r.center().y())}) {
      for (QGraphicsItem* i : t.scene().items(at, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (i->type() != ui::CardItem::Type || !i->isVisible()) continue;
        EXPECT_EQ(i, card) << "a neighbour lies over the marked card";
        break;
      }
    }
    ++raised;
    ui::FocusRing* ring = t.scene().keyboardFocus().ring();
    ASSERT_NE(ring, nullptr);
    EXPECT_TRUE(ring->isVisible());
    EXPECT_EQ(ring->target(), card);
    const QRect onScreen = t.view().mapFromScene(r).boundingRect();
    QTest::qWait(20);
    const int normal = bandPixels(t.view().viewport()->grab().toImage(), onScreen);
    EXPECT_GE(normal, 4) << "the ring is thin";
    pressKey(t, Qt::Key_F8);  // projector mode
    ASSERT_TRUE(settle(t));
    QTest::qWait(50);
    ASSERT_EQ(t.scene().focusedTarget(), card);
    const QRect projected = t.view().mapFromScene(card->sceneBoundingRect()).boundingRect();
    const int projector = bandPixels(t.view().viewport()->grab().toImage(), projected);
    EXPECT_GE(projector * 2, normal * 3) << normal << " px, then " << projector << " px";
    pressKey(t, Qt::Key_F8);
    ASSERT_TRUE(settle(t));
    // The mouse takes over: the mark goes, and the card lies under its neighbours again, which a
    // click can reach.
    QTest::mouseMove(t.view().viewport(),
                     t.view().mapFromScene(card->sceneBoundingRect().center()));
    EXPECT_EQ(t.scene().focusedTarget(), nullptr);
    EXPECT_LT(card->zValue(), ui::z::kMarkedCard);
  }
  EXPECT_GE(raised, 2);
}

}  // namespace

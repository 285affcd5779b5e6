// Whole Sabokbaz matches on the table played as people play them — the mouse only (drags, double-
// clicks, click + click on the trick) and the keyboard only (arrows and Enter), in both directions
// and with four and six seats — and what the table must show along the way: the cards that may
// not be played dimmed with the engine's reason, a wrong drop refused and nothing changed, the card
// taking the trick marked, the last trick shown again, the seats counter-clockwise, and an end
// screen whose breakdown is the engine's.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTest>
#include <algorithm>

#include "core/rng.h"
#include "sabokbaz_table_support.h"
#include "ui/sabokbaz/sabokbaz_end.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/game_log.h"
#include "ui/table/label_item.h"
#include "ui/table/table_view.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::sabokbaz::SabokbazEnd;
using ui::sabokbaz::SabokbazScene;
using ui::sabokbaz::SabokbazTexts;

namespace {

QString cardOf(const QString& action) {
  return action.mid(QStringLiteral("play ").size());
}

// What the table must show after every action: each hand's count, the trick, the taken piles, and
// the card taking the trick marked over its slot.
void expectTableShowsThePicture(SabokbazTable& t) {
  const auto& v = t.model();
  SabokbazScene& scene = t.gameScene();
  for (int seat = 0; seat < v.players; ++seat) {
    ASSERT_EQ(scene.hand(seat)->cards().size(), v.hands[seat].count) << "seat " << seat;
  }
  // Once the match is over, its last trick lies in the middle again (the engine's trick is empty).
  const bool over = v.finished && v.trick.isEmpty() && v.lastTrick && !v.lastTrick->cards.isEmpty();
  const auto& trick = over ? v.lastTrick->cards : v.trick;
  for (int i = 0; i < v.players; ++i) {
    const bool played = i < trick.size();
    ASSERT_EQ(scene.trickSlot(i)->cards().size(), played ? 1 : 0);
    if (played) {
      EXPECT_EQ(scene.trickSlot(i)->top()->face(), SabokbazTexts::cardArt(trick[i].card));
    }
  }
  for (int team = 0; team < v.teamCount(); ++team) {
    EXPECT_EQ(scene.taken(team)->cards().size(), v.taken[team].size());
  }
  ui::LabelItem* mark = scene.takingMark();
  if (trick.size() > 1 && !over) {
    ASSERT_TRUE(mark->isVisible());
    const QRectF slot = scene.trickSlot(v.takingIndex())->slotRect();
    EXPECT_NEAR(mark->rect().center().x(), slot.center().x(), 1.0);
    EXPECT_LT(mark->rect().bottom(), slot.top() + 1);
  } else if (!over) {
    EXPECT_FALSE(mark->isVisible());
  }
}

// The end screen against the engine: one row per team, a column per hand whose cells add up to
// the team's total, and the totals are the engine's scores.
void expectEndMatchesTheEngine(SabokbazTable& t) {
  const ui::EndSummary s = t.endSummary();
  const std::vector<int> scores = t.controller().state().scores();
  ASSERT_EQ(s.rowNames.size(), static_cast<int>(scores.size()));
  const auto hands = SabokbazEnd::hands(t.controller().record());
  ASSERT_FALSE(hands.isEmpty());
  for (int team = 0; team < s.rowNames.size(); ++team) {
    EXPECT_EQ(s.totals[team], scores[team]);
    int sum = 0;
    for (const auto& h : hands) sum += h.scores.value(team);
    EXPECT_EQ(sum, scores[team]) << "team " << team;
  }
  // The hand columns say the same numbers as the engine's hands.
  int handColumns = 0;
  for (const ui::EndColumn& c : s.columns) {
    if (handColumns >= hands.size()) break;
    const auto& h = hands[handColumns];
    if (c.title != ui::sabokbaz::SabokbazEnd::tr("Hand %1").arg(QLocale().toString(h.number)))
      continue;
    for (int team = 0; team < s.rowNames.size(); ++team) {
      EXPECT_EQ(c.cells[team], SabokbazTexts::signedNumber(h.scores.value(team)));
    }
    ++handColumns;
  }
  EXPECT_EQ(handColumns, hands.size());
  const bool anyWinner = std::count(s.won.begin(), s.won.end(), true) > 0;
  EXPECT_TRUE(anyWinner);
  EXPECT_FALSE(s.explanation.isEmpty());
}

// One card played with the mouse: by a drag to the middle, by a double-click, or by a click on the
// card and a click on the trick, in turn.
void playByMouse(SabokbazTable& t, const QString& action, int how) {
  ui::CardItem* card = handCard(t, cardOf(action));
  ASSERT_NE(card, nullptr) << action.toStdString();
  EXPECT_FALSE(card->dimmed()) << action.toStdString();
  switch (how % 3) {
    case 0:
      ASSERT_TRUE(dragCardToPile(t, card, t.gameScene().trickArea()));
      break;
    case 1:
      ASSERT_TRUE(doubleClickItem(t, card));
      break;
    default:
      ASSERT_TRUE(clickItem(t, card));
      ASSERT_TRUE(clickPile(t, t.gameScene().trickArea()));
      break;
  }
}

// One card played with the keyboard: the arrows bring the focus ring to it, Enter plays it.
void playByKeys(SabokbazTable& t, const QString& action) {
  ui::TableView& view = static_cast<ui::GameTable&>(t).view();
  ui::CardItem* card = handCard(t, cardOf(action));
  ASSERT_NE(card, nullptr);
  const std::size_t before = actionCount(t);
  for (int i = 0; i < 40 && t.gameScene().focusedTarget() != card; ++i) {
    QTest::keyClick(&view, Qt::Key_Right);
  }
  ASSERT_EQ(t.gameScene().focusedTarget(), card) << action.toStdString();
  QTest::keyClick(&view, Qt::Key_Return);
  ASSERT_TRUE(settle(t));
  if (actionCount(t) == before) {
    // The card is chosen; Enter on the trick (or on the chosen card again) plays it.
    QTest::keyClick(&view, Qt::Key_Return);
  }
}

void playWholeMatch(int players, std::uint64_t seed, bool keys) {
  auto t = makeSabokbazTable(sabokbazScenario(players, false, seed));
  t->view().setFocus();
  Rng rng(seed);
  int moves = 0;
  for (int step = 0; step < 5000 && !t->model().finished; ++step) {
    const QStringList legal = t->model().legal;
    ASSERT_FALSE(legal.isEmpty());
    const QString action = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    const std::size_t before = actionCount(*t);
    if (keys) {
      playByKeys(*t, action);
    } else {
      playByMouse(*t, action, moves++);
    }
    ASSERT_TRUE(settle(*t));
    ASSERT_EQ(actionCount(*t), before + 1) << action.toStdString();
    ASSERT_EQ(t->controller().record().actions().back(), action.toStdString());
    expectTableShowsThePicture(*t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  ASSERT_TRUE(t->model().finished);
  EXPECT_TRUE(t->controller().state().isTerminal());
  expectEndMatchesTheEngine(*t);
  EXPECT_GT(t->log().count(), 50);
}

TEST(SabokbazTable, FourPeoplePlayAWholeMatchWithTheMouseInPersian) {
  uiApp("fa");
  playWholeMatch(4, 3, false);
}

TEST(SabokbazTable, SixPeoplePlayAWholeMatchWithTheMouseLeftToRight) {
  uiApp("fa", /*reverse=*/true);
  playWholeMatch(6, 5, false);
  uiApp("fa");
}

TEST(SabokbazTable, FourPeoplePlayAWholeMatchWithTheKeysInEnglish) {
  uiApp("en");
  playWholeMatch(4, 8, true);
  uiApp("fa");
}

TEST(SabokbazTable, SixPeoplePlayAWholeMatchWithTheKeysInPersian) {
  uiApp("fa");
  playWholeMatch(6, 13, true);
}

// Plays random legal cards (through the mouse) until `until` holds for the table.
template <typename Until>
bool playUntil(SabokbazTable& t, Rng& rng, Until until, int limit = 2000) {
  for (int i = 0; i < limit && !t.model().finished; ++i) {
    if (until()) return true;
    const QStringList legal = t.model().legal;
    const QString action = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    if (!t.perform(action) || !settle(t)) return false;
  }
  return until();
}

TEST(SabokbazTable, DimmedCardsSayWhyAndAWrongDropChangesNothing) {
  uiApp("fa");
  auto t = makeSabokbazTable(sabokbazScenario(4, false, 21));
  Rng rng(4);
  // A turn where the person on screen holds a card they may not play.
  auto hasIllegal = [&] {
    const auto& v = t->model();
    if (v.current != t->controller().viewer()) return false;
    for (const QString& id : v.hands[v.current].cards)
      if (!v.legal.contains("play " + id)) return true;
    return false;
  };
  ASSERT_TRUE(playUntil(*t, rng, hasIllegal));
  const auto& v = t->model();
  QString illegal;
  for (const QString& id : v.hands[v.current].cards)
    if (!v.legal.contains("play " + id)) illegal = id;
  ui::CardItem* card = handCard(*t, illegal);
  ASSERT_NE(card, nullptr);
  const State& state = t->controller().state();
  const auto action = state.parseAction(("play " + illegal).toStdString(), nullptr);
  ASSERT_TRUE(action);
  const auto why = state.clone()->apply(*action);  // refused: nothing applied, the reason told
  ASSERT_TRUE(why);
  const auto reason = SabokbazTexts::refusal(*why);
  ASSERT_TRUE(reason);
  EXPECT_TRUE(card->dimmed());
  EXPECT_EQ(card->refusal(), *reason);
  // Every legal card is lit, not dimmed.
  for (const QString& a : v.legal) {
    ui::CardItem* c = handCard(*t, cardOf(a));
    ASSERT_NE(c, nullptr);
    EXPECT_FALSE(c->dimmed());
  }
  const std::string before = stateJson(t->controller().state()).dump();
  const QPointF home = card->pos();
  dragCardToPile(*t, card, t->gameScene().trickArea());
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateJson(t->controller().state()).dump(), before);
  EXPECT_EQ(t->messageText(), *reason);
  EXPECT_EQ(card->pile(), t->gameScene().hand(t->controller().viewer()));
  EXPECT_EQ(card->pos(), home);
  // A double-click on it is refused the same way.
  doubleClickItem(*t, card);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateJson(t->controller().state()).dump(), before);
  EXPECT_EQ(t->messageText(), *reason);
}

TEST(SabokbazTable, TheLastTrickIsShownByKeyOrClickUntilTheNextCard) {
  uiApp("fa");
  auto t = makeSabokbazTable(sabokbazScenario(4, false, 2));
  ui::TableView& view = static_cast<ui::GameTable&>(*t).view();
  view.setFocus();
  SabokbazScene& scene = t->gameScene();
  EXPECT_FALSE(t->lastTrickButton()->isEnabled());
  Rng rng(9);
  ASSERT_TRUE(
      playUntil(*t, rng, [&] { return t->model().lastTrick && t->model().trick.isEmpty(); }));
  const auto last = *t->model().lastTrick;
  EXPECT_TRUE(scene.lastTrickPile(0)->cards().isEmpty());
  QTest::keyClick(&view, Qt::Key_L);
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(scene.lastTrickShown());
  for (int i = 0; i < last.cards.size(); ++i) {
    ASSERT_EQ(scene.lastTrickPile(i)->cards().size(), 1);
    EXPECT_EQ(scene.lastTrickPile(i)->top()->face(), SabokbazTexts::cardArt(last.cards[i].card));
    EXPECT_TRUE(scene.lastTrickPile(i)->top()->faceUp());
  }
  EXPECT_TRUE(t->messageText().contains(SabokbazTexts::worth(last.points)));
  // L again hides it; a click on a taken pile shows it again.
  QTest::keyClick(&view, Qt::Key_L);
  EXPECT_FALSE(scene.lastTrickShown());
  ui::Pile* taken = scene.taken(t->model().teamOf(last.taker));
  ASSERT_TRUE(clickPile(*t, taken));
  ASSERT_TRUE(settle(*t));
  EXPECT_TRUE(scene.lastTrickShown());
  // The next card played puts it away.
  const QString next = t->model().legal.front();
  playByMouse(*t, next, 0);
  ASSERT_TRUE(settle(*t));
  EXPECT_FALSE(scene.lastTrickShown());
  EXPECT_TRUE(scene.lastTrickPile(0)->cards().isEmpty());
}

TEST(SabokbazTable, SeatsRunCounterClockwiseWithPartnersOppositeInBothDirections) {
  for (bool reverse : {false, true}) {
    uiApp("fa", reverse);
    for (int players : {4, 6}) {
      auto t = makeSabokbazTable(sabokbazScenario(players, false, 1));
      SabokbazScene& scene = t->gameScene();
      const int viewer = t->controller().viewer();
      auto centre = [&](int seat) { return scene.header(seat)->rect().center(); };
      const QPointF own = scene.hand(viewer)->slotRect().center();
      const QPointF next = centre((viewer + 1) % players);
      const QPointF partner = centre((viewer + players / 2) % players);
      // The next player sits to the right of the person on screen, the partner across.
      EXPECT_GT(next.x(), own.x()) << players << (reverse ? " reversed" : "");
      EXPECT_LT(partner.y(), own.y() - 1000);
      EXPECT_NEAR(partner.x(), scene.sceneRect().center().x(), 50);
      // Every pile lies on the table.
      for (ui::Pile* p : scene.piles()) {
        EXPECT_TRUE(scene.sceneRect().contains(p->slotRect())) << p->key().zone;
      }
    }
  }
  uiApp("fa");
}

}  // namespace

// Projector mode, the rules beside the table and the odds (issue 18), as a teacher uses them: by
// their keys. At 1280×720 (a common projector) every card's words and numbers, as the game's face
// painter paints them at the card's size on screen, and every line of the side panel must be at
// least 1/40 of the screen's height tall (18 px).
#include <gtest/gtest.h>

#include <memory>
#include <optional>

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include "core/json.h"
#include "core/registry.h"
#include "core/rng.h"
#include "support/near_the_end.h"
#include "table_gestures.h"
#include "text_recorder.h"
#include "ui/app/autosave.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/main_window.h"
#include "ui/app/rules_panel.h"
#include "ui/app/settings.h"
#include "ui/table/animator.h"
#include "ui/table/bidi.h"
#include "ui/table/card_art.h"
#include "ui/table/card_item.h"
#include "ui/table/end_dialog.h"
#include "ui/table/every_hand.h"
#include "ui/table/game_log.h"
#include "ui/table/hint_panel.h"
#include "ui/table/label_item.h"
#include "ui/table/line_chart.h"
#include "ui/table/move_chooser.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

constexpr int kTall = 18;  // 720 / 40

void press(app::MainWindow& w, Qt::Key key) {
  w.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&w, 3000));
  w.table()->view().setFocus();
  QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, key);
  QCoreApplication::processEvents();
}

// Moves by the person on screen until the treasure zone holds two cards or more and they may bank
// (the table then has words to read and odds to tell).
void playUntilTreasure(app::MainWindow& w) {
  for (int i = 0; i < 60; ++i) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    const Json all = w.table()->controller().state().gameJson();
    auto legal = w.table()->controller().viewerLegal();
    const bool mayBank = std::any_of(legal.begin(), legal.end(), [&](Action a) {
      return w.table()->controller().state().actionText(a) == "bank";
    });
    if (all["play_area"].size() >= 2 && mayBank) return;
    ASSERT_FALSE(legal.empty());
    // Draw when one may, so the treasure zone fills; else the first legal move.
    Action chosen = legal.front();
    for (Action a : legal)
      if (w.table()->controller().state().actionText(a) == "draw") chosen = a;
    ASSERT_FALSE(w.table()->controller().submit(chosen).has_value());
  }
  ADD_FAILURE() << "the treasure zone never held two cards";
}

struct Measured {
  int cards = 0;
  double smallest = 1e9;
  QString smallestText;
};

// Every face-up card on the table, its words painted by the game's face painter at the size the
// card has on screen now. With `everyCardSpeaks`, each card must carry words and a tooltip.
Measured measureCards(app::MainWindow& w, bool everyCardSpeaks = true) {
  Measured m;
  ui::TableScene& scene = w.table()->scene();
  ui::TableView& view = w.table()->view();
  for (QGraphicsItem* item : scene.items()) {
    auto* card = qgraphicsitem_cast<ui::CardItem*>(item);
    if (!card || !card->isVisible() || !card->faceUp()) continue;
    const QRect onScreen = view.mapFromScene(card->sceneBoundingRect()).boundingRect();
    if (onScreen.isEmpty()) continue;
    RecordingDevice device(onScreen.size());
    {
      QPainter p(&device);
      scene.art().paintFaceText(p, QRectF(QPointF(0, 0), QSizeF(onScreen.size())), card->face());
    }
    const TextRecorder& r = device.recorder();
    if (everyCardSpeaks) {
      // Every card face says what the card does, one hover away (CardItem::setInfo).
      EXPECT_FALSE(card->toolTip().isEmpty()) << card->face().toStdString() << " has no tooltip";
      EXPECT_FALSE(r.heights.isEmpty()) << card->face().toStdString() << " has no words";
    }
    ++m.cards;
    for (int i = 0; i < r.heights.size(); ++i) {
      if (r.heights[i] < m.smallest) {
        m.smallest = r.heights[i];
        m.smallestText = card->face() + ": " + r.texts[i];
      }
    }
  }
  return m;
}

// The person on screen makes one of their legal moves, chosen by `rng`, through the controller
// (these tests look at the table between moves, not at how a move is made); false when they have
// none (the game is over).
bool playRandomMove(ui::GameTable& t, Rng& rng) {
  const auto legal = t.controller().viewerLegal();
  if (legal.empty() || t.controller().state().isTerminal()) return false;
  const Action a = legal[rng.uniform(0, int(legal.size()) - 1)];
  const auto refused = t.controller().submit(a);
  EXPECT_FALSE(refused.has_value()) << refused->message;
  return !refused.has_value();
}

// A scripted window at 1280×720 playing `gameId` with `players` seats, the first `people` of them
// people and the rest easy computers; null (and a failure) if the game does not open.
// A game at 1280×720: `people` people in the first seats, easy computers in the others; opened
// a move before its end when `nearTheEnd`.
std::unique_ptr<app::MainWindow> projectorSizedWindow(const QString& gameId, int players,
                                                      int people, std::uint64_t seed,
                                                      bool nearTheEnd = false) {
  Scenario s;
  s.game = gameId.toStdString();
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    const std::string name = "P" + std::to_string(i + 1);
    s.players.push_back(i < people ? PlayerSpec{name, "human", ""}
                                   : PlayerSpec{name, "bot", "easy"});
  }
  s.seed = seed;
  if (nearTheEnd) playToNearTheEnd(s);
  auto w = std::make_unique<app::MainWindow>(
      quietSettings(),
      app::Autosave(scratchDir() + "/projector-" + gameId + "-" + QString::number(people)));
  w->setScripted(true);
  w->resize(1280, 720);
  w->show();
  EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
  const QString error = w->openScenario(s);
  EXPECT_EQ(error.toStdString(), "");
  return error.isEmpty() ? std::move(w) : nullptr;
}

// A game's smallest table at 1280×720, a person against computers, in projector mode (F8).
std::unique_ptr<app::MainWindow> smallestTableInProjectorMode(const QString& gameId,
                                                              std::uint64_t seed,
                                                              bool nearTheEnd = false) {
  const Game* rules = findGame(gameId.toStdString());
  EXPECT_NE(rules, nullptr);
  if (!rules) return nullptr;
  auto w = projectorSizedWindow(gameId, std::max(rules->info().minPlayers, 2), 1, seed, nearTheEnd);
  if (!w) return nullptr;
  press(*w, Qt::Key_F8);
  EXPECT_TRUE(w->table()->projectorMode());
  return w->table()->projectorMode() ? std::move(w) : nullptr;
}

// Saboteur Duel, two people at one screen: each turn is handed over behind a cover.
Scenario twoPeopleAtOneScreen() {
  Scenario s;
  s.game = "saboteur-duel";
  s.options["players"] = 2;
  s.players = {PlayerSpec{"Sara", "human", ""}, PlayerSpec{"Reza", "human", ""}};
  s.seed = 3;
  return s;
}

// In Persian (right to left) with three seats, and in English (left to right) with six, whose
// other seats' cards are the smallest on any Zirkhaki table.
class ProjectorReadable : public ::testing::TestWithParam<std::pair<const char*, int>> {};

TEST_P(ProjectorReadable, F8MakesEveryCardAndSidePanelLineReadableFromTheBackAt1280x720) {
  const auto [language, players] = GetParam();
  uiApp(language);
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/projector-read"));
  w.setScripted(true);
  w.resize(1280, 720);
  w.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(players, false, 11)).isEmpty());
  // Every seat banks a treasure or two, so the fields hold cards too.
  for (int i = 0; i < 2 * players; ++i) {
    playUntilTreasure(w);
    if (HasFatalFailure()) return;
    press(w, Qt::Key_B);
  }
  playUntilTreasure(w);
  if (HasFatalFailure()) return;
  ASSERT_EQ(w.height(), 720);

  // At the desktop's sizes the cards' words are smaller than a class can read: the measure can
  // fail.
  const Measured before = measureCards(w);
  ASSERT_GT(before.cards, 3);
  EXPECT_LT(before.smallest, kTall);
  EXPECT_FALSE(w.table()->findChild<QLabel*>("lastMove")->isVisible());

  press(w, Qt::Key_F8);
  ASSERT_TRUE(windowAction(w, "projectorAction")->isChecked());
  ASSERT_TRUE(w.table()->projectorMode());
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  QTest::qWait(50);  // the new layout (the banner takes its room above the table)

  const Measured after = measureCards(w);
  EXPECT_GE(after.cards, before.cards);
  EXPECT_GE(after.smallest, kTall) << after.smallestText.toStdString();

  // Every line of the side panel: labels, buttons and the log's lines.
  QWidget* side = w.table()->findChild<QWidget*>("sidePanel");
  ASSERT_TRUE(side);
  int lines = 0;
  for (QLabel* l : side->findChildren<QLabel*>()) {
    if (!l->isVisible() || l->text().isEmpty()) continue;
    ++lines;
    EXPECT_GE(QFontInfo(l->font()).pixelSize(), kTall) << l->objectName().toStdString();
  }
  for (QPushButton* b : side->findChildren<QPushButton*>()) {
    if (!b->isVisible()) continue;
    ++lines;
    EXPECT_GE(QFontInfo(b->font()).pixelSize(), kTall) << b->objectName().toStdString();
  }
  ui::GameLog& log = w.table()->log();
  ASSERT_GT(log.count(), 2);
  for (int i = 0; i < log.count(); ++i) {
    ++lines;
    EXPECT_GE(QFontInfo(log.item(i)->font()).pixelSize(), kTall) << i;
    EXPECT_GE(QFontMetrics(log.item(i)->font()).height(), kTall) << i;
  }
  EXPECT_GT(lines, 5);

  // The last move written large above the table: the log's last shared line.
  auto* last = w.table()->findChild<QLabel*>("lastMove");
  ASSERT_TRUE(last);
  EXPECT_TRUE(last->isVisible());
  EXPECT_FALSE(last->text().isEmpty());
  EXPECT_EQ(last->text(), w.table()->lastMoveText());
  EXPECT_TRUE(log.lines().contains(ui::withoutIsolates(last->text())));
  EXPECT_GE(QFontInfo(last->font()).pixelSize(), 2 * kTall - 6);

  // Slower cards and thicker outlines.
  EXPECT_GT(ui::CardItem::emphasis(), 1.0);

  // F8 again: back to the desktop's sizes, the banner gone.
  press(w, Qt::Key_F8);
  EXPECT_FALSE(w.table()->projectorMode());
  EXPECT_FALSE(last->isVisible());
  EXPECT_EQ(ui::CardItem::emphasis(), 1.0);
  EXPECT_LT(measureCards(w).smallest, kTall);
}

INSTANTIATE_TEST_SUITE_P(Projector, ProjectorReadable,
                         ::testing::Values(std::make_pair("fa", 3), std::make_pair("en", 6)));

// Up to `moves` random moves of whoever is to play (the computers play their own turns), never the
// one that could end a short game (its summary would cover the table), then F8: the table settled
// in projector mode's layout.
void playThenPressF8(app::MainWindow& w, int moves) {
  Rng rng(9);
  for (int step = 0; step < moves; ++step) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    if (aMoveEndsTheGame(w.table()->controller().state())) break;
    if (!playRandomMove(*w.table(), rng)) break;
  }
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  press(w, Qt::Key_F8);
  ASSERT_TRUE(w.table()->projectorMode());
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  QTest::qWait(50);  // the new layout (the banner takes its room above the table)
}

// Every registered table's face painter keeps projector mode's floor: with each game's largest
// table (the smallest cards) at 1280×720, a few moves in, every word and number on every face-up
// card is painted at least 1/40 of the screen high once F8 is pressed.
TEST(Projector, EveryGamesCardsAreReadableFromTheBackAt1280x720) {
  uiApp("fa");
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    const std::string game = entry.gameId.toStdString();
    SCOPED_TRACE(game);
    const Game* rules = findGame(game);
    ASSERT_NE(rules, nullptr);
    const int players = std::min(rules->info().maxPlayers, 6);
    const auto window = projectorSizedWindow(entry.gameId, players, players, 3);
    ASSERT_TRUE(window);
    app::MainWindow& w = *window;
    playThenPressF8(w, 24);
    if (HasFatalFailure()) return;
    const Measured m = measureCards(w, false);
    EXPECT_GT(m.cards, 2);
    EXPECT_GE(m.smallest, kTall) << m.smallestText.toStdString();
    press(w, Qt::Key_F8);
  }
}

// Every word on the felt (the seats' names and scores, the piles' names, the counts) of each
// game's smallest and largest table at 1280×720, a few moves in, once F8 is pressed:
//   - it is never smaller than on the desktop, and the seats' names reach the floor of 1/40 of
//     the screen (they were 11–16 px);
//   - its words fit the box it paints (a pill, a badge or its place), and that box stays in the
//     place the game gave it: grown words would cover the neighbours laid out around it. A count
//     badge may grow, but only down and toward its pile's middle, not over the name above it;
//   - no two labels' boxes overlap.
// In Persian and in English (whose words are longer: "Discard pile").
class ProjectorWordsOnTheFelt : public ::testing::TestWithParam<const char*> {};

TEST_P(ProjectorWordsOnTheFelt, GrowWithinTheirPlacesAt1280x720) {
  uiApp(GetParam());
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    const Game* rules = findGame(entry.gameId.toStdString());
    ASSERT_NE(rules, nullptr);
    for (int players :
         {std::max(rules->info().minPlayers, 2), std::min(rules->info().maxPlayers, 6)}) {
      SCOPED_TRACE(entry.gameId.toStdString() + " " + std::to_string(players));
      const auto window = projectorSizedWindow(entry.gameId, players, 1, 3);
      ASSERT_TRUE(window);
      app::MainWindow& w = *window;
      playThenPressF8(w, 12);
      if (HasFatalFailure()) return;
      const double scale = w.table()->view().transform().m11();
      const int floor = ui::CardArt::minimumTextPixels();
      ASSERT_EQ(floor, kTall);
      QVector<std::pair<QRectF, QString>> boxes;  // the labels' boxes, badges apart
      int labels = 0, names = 0;
      for (QGraphicsItem* item : w.table()->scene().items()) {
        auto* l = qgraphicsitem_cast<ui::LabelItem*>(item);
        if (!l || !l->isVisible() || l->text().isEmpty()) continue;
        ++labels;
        const std::string text = l->text().toStdString();
        const ui::LabelItem::Shown shown = l->shown(scale);
        const double pixels = shown.font.pixelSize();
        EXPECT_GE(pixels, l->pixelSize()) << text;
        const QFontMetricsF m(shown.font);
        const QRectF ink = m.tightBoundingRect(l->text());
        const QRectF place = l->rect().adjusted(-0.5, -0.5, 0.5, 0.5);
        const QRectF box = shown.box;
        const bool badge = l->style() == ui::LabelItem::Style::kBadge;
        if (badge) {
          EXPECT_GE(box.top(), place.top()) << text;  // grown down only
        } else {
          EXPECT_TRUE(place.contains(box)) << text;
        }
        if (!l->text().contains('\n') && m.horizontalAdvance(l->text()) <= box.width()) {
          EXPECT_LE(ink.height(), box.height() + 0.5) << text;
        }
        if (!badge) boxes.push_back({box, l->text()});
        // A seat's name: the seats are P1, P2, ...
        if (l->text().contains(QRegularExpression("P[1-6]"))) {
          ++names;
          EXPECT_GE(pixels * scale, floor - 0.5) << text << " " << pixels * scale << " px";
        }
      }
      EXPECT_GE(names, players) << "a seat's name on the felt for every seat";
      EXPECT_GT(labels, names);
      for (int i = 0; i < boxes.size(); ++i) {
        for (int j = i + 1; j < boxes.size(); ++j) {
          EXPECT_FALSE(boxes[i].first.adjusted(1, 1, -1, -1).intersects(boxes[j].first))
              << boxes[i].second.toStdString() << " | " << boxes[j].second.toStdString();
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Projector, ProjectorWordsOnTheFelt, ::testing::Values("fa", "en"),
                         [](const auto& info) { return std::string(info.param); });

// The words of a word-wrapped label the side panel shows cut short, or empty when it shows them
// whole: a label given less height than its text needs draws only the lines that fit.
QString cutShort(QWidget* side) {
  for (QLabel* l : side->findChildren<QLabel*>()) {
    if (!l->isVisible() || !l->wordWrap() || l->text().isEmpty()) continue;
    if (l->height() < l->heightForWidth(l->width())) {
      return l->objectName() + " " + QString::number(l->height()) + " px of " +
             QString::number(l->heightForWidth(l->width())) + ": " + l->text();
    }
  }
  return {};
}

// A side-panel label or button painted below projector mode's floor, or empty when none is.
QString tooSmall(QWidget* side) {
  for (QWidget* c : side->findChildren<QWidget*>()) {
    auto* label = qobject_cast<QLabel*>(c);
    auto* button = qobject_cast<QAbstractButton*>(c);
    const QString text = label ? label->text() : button ? button->text() : QString();
    if (!c->isVisible() || text.isEmpty()) continue;
    if (QFontInfo(c->font()).pixelSize() < kTall) {
      return c->objectName() + " " + QString::number(QFontInfo(c->font()).pixelSize()) +
             " px: " + text;
    }
  }
  return {};
}

// A pixel of ink (a dark one: the panels write dark on light, their refusals in red) in the
// image's first or last column, or none.
std::optional<QPoint> inkedEdge(const QImage& image) {
  for (int y = 0; y < image.height(); ++y) {
    for (int x : {0, image.width() - 1}) {
      if (image.pixelColor(x, y).lightness() < 128) return QPoint(x, y);
    }
  }
  return std::nullopt;
}

// A word-wrapped label of a panel (the side panel, a lesson's) whose words reach its first or last
// column of pixels, or empty when none does. A widget clips its painting to itself, so ink there is
// a letter cut short: Qt paints a full wrapped line a few pixels wider than it measured it (the
// alef of "Enter را" at a line's end was lost).
QString inkAtAnEdge(QWidget* panel) {
  for (QLabel* l : panel->findChildren<QLabel*>()) {
    if (!l->isVisible() || !l->wordWrap() || l->text().isEmpty()) continue;
    if (const auto ink = inkedEdge(l->grab().toImage()))
      return l->objectName() + " at x " + QString::number(ink->x()) + ": " + l->text();
  }
  return {};
}

// Whether some of the widget's pixels are red, as the words of a refusal are painted.
bool paintsRed(QWidget* w) {
  const QImage image = w->grab().toImage();
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const QColor c = image.pixelColor(x, y);
      if (c.red() > 120 && c.green() < 70 && c.blue() < 70) return true;
    }
  }
  return false;
}

// A wrong move tried as a person tries it: a card of the hand that is not lit clicked, or else a
// card picked up for a move of two steps or more (by its main path or another way to make it) and
// a place that is not lit for it (nor a hand) clicked. The table answers on its message line; false
// when no such gesture drew an answer.
bool tryAWrongMove(ui::GameTable& t) {
  for (ui::Pile* p : t.scene().piles()) {
    if (!p->choiceArea()) continue;
    for (ui::CardItem* c : p->cards()) {
      if (c->faceUp() && !c->activatable() && clickItem(t, c) && !t.messageText().isEmpty())
        return true;
    }
  }
  // Every way to make each legal move; a card that alone is a whole move is never picked up.
  const State& state = t.controller().state();
  QVector<ui::MovePath> paths;
  for (Action a : t.controller().viewerLegal()) {
    const QString text = QString::fromStdString(state.actionText(a));
    paths << t.moves()->pathOf(text) << t.moves()->aliasesOf(text);
  }
  for (const ui::MovePath& path : paths) {
    if (path.size() < 2 || path[0].kind != ui::MoveStep::Kind::kCard ||
        paths.contains(ui::MovePath{path[0]})) {
      continue;
    }
    ui::CardItem* card = cardWithFace(t, path[0].card);
    if (!card || !clickItem(t, card)) continue;
    for (ui::Pile* p : t.scene().piles()) {
      if (p->parentItem() || !p->isVisible() || p->choiceArea() ||
          t.chooser()->isChoice(ui::MoveStep::ofPlace(p->key()))) {
        continue;
      }
      if (clickPile(t, p) && !t.messageText().isEmpty()) return true;
    }
    pressKey(t, Qt::Key_Escape);
  }
  return false;
}

// The log's line whose words reach the first or last column of its viewport, or empty: as with
// a label, ink there is a letter cut short.
QString inkAtTheLogsEdge(QWidget* side) {
  auto* log = side->findChild<ui::GameLog*>();
  if (!log || !log->isVisible()) return {};
  const auto ink = inkedEdge(log->viewport()->grab().toImage());
  if (!ink) return {};
  const QListWidgetItem* line = log->itemAt(*ink);
  return "the log at x " + QString::number(ink->x()) + ": " + (line ? line->text() : QString());
}

// Everything wrong with the side panel's words now, or empty: a label squeezed below the height
// its words need, a letter cut at a line's end, and in projector mode a label below its size.
std::string sidePanelFaults(QWidget* side, bool projector) {
  QStringList faults = {cutShort(side), projector ? tooSmall(side) : QString(), inkAtAnEdge(side),
                        inkAtTheLogsEdge(side)};
  faults.removeAll(QString());
  return faults.join("; ").toStdString();
}

// A person's turns at a game's table at 1280×720 against a computer, the side panel checked on
// each: before a move, with a wrong move's refusal on the message line, and on the first turns
// with the hint (H) and its advice showing too.
void playCheckingTheSidePanel(app::MainWindow& w, bool projector) {
  QWidget* side = w.table()->findChild<QWidget*>("sidePanel");
  ASSERT_TRUE(side);
  Rng rng(4);
  int turns = 0, refusals = 0;
  for (int step = 0; step < 12; ++step) {
    ASSERT_TRUE(waitUntil([&] {
      return w.table()->isSettled() &&
             (w.table()->controller().state().isTerminal() ||
              w.table()->controller().isHuman(w.table()->controller().state().currentPlayer()));
    }));
    QTest::qWait(20);  // the side panel's new layout
    const auto legal = w.table()->controller().viewerLegal();
    if (legal.empty() || w.table()->controller().state().isTerminal()) break;
    ++turns;
    EXPECT_EQ(sidePanelFaults(side, projector), "") << "turn " << turns;
    EXPECT_TRUE(w.table()->messageText().isEmpty()) << "turn " << turns;
    const std::unique_ptr<State> before = w.table()->controller().state().clone();
    if (tryAWrongMove(*w.table())) {
      ++refusals;
      QTest::qWait(20);
      EXPECT_EQ(sidePanelFaults(side, projector), "") << "refused, turn " << turns;
      EXPECT_TRUE(paintsRed(w.table()->findChild<QLabel*>("message"))) << "turn " << turns;
      pressKey(*w.table(), Qt::Key_Escape);
    }
    ASSERT_TRUE(w.table()->controller().state().equals(*before)) << "a wrong move was made";
    // The refusal still showing: with the hint's advice too, every word whole (Saboteur's panel
    // needs projector mode's tighter spacing for this), and the side-panel button it lights at
    // the panel's size.
    if (turns <= 2) {
      auto* hint = w.table()->findChild<ui::HintPanel*>();
      ASSERT_TRUE(hint);
      pressKey(*w.table(), Qt::Key_H);
      ASSERT_TRUE(waitUntil([&] { return !hint->thinking() && !hint->hintedAction().isEmpty(); }));
      QTest::qWait(20);
      EXPECT_EQ(sidePanelFaults(side, projector), "") << "hinted, turn " << turns;
    }
    ASSERT_TRUE(playRandomMove(*w.table(), rng));
  }
  EXPECT_GT(turns, 3);
  EXPECT_GT(refusals, 1);
  EXPECT_EQ(w.size(), QSize(1280, 720));
}

// At 1280×720 in projector mode (the largest side-panel text), on every turn of a person playing a
// computer, every label of the side panel (the status, the hint, the game's own lines) is shown
// whole, none squeezed below the height its words need, no letter cut at a line's end, and at
// projector mode's size (a crowded panel once cost Saboteur's hint its last line, and a refusal
// was painted in the application's smaller font). Each game's smallest table.
TEST(Projector, EveryGamesSidePanelShowsItsWordsWholeAt1280x720) {
  uiApp("fa");
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    const auto window = smallestTableInProjectorMode(entry.gameId, 5);
    ASSERT_TRUE(window);
    playCheckingTheSidePanel(*window, true);
  }
}

// The same on the desktop, where the lines are as full: Sabokbaz's hint lost the alef of
// "Enter را" at its third line's end.
TEST(Projector, EveryGamesSidePanelShowsItsWordsWholeOnTheDesktop) {
  uiApp("fa");
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    const Game* rules = findGame(entry.gameId.toStdString());
    ASSERT_NE(rules, nullptr);
    const auto window =
        projectorSizedWindow(entry.gameId, std::max(rules->info().minPlayers, 2), 1, 5);
    ASSERT_TRUE(window);
    ASSERT_FALSE(window->table()->projectorMode());
    playCheckingTheSidePanel(*window, false);
  }
}

// The teacher's "every hand" mark over the table reads from the back too: turned on before
// projector mode (it follows the switch) and on again after, its words are at least 1/40 of the
// screen high, bold, across the table's width, in room of its own above the table.
TEST(Projector, TheTeachersEveryHandMarkReadsFromTheBack) {
  uiApp("fa");
  const auto window = projectorSizedWindow("zirkhaki", 3, 1, 5);
  ASSERT_TRUE(window);
  app::MainWindow& w = *window;
  QAction* everyHand = windowAction(w, "everyHandAction");
  ASSERT_TRUE(everyHand);
  everyHand->trigger();
  auto* mark = ui::EveryHandMark::of(w.table());
  ASSERT_TRUE(mark && mark->isVisible());
  const int desktop = QFontInfo(mark->font()).pixelSize();
  press(w, Qt::Key_F8);
  ASSERT_TRUE(w.table()->projectorMode());
  EXPECT_GE(QFontInfo(mark->font()).pixelSize(), kTall) << "desktop " << desktop;
  EXPECT_TRUE(QFontInfo(mark->font()).bold());
  EXPECT_EQ(mark->width(), w.table()->view().width());
  EXPECT_GE(mark->height(), mark->heightForWidth(mark->width()));
  // Dark red behind its words (a child of the view once took the view's white base instead).
  const QColor behind = mark->grab().toImage().pixelColor(3, 3);
  EXPECT_GT(behind.red(), 2 * behind.green()) << behind.name().toStdString();
  // The table is fitted below the mark, which covers none of it.
  QWidget* viewport = w.table()->view().viewport();
  EXPECT_GT(viewport->geometry().top(), mark->geometry().bottom());
  everyHand->trigger();
  EXPECT_FALSE(mark->isVisible());
  EXPECT_LT(viewport->geometry().top(), mark->height());  // the room goes with it
  everyHand->trigger();
  EXPECT_GE(QFontInfo(mark->font()).pixelSize(), kTall);
  EXPECT_GT(viewport->geometry().top(), mark->geometry().bottom());
}

// The end of a game in projector mode: the result is shown in the side panel's size (the
// title larger still), whole within the 1280×720 window. Every table, a person against computers.
TEST(Projector, TheEndOfTheGameReadsFromTheBack) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(true);
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(entry.gameId.toStdString());
    const auto window = smallestTableInProjectorMode(entry.gameId, 8, true);
    ASSERT_TRUE(window);
    app::MainWindow& w = *window;
    Rng rng(2);
    ui::EndDialog* end = nullptr;
    for (int step = 0; step < 5000 && !end; ++step) {
      ASSERT_TRUE(waitUntil([&] {
        end = w.table()->findChild<ui::EndDialog*>();
        return end || w.table()->isSettled();
      }));
      if (end) break;
      playRandomMove(*w.table(), rng);
    }
    ASSERT_TRUE(end);
    ASSERT_TRUE(waitUntil([&] { return end->isVisible(); }));
    auto* title = end->findChild<QLabel*>("endTitle");
    ASSERT_TRUE(title && end->table());
    EXPECT_GE(QFontInfo(title->font()).pixelSize(), kTall * 4 / 3);
    EXPECT_GE(QFontInfo(end->table()->font()).pixelSize(), kTall);
    EXPECT_EQ(inkAtAnEdge(end).toStdString(), "");  // the result's words whole
    // One line a row (no cell wraps), and the chart of a match of rounds gets the room left, not
    // just its minimum: its legend, axes and labels take six lines of its height.
    const int line = QFontMetrics(end->table()->font()).height();
    EXPECT_GE(end->table()->rowHeight(0), line);
    EXPECT_LT(end->table()->rowHeight(0), 2 * line);
    if (end->chart()) {
      EXPECT_GE(end->chart()->height(), 9 * line);
    }
    EXPECT_LE(end->frameGeometry().height(), w.height());
    end->close();
  }
  ui::GameTable::setShowEndDialog(false);
}

// A lesson on a 1280×720 projector: its panel beside the table reads from the back in projector
// mode like the side panel (it kept the desktop's size), shows the step's words whole, and the
// window keeps its size. One lesson of every registered table.
TEST(Projector, ALessonReadsFromTheBackAndLeavesTheTableItsRoom) {
  uiApp("fa");
  QStringList gamesSeen;
  int refusalsShown = 0;
  for (const app::LessonEntry& e : app::LessonCatalog::all()) {
    if (gamesSeen.contains(e.gameId) || !ui::TableRegistry::instance().has(e.gameId)) continue;
    gamesSeen << e.gameId;
    SCOPED_TRACE(e.path.toStdString());
    app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/projector-lesson"));
    w.setScripted(true);
    w.resize(1280, 720);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    ASSERT_EQ(w.startLesson(e.path), QString());
    press(w, Qt::Key_F8);
    ASSERT_TRUE(w.table()->projectorMode());
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    QTest::qWait(50);
    EXPECT_EQ(w.size(), QSize(1280, 720));

    QWidget* side = w.table()->findChild<QWidget*>("sidePanel");
    auto* panel = w.table()->findChild<QWidget*>("lessonPanel");
    ASSERT_TRUE(side && panel);
    EXPECT_FALSE(side->isAncestorOf(panel));
    EXPECT_EQ(panel->width(), side->width());
    EXPECT_GE(w.table()->view().width(), 0.45 * w.width());

    auto* title = panel->findChild<QLabel*>("lessonTitle");
    auto* words = panel->findChild<QLabel*>("lessonWords");
    ASSERT_TRUE(title && words);
    ASSERT_FALSE(words->text().isEmpty());
    EXPECT_GE(QFontInfo(title->font()).pixelSize(), kTall);
    EXPECT_GE(QFontInfo(words->font()).pixelSize(), kTall);
    EXPECT_EQ(inkAtAnEdge(panel).toStdString(), "");
    // The words on screen: whole, or (a very long step, as in Rivals' auction example) ten lines
    // and more, the rest a scroll away.
    const QRect shown = words->visibleRegion().boundingRect();
    const int lines = QFontMetrics(words->font()).lineSpacing();
    EXPECT_GT(words->height(), lines);
    EXPECT_GE(shown.height(), std::min(words->height(), 10 * lines))
        << shown.height() << " px of " << words->height();
    if (shown.height() < words->height()) {
      auto* scroll = panel->findChild<QScrollArea*>();
      ASSERT_TRUE(scroll);
      EXPECT_TRUE(scroll->verticalScrollBar()->isVisible());
    }
    auto* next = panel->findChild<QPushButton*>("lessonNext");
    ASSERT_TRUE(next);
    if (next->isVisible()) {
      EXPECT_TRUE(w.rect().contains(QRect(next->mapTo(&w, QPoint(0, 0)), next->size())));
    }
    // A move made before the step is read is refused in the panel, in red, at the panel's size.
    auto* hint = panel->findChild<QLabel*>("lessonHint");
    ASSERT_TRUE(hint);
    const auto legal = w.table()->controller().viewerLegal();
    if (next->isVisible() && !legal.empty()) {
      const std::string move = w.table()->controller().state().actionText(legal.front());
      ASSERT_TRUE(clickPathOf(*w.table(), QString::fromStdString(move))) << move;
      ASSERT_TRUE(waitUntil([&] { return hint->isVisible(); })) << move;
      ++refusalsShown;
      EXPECT_GE(QFontInfo(hint->font()).pixelSize(), kTall) << hint->text().toStdString();
      EXPECT_TRUE(paintsRed(hint)) << hint->text().toStdString();
      EXPECT_EQ(inkAtAnEdge(panel).toStdString(), "");
    }
  }
  EXPECT_FALSE(gamesSeen.isEmpty());
  EXPECT_GT(refusalsShown, 0);
}

TEST(Projector, IsRememberedAndSlowsTheCards) {
  uiApp("en");
  {
    app::AppSettings s = quietSettings();
    s.animationPercent = 100;
    s.projectorMode = false;
    s.save();
    app::MainWindow w(s, app::Autosave(scratchDir() + "/projector-remember"));
    w.show();
    ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
    EXPECT_EQ(w.table()->scene().animator().speedPercent(), 100);
    press(w, Qt::Key_F8);
    EXPECT_TRUE(w.table()->projectorMode());
    EXPECT_EQ(w.table()->scene().animator().speedPercent(), 150);
  }
  const app::AppSettings again = app::AppSettings::load();
  EXPECT_TRUE(again.projectorMode);
  app::MainWindow w(again, app::Autosave(scratchDir() + "/projector-remember2"));
  EXPECT_TRUE(windowAction(w, "projectorAction")->isChecked());
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  EXPECT_TRUE(w.table()->projectorMode());
  EXPECT_EQ(w.table()->scene().animator().speedPercent(), again.animationPercent * 3 / 2);
  w.setProjectorMode(false);
  EXPECT_FALSE(app::AppSettings::load().projectorMode);
}

TEST(RulesPanel, F7ShowsTheRulesOfTheGameBesideTheTableInTheUiLanguage) {
  for (const char* language : {"fa", "en"}) {
    SCOPED_TRACE(language);
    uiApp(language);
    app::AppSettings s = quietSettings();
    s.rulesPanel = false;
    app::MainWindow w(s, app::Autosave(scratchDir() + "/rules-panel"));
    w.resize(1280, 720);
    w.show();
    ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
    app::RulesPanel* panel = w.rulesPanel();
    ASSERT_TRUE(panel);
    EXPECT_FALSE(panel->isVisible());
    press(w, Qt::Key_F7);
    ASSERT_TRUE(panel->isVisible());
    EXPECT_TRUE(windowAction(w, "rulesPanelAction")->isChecked());
    EXPECT_FALSE(panel->isFloating());
    EXPECT_FALSE(panel->isModal());
    // Beside the table, both in sight.
    const QRect table(w.table()->mapTo(&w, QPoint(0, 0)), w.table()->size());
    const QRect rules(panel->mapTo(&w, QPoint(0, 0)), panel->size());
    EXPECT_FALSE(table.intersects(rules));
    EXPECT_GT(w.table()->width(), rules.width());
    // The rule text of this game in this language (the file the Help shows).
    QFile f(QString(":/rules/zirkhaki.%1.md").arg(language));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString first = QString::fromUtf8(f.readLine()).remove('#').trimmed();
    EXPECT_TRUE(panel->browser()->toPlainText().contains(first)) << first.toStdString();
    EXPECT_TRUE(app::AppSettings::load().rulesPanel);
    press(w, Qt::Key_F7);
    EXPECT_FALSE(panel->isVisible());
    EXPECT_FALSE(app::AppSettings::load().rulesPanel);
  }
}

TEST(RulesPanel, IsRememberedAndFollowsTheTable) {
  uiApp("en");
  app::AppSettings s = quietSettings();
  s.rulesPanel = true;
  app::MainWindow w(s, app::Autosave(scratchDir() + "/rules-remember"));
  w.setScripted(true);
  w.show();
  EXPECT_FALSE(w.rulesPanel()->isVisible());  // the chooser: no game, no rules
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  EXPECT_TRUE(w.rulesPanel()->isVisible());
  EXPECT_EQ(w.rulesPanel()->gameId(), "zirkhaki");
  EXPECT_FALSE(w.rulesPanel()->browser()->toPlainText().isEmpty());
  w.mayLeaveFor(QString());
  windowAction(w, "leaveAction")->trigger();
  EXPECT_FALSE(w.rulesPanel()->isVisible());
}

// The odds come only from what the seat on screen may know. For Zirkhaki the unseen cards are
// exactly the deck, so the chance that the next draw busts can be checked against the engine's
// own full state: how many of the deck's cards have a suit already in the treasure zone.
TEST(Odds, F6ShowsTheExactChanceThatTheNextDrawBusts) {
  uiApp("en");
  app::MainWindow w(quietSettings(), app::Autosave(scratchDir() + "/odds"));
  w.setScripted(true);
  w.resize(1280, 720);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(3, false, 5)).isEmpty());
  auto* odds = w.table()->findChild<QLabel*>("odds");
  ASSERT_TRUE(odds);
  EXPECT_FALSE(odds->isVisible());  // off for play
  EXPECT_FALSE(windowAction(w, "oddsAction")->isChecked());
  press(w, Qt::Key_F6);
  ASSERT_TRUE(odds->isVisible());
  int counted = 0, certain = 0;
  for (int round = 0; round < 6; ++round) {
    playUntilTreasure(w);
    if (HasFatalFailure()) return;
    const Json all = w.table()->controller().state().gameJson();
    QSet<QString> inPlay;
    for (const Json& c : all["play_area"])
      inPlay << QString::fromStdString(c.get<std::string>()).section('-', 0, 0);
    int bust = 0;
    for (const Json& c : all["deck"])
      if (inPlay.contains(QString::fromStdString(c.get<std::string>()).section('-', 0, 0))) ++bust;
    const int deck = static_cast<int>(all["deck"].size());
    const Json mine = w.table()->controller().observation();
    if (!mine.value("known_deck_top", Json::array()).empty()) {
      // The astrolabe showed the seat the top card: a certainty, told as one.
      ++certain;
      const bool busts = inPlay.contains(
          QString::fromStdString(mine["known_deck_top"][0].get<std::string>()).section('-', 0, 0));
      EXPECT_TRUE(odds->text().contains(busts ? "next draw busts: the astrolabe"
                                              : "next draw is safe: the astrolabe"))
          << odds->text().toStdString();
    } else {
      ++counted;
      const QString expected = QString("busts with %1 of the %2 unseen cards (%3%)")
                                   .arg(bust)
                                   .arg(deck)
                                   .arg(qRound(100.0 * bust / deck));
      EXPECT_TRUE(odds->text().contains(expected))
          << odds->text().toStdString() << " / " << expected.toStdString();
    }
    // Bank by its key, and play on to the next treasure.
    const std::size_t moves = w.table()->controller().record().actions().size();
    ASSERT_FALSE(w.table()->coverShown());
    ASSERT_TRUE(w.table()->controller().viewerToAct());
    press(w, Qt::Key_B);
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    ASSERT_EQ(w.table()->controller().record().actions().size(), moves + 1);
  }
  EXPECT_GT(counted, 2);
  press(w, Qt::Key_F6);
  EXPECT_FALSE(odds->isVisible());
}

}  // namespace
// The hand-over cover on a shared screen, in projector mode: at 1280×720 and on a larger
// projector, its message is twice the side panel's size and its button's words the panel's (both
// had kept the desktop's sizes: a style sheet set their colours), white on the felt, and whole.
TEST(Projector, TheHandOverCoverGrowsWithTheSidePanel) {
  uiApp("fa");
  app::AppSettings settings = quietSettings();
  settings.confirmPrivateViews = true;  // two people at one screen: the cover comes up
  app::MainWindow w(settings, app::Autosave(scratchDir() + "/projector-cover"));
  w.setScripted(true);
  w.resize(1280, 720);
  w.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
  ASSERT_EQ(w.openScenario(twoPeopleAtOneScreen()).toStdString(), "");
  press(w, Qt::Key_F8);
  ASSERT_TRUE(w.table()->projectorMode());
  Rng rng(1);
  for (int i = 0; i < 50 && !w.table()->coverShown(); ++i) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    playRandomMove(*w.table(), rng);
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  }
  ASSERT_TRUE(w.table()->coverShown());
  auto* text = w.table()->findChild<QLabel*>("coverText");
  auto* button = w.table()->findChild<QPushButton*>("coverButton");
  ASSERT_TRUE(text && button);
  for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
    w.resize(size);
    QCoreApplication::processEvents();
    ASSERT_EQ(w.table()->window()->height(), size.height());
    SCOPED_TRACE(size.height());
    const int panel = QFontInfo(w.table()->panelFont()).pixelSize();
    EXPECT_GE(panel, (size.height() + 39) / 40);
    EXPECT_GE(QFontInfo(text->font()).pixelSize(), 2 * panel);
    EXPECT_GE(QFontInfo(button->font()).pixelSize(), panel);
    EXPECT_GE(button->height(), QFontMetrics(button->font()).height());
    const QFontMetrics words(button->font());
    EXPECT_GE(button->width(), words.horizontalAdvance(button->text()) + words.height());
    // White words on the dark felt.
    const QImage image = text->grab().toImage();
    int white = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        if (image.pixelColor(x, y).lightness() > 230) ++white;
    EXPECT_GT(white, 100);
    EXPECT_LT(image.pixelColor(0, 0).lightness(), 80);
  }
}

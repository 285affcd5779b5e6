// Issue 15: at 1366×768 a Rivals table of 2, 3 or 4 seats shows every card's number at least 14 px
// high. The number is measured as painted on screen: the table is drawn into an image through its
// view, and the rows of the number's ink are counted inside each card's index cartouche (where the
// face painter writes it), for every numbered card in the display and in every seat's columns.
#include <gtest/gtest.h>

#include <QImage>
#include <cmath>

#include "rivals_table_support.h"
#include "ui/rivals/rivals_card_faces.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsCardFaces;

namespace {

// `players` seats; after six reveals the seat to act wins an auction and lays out three columns,
// then three more cards come out into the display.
Scenario midGame(int players) {
  Json setup = Json::parse(R"({"first": 0,
        "deck_top": ["red-2", "red-3", "red-10", "blue-5", "blue-8", "green-4", "white-7",
                     "yellow-9", "white-6", "green-10"]})");
  const Json wagers = Json::parse(
      R"([["yellow", "blue"], ["white", "green"], ["red", "yellow"], ["blue", "white"]])");
  setup["starting_wagers"] = Json::array();
  for (int i = 0; i < players; ++i) setup["starting_wagers"].push_back(wagers[i]);
  Scenario s = rivalsScenario(players, false, 5, setup);
  for (int i = 0; i < 6; ++i) s.actions.push_back("reveal");
  s.actions.push_back("bid 1");
  for (int i = 1; i < players; ++i) s.actions.push_back("pass");
  for (const char* a : {"take red-2", "take red-3", "take red-10", "take blue-5", "take blue-8",
                        "take green-4", "done", "reveal", "reveal"})
    s.actions.push_back(a);
  return s;
}

// The rows of `box` (device pixels of `image`) that hold the number's ink: dark pixels, counted
// inside the cartouche's frame (its outer line is ink too, its inner line a dark tint).
int inkRows(const QImage& image, const QRectF& box) {
  const double inset = box.width() * 0.08;
  const QRectF inner = box.adjusted(inset, inset, -inset, -inset);
  const QRect r =
      QRect(QPoint(int(std::ceil(inner.left())), int(std::ceil(inner.top()))),
            QPoint(int(std::floor(inner.right())) - 1, int(std::floor(inner.bottom())) - 1))
          .intersected(image.rect());
  int first = -1, last = -1;
  for (int y = r.top(); y <= r.bottom(); ++y) {
    for (int x = r.left(); x <= r.right(); ++x) {
      if (image.pixelColor(x, y).lightness() < 100) {
        if (first < 0) first = y;
        last = y;
        break;
      }
    }
  }
  return first < 0 ? 0 : last - first + 1;
}

// The number's height on screen: the taller of the two corners (a neighbour may cover one).
int numberPixels(ui::TableView& view, const QImage& image, ui::CardItem* card) {
  const QRectF scene = card->sceneBoundingRect();
  int best = 0;
  for (int corner = 0; corner < 2; ++corner) {
    const QRectF box = view.mapFromScene(RivalsCardFaces::indexRect(scene, corner)).boundingRect();
    best = std::max(best, inkRows(image, box));
  }
  return best;
}

class RivalsReadability : public ::testing::TestWithParam<std::tuple<const char*, int>> {
 protected:
  void SetUp() override { uiApp(std::get<0>(GetParam())); }
  void TearDown() override { uiApp("fa"); }
};

TEST_P(RivalsReadability, EveryNumberIsAtLeastFourteenPixelsHighAt1366x768) {
  const int players = std::get<1>(GetParam());
  // The app's window at 1366×768 keeps 740 px under its menu bar for the table page.
  auto t = makeRivalsTable(midGame(players), QSize(1366, 740));
  ASSERT_TRUE(settle(*t));
  ui::TableView& view = t->view();
  const QImage image = view.viewport()->grab().toImage();
  // RIVALS_SHOT=file.png keeps the image that was measured, to look at.
  if (qEnvironmentVariableIsSet("RIVALS_SHOT")) image.save(qEnvironmentVariable("RIVALS_SHOT"));
  auto& scene = t->gameScene();
  QVector<ui::CardItem*> cards = scene.display()->cards();
  for (int seat = 0; seat < players; ++seat) {
    for (int c = 0; c < ui::rivals::kColors; ++c) cards += scene.expedition(seat, c)->cards();
  }
  int numbered = 0, smallest = 1000;
  for (ui::CardItem* card : cards) {
    const QString id = ui::rivals::RivalsTexts::cardIdOfArt(card->face());
    if (!card->faceUp() || RivalsCardFaces::indexText(id).isEmpty()) continue;  // wagers
    ++numbered;
    const int px = numberPixels(view, image, card);
    smallest = std::min(smallest, px);
    EXPECT_GE(px, 14) << id.toStdString() << " in " << card->pile()->key().zone;
  }
  std::printf("%s, %d seats at 1366x740: the smallest card number is %d px high (%d cards)\n",
              std::get<0>(GetParam()), players, smallest, numbered);
  EXPECT_GE(numbered, 9);  // six in Sara's columns, three in the display
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndSeats, RivalsReadability,
                         ::testing::Combine(::testing::Values("fa", "en"),
                                            ::testing::Values(2, 3, 4)));

}  // namespace

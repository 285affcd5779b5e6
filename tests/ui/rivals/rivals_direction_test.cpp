// The Rivals table's lines start on the reading side of the table's direction (issue 15): in a
// right-to-left table (Persian, or English with -reverse) the auction line, the reserve's line and
// each seat's header sit against the right of their place, in a left-to-right one against the
// left, whatever the direction of the words themselves (a Persian name leading an English line,
// English in a mirrored table). Each label is painted alone and its ink found.
#include <gtest/gtest.h>

#include <QImage>
#include <QPainter>

#include "rivals_table_support.h"
#include "ui/table/label_item.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// The label's ink, left and right, as shares of its place's width (0 = its left edge).
QPair<double, double> inkSpan(ui::LabelItem* label) {
  const QRectF place = label->rect();
  QImage image(place.size().toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  {
    QPainter p(&image);
    p.translate(-place.topLeft());
    label->paint(&p, nullptr, nullptr);
  }
  int left = image.width(), right = -1;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      if (qAlpha(image.pixel(x, y)) > 100) left = std::min(left, x), right = std::max(right, x);
    }
  }
  return {double(left) / image.width(), double(right + 1) / image.width()};
}

// Ink that starts at the reading start of `rtl` and does not fill the whole place (so the side
// it hugs says something).
void expectStartsAtTheStart(ui::LabelItem* label, bool rtl, const char* what) {
  ASSERT_FALSE(label->text().isEmpty()) << what;
  const auto [left, right] = inkSpan(label);
  SCOPED_TRACE(std::string(what) + " «" + label->text().toStdString() + "»");
  ASSERT_LT(right - left, 0.9);
  if (rtl) {
    EXPECT_GT(right, 0.95);
    EXPECT_GT(left, 0.1);
  } else {
    EXPECT_LT(left, 0.05);
    EXPECT_LT(right, 0.9);
  }
}

class RivalsDirection : public ::testing::TestWithParam<std::tuple<const char*, bool>> {
 protected:
  void TearDown() override { uiApp("fa"); }
};

TEST_P(RivalsDirection, LinesStartOnTheTablesReadingSide) {
  const auto [language, reverse] = GetParam();
  uiApp(language, reverse);
  // Each reveal hands the turn on: Ali opens an auction at 2 over four cards, Maryam is to bid.
  Scenario s = rivalsScenario(
      3, false, 4,
      Json::parse(R"({"first": 0, "deck_top": ["red-4", "blue-3", "red-2", "green-5"]})"));
  for (const char* a : {"reveal", "reveal", "reveal", "reveal", "bid 2"}) s.actions.push_back(a);
  auto t = makeRivalsTable(s, QSize(1600, 900));
  auto& scene = t->gameScene();
  const bool rtl = scene.layout().rightToLeft();
  EXPECT_EQ(rtl, t->layoutDirection() == Qt::RightToLeft);
  EXPECT_EQ(rtl, (QString(language) == "fa") != reverse);
  expectStartsAtTheStart(scene.auctionLabel(), rtl, "auction");
  expectStartsAtTheStart(scene.reserveLabel(), rtl, "reserve");
  for (int seat = 0; seat < 3; ++seat) expectStartsAtTheStart(scene.header(seat), rtl, "header");
}

// Two seats share one side of the table: their areas sit at the reading start, and the middle
// (display, stacks) right after them, not at the far edge of a wide screen.
TEST_P(RivalsDirection, TwoSeatsHaveTheMiddleBesideTheirAreas) {
  const auto [language, reverse] = GetParam();
  uiApp(language, reverse);
  auto t = makeRivalsTable(rivalsScenario(2, false, 5), QSize(1366, 768));
  auto& scene = t->gameScene();
  const bool rtl = scene.layout().rightToLeft();
  const QRectF areas = scene.area(0)->sceneBoundingRect() | scene.area(1)->sceneBoundingRect();
  QRectF middle = scene.stack(0)->slotRect();
  for (int i = 1; i < 4; ++i) middle |= scene.stack(i)->slotRect();
  middle |= scene.reserve()->slotRect();
  const double cardW = scene.stack(0)->slotRect().width();
  // The areas on the reading start's side of the middle.
  if (rtl) {
    EXPECT_GT(areas.left(), middle.right());
  } else {
    EXPECT_LT(areas.right(), middle.left());
  }
  // And near it: less than a card's width of felt between them.
  const double gap = rtl ? areas.left() - middle.right() : middle.left() - areas.right();
  EXPECT_LT(gap, cardW) << "areas " << areas.left() << ".." << areas.right() << ", middle "
                        << middle.left() << ".." << middle.right();
  // The table uses the view's height: the areas fill most of it.
  EXPECT_GT(t->view().mapFromScene(areas).boundingRect().height(), 0.8 * t->view().height());
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndDirections, RivalsDirection,
                         ::testing::Combine(::testing::Values("fa", "en"), ::testing::Bool()));

}  // namespace

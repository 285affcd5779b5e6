// The chooser's tiles are all one width, whatever their names and blurbs say. A second table is
// registered here for the test (an engine game without a table of its own yet), so this test has
// its own executable.
#include <gtest/gtest.h>

#include <QDir>
#include <QGridLayout>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSet>
#include <QSvgRenderer>
#include <QToolButton>
#include <algorithm>

#include "core/registry.h"
#include "ui/app/game_chooser.h"
#include "ui/app/raster_icon.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

TEST(Chooser, EveryTileIsOneWidth) {
  for (const char* language : {"fa", "en"}) {
    mizbazi::testing::uiApp(language);
    ui::TableEntry other;
    other.gameId = "rivals";
    other.name = [] { return QStringLiteral("R"); };
    other.blurb = [] { return QStringLiteral("Short."); };
    ui::TableRegistry::instance().add(other);
    ui::TableEntry wordy;
    wordy.gameId = "sabokbaz";
    wordy.name = [] { return QStringLiteral("A game with a long name"); };
    wordy.blurb = [] {
      return QStringLiteral(
          "A very long blurb that says a great deal about the game, far more "
          "than any other tile on this page, to push its tile wider.");
    };
    ui::TableRegistry::instance().add(wordy);
    for (int width : {700, 900, 1366, 1920}) {
      app::GameChooser chooser;
      chooser.resize(width, 700);
      chooser.show();
      QCoreApplication::processEvents();
      QList<int> widths;
      for (QWidget* tile : chooser.findChildren<QWidget*>()) {
        if (tile->objectName().startsWith("game-")) widths << tile->width();
      }
      ASSERT_GE(widths.size(), 3) << language;
      for (int w : widths) EXPECT_EQ(w, widths.first()) << language << " at " << width;
      // As many to a row as fit: all in one row on a laptop's width, two rows when narrow.
      QSet<int> rows;
      for (QWidget* tile : chooser.findChildren<QWidget*>()) {
        if (tile->objectName().startsWith("tile-")) rows << tile->mapTo(&chooser, QPoint()).y();
      }
      if (width >= 1366) {
        EXPECT_EQ(rows.size(), 1) << language << " at " << width;
      }
      if (width <= 700) {
        EXPECT_GT(rows.size(), 1) << language << " at " << width;
      }
    }
    // However many rows, the page asks for no more height than a short screen has: the tiles
    // scroll instead.
    app::GameChooser narrow;
    narrow.resize(700, 400);
    narrow.show();
    QCoreApplication::processEvents();
    EXPECT_LE(narrow.minimumSizeHint().height(), 400) << language;
  }
}

}  // namespace

// "Continue" counts the moves in the language's own way: "1 move" and "3 moves" in English (the
// source text has no translation file, EnglishPlurals gives it its plurals), Persian digits and
// one form in Persian.
TEST(Chooser, ContinueCountsTheMovesInTheLanguagesOwnWay) {
  const QMap<QString, int> kept{{"zirkhaki", 1}, {"rivals", 3}};
  auto texts = [&](const char* language) {
    mizbazi::testing::uiApp(language);
    app::GameChooser chooser;
    chooser.setKeptGames(kept);
    QStringList out;
    for (const QString id : {"zirkhaki", "rivals"}) {
      auto* b = chooser.findChild<QPushButton*>("continue-" + id);
      out << (b ? b->text() : QString());
    }
    return out;
  };
  EXPECT_EQ(texts("en"), QStringList({"Continue (1 move played)", "Continue (3 moves played)"}));
  const QStringList fa = texts("fa");
  EXPECT_EQ(fa.value(0), QString::fromUtf8("ادامه (۱\u00a0حرکت انجام شده)"));
  EXPECT_EQ(fa.value(1), QString::fromUtf8("ادامه (۳\u00a0حرکت انجام شده)"));
}

namespace {

// How far two pictures of one size differ: the largest difference of any channel at any pixel.
int largestDifference(const QImage& a, const QImage& b) {
  const QImage x = a.convertToFormat(QImage::Format_ARGB32_Premultiplied);
  const QImage y = b.convertToFormat(QImage::Format_ARGB32_Premultiplied);
  int largest = 0;
  for (int row = 0; row < x.height(); ++row) {
    for (int col = 0; col < x.width(); ++col) {
      const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
      largest = std::max({largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                          std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
    }
  }
  return largest;
}

QList<QSize> sizesOf(const QIcon& icon) {
  QList<QSize> sizes = icon.availableSizes();
  std::sort(sizes.begin(), sizes.end(),
            [](QSize a, QSize b) { return a.width() * a.height() < b.width() * b.height(); });
  return sizes;
}

QImage renderedSvg(const QString& path, QSize size) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QSvgRenderer renderer(path);
  QPainter painter(&image);
  renderer.render(&painter, QRectF(QPointF(), size));
  return image;
}

}  // namespace

// The first window decodes pictures the build rendered (:/raster) instead of rendering SVG: each
// game's card back in the chooser and the window icon, the same pictures as their SVG.
TEST(Chooser, ShowsTheCardsTheBuildRendered) {
  mizbazi::testing::uiApp("fa");
  const QStringList games = QDir(":/cards").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  int backs = 0;
  for (const QString& game : games) {
    const QString svg = ":/cards/" + game + "/back.svg";
    if (!QFile::exists(svg)) continue;
    ++backs;
    const QIcon icon = app::rasterIcon(svg);
    EXPECT_EQ(sizesOf(icon), QList<QSize>({{120, 168}, {240, 336}})) << game.toStdString();
    const QImage shown = icon.pixmap(QSize(120, 168)).toImage();
    ASSERT_EQ(shown.size(), QSize(120, 168)) << game.toStdString();
    EXPECT_LE(largestDifference(shown, renderedSvg(svg, shown.size())), 2) << game.toStdString();
    // On a screen of twice the density, the picture rendered at twice the size.
    const QImage dense = icon.pixmap(QSize(120, 168), 2.0).toImage();
    ASSERT_EQ(dense.size(), QSize(240, 336)) << game.toStdString();
    EXPECT_LE(largestDifference(dense, renderedSvg(svg, dense.size())), 2) << game.toStdString();
    EXPECT_EQ(icon.pixmap(QSize(120, 168), QIcon::Disabled).size(), QSize(120, 168));
  }
  EXPECT_GE(backs, 1);
  const QIcon window = app::rasterIcon(":/icons/mizbazi.svg");
  EXPECT_EQ(sizesOf(window), QList<QSize>({{16, 16}, {32, 32}, {64, 64}, {128, 128}}));
  EXPECT_LE(largestDifference(window.pixmap(QSize(64, 64)).toImage(),
                              renderedSvg(":/icons/mizbazi.svg", QSize(64, 64))),
            2);
  // The chooser's own tile carries the rendered card.
  app::GameChooser chooser;
  int rasterTiles = 0;
  for (QToolButton* tile : chooser.findChildren<QToolButton*>()) {
    if (tile->icon().availableSizes().contains(QSize(120, 168))) ++rasterTiles;
  }
  EXPECT_GE(rasterTiles, 1);
  // A picture the build did not render is drawn from its SVG.
  const QIcon unrendered = app::rasterIcon(":/cards/" + games.value(0) + "/coin.svg");
  EXPECT_TRUE(unrendered.availableSizes().isEmpty());
}

// The chooser lists the games in the engine's order (GameInfo::listPosition), whatever order the
// table folders were found and registered in.
TEST(Chooser, ListsTheGamesInTheEnginesOrder) {
  mizbazi::testing::uiApp("en");
  std::vector<std::string> engineOrder;
  for (const Game* g : Registry::instance().all()) {
    if (ui::TableRegistry::instance().has(QString::fromStdString(g->info().id)))
      engineOrder.push_back(g->info().id);
  }
  std::vector<std::string> shown;
  app::GameChooser chooser;
  for (const ui::TableEntry& e : ui::TableRegistry::instance().entries())
    shown.push_back(e.gameId.toStdString());
  EXPECT_GE(shown.size(), 2u);
  EXPECT_EQ(shown, engineOrder);
  // The tiles themselves stand in that order in the chooser's grid.
  std::vector<int> places;
  for (const std::string& id : shown) {
    auto* tile = chooser.findChild<QWidget*>(QString::fromStdString("tile-" + id));
    ASSERT_NE(tile, nullptr) << id;
    auto* grid = qobject_cast<QGridLayout*>(tile->parentWidget()->layout());
    ASSERT_NE(grid, nullptr) << id;
    places.push_back(grid->indexOf(tile));
  }
  EXPECT_TRUE(std::is_sorted(places.begin(), places.end()));
  EXPECT_EQ(std::adjacent_find(places.begin(), places.end()), places.end());
}

// The chooser's tiles are all one width, whatever their names and blurbs say. A second table is
// registered here for the test (an engine game without a table of its own yet), so this test has
// its own executable.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QSet>

#include "app/game_chooser.h"
#include "table/table_registry.h"
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

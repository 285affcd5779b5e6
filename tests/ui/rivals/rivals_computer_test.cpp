// A computer seat's bid at the Rivals table (issue 15): chosen after a visible pause, then shown
// on the auction line while the table still shows the auction it raises, and only then applied to
// the picture. Nothing tells the bid before the engine has it: while the computer thinks the
// status says so and nothing more, and the amount chooser (a person's) stays hidden.
#include <gtest/gtest.h>

#include "rivals_table_support.h"
#include "ui/table/label_item.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

class RivalsComputer : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("en"); }
  void TearDown() override { uiApp("fa"); }
};

TEST_F(RivalsComputer, AComputersBidIsShownDuringItsPauseAndThenApplied) {
  RivalsTable::setShowEndDialog(false);
  GameRecord record = GameRecord::fromScenario(rivalsScenario(2, true, 11));
  ui::TableOptions o;
  o.animationPercent = 100;
  o.botDelayMs = 250;
  o.confirmPrivateViews = false;
  RivalsTable t(std::move(record), o);
  t.resize(1366, 768);
  t.show();
  ui::LabelItem* line = t.gameScene().auctionLabel();
  const QStringList names = t.names();
  int seen = 0;
  for (int round = 0; round < 6; ++round) {
    // The computer thinks: the status says who, and no amount is shown anywhere.
    ASSERT_TRUE(waitUntil(
        [&] { return line->text().contains(" bids ") && line->text().endsWith(QChar(0x2026)); },
        60000))
        << line->text().toStdString();
    // Its bid is chosen and in the engine; the table shows it, but not yet as applied: the
    // picture still holds the auction before it.
    const std::string last = t.controller().record().actions().back();
    ASSERT_EQ(last.rfind("bid ", 0), 0u) << last;
    const int amount = std::stoi(last.substr(4));
    const int bidder = 1 - t.controller().state().currentPlayer();
    EXPECT_EQ(
        line->text(),
        QString("%1 bids %2…").arg(names.value(bidder), ui::rivals::RivalsTexts::coins(amount)));
    EXPECT_FALSE(t.model().auction && t.model().bid == amount && t.model().leader == bidder);
    EXPECT_FALSE(amountChooser(t)->isVisible());
    // Then the table takes it in: the auction line shows it as the bid to beat.
    ASSERT_TRUE(waitUntil([&] { return !line->text().endsWith(QChar(0x2026)); }, 20000));
    if (t.model().auction) {
      EXPECT_EQ(t.model().bid, amount);
      EXPECT_TRUE(line->text().contains(ui::rivals::RivalsTexts::coins(amount)))
          << line->text().toStdString();
    }
    ++seen;
  }
  EXPECT_EQ(seen, 6);
  t.controller().stopBots();
}

}  // namespace

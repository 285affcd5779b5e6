// Wrong tries at the Saboteur table: a path card dropped where it does not join the tunnels is
// answered with the engine's own reason in the UI's language, and nothing changes; the same
// card turned while dragged and dropped on a lit place is laid turned.
#include <gtest/gtest.h>

#include "saboteur_duel_test_support.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"

namespace mizbazi::testing {
namespace {

using ui::saboteur_duel::cellPlace;

struct Start {
  std::unique_ptr<SaboteurDuelTable> t;
  ui::CardItem* card = nullptr;
  QString id;
  QString turned;  // a legal "path <id> x y r"
};

// A duel at its first turn, and a path card in Sara's hand that may be laid turned.
Start duelWithAPathCard(std::uint64_t seed) {
  Start s;
  s.t = makeSaboteurDuelTable(saboteurDuelScenario(2, seed));
  for (const QString& a : s.t->model().legal) {
    const QStringList w = a.split(' ');
    if (w[0] != "path" || w.size() != 5) continue;
    for (ui::CardItem* c : s.t->gameScene().hand(0)->cards()) {
      if (ui::saboteur_duel::SaboteurDuelTexts::cardIdOfArt(c->face()) == w[1]) {
        s.card = c;
        s.id = w[1];
        s.turned = a;
        return s;
      }
    }
  }
  return s;
}

TEST(SaboteurDuelDrop, APathCardWhereItJoinsNothingIsRefusedWithTheEnginesReason) {
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    Start s = duelWithAPathCard(21);
    ASSERT_NE(s.card, nullptr) << "no path card to lay in this deal";
    SaboteurDuelTable& t = *s.t;
    // An empty cell of the maze far from both starts' tunnels, in view.
    ui::Pile* wrong = nullptr;
    QString text;
    for (const QPoint& at : t.gameScene().board()->cellPositions()) {
      ui::Pile* p = t.gameScene().cell(at.x(), at.y());
      text = "path " + s.id + ' ' + QString::number(at.x()) + ' ' + QString::number(at.y());
      if (p->cards().isEmpty() && !t.model().canAct(text) && !t.model().canAct(text + " r") &&
          t.gameScene().board()->showsCell(at) && std::abs(at.y()) >= 1 && at.x() >= 3) {
        wrong = p;
        break;
      }
    }
    ASSERT_NE(wrong, nullptr);
    const auto why = t.controller().whyNot(*t.controller().parse(text.toStdString()));
    ASSERT_TRUE(why.has_value());
    const QString expected =
        ui::RefusalText::translate(*why, &ui::saboteur_duel::SaboteurDuelTexts::refusal);
    const std::string before = stateJson(t.controller().state()).dump();
    SaboteurDuelPlayer player(t, false);
    ASSERT_TRUE(player.dropOn(s.card, wrong));
    ASSERT_TRUE(settle(t));
    EXPECT_EQ(t.messageText(), expected) << language;
    EXPECT_FALSE(t.messageText().isEmpty());
    if (QString(language) == "fa") {
      EXPECT_TRUE(t.messageText().contains(QChar(0x0627))) << "Persian";
    }
    EXPECT_EQ(stateJson(t.controller().state()).dump(), before);
    EXPECT_TRUE(t.controller().record().actions().empty());
    EXPECT_EQ(s.card->pile(), t.gameScene().hand(0));  // back in the hand
  }
  uiApp("fa");
}

// A drop that stands for no move at all (a sabotage on one's own tool) is answered with what the
// card is for, not a bare "not a move" (SaboteurDuelMoves::refusalFor).
TEST(SaboteurDuelDrop, ASabotageOnOnesOwnToolIsRefusedSayingWhereItGoes) {
  for (const char* language : {"en", "fa"}) {
    uiApp(language);
    std::unique_ptr<SaboteurDuelTable> t;
    ui::CardItem* sabotage = nullptr;
    for (std::uint64_t seed = 1; seed < 80 && !sabotage; ++seed) {
      t = makeSaboteurDuelTable(saboteurDuelScenario(2, seed));
      for (ui::CardItem* c : t->gameScene().hand(0)->cards())
        if (ui::saboteur_duel::SaboteurDuelTexts::cardIdOfArt(c->face()).startsWith("sabotage-"))
          sabotage = c;
    }
    ASSERT_NE(sabotage, nullptr) << "no deal gave Sara a sabotage";
    const QString id = ui::saboteur_duel::SaboteurDuelTexts::cardIdOfArt(sabotage->face());
    const int tool = static_cast<int>(ui::saboteur_duel::kTools.indexOf(id.section('-', 1)));
    SaboteurDuelPlayer player(*t, false);
    ASSERT_TRUE(player.dropOn(sabotage, t->gameScene().tool(0, tool)));
    ASSERT_TRUE(settle(*t));
    const QString expected = QCoreApplication::translate(
        "SaboteurDuelTexts", "A sabotage goes in front of your opponent, not you.");
    EXPECT_EQ(t->messageText(), expected) << language;
    EXPECT_NE(t->messageText(), ui::RefusalText::notAMove());
    EXPECT_TRUE(t->controller().record().actions().empty());
    EXPECT_EQ(sabotage->pile(), t->gameScene().hand(0));
  }
  uiApp("fa");
}

TEST(SaboteurDuelDrop, ACardTurnedWhileDraggedStraightFromTheHandIsLaidTurned) {
  uiApp("fa");
  Start s = duelWithAPathCard(21);
  ASSERT_NE(s.card, nullptr);
  SaboteurDuelTable& t = *s.t;
  const QString turned = s.turned;
  SaboteurDuelPlayer player(t, false);
  ASSERT_TRUE(player.play(turned, true)) << player.error.toStdString();
  ASSERT_TRUE(settle(t));
  ASSERT_FALSE(t.controller().record().actions().empty());
  EXPECT_EQ(QString::fromStdString(t.controller().record().actions().front()), turned);
  // The card lies in the maze with its turned picture.
  const QStringList w = turned.split(' ');
  ui::Pile* cell = t.gameScene().cell(w[2].toInt(), w[3].toInt());
  ASSERT_NE(cell->top(), nullptr);
  EXPECT_EQ(cell->top()->face(), ui::saboteur_duel::SaboteurDuelTexts::art(s.id, true));
}

}  // namespace
}  // namespace mizbazi::testing

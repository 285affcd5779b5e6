// The banners over the table say what happened, to whom and why: a troll's payment at a round's
// end (which gold card, who paid), and alone, a sabotage or rockfall drawn from the deck. Read from
// the events of random games, as the table receives them.
#include <gtest/gtest.h>

#include "saboteur_duel_random_games.h"
#include "ui/saboteur_duel/saboteur_duel_banners.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui_test_support.h"

namespace mizbazi::testing {
namespace {

using ui::saboteur_duel::SaboteurDuelBanners;
using ui::saboteur_duel::SaboteurDuelTexts;

constexpr int kTrollPaid = 6, kSoloSabotage = 9, kSoloRockfall = 11;

// Every banner a note of `code` called for in random games, with the card it named.
struct Seen {
  QString text, card, seatName;
};

QVector<Seen> bannersFor(int players, int code) {
  const QStringList names{"Sara", "Ali"};
  QVector<Seen> out;
  for (std::uint64_t seed = 1; seed <= 60 && out.size() < 3; ++seed) {
    playRandomGame(players, seed, [&](const PlayedAction& p) {
      auto cardId = [&](int c) { return QString::fromStdString(p.before.cardName(c)); };
      for (std::size_t i = 0; i < p.events.size(); ++i) {
        const Event& e = p.events[i];
        if (e.kind != EventKind::kNote || e.value != code) continue;
        const auto b = SaboteurDuelBanners::of(p.events, i, names, cardId);
        EXPECT_TRUE(b.has_value()) << seed;
        if (b) out.push_back({b->text, e.card >= 0 ? cardId(e.card) : QString(), names[e.seat]});
      }
    });
  }
  return out;
}

TEST(SaboteurDuelBanners, TellWhoPaidATrollAndWithWhat) {
  for (const char* lang : {"en", "fa"}) {
    uiApp(lang);
    const QVector<Seen> seen = bannersFor(2, kTrollPaid);
    ASSERT_FALSE(seen.isEmpty()) << "no troll was paid in 60 random games";
    for (const Seen& s : seen) {
      EXPECT_TRUE(s.text.contains(s.seatName)) << s.text.toStdString();
      EXPECT_TRUE(s.text.contains(SaboteurDuelTexts::cardName(s.card))) << s.text.toStdString();
    }
  }
  uiApp("fa");
}

TEST(SaboteurDuelBanners, TellWhatTheDeckDidAloneAndWhy) {
  uiApp("en");
  const QVector<Seen> sabotage = bannersFor(1, kSoloSabotage);
  ASSERT_FALSE(sabotage.isEmpty());
  for (const Seen& s : sabotage) {
    EXPECT_TRUE(s.text.contains(SaboteurDuelTexts::cardName(s.card))) << s.text.toStdString();
    EXPECT_TRUE(s.text.contains("Playing alone")) << s.text.toStdString();  // why
    EXPECT_TRUE(s.text.contains("breaks your")) << s.text.toStdString();    // what happened
  }
  const QVector<Seen> rockfall = bannersFor(1, kSoloRockfall);
  ASSERT_FALSE(rockfall.isEmpty());
  for (const Seen& s : rockfall) {
    EXPECT_TRUE(s.text.startsWith("Drawn: a rockfall. Playing alone it strikes at once"))
        << s.text.toStdString();
  }
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

// The Saboteur log: the shared telling holds only what everyone saw (never a card in a hand or
// what a face-down goal holds), a private telling only what its seat alone learnt; Persian
// sentences use Persian digits and never put two numbers side by side.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QSet>

#include "saboteur_duel_random_games.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_narrator.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/bidi.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

using testing::PlayedAction;
using testing::playRandomGame;

QStringList namesFor(int players, bool persian) {
  QStringList names;
  for (int s = 0; s < players; ++s) {
    names << isolate(persian ? QString("بازیکن %1").arg(QLocale().toString(s + 1))
                             : QString("Player %1").arg(s + 1));
  }
  return names;
}

struct Told {
  QVector<LogLine> shared;
  QVector<QVector<LogLine>> secret;  // per seat
  QSet<int> cardsAsked;              // cards the shared telling asked the name of
};

// Tells one action as the table does: once masked for everyone, once per seat that saw more.
Told tell(const PlayedAction& p, const QStringList& names) {
  Told t;
  Events everyone = p.events;
  maskEventsFor(everyone, -1);
  Narration n;
  n.actor = p.actor;
  n.actionText = QString::fromStdString(p.text);
  n.events = everyone;
  n.audience = -1;
  n.names = names;
  n.after = observationJson(p.after, -1);
  n.cardId = [&](int card) {
    t.cardsAsked.insert(card);
    return QString::fromStdString(p.after.cardName(card));
  };
  t.shared = SaboteurDuelNarrator::narrate(n);
  t.secret.resize(p.after.numPlayers());
  for (int seat = 0; seat < p.after.numPlayers(); ++seat) {
    Events mine = p.events;
    maskEventsFor(mine, seat);
    bool differs = false;
    for (std::size_t i = 0; i < mine.size(); ++i) differs |= mine[i].card != everyone[i].card;
    if (!differs) continue;
    Narration m = n;
    m.events = mine;
    m.audience = seat;
    m.after = observationJson(p.after, seat);
    m.cardId = [&](int card) { return QString::fromStdString(p.after.cardName(card)); };
    t.secret[seat] = SaboteurDuelNarrator::narrate(m);
  }
  return t;
}

// Card ids anyone may know in a position: face-up cards, the discard, gold, the box, sabotages.
QSet<QString> publicIds(const State& s) {
  QSet<QString> ids;
  const Json o = observationJson(s, -1);
  for (const Json& c : o["board"]) {
    if (c["card"].is_string()) ids.insert(QString::fromStdString(c["card"]));
  }
  for (const char* key : {"discard", "box"}) {
    for (const Json& c : o[key]) ids.insert(QString::fromStdString(c));
  }
  for (const char* key : {"gold_cards", "sabotages"}) {
    for (const Json& list : o[key]) {
      for (const Json& c : list) ids.insert(QString::fromStdString(c));
    }
  }
  return ids;
}

// Card ids only some seats may know: hands, and goals lying face down.
QSet<QString> secretIds(const State& s) {
  QSet<QString> ids;
  const Json all = s.gameJson();
  for (const Json& hand : all["hands"]) {
    for (const Json& c : hand) ids.insert(QString::fromStdString(c));
  }
  for (const Json& c : all["board"]) {
    if (!c["face_up"].get<bool>()) ids.insert(QString::fromStdString(c["card"]));
  }
  return ids;
}

TEST(SaboteurDuelNarrator, SharedTellingNamesNoCardInAHandAndNoFaceDownGoal) {
  testing::uiApp("en");
  int actions = 0, privateLines = 0, maps = 0;
  for (int players : {2, 1}) {
    const QStringList names = namesFor(players, false);
    for (std::uint64_t seed = 31; seed <= (players == 2 ? 40u : 36u); ++seed) {
      SCOPED_TRACE("seed " + std::to_string(seed));
      playRandomGame(players, seed, [&](const PlayedAction& p) {
        ++actions;
        const Told t = tell(p, names);
        // The names asked for are of cards everyone saw in this action.
        Events everyone = p.events;
        maskEventsFor(everyone, -1);
        QSet<int> visible;
        for (const Event& e : everyone) {
          if (e.card >= 0) visible.insert(e.card);
        }
        for (int card : t.cardsAsked) EXPECT_TRUE(visible.contains(card)) << p.text;
        // No name of a secret card that nothing public explains.
        QSet<QString> open = publicIds(p.before) + publicIds(p.after);
        for (const QString& w : QString::fromStdString(p.text).split(' ')) open.insert(w);
        for (const Event& e : everyone) {
          if (e.card >= 0) open.insert(QString::fromStdString(p.after.cardName(e.card)));
        }
        // Cards are told by name, and copies share one («Crossroads»): compare names.
        QSet<QString> openNames, hiddenNames;
        for (const QString& id : open)
          openNames.insert("«" + SaboteurDuelTexts::cardName(id) + "»");
        for (const QString& id : secretIds(p.before) + secretIds(p.after))
          hiddenNames.insert("«" + SaboteurDuelTexts::cardName(id) + "»");
        hiddenNames -= openNames;
        for (const LogLine& line : t.shared) {
          EXPECT_NE(line.kind, LogKind::kPrivate) << line.text.toStdString();
          EXPECT_FALSE(line.text.isEmpty());
          for (const QString& name : hiddenNames) {
            EXPECT_FALSE(line.text.contains(name))
                << p.text << " names a secret card: " << line.text.toStdString();
          }
        }
        // A private telling holds private lines only, and nothing of the other seat's hand.
        const Json all = p.after.gameJson();  // named: a temporary's parts would dangle
        for (int seat = 0; seat < t.secret.size(); ++seat) {
          QSet<QString> mine;  // names this seat may read: its own cards and the open ones
          for (const Json& c : all["hands"][seat])
            mine.insert("«" + SaboteurDuelTexts::cardName(QString::fromStdString(c)) + "»");
          mine += openNames;
          for (const LogLine& line : t.secret[seat]) {
            ++privateLines;
            EXPECT_EQ(line.kind, LogKind::kPrivate);
            if (players == 2) {
              const Json& other = all["hands"][1 - seat];
              for (const Json& c : other) {
                const QString name =
                    "«" + SaboteurDuelTexts::cardName(QString::fromStdString(c)) + "»";
                if (mine.contains(name)) continue;
                EXPECT_FALSE(line.text.contains(name)) << line.text.toStdString();
              }
            }
          }
        }
        if (p.text.rfind("map ", 0) == 0) {
          ++maps;
          // Only the looker is told what the goal holds.
          for (const LogLine& line : t.shared)
            EXPECT_FALSE(line.text.contains("map shows")) << line.text.toStdString();
          bool told = false;
          for (const LogLine& line : t.secret[p.actor]) told |= line.text.contains("map shows");
          EXPECT_TRUE(told);
          if (players == 2) {
            for (const LogLine& line : t.secret[1 - p.actor])
              EXPECT_FALSE(line.text.contains("map shows"));
          }
        }
      });
    }
  }
  EXPECT_GT(actions, 1000);
  EXPECT_GT(privateLines, 500);  // the draws
  EXPECT_GT(maps, 5);
}

// What a map shows goes to its player only (the scenario of tests/scenarios: goal-07, two
// nuggets, with no other goal face up).
TEST(SaboteurDuelNarrator, AMapPeekIsToldOnlyToItsPlayer) {
  testing::uiApp("en");
  const std::string file =
      std::string(MIZBAZI_SOURCE_DIR) + "/tests/scenarios/saboteur-duel/map-private-look.json";
  bool checked = false;
  testing::playScenarioFile(file, [&](const PlayedAction& p) {
    if (p.text != "map 5 2") return;
    const Told t = tell(p, namesFor(2, false));
    const QString holds = SaboteurDuelTexts::goalContent("goal-07");
    ASSERT_FALSE(t.shared.isEmpty());
    EXPECT_TRUE(t.shared[0].text.contains("looked at a face-down goal"));
    for (const LogLine& line : t.shared) EXPECT_FALSE(line.text.contains(holds));
    // Sara is told what the goal holds (and what she drew); Ali learns nothing of his own.
    ASSERT_EQ(t.secret[0].size(), 2);
    EXPECT_TRUE(t.secret[0][0].text.contains(holds)) << t.secret[0][0].text.toStdString();
    EXPECT_TRUE(t.secret[0][1].text.startsWith("You drew «")) << t.secret[0][1].text.toStdString();
    EXPECT_TRUE(t.secret[1].isEmpty());
    checked = true;
  });
  EXPECT_TRUE(checked);
}

// Round ends, troll payments, who begins next: told from the scenario files that show them.
TEST(SaboteurDuelNarrator, RoundEndsTrollPaymentsAndTheNextStarterAreTold) {
  testing::uiApp("en");
  struct Want {
    const char* file;
    QStringList parts;  // each must appear in some shared line of the file's actions
  };
  const QVector<Want> wants = {
      {"troll-bribed-opens.json", {"bribed a troll"}},
      {"troll-unpaid-without-gold.json", {"bribed a troll"}},
      {"round-end-all-markers-placed.json",
       {"Round 1 is over.", "takes the gold", "paid a troll with", "Round 2 begins.",
        "has less gold and starts"}},
      {"gold-claimed-on-reach.json", {"put a marker on"}},
      {"goal-reached-two-ways.json", {"A goal turned face up", "chooses how the goal lies"}},
      {"solo-drawn-sabotage-strikes.json", {"The deck struck"}},
      {"solo-drawn-rockfall.json", {"A rockfall came from the deck"}},
      {"game-end-most-gold-wins.json", {"The game is over:"}},
      {"key-opens-door.json", {"put a key on the blue door"}},
      {"rockfall-removes-path.json", {"caused a rockfall"}},
      {"sabotage-and-repair.json", {"broke", "mended"}},
  };
  for (const Want& want : wants) {
    SCOPED_TRACE(want.file);
    QStringList shared;
    int players = 2;
    testing::playScenarioFile(
        std::string(MIZBAZI_SOURCE_DIR) + "/tests/scenarios/saboteur-duel/" + want.file,
        [&](const PlayedAction& p) {
          players = p.after.numPlayers();
          for (const LogLine& l : tell(p, namesFor(players, false)).shared)
            shared << withoutIsolates(l.text);
        });
    for (const QString& part : want.parts) {
      EXPECT_TRUE(shared.join('\n').contains(part))
          << "missing «" << part.toStdString() << "» in:\n"
          << shared.join('\n').toStdString();
    }
  }
}

TEST(SaboteurDuelNarrator, PersianDigitsAndNeverTwoNumbersSideBySide) {
  testing::uiApp("fa");
  const QRegularExpression twoNumbers(
      QStringLiteral("[0-9\u06F0-\u06F9]+[\\s\u2068\u2069\u060C,:;()«».!-]+[0-9\u06F0-\u06F9]+"));
  const QRegularExpression latin(QStringLiteral("[A-Za-z0-9%]"));
  int lines = 0;
  for (int players : {2, 1}) {
    const QStringList names = namesFor(players, true);
    for (std::uint64_t seed = 51; seed <= (players == 2 ? 56u : 54u); ++seed) {
      playRandomGame(players, seed, [&](const PlayedAction& p) {
        const Told t = tell(p, names);
        QVector<LogLine> all = t.shared;
        for (const auto& mine : t.secret) all += mine;
        for (const LogLine& line : all) {
          ++lines;
          const std::string s = line.text.toStdString();
          EXPECT_FALSE(line.text.contains(latin)) << "untranslated or Latin digits: " << s;
          EXPECT_FALSE(line.text.contains(twoNumbers)) << "two numbers side by side: " << s;
        }
      });
    }
  }
  EXPECT_GT(lines, 2000);
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel

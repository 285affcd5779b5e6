// The Sabokbaz picture reads every observation of random matches, for every seat and for nobody,
// without losing anything, sees exactly the hands the observation shows, and agrees with the
// engine about who takes each trick and what each team's cards are worth.
#include <QSet>

#include "core/observation_header.h"
#include "sabokbaz/sabokbaz_observation.h"
#include "sabokbaz_test_support.h"
#include "ui/sabokbaz/sabokbaz_picture.h"

namespace mizbazi::testing {
namespace {

using ui::sabokbaz::handOrderKey;
using ui::sabokbaz::PlayedCard;
using ui::sabokbaz::SabokbazPicture;
using ui::sabokbaz::takingIndexOf;

std::vector<std::string> stdList(const QStringList& texts) {
  std::vector<std::string> out;
  for (const QString& t : texts) out.push_back(t.toStdString());
  return out;
}

std::vector<sabokbaz::PlayedCardView> playedView(const QVector<PlayedCard>& cards) {
  std::vector<sabokbaz::PlayedCardView> out;
  for (const PlayedCard& c : cards) out.emplace_back(c.seat, c.card.toStdString());
  return out;
}

// The picture written back as an observation, key for key, through the engine's own description
// of it: what the test that nothing was lost compares with the observation read.
Json pictureJson(const SabokbazPicture& p) {
  ObservationHeader h;
  h.game = p.game.toStdString();
  h.finished = p.finished;
  h.current = p.current;
  h.scores.assign(p.scores.begin(), p.scores.end());
  h.winners.assign(p.winners.begin(), p.winners.end());
  h.legal = stdList(p.legal);
  h.seat = p.seat;
  sabokbaz::SabokbazObservation o;
  o.players = p.players;
  o.target = p.target;
  for (const QVector<int>& team : p.teams) o.teams.emplace_back(team.begin(), team.end());
  o.dealer = p.dealer;
  o.handNumber = p.handNumber;
  o.leader = p.leader;
  for (const SabokbazPicture::Hand& hand : p.hands) {
    if (hand.known) {
      o.hands.emplace_back(stdList(hand.cards));
    } else {
      o.hands.emplace_back(hand.count);
    }
    o.handCounts.push_back(hand.count);
  }
  o.trick = playedView(p.trick);
  o.ledFamily = p.ledFamily;
  for (const QStringList& team : p.taken) o.taken.push_back(stdList(team));
  o.handScores.assign(p.handScores.begin(), p.handScores.end());
  o.matchScores.assign(p.matchScores.begin(), p.matchScores.end());
  for (const auto& families : p.voids) o.voids.emplace_back(families.begin(), families.end());
  if (p.lastTrick) {
    o.lastTrick = sabokbaz::LastTrickView{playedView(p.lastTrick->cards), p.lastTrick->taker,
                                          p.lastTrick->points};
  }
  if (p.lastHand) {
    sabokbaz::LastHandView& last = o.lastHand.emplace();
    last.number = p.lastHand->number;
    last.scores.assign(p.lastHand->scores.begin(), p.lastHand->scores.end());
    last.bonus = p.lastHand->bonus;
    if (p.lastHand->bonusTeam >= 0) last.bonusTeam = p.lastHand->bonusTeam;
  }
  o.out = stdList(p.out);
  Json j = Json::object();
  h.writeTo(j);
  const Json own = writeFields(o);
  for (const auto& [key, value] : own.items()) j[key] = value;
  return j;
}

class SabokbazPictureTest : public ::testing::TestWithParam<int> {};

TEST_P(SabokbazPictureTest, ParsesEveryObservationWithoutLoss) {
  const int players = GetParam();
  long observations = 0, tricksChecked = 0, partialTricks = 0;
  playRandomMatches(players, 5, 4242 + players, [&](const State& s) {
    for (int seat = -1; seat <= players; ++seat) {  // nobody, every seat, a spectator
      const Json obs = observationJson(s, seat);
      QString error;
      const auto p = SabokbazPicture::parse(obs, &error);
      ASSERT_TRUE(p.has_value()) << error.toStdString();
      // Key for key, in the same order.
      ASSERT_EQ(pictureJson(*p), obs) << pictureJson(*p).dump() << "\n" << obs.dump();
      ++observations;
      // Exactly the viewer's own hand is seen.
      for (int other = 0; other < players; ++other) {
        EXPECT_EQ(p->seesHand(other), other == seat);
        EXPECT_EQ(p->hands[other].count, std::popcount(asSabokbaz(s).position().hands[other]));
      }
      // The points the table shows per team add up to the engine's hand scores.
      for (int t = 0; t < p->teamCount(); ++t) {
        const auto summary = p->takenSummary(t);
        EXPECT_EQ(summary.points, p->handScores[t]);
        EXPECT_EQ(summary.cards, p->taken[t].size());
        EXPECT_EQ(summary.koozeh + summary.sabzeh + summary.zamaneh + summary.badeh +
                      summary.specials.size(),
                  summary.cards);
        for (int seatOfTeam : p->teams[t]) EXPECT_EQ(p->teamOf(seatOfTeam), t);
      }
      // Partners sit opposite.
      for (int other = 0; other < players; ++other) {
        EXPECT_EQ(p->partnerOf(other), (other + players / 2) % players);
      }
      // The card taking the trick so far, by the engine's rule, is in the trick.
      if (!p->trick.isEmpty()) {
        ++partialTricks;
        const int i = p->takingIndex();
        ASSERT_GE(i, 0);
        ASSERT_LT(i, p->trick.size());
        EXPECT_EQ(p->takingSeat(), p->trick[i].seat);
        int points = 0;
        for (const PlayedCard& c : p->trick) {
          points += sabokbaz::valueOf(*sabokbaz::parseCardId(c.card.toStdString()));
        }
        EXPECT_EQ(p->trickPoints(), points);
      }
      // A completed trick: the taking card's player is the engine's taker.
      if (p->lastTrick && seat == -1) {
        QStringList ids;
        for (const PlayedCard& c : p->lastTrick->cards) ids.push_back(c.card);
        const int i = takingIndexOf(ids);
        ASSERT_GE(i, 0);
        EXPECT_EQ(p->lastTrick->cards[i].seat, p->lastTrick->taker);
        ++tricksChecked;
      }
    }
  });
  EXPECT_GT(observations, 5000);
  EXPECT_GT(tricksChecked, 300);
  EXPECT_GT(partialTricks, 1000);
}

// While a trick is played, the picture's taking card is the one that will take it if nobody
// else plays over it: the engine's taker of the completed trick is the last "taking" seat seen.
TEST_P(SabokbazPictureTest, TakingCardSoFarEndsAsTheTaker) {
  const int players = GetParam();
  int last = -1, tricks = 0, handovers = 0;
  playRandomMatches(players, 6, 99 + players, {}, [&](const Step& step) {
    const auto before = SabokbazPicture::parse(observationJson(step.before, -1));
    const auto after = SabokbazPicture::parse(observationJson(step.after, -1));
    ASSERT_TRUE(before && after);
    if (before->trick.size() + 1 == players) {
      // This card completed the trick: the taker is the seat taking it with this card counted.
      QStringList ids;
      for (const PlayedCard& c : before->trick) ids.push_back(c.card);
      ids.push_back(QString::fromStdString(sabokbaz::cardId(static_cast<int>(step.action))));
      const int i = takingIndexOf(ids);
      int taker = -1;
      for (const Event& e : step.events) {
        if (e.kind == EventKind::kNote && e.value == sabokbaz::kNoteTrickTaken) taker = e.seat;
      }
      EXPECT_EQ((before->leader + i) % players, taker);
      ++tricks;
      last = -1;
    } else {
      const int now = after->takingSeat();
      if (last >= 0 && now != last) ++handovers;
      last = now;
    }
  });
  EXPECT_GT(tricks, 200);
  EXPECT_GT(handovers, 100);  // the mark moves often: the table must show it
}

INSTANTIATE_TEST_SUITE_P(Players, SabokbazPictureTest, ::testing::Values(4, 6),
                         [](const auto& info) { return std::to_string(info.param) + "Players"; });

TEST(SabokbazPicture, RefusesWhatIsNotASabokbazObservation) {
  auto state = newSabokbazMatch(4, 5);
  const Json good = observationJson(*state, 0);
  QString error;
  ASSERT_TRUE(SabokbazPicture::parse(good, &error)) << error.toStdString();
  auto broken = [&](const std::function<void(Json&)>& change) {
    Json j = good;
    change(j);
    QString why;
    const bool parsed = SabokbazPicture::parse(j, &why).has_value();
    EXPECT_TRUE(parsed || !why.isEmpty());
    return !parsed;
  };
  EXPECT_TRUE(broken([](Json& j) { j["game"] = "zirkhaki"; }));
  EXPECT_TRUE(broken([](Json& j) { j.erase("trick"); }));
  EXPECT_TRUE(broken([](Json& j) { j["hands"][0] = "many"; }));
  EXPECT_TRUE(broken([](Json& j) { j["hands"][0][0] = "badeh-13"; }));
  EXPECT_TRUE(broken([](Json& j) { j["hand_counts"][1] = 3; }));
  EXPECT_TRUE(broken([](Json& j) { j["finished"] = "no"; }));
  EXPECT_TRUE(broken([](Json& j) { j["taken"].push_back(Json::array()); }));
  EXPECT_TRUE(broken([](Json& j) { j["trick"] = Json::array({Json::array({0})}); }));
  EXPECT_TRUE(broken([](Json& j) { j = Json::array(); }));
}

TEST(SabokbazPicture, HandOrderIsFamilyThenNumberWithSpecialsApart) {
  QStringList ids = {"sabokbaz/ajal",      "sabokbaz/badeh-2",   "sabokbaz/koozeh-12",
                     "sabokbaz/zamaneh-1", "sabokbaz/sabzeh-3",  "sabokbaz/khayyam",
                     "sabokbaz/koozeh-2",  "sabokbaz/badeh-10",  "sabokbaz/back",
                     "sabokbaz/dozakh",    "sabokbaz/zamaneh-11"};
  std::sort(ids.begin(), ids.end(),
            [](const QString& a, const QString& b) { return handOrderKey(a) < handOrderKey(b); });
  EXPECT_EQ(ids, QStringList({"sabokbaz/koozeh-2", "sabokbaz/koozeh-12", "sabokbaz/sabzeh-3",
                              "sabokbaz/zamaneh-1", "sabokbaz/zamaneh-11", "sabokbaz/badeh-2",
                              "sabokbaz/badeh-10", "sabokbaz/dozakh", "sabokbaz/khayyam",
                              "sabokbaz/ajal", "sabokbaz/back"}));
  // Specials sit apart: a gap after the last numbered card.
  EXPECT_GT(handOrderKey("sabokbaz/dozakh") - handOrderKey("sabokbaz/badeh-12"), 1);
}

// The source's worked examples, through the picture: who takes, and the mark's moves.
TEST(SabokbazPicture, TakingCardFollowsTheSourcesExamples) {
  EXPECT_EQ(takingIndexOf({"zamaneh-3", "badeh-8", "badeh-9", "badeh-10"}), 3);
  EXPECT_EQ(takingIndexOf({"zamaneh-3", "badeh-8"}), 1);
  EXPECT_EQ(takingIndexOf({"badeh-5", "badeh-9", "badeh-4", "dozakh"}), 3);
  EXPECT_EQ(takingIndexOf({"sabzeh-5", "khayyam"}), 1);
  EXPECT_EQ(takingIndexOf({"sabzeh-5", "khayyam", "ajal", "sabzeh-12"}), 2);
  EXPECT_EQ(takingIndexOf({"badeh-9", "zamaneh-9", "koozeh-12", "badeh-4"}), 0);
  EXPECT_EQ(takingIndexOf({"koozeh-5", "sabzeh-11", "koozeh-9", "badeh-12"}), 2);
  EXPECT_EQ(takingIndexOf({"dozakh", "behesht", "khayyam", "ajal"}), 0);  // specials only: leader
  EXPECT_EQ(takingIndexOf({"dozakh", "sabzeh-2"}), 0);
  EXPECT_EQ(takingIndexOf({}), -1);
  EXPECT_EQ(takingIndexOf({"badeh-13"}), -1);
}

}  // namespace
}  // namespace mizbazi::testing

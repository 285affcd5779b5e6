// The Rivals picture reads every observation of random games without loss: every card and coin is
// placed, the columns and the auction are the engine's, and the live scores add up to the
// engine's scores. Broken observations are flagged incomplete, never crash.
#include <gtest/gtest.h>

#include "rivals/rivals_cards.h"
#include "rivals_test_support.h"
#include "ui/rivals/rivals_picture.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsPicture;
namespace eng = ::mizbazi::rivals;

namespace {

QStringList idsOf(const eng::Expedition& e) {
  QStringList out;
  for (int i = 0; i < e.count; ++i) out << QString::fromStdString(eng::cardId(e.cards[i]));
  return out;
}

void checkAgainstEngine(const State& state, int seat, const RivalsPicture& p) {
  const eng::RivalsData& d = rivalsData(state);
  ASSERT_TRUE(p.complete);
  EXPECT_EQ(p.seat, seat);
  EXPECT_EQ(p.players, state.numPlayers());
  EXPECT_EQ(p.current, state.currentPlayer());
  EXPECT_EQ(p.finished, state.isTerminal());
  // Every card somewhere, every coin in a purse or the reserve.
  EXPECT_EQ(p.cardsOnTable(), eng::kTotalCards);
  EXPECT_EQ(p.cardsInStacks(), eng::kDeckSize - d.next);
  int coins = p.reserve;
  for (int c : p.coins) coins += c;
  EXPECT_EQ(coins, eng::kTotalCoins);
  EXPECT_EQ(p.display.size(), d.display.size);
  const std::vector<int> scores = state.scores();
  for (int s = 0; s < p.players; ++s) {
    EXPECT_EQ(p.coins[s], d.coins[s]);
    for (int c = 0; c < eng::kColorCount; ++c) {
      const eng::Expedition& e = d.expeditions[s][c];
      const auto& col = p.column(s, c);
      EXPECT_EQ(col.cards, idsOf(e));
      EXPECT_EQ(col.score, e.score());
      EXPECT_EQ(col.wagers, e.wagers);
      EXPECT_EQ(col.numbered, e.numbered);
      EXPECT_EQ(col.footprints, e.footprints);
      EXPECT_EQ(col.last, e.last);
      EXPECT_EQ(col.score, col.footprints * col.multiplier() + col.bonus);
    }
    // The live figures add up to the engine's running score.
    EXPECT_EQ(p.expeditionScore(s) + p.coins[s], scores[s]);
    EXPECT_EQ(p.scores.value(s), scores[s]);
  }
  EXPECT_EQ(p.auction, d.phase == eng::Phase::kAuction);
  EXPECT_EQ(p.claim, d.phase == eng::Phase::kClaim);
  if (p.auction) {
    EXPECT_EQ(p.bid, d.bid);
    EXPECT_EQ(p.leader, d.leader);
    EXPECT_EQ(p.opener, d.opener);
    for (int s = 0; s < p.players; ++s) {
      EXPECT_EQ(p.hasPassed(s), !((d.bidders >> s) & 1)) << "seat " << s;
    }
  }
  if (p.claim) {
    EXPECT_EQ(p.winner, d.leader);
    EXPECT_EQ(p.paid, d.bid);
    EXPECT_EQ(p.discarded, d.discarded);
  }
  const int stack = dynamic_cast<const eng::RivalsState&>(state).currentStack();
  EXPECT_EQ(p.currentStack, stack < eng::kStacks ? stack : -1);
  // The legal list is the seat's own, only when it is to act; the bid range is read off it.
  if (seat == state.currentPlayer()) {
    EXPECT_EQ(p.legal.size(), static_cast<int>(state.legalActions().size()));
    int low = 0, high = 0;
    for (Action a : state.legalActions()) {
      const auto dec = eng::decodeAction(a);
      if (dec.kind != eng::ActionKind::kBid) continue;
      if (low == 0) low = dec.arg;
      high = dec.arg;
    }
    EXPECT_EQ(p.lowestBid(), low);
    EXPECT_EQ(p.highestBid(), high);
  } else {
    EXPECT_TRUE(p.legal.isEmpty());
    EXPECT_EQ(p.lowestBid(), 0);
  }
}

TEST(RivalsPicture, ReadsEveryObservationOfRandomGamesWithoutLoss) {
  int observations = 0;
  bool sawAuction = false, sawClaim = false, sawBonus = false;
  for (int players = 2; players <= 4; ++players) {
    for (std::uint64_t seed = 21; seed <= 26; ++seed) {
      RandomGameHooks hooks;
      hooks.before = [&](const State& state, const std::string&) {
        for (int seat = -1; seat < state.numPlayers(); ++seat) {
          const RivalsPicture p = RivalsPicture::fromObservation(observationJson(state, seat));
          checkAgainstEngine(state, seat, p);
          sawAuction |= p.auction;
          sawClaim |= p.claim;
          for (int s = 0; s < p.players; ++s)
            for (int c = 0; c < 5; ++c) sawBonus |= p.column(s, c).bonus > 0;
          ++observations;
        }
      };
      playRandomGame(players, seed, hooks);
    }
  }
  EXPECT_GT(observations, 5000);
  EXPECT_TRUE(sawAuction);
  EXPECT_TRUE(sawClaim);
  EXPECT_TRUE(sawBonus);
}

TEST(RivalsPicture, BrokenObservationsAreReadAsFarAsTheyGo) {
  EXPECT_FALSE(RivalsPicture::fromObservation(Json()).complete);
  EXPECT_FALSE(RivalsPicture::fromObservation(Json::array()).complete);
  EXPECT_FALSE(RivalsPicture::fromObservation(Json::object()).complete);
  auto state = newRivals(3, 5);
  const Json good = observationJson(*state, -1);
  ASSERT_TRUE(RivalsPicture::fromObservation(good).complete);
  // Every top-level key in turn given a value of every wrong kind: read, flagged, no crash.
  const Json wrongs[] = {Json(),
                         Json(7),
                         Json("x"),
                         Json::array({1, "a", nullptr}),
                         Json::object({{"bid", "high"}}),
                         Json(true)};
  for (auto& [key, value] : good.items()) {
    for (const Json& wrong : wrongs) {
      if (wrong == value) continue;
      Json broken = good;
      broken[key] = wrong;
      const RivalsPicture p = RivalsPicture::fromObservation(broken);
      (void)p;
    }
  }
  // Every key the engine writes is needed: without any one the observation is not the engine's.
  for (auto& [key, value] : good.items()) {
    Json broken = good;
    broken.erase(key);
    EXPECT_FALSE(RivalsPicture::fromObservation(broken).complete) << key;
  }
  Json noColumn = good;
  noColumn["expeditions"][2].erase("green");
  EXPECT_FALSE(RivalsPicture::fromObservation(noColumn).complete);
  // A column with a card id no one knows, or far too many cards.
  Json unknown = good;
  unknown["expeditions"][0]["red"] = Json::array({"red-s", "purple-3"});
  const RivalsPicture u = RivalsPicture::fromObservation(unknown);
  EXPECT_FALSE(u.complete);
  EXPECT_EQ(u.column(0, 4).cards.size(), 2);
  Json many = good;
  Json column = Json::array();
  for (int i = 0; i < 40; ++i) column.push_back("red-2");
  many["expeditions"][1]["red"] = column;
  EXPECT_FALSE(RivalsPicture::fromObservation(many).complete);
  // Out-of-range questions answer neutrally.
  const RivalsPicture p = RivalsPicture::fromObservation(good);
  EXPECT_TRUE(p.column(-1, 0).empty());
  EXPECT_TRUE(p.column(0, 9).empty());
  EXPECT_EQ(p.expeditionScore(17), 0);
}

}  // namespace

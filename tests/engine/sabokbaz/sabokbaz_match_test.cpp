// Whole matches of random play, checked hand by hand against an independent tally of the events:
// every hand's scores follow from the cards each team took (plain sum, all fate, four cards), a
// plain hand sums to +7 (+6 with six players), four cards stops the hand at once, the deal passes
// round the table, and the match ends exactly when a team reaches ± the target.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"
#include "sabokbaz_test_support.h"

namespace mizbazi::sabokbaz {
namespace {

struct Tally {
  long hands = 0, plain = 0, allFate = 0, fourCards = 0;
};

// Plays random matches until `hands` hands have ended, checking every hand.
Tally playRandomHands(int players, long hands, std::uint64_t seed) {
  const Variant v = variantFor(players);
  Tally tally;
  Rng rng(seed);
  std::vector<Action> legal;
  Events events;
  while (tally.hands < hands) {
    auto state = newState(players, rng.next64());
    std::array<CardMask, kMaxTeams> taken{};
    std::array<int, kMaxTeams> scoreSeen{};
    int dealer = sab(*state).position().dealer;
    EXPECT_EQ(state->currentPlayer(), (dealer + 1) % players);
    int handNumber = 1;
    int handCards = 0;
    while (!state->isTerminal()) {
      std::vector<int> before = state->scores();
      legal.clear();
      state->legalActions(legal);
      events.clear();
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], &events);
      ++handCards;
      int bonus = 0, bonusTeam = -1;
      std::array<int, kMaxTeams> handScores{};
      bool ended = false;
      for (const Event& e : events) {
        if (e.kind == EventKind::kMove && e.to.zone == kZoneTaken)
          taken[e.to.seat] |= bitOf(e.card);
        // Hidden cards stay hidden in the events: a card dealt, or gathered from a hand that four
        // cards interrupted, is seen by its holder only; a card played is seen by all.
        if (e.kind == EventKind::kMove && e.from.zone == kZoneHand) {
          EXPECT_EQ(e.visibleTo, e.to.zone == kZoneTrick ? kAllSeats : 1u << e.from.seat);
        }
        if (e.kind == EventKind::kMove && e.to.zone == kZoneHand) {
          EXPECT_EQ(e.visibleTo, 1u << e.to.seat);
        }
        if (e.kind == EventKind::kNote && e.value != kNoteTrickTaken)
          bonus = e.value, bonusTeam = e.seat;
        if (e.kind == EventKind::kScore) handScores[e.seat] = e.value;
        if (e.kind == EventKind::kRoundEnd) {
          ended = true;
          EXPECT_EQ(e.value, handNumber);
        }
      }
      int fourTeam = -1, fateTeam = -1;
      for (int t = 0; t < v.teams; ++t) {
        if ((taken[t] & kSpecialMask) == kSpecialMask) fourTeam = t;
        if ((taken[t] & v.inPlay & suitMask(kZamaneh)) == (v.inPlay & suitMask(kZamaneh))) {
          fateTeam = t;
        }
      }
      // Four cards stops the hand the moment it happens, whatever is still in the hands.
      if (fourTeam >= 0) {
        EXPECT_TRUE(ended);
      }
      if (!ended) {
        EXPECT_LT(handCards, players * v.handSize);
        continue;
      }
      ++tally.hands;
      int sum = 0;
      for (int t = 0; t < v.teams; ++t) sum += handScores[t];
      if (fourTeam >= 0) {
        ++tally.fourCards;
        EXPECT_EQ(bonus, kNoteFourCards);
        EXPECT_EQ(bonusTeam, fourTeam);
        for (int t = 0; t < v.teams; ++t) {
          EXPECT_EQ(handScores[t], t == fourTeam ? v.wineTotal : v.fateTotal);
        }
      } else {
        EXPECT_EQ(handCards, players * v.handSize) << "a hand ended early without four cards";
        std::array<int, kMaxTeams> expected{};
        for (int t = 0; t < v.teams; ++t) expected[t] = valueOfMask(taken[t]);
        if (fateTeam >= 0) {
          ++tally.allFate;
          EXPECT_EQ(bonus, kNoteAllFate);
          EXPECT_EQ(bonusTeam, fateTeam);
          for (int t = 0; t < v.teams; ++t)
            expected[t] += t == fateTeam ? -v.fateTotal : v.fateTotal;
          EXPECT_EQ(sum, v.handTotal - v.fateTotal + v.fateTotal * (v.teams - 1));
        } else {
          ++tally.plain;
          EXPECT_EQ(bonus, 0);
          EXPECT_EQ(sum, players == 4 ? 7 : 6);  // the rulebook's check on every count
        }
        for (int t = 0; t < v.teams; ++t) EXPECT_EQ(handScores[t], expected[t]) << "team " << t;
      }
      std::vector<int> after = state->scores();
      bool reached = false;
      for (int t = 0; t < v.teams; ++t) {
        EXPECT_EQ(after[t], before[t] + handScores[t]);
        reached = reached || after[t] >= v.defaultTarget || after[t] <= -v.defaultTarget;
        scoreSeen[t] = after[t];
      }
      EXPECT_EQ(state->isTerminal(), reached)
          << "the match ends exactly when a team reaches ±target";
      if (!state->isTerminal()) {
        // The deal passes to the next player, who deals to a fresh hand led by the one after.
        const Position& p = sab(*state).position();
        EXPECT_EQ(p.dealer, (dealer + 1) % players);
        dealer = p.dealer;
        EXPECT_EQ(state->currentPlayer(), (dealer + 1) % players);
        EXPECT_EQ(p.handNumber, handNumber + 1);
        for (int seat = 0; seat < players; ++seat)
          EXPECT_EQ(std::popcount(p.hands[seat]), v.handSize);
      }
      ++handNumber;
      taken = {};
      handCards = 0;
      if (::testing::Test::HasFailure()) return tally;
    }
    // Winners: every seat of every team with the best total.
    int best = *std::max_element(scoreSeen.begin(), scoreSeen.begin() + v.teams);
    std::vector<int> expectWinners;
    for (int seat = 0; seat < players; ++seat) {
      if (scoreSeen[seat % v.teams] == best) expectWinners.push_back(seat);
    }
    EXPECT_EQ(state->winners(), expectWinners);
  }
  return tally;
}

TEST(SabokbazMatch, RandomHandsFourPlayers) {
  Tally t = playRandomHands(4, 4000, 1);
  EXPECT_GE(t.hands, 4000);
  EXPECT_GT(t.plain, 1000);
  EXPECT_GT(t.fourCards, 0) << "random play should meet four cards in 4000 hands";
  std::cout << "4 players: " << t.hands << " hands, " << t.plain << " plain, " << t.allFate
            << " all fate, " << t.fourCards << " four cards\n";
}

TEST(SabokbazMatch, RandomHandsSixPlayers) {
  Tally t = playRandomHands(6, 4000, 2);
  EXPECT_GE(t.hands, 4000);
  EXPECT_GT(t.plain, 1000);
  EXPECT_GT(t.fourCards, 0);
  std::cout << "6 players: " << t.hands << " hands, " << t.plain << " plain, " << t.allFate
            << " all fate, " << t.fourCards << " four cards\n";
}

TEST(SabokbazMatch, DealIsOneCardAtATimeFromThePlayerAfterTheDealer) {
  // deck_top stacks the first cards dealt: the first to the player after the dealer, the next to
  // the player after that, round the table.
  Json setup = {{"dealer", 2},
                {"deck_top", {"ajal", "koozeh-1", "koozeh-2", "koozeh-3", "khayyam", "badeh-9"}}};
  auto state = newState(4, 7, setup);
  const Position& p = sab(*state).position();
  EXPECT_TRUE(p.hands[3] & bitOf(kAjal));
  EXPECT_TRUE(p.hands[0] & bitOf(cardOf(kKoozeh, 1)));
  EXPECT_TRUE(p.hands[1] & bitOf(cardOf(kKoozeh, 2)));
  EXPECT_TRUE(p.hands[2] & bitOf(cardOf(kKoozeh, 3)));
  EXPECT_TRUE(p.hands[3] & bitOf(kKhayyam));
  EXPECT_TRUE(p.hands[0] & bitOf(cardOf(kBadeh, 9)));
  EXPECT_EQ(state->currentPlayer(), 3);
}

TEST(SabokbazMatch, FixingTheDealerKeepsTheSeedsCards) {
  auto random = newState(4, 99);
  auto fixed = newState(4, 99, {{"dealer", (sab(*random).position().dealer + 1) % 4}});
  // The same pack, dealt starting one seat further on.
  for (int seat = 0; seat < 4; ++seat) {
    EXPECT_EQ(sab(*fixed).position().hands[(seat + 1) % 4], sab(*random).position().hands[seat]);
  }
}

TEST(SabokbazMatch, FirstDealerIsRandom) {
  std::array<int, 6> seen{};
  for (std::uint64_t seed = 1; seed <= 120; ++seed)
    ++seen[sab(*newState(6, seed)).position().dealer];
  for (int seat = 0; seat < 6; ++seat) EXPECT_GT(seen[seat], 5) << seat;
}

TEST(SabokbazMatch, HigherTargetMakesLongerMatches) {
  // The target option is honoured: with ±140 no match ends before a team passes ±70 at least.
  Rng rng(3);
  std::vector<Action> legal;
  for (int game = 0; game < 20; ++game) {
    auto state = newState(4, rng.next64(), Json::object(), 140);
    while (!state->isTerminal()) {
      legal.clear();
      state->legalActions(legal);
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
    }
    auto scores = state->scores();
    EXPECT_TRUE(
        std::any_of(scores.begin(), scores.end(), [](int s) { return s >= 140 || s <= -140; }));
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz

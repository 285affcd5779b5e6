// Sabokbaz's rule-based player and the search built on it, in positions where the right card is
// clear: partnership (feed wine to the partner's trick, fate to the opponents', never overtake the
// partner), hell and death where they pay, no fate taken unless going for all fate, the four cards
// banked; and the rollout horizon (the hand) with its reward (the hand's team margin).
#include <gtest/gtest.h>

#include <chrono>
#include <initializer_list>
#include <string>

#include "ai/ismcts.h"
#include "ai/policy.h"
#include "ai/sabokbaz/sabokbaz_card_choice.h"
#include "ai/sabokbaz/sabokbaz_policy.h"
#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::ai::sabokbaz {
namespace {

using namespace mizbazi::sabokbaz;
using Cards = std::initializer_list<const char*>;

int card(const char* id) {
  auto c = parseCardId(id);
  EXPECT_TRUE(c.has_value()) << id;
  return c.value_or(0);
}

CardMask maskOf(Cards ids) {
  CardMask m = 0;
  for (const char* id : ids) m |= bitOf(card(id));
  return m;
}

// A first hand with dealer 0 (so seat 1 leads and seat 0 plays last): seat 0 holds exactly
// `mine` (13 cards); seats 1-3 hold their `others` cards, topped up from what is left in card
// order; then `played` is played.
std::unique_ptr<State> position(Cards mine, std::initializer_list<Cards> others, Cards played,
                                Json matchScores = Json()) {
  std::array<CardMask, 4> hands{};
  hands[0] = maskOf(mine);
  EXPECT_EQ(std::popcount(hands[0]), 13);
  int seat = 1;
  for (Cards ids : others) hands[seat++] = maskOf(ids);
  CardMask left = kAllCards & ~(hands[0] | hands[1] | hands[2] | hands[3]);
  for (int s = 1; s < 4; ++s) {
    while (std::popcount(hands[s]) < 13) {
      hands[s] |= left & -left;
      left &= left - 1;
    }
  }
  Json setup = {{"dealer", 0}, {"hands", Json::array()}};
  for (CardMask h : hands) {
    Json list = Json::array();
    for (CardMask m = h; m; m &= m - 1) list.push_back(cardId(std::countr_zero(m)));
    setup["hands"].push_back(list);
  }
  if (!matchScores.is_null()) setup["match_scores"] = matchScores;
  Scenario s;
  s.game = "sabokbaz";
  s.seed = 7;
  s.setup = setup;
  const Game* game = findGame("sabokbaz");
  auto state = game->newGame(resolveConfig(s, *game));
  for (const char* id : played) {
    auto why = state->applyText(std::string("play ") + id);
    EXPECT_FALSE(why.has_value()) << id << ": " << (why ? why->message : "");
  }
  return state;
}

std::string policyChoice(const State& state) {
  return cardId(chooseCard(knowledgeOfSeatToAct(static_cast<const SabokbazState&>(state))));
}

// The normal level's search, with its iteration budget but no clock, so the result is the same on
// a busy machine.
std::string searchChoice(const State& state, std::uint64_t seed = 3) {
  SearchBudget budget = budgetFor("normal");
  budget.maxTime = std::chrono::hours(1);
  IsmctsBot bot(policyFor("sabokbaz"), budget);
  Rng rng(seed);
  return cardId(static_cast<int>(bot.choose(state, state.currentPlayer(), rng)));
}

// Seat 0's hand in the koozeh-led tricks below: no koozeh, one wine, one fate, greenery.
constexpr Cards kVoidInKoozeh = {"badeh-5",   "zamaneh-6", "sabzeh-3", "sabzeh-4", "sabzeh-5",
                                 "sabzeh-6",  "sabzeh-7",  "sabzeh-8", "sabzeh-9", "sabzeh-10",
                                 "sabzeh-11", "sabzeh-12", "sabzeh-2"};

TEST(SabokbazPolicy, FeedsWineToThePartnersSafeTrick) {
  // The partner's koozeh-12 cannot be beaten and no one plays after seat 0.
  auto s = position(kVoidInKoozeh, {{"koozeh-2"}, {"koozeh-12"}, {"koozeh-4"}},
                    {"koozeh-2", "koozeh-12", "koozeh-4"});
  EXPECT_EQ(policyChoice(*s), "badeh-5");
  EXPECT_EQ(searchChoice(*s), "badeh-5");
}

TEST(SabokbazPolicy, GivesFateToTheOpponentsTrick) {
  auto s = position(kVoidInKoozeh, {{"koozeh-12"}, {"koozeh-2"}, {"koozeh-4"}},
                    {"koozeh-12", "koozeh-2", "koozeh-4"});
  EXPECT_EQ(policyChoice(*s), "zamaneh-6");
  EXPECT_EQ(searchChoice(*s), "zamaneh-6");
}

TEST(SabokbazPolicy, DoesNotOvertakeThePartner) {
  // The partner's koozeh-10 already takes the trick; the 11 is worth keeping.
  Cards mine = {"koozeh-11", "koozeh-1",  "sabzeh-3", "sabzeh-4", "sabzeh-5",
                "sabzeh-6",  "sabzeh-7",  "sabzeh-8", "sabzeh-9", "sabzeh-10",
                "sabzeh-11", "sabzeh-12", "sabzeh-2"};
  auto s = position(mine, {{"koozeh-3"}, {"koozeh-10"}, {"koozeh-5"}},
                    {"koozeh-3", "koozeh-10", "koozeh-5"});
  EXPECT_EQ(policyChoice(*s), "koozeh-1");
  EXPECT_EQ(searchChoice(*s), "koozeh-1");
}

TEST(SabokbazPolicy, PlaysHellOnThreeWines) {
  // The source's example: three wines (+9) about to go to the opponents; hell takes them for +2.
  // Death would also take them, but for -6.
  Cards mine = {"dozakh",   "ajal",     "koozeh-1", "koozeh-2", "koozeh-3", "koozeh-4", "koozeh-5",
                "koozeh-6", "koozeh-7", "sabzeh-1", "sabzeh-2", "sabzeh-3", "sabzeh-4"};
  auto s = position(mine, {{"badeh-10"}, {"badeh-4"}, {"badeh-11"}},
                    {"badeh-10", "badeh-4", "badeh-11"});
  EXPECT_EQ(policyChoice(*s), "dozakh");
  EXPECT_EQ(searchChoice(*s), "dozakh");
}

TEST(SabokbazPolicy, PlaysDeathOnTheOpponentsKhayyam) {
  // The opponents' Khayyam (+10) is spoiled: death takes the pair for -5.
  Cards mine = {"ajal",     "koozeh-1", "koozeh-2", "sabzeh-1", "sabzeh-2", "sabzeh-3", "sabzeh-4",
                "sabzeh-5", "sabzeh-6", "sabzeh-7", "sabzeh-8", "sabzeh-9", "sabzeh-10"};
  auto s = position(mine, {{"koozeh-3"}, {"koozeh-5"}, {"khayyam"}},
                    {"koozeh-3", "koozeh-5", "khayyam"});
  EXPECT_EQ(policyChoice(*s), "ajal");
  EXPECT_EQ(searchChoice(*s), "ajal");
}

TEST(SabokbazPolicy, PlaysHellOnTheOpponentsHeaven) {
  // The source's example: hell under the opponents' heaven takes the pair, worth 0 instead of -7.
  Cards mine = {"dozakh",   "koozeh-1", "koozeh-2", "sabzeh-1", "sabzeh-2", "sabzeh-3", "sabzeh-4",
                "sabzeh-5", "sabzeh-6", "sabzeh-7", "sabzeh-8", "sabzeh-9", "sabzeh-10"};
  auto s = position(mine, {{"koozeh-3"}, {"koozeh-5"}, {"behesht"}},
                    {"koozeh-3", "koozeh-5", "behesht"});
  EXPECT_EQ(policyChoice(*s), "dozakh");
  EXPECT_EQ(searchChoice(*s), "dozakh");
}

TEST(SabokbazPolicy, KeepsHellOffThePartnersTrick) {
  // The partner already takes the three wines; hell would only cost the team 7.
  Cards mine = {"dozakh",   "koozeh-1", "koozeh-2", "koozeh-3", "koozeh-4", "koozeh-5", "koozeh-6",
                "koozeh-7", "sabzeh-1", "sabzeh-2", "sabzeh-3", "sabzeh-4", "sabzeh-5"};
  auto s = position(mine, {{"badeh-4"}, {"badeh-11"}, {"badeh-10"}},
                    {"badeh-4", "badeh-11", "badeh-10"});
  EXPECT_NE(policyChoice(*s), "dozakh");
  EXPECT_NE(searchChoice(*s), "dozakh");
}

TEST(SabokbazPolicy, DucksUnderATrickOfFate) {
  // Three fate cards (-6) with the opponents; the low fate leaves them there, the 9 would take -8.
  Cards mine = {"zamaneh-9", "zamaneh-1", "koozeh-1", "koozeh-2", "koozeh-3",
                "koozeh-4",  "koozeh-5",  "koozeh-6", "koozeh-7", "sabzeh-1",
                "sabzeh-2",  "sabzeh-3",  "sabzeh-4"};
  auto s = position(mine, {{"zamaneh-5"}, {"zamaneh-3"}, {"zamaneh-2"}},
                    {"zamaneh-5", "zamaneh-3", "zamaneh-2"});
  EXPECT_EQ(policyChoice(*s), "zamaneh-1");
  EXPECT_EQ(searchChoice(*s), "zamaneh-1");
}

// Later in a hand, built directly as a view: seat 0 plays last to a koozeh trick that seat 1 leads.
SeatKnowledge lateView(CardMask hand, Cards trick, CardMask takenByUs, CardMask takenByThem) {
  SeatKnowledge v;
  v.me = 0;
  v.myTeam = 0;
  v.inPlay = kAllCards;
  v.hand = hand;
  v.leader = 1;
  for (const char* id : trick) {
    v.trick[v.trickSize++] = static_cast<std::uint8_t>(card(id));
    v.trickCards |= bitOf(card(id));
  }
  v.family = familyOf(v.trick[0]);
  v.taken = {takenByUs, takenByThem, 0};
  v.unseen = kAllCards & ~(hand | v.trickCards | takenByUs | takenByThem);
  const int left = std::popcount(hand);
  v.count = {left, left - 1, left - 1, left - 1, 0, 0};
  EXPECT_EQ(std::popcount(v.unseen), 3 * (left - 1));
  v.playable = playableCards(hand, false, v.family);
  return v;
}

TEST(SabokbazPolicy, AvoidsFateUnlessGoingForAllFate) {
  // Seat 3 dumps zamaneh-1 on the opponents' koozeh trick. Seat 0 can take it with the 7 or leave
  // it with the 2. Normally fate is left to the opponents ...
  const CardMask hand = maskOf({"koozeh-7", "koozeh-2", "zamaneh-12", "sabzeh-1", "sabzeh-2"});
  const Cards trick = {"koozeh-5", "koozeh-3", "zamaneh-1"};
  // 32 cards taken: 4 for each of the 8 tricks played so far.
  CardMask ours = maskOf({"sabzeh-3", "sabzeh-4", "sabzeh-5", "sabzeh-6", "sabzeh-7", "sabzeh-8",
                          "sabzeh-9", "sabzeh-10", "sabzeh-11", "sabzeh-12", "badeh-1", "badeh-2",
                          "badeh-3", "badeh-4", "badeh-5", "badeh-6"});
  CardMask theirs = maskOf({"zamaneh-2", "zamaneh-3", "koozeh-1", "koozeh-4", "koozeh-6",
                            "koozeh-8", "koozeh-9", "koozeh-10", "koozeh-11", "koozeh-12",
                            "badeh-7", "badeh-8", "badeh-9", "badeh-10", "badeh-11", "badeh-12"});
  SeatKnowledge normal = lateView(hand, trick, ours, theirs);
  EXPECT_EQ(cardId(chooseCard(normal)), "koozeh-2");
  // ... but with every fate card taken so far in the team's pile (and the last one in hand),
  // taking this one is a step to all fate: +24 against -24.
  ours = maskOf({"badeh-1", "badeh-2", "badeh-3", "badeh-4", "badeh-5", "badeh-6"}) |
         (suitMask(kZamaneh) & ~maskOf({"zamaneh-1", "zamaneh-12"}));
  theirs = maskOf({"sabzeh-3", "sabzeh-4", "sabzeh-5", "sabzeh-6", "sabzeh-7", "sabzeh-8",
                   "sabzeh-9", "sabzeh-10", "sabzeh-11", "sabzeh-12", "koozeh-1", "koozeh-4",
                   "koozeh-6", "badeh-7", "badeh-8", "badeh-9"});
  SeatKnowledge chase = lateView(hand, trick, ours, theirs);
  EXPECT_EQ(cardId(chooseCard(chase)), "koozeh-7");
}

TEST(SabokbazPolicy, BanksTheFourthSpecial) {
  // The team took hell, heaven and Khayyam: death now is -15 for the cards but +36 against -24
  // for four cards.
  const CardMask hand = maskOf({"ajal", "koozeh-2", "sabzeh-1", "sabzeh-2", "sabzeh-3"});
  const Cards trick = {"koozeh-5", "koozeh-3", "koozeh-9"};
  CardMask ours = maskOf({"dozakh", "behesht", "khayyam", "sabzeh-4", "sabzeh-5", "sabzeh-6",
                          "sabzeh-7", "sabzeh-8", "sabzeh-9", "sabzeh-10", "sabzeh-11", "sabzeh-12",
                          "badeh-1", "badeh-2", "badeh-3", "badeh-4"});
  CardMask theirs = maskOf({"zamaneh-2", "zamaneh-3", "koozeh-1", "koozeh-4", "koozeh-6",
                            "koozeh-8", "koozeh-10", "koozeh-11", "koozeh-12", "badeh-7", "badeh-8",
                            "badeh-9", "badeh-10", "badeh-11", "badeh-12", "zamaneh-4"});
  EXPECT_EQ(cardId(chooseCard(lateView(hand, trick, ours, theirs))), "ajal");
  // Without the other three it would be a plain -15.
  std::swap(ours, theirs);
  EXPECT_EQ(cardId(chooseCard(lateView(hand, trick, ours, theirs))), "koozeh-2");
}

TEST(SabokbazPolicy, DecidesFromTheSeatsViewOnly) {
  // Two deals that differ only in the other seats' hands give seat 0 the same card, every time.
  auto a = position(kVoidInKoozeh, {{"koozeh-2"}, {"koozeh-12"}, {"koozeh-4"}},
                    {"koozeh-2", "koozeh-12", "koozeh-4"});
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    auto b = a->determinize(0, rng);
    ASSERT_EQ(observationJson(*a, 0), observationJson(*b, 0));
    EXPECT_EQ(policyChoice(*a), policyChoice(*b));
  }
}

TEST(SabokbazPolicy, RolloutsStopWhenTheHandEnds) {
  const GamePolicy& policy = policyFor("sabokbaz");
  // From the first card of the hand: a rollout never starts on a fresh deal.
  auto start = position(kVoidInKoozeh, {{"koozeh-2"}, {"koozeh-12"}, {"koozeh-4"}}, {"koozeh-2"},
                        Json::array({10, -20}));
  auto now = start->clone();
  Rng rng(1);
  int played = 1;
  while (!policy.rolloutDone(*start, *now)) {
    now->applyLegal(policy.choose(*now, rng), nullptr);
    ++played;
  }
  // 52 cards, unless four cards stopped the hand early; either way the match goes on.
  const auto& after = static_cast<const SabokbazState&>(*now);
  EXPECT_EQ(after.handNumber(), 2);
  EXPECT_EQ(after.position().lastHandNumber, 1);
  if (after.position().lastHand.bonus != kFourCards) {
    EXPECT_EQ(played, 52);
  }
  EXPECT_FALSE(now->isTerminal());

  // The reward is the hand's margin, not the match's: 0.5 + margin / 60 for both seats of a team.
  const auto& hand = after.position().lastHand;
  const double margin = hand.scores[0] - hand.scores[1];
  std::vector<double> rewards;
  policy.evaluate(*now, rewards);
  ASSERT_EQ(rewards.size(), 4u);
  const double expected = std::clamp(0.5 + margin / (2 * kMarginSpan), 0.0, 1.0);
  EXPECT_DOUBLE_EQ(rewards[0], expected);
  EXPECT_DOUBLE_EQ(rewards[2], expected);
  EXPECT_DOUBLE_EQ(rewards[1], 1 - expected);
  EXPECT_DOUBLE_EQ(rewards[3], 1 - expected);
}

TEST(SabokbazPolicy, ASimulationEndsWithTheHandUndealt) {
  // The search's copy skips the next deal, which no simulation plays; the hand it ends is scored
  // the same as in a copy that deals.
  const GamePolicy& policy = policyFor("sabokbaz");
  auto start = position(kVoidInKoozeh, {{"koozeh-2"}, {"koozeh-12"}, {"koozeh-4"}}, {"koozeh-2"},
                        Json::array({10, -20}));
  auto dealt = start->clone(), simulated = start->clone();
  policy.prepareSimulation(*simulated);
  Rng rngA(7), rngB(7);
  Events events;
  while (!policy.rolloutDone(*start, *dealt)) {
    dealt->applyLegal(policy.choose(*dealt, rngA), nullptr);
    events.clear();
    simulated->applyLegal(policy.choose(*simulated, rngB), &events);
  }
  ASSERT_TRUE(policy.rolloutDone(*start, *simulated));
  const Position& after = static_cast<const SabokbazState&>(*simulated).position();
  EXPECT_EQ(after.lastHand, static_cast<const SabokbazState&>(*dealt).position().lastHand);
  for (CardMask hand : after.hands) EXPECT_EQ(hand, 0u);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.back().kind, EventKind::kRoundEnd);  // no gathering, shuffle or deal after it
  std::vector<double> rewardsDealt, rewardsSimulated;
  policy.evaluate(*dealt, rewardsDealt);
  policy.evaluate(*simulated, rewardsSimulated);
  EXPECT_EQ(rewardsSimulated, rewardsDealt);
}

TEST(SabokbazPolicy, TheMatchsEndRewardsItsWinners) {
  // Team 1 needs one point: whoever wins the hand's margin, a match that ends pays its winners
  // most.
  const GamePolicy& policy = policyFor("sabokbaz");
  auto start = position(kVoidInKoozeh, {{"koozeh-2"}, {"koozeh-12"}, {"koozeh-4"}}, {"koozeh-2"},
                        Json::array({-69, 69}));
  auto now = start->clone();
  Rng rng(1);
  while (!policy.rolloutDone(*start, *now)) now->applyLegal(policy.choose(*now, rng), nullptr);
  ASSERT_TRUE(now->isTerminal());
  std::vector<double> rewards;
  policy.evaluate(*now, rewards);
  const auto winners = now->winners();
  ASSERT_FALSE(winners.empty());
  const int winner = winners[0], loser = 1 - winner % 2;
  EXPECT_GE(rewards[winner], 0.75);
  EXPECT_LE(rewards[loser], 0.25);
  EXPECT_EQ(rewards[winner], rewards[winner + 2 - 2 * (winner / 2)]);
}

}  // namespace
}  // namespace mizbazi::ai::sabokbaz

#include "cli/tournament.h"

#include <mutex>
#include <thread>

#include "ai/bot.h"

namespace mizbazi::cli {

namespace {

struct GameOutcome {
  std::vector<int> winners;
  std::vector<int> scores;
  long long actions = 0;
  std::string error;
};

GameOutcome playOne(const Scenario& base, std::vector<std::unique_ptr<ai::Bot>>& bots,
                    std::uint64_t seed, std::optional<GameRecord>* keep) {
  Scenario s = base;
  s.seed = seed;
  GameRecord record = GameRecord::fromScenario(s);
  // Each game has its own bot generator, so a game's course depends only on its seed.
  Rng rng(seed ^ 0xB07B07ull);
  GameOutcome out;
  while (!record.state().isTerminal()) {
    int seat = record.state().currentPlayer();
    Action a = bots[seat]->choose(record.state(), seat, rng);
    if (auto why = record.play(a)) {
      out.error =
          "seat " + std::to_string(seat) + "'s bot chose an illegal action: " + why->message;
      return out;
    }
    ++out.actions;
  }
  out.winners = record.state().winners();
  out.scores = record.state().scores();
  if (keep != nullptr) keep->emplace(record);
  return out;
}

}  // namespace

TournamentResult runTournament(const Scenario& base, const TournamentPlan& plan) {
  const auto& levels = plan.levels;
  const long long games = plan.games;
  const int players = static_cast<int>(levels.size());
  std::vector<GameOutcome> outcomes(static_cast<std::size_t>(games));
  TournamentResult result;
  std::mutex keepMutex;
  auto worker = [&](int t) {
    std::vector<std::unique_ptr<ai::Bot>> bots;
    for (const std::string& level : levels) bots.push_back(ai::makeBot(base.game, level));
    for (long long g = t; g < games; g += plan.threads) {
      // A record that can no longer be written stops the tournament: the games it cannot keep
      // would have to be played again (the caller says why).
      if (plan.record != nullptr && plan.record->failed()) return;
      const std::uint64_t seed = plan.seed + static_cast<std::uint64_t>(g);
      const bool keep = plan.keepLastGame && g + 1 == games;
      const RecordedGame* recorded = plan.record ? plan.record->find(seed) : nullptr;
      if (recorded != nullptr && !keep) {
        outcomes[g] = GameOutcome{recorded->winners, recorded->scores, recorded->actions, {}};
        continue;
      }
      std::optional<GameRecord> kept;
      outcomes[g] = playOne(base, bots, seed, keep ? &kept : nullptr);
      if (plan.record != nullptr && recorded == nullptr && outcomes[g].error.empty()) {
        plan.record->append(
            seed, RecordedGame{outcomes[g].actions, outcomes[g].winners, outcomes[g].scores});
      }
      if (kept) {
        std::lock_guard lock(keepMutex);
        result.lastGame = std::move(kept);
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < plan.threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& th : pool) th.join();

  result.wins.assign(players, 0);
  result.scoreSum.assign(players, 0);
  if (plan.record != nullptr && plan.record->failed()) {
    result.recordFailed = true;
    return result;
  }
  for (const GameOutcome& o : outcomes) {
    if (!o.error.empty()) {
      result.error = o.error;
      return result;
    }
    std::vector<double> share(players, 0.0);
    for (int w : o.winners) share[w] = 1.0 / static_cast<double>(o.winners.size());
    for (int s = 0; s < players; ++s) result.wins[s] += share[s];
    result.perGameWins.push_back(share);
    for (int s = 0; s < players; ++s) {
      // Team games report scores per team: a seat's score is its team's.
      result.scoreSum[s] += o.scores.size() == static_cast<std::size_t>(players)
                                ? o.scores[s]
                                : o.scores[s % o.scores.size()];
    }
    result.actions += o.actions;
  }
  return result;
}

}  // namespace mizbazi::cli

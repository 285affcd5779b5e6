// Tuning aid, not a test: two sets of PlayParams play the same games twice, seats swapped, and
// the mean win share and gold margin of A over B are printed with 95% intervals.
// Usage: saboteur_policy_duel GAMES [a.KEY=VALUE | b.KEY=VALUE | a.bot=LEVEL | b.bot=LEVEL]...
//   keys: opp sabotage threat repair position fix map bribe keep pass bribeAt rockfall step
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "ai/bot.h"
#include "ai/saboteur/rule_player.h"
#include "core/registry.h"

using namespace mizbazi;
using namespace mizbazi::ai::saboteur;

namespace {

bool setParam(PlayParams& p, const std::string& key, double value) {
  struct Key {
    const char* name;
    double PlayParams::*field;
  };
  static const Key kKeys[] = {{"opp", &PlayParams::oppWeight},
                              {"sabotage", &PlayParams::sabotageBase},
                              {"threat", &PlayParams::sabotageThreat},
                              {"repair", &PlayParams::repairBase},
                              {"position", &PlayParams::repairPosition},
                              {"fix", &PlayParams::fixPenalty},
                              {"map", &PlayParams::mapValue},
                              {"bribe", &PlayParams::bribeCost},
                              {"keep", &PlayParams::keepScale},
                              {"pass", &PlayParams::passBonus},
                              {"bribeAt", &PlayParams::bribeThreshold},
                              {"rockfall", &PlayParams::rockfallThreat},
                              {"step", &PlayParams::step}};
  for (const Key& k : kKeys) {
    if (key == k.name) {
      p.*k.field = value;
      return true;
    }
  }
  return false;
}

struct Side {
  PlayParams params;
  std::unique_ptr<ai::Bot> bot;  // null: the rule-based player with `params` (all-seeing is fine
                                 // here: both sides get the same kind of view)
};

// Plays one game; returns seat 0's gold minus seat 1's.
int playGame(const Game& game, std::uint64_t seed, Side* bySeat[2], Rng& rng) {
  GameConfig config;
  config.players = 2;
  config.options = Json{{"players", 2}, {"solo", false}};
  config.seed = seed;
  auto state = game.newGame(config);
  auto& s = static_cast<mizbazi::saboteur::SaboteurState&>(*state);
  while (!s.isTerminal()) {
    const int seat = s.currentPlayer();
    Side* side = bySeat[seat];
    Action a;
    if (side->bot) {
      a = side->bot->choose(s, seat, rng);
    } else {
      auto view = s.determinize(seat, rng);
      a = chooseAction(static_cast<const mizbazi::saboteur::SaboteurState&>(*view), side->params,
                       rng);
    }
    s.applyLegal(a, nullptr);
  }
  return s.goldOf(0) - s.goldOf(1);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s GAMES [a.KEY=VALUE | b.KEY=VALUE]...\n", argv[0]);
    return 2;
  }
  const long games = std::atol(argv[1]);
  Side a, b;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    auto eq = arg.find('=');
    if (arg.size() < 3 || arg[1] != '.' || eq == std::string::npos) {
      std::fprintf(stderr, "bad argument '%s'\n", arg.c_str());
      return 2;
    }
    Side& side = arg[0] == 'a' ? a : b;
    std::string key = arg.substr(2, eq - 2), value = arg.substr(eq + 1);
    if (key == "bot") {
      side.bot = ai::makeBot("saboteur-duel", value);
      if (!side.bot) {
        std::fprintf(stderr, "unknown level '%s'\n", value.c_str());
        return 2;
      }
    } else if (!setParam(side.params, key, std::atof(value.c_str()))) {
      std::fprintf(stderr, "unknown key '%s'\n", key.c_str());
      return 2;
    }
  }
  registerAllGames();
  const Game* game = Registry::instance().find("saboteur-duel");
  double shareSum = 0, shareSq = 0, marginSum = 0, marginSq = 0;
  long n = 0;
  Rng rng(12345);
  for (long g = 0; g < games; ++g) {
    for (int swap = 0; swap < 2; ++swap) {
      Side* bySeat[2] = {swap ? &b : &a, swap ? &a : &b};
      int margin = playGame(*game, 1000 + g, bySeat, rng);
      if (swap) margin = -margin;
      double share = margin > 0 ? 1 : margin < 0 ? -1 : 0;  // A's win minus B's win
      shareSum += share;
      shareSq += share * share;
      marginSum += margin;
      marginSq += margin * margin;
      ++n;
    }
  }
  auto report = [&](const char* what, double sum, double sq) {
    double mean = sum / n, var = (sq - n * mean * mean) / (n - 1);
    std::printf("%s: %+.3f (95%% interval %+.3f to %+.3f)\n", what, mean,
                mean - 1.96 * std::sqrt(var / n), mean + 1.96 * std::sqrt(var / n));
  };
  std::printf("%ld games (%ld deals, seats swapped)\n", n, games);
  report("A win share minus B", shareSum, shareSq);
  report("A gold minus B", marginSum, marginSq);
  return 0;
}

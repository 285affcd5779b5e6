// Tuning aid, not a test: two sets of PlayParams play the same deals twice, seats swapped
// (duplicate format), and the mean hand margin of A over B is printed with its 95% interval.
// Usage: sabokbaz_policy_duel HANDS [a.KEY=VALUE | b.KEY=VALUE]...
//   keys: dozakh behesht khayyam ajal badeh zamaneh number chase feed dump, or bot=LEVEL (easy,
//   normal, hard, random: that side plays as the computer player of that level instead)
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "ai/bot.h"
#include "ai/sabokbaz/card_choice.h"
#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/state.h"

using namespace mizbazi;
using namespace mizbazi::ai::sabokbaz;

namespace {

bool setParam(PlayParams& p, const std::string& key, double value) {
  struct Key {
    const char* name;
    double PlayParams::*field;
  };
  static const Key kKeys[] = {{"dozakh", &PlayParams::keepDozakh},
                              {"behesht", &PlayParams::keepBehesht},
                              {"khayyam", &PlayParams::keepKhayyam},
                              {"ajal", &PlayParams::keepAjal},
                              {"badeh", &PlayParams::keepBadeh},
                              {"zamaneh", &PlayParams::keepZamaneh},
                              {"number", &PlayParams::keepPerNumber},
                              {"feed", &PlayParams::feed},
                              {"dump", &PlayParams::dump}};
  for (const Key& k : kKeys) {
    if (key == k.name) {
      p.*k.field = value;
      return true;
    }
  }
  if (key != "chase") return false;
  p.chaseFrom = static_cast<int>(value);
  return true;
}

struct Side {
  PlayParams params;
  std::string level;  // empty: the rule-based player with `params`
  std::unique_ptr<ai::Bot> bot;
};

// Plays one hand from the deal of `seed`; returns team 0's margin.
int playHand(const Game& game, GameConfig config, Side* byTeam[2], Rng& rng) {
  auto state = game.newGame(config);
  auto& s = static_cast<sabokbaz::SabokbazState&>(*state);
  const int hand = s.handNumber();
  while (!s.isTerminal() && s.handNumber() == hand) {
    TableView view = viewOfCurrent(s);
    Side& side = *byTeam[view.myTeam];
    Action a = side.bot ? side.bot->choose(s, view.me, rng)
                        : static_cast<Action>(chooseCard(view, side.params));
    s.applyLegal(a, nullptr);
  }
  const auto& out = s.position().lastHand;
  return out.scores[0] - out.scores[1];
}

}  // namespace

int main(int argc, char** argv) {
  const long hands = argc > 1 ? std::atol(argv[1]) : 10000;
  Side a, b;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    auto eq = arg.find('=');
    if (arg.size() < 3 || arg[1] != '.' || eq == std::string::npos) {
      std::fprintf(stderr, "bad argument %s\n", argv[i]);
      return 2;
    }
    Side& side = arg[0] == 'a' ? a : b;
    if (arg.substr(2, eq - 2) == "bot") {
      side.bot = ai::makeBot("sabokbaz", arg.substr(eq + 1));
      if (!side.bot) {
        std::fprintf(stderr, "unknown level %s\n", argv[i]);
        return 2;
      }
    } else if (!setParam(side.params, arg.substr(2, eq - 2), std::atof(arg.c_str() + eq + 1))) {
      std::fprintf(stderr, "bad argument %s\n", argv[i]);
      return 2;
    }
  }
  Scenario sc;
  sc.game = "sabokbaz";
  sc.seed = 1;
  const Game* game = findGame("sabokbaz");
  GameConfig config = resolveConfig(sc, *game);
  double sum = 0, sumSq = 0;
  for (long h = 0; h < hands; ++h) {
    config.seed = 1000 + static_cast<std::uint64_t>(h);
    Side* aFirst[2] = {&a, &b};
    Side* bFirst[2] = {&b, &a};
    Rng rng(config.seed);
    // A's margin as team 0, then as team 1 on the same deal.
    double d = (playHand(*game, config, aFirst, rng) - playHand(*game, config, bFirst, rng)) / 2.0;
    sum += d;
    sumSq += d * d;
  }
  double mean = sum / hands;
  double sd = std::sqrt(std::max(0.0, sumSq / hands - mean * mean));
  std::printf("A - B mean hand margin over %ld deals: %+.3f (95%% interval %+.3f to %+.3f)\n",
              hands, mean, mean - 1.96 * sd / std::sqrt(hands),
              mean + 1.96 * sd / std::sqrt(hands));
  return 0;
}

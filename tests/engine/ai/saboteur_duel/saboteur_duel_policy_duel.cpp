// Tuning aid, not a test: two sets of PlayParams play the same games twice, seats swapped, and
// the mean win share and gold margin of A over B are printed with 95% intervals.
// Usage: saboteur_duel_policy_duel GAMES [a.KEY=VALUE | b.KEY=VALUE | a.bot=LEVEL | b.bot=LEVEL]...
//   keys: opp sabotage threat repair position fix map bribe keep pass bribeAt rockfall step
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ai/bot.h"
#include "ai/saboteur_duel/saboteur_duel_rule_player.h"
#include "core/registry.h"
#include "support/policy_duel.h"
#include "support/saboteur_duel_new_game.h"

using namespace mizbazi;
using namespace mizbazi::ai::saboteur_duel;

namespace {

bool setParam(PlayParams& p, const std::string& key, double value) {
  static const test::ParamKey<PlayParams> kKeys[] = {{"opp", &PlayParams::oppWeight},
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
  return test::setParamByName(p, kKeys, key, value);
}

// A side without a bot is the rule-based player; it sees through a determinized view like the
// bots (all-seeing would be fine too: both sides get the same kind of view).
using Side = test::DuelSide<PlayParams>;

// Plays one game; returns seat 0's gold minus seat 1's.
int playGame(const Game& game, std::uint64_t seed, Side* bySeat[2], Rng& rng) {
  auto state = game.newGame(mizbazi::saboteur_duel::saboteurDuelConfig(2, seed));
  auto& s = static_cast<mizbazi::saboteur_duel::SaboteurDuelState&>(*state);
  while (!s.isTerminal()) {
    const int seat = s.currentPlayer();
    Side* side = bySeat[seat];
    Action a;
    if (side->bot) {
      a = side->bot->choose(s, seat, rng);
    } else {
      auto view = s.determinize(seat, rng);
      a = chooseAction(static_cast<const mizbazi::saboteur_duel::SaboteurDuelState&>(*view),
                       side->params, rng);
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
  if (!test::readDuelSides(argc, argv, 2, "saboteur-duel", a, b, setParam)) return 2;
  registerAllGames();
  const Game* game = Registry::instance().find("saboteur-duel");
  test::MeanWithInterval share, gold;
  Rng rng(12345);
  for (long g = 0; g < games; ++g) {
    for (int swap = 0; swap < 2; ++swap) {
      Side* bySeat[2] = {swap ? &b : &a, swap ? &a : &b};
      int margin = playGame(*game, 1000 + g, bySeat, rng);
      if (swap) margin = -margin;
      share.add(margin > 0 ? 1 : margin < 0 ? -1 : 0);  // A's win minus B's win
      gold.add(margin);
    }
  }
  std::printf("%ld games (%ld deals, seats swapped)\n", share.count(), games);
  share.print("A win share minus B");
  gold.print("A gold minus B");
  return 0;
}

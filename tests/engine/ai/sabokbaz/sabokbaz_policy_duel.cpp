// Tuning aid, not a test: two sets of PlayParams play the same deals twice, seats swapped
// (duplicate format), and the mean hand margin of A over B is printed with its 95% interval.
// Usage: sabokbaz_policy_duel HANDS [a.KEY=VALUE | b.KEY=VALUE]...
//   keys: dozakh behesht khayyam ajal badeh zamaneh number chase feed dump, or bot=LEVEL (easy,
//   normal, hard, random: that side plays as the computer player of that level instead)
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ai/bot.h"
#include "ai/sabokbaz/sabokbaz_card_choice.h"
#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"
#include "support/policy_duel.h"

using namespace mizbazi;
using namespace mizbazi::ai::sabokbaz;

namespace {

bool setParam(PlayParams& p, const std::string& key, double value) {
  static const test::ParamKey<PlayParams> kKeys[] = {{"dozakh", &PlayParams::keepDozakh},
                                                     {"behesht", &PlayParams::keepBehesht},
                                                     {"khayyam", &PlayParams::keepKhayyam},
                                                     {"ajal", &PlayParams::keepAjal},
                                                     {"badeh", &PlayParams::keepBadeh},
                                                     {"zamaneh", &PlayParams::keepZamaneh},
                                                     {"number", &PlayParams::keepPerNumber},
                                                     {"feed", &PlayParams::feed},
                                                     {"dump", &PlayParams::dump}};
  if (test::setParamByName(p, kKeys, key, value)) return true;
  if (key != "chase") return false;
  p.chaseFrom = static_cast<int>(value);
  return true;
}

using Side = test::DuelSide<PlayParams>;

// Plays one hand from the deal of `seed`; returns team 0's margin.
int playHand(const Game& game, GameConfig config, Side* byTeam[2], Rng& rng) {
  auto state = game.newGame(config);
  auto& s = static_cast<sabokbaz::SabokbazState&>(*state);
  const int hand = s.handNumber();
  while (!s.isTerminal() && s.handNumber() == hand) {
    SeatKnowledge view = knowledgeOfSeatToAct(s);
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
  if (!test::readDuelSides(argc, argv, 2, "sabokbaz", a, b, setParam)) return 2;
  Scenario sc;
  sc.game = "sabokbaz";
  sc.seed = 1;
  const Game* game = findGame("sabokbaz");
  GameConfig config = resolveConfig(sc, *game);
  test::MeanWithInterval margin;
  for (long h = 0; h < hands; ++h) {
    config.seed = 1000 + static_cast<std::uint64_t>(h);
    Side* aFirst[2] = {&a, &b};
    Side* bFirst[2] = {&b, &a};
    Rng rng(config.seed);
    // A's margin as team 0, then as team 1 on the same deal.
    margin.add((playHand(*game, config, aFirst, rng) - playHand(*game, config, bFirst, rng)) / 2.0);
  }
  std::printf("%ld deals, each played twice with the teams swapped\n", hands);
  margin.print("A - B mean hand margin");
  return 0;
}

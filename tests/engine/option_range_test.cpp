// What a game says its options may be (Game::playerCounts, Game::optionRange) is exactly what it
// accepts (resolveConfig): the new-game dialog is built from the first, the game starts from the
// second, so a value the dialog offers can never be refused at Start. Every registered game,
// every player count, every option.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/errors.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi {
namespace {

Scenario withOptions(const Game& game, int players, const Json& options) {
  Scenario s;
  s.game = game.info().id;
  s.options = options;
  s.options["players"] = players;
  s.seed = 1;
  return s;
}

bool accepted(const Game& game, int players, const Json& options, std::string* why = nullptr) {
  try {
    resolveConfig(withOptions(game, players, options), game);
    return true;
  } catch (const InputError& e) {
    if (why) *why = e.what();
    return false;
  }
}

// The values a dialog would offer for one option (every one for a short list or range, else the
// ends and a few between), and values next to them that it must not.
void valuesOf(const OptionRange& r, std::vector<Json>& offered, std::vector<Json>& refused) {
  if (r.fixed) {
    offered.push_back(r.value);
    if (r.type == OptionSpec::Type::kBool) refused.push_back(!r.value.get<bool>());
    return;
  }
  switch (r.type) {
    case OptionSpec::Type::kBool:
      offered = {true, false};
      return;
    case OptionSpec::Type::kString:
      for (const std::string& c : r.choices) offered.push_back(c);
      refused.push_back("no such choice");
      return;
    case OptionSpec::Type::kInt:
      for (int v = r.min; v <= r.max; v += r.step) {
        const int index = (v - r.min) / r.step;
        const int last = (r.max - r.min) / r.step;
        if (index < 8 || index > last - 8 || index % 17 == 0) offered.push_back(v);
        if (r.step > 1 && v + 1 <= r.max) refused.push_back(v + 1);
      }
      refused.push_back(r.min - 1);
      refused.push_back(r.max + 1);
      return;
  }
}

TEST(OptionRange, EveryOfferedValueIsAcceptedAndNoOther) {
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    const GameInfo& info = game->info();
    const std::vector<int> counts = game->playerCounts();
    ASSERT_FALSE(counts.empty()) << info.id;
    EXPECT_TRUE(std::is_sorted(counts.begin(), counts.end())) << info.id;
    for (int players = info.minPlayers - 1; players <= info.maxPlayers + 1; ++players) {
      const bool listed = std::count(counts.begin(), counts.end(), players) > 0;
      std::string why;
      EXPECT_EQ(accepted(*game, players, Json::object(), &why), listed)
          << info.id << " with " << players << " players: " << why;
    }
    for (int players : counts) {
      for (const OptionSpec& o : info.options) {
        if (o.key == "players") continue;
        const OptionRange r = game->optionRange(o, players);
        const std::string where = info.id + " " + std::to_string(players) + " " + o.key;
        if (!r.applies) {
          EXPECT_TRUE(r.value.is_null()) << where;
          // Any value of the option's own type is refused: it means nothing with this count.
          const Json any = o.type == OptionSpec::Type::kBool     ? Json(true)
                           : o.type == OptionSpec::Type::kString ? Json(o.choices.at(0))
                                                                 : Json(o.min);
          EXPECT_FALSE(accepted(*game, players, {{o.key, any}})) << where;
          continue;
        }
        EXPECT_TRUE(r.accepts(r.value)) << where << ": its own default";
        std::vector<Json> offered, refused;
        valuesOf(r, offered, refused);
        ASSERT_FALSE(offered.empty()) << where;
        for (const Json& v : offered) {
          std::string why;
          EXPECT_TRUE(r.accepts(v)) << where << " " << v.dump();
          EXPECT_TRUE(accepted(*game, players, {{o.key, v}}, &why))
              << where << " = " << v.dump() << ": " << why;
        }
        for (const Json& v : refused) {
          EXPECT_FALSE(r.accepts(v)) << where << " " << v.dump();
          EXPECT_FALSE(accepted(*game, players, {{o.key, v}})) << where << " = " << v.dump();
        }
      }
    }
  }
}

// A game left to its defaults gets the range's default for every option that applies.
TEST(OptionRange, TheDefaultsAreTheRangesDefaults) {
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    for (int players : game->playerCounts()) {
      const GameConfig config = resolveConfig(withOptions(*game, players, {}), *game);
      for (const OptionSpec& o : game->info().options) {
        const OptionRange r = game->optionRange(o, players);
        const std::string where = game->info().id + " " + std::to_string(players) + " " + o.key;
        if (r.applies)
          EXPECT_EQ(config.options.value(o.key, Json()), r.value) << where;
        else
          EXPECT_FALSE(config.options.contains(o.key)) << where;
      }
    }
  }
}

}  // namespace
}  // namespace mizbazi

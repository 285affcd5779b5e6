// `mizbazi-cli soak`: plays checked games of every game, random and bot, and reports its figures.
#include <gtest/gtest.h>

#include "cli/run_cli.h"

namespace mizbazi::cli {
namespace {

TEST(Soak, EveryGamePassesAShortCheckedRun) {
  for (const char* game : {"zirkhaki", "rivals", "sabokbaz", "saboteur-duel"}) {
    const Result r = run({"soak", "--game", game, "--games", "15", "--seed", "7"});
    EXPECT_EQ(r.code, kExitOk) << game << ": " << r.err;
    EXPECT_NE(r.out.find(": 15 games (seeds 7..21)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("0 failures"), std::string::npos) << r.out;
  }
}

TEST(Soak, BotsAndRoundTripsAfterEveryAction) {
  const Result r = run({"soak", "--game", "zirkhaki", "--players", "3", "--games", "3", "--bots",
                        "easy,random,easy", "--round-trip-every-action", "--threads", "2"});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_NE(r.out.find("easy,random,easy: 3 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("with a save/load round trip each"), std::string::npos) << r.out;
}

TEST(Soak, BadArgumentsAreUsageErrors) {
  EXPECT_EQ(run({"soak", "--game", "zirkhaki", "--check", "some"}).code, kExitMalformed);
  EXPECT_EQ(run({"soak", "--game", "zirkhaki", "--bots", "easy"}).code, kExitMalformed);
  EXPECT_EQ(run({"soak", "--game", "nope"}).code, kExitMalformed);
}

}  // namespace
}  // namespace mizbazi::cli

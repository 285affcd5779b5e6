// Shared by the rule-based players' duel tools (tuning aids,
// tests/engine/ai/<game>/<game>_policy_duel.cpp): reading the two sides from "a.KEY=VALUE" /
// "b.KEY=VALUE" arguments, and printing a mean with its 95% interval. Header-only: the tools link
// the engine alone, not the test framework.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "ai/bot.h"

namespace mizbazi::test {

// One tunable number of a rule-based player, by the name a duel argument gives it.
template <class Params>
struct ParamKey {
  const char* name;
  double Params::*field;
};

template <class Params, std::size_t N>
bool setParamByName(Params& params, const ParamKey<Params> (&keys)[N], const std::string& name,
                    double value) {
  for (const auto& key : keys) {
    if (name == key.name) {
      params.*key.field = value;
      return true;
    }
  }
  return false;
}

// A side of a duel: the rule-based player with `params`, or, when `bot` is set, the computer
// player of a level.
template <class Params>
struct DuelSide {
  Params params;
  std::unique_ptr<ai::Bot> bot;
};

// Reads argv[first..] into the sides: "x.bot=LEVEL" makes side x the computer player of that level
// of `gameId`; any other "x.KEY=VALUE" goes to setParam(side.params, KEY, VALUE), which says
// whether it knew KEY. Prints what is wrong and returns false at the first bad argument.
template <class Params, class SetParam>
bool readDuelSides(int argc, char** argv, int first, const std::string& gameId, DuelSide<Params>& a,
                   DuelSide<Params>& b, SetParam setParam) {
  for (int i = first; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto eq = arg.find('=');
    if (arg.size() < 3 || (arg[0] != 'a' && arg[0] != 'b') || arg[1] != '.' ||
        eq == std::string::npos) {
      std::fprintf(stderr, "bad argument '%s' (expected a.KEY=VALUE or b.KEY=VALUE)\n", argv[i]);
      return false;
    }
    DuelSide<Params>& side = arg[0] == 'a' ? a : b;
    const std::string key = arg.substr(2, eq - 2), value = arg.substr(eq + 1);
    if (key == "bot") {
      side.bot = ai::makeBot(gameId, value);
      if (!side.bot) {
        std::fprintf(stderr, "unknown level '%s'\n", value.c_str());
        return false;
      }
    } else if (!setParam(side.params, key, std::atof(value.c_str()))) {
      std::fprintf(stderr, "unknown key '%s'\n", key.c_str());
      return false;
    }
  }
  return true;
}

// A running mean and its 95% interval (normal approximation, sample variance).
class MeanWithInterval {
 public:
  void add(double x) {
    sum_ += x;
    sumSq_ += x * x;
    ++n_;
  }
  long count() const { return n_; }
  // "what: +0.123 (95% interval +0.100 to +0.146)"
  void print(const char* what) const {
    const double n = static_cast<double>(n_);
    const double mean = n_ > 0 ? sum_ / n : 0;
    const double var = n_ > 1 ? std::max(0.0, (sumSq_ - n * mean * mean) / (n - 1)) : 0;
    const double half = 1.96 * std::sqrt(n_ > 0 ? var / n : 0);
    std::printf("%s: %+.3f (95%% interval %+.3f to %+.3f)\n", what, mean, mean - half, mean + half);
  }

 private:
  double sum_ = 0, sumSq_ = 0;
  long n_ = 0;
};

}  // namespace mizbazi::test

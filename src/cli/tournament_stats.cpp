#include "cli/tournament_stats.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

namespace mizbazi::cli {

namespace {
constexpr double kZ95 = 1.959964;
}

std::pair<double, double> wilsonInterval(double wins, double games) {
  if (games <= 0) return {0, 0};
  const double z2 = kZ95 * kZ95;
  const double p = wins / games;
  const double centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const double half =
      kZ95 * std::sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games);
  // Mathematically the interval holds p; rounding can leave an end a hair short of it (p = 1).
  return {std::clamp(centre - half, 0.0, p), std::clamp(centre + half, p, 1.0)};
}

std::string marginLine(const std::vector<std::string>& levels,
                       const std::vector<std::vector<double>>& perGame) {
  std::vector<std::string> distinct;
  for (const auto& l : levels) {
    if (std::find(distinct.begin(), distinct.end(), l) == distinct.end()) distinct.push_back(l);
  }
  if (distinct.size() != 2 || perGame.size() < 2) return "";
  std::vector<double> diffs;
  for (const auto& shares : perGame) {
    double d = 0;
    for (std::size_t s = 0; s < levels.size(); ++s)
      d += levels[s] == distinct[0] ? shares[s] : -shares[s];
    diffs.push_back(d);
  }
  const double n = static_cast<double>(diffs.size());
  double mean = 0, var = 0;
  for (double d : diffs) mean += d / n;
  for (double d : diffs) var += (d - mean) * (d - mean) / (n - 1);
  const double half = kZ95 * std::sqrt(var / n);
  // The difference of two shares of one game lies within ±1, so a wide interval from a few games
  // is cut there (it decides the same about zero either way).
  const double low = std::max(-1.0, mean - half), high = std::min(1.0, mean + half);
  std::ostringstream line;
  line << std::showpos << std::fixed << std::setprecision(1) << distinct[0] << " − " << distinct[1]
       << " win share: " << 100 * mean << "% (95% interval " << 100 * low << "% to " << 100 * high
       << "%)" << std::noshowpos
       << (low > 0 || high < 0 ? ", excludes zero\n" : ", includes zero\n");
  return line.str();
}

}  // namespace mizbazi::cli

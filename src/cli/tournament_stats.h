// The statistics `mizbazi-cli play` prints: each seat's win share with its interval, and the
// margin between two levels. Apart from the table layout so that they can be tested on their own.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace mizbazi::cli {

// Wilson score interval (95%) for `wins` out of `games`, as fractions within [0, 1].
std::pair<double, double> wilsonInterval(double wins, double games);

// With exactly two distinct levels at the table: one line with the mean per-game difference of
// their win shares and its 95% interval (normal approximation over games), e.g.
// "hard − easy win share: +12.3% (95% interval +9.2% to +15.4%), excludes zero". Empty otherwise.
// perGame[g][s] is seat s's win share in game g (a game's shares add up to at most 1).
std::string marginLine(const std::vector<std::string>& levels,
                       const std::vector<std::vector<double>>& perGame);

}  // namespace mizbazi::cli

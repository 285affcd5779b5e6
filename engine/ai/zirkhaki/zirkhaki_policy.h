// Zirkhaki's rule-based player: push-your-luck with exact bust odds from the cards it has not seen.
#pragma once

namespace mizbazi::ai::zirkhaki {

void registerPolicy();

}  // namespace mizbazi::ai::zirkhaki

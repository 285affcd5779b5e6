// Saboteur: the Duel's rule-based player: dig toward the goals, claim gold, hinder the opponent.
#pragma once

namespace mizbazi::ai::saboteur {

void registerPolicy();

}  // namespace mizbazi::ai::saboteur

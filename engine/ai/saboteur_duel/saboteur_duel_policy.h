// Saboteur: the Duel's rule-based player: dig toward the goals, claim gold, hinder the opponent.
#pragma once

namespace mizbazi::ai::saboteur_duel {

void registerPolicy();

}  // namespace mizbazi::ai::saboteur_duel

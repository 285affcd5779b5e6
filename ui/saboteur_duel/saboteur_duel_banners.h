// The banners that flash over the table while an action's events play: the deck's shuffle, gold
// claimed, a troll bribed, the end of a round, each troll paid at its end (what, by whom, to whom),
// and, alone, what a card drawn from the deck did at once and why. Sentences only: the scene
// queues them (saboteur_duel_scene.cpp); the log tells the same happenings at length (the
// narrator).
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"

namespace mizbazi::ui::saboteur_duel {

struct SaboteurDuelBanner {
  QString text;
  Place at;  // the pile it is shown over
  QColor color;
  int holdMs = 650;
};

class SaboteurDuelBanners {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelBanners)

 public:
  // The banner for events[i], if it calls for one. `names` are the seats' names; `cardId` names a
  // physical card (events hidden from the seat on screen carry -1 and name none).
  static std::optional<SaboteurDuelBanner> of(const Events& events, std::size_t i,
                                              const QStringList& names,
                                              const std::function<QString(int)>& cardId);

 private:
  static std::optional<SaboteurDuelBanner> ofNote(const Events& events, std::size_t i,
                                                  const QStringList& names,
                                                  const std::function<QString(int)>& cardId);
  static std::optional<SaboteurDuelBanner> soloRockfall(const Events& events, std::size_t i,
                                                        const std::function<QString(int)>& cardId);
};

}  // namespace mizbazi::ui::saboteur_duel

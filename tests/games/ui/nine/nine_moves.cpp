#include "ui/nine/nine_moves.h"

#include "ui/nine/nine_scene.h"

namespace mizbazi::ui::nine {

MovePath NineMoves::pathOf(const QString& text) const {
  // A card alone is no whole move, so that a card picked up can still be put back (Escape).
  return {MoveStep::ofCard(NineScene::cardArt(text.section(' ', 1))),
          MoveStep::ofPlace(Place{kZoneTrick, static_cast<std::int8_t>(seat_), -1})};
}

std::optional<QString> NineMoves::actionFor(const MovePath& path) const {
  if (path.isEmpty() || path.front().kind != MoveStep::Kind::kCard) return std::nullopt;
  const QString id = path.front().card.section('/', 1);
  if (id.isEmpty() || id == QLatin1String("back")) return std::nullopt;
  // A card put anywhere but the player's own place in the middle is no move at all.
  if (path.size() > 1 && !(path.back().kind == MoveStep::Kind::kPlace &&
                           path.back().place.zone == kZoneTrick && path.back().place.seat == seat_))
    return std::nullopt;
  return "play " + id;
}

}  // namespace mizbazi::ui::nine

#include "ui/sabokbaz/sabokbaz_moves.h"

#include "sabokbaz/sabokbaz_state.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {
const QString kVerb = QStringLiteral("play ");
}

MovePath SabokbazMoves::pathOf(const QString& actionText) const {
  if (!actionText.startsWith(kVerb)) return {};
  const QString card = actionText.mid(kVerb.size());
  if (!engine::parseCardId(card.toStdString())) return {};
  return {MoveStep::ofCard(SabokbazTexts::cardArt(card)), MoveStep::ofPlace(places::trick())};
}

std::optional<QString> SabokbazMoves::actionFor(const MovePath& path) const {
  if (path.size() != 2) return std::nullopt;
  if (path[0].kind != MoveStep::Kind::kCard || path[1].kind != MoveStep::Kind::kPlace) {
    return std::nullopt;
  }
  const QString card = SabokbazTexts::cardIdOfArt(path[0].card);
  if (card.isEmpty()) return std::nullopt;
  // Any slot of the trick is the trick: a drop lands on whichever card of it lies under the
  // pointer.
  const Place& to = path[1].place;
  if (to.zone != places::kTrick || to.seat != -1) return std::nullopt;
  return kVerb + card;
}

}  // namespace mizbazi::ui::sabokbaz

#include "ui/saboteur_duel/saboteur_duel_banners.h"

#include <QLocale>

#include "saboteur_duel/saboteur_duel_state.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

// The engine's event notes.
namespace eng = ::mizbazi::saboteur_duel;

const QColor kGold("#b07d12"), kTroll("#6b4a2b"), kStrike("#a32020"), kNews("#2b1d0e");

QString idOf(const Event& e, const std::function<QString(int)>& cardId) {
  return e.card >= 0 && cardId ? cardId(e.card) : QString();
}

// The tool a sabotage card breaks ("lamp"), as its facts say.
QString toolOf(const QString& id) {
  const auto f = cardFacts(id);
  return f && !f->tools.isEmpty() ? f->tools.first() : QString();
}

}  // namespace

std::optional<SaboteurDuelBanner> SaboteurDuelBanners::of(
    const Events& events, std::size_t i, const QStringList& names,
    const std::function<QString(int)>& cardId) {
  const Event& e = events[i];
  switch (e.kind) {
    case EventKind::kShuffle:
      // The goal pool is off the cloth: only the deck's shuffle is shown.
      if (e.from.zone != kZoneDeck) return std::nullopt;
      return SaboteurDuelBanner{tr("Shuffled"), place(kZoneDeck), QColor("#3b5a7a"), 350};
    case EventKind::kRoundEnd:
      return SaboteurDuelBanner{tr("Round %1 is over").arg(QLocale().toString(e.value)),
                                place(kZoneDeck), kNews, 1100};
    case EventKind::kGameEnd:
      return SaboteurDuelBanner{tr("Game over"), place(kZoneDeck), kNews, 800};
    case EventKind::kNote:
      return ofNote(events, i, names, cardId);
    default:
      return std::nullopt;
  }
}

std::optional<SaboteurDuelBanner> SaboteurDuelBanners::ofNote(
    const Events& events, std::size_t i, const QStringList& names,
    const std::function<QString(int)>& cardId) {
  const Event& e = events[i];
  const Place at = e.to.zone == kZoneBoard ? e.to : place(kZoneDeck);
  const QString who = names.value(e.seat);
  const QString card = idOf(e, cardId);
  switch (e.value) {
    case eng::kNoteClaim:
      return SaboteurDuelBanner{tr("Gold claimed!"), at, kGold, 650};
    case eng::kNoteBribe:
      return SaboteurDuelBanner{tr("Troll bribed: paid at the round's end"), at, kTroll, 800};
    case eng::kNoteTrollPaid:
      if (card.isEmpty()) return std::nullopt;
      return SaboteurDuelBanner{tr("%1 pays the troll they bribed: %2 goes to the troll")
                                    .arg(who, SaboteurDuelTexts::quotedName(card)),
                                place(kZoneGold, e.seat), kTroll, 1400};
    case eng::kNoteTrollUnpaid:
      return SaboteurDuelBanner{
          tr("%1 owes the troll they bribed, but has no gold to pay").arg(who),
          place(kZoneGold, e.seat), kTroll, 1400};
    case eng::kNoteSoloSabotage:
      if (card.isEmpty()) return std::nullopt;
      return SaboteurDuelBanner{
          tr("Drawn: %1. Playing alone, it breaks your %2 at once")
              .arg(SaboteurDuelTexts::quotedName(card), SaboteurDuelTexts::toolName(toolOf(card))),
          place(kZoneDeck), kStrike, 1600};
    case eng::kNoteSoloSabotageDiscarded:
      if (card.isEmpty()) return std::nullopt;
      return SaboteurDuelBanner{
          tr("Drawn: %1. Your %2 is broken already, so it is discarded")
              .arg(SaboteurDuelTexts::quotedName(card), SaboteurDuelTexts::toolName(toolOf(card))),
          place(kZoneDeck), kStrike, 1600};
    case eng::kNoteSoloRockfall:
      return soloRockfall(events, i, cardId);
    default:
      return std::nullopt;
  }
}

// A rockfall drawn alone takes the last card laid (never a start, gold or troll); the move after
// its own says which card fell, if any could.
std::optional<SaboteurDuelBanner> SaboteurDuelBanners::soloRockfall(
    const Events& events, std::size_t i, const std::function<QString(int)>& cardId) {
  QString fallen;
  for (std::size_t k = i + 1; k < events.size(); ++k) {
    const Event& m = events[k];
    if (m.kind == EventKind::kMove && m.from.zone == kZoneDeck) continue;  // the rockfall itself
    if (m.kind == EventKind::kMove && m.from.zone == kZoneBoard) fallen = idOf(m, cardId);
    break;
  }
  return SaboteurDuelBanner{
      fallen.isEmpty()
          ? tr("Drawn: a rockfall. Playing alone it strikes at once, but nothing could fall")
          : tr("Drawn: a rockfall. Playing alone it strikes at once: the last card laid, %1, "
               "falls")
                .arg(SaboteurDuelTexts::quotedName(fallen)),
      place(kZoneDeck), kStrike, 1600};
}

}  // namespace mizbazi::ui::saboteur_duel

// What the Saboteur table says to a screen reader (table/table_voice.h). The maze is read cell by
// cell, as a map: "maze, row 3, column 5" (rows from the top, columns from the start cards' side,
// as the engine counts them, from 1), then its card with where its tunnels lead ("Bend: up to
// right"), a marker or a key on it, and who reaches it. A path card in a hand says its tunnels as
// dealt; a move says them as the card would lie. Each seat says its gold, markers, doors and tools.
// Everything from the picture, the observation of the seat on screen.
#include <QLocale>

#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_moves.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_table.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

QString edgeName(int bit) {
  switch (bit) {
    case kEdgeN:
      return SaboteurDuelTable::tr("up");
    case kEdgeE:
      return SaboteurDuelTable::tr("right");
    case kEdgeS:
      return SaboteurDuelTable::tr("down");
    case kEdgeW:
      return SaboteurDuelTable::tr("left");
  }
  return QString();
}

QStringList edgeNames(int edges) {
  QStringList out;
  for (int bit : {kEdgeN, kEdgeE, kEdgeS, kEdgeW})
    if (edges & bit) out << edgeName(bit);
  return out;
}

}  // namespace

QString SaboteurDuelTable::tunnelWords(const QString& cardId, bool turned) {
  const auto facts = cardFacts(cardId);
  if (!facts || facts->isAction()) return QString();
  QStringList parts;
  for (int tunnel : facts->tunnels) {
    const int edges = turned ? turnEdges(tunnel) : tunnel;
    if (edges) parts << edgeNames(edges).join(tr(" to ", "a tunnel from one side to another"));
  }
  const int stubs = turned ? turnEdges(facts->stubs) : facts->stubs;
  for (const QString& side : edgeNames(stubs)) parts << tr("dead end %1").arg(side);
  return parts.join(tr("; "));
}

QString SaboteurDuelTable::placeName(const Place& place) const {
  const bool yours = place.seat >= 0 && place.seat == youSeat();
  const QString owner = names().value(place.seat);
  const QLocale loc;
  switch (place.zone) {
    case kZoneDeck:
      return tr("the deck", "Saboteur: the rulebook's draw pile");
    case kZoneHand:
      return yours ? tr("your hand") : tr("%1's hand").arg(owner);
    case kZoneBoard:
      return tr("maze, row %1, column %2")
          .arg(loc.toString(cellY(place.slot) + 1), loc.toString(cellX(place.slot) + 1));
    case kZoneDiscard:
      return tr("the discard pile");
    case kZoneSabotage: {
      const QString tool = SaboteurDuelTexts::toolName(kTools.value(place.slot));
      return yours ? tr("your %1", "your tool").arg(tool)
                   : tr("%1's %2", "owner, tool").arg(owner, tool);
    }
    case kZoneGold:
      return yours ? tr("your gold") : tr("%1's gold").arg(owner);
    case kZoneGoalPool:
      return tr("the goals out of play");
    case kZoneBox:
      return tr("the box");
    case kZoneSetAside:
      return tr("the cards set aside");
    case kZoneOrientChoice:
      return SaboteurDuelMoves::orientLabel(place.slot);
    case kZoneMarkerSpot:
      return tr("%1, the place for a marker")
          .arg(placeName(cellPlace(cellX(place.slot), cellY(place.slot))));
    case kZoneMarkers:
      return yours ? tr("your markers") : tr("%1's markers").arg(owner);
    case kZoneKeys:
      return tr("the keys in the supply");
    case kZoneDwarf:
      return yours ? tr("your dwarf") : tr("%1's dwarf").arg(owner);
    default:
      break;
  }
  return GameTable::placeName(place);
}

QString SaboteurDuelTable::pileSummary(const Pile& pile) const {
  const Place& key = pile.key();
  const int count = static_cast<int>(pile.cards().size());
  const QLocale loc;
  switch (key.zone) {
    case kZoneBoard: {
      // The cell's card, what lies on it and who reaches it.
      const int x = cellX(key.slot), y = cellY(key.slot);
      const BoardCell* cell = model().cellAt(x, y);
      QStringList parts;
      for (const CardItem* c : pile.cards()) {
        if (!c->faceUp() || c->hasPendingFace()) {
          parts << (cell && cell->isGoal() ? tr("a face-down goal") : cardWords(*c));
          continue;
        }
        bool turned = false;
        SaboteurDuelTexts::cardIdOfArt(c->face(), &turned);
        parts << artName(c->face());
        if (turned) parts << tr("turned around");
      }
      if (count == 0) {
        if (!pile.activatable()) return QString();
        parts << tr("empty");
      }
      if (cell && cell->marker >= 0)
        parts << tr("%1's marker on it").arg(names().value(cell->marker));
      if (cell && cell->key >= 0) parts << tr("%1's key on it").arg(names().value(cell->key));
      QStringList reach;
      for (int seat = 0; seat < model().players(); ++seat) {
        if (!model().reaches(seat, x, y)) continue;
        reach << (seat == youSeat() ? tr("you") : names().value(seat));
      }
      if (!reach.isEmpty()) parts << tr("reachable by %1").arg(loc.createSeparatedList(reach));
      return tr("%1: %2").arg(placeName(key), parts.join(tr("; ")));
    }
    case kZoneMarkerSpot:
      // What lies there is said with its cell; the spot itself only while it may be chosen.
      return pile.activatable() ? GameTable::pileSummary(pile) : QString();
    case kZoneMarkers:
    case kZoneKeys:
      return count == 0 ? QString()
                        : tr("%1: %2", "a pile of tokens: its name, how many")
                              .arg(placeName(key), loc.toString(count));
    case kZoneDwarf:
      return count == 0 ? QString()
                        : tr("%1: %2").arg(placeName(key), cardWords(*pile.cards().front()));
    default:
      break;
  }
  return GameTable::pileSummary(pile);
}

bool SaboteurDuelTable::cardsAreObjects(const Pile& pile) const {
  // Markers and keys are counted; a cell's card is said in the cell's words.
  const int zone = pile.key().zone;
  return zone != kZoneMarkers && zone != kZoneKeys && zone != kZoneDwarf &&
         GameTable::cardsAreObjects(pile);
}

QString SaboteurDuelTable::artName(const QString& artId) const {
  const QString prefix = QStringLiteral("saboteur_duel/");
  // The colour after a prefix ("saboteur_duel/dwarf-" → "blue"), however long the art's folder is.
  const auto colorAfter = [&](const QString& kind) {
    return colorOfId(artId.mid(prefix.size() + kind.size()));
  };
  if (artId.startsWith(prefix + "dwarf-"))
    return SaboteurDuelTexts::dwarfName(colorAfter("dwarf-"));
  if (artId.startsWith(prefix + "marker-"))
    return tr("%1 marker").arg(SaboteurDuelTexts::colorName(colorAfter("marker-")));
  if (artId == SaboteurDuelTexts::keyArt(Color::kNone)) return tr("a key");
  // A goal not yet turned up lies on the maze as its back, drawn face up (saboteur_duel_scene.cpp).
  if (artId == SaboteurDuelTexts::goalBackArt()) return tr("a face-down goal");
  if (artId.startsWith(prefix + "key-"))
    return tr("%1 key").arg(SaboteurDuelTexts::colorName(colorAfter("key-")));
  bool turned = false;
  const QString id = SaboteurDuelTexts::cardIdOfArt(artId, &turned);
  if (id.isEmpty()) return GameTable::artName(artId);
  const QString tunnels = tunnelWords(id, turned);
  const QString name = SaboteurDuelTexts::cardName(id);
  return tunnels.isEmpty() ? name
                           : tr("%1: %2", "a maze card: its name, its tunnels").arg(name, tunnels);
}

QString SaboteurDuelTable::seatSummary(int seat) const {
  return tr("%1; %2", "a seat: who; gold, markers, doors and tools")
      .arg(GameTable::seatSummary(seat), seatFacts(seat));
}

QString SaboteurDuelTable::boardSummary(const BoardItem& board) const {
  (void)board;
  int cards = 0;
  for (const BoardCell& c : model().board) cards += c.known() || !c.faceUp ? 1 : 0;
  return tr("the maze, %Ln card(s)", nullptr, cards);
}

QString SaboteurDuelTable::moveWords(const QString& actionText) const {
  // A path card as it would lie, where it would lie: "Bend: down to left, at maze, row 3, …".
  const QStringList w = actionText.split(' ', Qt::SkipEmptyParts);
  if (w.value(0) == QLatin1String("path") && w.size() >= 4) {
    const bool turned = w.value(4) == QLatin1String("r");
    return tr("Lay %1 at %2")
        .arg(artName(SaboteurDuelTexts::art(w[1], turned)),
             placeName(cellPlace(w[2].toInt(), w[3].toInt())));
  }
  return GameTable::moveWords(actionText);
}

}  // namespace mizbazi::ui::saboteur_duel

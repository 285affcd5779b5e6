#include "ui/saboteur_duel/saboteur_duel_texts.h"

#include <QLocale>

#include "saboteur_duel/saboteur_duel_refusals.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_drop_refusals.h"

namespace mizbazi::ui::saboteur_duel {

using mizbazi::saboteur_duel::RefusalCode;

namespace {

// The id without its copy number: "door-blue-2" → "door-blue", "cross-1" → "cross".
QString family(const QString& id) {
  const int dash = id.lastIndexOf('-');
  if (dash > 0) {
    bool number = false;
    id.mid(dash + 1).toInt(&number);
    if (number || QStringList{"1a", "1b", "2a", "2b"}.contains(id.mid(dash + 1)))
      return id.left(dash);
  }
  return id;
}

}  // namespace

QString SaboteurDuelTexts::toolName(const QString& tool) {
  if (tool == "pickaxe") return tr("pickaxe");
  if (tool == "lamp") return tr("lamp");
  if (tool == "cart") return tr("cart");
  return tool;
}

QString SaboteurDuelTexts::colorName(Color color) {
  switch (color) {
    case Color::kGreen:
      return tr("green");
    case Color::kBlue:
      return tr("blue");
    case Color::kNone:
      break;
  }
  return QString();
}

QString SaboteurDuelTexts::dwarfName(Color color) {
  switch (color) {
    case Color::kGreen:
      return tr("the green dwarf");
    case Color::kBlue:
      return tr("the blue dwarf");
    case Color::kNone:
      break;
  }
  return QString();
}

QString SaboteurDuelTexts::nuggetsPhrase(int n) {
  switch (n) {
    case 0:
      return tr("no gold");
    case 1:
      return tr("one nugget");
    case 2:
      return tr("two nuggets");
    case 3:
      return tr("three nuggets");
    default:
      return tr("%Ln nugget(s)", nullptr, n);
  }
}

QString SaboteurDuelTexts::goalContent(const QString& id) {
  auto c = cardFacts(id);
  if (!c || !c->isGoal()) return id;
  if (c->nuggets == 0) return tr("nothing");
  if (c->color == Color::kBlue) {
    switch (c->nuggets) {
      case 1:
        return tr("one nugget behind a blue door");
      case 2:
        return tr("two nuggets behind a blue door");
      default:
        return tr("three nuggets behind a blue door");
    }
  }
  if (c->color == Color::kGreen) {
    switch (c->nuggets) {
      case 1:
        return tr("one nugget behind a green door");
      case 2:
        return tr("two nuggets behind a green door");
      default:
        return tr("three nuggets behind a green door");
    }
  }
  return nuggetsPhrase(c->nuggets);
}

QString SaboteurDuelTexts::cardName(const QString& id) {
  auto c = cardFacts(id);
  if (!c) return id;
  const QString f = family(id);
  if (c->isGoal()) {
    if (c->nuggets == 0) return tr("Empty goal");
    return tr("Goal: %1").arg(goalContent(id));
  }
  if (f == "start-blue") return tr("Blue start");
  if (f == "start-green") return tr("Green start");
  if (f == "ladder-blue") return tr("Blue ladder");
  if (f == "ladder-green") return tr("Green ladder");
  if (f == "bridge") return tr("Bridge");
  if (f == "curves") return tr("Two bends");
  if (f == "door-blue") return tr("Blue door");
  if (f == "door-green") return tr("Green door");
  if (f == "gold") {
    if (c->nuggets == 1) return tr("One gold nugget");
    if (c->nuggets == 2) return tr("Two gold nuggets");
    return tr("Three gold nuggets");
  }
  if (f == "troll") return tr("Troll");
  if (f == "cross") return tr("Crossroads");
  if (f == "tee-s" || f == "tee-e") return tr("Fork");
  if (f == "straight") return tr("Straight tunnel");
  if (f == "upright") return tr("Upright tunnel");
  if (f == "curve-ne" || f == "curve-es") return tr("Bend");
  if (f == "dead-cross") return tr("Four dead ends");
  if (f == "dead-ew") return tr("Two dead ends");
  if (id == "sabotage-pickaxe") return tr("Broken pickaxe");
  if (id == "sabotage-lamp") return tr("Broken lamp");
  if (id == "sabotage-cart") return tr("Broken cart");
  if (id == "repair-pickaxe") return tr("Pickaxe repair");
  if (id == "repair-lamp") return tr("Lamp repair");
  if (id == "repair-cart") return tr("Cart repair");
  if (id == "repair-pickaxe-lamp") return tr("Pickaxe or lamp repair");
  if (id == "repair-lamp-cart") return tr("Lamp or cart repair");
  if (id == "key") return tr("Key");
  if (id == "rockfall") return tr("Rockfall");
  if (id == "map") return tr("Treasure map");
  return id;
}

QString SaboteurDuelTexts::quotedName(const QString& id) {
  return QStringLiteral("«") + cardName(id) + QStringLiteral("»");
}

QString SaboteurDuelTexts::faceLabel(const QString& id) {
  if (id == "dwarf-green") return tr("Green dwarf");
  if (id == "dwarf-blue") return tr("Blue dwarf");
  auto c = cardFacts(id);
  if (!c || !c->isAction()) return QString();
  if (c->effect == Effect::kSabotage) return tr("Sabotage");
  if (c->effect == Effect::kRepair) return tr("Repair");
  if (c->effect == Effect::kKey) return tr("Key");
  if (c->effect == Effect::kRockfall) return tr("Rockfall");
  if (c->effect == Effect::kMap) return tr("Map");
  return QString();
}

QString SaboteurDuelTexts::ability(const QString& id) {
  auto c = cardFacts(id);
  if (!c) return QString();
  const QString place =
      tr("Lay it on an empty place next to a face-up card of the maze, with every side matching "
         "its neighbours and a tunnel joining yours; you may turn it around first.");
  if (c->isGoal() && c->nuggets == 0) {
    return tr("A goal. It turns face up when a tunnel reaches it; this one is empty.");
  }
  if (c->isGoal()) {
    // What it holds is in its name: a sentence naming gold would name a gold card.
    return tr(
        "A goal. It turns face up when a tunnel reaches it, and its gold is claimed like "
        "any gold in the maze.");
  }
  if (c->feature == Feature::kStart) {
    return tr("The start of %1's tunnels. It cannot be removed.").arg(dwarfName(c->color));
  }
  if (c->feature == Feature::kLadder) {
    return tr("A ladder down from %1's start: its tunnels count as joined to that start, so it "
              "may go on any empty place next to the maze, but never beside a goal or a gold "
              "card.")
        .arg(dwarfName(c->color));
  }
  if (c->feature == Feature::kDoor) {
    const QString other =
        c->color == Color::kBlue ? dwarfName(Color::kGreen) : dwarfName(Color::kBlue);
    return place + ' ' +
           tr("A %1 door: it lets only %2 through, and %3 only with a key on it.")
               .arg(colorName(c->color), dwarfName(c->color), other);
  }
  if (c->feature == Feature::kGold) {
    return place + ' ' +
           tr("Gold: a dwarf whose tunnels reach it puts a marker on it and takes it at the end "
              "of the round. A rockfall cannot remove it.");
  }
  if (c->feature == Feature::kTroll) {
    return place + ' ' +
           tr("A troll closes its tunnel to both dwarfs until one of them bribes it with a "
              "marker; then it lets both through. Each bribe costs one nugget at the end of the "
              "round. A rockfall cannot remove it.");
  }
  if (c->isPath() && c->tunnels[0] == 0) {
    return place + ' ' +
           tr("Dead ends: its tunnels stop in fallen rock. It may go where one of its ends meets "
              "your tunnel.");
  }
  if (c->isPath() && c->tunnels[1] != 0) {
    return place + ' ' + tr("Two tunnels that do not meet: only the one joined to yours is yours.");
  }
  if (c->isPath()) return place;
  if (c->effect == Effect::kSabotage) {
    return tr("Lay it in front of your opponent: their %1 is broken, and while anything of "
              "theirs is broken they cannot lay path cards. One of each tool at most.")
        .arg(toolName(c->tools.value(0)));
  }
  if (c->effect == Effect::kRepair && c->tools.size() == 1) {
    return tr("Mends your broken %1: both cards go to the discard pile.")
        .arg(toolName(c->tools[0]));
  }
  if (c->effect == Effect::kRepair) {
    return tr("Mends your broken %1 or your broken %2, only one of them: both cards go to the "
              "discard pile.")
        .arg(toolName(c->tools.value(0)), toolName(c->tools.value(1)));
  }
  if (c->effect == Effect::kKey) {
    return tr(
        "Put a key on a door of the other colour: it opens for you until the round ends. "
        "Or put one of your markers on any gold nobody has claimed, joined to you or not.");
  }
  if (c->effect == Effect::kRockfall) {
    return tr("Take a path card out of the maze. Starts, goals, gold and trolls stay.");
  }
  if (c->effect == Effect::kMap) {
    return tr("Look at a face-down goal; nobody else sees it. It goes back face down.");
  }
  return QString();
}

QString SaboteurDuelTexts::cardTip(const QString& id) {
  const QString what = ability(id);
  return what.isEmpty() ? cardName(id) : cardName(id) + '\n' + what;
}

QString SaboteurDuelTexts::soloVerdict(int rating) {
  switch (rating) {
    case 0:
      return tr("Not a winner this time: the mountain kept its gold. Dig again!");
    case 1:
      return tr("A respectable haul for a lone dwarf.");
    case 2:
      return tr("This dwarf can smell gold through solid rock.");
    default:
      return tr("Master of every tunnel and every gold mine under the mountains!");
  }
}

std::optional<QString> SaboteurDuelTexts::refusal(const Refusal& why) {
  auto arg = [&](std::size_t i) {
    return i < why.args.size() ? QString::fromStdString(why.args[i]) : QString();
  };
  // The framework's codes (game over, not a move, not now) are worded by RefusalText.
  // Drops that stand for no move (SaboteurDuelMoves::refusalFor).
  if (const auto drop = refusalOf<DropRefusalCode>(why)) {
    switch (*drop) {
      case DropRefusalCode::kSabotageOwnTools:
        return tr("A sabotage goes in front of your opponent, not you.");
      case DropRefusalCode::kSabotageOtherTool:
        return tr("«%1» goes on your opponent's %2.").arg(cardName(arg(0)), toolName(arg(1)));
      case DropRefusalCode::kRepairOwnTools:
        return tr("A repair mends your own tools.");
      case DropRefusalCode::kToolCardInMaze:
        return tr("That card goes on a tool, not into the maze.");
      case DropRefusalCode::kPathIntoMaze:
        return tr("Path cards go into the maze.");
      case DropRefusalCode::kFixOwnTool:
        return tr("Two cards mend your own broken tool: drop them on it.");
    }
  }
  const auto code = refusalOf<RefusalCode>(why);
  if (!code) return std::nullopt;
  switch (*code) {  // every code, no default: a code without words does not build
    case RefusalCode::kChooseOrientation:
      return tr("First choose which way up the goal lies: click one of the two pictures.");
    case RefusalCode::kNothingToOrient:
      return tr("No goal is waiting to be turned up.");
    case RefusalCode::kNotInHand:
      return tr("You do not hold «%1» (or not two of it).").arg(cardName(arg(0)));
    case RefusalCode::kSabotaged:
      return tr("Something of yours is broken: mend it before you lay path cards.");
    case RefusalCode::kCellTaken:
      return tr("That place in the maze is taken.");
    case RefusalCode::kNoNeighbour:
      return tr("A path card goes next to a face-up card of the maze.");
    case RefusalCode::kSidesMismatch:
      return tr("The sides do not match: a tunnel would run into rock next door.");
    case RefusalCode::kNotConnected:
      return tr("None of this card's tunnels would join your tunnels there.");
    case RefusalCode::kLadderNearGoal:
      return tr("A ladder may not lie beside a goal.");
    case RefusalCode::kLadderNearGold:
      return tr("A ladder may not lie beside a gold card.");
    case RefusalCode::kNoOpponent:
      return tr("There is nobody to sabotage in the solo game.");
    case RefusalCode::kAlreadySabotaged:
      return tr("Your opponent's %1 is broken already.").arg(toolName(arg(0)));
    case RefusalCode::kWrongRepair:
      return tr("This card does not mend the %1.").arg(toolName(arg(0)));
    case RefusalCode::kNothingToRepair:
      return tr("Your %1 is not broken.").arg(toolName(arg(0)));
    case RefusalCode::kNoCard:
      return tr("There is no card there.");
    case RefusalCode::kNoDoor:
      return tr("There is no face-up door there.");
    case RefusalCode::kOwnDoor:
      return tr("A door of your own colour is open for you already.");
    case RefusalCode::kDoorHasKey:
      return tr("That door has a key on it already.");
    case RefusalCode::kNoKeysLeft:
      return tr("Both keys are in use.");
    case RefusalCode::kNoGold:
      return tr("There is no face-up gold there.");
    case RefusalCode::kGoldClaimed:
      return tr("That gold has a marker on it already.");
    case RefusalCode::kNoMarkersLeft:
      return tr("You have no markers left.");
    case RefusalCode::kCannotRemoveStart:
      return tr("A start card cannot be removed.");
    case RefusalCode::kCannotRemoveGoal:
      return tr("A goal cannot be removed.");
    case RefusalCode::kCannotRemoveGold:
      return tr("A gold card cannot be removed.");
    case RefusalCode::kCannotRemoveTroll:
      return tr("A troll cannot be removed.");
    case RefusalCode::kNotAGoal:
      return tr("The map looks at goals only.");
    case RefusalCode::kGoalFaceUp:
      return tr("That goal is face up already.");
    case RefusalCode::kNoTroll:
      return tr("There is no troll there.");
    case RefusalCode::kTrollBribed:
      return tr("That troll is bribed already.");
    case RefusalCode::kTrollOutOfReach:
      return tr("That troll does not touch your tunnels.");
    case RefusalCode::kBadAction:
      return tr("That is not a move of this game.");
  }
  return std::nullopt;
}

QString SaboteurDuelTexts::art(const QString& id, bool turned) {
  return QStringLiteral("saboteur_duel/") + id + (turned ? QStringLiteral("-turned") : QString());
}

QString SaboteurDuelTexts::cardIdOfArt(const QString& art, bool* turned) {
  if (turned) *turned = false;
  const QLatin1String folder("saboteur_duel/");
  if (!art.startsWith(folder)) return QString();
  QString id = art.mid(folder.size());
  bool isTurned = false;
  if (id.endsWith(QLatin1String("-turned"))) {
    id.chop(7);
    isTurned = true;
  }
  if (!cardFacts(id)) return QString();
  if (turned) *turned = isTurned;
  return id;
}

}  // namespace mizbazi::ui::saboteur_duel

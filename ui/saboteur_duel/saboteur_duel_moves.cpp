#include "ui/saboteur_duel/saboteur_duel_moves.h"

#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_drop_refusals.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

QString cardOf(const MoveStep& s) {
  return s.kind == MoveStep::Kind::kCard ? SaboteurDuelTexts::cardIdOfArt(s.card) : QString();
}

MoveStep card(const QString& id) {
  return MoveStep::ofCard(SaboteurDuelTexts::art(id));
}

int toolIndex(const QString& tool) {
  return kTools.indexOf(tool);
}

bool readCell(const QStringList& w, int at, int* x, int* y) {
  if (w.size() < at + 2) return false;
  bool okX = false, okY = false;
  *x = w[at].toInt(&okX);
  *y = w[at + 1].toInt(&okY);
  return okX && okY;
}

// Two card ids in the engine's kind order (the order of fix and pass texts).
QPair<QString, QString> inKindOrder(const QString& a, const QString& b) {
  auto fa = cardFacts(a), fb = cardFacts(b);
  if (fa && fb && fb->kind < fa->kind) return {b, a};
  return {a, b};
}

QString cellText(const Place& p) {
  return QString::number(cellX(p.slot)) + ' ' + QString::number(cellY(p.slot));
}

}  // namespace

MovePath SaboteurDuelMoves::pathOf(const QString& text) const {
  const QStringList w = text.split(' ', Qt::SkipEmptyParts);
  if (w.isEmpty()) return {};
  const QString& verb = w[0];
  int x = 0, y = 0;
  if (verb == "path" && readCell(w, 2, &x, &y)) {
    const bool turned = w.size() == 5 && w[4] == "r";
    return {card(w[1]), MoveStep::ofDetail(turned ? "r" : "n"), MoveStep::ofPlace(cellPlace(x, y))};
  }
  if (verb == "sabotage" && w.size() == 2) {
    auto f = cardFacts(w[1]);
    const int target = opponent() >= 0 ? opponent() : actor_;
    return {card(w[1]), MoveStep::ofPlace(toolPlace(target, f ? toolIndex(f->tools.value(0)) : 0))};
  }
  if (verb == "repair" && w.size() == 3) {
    return {card(w[1]), MoveStep::ofPlace(toolPlace(actor_, toolIndex(w[2])))};
  }
  if (verb == "key" && w.size() == 4 && readCell(w, 2, &x, &y)) {
    return {card("key"), MoveStep::ofPlace(w[1] == "gold" ? markerSpot(x, y) : cellPlace(x, y))};
  }
  if ((verb == "rockfall" || verb == "map") && readCell(w, 1, &x, &y)) {
    return {card(verb), MoveStep::ofPlace(cellPlace(x, y))};
  }
  if (verb == "fix" && w.size() == 4) {
    return {card(w[2]), card(w[3]), MoveStep::ofPlace(toolPlace(actor_, toolIndex(w[1])))};
  }
  if (verb == "pass" && (w.size() == 2 || w.size() == 3)) {
    MovePath p{card(w[1])};
    if (w.size() == 3) p << card(w[2]);
    p << MoveStep::ofPlace(discardPlace());
    return p;
  }
  if (verb == "bribe" && readCell(w, 1, &x, &y)) return {MoveStep::ofPlace(markerSpot(x, y))};
  if (verb == "orient" && w.size() == 2) {
    return {MoveStep::ofPlace(orientChoice(w[1] == "1" ? 1 : 0))};
  }
  return {};
}

// The same move made another way: the two cards of a fix or a pass in the other order, a key
// dropped on the gold card itself rather than on its marker spot, a click on the troll itself.
QVector<MovePath> SaboteurDuelMoves::aliasesOf(const QString& text) const {
  const QStringList w = text.split(' ', Qt::SkipEmptyParts);
  if (w.isEmpty()) return {};
  int x = 0, y = 0;
  if (w[0] == "pass" && w.size() == 3 && w[1] != w[2])
    return {{card(w[2]), card(w[1]), MoveStep::ofPlace(discardPlace())}};
  if (w[0] == "fix" && w.size() == 4 && w[2] != w[3])
    return {{card(w[3]), card(w[2]), MoveStep::ofPlace(toolPlace(actor_, toolIndex(w[1])))}};
  if (w[0] == "key" && w.size() == 4 && w[1] == "gold" && readCell(w, 2, &x, &y))
    return {{card("key"), MoveStep::ofPlace(cellPlace(x, y))}};
  if (w[0] == "bribe" && readCell(w, 1, &x, &y)) return {{MoveStep::ofPlace(cellPlace(x, y))}};
  return {};
}

std::optional<QString> SaboteurDuelMoves::actionFor(const MovePath& path) const {
  if (path.isEmpty()) return std::nullopt;
  const MoveStep& first = path[0];
  if (first.kind == MoveStep::Kind::kPlace) {
    if (path.size() != 1) return std::nullopt;
    if (first.place.zone == kZoneMarkerSpot) return "bribe " + cellText(first.place);
    if (first.place.zone == kZoneOrientChoice && (first.place.slot == 0 || first.place.slot == 1))
      return "orient " + QString::number(first.place.slot);
    return std::nullopt;
  }
  const QString id = cardOf(first);
  auto facts = cardFacts(id);
  if (!facts || facts->isGoal() || facts->feature == Feature::kStart) return std::nullopt;

  if (path.size() == 3 && path[1].kind == MoveStep::Kind::kDetail &&
      path[2].kind == MoveStep::Kind::kPlace) {
    const Place& at = path[2].place;
    if (!facts->isPath() || at.zone != kZoneBoard) return std::nullopt;
    if (path[1].value != "r" && path[1].value != "n") return std::nullopt;
    return "path " + id + ' ' + cellText(at) + (path[1].value == "r" ? " r" : "");
  }
  if (path.size() == 2 && path[1].kind == MoveStep::Kind::kPlace) {
    const Place& at = path[1].place;
    if (at.zone == kZoneDiscard) return "pass " + id;
    if (at.zone == kZoneSabotage) {
      if (at.slot < 0 || at.slot >= kTools.size()) return std::nullopt;
      if (facts->effect == Effect::kSabotage) {
        if (players_ == 1) return "sabotage " + id;  // the engine says: nobody to sabotage
        if (at.seat != opponent() || kTools[at.slot] != facts->tools.value(0)) return std::nullopt;
        return "sabotage " + id;
      }
      if (facts->effect == Effect::kRepair && at.seat == actor_) {
        return "repair " + id + ' ' + kTools[at.slot];
      }
      return std::nullopt;
    }
    if (at.zone == kZoneBoard) {
      // A path card dropped without a way up chosen counts as laid as dealt.
      if (facts->isPath()) return "path " + id + ' ' + cellText(at);
      if (facts->effect == Effect::kKey) return "key door " + cellText(at);
      if (facts->effect == Effect::kRockfall) return "rockfall " + cellText(at);
      if (facts->effect == Effect::kMap) return "map " + cellText(at);
      return std::nullopt;
    }
    if (at.zone == kZoneMarkerSpot && facts->effect == Effect::kKey)
      return "key gold " + cellText(at);
    return std::nullopt;
  }
  if (path.size() == 3 && path[1].kind == MoveStep::Kind::kCard &&
      path[2].kind == MoveStep::Kind::kPlace) {
    const QString second = cardOf(path[1]);
    auto secondFacts = cardFacts(second);
    if (!secondFacts || secondFacts->isGoal() || secondFacts->feature == Feature::kStart)
      return std::nullopt;
    const auto [a, b] = inKindOrder(id, second);
    const Place& at = path[2].place;
    if (at.zone == kZoneDiscard) return "pass " + a + ' ' + b;
    if (at.zone == kZoneSabotage && at.seat == actor_ && at.slot >= 0 && at.slot < kTools.size())
      return "fix " + kTools[at.slot] + ' ' + a + ' ' + b;
    return std::nullopt;
  }
  return std::nullopt;
}

QString SaboteurDuelMoves::label(const MoveStep& step) const {
  if (step.kind == MoveStep::Kind::kDetail) {
    if (step.value == "r") return tr("Turned around");
    if (step.value == "n") return tr("As dealt");
  }
  if (step.kind == MoveStep::Kind::kPlace && step.place.zone == kZoneOrientChoice)
    return orientLabel(step.place.slot);
  return step.value;
}

QString SaboteurDuelMoves::orientLabel(int turned) {
  return turned ? tr("Lay the goal turned around") : tr("Lay the goal as it was drawn");
}

std::optional<Refusal> SaboteurDuelMoves::refusalFor(const MovePath& path) const {
  if (path.size() < 2 || path[0].kind != MoveStep::Kind::kCard ||
      path.back().kind != MoveStep::Kind::kPlace)
    return std::nullopt;
  auto facts = cardFacts(cardOf(path[0]));
  const Place& at = path.back().place;
  // The English sentence is the code's name: the command line never sees a drop.
  auto code = [](DropRefusalCode c, std::vector<std::string> args = {}) {
    return refuse(c, refusalNames(c)[std::size_t(c)], std::move(args));
  };
  if (facts && facts->effect == Effect::kSabotage && at.zone == kZoneSabotage) {
    if (at.seat == actor_) return code(DropRefusalCode::kSabotageOwnTools);
    return code(DropRefusalCode::kSabotageOtherTool,
                {facts->id.toStdString(), facts->tools.value(0).toStdString()});
  }
  if (facts && (facts->effect == Effect::kRepair) && at.zone == kZoneSabotage)
    return code(DropRefusalCode::kRepairOwnTools);
  if (facts && (facts->effect == Effect::kSabotage || facts->effect == Effect::kRepair))
    return code(DropRefusalCode::kToolCardInMaze);
  if (facts && facts->isPath() && at.zone != kZoneBoard && at.zone != kZoneDiscard)
    return code(DropRefusalCode::kPathIntoMaze);
  if (path.size() == 3 && at.zone == kZoneSabotage && at.seat != actor_)
    return code(DropRefusalCode::kFixOwnTool);
  return std::nullopt;
}

}  // namespace mizbazi::ui::saboteur_duel

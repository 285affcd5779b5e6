#include "ui/saboteur_duel/saboteur_duel_picture.h"

#include "core/game.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/table/shared_observation.h"

namespace mizbazi::ui::saboteur_duel {

using ::mizbazi::saboteur_duel::CellView;
using ::mizbazi::saboteur_duel::SaboteurDuelObservation;

namespace {

QString textOf(const std::optional<std::string>& text) {
  return text ? QString::fromStdString(*text) : QString();
}

BoardCell cellOf(const CellView& c) {
  BoardCell cell;
  cell.x = c.x;
  cell.y = c.y;
  cell.card = textOf(c.card);
  cell.rotated = c.rotated;
  cell.faceUp = c.faceUp;
  cell.marker = c.marker.value_or(-1);
  cell.key = c.key.value_or(-1);
  cell.looked = qtList(c.looked);
  return cell;
}

}  // namespace

SaboteurDuelPicture SaboteurDuelPicture::fromObservation(const Json& o) {
  SaboteurDuelPicture p;
  const ObservationHeader shared = ObservationHeader::read(o);
  p.game = QString::fromStdString(shared.game);
  takeSharedKeys(shared, p);
  SaboteurDuelObservation s;
  try {
    s = readFields<SaboteurDuelObservation>(o, "observation");
  } catch (const InputError&) {
    p.complete = false;
    return p;
  }
  p.mode = s.mode;
  p.colors = QVector<Color>(s.colors.begin(), s.colors.end());
  p.round = s.round;
  p.phase = s.phase;
  p.first = s.first;
  for (const CellView& c : s.board) p.board << cellOf(c);
  for (const auto& seatReach : s.reach) {
    QVector<ReachNode> nodes;
    for (const std::vector<int>& n : seatReach) {
      if (n.size() == 3) nodes << ReachNode{n[0], n[1], n[2]};
    }
    p.reach << nodes;
  }
  if (s.pendingGoal) p.pendingGoal = QPoint(s.pendingGoal->x, s.pendingGoal->y);
  for (const auto& hand : s.hands) {
    p.hands << (hand ? std::optional(qtList(*hand)) : std::nullopt);
  }
  p.handCounts = qtList(s.handCounts);
  p.deckCount = s.deckCount;
  p.discard = qtList(s.discard);
  for (const auto& broken : s.sabotages) p.sabotages << qtList(broken);
  p.markersLeft = qtList(s.markersLeft);
  p.keysLeft = s.keysLeft;
  p.bribes = qtList(s.bribes);
  p.gold = qtList(s.gold);
  for (const auto& cards : s.goldCards) p.goldCards << qtList(cards);
  p.goalPoolCount = s.goalPoolCount;
  p.box = qtList(s.box);
  p.setAsideCount = s.setAsideCount;
  p.soloRating = s.soloRating;
  return p;
}

SaboteurDuelPicture SaboteurDuelPicture::of(const State& state, int seat) {
  return fromObservation(observationJson(state, seat));
}

const BoardCell* SaboteurDuelPicture::cellAt(int x, int y) const {
  for (const BoardCell& c : board) {
    if (c.x == x && c.y == y) return &c;
  }
  return nullptr;
}

QRect SaboteurDuelPicture::bounds() const {
  QRect r;
  for (const BoardCell& c : board) r = r.united(QRect(c.x, c.y, 1, 1));
  return r;
}

QStringList SaboteurDuelPicture::hand(int seat) const {
  return handKnown(seat) ? *hands[seat] : QStringList();
}

QString SaboteurDuelPicture::brokenBy(int seat, const QString& tool) const {
  for (const QString& id : sabotages.value(seat)) {
    auto facts = cardFacts(id);
    if (facts && facts->tools.value(0) == tool) return id;
  }
  return QString();
}

QVector<const BoardCell*> SaboteurDuelPicture::goalsSeen() const {
  QVector<const BoardCell*> out;
  for (const BoardCell& c : board) {
    if (!c.faceUp && c.known()) out << &c;
  }
  return out;
}

bool SaboteurDuelPicture::reaches(int seat, int x, int y) const {
  for (const ReachNode& n : reach.value(seat)) {
    if (n.x == x && n.y == y) return true;
  }
  return false;
}

}  // namespace mizbazi::ui::saboteur_duel

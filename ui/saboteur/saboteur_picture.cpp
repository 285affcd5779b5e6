#include "saboteur/saboteur_picture.h"

#include "saboteur/saboteur_card_info.h"
#include "table/shared_observation.h"

namespace mizbazi::ui::saboteur {

namespace {

QString str(const Json& j) {
  return j.is_string() ? QString::fromStdString(j.get<std::string>()) : QString();
}
int integer(const Json& j, int fallback = 0) {
  return j.is_number_integer() ? j.get<int>() : fallback;
}
int seatOrNone(const Json& j) {
  return j.is_number_integer() ? j.get<int>() : -1;
}
QStringList strings(const Json& j) {
  QStringList out;
  if (!j.is_array()) return out;
  for (const Json& v : j) out << str(v);
  return out;
}
QVector<int> ints(const Json& j) {
  QVector<int> out;
  if (!j.is_array()) return out;
  for (const Json& v : j) out << integer(v);
  return out;
}
Json key(const Json& o, const char* k) {
  return o.is_object() && o.contains(k) ? o[k] : Json();
}

Json toJsonList(const QStringList& list) {
  Json a = Json::array();
  for (const QString& s : list) a.push_back(s.toStdString());
  return a;
}
Json toJsonList(const QVector<int>& list) {
  Json a = Json::array();
  for (int v : list) a.push_back(v);
  return a;
}
Json seatJson(int seat) {
  return seat >= 0 ? Json(seat) : Json(nullptr);
}

}  // namespace

SaboteurPicture SaboteurPicture::fromObservation(const Json& o) {
  SaboteurPicture p;
  const ObservationHeader shared = ObservationHeader::read(o);
  p.game = QString::fromStdString(shared.game);
  takeSharedKeys(shared, p);
  p.mode = str(key(o, "mode"));
  p.colors = strings(key(o, "colors"));
  p.round = integer(key(o, "round"), 1);
  p.phase = str(key(o, "phase"));
  p.first = integer(key(o, "first"));
  const Json board = key(o, "board");
  if (board.is_array()) {
    for (const Json& c : board) {
      BoardCell cell;
      cell.x = integer(key(c, "x"));
      cell.y = integer(key(c, "y"));
      cell.card = str(key(c, "card"));
      cell.rotated = key(c, "rotated").is_boolean() && key(c, "rotated").get<bool>();
      cell.faceUp = !key(c, "face_up").is_boolean() || key(c, "face_up").get<bool>();
      cell.marker = seatOrNone(key(c, "marker"));
      cell.key = seatOrNone(key(c, "key"));
      cell.looked = ints(key(c, "looked"));
      p.board << cell;
    }
  }
  const Json reach = key(o, "reach");
  if (reach.is_array()) {
    for (const Json& seatReach : reach) {
      QVector<ReachNode> nodes;
      if (seatReach.is_array()) {
        for (const Json& n : seatReach) {
          if (n.is_array() && n.size() == 3)
            nodes << ReachNode{integer(n[0]), integer(n[1]), integer(n[2])};
        }
      }
      p.reach << nodes;
    }
  }
  const Json pending = key(o, "pending_goal");
  if (pending.is_object())
    p.pendingGoal = QPoint(integer(key(pending, "x")), integer(key(pending, "y")));
  const Json hands = key(o, "hands");
  if (hands.is_array()) {
    for (const Json& h : hands) {
      if (h.is_array()) {
        p.hands << strings(h);
      } else {
        p.hands << std::nullopt;
      }
    }
  }
  p.handCounts = ints(key(o, "hand_counts"));
  p.deckCount = integer(key(o, "deck_count"));
  p.discard = strings(key(o, "discard"));
  const Json sabotages = key(o, "sabotages");
  if (sabotages.is_array()) {
    for (const Json& s : sabotages) p.sabotages << strings(s);
  }
  p.markersLeft = ints(key(o, "markers_left"));
  p.keysLeft = integer(key(o, "keys_left"));
  p.bribes = ints(key(o, "bribes"));
  p.gold = ints(key(o, "gold"));
  const Json goldCards = key(o, "gold_cards");
  if (goldCards.is_array()) {
    for (const Json& g : goldCards) p.goldCards << strings(g);
  }
  p.goalPoolCount = integer(key(o, "goal_pool_count"));
  p.box = strings(key(o, "box"));
  if (key(o, "set_aside_count").is_number_integer())
    p.setAsideCount = key(o, "set_aside_count").get<int>();
  if (key(o, "solo_rating").is_number_integer()) p.soloRating = key(o, "solo_rating").get<int>();
  return p;
}

Json SaboteurPicture::toJson() const {
  Json j = Json::object();
  j["game"] = game.toStdString();
  j["finished"] = finished;
  j["current"] = seatJson(current);
  j["scores"] = toJsonList(scores);
  j["winners"] = toJsonList(winners);
  j["legal"] = toJsonList(legal);
  j["seat"] = seat;
  j["mode"] = mode.toStdString();
  j["colors"] = toJsonList(colors);
  j["round"] = round;
  j["phase"] = phase.toStdString();
  j["first"] = first;
  Json cells = Json::array();
  for (const BoardCell& c : board) {
    cells.push_back({{"x", c.x},
                     {"y", c.y},
                     {"card", c.known() ? Json(c.card.toStdString()) : Json(nullptr)},
                     {"rotated", c.rotated},
                     {"face_up", c.faceUp},
                     {"marker", seatJson(c.marker)},
                     {"key", seatJson(c.key)},
                     {"looked", toJsonList(c.looked)}});
  }
  j["board"] = cells;
  Json r = Json::array();
  for (const auto& nodes : reach) {
    Json list = Json::array();
    for (const ReachNode& n : nodes) list.push_back({n.x, n.y, n.tunnel});
    r.push_back(list);
  }
  j["reach"] = r;
  j["pending_goal"] =
      pendingGoal ? Json{{"x", pendingGoal->x()}, {"y", pendingGoal->y()}} : Json(nullptr);
  Json h = Json::array();
  for (const auto& hand : hands) h.push_back(hand ? toJsonList(*hand) : Json(nullptr));
  j["hands"] = h;
  j["hand_counts"] = toJsonList(handCounts);
  j["deck_count"] = deckCount;
  j["discard"] = toJsonList(discard);
  Json s = Json::array();
  for (const QStringList& list : sabotages) s.push_back(toJsonList(list));
  j["sabotages"] = s;
  j["markers_left"] = toJsonList(markersLeft);
  j["keys_left"] = keysLeft;
  j["bribes"] = toJsonList(bribes);
  j["gold"] = toJsonList(gold);
  Json g = Json::array();
  for (const QStringList& list : goldCards) g.push_back(toJsonList(list));
  j["gold_cards"] = g;
  j["goal_pool_count"] = goalPoolCount;
  j["box"] = toJsonList(box);
  if (setAsideCount) j["set_aside_count"] = *setAsideCount;
  if (soloRating) j["solo_rating"] = *soloRating;
  return j;
}

const BoardCell* SaboteurPicture::cellAt(int x, int y) const {
  for (const BoardCell& c : board) {
    if (c.x == x && c.y == y) return &c;
  }
  return nullptr;
}

QRect SaboteurPicture::bounds() const {
  QRect r;
  for (const BoardCell& c : board) r = r.united(QRect(c.x, c.y, 1, 1));
  return r;
}

QStringList SaboteurPicture::hand(int seat) const {
  return handKnown(seat) ? *hands[seat] : QStringList();
}

QString SaboteurPicture::brokenBy(int seat, const QString& tool) const {
  for (const QString& id : sabotages.value(seat)) {
    auto facts = cardFacts(id);
    if (facts && facts->tools.value(0) == tool) return id;
  }
  return QString();
}

QVector<const BoardCell*> SaboteurPicture::goalsSeen() const {
  QVector<const BoardCell*> out;
  for (const BoardCell& c : board) {
    if (!c.faceUp && c.known()) out << &c;
  }
  return out;
}

bool SaboteurPicture::reaches(int seat, int x, int y) const {
  for (const ReachNode& n : reach.value(seat)) {
    if (n.x == x && n.y == y) return true;
  }
  return false;
}

}  // namespace mizbazi::ui::saboteur

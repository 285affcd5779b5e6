#include "zirkhaki/zirkhaki_picture.h"

#include "table/shared_observation.h"

namespace mizbazi::ui::zirkhaki {

namespace {
QStringList strings(const Json& j) {
  QStringList out;
  if (!j.is_array()) return out;
  for (const Json& v : j) {
    if (v.is_string()) out << QString::fromStdString(v.get<std::string>());
  }
  return out;
}
QVector<int> ints(const Json& j) {
  QVector<int> out;
  if (!j.is_array()) return out;
  for (const Json& v : j) out << (v.is_number_integer() ? v.get<int>() : 0);
  return out;
}
}  // namespace

ZirkhakiPicture ZirkhakiPicture::fromObservation(const Json& o) {
  ZirkhakiPicture v;
  takeSharedKeys(ObservationHeader::read(o), v);
  v.phase = QString::fromStdString(o.value("phase", std::string("play")));
  v.deckCount = o.value("deck_count", 0);
  v.knownDeckTop = strings(o.value("known_deck_top", Json::array()));
  v.peeks = ints(o.value("peeks", Json::array()));
  v.discard = strings(o.value("discard", Json::array()));
  v.playArea = strings(o.value("play_area", Json::array()));
  for (const Json& f : o.value("fields", Json::array())) v.fields.push_back(strings(f));
  v.players = static_cast<int>(v.fields.size());
  v.cardCounts = ints(o.value("card_counts", Json::array()));
  for (const Json& r : o.value("rings", Json::array())) {
    v.rings << (r.is_string() ? QString::fromStdString(r.get<std::string>()) : QString());
  }
  for (const Json& r : o.value("ring_offers", Json::array())) v.ringOffers.push_back(strings(r));
  if (o.contains("pending") && o["pending"].is_object()) {
    v.pendingKind = QString::fromStdString(o["pending"].value("kind", std::string()));
    v.pendingRemaining = o["pending"].value("remaining", 0);
  }
  v.mapRevealed = strings(o.value("map_revealed", Json::array()));
  v.forcedDraws = o.value("forced_draws", 0);
  return v;
}

QStringList ZirkhakiPicture::fieldSuit(int seat, const QString& suit) const {
  QStringList out;
  if (seat < 0 || seat >= fields.size()) return out;
  for (const QString& id : fields[seat]) {
    if (id.section('-', 0, 0) == suit) out << id;
  }
  return out;
}

}  // namespace mizbazi::ui::zirkhaki

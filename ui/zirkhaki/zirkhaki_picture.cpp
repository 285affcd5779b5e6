#include "ui/zirkhaki/zirkhaki_picture.h"

#include "ui/table/shared_observation.h"
#include "zirkhaki/zirkhaki_observation.h"

namespace mizbazi::ui::zirkhaki {

using mizbazi::zirkhaki::ZirkhakiObservation;

const QStringList& suitIds() {
  static const QStringList ids = [] {
    QStringList out;
    for (std::string_view id : mizbazi::zirkhaki::kSuitIds) out << QString::fromUtf8(id);
    return out;
  }();
  return ids;
}

ZirkhakiPicture ZirkhakiPicture::fromObservation(const Json& o) {
  ZirkhakiPicture v;
  takeSharedKeys(ObservationHeader::read(o), v);
  ZirkhakiObservation z;
  try {
    z = readFields<ZirkhakiObservation>(o, "observation");
  } catch (const InputError&) {
    v.complete = false;
    return v;
  }
  v.phase = z.phase;
  v.deckCount = z.deckCount;
  v.knownDeckTop = qtList(z.knownDeckTop.value_or(std::vector<std::string>()));
  v.peeks = qtList(z.peeks);
  v.discard = qtList(z.discard);
  v.playArea = qtList(z.playArea);
  for (const auto& field : z.fields) v.fields.push_back(qtList(field));
  v.players = static_cast<int>(v.fields.size());
  v.cardCounts = qtList(z.cardCounts);
  for (const auto& ring : z.rings) v.rings << QString::fromStdString(ring.value_or(std::string()));
  for (const auto& offer : z.ringOffers) v.ringOffers.push_back(qtList(offer));
  if (z.pending) {
    v.pendingKind = z.pending->kind;
    v.pendingRemaining = z.pending->remaining;
  }
  v.mapRevealed = qtList(z.mapRevealed);
  v.forcedDraws = z.forcedDraws;
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

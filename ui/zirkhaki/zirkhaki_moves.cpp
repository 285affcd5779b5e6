#include "ui/zirkhaki/zirkhaki_moves.h"

#include "ui/zirkhaki/zirkhaki_drop_refusals.h"
#include "ui/zirkhaki/zirkhaki_scene.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

namespace {

Place shared(int zone) {
  return Place{static_cast<std::int16_t>(zone), -1, -1};
}
Place field(int seat, int suit) {
  return Place{kZoneField, static_cast<std::int8_t>(seat), suit};
}
Place ring(int seat) {
  return Place{kZoneRing, static_cast<std::int8_t>(seat), -1};
}

}  // namespace

MovePath ZirkhakiMoves::pathOf(const QString& text) const {
  const QStringList w = text.split(' ');
  const QString verb = w.value(0);
  if (verb == "draw" || verb == "bank") return {MoveStep::ofButton(verb)};
  if (verb == "pick" && w.size() == 3)
    return {MoveStep::ofPlace(field(w[1].toInt(), suitIds().indexOf(w[2])))};
  if (verb == "choose" && w.size() == 2) return {MoveStep::ofCard(ZirkhakiTexts::cardArt(w[1]))};
  if (verb == "ring" && w.size() == 2) return {MoveStep::ofCard(ZirkhakiTexts::ringArt(w[1]))};
  return {MoveStep::ofButton(text)};
}

QVector<MovePath> ZirkhakiMoves::aliasesOf(const QString& text) const {
  const QStringList w = text.split(' ');
  const QString verb = w.value(0);
  const int me = picture_.seat;
  const MoveStep toPlay = MoveStep::ofPlace(shared(kZonePlay));
  QVector<MovePath> out;
  if (verb == "draw") {
    const MoveStep deck = MoveStep::ofPlace(shared(kZoneDeck));
    const MoveStep peek = MoveStep::ofPlace(shared(kZonePeek));
    out = {{deck}, {deck, toPlay}, {peek}, {peek, toPlay}};
  } else if (verb == "bank" && me >= 0) {
    // Any card of the treasure zone, or the zone itself, onto one's own field or ring place.
    QVector<MoveStep> grabs{MoveStep::ofPlace(shared(kZonePlay))};
    for (const QString& id : picture_.playArea) {
      const MoveStep card = MoveStep::ofCard(ZirkhakiTexts::cardArt(id));
      if (!grabs.contains(card)) grabs << card;
    }
    for (int suit = 0; suit < suitIds().size(); ++suit) {
      out.push_back({MoveStep::ofPlace(field(me, suit))});
      for (const MoveStep& g : grabs) out.push_back({g, MoveStep::ofPlace(field(me, suit))});
    }
    out.push_back({MoveStep::ofPlace(ring(me))});
    for (const MoveStep& g : grabs) out.push_back({g, MoveStep::ofPlace(ring(me))});
  } else if (verb == "pick" && w.size() == 3) {
    // The engine sends the pistol's target to the discard pile, everything else into play.
    const Place where =
        picture_.pendingKind == ChoiceKind::kPistol ? shared(kZoneDiscard) : shared(kZonePlay);
    out.push_back({pathOf(text).front(), MoveStep::ofPlace(where)});
  } else if (verb == "choose" && w.size() == 2) {
    out.push_back({pathOf(text).front(), toPlay});
  } else if (verb == "ring" && w.size() == 2 && me >= 0) {
    out.push_back({pathOf(text).front(), MoveStep::ofPlace(ring(me))});
    for (int suit = 0; suit < suitIds().size(); ++suit)
      out.push_back({pathOf(text).front(), MoveStep::ofPlace(field(me, suit))});
  }
  return out;
}

std::optional<QString> ZirkhakiMoves::actionFor(const MovePath& path) const {
  if (path.isEmpty()) return std::nullopt;
  const MoveStep& first = path.front();
  const MoveStep* last = &path.back();
  switch (first.kind) {
    case MoveStep::Kind::kButton:
      return first.value;
    case MoveStep::Kind::kPlace: {
      const Place p = first.place;
      if (p.zone == kZoneDeck || p.zone == kZonePeek) return QString("draw");
      if (p.zone == kZonePlay) return QString("bank");
      if (p.zone == kZoneField) {
        if (p.seat == picture_.seat && !picture_.pendingKind) return QString("bank");
        return QString("pick %1 %2").arg(p.seat).arg(suitIds().value(p.slot));
      }
      if (p.zone == kZoneRing) return QString("bank");
      return std::nullopt;
    }
    case MoveStep::Kind::kCard: {
      const QString id = first.card.section('/', 1);
      if (id.startsWith("ring-")) return "ring " + id.mid(5);
      if (picture_.playArea.contains(id) && last->kind == MoveStep::Kind::kPlace)
        return QString("bank");
      return "choose " + id;
    }
    case MoveStep::Kind::kDetail:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Refusal> ZirkhakiMoves::refusalFor(const MovePath& tried) const {
  if (tried.size() < 2 || tried.back().kind != MoveStep::Kind::kPlace) return std::nullopt;
  const MoveStep& grabbed = tried.front();
  const Place to = tried.back().place;
  if (grabbed.kind == MoveStep::Kind::kPlace && grabbed.place.zone == kZoneField &&
      grabbed.place.seat != picture_.seat) {
    // A card taken from someone's field goes where the pending card sends it.
    if (picture_.pendingKind == ChoiceKind::kPistol && to.zone != kZoneDiscard)
      return refuse(DropRefusalCode::kWrongTargetPistol, "drop it on the discard pile");
    if (picture_.pendingKind && to.zone != kZonePlay)
      return refuse(DropRefusalCode::kWrongTargetPlay, "drop it in the treasure zone");
  }
  const bool fromTreasure =
      (grabbed.kind == MoveStep::Kind::kPlace && grabbed.place.zone == kZonePlay) ||
      (grabbed.kind == MoveStep::Kind::kCard &&
       picture_.playArea.contains(grabbed.card.section('/', 1)));
  if (fromTreasure && (to.zone == kZoneField || to.zone == kZoneRing) && to.seat != picture_.seat)
    return refuse(DropRefusalCode::kWrongTargetBank, "bank on your own field");
  return std::nullopt;
}

QString ZirkhakiMoves::label(const MoveStep& step) const {
  if (step.value == "draw") return ZirkhakiTexts::tr("Draw");
  if (step.value == "bank") return ZirkhakiTexts::tr("Bank");
  return step.value;
}

}  // namespace mizbazi::ui::zirkhaki

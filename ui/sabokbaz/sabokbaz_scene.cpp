#include "ui/sabokbaz/sabokbaz_scene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QTimer>

#include "sabokbaz/sabokbaz_state.h"
#include "ui/sabokbaz/sabokbaz_card_faces.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/animator.h"
#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/seat_layout.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {

// Card units (a card is 1 × 1.4). The table is 16 × 9.6; the seats sit on an ellipse that leaves
// the four corners to the scores, the last trick, the taken piles and the cards out of the game.
constexpr double kWidth = 16.0;
constexpr double kHeight = 9.6;
constexpr double kOwnScale = 1.2;
constexpr double kOtherScale = 0.5;
// The trick's cards: as large as the hand on screen, so that their numbers are as readable (at
// 1366 × 768 a card of this size has its index 14 px tall or more, with six seats too:
// tests/ui/sabokbaz/sabokbaz_readable_test.cpp). The middle leaves room for six of them.
double trickScale(int) {
  return kOwnScale;
}
constexpr double kTakenScale = 0.55;
// The last trick and the cards out of the game are face up too: large enough for their indexes to
// be as readable as the trick's (at 1366 × 768, 14 px), each card stepping by a whole index strip.
// (A special's index is 0.9 of a number's: the size of the trick's cards.)
constexpr double kLastScale = 1.2;
constexpr double kLastStep = 0.34;
const QPointF kCentre(8.0, 4.75);

}  // namespace

QColor SabokbazScene::teamColor(int team) {
  static const QColor colors[] = {QColor("#2f6fa8"), QColor("#a8432f"), QColor("#3f8a4a")};
  return team >= 0 && team < 3 ? colors[team] : QColor("#555555");
}

SabokbazScene::SabokbazScene(QObject* parent) : TableScene(parent) {
  setBackArt(SabokbazTexts::backArt());
  SabokbazCardFaces::install(art());  // numbers and names painted in the UI's language
}

Pile* SabokbazScene::hand(int seat) const {
  return pile(places::hand(seat));
}
Pile* SabokbazScene::trickArea() const {
  return pile(places::trick());
}
Pile* SabokbazScene::trickSlot(int index) const {
  return pile(places::trickSlot(index));
}
Pile* SabokbazScene::taken(int team) const {
  return pile(places::taken(team));
}
Pile* SabokbazScene::lastTrickPile(int index) const {
  return pile(places::lastTrick(index));
}

void SabokbazScene::configure(int players, int viewer, bool animate) {
  players_ = players;
  viewer_ = viewer;
  setTableSize(kWidth, kHeight);
  const int teams = std::max(1, players / 2);
  configureSeats(players, viewer);
  configureMiddle(players);
  configureScores(teams);
  configureTakenPiles(teams);
  configureOut();
  configureLastTrick(players);
  configureResult();
  layOutPiles(animate);
}

LabelItem* SabokbazScene::ensureLabel(LabelItem*& label) {
  if (!label) label = addLabel();
  return label;
}

// The seats: counter-clockwise, the seat on screen at the bottom, partners opposite.
void SabokbazScene::configureSeats(int players, int viewer) {
  const QVector<SeatPlace> seats = layoutSeats(players, viewer, PlayOrder::kCounterClockwise,
                                               QRectF(2.2, 0.95, 11.6, 2 * (kCentre.y() - 0.95)));
  QVector<SeatSpec> specs;
  for (const SeatPlace& place : seats) {
    SeatSpec spec = place.seat == viewer ? ownSeat(place.seat) : otherSeat(place);
    spec.places = {trickPlace(place, spec.anchor, players)};
    specs << spec;
  }
  declareSeats(specs);
}

// The hand on screen: large, fanned, the playable cards raised, centred on the table under the
// trick (given from the table's top-left); its name above it, down to just above the raised
// cards: projector mode's words fill it. The hand shows its cards, so no count.
SeatSpec SabokbazScene::ownSeat(int seat) {
  PileGeometry g;
  g.scale = kOwnScale;
  g.spread = QPointF(0.6, 0);
  g.maxLength = 7.4;
  g.arc = 0.12;
  g.raise = 0.18;
  const double length = 12 * 0.6 + kOwnScale;
  g.origin = QPointF((kWidth - length) / 2, kHeight - 1.4 * kOwnScale - 0.15);
  return {.seat = seat,
          .header = SeatLabelSpec{.at = {(kWidth - 5.0) / 2, g.origin.y() - 0.66, 5.0, 0.46},
                                  .pixelSize = 52,
                                  .align = TextSide::kCentre},
          .piles = {handSpec(seat, g, false)}};
}

// Another seat's hand: small and face down with its count, centred on the seat; its name above.
// Each is centred on the seat's place on the ellipse through the seat layout's own helper (its
// places are the table's: an anchor's sum would differ from it in the last bit, enough to move a
// badge's edge by a pixel).
SeatSpec SabokbazScene::otherSeat(const SeatPlace& place) const {
  const double length = 1.8;
  PileGeometry g;
  g.scale = kOtherScale;
  g.spread = QPointF(0.1, 0);
  g.maxLength = length;
  g.origin = place.logicalTopLeft(QSizeF(length, 0.7), layout());
  SeatPlace above = place;
  above.center.ry() -= 0.62;
  return {.seat = place.seat,
          .header = SeatLabelSpec{.at = {above.logicalTopLeft(QSizeF(3.2, 0.42), layout()),
                                         QSizeF(3.2, 0.42)},
                                  .pixelSize = 48,
                                  .align = TextSide::kCentre},
          .piles = {handSpec(place.seat, g, true)}};
}

PileSpec SabokbazScene::handSpec(int seat, const PileGeometry& at, bool counted) {
  return {.key = places::hand(seat),
          .role = PileRole::kHand,
          .at = at,
          .countShown = counted,
          .outlined = false,
          .orderKey = &handOrderKey};
}

// The place of a card of the trick played by the seat at `place`: between the seat and the
// centre, so a glance says who played what. Relative to the seat's `anchor`.
PileGeometry SabokbazScene::trickPlace(const SeatPlace& place, QPointF anchor, int players) const {
  const double rx = 1.75, ry = players > 4 ? 1.55 : 1.3;
  const double scale = trickScale(players);
  const QPointF d = place.center - kCentre;
  const double len = std::hypot(d.x() / 5.8, d.y() / (kCentre.y() - 0.95));
  QPointF at(kCentre.x() + (len > 0 ? d.x() / 5.8 / len : 0) * rx,
             kCentre.y() + (len > 0 ? d.y() / (kCentre.y() - 0.95) / len : 0) * ry);
  // With six, the two places on each side lie one above the other: at least a card's height
  // apart (1.4 × scale), so neither hides the other's ribbon.
  const double dy = at.y() - kCentre.y();
  if (players > 4 && std::abs(dy) > 0.01 && std::abs(dy) < 0.75 * scale)
    at.setY(kCentre.y() + std::copysign(0.75 * scale, dy));
  PileGeometry g = trickCardAt(at, scale);
  g.origin -= anchor;
  return g;
}

// A card of the trick centred on the physical point `at`.
PileGeometry SabokbazScene::trickCardAt(QPointF at, double scale) const {
  PileGeometry g;
  g.scale = scale;
  const double left = at.x() - scale / 2;
  g.origin = QPointF(layout().rightToLeft() ? kWidth - left - scale : left, at.y() - scale * 0.7);
  return g;
}

// The middle: one drop target over the whole trick, a place per card of the trick, the deck, the
// led family and the mark of the card taking the trick.
void SabokbazScene::configureMiddle(int players) {
  // The drop target covers every place of the trick, so a card dropped on a card already played
  // still lands on the trick (the largest overlap wins, and this pile holds every slot).
  // Centred on the middle.
  auto centred = [](double scale) {
    return PileGeometry{.origin = {kCentre.x() - scale / 2, kCentre.y() - scale * 0.7},
                        .scale = scale};
  };
  declarePiles({{.key = places::trick(),
                 .role = PileRole::kDisplay,
                 .at = centred(4.8),
                 .outlined = false}});
  // Each card's place follows the trick's leader (placeTrickSlots), laid out with the picture.
  for (int i = 0; i < players; ++i) addPile(places::trickSlot(i))->setOutlineWhenEmpty(false);
  // Only while a hand is gathered, shuffled and dealt: the deal tells the count.
  declarePiles({{.key = places::deck(),
                 .role = PileRole::kStock,
                 .at = centred(trickScale(players)),
                 .countShown = false,
                 .outlined = false}});
  // The led family above the trick (the middle itself holds the cards).
  ensureLabel(led_)->setRect(layout().toScene(QRectF(kCentre.x() - 1.6, 1.5, 3.2, 0.42)));
  led_->setPixelSize(38);
  led_->setStyle(LabelItem::Style::kPill);
  led_->setAlignment(Qt::AlignCenter);
  // A pill in the room above the card: a round badge as wide as the word reached down over it.
  ensureLabel(taking_)->setStyle(LabelItem::Style::kPill);
  taking_->setPixelSize(38);
  taking_->setBold(true);
  taking_->setAlignment(Qt::AlignCenter);
  taking_->setBackground(QColor("#c8961e"));
  taking_->setZValue(5000);
}

// The scores (top start corner): the target, then one line per team in its colour.
void SabokbazScene::configureScores(int teams) {
  ensureLabel(score_)->setRect(layout().toScene(QRectF(0.15, 0.12, 4.3, 0.42)));
  score_->setStyle(LabelItem::Style::kPill);
  score_->setPixelSize(38);
  score_->setBold(true);
  score_->setAlignment(Qt::AlignCenter);
  while (teamScores_.size() < teams) teamScores_.push_back(addLabel());
  for (int t = 0; t < teamScores_.size(); ++t) {
    LabelItem* l = teamScores_[t];
    l->setRect(layout().toScene(QRectF(0.15, 0.62 + t * 0.48, 4.3, 0.42)));
    l->setStyle(LabelItem::Style::kPill);
    l->setBackground(teamColor(t));
    l->setPixelSize(36);
    l->setAlignment(Qt::AlignCenter);
    l->setVisible(t < teams);
  }
}

// The taken piles (bottom start corner), one per team, each with its team's label.
void SabokbazScene::configureTakenPiles(int teams) {
  while (takenLabels_.size() < teams) takenLabels_.push_back(addLabel());
  for (int t = 0; t < teams; ++t) {
    declarePiles(
        {{.key = places::taken(t),
          .role = PileRole::kWon,
          .at = {.origin = {0.3 + t * 1.15, kHeight - 0.95}, .scale = kTakenScale, .visibleTop = 2},
          .countShown = true}});
    taken(t)->setKeepOrderOnSync(true);
    LabelItem* l = takenLabels_[t];
    l->setRect(layout().toScene(QRectF(0.3 + t * 1.15 - 0.25, kHeight - 1.4, 1.05, 0.38)));
    l->setStyle(LabelItem::Style::kPill);
    l->setBackground(teamColor(t));
    l->setPixelSize(34);
    l->setAlignment(Qt::AlignCenter);
  }
}

// The cards out of the game (six players: the 12s), bottom end corner.
void SabokbazScene::configureOut() {
  const double y = kHeight - 0.15 - 1.4 * kLastScale;
  declarePiles({{.key = places::out(),
                 .role = PileRole::kDisplay,
                 .at = {.origin = {kWidth - 0.3 - kLastScale - 3 * kLastStep, y},
                        .spread = {kLastStep, 0},
                        .scale = kLastScale},
                 .outlined = false}});
  ensureLabel(outLabel_)->setRect(layout().toScene(QRectF(kWidth - 2.6, y - 0.45, 2.4, 0.38)));
  outLabel_->setPixelSize(32);
  outLabel_->setAlignment(Qt::AlignCenter);
  outLabel_->setColor(QColor(255, 255, 255, 200));
}

// The last trick (top end corner), when asked for.
void SabokbazScene::configureLastTrick(int players) {
  const double lastLength = kLastScale + (players - 1) * kLastStep;
  // Its first place's words and outline follow the picture (showLastTrick).
  QVector<PileSpec> row;
  for (int i = 0; i < players; ++i) {
    row << PileSpec{
        .key = places::lastTrick(i),
        .role = PileRole::kDisplay,
        .at = {.origin = {kWidth - 0.2 - lastLength + i * kLastStep, 0.2}, .scale = kLastScale},
        .outlined = i == 0,
        .placeholderFollowsPicture = true};
  }
  declarePiles(row);
  // Its words beside it, toward the middle: above or below it they would meet the seats' names
  // (the cards reach down to the name of the seat at the upper side with six).
  const double labelEnd = kWidth - 0.2 - lastLength - 0.15;
  ensureLabel(lastLabel_)->setRect(layout().toScene(QRectF(labelEnd - 3.0, 0.12, 3.0, 0.44)));
  lastLabel_->setPixelSize(34);
  lastLabel_->setAlignment(layout().endAlign() | Qt::AlignVCenter);
  lastLabel_->setColor(QColor(255, 255, 255, 220));
}

// The result, once the match is over, in the band above the trick that the led family's word
// leaves free then (1.34 to 2.32): clear of the top seat's cards above it (down to 1.3), of the
// six-seat table's upper side seats at its ends, and of the top card of the trick below it (from
// 2.36 with six seats).
void SabokbazScene::configureResult() {
  ensureLabel(result_)->setRect(layout().toScene(QRectF(kCentre.x() - 3.2, 1.34, 6.4, 0.52)));
  result_->setStyle(LabelItem::Style::kPill);
  result_->setPixelSize(60);
  result_->setBold(true);
  result_->setAlignment(Qt::AlignCenter);
  result_->setZValue(5000);
  ensureLabel(totals_)->setRect(layout().toScene(QRectF(kCentre.x() - 3.2, 1.9, 6.4, 0.42)));
  totals_->setStyle(LabelItem::Style::kPill);
  totals_->setPixelSize(46);
  totals_->setBold(true);
  totals_->setAlignment(Qt::AlignCenter);
  totals_->setBackground(QColor(0, 0, 0, 150));
  totals_->setZValue(5000);
}

// Trick slot i lies in front of the seat that played it (leader + i); with no leader yet, the
// first one in the centre.
void SabokbazScene::placeTrickSlots(const SabokbazPicture& v) {
  for (int i = 0; i < players_; ++i) {
    Pile* slot = trickSlot(i);
    if (!slot) continue;
    const int seat = (v.leader + i) % players_;
    slot->setGeometry(seat >= 0 ? seatPlace(seat, 0) : trickCardAt(kCentre, trickScale(players_)));
  }
}

void SabokbazScene::show(const SabokbazPicture& over, const QStringList& names, bool animate) {
  // Once the match is over its last trick lies in the middle again, as it was played.
  SabokbazPicture v = over;
  if (v.finished && v.trick.isEmpty() && v.lastTrick && !v.lastTrick->cards.isEmpty()) {
    v.trick = v.lastTrick->cards;
    v.leader = v.lastTrick->cards.front().seat;
  }
  picture_ = over;
  names_ = names;
  // The trick's slots follow its leader. A full trick (complete, before it is gathered) keeps the
  // places it was played in.
  placeTrickSlots(v);
  showCards(v);
  commitSync(animate);
  showLastTrick();
  showSeats(v, names);
  showScores(v);
  showMiddle(v);
  showResult(v);
  // Every face up card says what it is and does on hover.
  for (Pile* p : piles()) {
    for (CardItem* c : p->cards()) {
      const QString id = SabokbazTexts::cardIdOfArt(c->face());
      if (!id.isEmpty() && c->faceUp()) c->setInfo(SabokbazTexts::cardTooltip(id));
    }
  }
}

// Every pile's cards: the hands (only the ones the picture shows face up), the trick, the taken
// piles (face down) and the cards out of the game.
void SabokbazScene::showCards(const SabokbazPicture& v) {
  for (int seat = 0; seat < v.players && seat < v.hands.size(); ++seat) {
    const SabokbazPicture::Hand& h = v.hands[seat];
    QVector<CardFace> faces;
    if (h.known) {
      for (const QString& id : h.cards) faces.push_back({SabokbazTexts::cardArt(id), true});
    } else {
      faces.fill(CardFace{QString(), false}, h.count);
    }
    Pile* p = hand(seat);
    if (!p) continue;
    if (seat == viewer_) {
      // The hand on screen stays centred under the trick as it shrinks.
      PileGeometry g = p->geometry();
      const double length = std::max(0, h.count - 1) * g.spread.x() + g.scale;
      g.origin.setX((kWidth - length) / 2);
      p->setGeometry(g);
    }
    setPileFaces(p, faces);
  }
  for (int i = 0; i < players_; ++i) {
    QVector<CardFace> faces;
    if (i < v.trick.size()) faces.push_back({SabokbazTexts::cardArt(v.trick[i].card), true});
    if (Pile* p = trickSlot(i)) setPileFaces(p, faces);
  }
  if (Pile* d = pile(places::deck())) setPileFaces(d, {});
  for (int t = 0; t < v.teamCount(); ++t) {
    const int n = t < v.taken.size() ? static_cast<int>(v.taken[t].size()) : 0;
    if (Pile* p = taken(t)) setPileFaces(p, QVector<CardFace>(n, CardFace{QString(), false}));
  }
  QVector<CardFace> outFaces;
  for (const QString& id : v.out) outFaces.push_back({SabokbazTexts::cardArt(id), true});
  if (Pile* o = pile(places::out())) setPileFaces(o, outFaces);
}

// Seats: name, team colour, the seat to act stands out.
void SabokbazScene::showSeats(const SabokbazPicture& v, const QStringList& names) {
  const QLocale loc;
  for (int seat = 0; seat < v.players; ++seat) {
    LabelItem* head = header(seat);
    if (!head) continue;
    QString name = names.value(seat);
    if (seat == youSeat()) name = tr("%1 (you)").arg(name);
    const int team = v.teamOf(seat);
    head->setText(tr("%1 · team %2").arg(name, loc.toString(team + 1)));
    head->setBackground(teamColor(team));
    head->setEmphasis(seat == v.current && !v.finished);
  }
}

// The scores: the target, then each team's match total and this hand's points so far.
void SabokbazScene::showScores(const SabokbazPicture& v) {
  const QLocale loc;
  score_->setText(
      tr("Match to %1 or %2")
          .arg(SabokbazTexts::signedNumber(v.target), SabokbazTexts::signedNumber(-v.target)));
  for (int t = 0; t < teamScores_.size(); ++t) {
    teamScores_[t]->setText(tr("Team %1: %2 · this hand %3")
                                .arg(loc.toString(t + 1),
                                     SabokbazTexts::signedNumber(v.matchScores.value(t)),
                                     SabokbazTexts::signedNumber(v.handScores.value(t))));
    teamScores_[t]->setVisible(t < v.teamCount());
  }
  for (int t = 0; t < takenLabels_.size(); ++t) {
    takenLabels_[t]->setText(t < v.teamCount() ? tr("Team %1").arg(loc.toString(t + 1))
                                               : QString());
    takenLabels_[t]->setVisible(t < v.teamCount());
  }
  outLabel_->setText(v.out.isEmpty() ? QString() : tr("Out of the game"));
}

// The led family in the middle, and the card taking the trick so far.
void SabokbazScene::showMiddle(const SabokbazPicture& v) {
  led_->setText(v.ledFamily ? tr("Led: %1").arg(SabokbazTexts::familyName(*v.ledFamily))
                            : QString());
  led_->setVisible(v.ledFamily.has_value());
  const int takingAt = v.takingIndex();
  Pile* takingSlot = takingAt >= 0 ? trickSlot(takingAt) : nullptr;
  if (takingSlot && v.trick.size() > 1) {
    const QRectF r = takingSlot->slotRect();
    taking_->setText(v.finished ? tr("Took it") : tr("Taking"));
    taking_->setRect(QRectF(r.center().x() - r.width() * 0.55, r.top() - 0.3 * 200 - 4,
                            r.width() * 1.1, 0.3 * 200));
    taking_->setVisible(true);
  } else {
    taking_->setVisible(false);
  }
}

void SabokbazScene::showResult(const SabokbazPicture& v) {
  const bool over = v.finished && !v.winners.isEmpty();
  result_->setVisible(over);
  totals_->setVisible(over);
  if (!over) return;
  QVector<int> teams;
  for (int seat : v.winners)
    if (!teams.contains(v.teamOf(seat))) teams << v.teamOf(seat);
  QStringList winners;
  for (int team : teams) {
    QStringList members;
    for (int seat : v.teams.value(team)) members << names_.value(seat);
    winners << SabokbazTexts::members(members);
  }
  result_->setText(teams.size() == 1 ? tr("%1 win the match").arg(winners.front())
                                     : tr("%1 share the win").arg(winners.join(tr("; "))));
  result_->setBackground(teams.size() == 1 ? teamColor(teams.front()) : QColor("#2b1d0e"));
  const QLocale loc;
  QStringList totals;
  for (int t = 0; t < v.teamCount(); ++t) {
    totals << tr("Team %1: %2")
                  .arg(loc.toString(t + 1), SabokbazTexts::signedNumber(v.matchScores.value(t)));
  }
  totals_->setText(totals.join(QStringLiteral("  ·  ")));
}

void SabokbazScene::setLastTrickShown(bool on) {
  lastTrickShown_ = on;
  showLastTrick();
}

void SabokbazScene::showLastTrick() {
  const auto& last = picture_.lastTrick;
  const bool shown = lastTrickShown_ && last.has_value();
  for (int i = 0; i < players_; ++i) {
    Pile* p = lastTrickPile(i);
    if (!p) continue;
    QVector<CardFace> faces;
    if (shown && i < last->cards.size())
      faces.push_back({SabokbazTexts::cardArt(last->cards[i].card), true});
    setPileFaces(p, faces);
    p->setPlaceholder(QString(), i == 0 && last ? tr("Last trick (L)") : QString());
    p->setOutlineWhenEmpty(i == 0 && last.has_value());
  }
  commitSync(false);
  if (shown) {
    lastLabel_->setText(tr("Last trick: %1 took %2")
                            .arg(names_.value(last->taker), SabokbazTexts::worth(last->points)));
  } else {
    lastLabel_->setText(QString());
  }
  for (int i = 0; i < players_; ++i) {
    if (Pile* p = lastTrickPile(i)) {
      for (CardItem* c : p->cards()) {
        const QString id = SabokbazTexts::cardIdOfArt(c->face());
        if (!id.isEmpty()) c->setInfo(SabokbazTexts::cardTooltip(id));
      }
    }
  }
}

void SabokbazScene::animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                                  const QStringList& names) {
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::kMove: {
        const QString art = e.card >= 0 ? SabokbazTexts::cardArt(cardId(e.card)) : QString();
        queueMove(e.from, e.to, art, e.faceUp);
        break;
      }
      case EventKind::kShuffle:
        // The deal that follows goes card by card; until it is done a click or a key skips it.
        queueBanner(tr("A new hand"), places::trick(), QColor("#3b5a7a"), 450);
        queueCall([this]() { startDeal(); });
        break;
      case EventKind::kNote:
        if (e.value == engine::kNoteTrickTaken) {
          queuePause(500);  // the complete trick stays a moment before it is gathered
          queueBanner(tr("%1 takes the trick").arg(names.value(e.seat)), places::trick(),
                      teamColor(e.seat % std::max(1, players_ / 2)), 650);
        } else if (e.value == engine::kNoteFourCards) {
          // The banner says what the stop is worth to the team that made it (the hand's score
          // events come with the note).
          int score = 0;
          for (const Event& s : events) {
            if (s.kind == EventKind::kScore && s.seat == e.seat) score = s.value;
          }
          queueBanner(tr("Four cards! Team %1: %2")
                          .arg(QLocale().toString(e.seat + 1), SabokbazTexts::worth(score)),
                      places::trick(), QColor("#b07d12"), 1000);
        } else if (e.value == engine::kNoteAllFate) {
          queueBanner(tr("All fate!"), places::trick(), QColor("#6a2c8a"), 1000);
        }
        break;
      case EventKind::kGameEnd:
        queueBanner(tr("The match is over"), places::trick(), QColor("#2b1d0e"), 800);
        break;
      default:
        break;
    }
  }
  queueCall([this]() { endDeal(); });
}

// A deal is 52 moves one after the other: at the table's usual pace that is six seconds, so it
// runs at 2.5 times the pace (about two seconds), and a click or a key skips it.
void SabokbazScene::startDeal() {
  if (dealing_) return;
  dealing_ = true;
  animator().setTempoPercent(kDealTempoPercent);
}

void SabokbazScene::endDeal() {
  if (!dealing_) return;
  dealing_ = false;
  animator().setTempoPercent(100);
}

void SabokbazScene::skipDeal() {
  if (!dealing_) return;
  finishNow();  // every card in its hand, the table redrawn from the observation; ends the deal
  endDeal();
  if (!busy()) Q_EMIT idle();
}

void SabokbazScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (dealing_) {
    event->accept();
    skipDeal();
    return;
  }
  TableScene::mousePressEvent(event);
}

void SabokbazScene::keyPressEvent(QKeyEvent* event) {
  if (dealing_) {
    event->accept();
    skipDeal();
    return;
  }
  TableScene::keyPressEvent(event);
}

}  // namespace mizbazi::ui::sabokbaz

#include "ui/zirkhaki/zirkhaki_scene.h"

#include <QCoreApplication>
#include <QLocale>
#include <iterator>

#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/seat_declaration.h"
#include "ui/zirkhaki/zirkhaki_card_faces.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

namespace {

// Card units. The table is 16 wide; its height follows from the number of seats.
constexpr double kWidth = 16.0;
constexpr double kMiddleScale = 0.9;
constexpr double kOwnScale = 1.04;

struct Geometry {
  double height = 9;
  // Per other seat (index in turn order after the viewer): panel origin and card scale.
  QVector<QPointF> panels;
  double panelScale = 0.6;
  double middleY = 3.5;
  double ownY = 6;
};

Geometry computeGeometry(int players) {
  Geometry g;
  const int others = std::max(0, players - 1);
  const int perRow = others <= 3 ? 3 : 4;
  const int rows = others <= 3 ? 1 : 2;
  g.panelScale = others <= 3 ? 0.74 : 0.55;
  const double s = g.panelScale;
  const double panelW = (s * 0.8 + 0.15) + 5 * s * 1.08 + 0.1;
  const double rowH = s * 1.4 + s * 0.55 + 0.08;
  const double panelH = 0.45 + 2 * rowH;
  double y = 0.15;
  int placed = 0;
  for (int r = 0; r < rows; ++r) {
    const int n = std::min(perRow, others - placed);
    const double gap = 0.35;
    const double total = n * panelW + (n - 1) * gap;
    double x = (kWidth - total) / 2;
    for (int i = 0; i < n; ++i, ++placed) {
      g.panels.push_back(QPointF(x + i * (panelW + gap), y));
    }
    y += panelH + 0.2;
  }
  g.middleY = y + 0.25;
  g.ownY = g.middleY + kMiddleScale * 1.4 + 0.55;
  g.height = g.ownY + 0.45 + kOwnScale * 1.4 + 1.25 + 0.15;
  return g;
}

}  // namespace

ZirkhakiScene::ZirkhakiScene(QObject* parent) : TableScene(parent) {
  setBackArt(ZirkhakiTexts::backArt());
  ZirkhakiCardFaces::install(art());
}

Pile* ZirkhakiScene::field(int seat, int suit) const {
  return pile({kZoneField, static_cast<std::int8_t>(seat), suit});
}

Pile* ZirkhakiScene::ring(int seat) const {
  return pile({kZoneRing, static_cast<std::int8_t>(seat), -1});
}

int ZirkhakiScene::seatOf(const Pile* p) {
  return p && (p->key().zone == kZoneField || p->key().zone == kZoneRing) ? p->key().seat : -1;
}

int ZirkhakiScene::suitOf(const Pile* p) {
  return p && p->key().zone == kZoneField ? p->key().slot : -1;
}

void ZirkhakiScene::configure(int players, int viewer, bool animate) {
  players_ = players;
  viewer_ = viewer;
  const Geometry g = computeGeometry(players);
  setTableSize(kWidth, g.height);
  declarePiles(middlePiles(g.middleY));
  configureMiddleNames(g.middleY);
  QVector<SeatSpec> seats;
  for (int seat = 0; seat < players; ++seat) {
    const int rel = (seat - viewer + players) % players;  // 0 = the viewer
    seats << (rel == 0 ? ownSeat(seat, g.ownY)
                       : otherSeat(seat, g.panels.value(rel - 1), g.panelScale));
  }
  declareSeats(seats);
  configureScore(g.ownY);
  layOutPiles(animate);
}

QVector<PileSpec> ZirkhakiScene::middlePiles(double my) {
  // Every pile of the band lies centred on the height of the deck's cards.
  auto at = [my](double x, double scale, double spread, double maxLength) {
    return PileGeometry{.origin = {x, my + (kMiddleScale - scale) * 1.4 / 2},
                        .spread = {spread, 0},
                        .scale = scale,
                        .maxLength = maxLength};
  };
  return {
      {.key = {kZoneDeck, -1, -1}, .role = PileRole::kStock, .at = at(0.3, kMiddleScale, 0, 0)},
      {.key = {kZoneDiscard, -1, -1},
       .role = PileRole::kDiscard,
       .at = at(1.55, kMiddleScale, 0, 0)},
      {.key = {kZonePlay, -1, -1},
       .role = PileRole::kDisplay,
       .at = at(3.0, kMiddleScale, 0.95, 7.35),
       .placeholder = tr("Draw a card to start digging")},
      // The map may reveal many cards (the map reader's whole discard pile): they squeeze to stay
      // on the table instead of running off its edge.
      {.key = {kZoneRevealed, -1, -1},
       .role = PileRole::kDisplay,
       .at = at(11.45, 0.8, 0.85, kWidth - 11.45 - 0.8 - 0.15)},
      {.key = {kZoneOffers, -1, -1}, .role = PileRole::kDisplay, .at = at(11.45, 0.8, 0.95, 0)},
      {.key = {kZonePeek, -1, -1}, .role = PileRole::kDisplay, .at = at(14.3, 0.75, 0.25, 0)},
  };
}

void ZirkhakiScene::configureMiddleNames(double my) {
  // The deck's and the discard pile's names meet between their piles and must not overlap: in
  // projector mode each fills its place.
  struct Name {
    double x, width;
    const char* text;
  };
  const Name names[] = {
      {0.3 - 0.15, 1.25, QT_TRANSLATE_NOOP("ZirkhakiScene", "Deck")},
      {1.55 - 0.15, 1.25, QT_TRANSLATE_NOOP("ZirkhakiScene", "Discard pile")},
      {3.0 - 0.15, 8.3, QT_TRANSLATE_NOOP("ZirkhakiScene", "Treasure zone")},
      {11.45 - 0.15, 2.6, QT_TRANSLATE_NOOP("ZirkhakiScene", "Map")},
      {14.15, 1.7, QT_TRANSLATE_NOOP("ZirkhakiScene", "Your peek")},
  };
  const double cardH = kMiddleScale * 1.4;
  for (int i = 0; i < int(std::size(names)); ++i) {
    while (zoneLabels_.size() <= i) zoneLabels_.push_back(addLabel());
    LabelItem* l = zoneLabels_[i];
    l->setRect(layout().toScene(QRectF(names[i].x, my + cardH + 0.04, names[i].width, 0.34)));
    l->setText(QCoreApplication::translate("ZirkhakiScene", names[i].text));
    l->setPixelSize(44);
    l->setAlignment(Qt::AlignCenter);
    l->setColor(QColor(255, 255, 255, 210));
  }
}

namespace {

// A field's cards in the order of their values (the engine's).
int valueOrder(const QString& face) {
  return ZirkhakiTexts::valueOf(ZirkhakiTexts::cardIdOfArt(face));
}

Place fieldPlace(int seat, int suit) {
  return {kZoneField, static_cast<std::int8_t>(seat), suit};
}

Place ringPlace(int seat) {
  return {kZoneRing, static_cast<std::int8_t>(seat), -1};
}

}  // namespace

// The viewer's seat along the bottom, from the table's start edge at `y`: the header, taller,
// into the room below the middle's names (projector mode's words fill it), then the ring and ten
// suit columns whose top cards are readable.
SeatSpec ZirkhakiScene::ownSeat(int seat, double y) {
  SeatSpec out{.seat = seat,
               .anchor = {0, y},
               .header = SeatLabelSpec{.at = {0.3, -0.06, 12.0, 0.5}, .pixelSize = 54},
               .piles = {{.key = ringPlace(seat),
                          .role = PileRole::kSlot,
                          .at = {.origin = {0.3, 0.45}, .scale = 0.8}}}};
  for (int suit = 0; suit < 10; ++suit) {
    out.piles << PileSpec{.key = fieldPlace(seat, suit),
                          .role = PileRole::kField,
                          .at = {.origin = {1.4 + suit * 1.1, 0.45},
                                 .spread = {0, 0.24},
                                 .scale = kOwnScale,
                                 .maxLength = 1.2},
                          .placeholder = ZirkhakiTexts::suitName(suitIds()[suit]),
                          .orderKey = &valueOrder};
  }
  return out;
}

// Another seat in its panel from `panel`, drawn at scale `s`: the header over the panel, the
// ring, and the ten suit columns in two rows of five.
SeatSpec ZirkhakiScene::otherSeat(int seat, QPointF panel, double s) {
  const double rowH = s * 1.4 + s * 0.55 + 0.08;
  const double panelW = (s * 0.8 + 0.15) + 5 * s * 1.08;
  SeatSpec out{.seat = seat,
               .anchor = panel,
               .header = SeatLabelSpec{.at = {0, 0, panelW, 0.4}, .pixelSize = 46},
               .piles = {{.key = ringPlace(seat),
                          .role = PileRole::kSlot,
                          .at = {.origin = {0, 0.45}, .scale = s * 0.8}}}};
  for (int suit = 0; suit < 10; ++suit) {
    out.piles << PileSpec{
        .key = fieldPlace(seat, suit),
        .role = PileRole::kField,
        .at = {.origin = {s * 0.8 + 0.15 + (suit % 5) * s * 1.08, 0.45 + (suit / 5) * rowH},
               .spread = {0, 0.16 * s},
               .scale = s,
               .maxLength = 0.55 * s},
        .orderKey = &valueOrder};
  }
  return out;
}

void ZirkhakiScene::configureScore(double ownY) {
  if (!score_) {
    score_ = addLabel();
    score_->setStyle(LabelItem::Style::kPlain);
    score_->setBold(true);
  }
  score_->setRect(layout().toScene(QRectF(12.6, ownY + 0.5, 3.3, 1.4)));
  score_->setPixelSize(110);
  score_->setAlignment(Qt::AlignCenter);
  if (!hint_) hint_ = addLabel();
}

void ZirkhakiScene::show(const ZirkhakiPicture& v, const QStringList& names, bool animate) {
  showCards(v);
  commitSync(animate);
  showLabels(v, names);
  showPlaces(v);
  showCardInfo();
}

// Every pile's faces, committed together by the caller (so cards fly from pile to pile).
void ZirkhakiScene::showCards(const ZirkhakiPicture& v) {
  const auto faces = [](const QStringList& ids) { return facesUp(ids, &ZirkhakiTexts::cardArt); };
  setPileFaces(deck(), backs(v.deckCount));
  setPileFaces(discard(), faces(v.discard));
  setPileFaces(play(), faces(v.playArea));
  setPileFaces(revealed(), faces(v.mapRevealed));
  const bool offering =
      v.phase == Phase::kRings && v.current >= 0 && v.current < v.ringOffers.size();
  setPileFaces(offers(), offering ? facesUp(v.ringOffers[v.current], &ZirkhakiTexts::ringArt)
                                  : QVector<CardFace>());
  // The peek lies in the "only for you" place during its owner's own turn, and only when the
  // picture is theirs (a shared screen shows it after they asked to see it).
  setPileFaces(peek(),
               v.seat >= 0 && v.current == v.seat ? faces(v.knownDeckTop) : QVector<CardFace>());
  for (int seat = 0; seat < v.players; ++seat) {
    for (int suit = 0; suit < suitIds().size(); ++suit) {
      if (Pile* p = field(seat, suit)) setPileFaces(p, faces(v.fieldSuit(seat, suitIds()[suit])));
    }
    QVector<CardFace> ringFace;
    if (seat < v.rings.size() && !v.rings[seat].isEmpty())
      ringFace.push_back({ZirkhakiTexts::ringArt(v.rings[seat]), true});
    if (Pile* r = ring(seat)) setPileFaces(r, ringFace);
  }
}

void ZirkhakiScene::showLabels(const ZirkhakiPicture& v, const QStringList& names) {
  // Labels: name, ring, score; the seat to act stands out.
  const QLocale loc;
  for (int seat = 0; seat < v.players; ++seat) {
    LabelItem* head = header(seat);
    if (!head) continue;
    QString text = names.value(seat);
    if (seat == youSeat())
      text = QCoreApplication::translate("ZirkhakiScene", "%1 (you)").arg(text);
    if (seat < v.rings.size() && !v.rings[seat].isEmpty())
      text += " · " + ZirkhakiTexts::ringName(v.rings[seat]);
    if (seat != viewer_) {
      text += " · " + QCoreApplication::translate("ZirkhakiScene", "score %1")
                          .arg(loc.toString(v.scores.value(seat)));
    }
    head->setText(text);
    head->setEmphasis(seat == v.current);
  }
  if (score_) {
    score_->setText(QCoreApplication::translate("ZirkhakiScene", "Score\n%1")
                        .arg(loc.toString(v.scores.value(viewer_))));
  }
}

// Placeholders and outlines of the places a game may leave empty.
void ZirkhakiScene::showPlaces(const ZirkhakiPicture& v) {
  peek()->setPlaceholder(QString(), QString());
  offers()->setPlaceholder(QString(), QString());
  // The invitation to dig is for a game in progress, not for the final table.
  play()->setPlaceholder(
      QString(),
      v.finished ? QString()
                 : QCoreApplication::translate("ZirkhakiScene", "Draw a card to start digging"));
  // Ring slots and the map/peek places show only when the game uses them.
  bool anyRing = v.phase == Phase::kRings;
  for (const QString& r : v.rings) anyRing = anyRing || !r.isEmpty();
  for (int seat = 0; seat < v.players; ++seat) {
    if (Pile* r = ring(seat)) r->setOutlineWhenEmpty(anyRing);
  }
  offers()->setOutlineWhenEmpty(false);
}

void ZirkhakiScene::showCardInfo() {
  // What a card or a ring does is one hover away (the rules text points there).
  for (Pile* p : piles()) {
    const bool rings = p->key().zone == kZoneRing || p->key().zone == kZoneOffers;
    for (CardItem* c : p->cards()) {
      const QString id = c->face().section('/', 1);
      if (rings) {
        const QString ring = id.mid(5);
        c->setInfo(ZirkhakiTexts::ringName(ring) + ": " + ZirkhakiTexts::ringEffect(ring));
      } else if (!id.isEmpty() && id != "back") {
        const QString suit = ZirkhakiTexts::suitOf(id);
        c->setInfo(ZirkhakiTexts::cardName(id) + ": " + ZirkhakiTexts::suitEffect(suit));
      }
    }
  }
}

void ZirkhakiScene::animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                                  const QStringList&) {
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::kMove: {
        const QString art = e.card >= 0 ? ZirkhakiTexts::cardArt(cardId(e.card)) : QString();
        queueMove(e.from, e.to, art, e.faceUp);
        break;
      }
      case EventKind::kShuffle:
        queueBanner(tr("Shuffled"), {kZoneDiscard, -1, -1}, QColor("#3b5a7a"), 350);
        break;
      case EventKind::kNote:
        if (e.value == 7) {  // the engine's kNoteBust
          queuePause(180);   // let the busting card land first
          queueBanner(tr("Bust!"), {kZonePlay, -1, -1}, QColor("#a32020"), 700);
        } else if (e.value == 8) {  // kNoteBank
          queueBanner(tr("Banked"), {kZonePlay, -1, -1}, QColor("#1f7a3a"), 450);
        } else if (e.value == 3)
          queueBanner(tr("The carpet saves the cards before it"), {kZonePlay, -1, -1},
                      QColor("#8b3a62"), 700);
        else if (e.value == 4)
          queueBanner(tr("Chest and key pay out!"), {kZonePlay, -1, -1}, QColor("#b07d12"), 700);
        else if (e.value == 5)
          queueBanner(tr("The snake charmer keeps the snake"), {kZonePlay, -1, -1},
                      QColor("#3f7f3f"), 600);
        else if (e.value == 6)
          queueBanner(tr("The deck is empty: no more forced draws"), {kZoneDeck, -1, -1},
                      QColor("#555555"), 600);
        break;
      case EventKind::kGameEnd:
        queueBanner(tr("Game over"), {kZonePlay, -1, -1}, QColor("#2b1d0e"), 800);
        break;
      default:
        break;
    }
  }
}

}  // namespace mizbazi::ui::zirkhaki

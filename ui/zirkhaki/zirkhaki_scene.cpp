#include "ui/zirkhaki/zirkhaki_scene.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
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

Pile* ZirkhakiScene::makePile(Place key) {
  return addPile(key);
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
  const bool first = players_ == 0;
  players_ = players;
  viewer_ = viewer;
  const Geometry g = computeGeometry(players);
  layout().setSize(kWidth, g.height);
  applyLayoutSize();
  configureMiddle(g.middleY);
  for (int seat = 0; seat < players; ++seat) {
    const int rel = (seat - viewer + players) % players;  // 0 = the viewer
    configureSeat(seat, rel, g.ownY, g.panels.value(rel - 1), g.panelScale);
  }
  configureScore(g.ownY);
  for (Pile* p : piles()) p->layoutCards(animate && !first ? &animator() : nullptr);
}

void ZirkhakiScene::configureMiddle(double my) {
  auto label = [&](int index) -> LabelItem* {
    while (zoneLabels_.size() <= index) zoneLabels_.push_back(addLabel());
    return zoneLabels_[index];
  };
  auto placeLabel = [&](LabelItem* l, QRectF logical, const QString& text, int px) {
    l->setRect(layout().toScene(logical));
    l->setText(text);
    l->setPixelSize(px);
    l->setAlignment(Qt::AlignCenter);
    l->setColor(QColor(255, 255, 255, 210));
  };
  const double cardH = kMiddleScale * 1.4;
  struct Band {
    Place key;
    double x, scale, spread, maxLength;
    const char* text;
  };
  const Band band[] = {
      {{kZoneDeck, -1, -1}, 0.3, kMiddleScale, 0, 0, QT_TRANSLATE_NOOP("ZirkhakiScene", "Deck")},
      {{kZoneDiscard, -1, -1},
       1.55,
       kMiddleScale,
       0,
       0,
       QT_TRANSLATE_NOOP("ZirkhakiScene", "Discard pile")},
      {{kZonePlay, -1, -1},
       3.0,
       kMiddleScale,
       0.95,
       7.35,
       QT_TRANSLATE_NOOP("ZirkhakiScene", "Treasure zone")},
      // The map may reveal many cards (the map reader's whole discard pile): they squeeze to stay
      // on the table instead of running off its edge.
      {{kZoneRevealed, -1, -1},
       11.45,
       0.8,
       0.85,
       kWidth - 11.45 - 0.8 - 0.15,
       QT_TRANSLATE_NOOP("ZirkhakiScene", "Map")},
      {{kZoneOffers, -1, -1}, 11.45, 0.8, 0.95, 0, ""},
      {{kZonePeek, -1, -1}, 14.3, 0.75, 0.25, 0, QT_TRANSLATE_NOOP("ZirkhakiScene", "Your peek")},
  };
  int li = 0;
  for (const Band& b : band) {
    Pile* p = makePile(b.key);
    PileGeometry pg;
    pg.origin = QPointF(b.x, my + (kMiddleScale - b.scale) * 1.4 / 2);
    pg.spread = QPointF(b.spread, 0);
    pg.scale = b.scale;
    pg.maxLength = b.maxLength;
    pg.visibleTop = b.spread == 0 ? 2 : 0;
    p->setGeometry(pg);
    if (b.text[0]) {
      // The deck's and the discard pile's names meet between their piles and must not overlap:
      // in projector mode each fills its place.
      double w = b.key.zone == kZonePlay ? 8.3 : (b.key.zone == kZoneRevealed ? 2.6 : 1.25);
      double x = b.key.zone == kZonePeek ? 14.15 : b.x - 0.15;
      if (b.key.zone == kZonePeek) w = 1.7;
      placeLabel(label(li++), QRectF(x, my + cardH + 0.04, w, 0.34),
                 QCoreApplication::translate("ZirkhakiScene", b.text), 44);
    }
  }
  deck()->setShowCount(true);
  discard()->setShowCount(true);
  discard()->setKeepOrderOnSync(true);
  play()->setPlaceholder(
      QString(), QCoreApplication::translate("ZirkhakiScene", "Draw a card to start digging"));
}

void ZirkhakiScene::configureSeat(int seat, int rel, double ownY, QPointF panel,
                                  double panelScale) {
  auto suitKey = [](const QString& face) {
    return ZirkhakiTexts::valueOf(ZirkhakiTexts::cardIdOfArt(face));
  };
  LabelItem*& head = headers_[seat];
  if (!head) head = addLabel();
  Pile* r = makePile({kZoneRing, static_cast<std::int8_t>(seat), -1});
  if (rel == 0) {
    const double y = ownY;
    PileGeometry rg;
    rg.origin = QPointF(0.3, y + 0.45);
    rg.scale = 0.8;
    r->setGeometry(rg);
    for (int suit = 0; suit < 10; ++suit) {
      Pile* p = makePile({kZoneField, static_cast<std::int8_t>(seat), suit});
      PileGeometry pg;
      pg.origin = QPointF(1.4 + suit * 1.1, y + 0.45);
      pg.spread = QPointF(0, 0.24);
      pg.maxLength = 1.2;
      pg.scale = kOwnScale;
      p->setGeometry(pg);
      p->setOrderKey(suitKey);
      p->setPlaceholder(QString(), ZirkhakiTexts::suitName(suitIds()[suit]));
    }
    // Taller, into the room below the middle's names: projector mode's words fill it.
    head->setRect(layout().toScene(QRectF(0.3, y - 0.06, 12.0, 0.5)));
    head->setAlignment(layout().startAlign() | Qt::AlignVCenter);
    head->setPixelSize(54);
  } else {
    const double s = panelScale;
    const QPointF o = panel;
    const double rowH = s * 1.4 + s * 0.55 + 0.08;
    PileGeometry rg;
    rg.origin = QPointF(o.x(), o.y() + 0.45);
    rg.scale = s * 0.8;
    r->setGeometry(rg);
    for (int suit = 0; suit < 10; ++suit) {
      Pile* p = makePile({kZoneField, static_cast<std::int8_t>(seat), suit});
      PileGeometry pg;
      pg.origin =
          QPointF(o.x() + s * 0.8 + 0.15 + (suit % 5) * s * 1.08, o.y() + 0.45 + (suit / 5) * rowH);
      pg.spread = QPointF(0, 0.16 * s);
      pg.maxLength = 0.55 * s;
      pg.scale = s;
      p->setGeometry(pg);
      p->setOrderKey(suitKey);
      p->setPlaceholder(QString(), QString());
    }
    const double panelW = (s * 0.8 + 0.15) + 5 * s * 1.08;
    head->setRect(layout().toScene(QRectF(o.x(), o.y(), panelW, 0.4)));
    head->setAlignment(layout().startAlign() | Qt::AlignVCenter);
    head->setPixelSize(46);
  }
  head->setStyle(LabelItem::Style::kPill);
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
  auto faces = [](const QStringList& ids) {
    QVector<CardFace> out;
    for (const QString& id : ids) out.push_back({ZirkhakiTexts::cardArt(id), true});
    return out;
  };
  setPileFaces(deck(), QVector<CardFace>(v.deckCount, CardFace{QString(), false}));
  setPileFaces(discard(), faces(v.discard));
  setPileFaces(play(), faces(v.playArea));
  setPileFaces(revealed(), faces(v.mapRevealed));
  QVector<CardFace> offerFaces;
  if (v.phase == Phase::kRings && v.current >= 0 && v.current < v.ringOffers.size()) {
    for (const QString& r : v.ringOffers[v.current])
      offerFaces.push_back({ZirkhakiTexts::ringArt(r), true});
  }
  setPileFaces(offers(), offerFaces);
  // The peek lies in the "only for you" place during its owner's own turn, and only when the
  // picture is theirs (a shared screen shows it after they asked to see it).
  QVector<CardFace> peekFaces;
  if (v.seat >= 0 && v.current == v.seat) {
    for (const QString& id : v.knownDeckTop)
      peekFaces.push_back(CardFace{ZirkhakiTexts::cardArt(id), true});
  }
  setPileFaces(peek(), peekFaces);
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
    LabelItem* head = headers_.value(seat);
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

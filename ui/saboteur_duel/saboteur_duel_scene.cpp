#include "ui/saboteur_duel/saboteur_duel_scene.h"

#include <QGraphicsRectItem>
#include <QLocale>
#include <QPen>
#include <QSet>

#include "ui/saboteur_duel/saboteur_duel_banners.h"
#include "ui/saboteur_duel/saboteur_duel_card_faces.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_moves.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_seen_mark.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/seat_declaration.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

// Card units. The table is 16 wide and 9.4 high: the opponent's row, the maze with the shared
// piles beside it, the viewer's row.
constexpr double kWidth = 16.0;
constexpr double kHeight = 9.45;
constexpr double kTopCards = 0.5;  // the opponent's cards
constexpr double kTopScale = 0.5;
constexpr double kBoardTop = 1.3;  // the maze
constexpr double kBoardBottom = 7.4;
constexpr double kBoardEnd = 12.6;  // the maze's reading-end edge; the shared column after it
constexpr double kOwnCards = 7.95;  // the viewer's cards
constexpr double kHandScale = 0.95;
constexpr double kSpotScale = 0.32;  // a marker or key lying on a card of the maze

QColor seatColor(Color color) {
  return color == Color::kBlue ? QColor(60, 130, 230) : QColor(60, 190, 90);
}

}  // namespace

SaboteurDuelScene::SaboteurDuelScene(QObject* parent) : TableScene(parent) {
  setBackArt(SaboteurDuelTexts::backArt());
  installCardFaces(art());
  spotLayout_.setDirection(Qt::LeftToRight);
  board_ = new BoardItem(this);
}

Pile* SaboteurDuelScene::cell(int x, int y) const {
  return board_->cell(QPoint(x, y));
}

Pile* SaboteurDuelScene::markerSpotPile(int x, int y) const {
  Pile* p = pile(markerSpot(x, y));
  return p && p->key() == markerSpot(x, y) ? p : nullptr;
}

Pile* SaboteurDuelScene::hand(int seat) const {
  return pile(place(kZoneHand, seat));
}
Pile* SaboteurDuelScene::tool(int seat, int t) const {
  return pile(toolPlace(seat, t));
}
Pile* SaboteurDuelScene::deck() const {
  return pile(place(kZoneDeck));
}
Pile* SaboteurDuelScene::discard() const {
  return pile(discardPlace());
}
Pile* SaboteurDuelScene::orientPreview(int turned) const {
  return pile(orientChoice(turned));
}

Pile* SaboteurDuelScene::ensureCell(int x, int y) {
  return board_->addCell(QPoint(x, y), cellPlace(x, y));
}

// A small place in the top corner of a maze card where markers and keys lie; it moves with the
// board's camera, so it is a pile inside the board's content, laid out left to right.
Pile* SaboteurDuelScene::ensureMarkerSpot(int x, int y) {
  if (Pile* p = markerSpotPile(x, y)) return p;
  Pile* p = addPile(markerSpot(x, y), &spotLayout_, board_->content());
  const QRectF r = board_->cellRect(QPoint(x, y));
  PileGeometry g;
  const QSizeF spot = TableLayout::cardSize(kSpotScale);
  g.origin = QPointF(r.right() - spot.width() - 8, r.top() + 10) / TableLayout::kCardWidth;
  g.scale = kSpotScale;
  g.spread = QPointF(0, 0.12);
  p->setGeometry(g);
  p->setOutlineWhenEmpty(false);
  p->setZValue(50);  // above the card it lies on
  return p;
}

LabelItem* SaboteurDuelScene::label(int index) {
  while (labels_.size() <= index) labels_.push_back(addLabel());
  return labels_[index];
}

void SaboteurDuelScene::placeLabel(LabelItem* l, QRectF logical, const QString& text, int px,
                                   Qt::Alignment align) {
  l->setRect(layout().toScene(logical));
  l->setText(text);
  l->setPixelSize(px);
  l->setAlignment(align);
  l->setColor(QColor(255, 255, 255, 215));
}

void SaboteurDuelScene::configure(int players, int viewer, bool animate) {
  players_ = players;
  viewer_ = viewer;
  setTableSize(kWidth, kHeight);
  board_->setArea(QRectF(0.15, kBoardTop, kBoardEnd - 0.15, kBoardBottom - kBoardTop));
  configureSharedColumn();
  QVector<SeatSpec> seats;
  for (int seat = 0; seat < players; ++seat)
    seats << (seat == viewer ? ownSeat(seat) : opponentSeat(seat));
  declareSeats(seats);
  // Over the maze while it is the one a round ended with.
  if (!heldLabel_) heldLabel_ = addLabel();
  heldLabel_->setStyle(LabelItem::Style::kPill);
  heldLabel_->setRect(layout().toScene(QRectF(1.5, kBoardTop + 0.08, kBoardEnd - 3.0, 0.42)));
  heldLabel_->setPixelSize(40);
  heldLabel_->setZValue(200);
  layOutPiles(animate);
}

// Beside the maze: the deck, the discard pile, the key supply, the two ways up of a goal to be
// turned, and (solo) the cards set aside. The goal pool and the box have no place on the cloth:
// cards going there leave the table.
void SaboteurDuelScene::configureSharedColumn() {
  const double cx = kBoardEnd + 0.25;
  const double top = kBoardTop;
  declarePiles({
      {.key = place(kZoneDeck),
       .role = PileRole::kStock,
       .at = {.origin = {cx, top + 0.05}, .scale = 0.7}},
      {.key = discardPlace(),
       .role = PileRole::kDiscard,
       .at = {.origin = {cx + 1.0, top + 0.05}, .scale = 0.7}},
      {.key = place(kZoneKeys),
       .role = PileRole::kDisplay,
       .at = {.origin = {cx + 2.05, top + 0.05},
              .spread = {0, 0.14},
              .scale = kSpotScale,
              .maxLength = 0.9},
       .outlined = false},
      {.key = orientChoice(0),
       .role = PileRole::kDisplay,
       .at = {.origin = {cx, top + 1.55}, .scale = 0.7},
       .outlined = false},
      {.key = orientChoice(1),
       .role = PileRole::kDisplay,
       .at = {.origin = {cx + 1.5, top + 1.55}, .scale = 0.7},
       .outlined = false},
      // Solo only: its count shows while it holds some (showSharedPiles).
      {.key = place(kZoneSetAside),
       .role = PileRole::kDisplay,
       .at = {.origin = {cx, top + 3.35}, .scale = 0.6, .visibleTop = 2},
       .outlined = false},
  });
  int li = 0;
  placeLabel(label(li++), QRectF(cx - 0.1, top + 1.05, 0.9, 0.3),
             tr("Deck", "the rulebook's draw column, not Zirkhaki's deck"), 40);
  placeLabel(label(li++), QRectF(cx + 0.9, top + 1.05, 0.9, 0.3), tr("Discard"), 40);
  // The key supply goes without a word: a card is called «کلید», and no label may name a card
  // the other seat may hold (the privacy rule reads every label).
  for (int turned = 0; turned < 2; ++turned) {
    if (!orientLabels_[turned]) orientLabels_[turned] = addLabel();
    placeLabel(orientLabels_[turned], QRectF(cx - 0.15 + turned * 1.5, top + 2.55, 1.4, 0.6),
               QString(), 34);
  }
}

// The viewer's row under the maze: hand, tools, dwarf, gold, markers. The rows are the table's
// own: their places are given from its top-left.
SeatSpec SaboteurDuelScene::ownSeat(int seat) {
  const double y = kOwnCards;
  QVector<PileSpec> row{{.key = place(kZoneHand, seat),
                         .role = PileRole::kHand,
                         .at = {.origin = {0.2, y},
                                .spread = {1.0, 0},
                                .scale = kHandScale,
                                .maxLength = 6.2,
                                .raise = 0.12},
                         .outlined = false}};
  for (int t = 0; t < 3; ++t) {
    row << PileSpec{.key = toolPlace(seat, t),
                    .role = PileRole::kSlot,
                    .at = {.origin = {6.7 + t * 0.82, y + 0.25}, .scale = 0.72},
                    .placeholderArt = SaboteurDuelTexts::toolArt(kTools[t])};
  }
  row << PileSpec{.key = place(kZoneDwarf, seat),
                  .role = PileRole::kSlot,
                  .at = {.origin = {9.35, y + 0.25}, .scale = 0.72},
                  .outlined = false}
      << PileSpec{.key = place(kZoneGold, seat),
                  .role = PileRole::kWon,
                  .at = {.origin = {10.3, y + 0.25},
                         .spread = {0.3, 0},
                         .scale = 0.72,
                         .maxLength = 2.0},
                  .outlined = false}
      << PileSpec{.key = place(kZoneMarkers, seat),
                  .role = PileRole::kField,
                  .at = {.origin = {13.3, y + 0.25},
                         .spread = {0.22, 0},
                         .scale = kSpotScale * 1.3,
                         .maxLength = 2.4},
                  .outlined = false};
  // The header: all the height between the maze and the cards (projector mode's words fill it).
  return {.seat = seat,
          .header = SeatLabelSpec{.at = {0.2, kBoardBottom + 0.04, 12.3, 0.48}, .pixelSize = 48},
          .piles = row};
}

// The opponent's row above the maze, smaller: dwarf, hand (backs), tools, gold, markers. The gold
// pile may stretch 1.6 card widths (to 7.5 with its last card): the markers begin after it.
SeatSpec SaboteurDuelScene::opponentSeat(int seat) {
  const double y = kTopCards;
  const double s = kTopScale;
  QVector<PileSpec> row{
      {.key = place(kZoneDwarf, seat),
       .role = PileRole::kSlot,
       .at = {.origin = {0.2, y}, .scale = s},
       .outlined = false},
      // The other seat's hand is no place to pick from on this screen: laid out like a field.
      {.key = place(kZoneHand, seat),
       .role = PileRole::kField,
       .at = {.origin = {0.9, y}, .spread = {0.3, 0}, .scale = s, .maxLength = 2.2},
       .outlined = false}};
  for (int t = 0; t < 3; ++t) {
    row << PileSpec{.key = toolPlace(seat, t),
                    .role = PileRole::kSlot,
                    .at = {.origin = {3.4 + t * 0.6, y}, .scale = s},
                    .placeholderArt = SaboteurDuelTexts::toolArt(kTools[t])};
  }
  row << PileSpec{.key = place(kZoneGold, seat),
                  .role = PileRole::kWon,
                  .at = {.origin = {5.4, y}, .spread = {0.22, 0}, .scale = s, .maxLength = 1.6},
                  .outlined = false}
      << PileSpec{.key = place(kZoneMarkers, seat),
                  .role = PileRole::kField,
                  .at = {.origin = {7.8, y + 0.15},
                         .spread = {0.2, 0},
                         .scale = kSpotScale,
                         .maxLength = 2.2},
                  .outlined = false};
  return {.seat = seat,
          .header = SeatLabelSpec{.at = {0.2, 0.02, 12.3, 0.46}, .pixelSize = 44},  // to the cards
          .piles = row};
}

namespace {

QVector<CardFace> faces(const QStringList& ids) {
  return TableScene::facesUp(ids, [](const QString& id) { return SaboteurDuelTexts::art(id); });
}

}  // namespace

void SaboteurDuelScene::show(const SaboteurDuelPicture& v, const QStringList& names, bool animate,
                             int endedRound) {
  showMaze(v);
  showSharedPiles(v);
  showOrientChoice(v);
  showSeats(v);
  commitSync(animate);
  fitMaze(v, animate, endedRound);
  heldLabel_->setText(
      endedRound > 0
          ? tr("Round %1 is over: the maze as it was left").arg(QLocale().toString(endedRound))
          : QString());
  heldLabel_->setVisible(endedRound > 0);
  showReachGlow(v);
  showHeaders(v, names);
  showTooltips(v);
  showSeenMarks(v);
}

// Every card of the maze, and a free cell around them (where a path card may go).
void SaboteurDuelScene::showMaze(const SaboteurDuelPicture& v) {
  const QRect b = v.bounds().adjusted(-1, -1, 1, 1);
  for (int x = b.left(); x <= b.right(); ++x)
    for (int y = b.top(); y <= b.bottom(); ++y) ensureCell(x, y);
  for (const QPoint& at : board_->cellPositions()) {
    const BoardCell* c = v.cellAt(at.x(), at.y());
    QVector<CardFace> f;
    if (c && c->faceUp)
      f.push_back({SaboteurDuelTexts::art(c->card, c->rotated), true});
    else if (c)
      f.push_back({SaboteurDuelTexts::goalBackArt(), true});  // the goal's own back: no secret
    setPileFaces(board_->cell(at), f);
    showMarkerSpot(v, at, c);
  }
}

// Markers and keys lie on the cards that take them (gold, trolls, doors).
void SaboteurDuelScene::showMarkerSpot(const SaboteurDuelPicture& v, QPoint at,
                                       const BoardCell* c) {
  const auto facts = c && c->faceUp ? cardFacts(c->card) : std::nullopt;
  const bool takesSpot =
      facts && (facts->feature == Feature::kGold || facts->feature == Feature::kTroll ||
                facts->feature == Feature::kDoor);
  Pile* spot = takesSpot ? ensureMarkerSpot(at.x(), at.y()) : markerSpotPile(at.x(), at.y());
  if (!spot) return;
  QVector<CardFace> s;
  if (c && c->marker >= 0) s.push_back({SaboteurDuelTexts::markerArt(v.colorOf(c->marker)), true});
  if (c && c->key >= 0) s.push_back({SaboteurDuelTexts::keyArt(v.colorOf(c->key)), true});
  setPileFaces(spot, s);
}

void SaboteurDuelScene::showSharedPiles(const SaboteurDuelPicture& v) {
  setPileFaces(deck(), backs(v.deckCount));
  setPileFaces(discard(), faces(v.discard));
  setPileFaces(pile(place(kZoneKeys)),
               QVector<CardFace>(std::max(0, v.keysLeft),
                                 CardFace{SaboteurDuelTexts::keyArt(Color::kNone), true}));
  Pile* aside = pile(place(kZoneSetAside));
  setPileFaces(aside, backs(v.setAsideCount.value_or(0)));
  aside->setShowCount(v.setAsideCount.value_or(0) > 0);  // solo only, and only while it holds some
}

// The two ways up of a goal being turned: only while the choice is open.
void SaboteurDuelScene::showOrientChoice(const SaboteurDuelPicture& v) {
  const BoardCell* pending =
      v.pendingGoal ? v.cellAt(v.pendingGoal->x(), v.pendingGoal->y()) : nullptr;
  for (int turned = 0; turned < 2; ++turned) {
    QVector<CardFace> f;
    if (pending && pending->known() && v.phase == Phase::kOrient)
      f.push_back({SaboteurDuelTexts::art(pending->card, turned == 1), true});
    setPileFaces(orientPreview(turned), f);
    orientLabels_[turned]->setText(f.isEmpty() ? QString()
                                               : SaboteurDuelMoves::orientLabel(turned));
  }
}

void SaboteurDuelScene::showSeats(const SaboteurDuelPicture& v) {
  for (int seat = 0; seat < v.players(); ++seat) {
    if (Pile* h = hand(seat)) {
      setPileFaces(h, v.handKnown(seat) ? faces(v.hand(seat)) : backs(v.handCounts.value(seat)));
    }
    for (int t = 0; t < 3; ++t) {
      const QString broken = v.brokenBy(seat, kTools[t]);
      if (Pile* p = tool(seat, t))
        setPileFaces(p, broken.isEmpty() ? QVector<CardFace>{} : faces({broken}));
    }
    if (Pile* dw = pile(place(kZoneDwarf, seat)))
      setPileFaces(dw, {CardFace{SaboteurDuelTexts::dwarfArt(v.colorOf(seat)), true}});
    if (Pile* g = pile(place(kZoneGold, seat))) setPileFaces(g, faces(v.goldCards.value(seat)));
    if (Pile* m = pile(place(kZoneMarkers, seat))) {
      setPileFaces(
          m, QVector<CardFace>(std::max(0, v.markersLeft.value(seat)),
                               CardFace{SaboteurDuelTexts::markerArt(v.colorOf(seat)), true}));
    }
  }
}

// The first look shows the whole maze; so does a round's ended maze, and the next round's.
void SaboteurDuelScene::fitMaze(const SaboteurDuelPicture& v, bool animate, int endedRound) {
  const int maze = endedRound > 0 ? -endedRound : v.round;
  if (fitted_ && maze == shownMaze_) return;
  board_->fitAll(fitted_ && animate);
  fitted_ = true;
  shownMaze_ = maze;
}

// Each seat's reach, a soft glow in its colour under the cards.
void SaboteurDuelScene::showReachGlow(const SaboteurDuelPicture& v) {
  for (QGraphicsRectItem* r : glowItems_) delete r;
  glowItems_.clear();
  if (!glow_) return;
  for (int seat = 0; seat < v.players(); ++seat) {
    QColor c = seatColor(v.colorOf(seat));
    c.setAlpha(70);
    QSet<QPoint> seen;
    for (const ReachNode& n : v.reach.value(seat)) {
      const QPoint at(n.x, n.y);
      if (seen.contains(at)) continue;
      seen.insert(at);
      auto* r =
          new QGraphicsRectItem(board_->cellRect(at).adjusted(-6, -6, 6, 6), board_->content());
      r->setPen(Qt::NoPen);
      r->setBrush(c);
      r->setZValue(-1);
      r->setAcceptedMouseButtons(Qt::NoButton);
      glowItems_.push_back(r);
    }
  }
}

// Name, colour, gold; the seat to act stands out.
void SaboteurDuelScene::showHeaders(const SaboteurDuelPicture& v, const QStringList& names) {
  const QLocale loc;
  for (int seat = 0; seat < v.players(); ++seat) {
    LabelItem* head = header(seat);
    if (!head) continue;
    QString text = names.value(seat);
    if (seat == youSeat()) text = tr("%1 (you)").arg(text);
    text += " · " + SaboteurDuelTexts::dwarfName(v.colorOf(seat));
    text += " · " + tr("gold: %1").arg(loc.toString(v.gold.value(seat)));
    if (v.isSabotaged(seat)) text += " · " + tr("sabotaged");
    head->setText(text);
    head->setEmphasis(seat == v.current);
  }
}

// Tooltips: the card's name and what it does (saboteur_duel_texts.h: the sentences name no card, so
// a tooltip never names a card the other seat may hold), and what a goal this seat looked at holds.
void SaboteurDuelScene::showTooltips(const SaboteurDuelPicture& v) {
  for (Pile* p : piles()) {
    for (CardItem* card : p->cards()) {
      const QString id = SaboteurDuelTexts::cardIdOfArt(card->face());
      // A card turned face down (a hand under the cover) must not keep its old words.
      card->setInfo(id.isEmpty() || !card->faceUp() ? QString() : SaboteurDuelTexts::cardTip(id));
    }
  }
  for (const BoardCell* g : v.goalsSeen()) {
    Pile* p = board_->cell(QPoint(g->x, g->y));
    if (p && p->top() && v.seat >= 0) p->top()->setInfo(seenTip(g->card));
  }
}

QString SaboteurDuelScene::seenTip(const QString& goal) {
  return tr("You looked at this goal with a map: %1.").arg(SaboteurDuelTexts::goalContent(goal));
}

// The "seen" mark on each face-down goal this picture's seat looked at, and on no other.
void SaboteurDuelScene::showSeenMarks(const SaboteurDuelPicture& v) {
  for (QGraphicsItem* m : seenMarks_) delete m;
  seenMarks_.clear();
  if (v.seat < 0) return;
  for (const BoardCell* g : v.goalsSeen()) {
    const QPoint at(g->x, g->y);
    auto* mark = new SeenMark(board_->cellRect(at), board_->content());
    mark->setToolTip(seenTip(g->card));
    seenMarks_.insert(at, mark);
  }
}

void SaboteurDuelScene::queueCardMove(const Event& e, const std::function<QString(int)>& cardId) {
  const QString id = e.card >= 0 ? cardId(e.card) : QString();
  const QString art = id.isEmpty() ? QString() : SaboteurDuelTexts::art(id);
  if (e.to.zone == kZoneBoard) {
    const QPoint at(cellX(e.to.slot), cellY(e.to.slot));
    ensureCell(at.x(), at.y());
    queueCall([this, at] { board_->follow(at); });
  }
  queueMove(e.from, e.to, art, e.faceUp);
}

// A goal reached by a tunnel turns over where it lies (the same place: the card flips in place),
// the way up it takes.
void SaboteurDuelScene::queueGoalFlip(const Event& e, const std::function<QString(int)>& cardId) {
  const QString id = e.card >= 0 ? cardId(e.card) : QString();
  if (id.isEmpty() || e.from.zone != kZoneBoard) return;
  const QPoint at(cellX(e.from.slot), cellY(e.from.slot));
  queueCall([this, at] { board_->follow(at); });
  queueMove(e.from, e.from, SaboteurDuelTexts::art(id, e.value == 1), true);
  queuePause(250);
}

void SaboteurDuelScene::animateEvents(const Events& events,
                                      const std::function<QString(int)>& cardId,
                                      const QStringList& names) {
  bool roundOver = false;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.kind == EventKind::kRoundEnd) roundOver = true;
    if (e.kind == EventKind::kMove &&
        !(roundOver && (e.from.zone == kZoneBoard || e.to.zone == kZoneBoard)))
      queueCardMove(e, cardId);
    if (e.kind == EventKind::kFlip) queueGoalFlip(e, cardId);
    if (auto b = SaboteurDuelBanners::of(events, i, names, cardId)) {
      bannerLog_ << b->text;
      queueBanner(b->text, b->at, b->color, b->holdMs);
    }
  }
}

}  // namespace mizbazi::ui::saboteur_duel

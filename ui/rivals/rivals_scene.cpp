#include "ui/rivals/rivals_scene.h"

#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QLocale>
#include <QPen>
#include <algorithm>

#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_card_faces.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/seat_layout.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

namespace {

// Card units (a full-size card is 1 wide and 1.4 high). A column's cards overlap by all but their
// top band, which carries the number in both corners (rivals_card_faces.h): 0.42 of the card's
// width leaves that band whole. Five cards lie at full spread; longer columns squeeze a little.
constexpr double kSpread = 0.42;
constexpr int kFullSpreadCards = 5;
// The least step that still shows a number whole (the digits end 0.342 of the card's width below
// its top edge: rivals_card_faces.cpp).
constexpr double kMinSpread = 0.36;
constexpr double kColumnGap = 0.06;  // between columns, relative to the card width
constexpr double kHeaderH = 0.5;     // name · coins · score (projector mode's words fill it)
constexpr double kScoreH = 0.34;     // the columns' scores
constexpr double kMargin = 0.15;
constexpr double kGap = 0.3;      // between a seat's area and the middle
constexpr double kSmall = 0.5;    // stacks, out pile and reserve
constexpr double kMiddleW = 5.6;  // the middle band's width beside side panels

// The columns' card scale: as large as the seats leave room for (2 seats share the height,
// 3 and 4 the width too).
double columnScale(int players) {
  return players <= 2 ? 1.15 : 1.1;
}

// The display's cards are as large as the columns': their numbers must read as well.
double displayScale(int players) {
  return players <= 2 ? 1.0 : columnScale(players);
}

struct Geometry {
  double s = 1;
  double panelW = 0, panelH = 0, columnLength = 0;
  double width = 16, height = 10;
  QRectF middle;  // physical (x from the table's left edge, like the seats)
  double displayScale = 1;
  // Each seat's area: its physical left and top (card units, from the table's left edge).
  QVector<QPointF> panels;
  // Two seats have no left or right seat to keep in place: the whole table follows the reading
  // direction (seats at the start, the middle after them, its display beside the seats).
  bool followsReading = false;
};

double middleHeight(double ds) {
  return 0.4 + ds * 1.4 + 0.12 + kSmall * 1.4 + 0.42;
}

Geometry computeGeometry(int players, int viewer) {
  Geometry g;
  g.s = columnScale(players);
  g.displayScale = displayScale(players);
  g.columnLength = g.s * 1.4 + (kFullSpreadCards - 1) * kSpread * g.s;
  g.panelW = kColors * g.s * (1 + kColumnGap);
  g.panelH = kHeaderH + 0.05 + g.columnLength + kScoreH;
  const double mh = middleHeight(g.displayScale);
  const QVector<SeatPlace> seats =
      layoutSeats(players, viewer, PlayOrder::kClockwise, QRectF(0, 0, 16, 10));
  bool left = false, right = false, top = false;
  for (const SeatPlace& p : seats) {
    left = left || p.side == SeatPlace::Side::kLeft;
    right = right || p.side == SeatPlace::Side::kRight;
    top = top || p.side == SeatPlace::Side::kTop;
  }
  g.panels.resize(players);
  if (!left && !right) {
    // Two seats: both areas on one side, one above the other; the middle beside them, as wide as
    // with more seats, so that the table stays compact and the view centres it (a wider middle
    // pushed the display to the far edge of a wide screen, away from the seats).
    g.width = g.panelW + 2 * kMargin + kGap + kMiddleW;
    g.height = 2 * g.panelH + 3 * kMargin;
    g.middle = QRectF(g.panelW + kMargin + kGap, (g.height - mh) / 2, kMiddleW, mh);
    g.followsReading = true;
    for (const SeatPlace& p : seats) {
      const bool bottom = p.side == SeatPlace::Side::kBottom;
      g.panels[p.seat] = QPointF(kMargin, bottom ? g.height - kMargin - g.panelH : kMargin);
    }
    return g;
  }
  // Three or four seats: the viewer at the bottom centre, others left, (top,) right.
  g.width = 2 * (g.panelW + kMargin + kGap) + kMiddleW;
  const double topH = top ? g.panelH + kMargin : 0;
  g.height = std::max(topH + kGap + mh + kGap + g.panelH + kMargin, 2 * g.panelH + 3 * kMargin);
  if (!top) g.height = std::max(g.height, g.panelH + kGap + mh + kMargin);
  const double midX = g.panelW + kMargin + kGap;
  const double bottomY = g.height - kMargin - g.panelH;
  // The middle sits between the top seat (if any) and the viewer.
  const double midTop = top ? topH + (bottomY - topH - mh) / 2 : (bottomY - mh) / 2;
  g.middle = QRectF(midX, std::max(kMargin, midTop), kMiddleW, mh);
  const double centreX = (g.width - g.panelW) / 2;
  for (const SeatPlace& p : seats) {
    switch (p.side) {
      case SeatPlace::Side::kBottom:
        g.panels[p.seat] = QPointF(centreX, bottomY);
        break;
      case SeatPlace::Side::kTop:
        g.panels[p.seat] = QPointF(centreX, kMargin);
        break;
      case SeatPlace::Side::kLeft:
      case SeatPlace::Side::kRight: {
        const double x = p.side == SeatPlace::Side::kLeft ? kMargin : g.width - kMargin - g.panelW;
        // Beside the middle, clear of the viewer's area below when there is a top seat.
        const double y = top ? (g.height - g.panelH) / 2 - 0.6 : kMargin;
        g.panels[p.seat] = QPointF(x, std::max(kMargin, y));
        break;
      }
    }
  }
  return g;
}

QVector<CardFace> facesOf(const QStringList& ids) {
  return TableScene::facesUp(ids, &RivalsTexts::artId);
}

}  // namespace

QStringList RivalsScene::wagersAtTheFoot(const QStringList& cards) {
  QStringList numbers, wagers;
  for (const QString& id : cards)
    (RivalsCardFaces::indexText(id).isEmpty() ? wagers : numbers) << id;
  return numbers + wagers;
}

PileGeometry RivalsScene::fittedColumn(const PileGeometry& base, int cards) {
  if (cards <= 1) return base;
  const double s = base.scale;
  const double room = base.maxLength;  // below the first card
  const double runs = cards - 1;
  // Up to the band that still shows each number whole, the pile's own squeeze is enough.
  if (runs * kMinSpread * s <= room) return base;
  // Longer: the cards shrink so that the run keeps that band and ends where the column ends,
  // centred in the column's width (so it stays inside the seat's area).
  const double f = (1.4 + room / s) / (1.4 + runs * kMinSpread);
  PileGeometry g = base;
  g.scale = s * f;
  g.spread = QPointF(0, kMinSpread * g.scale);
  g.maxLength = runs * kMinSpread * g.scale;
  g.origin.rx() += (s - g.scale) / 2;
  return g;
}

namespace {

QVector<CardFace> coinsOf(int n) {
  return QVector<CardFace>(std::max(0, n), CardFace{RivalsTexts::coinArt(), true});
}

}  // namespace

RivalsScene::RivalsScene(QObject* parent) : TableScene(parent) {
  setBackArt(RivalsTexts::backArt());
  RivalsCardFaces::install(art());
}

Pile* RivalsScene::stack(int index) const {
  return pile(RivalsMoves::stackPlace(index));
}
Pile* RivalsScene::display() const {
  return pile(RivalsMoves::displayPlace());
}
Pile* RivalsScene::out() const {
  return pile(RivalsMoves::outPlace());
}
Pile* RivalsScene::reserve() const {
  return pile(RivalsMoves::reservePlace());
}
Pile* RivalsScene::purse(int seat) const {
  const Place key = RivalsMoves::pursePlace(seat);
  Pile* p = pile(key);
  return p && p->key() == key ? p : nullptr;
}
Pile* RivalsScene::expedition(int seat, int color) const {
  const Place key = RivalsMoves::expeditionPlace(seat, color);
  Pile* p = pile(key);
  return p && p->key() == key ? p : nullptr;
}

LabelItem* RivalsScene::columnScore(int seat, int color) const {
  return seatLabel(seat, color);
}

// One seat's area from its logical top-left: the frame behind it (lit for the winner while they
// take cards), the header with the purse at its reading end (a small pile of coins, its count on
// it), then the five columns, each with its score under it.
SeatSpec RivalsScene::seatArea(int seat, QPointF origin) const {
  const double s = scale_;
  const double step = s * (1 + kColumnGap);
  const double panelW = kColors * step;
  const double columnLength = s * 1.4 + (kFullSpreadCards - 1) * kSpread * s;
  const double coin = kHeaderH / 1.4;
  const double top = kHeaderH + 0.05;
  SeatSpec out{
      .seat = seat,
      .anchor = origin,
      .header = SeatLabelSpec{.at = {0, 0, panelW - coin - 0.1, kHeaderH}},
      .piles = {{.key = RivalsMoves::pursePlace(seat),
                 .role = PileRole::kStock,
                 .at = {.origin = {panelW - coin - 0.02, 0}, .scale = coin, .visibleTop = 3},
                 .outlined = false}},
      .frame = QRectF(-0.06, -0.04, panelW + 0.06, top + columnLength + kScoreH + 0.06)};
  for (int c = 0; c < kColors; ++c) {
    out.piles << PileSpec{.key = RivalsMoves::expeditionPlace(seat, c),
                          .role = PileRole::kField,
                          .at = {.origin = {c * step, top},
                                 .spread = {0, kSpread * s},
                                 .scale = s,
                                 .maxLength = (kFullSpreadCards - 1) * kSpread * s},
                          .placeholder = RivalsTexts::colorName(c)};
    // Placed under the column's last card at every redraw (showSeat).
    out.labels << SeatLabelSpec{.at = {c * step, top + columnLength, s, kScoreH},
                                .pixelSize = 44,
                                .align = TextSide::kCentre,
                                .style = LabelItem::Style::kPlain,
                                .bold = true,
                                .color = RivalsCardFaces::accent(c).lighter(150)};
  }
  return out;
}

// The declared area's piles: what each says on hover, and each column fitted to its cards.
void RivalsScene::fitSeatArea(int seat) {
  purse(seat)->setToolTip(RivalsTexts::pileTooltip(RivalsMoves::pursePlace(seat)));
  for (int c = 0; c < kColors; ++c) {
    Pile* p = expedition(seat, c);
    p->setToolTip(RivalsTexts::pileTooltip(p->key()));
    columnGeometry_[seat * 8 + c] = p->geometry();
    p->setGeometry(fittedColumn(p->geometry(), static_cast<int>(p->cards().size())));
  }
}

// The middle `m` (logical): the display at `displayScale` under the auction line, then a row of
// small piles: the four stacks, the out pile and the reserve.
QVector<PileSpec> RivalsScene::middlePiles(QRectF m, double displayScale) {
  const double ds = displayScale;
  QVector<PileSpec> out{{.key = RivalsMoves::displayPlace(),
                         .role = PileRole::kDisplay,
                         .at = {.origin = {m.x(), m.y() + 0.4},
                                .spread = {ds * 0.8, 0},
                                .scale = ds,
                                .maxLength = m.width() - ds},
                         .placeholder = tr("Display")}};
  const double rowY = m.y() + 0.4 + ds * 1.4 + 0.12;
  const auto small = [&](Place key, PileRole role, double x) {
    return PileSpec{
        .key = key, .role = role, .at = {.origin = {x, rowY}, .scale = kSmall, .visibleTop = 3}};
  };
  for (int i = 0; i < eng::kStacks; ++i)
    out << small(RivalsMoves::stackPlace(i), PileRole::kStock, m.x() + i * 0.62);
  // The cards out of the game lie face down (their faces are public: the log and a click say
  // them), and the reserve is the bank's coins: both show their count like a stock.
  out << small(RivalsMoves::outPlace(), PileRole::kDiscard, m.x() + 2.7)
      << small(RivalsMoves::reservePlace(), PileRole::kStock, m.x() + 3.55);
  return out;
}

void RivalsScene::configure(int players, int viewer, bool animate) {
  players_ = players;
  viewer_ = viewer;
  const Geometry g = computeGeometry(players, viewer);
  scale_ = g.s;
  setTableSize(g.width, g.height);

  // Seats: each area's physical left turned into a logical x, so that a seat on the left stays on
  // the left in Persian while its columns read from the right.
  const bool keepSides = layout().rightToLeft() && !g.followsReading;
  QVector<SeatSpec> seats;
  for (int seat = 0; seat < players; ++seat) {
    const QPointF phys = g.panels.value(seat);
    const double x = keepSides ? g.width - phys.x() - g.panelW : phys.x();
    seats << seatArea(seat, QPointF(x, phys.y()));
  }
  declareSeats(seats);
  for (int seat = 0; seat < players; ++seat) fitSeatArea(seat);

  // The middle: the auction line, the display, then the stacks, the out pile and the reserve. Its
  // place is physical (beside the seats' areas); what lies inside it reads from its start.
  QRectF m = g.middle;
  if (keepSides) m.moveLeft(g.width - g.middle.right());
  const double ds = g.displayScale;
  if (!auctionLabel_) auctionLabel_ = addLabel();
  auctionLabel_->setRect(layout().toScene(QRectF(m.x(), m.y() - 0.04, m.width(), 0.42)));
  // AlignAbsolute: the layout already chose the side; Persian text must not flip it back.
  auctionLabel_->setAlignment(layout().startAlign() | Qt::AlignAbsolute | Qt::AlignVCenter);
  auctionLabel_->setPixelSize(42);
  auctionLabel_->setBold(true);

  const QVector<PileSpec> middle = middlePiles(m, ds);
  declarePiles(middle);
  display()->setChoiceArea(true);
  for (const PileSpec& spec : middle)
    pile(spec.key)->setToolTip(RivalsTexts::pileTooltip(spec.key));

  const double labelY = m.y() + 0.4 + ds * 1.4 + 0.12 + kSmall * 1.4 + 0.03;
  const auto placeLabel = [&](LabelItem*& l, QRectF r) {
    if (!l) l = addLabel();
    l->setRect(layout().toScene(r));
    l->setAlignment(Qt::AlignCenter);
    l->setPixelSize(38);
    l->setColor(QColor(255, 255, 255, 220));
  };
  placeLabel(stackLabel_, QRectF(m.x() - 0.1, labelY, 2.6, 0.36));
  placeLabel(outLabel_, QRectF(m.x() + 2.55, labelY, 0.8, 0.36));
  placeLabel(reserveLabel_, QRectF(m.x() + 3.4, labelY, m.width() - 3.4, 0.36));
  reserveLabel_->setAlignment(layout().startAlign() | Qt::AlignAbsolute | Qt::AlignVCenter);

  layOutPiles(animate);
}

void RivalsScene::show(const RivalsPicture& v, const QStringList& names, bool animate) {
  showCards(v);
  commitSync(animate);
  for (int seat = 0; seat < v.players; ++seat) showSeat(v, names, seat);
  showMiddle(v, names);
  showCardInfo(v);
}

// Every pile's faces, committed together by the caller (so cards fly from pile to pile).
void RivalsScene::showCards(const RivalsPicture& v) {
  for (int i = 0; i < eng::kStacks; ++i) {
    setPileFaces(stack(i), backs(v.stacks.value(i)));
  }
  setPileFaces(display(), facesOf(v.display));
  // Cards out of the game lie face down (the log and a click on the pile say which they are).
  setPileFaces(out(), backs(static_cast<int>(v.out.size())));
  setPileFaces(reserve(), coinsOf(v.reserve));
  for (int seat = 0; seat < v.players; ++seat) {
    if (Pile* p = purse(seat)) setPileFaces(p, coinsOf(v.coins.value(seat)));
    for (int c = 0; c < kColors; ++c) {
      Pile* p = expedition(seat, c);
      if (!p) continue;
      const QStringList cards = wagersAtTheFoot(v.column(seat, c).cards);
      p->setGeometry(fittedColumn(columnGeometry_.value(seat * 8 + c), cards.size()));
      setPileFaces(p, facesOf(cards));
    }
  }
}

// A seat's header, its columns' live scores and, while it takes cards, its lit area.
void RivalsScene::showSeat(const RivalsPicture& v, const QStringList& names, int seat) {
  const QLocale loc;
  LabelItem* head = header(seat);
  if (!head) return;
  QString name = names.value(seat);
  if (seat == youSeat()) name = tr("%1 (you)").arg(name);
  // A word between the name and every number: names may end in digits.
  QString text =
      tr("%1 · score %2 · coins %3")
          .arg(name, loc.toString(v.scores.value(seat)), loc.toString(v.coins.value(seat)));
  const bool passed = v.hasPassed(seat);
  if (passed) text += " · " + tr("passed");
  head->setText(text);
  head->setEmphasis(seat == v.current && !v.finished);
  head->setColor(passed ? QColor(190, 190, 190) : QColor("#fdf6e3"));
  head->setOpacity(passed ? 0.6 : 1.0);
  for (int c = 0; c < kColors; ++c) {
    LabelItem* score = columnScore(seat, c);
    if (!score) continue;
    const RivalsColumn& col = v.column(seat, c);
    // Under the column's last card, so the figure stays next to the run it counts; a column
    // with no footprint yet (wagers only) scores nothing and shows no figure.
    if (Pile* p = expedition(seat, c)) {
      const int n = static_cast<int>(p->cards().size());
      const QRectF slot = p->slotRect();
      double bottom = slot.bottom();
      if (n > 0) bottom = p->cardPosition(n - 1, n).y() + slot.height();
      score->setRect(QRectF(slot.x(), bottom, slot.width(), kScoreH * TableLayout::kCardWidth));
    }
    score->setText(col.footprints == 0 ? QString() : loc.toString(col.score));
    score->setToolTip(col.empty()
                          ? QString()
                          : tr("%1 × %2, bonus %3: %Ln point(s)", nullptr, col.score)
                                .arg(RivalsTexts::footprints(col.footprints),
                                     loc.toString(col.multiplier()), loc.toString(col.bonus)));
  }
  // The auction's winner takes their cards: their area is lit.
  if (QGraphicsRectItem* frame = seatFrame(seat)) {
    const bool lit = v.claim && v.winner == seat;
    frame->setBrush(lit ? QColor(255, 214, 102, 60) : QColor(0, 0, 0, 40));
    frame->setPen(lit ? QPen(QColor("#ffd666"), 8) : QPen(Qt::NoPen));
  }
}

void RivalsScene::showMiddle(const RivalsPicture& v, const QStringList& names) {
  const QLocale loc;
  // The stacks: which is current and how many cards it holds.
  for (int i = 0; i < eng::kStacks; ++i) {
    if (Pile* p = stack(i)) p->setOpacity(i == v.currentStack ? 1.0 : 0.55);
  }
  if (v.currentStack >= 0) {
    stackLabel_->setText(tr("Stack %1 of %2 · cards left: %3")
                             .arg(loc.toString(v.currentStack + 1), loc.toString(eng::kStacks),
                                  loc.toString(v.stacks.value(v.currentStack))));
  } else {
    stackLabel_->setText(tr("Every stack is revealed"));
  }
  outLabel_->setText(tr("Out"));
  reserveLabel_->setText(tr("Reserve: %1").arg(RivalsTexts::coins(v.reserve)));

  // The auction line: the bid, who leads it, whose turn to bid; or who is taking cards.
  QString line;
  if (v.auction) {
    line = v.leader >= 0
               ? tr("Auction: %1 bids %2; %3 to bid")
                     .arg(names.value(v.leader), RivalsTexts::coins(v.bid), names.value(v.current))
               : tr("Auction: %1 to bid").arg(names.value(v.current));
  } else if (v.claim) {
    line = tr("%1 won the auction for %2 and takes cards")
               .arg(names.value(v.winner), RivalsTexts::coins(v.paid));
  } else if (v.display.isEmpty() && !v.finished) {
    line = tr("The display is empty: reveal a card");
  }
  auctionLabel_->setText(line);
}

void RivalsScene::showCardInfo(const RivalsPicture& v) {
  // What a card is worth and where it may go is one hover away.
  for (CardItem* c : display()->cards()) {
    c->setInfo(RivalsTexts::cardTooltip(RivalsTexts::cardIdOfArt(c->face())));
  }
  for (int seat = 0; seat < v.players; ++seat) {
    for (int col = 0; col < kColors; ++col) {
      if (Pile* p = expedition(seat, col)) {
        for (CardItem* c : p->cards())
          c->setInfo(RivalsTexts::cardName(RivalsTexts::cardIdOfArt(c->face())));
      }
    }
  }
}

void RivalsScene::animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                                const QStringList&) {
  // Coins have no events of their own: a few fly for a payment or a share, the count settles the
  // rest on the redraw.
  const auto flyCoins = [&](Place from, Place to, int n) {
    for (int i = 0; i < std::min(n, 4); ++i) queueMove(from, to, RivalsTexts::coinArt(), true);
  };
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::kMove: {
        const QString art =
            e.card >= 0 && e.faceUp ? RivalsTexts::artId(cardId(e.card)) : QString();
        queueMove(e.from, e.to, art, e.faceUp);
        break;
      }
      case EventKind::kNote: {
        const int code = e.value / eng::kNoteAmountScale;
        const int amount = e.value % eng::kNoteAmountScale;
        if (code == eng::kNoteAuctionWon && e.seat >= 0) {
          flyCoins(RivalsMoves::pursePlace(e.seat), RivalsMoves::reservePlace(), amount);
        } else if (code == eng::kNoteReserveSplit && amount > 0) {
          queueBanner(tr("The reserve is shared"), RivalsMoves::reservePlace(), QColor("#b07d12"),
                      500);
          for (int seat = 0; seat < players_; ++seat)
            flyCoins(RivalsMoves::reservePlace(), RivalsMoves::pursePlace(seat), amount);
        } else if (code == eng::kNoteDeadCard) {
          queueBanner(tr("No one can use this card any more"), RivalsMoves::outPlace(),
                      QColor("#6b6b6b"), 600);
        }
        break;
      }
      case EventKind::kRoundEnd:
        queueBanner(tr("A stack is used up"),
                    RivalsMoves::stackPlace(std::clamp(e.value - 1, 0, eng::kStacks - 1)),
                    QColor("#3b5a7a"), 500);
        break;
      case EventKind::kGameEnd:
        queueBanner(tr("Game over"), RivalsMoves::displayPlace(), QColor("#2b1d0e"), 800);
        break;
      default:
        break;
    }
  }
}

}  // namespace mizbazi::ui::rivals

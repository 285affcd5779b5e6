#include "zirkhaki/zirkhaki_controller.h"

#include <QLocale>
#include <QMap>

#include "table/card_item.h"
#include "table/pile.h"
#include "table/rejection_text.h"
#include "table/table_controller.h"
#include "zirkhaki/zirkhaki_scene.h"
#include "zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

ZirkhakiController::ZirkhakiController(ZirkhakiScene* scene, TableController* controller,
                                       QObject* parent)
    : QObject(parent), scene_(scene), controller_(controller) {
  scene_->setDelegate(this);
}

QString ZirkhakiController::translate(const Rejection& why) const {
  return RejectionText::translate(why, &ZirkhakiTexts::rejection);
}

bool ZirkhakiController::perform(const QString& text) {
  auto action = controller_->parse(text.toStdString());
  if (!action) {
    Q_EMIT refused(translate(Rejection{"malformed", "not an action", {}}));
    return false;
  }
  if (auto why = controller_->submit(*action)) {
    Q_EMIT refused(translate(*why));
    return false;
  }
  return true;
}

// ------------------------------------------------------------------ what a gesture means

static QString pickText(int seat, int suit) {
  return QString("pick %1 %2").arg(seat).arg(kSuits.value(suit));
}

std::optional<QString> ZirkhakiController::actionForClick(CardItem* card) const {
  Pile* p = card->pile();
  if (!p) return std::nullopt;
  const int zone = p->key().zone;
  const QString id = ZirkhakiTexts::cardIdOfArt(card->face());
  if (zone == kZoneDeck || zone == kZonePeek) return QString("draw");
  if (zone == kZoneField) {
    const int seat = ZirkhakiScene::seatOf(p), suit = ZirkhakiScene::suitOf(p);
    // Taking from a field always takes the suit's top card, whichever card of it was clicked.
    if (!view_.pendingKind.isEmpty() && view_.pendingKind != "map") return pickText(seat, suit);
    if (seat == view_.seat && legal("bank")) return QString("bank");
    return pickText(seat, suit);  // the engine explains why nothing can be taken now
  }
  if (zone == kZoneRevealed && !id.isEmpty()) return "choose " + id;
  if (zone == kZoneOffers) return "ring " + card->face().section('/', 1).mid(5);
  if (zone == kZoneRing && ZirkhakiScene::seatOf(p) == view_.seat && legal("bank"))
    return QString("bank");
  return std::nullopt;
}

std::optional<QString> ZirkhakiController::actionForPile(Pile* p) const {
  const int zone = p->key().zone;
  if (zone == kZoneDeck) return QString("draw");
  if ((zone == kZoneField || zone == kZoneRing) && ZirkhakiScene::seatOf(p) == view_.seat) {
    return QString("bank");
  }
  return std::nullopt;
}

std::optional<QString> ZirkhakiController::actionForDrop(CardItem* card, Pile* target,
                                                         std::string* code) const {
  *code = "ui-not-a-move";
  Pile* src = card->pile();
  if (!src || !target) return std::nullopt;
  const int from = src->key().zone, to = target->key().zone;
  const bool toOwn =
      (to == kZoneField || to == kZoneRing) && ZirkhakiScene::seatOf(target) == view_.seat;
  if (from == kZoneDeck || from == kZonePeek) {
    if (to == kZonePlay) return QString("draw");
    return std::nullopt;
  }
  if (from == kZonePlay) {
    if (toOwn) return QString("bank");
    if (to == kZoneField) *code = "ui-wrong-target-bank";
    return std::nullopt;
  }
  if (from == kZoneField) {
    if (to != kZonePlay && to != kZoneDiscard) return std::nullopt;
    const QString action = pickText(ZirkhakiScene::seatOf(src), ZirkhakiScene::suitOf(src));
    if (legal(action)) {
      // The engine decides where a picked card goes; the drop must agree with it.
      const bool toDiscard = view_.pendingKind == "pistol";
      if (toDiscard && to != kZoneDiscard) {
        *code = "ui-wrong-target-pistol";
        return std::nullopt;
      }
      if (!toDiscard && to != kZonePlay) {
        *code = "ui-wrong-target-play";
        return std::nullopt;
      }
    }
    return action;  // when illegal, the engine's reason is shown
  }
  if (from == kZoneRevealed) {
    if (to == kZonePlay) return "choose " + ZirkhakiTexts::cardIdOfArt(card->face());
    return std::nullopt;
  }
  if (from == kZoneOffers) {
    if (toOwn) return "ring " + card->face().section('/', 1).mid(5);
    return std::nullopt;
  }
  return std::nullopt;
}

// ------------------------------------------------------------------ scene delegate

QVector<Pile*> ZirkhakiController::dropTargets(CardItem* card) {
  QVector<Pile*> out;
  for (Pile* p : scene_->piles()) {
    if (p == card->pile()) continue;
    std::string code;
    auto action = actionForDrop(card, p, &code);
    if (action && legal(*action)) out.push_back(p);
  }
  return out;
}

void ZirkhakiController::cardDropped(CardItem* card, Pile* target) {
  std::string code;
  auto action = actionForDrop(card, target, &code);
  if (!action) {
    scene_->snapBack(card);
    Q_EMIT refused(translate(Rejection{code, "", {}}));
    return;
  }
  if (!perform(*action)) scene_->snapBack(card);
}

void ZirkhakiController::cardClicked(CardItem* card) {
  Pile* p = card->pile();
  if (p && p->key().zone == kZoneDiscard) {
    pileClicked(p);
    return;
  }
  if (auto action = actionForClick(card)) perform(*action);
}

void ZirkhakiController::pileClicked(Pile* p) {
  if (p->key().zone == kZoneDiscard) {
    // The discard pile is public: list it by suit (the map and the chest draw from it).
    QMap<int, QStringList> bySuit;
    for (const QString& id : view_.discard) {
      bySuit[kSuits.indexOf(ZirkhakiTexts::suitOf(id))]
          << QLocale().toString(ZirkhakiTexts::valueOf(id));
    }
    QStringList parts;
    for (auto it = bySuit.begin(); it != bySuit.end(); ++it) {
      const QString comma = QLocale().language() == QLocale::Persian ? "، " : ", ";
      parts << ZirkhakiTexts::suitName(kSuits.value(it.key())) + " " + it.value().join(comma);
    }
    Q_EMIT info(tr("Discard pile (%1 cards): %2")
                    .arg(QLocale().toString(view_.discard.size()), parts.join(" · ")));
    return;
  }
  if (auto action = actionForPile(p)) perform(*action);
}

void ZirkhakiController::updateInteraction(const ZirkhakiView& view) {
  view_ = view;
  const bool acting = controller_->viewerToAct();
  const bool choosing = acting && (!view_.pendingKind.isEmpty() || view_.phase == "rings");
  for (Pile* p : scene_->piles()) {
    const int zone = p->key().zone;
    p->setActivatable(acting && zone == kZoneDeck && legal("draw"));
    const QVector<CardItem*>& cards = p->cards();
    for (CardItem* c : cards) {
      const bool top = c == p->top();
      bool drag = false, click = false;
      if (acting) {
        switch (zone) {
          case kZoneDeck:
          case kZonePeek:
            drag = top && legal("draw");
            click = top && legal("draw") && zone == kZonePeek;
            break;
          case kZonePlay:
            drag = legal("bank");
            break;
          case kZoneField: {
            const QString pick = pickText(ZirkhakiScene::seatOf(p), ZirkhakiScene::suitOf(p));
            drag = top && view_.phase == "play";
            click = top && legal(pick);
            break;
          }
          case kZoneRevealed:
            click = drag = legal("choose " + ZirkhakiTexts::cardIdOfArt(c->face()));
            break;
          case kZoneOffers:
            click = drag = legal("ring " + c->face().section('/', 1).mid(5));
            break;
          default:
            break;
        }
      }
      c->setDraggable(drag);
      c->setActivatable(click);
      // During a choice the cards that cannot be chosen step back, so the class sees the targets.
      c->setDimmed(choosing && !click &&
                   (zone == kZoneField || zone == kZoneDeck || zone == kZoneDiscard));
    }
  }
  scene_->refreshFocus();
}

}  // namespace mizbazi::ui::zirkhaki

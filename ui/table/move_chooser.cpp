#include "ui/table/move_chooser.h"

#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_controller.h"
#include "ui/table/table_refusals.h"

namespace mizbazi::ui {

MoveChooser::MoveChooser(TableScene* scene, TableController* controller, const MoveMapping* mapping,
                         RefusalTranslator translator, QObject* parent)
    : QObject(parent),
      scene_(scene),
      controller_(controller),
      mapping_(mapping),
      translator_(std::move(translator)) {}

bool MoveChooser::startsWith(const MovePath& path, const MovePath& prefix) const {
  if (prefix.size() > path.size()) return false;
  for (int i = 0; i < prefix.size(); ++i) {
    if (!(path[i] == prefix[i])) return false;
  }
  return true;
}

QVector<const MoveChooser::Candidate*> MoveChooser::continuing(const MovePath& prefix) const {
  QVector<const Candidate*> out;
  for (const Candidate& c : candidates_) {
    if (startsWith(c.path, prefix)) out.push_back(&c);
  }
  return out;
}

void MoveChooser::refresh() {
  candidates_.clear();
  for (Action a : controller_->viewerLegal()) {
    const QString text = QString::fromStdString(controller_->state().actionText(a));
    candidates_.push_back({a, mapping_->pathOf(text)});
    for (MovePath& alias : mapping_->aliasesOf(text)) candidates_.push_back({a, std::move(alias)});
  }
  // Keep what was chosen while it still leads somewhere (a resync after a refused drop).
  while (!chosen_.isEmpty() && continuing(chosen_).isEmpty()) chosen_.removeLast();
  relight();
  Q_EMIT changed();
}

bool MoveChooser::heldAfter(const MovePath& prefix) const {
  // Held: right after a card, the continuations that go on with a detail all have a place right
  // after it (an orientation). Other continuations may sit beside them (Saboteur's path card may
  // also be discarded, or chosen with a second card): they stay choices, without the detail.
  if (prefix.isEmpty() || prefix.back().kind != MoveStep::Kind::kCard) return false;
  const int i = prefix.size();
  bool any = false;
  for (const Candidate* c : continuing(prefix)) {
    if (c->path.size() <= i || c->path[i].kind != MoveStep::Kind::kDetail) continue;
    if (c->path.size() <= i + 1 || c->path[i + 1].kind != MoveStep::Kind::kPlace) return false;
    any = true;
  }
  return any;
}

MovePath MoveChooser::withHeld(MovePath prefix) const {
  if (!heldAfter(prefix)) return prefix;
  const int i = prefix.size();
  QString value;
  for (const Candidate* c : continuing(prefix)) {
    if (c->path.size() <= i || c->path[i].kind != MoveStep::Kind::kDetail) continue;
    if (c->path[i].value == held_) return prefix << MoveStep::ofDetail(held_);
    if (value.isEmpty()) value = c->path[i].value;
  }
  // The held value has no place for this card: take the card's first orientation.
  return prefix << MoveStep::ofDetail(value);
}

MovePath MoveChooser::extended(const MovePath& prefix, const MoveStep& step) const {
  MovePath held = withHeld(prefix);
  if (held.size() > prefix.size()) {
    held << step;
    if (!continuing(held).isEmpty()) return held;
  }
  MovePath plain = prefix;
  plain << step;
  return plain;
}

QVector<MoveStep> MoveChooser::stepsAfter(const MovePath& chosen) const {
  const MovePath prefix = withHeld(chosen);
  QVector<MoveStep> out;
  for (const Candidate* c : continuing(prefix)) {
    if (c->path.size() <= prefix.size()) continue;
    const MoveStep& s = c->path[prefix.size()];
    if (!out.contains(s)) out.push_back(s);
  }
  if (prefix.size() > chosen.size()) {
    // The continuations beside the held detail (a path card dropped on the discard pile).
    for (const Candidate* c : continuing(chosen)) {
      if (c->path.size() <= chosen.size()) continue;
      const MoveStep& s = c->path[chosen.size()];
      if (s.kind != MoveStep::Kind::kDetail && !out.contains(s)) out.push_back(s);
    }
  }
  return out;
}

QVector<MoveStep> MoveChooser::nextSteps() const {
  return stepsAfter(chosen_);
}

QVector<MoveStep> MoveChooser::nextSteps(MoveStep::Kind kind) const {
  QVector<MoveStep> out;
  for (const MoveStep& s : nextSteps()) {
    if (s.kind == kind) out.push_back(s);
  }
  return out;
}

bool MoveChooser::isChoice(const MoveStep& step) const {
  return nextSteps().contains(step);
}

std::optional<MovePath> MoveChooser::completionOf(const MovePath& prefix) const {
  const auto next = continuing(prefix);
  if (next.size() != 1) return std::nullopt;
  return next.front()->path;
}

bool MoveChooser::choose(const MoveStep& step) {
  MovePath path = withHeld(chosen_);
  // Choosing the card already chosen again: play it when only one completion is left.
  if (step.kind == MoveStep::Kind::kCard && !chosen_.isEmpty() && chosen_.back() == step) {
    if (auto whole = completionOf(path)) {
      for (const Candidate& c : candidates_) {
        if (c.path == *whole) {
          submit(c);
          return true;
        }
      }
    }
    return false;
  }
  // A new card replaces a card chosen before (a change of mind, not a refusal).
  if (step.kind == MoveStep::Kind::kCard && !chosen_.isEmpty() &&
      chosen_.back().kind == MoveStep::Kind::kCard && !isChoice(step)) {
    MovePath shorter = chosen_;
    shorter.removeLast();
    const MovePath saved = chosen_;
    chosen_ = shorter;
    if (isChoice(step)) return choose(step);
    chosen_ = saved;
  }
  path = extended(chosen_, step);
  const auto next = continuing(path);
  if (next.isEmpty()) {
    refuse(path);
    return false;
  }
  for (const Candidate* c : next) {
    if (c->path.size() == path.size()) {
      submit(*c);
      return true;
    }
  }
  chosen_ = path;
  relight();
  Q_EMIT changed();
  return true;
}

bool MoveChooser::back() {
  if (chosen_.isEmpty()) return false;
  chosen_.removeLast();
  // A held detail goes with the step it was held for.
  if (!chosen_.isEmpty() && chosen_.back().kind == MoveStep::Kind::kDetail &&
      heldAfter(chosen_.mid(0, chosen_.size() - 1)))
    chosen_.removeLast();
  relight();
  Q_EMIT changed();
  return true;
}

void MoveChooser::clear() {
  if (chosen_.isEmpty()) return;
  chosen_.clear();
  relight();
  Q_EMIT changed();
}

void MoveChooser::cycleHeld() {
  cycleHeldAfter(chosen_);
}

void MoveChooser::cycleHeldAfter(const MovePath& prefix) {
  if (!heldAfter(prefix)) return;
  QStringList values;
  for (const Candidate* c : continuing(prefix)) {
    if (c->path.size() <= prefix.size() || c->path[prefix.size()].kind != MoveStep::Kind::kDetail)
      continue;
    const QString v = c->path[prefix.size()].value;
    if (!values.contains(v)) values << v;
  }
  if (values.isEmpty()) return;
  const int i = values.indexOf(withHeld(prefix).back().value);
  held_ = values[(i + 1) % values.size()];
  relight();
  Q_EMIT changed();
}

void MoveChooser::submit(const Candidate& c) {
  chosen_.clear();
  if (auto why = controller_->submit(c.action)) {
    Q_EMIT refused(RefusalText::translate(*why, translator_));
    relight();
  }
  Q_EMIT changed();
}

QString MoveChooser::reasonFor(const MovePath& tried) const {
  if (!controller_->viewerToAct()) {
    return controller_->state().isTerminal()
               ? RefusalText::translate(mizbazi::refuse(CoreRefusalCode::kGameOver, ""))
               : RefusalText::translate(mizbazi::refuse(TableRefusalCode::kNotYourTurn, ""));
  }
  // The engine's reason first: it knows the rules. Then the game's, for a legal action made the
  // wrong way.
  if (auto text = mapping_->actionFor(tried)) {
    if (auto a = controller_->parse(text->toStdString())) {
      if (auto why = controller_->whyNot(*a)) return RefusalText::translate(*why, translator_);
    }
  }
  if (auto why = mapping_->refusalFor(tried)) return RefusalText::translate(*why, translator_);
  return QString();
}

void MoveChooser::refuse(const MovePath& tried) {
  const QString reason = reasonFor(tried);
  Q_EMIT refused(reason.isEmpty() ? RefusalText::notAMove() : reason);
}

void MoveChooser::dragRefused(CardItem* card) {
  QString reason;
  if (card->pile()) reason = reasonFor(extended(chosen_, MoveStep::ofPlace(card->pile()->key())));
  if (reason.isEmpty() && card->faceUp()) reason = whyNotCard(card->face());
  if (reason.isEmpty()) reason = RefusalText::notAMove();
  Q_EMIT refused(reason);
}

QString MoveChooser::whyNotCard(const QString& art) const {
  if (!controller_->viewerToAct()) return QString();
  const MoveStep card = MoveStep::ofCard(art);
  if (isChoice(card)) return QString();
  // The engine's reason for a legal move's shape with this card in it: "play sabzeh-5" when
  // "play koozeh-3" is legal, so the engine can say which family must be followed.
  const MovePath prefix = chosen_;
  for (const Candidate& c : candidates_) {
    if (!startsWith(c.path, prefix) || c.path.size() <= prefix.size() ||
        c.path[prefix.size()].kind != MoveStep::Kind::kCard)
      continue;
    MovePath tried = c.path;
    tried[prefix.size()] = card;
    if (auto text = mapping_->actionFor(tried)) {
      if (auto a = controller_->parse(text->toStdString())) {
        if (auto why = controller_->whyNot(*a)) return RefusalText::translate(*why, translator_);
      }
    }
    break;
  }
  return RefusalText::notAMove();
}

void MoveChooser::relight() {
  const QVector<MoveStep> next = nextSteps();
  QVector<QString> cards;
  QVector<Place> places;
  for (const MoveStep& s : next) {
    if (s.kind == MoveStep::Kind::kCard) cards.push_back(s.card);
    if (s.kind == MoveStep::Kind::kPlace) places.push_back(s.place);
  }
  const QString chosenCard = !chosen_.isEmpty() && chosen_.back().kind == MoveStep::Kind::kCard
                                 ? chosen_.back().card
                                 : QString();
  const bool choosingCard = !cards.isEmpty();
  // Places a move goes on from (a deck dragged to the play area): their top card can be grabbed.
  QVector<Place> grabbable;
  const MovePath prefix = withHeld(chosen_);
  for (const Candidate* c : continuing(prefix)) {
    if (c->path.size() > prefix.size() + 1 && c->path[prefix.size()].kind == MoveStep::Kind::kPlace)
      grabbable.push_back(c->path[prefix.size()].place);
  }
  for (Pile* p : scene_->piles()) {
    p->setActivatable(places.contains(p->key()));
    const bool grabTop = grabbable.contains(p->key());
    for (CardItem* c : p->cards()) {
      const bool up = c->faceUp();
      const bool lit = up && cards.contains(c->face());
      const bool isChosen = up && !chosenCard.isEmpty() && c->face() == chosenCard;
      c->setActivatable(lit || isChosen);
      c->setDraggable(lit || isChosen || (grabTop && c == p->top()));
      c->setChosen(isChosen);
      const bool dim = choosingCard && p->choiceArea() && up && !lit && !isChosen;
      c->setDimmed(dim);
      c->setRefusal(dim ? whyNotCard(c->face()) : QString());
    }
  }
  scene_->refreshFocus();
}

// ---------------------------------------------------------------- SceneDelegate

std::optional<MoveStep> MoveChooser::grabStep(CardItem* card) const {
  // The card itself when it is a choice (or the one already chosen), else its pile.
  if (card->faceUp()) {
    const MoveStep step = MoveStep::ofCard(card->face());
    if (isChoice(step) || (!chosen_.isEmpty() && chosen_.back() == step)) return step;
  }
  if (card->pile()) {
    const MoveStep step = MoveStep::ofPlace(card->pile()->key());
    if (isChoice(step) || (!chosen_.isEmpty() && chosen_.back() == step)) return step;
  }
  return std::nullopt;
}

QVector<Pile*> MoveChooser::dropTargets(CardItem* card) {
  const auto grabbed = grabStep(card);
  if (!grabbed) return {};
  MovePath prefix = chosen_;
  const MoveStep step = *grabbed;
  if (prefix.isEmpty() || !(prefix.back() == step) || isOtherCopy(card, step)) prefix << step;
  dragPrefix_ = prefix;
  QVector<Pile*> out;
  for (const MoveStep& s : stepsAfter(prefix)) {
    if (s.kind != MoveStep::Kind::kPlace) continue;
    if (Pile* p = scene_->pile(s.place); p && !out.contains(p)) out.push_back(p);
  }
  return out;
}

void MoveChooser::cardDropped(CardItem* card, Pile* target) {
  const auto grabbed = grabStep(card);
  const MovePath saved = chosen_;
  if (!grabbed) {
    scene_->snapBack(card);
    if (card->faceUp()) Q_EMIT refused(whyNotCard(card->face()));
    return;
  }
  const bool alreadyChosen =
      !chosen_.isEmpty() && chosen_.back() == *grabbed && !isOtherCopy(card, *grabbed);
  if (!alreadyChosen) {
    // Grabbing never completes a move by itself (a pile's click may): only its drop does.
    chosen_ << *grabbed;
  }
  if (!choose(MoveStep::ofPlace(target->key()))) {
    chosen_ = saved;  // a wrong drop changes nothing
    relight();
    Q_EMIT changed();
    scene_->snapBack(card);
  }
}

bool MoveChooser::isOtherCopy(CardItem* card, const MoveStep& step) const {
  if (!chosenItem_ || chosenItem_ == card || chosen_.isEmpty() || !(chosen_.back() == step))
    return false;
  MovePath twice = chosen_;
  twice << step;
  return !continuing(twice).isEmpty();
}

// Two cards alike (two copies of one card discarded together): the second copy clicked is a
// second choice, not the first one chosen again.
bool MoveChooser::secondCopy(CardItem* card, const MoveStep& step) {
  if (!isOtherCopy(card, step)) return false;
  chosen_ << step;
  chosenItem_ = card;
  for (const Candidate* c : continuing(chosen_)) {
    if (c->path.size() == chosen_.size()) {
      submit(*c);
      return true;
    }
  }
  relight();
  Q_EMIT changed();
  return true;
}

void MoveChooser::cardClicked(CardItem* card) {
  if (!card->faceUp()) {
    // A face-down card stands for its pile (a deck).
    if (card->pile()) pileClicked(card->pile());
    return;
  }
  // A card lying on a lit place that is not a hand (a sabotage on the tool to mend) stands for
  // that place, even when it looks like the card chosen from the hand.
  if (card->pile() && !card->pile()->choiceArea() && !chosen_.isEmpty() &&
      isChoice(MoveStep::ofPlace(card->pile()->key()))) {
    choose(MoveStep::ofPlace(card->pile()->key()));
    return;
  }
  const MoveStep step = MoveStep::ofCard(card->face());
  if (secondCopy(card, step)) return;
  // A card that is not a choice lying in a lit pile stands for that pile — also when it shows the
  // same card as the one chosen (a second copy already in the target column), which would
  // otherwise read as "the chosen card clicked again".
  if (!isChoice(step) && card->pile() && isChoice(MoveStep::ofPlace(card->pile()->key()))) {
    choose(MoveStep::ofPlace(card->pile()->key()));
    return;
  }
  if (isChoice(step) || (!chosen_.isEmpty() && chosen_.back() == step)) {
    choose(step);
    if (!chosen_.isEmpty() && chosen_.back() == step) chosenItem_ = card;
    return;
  }
  if (chosen_.isEmpty() && card->pile() && !card->pile()->choiceArea()) {
    Q_EMIT inspected(card->pile());
    return;
  }
  if (controller_->viewerToAct()) {
    const QString why = whyNotCard(card->face());
    Q_EMIT refused(why.isEmpty() ? RefusalText::notAMove() : why);
  }
}

void MoveChooser::cardActivated(CardItem* card) {
  const MovePath before = chosen_;
  cardClicked(card);
  // Enter: a card just chosen that can only go one way goes there at once. One that may go to
  // several places stays chosen, and its places are lit for the arrows and Enter.
  if (chosen_.size() <= before.size() || chosen_.back().kind != MoveStep::Kind::kCard) return;
  if (const Candidate* only = onlyActionAfter(chosen_)) submit(*only);
}

const MoveChooser::Candidate* MoveChooser::onlyActionAfter(const MovePath& prefix) const {
  const auto next = continuing(prefix);
  if (next.isEmpty()) return nullptr;
  for (const Candidate* c : next) {
    if (c->action != next.front()->action) return nullptr;
  }
  return next.front();
}

void MoveChooser::pileClicked(Pile* pile) {
  const MoveStep step = MoveStep::ofPlace(pile->key());
  if (isChoice(step)) {
    choose(step);
  } else if (chosen_.isEmpty()) {
    Q_EMIT inspected(pile);
  } else {
    refuse(extended(chosen_, step));
  }
}

void MoveChooser::cancel() {
  back();
}

void MoveChooser::secondaryClick() {
  // A card dragged straight from the hand was never clicked: turn it all the same, and light the
  // places for its new way up while it is still in the air.
  if (scene_->dragging() && !heldAfter(chosen_))
    cycleHeldAfter(dragPrefix_);
  else
    cycleHeld();
  scene_->refreshDragTargets();
}

}  // namespace mizbazi::ui

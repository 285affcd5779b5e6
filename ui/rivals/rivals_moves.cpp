#include "ui/rivals/rivals_moves.h"

#include "rivals/rivals_actions.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_drop_refusals.h"
#include "ui/rivals/rivals_texts.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

namespace {

// The buttons' tokens.
const QString kPass = QStringLiteral("pass");
const QString kDone = QStringLiteral("done");
const QString kBidPrefix = QStringLiteral("bid:");

std::optional<int> nameIdOf(const QString& cardId) {
  return eng::parseNameId(cardId.toStdString());
}

}  // namespace

RivalsMoves::RivalsMoves(std::function<int()> actor, std::function<int()> currentStack)
    : actor_(std::move(actor)), currentStack_(std::move(currentStack)) {}

Place RivalsMoves::revealStack() const {
  // Once every stack is revealed the game is over and no reveal is legal: any key will do.
  const int stack = currentStack_ ? currentStack_() : 0;
  return stackPlace(stack >= 0 && stack < eng::kStacks ? stack : 0);
}

Place RivalsMoves::stackPlace(int stack) {
  return Place{eng::kZoneStack, -1, stack};
}
Place RivalsMoves::displayPlace() {
  return Place{eng::kZoneDisplay, -1, -1};
}
Place RivalsMoves::expeditionPlace(int seat, int color) {
  return Place{eng::kZoneExpedition, static_cast<std::int8_t>(seat), color};
}
Place RivalsMoves::outPlace() {
  return Place{eng::kZoneOut, -1, -1};
}
Place RivalsMoves::boxPlace() {
  return Place{eng::kZoneBox, -1, -1};
}
Place RivalsMoves::pursePlace(int seat) {
  return Place{kZonePurse, static_cast<std::int8_t>(seat), -1};
}
Place RivalsMoves::reservePlace() {
  return Place{kZoneReserve, -1, -1};
}

QString RivalsMoves::bidDetail(int amount) {
  return kBidPrefix + QString::number(amount);
}

std::optional<int> RivalsMoves::amountOf(const QString& detail) {
  if (!detail.startsWith(kBidPrefix)) return std::nullopt;
  bool ok = false;
  const QString digits = detail.mid(kBidPrefix.size());
  // Only the canonical spelling, like the engine's "bid N".
  if (digits.isEmpty() || (digits.size() > 1 && digits[0] == '0')) return std::nullopt;
  for (QChar ch : digits) {
    if (ch < '0' || ch > '9') return std::nullopt;
  }
  const int n = digits.toInt(&ok);
  if (!ok || n > eng::kMaxBid) return std::nullopt;
  return n;
}

MovePath RivalsMoves::pathOf(const QString& text) const {
  // The engine reads the text (only its canonical spelling is an action).
  const auto action = eng::actionFromText(text.toStdString(), nullptr);
  if (!action) return {};
  const eng::DecodedAction d = eng::decodeAction(*action);
  const auto card = [&d] {
    return MoveStep::ofCard(RivalsTexts::artId(QString::fromStdString(eng::nameId(d.arg))));
  };
  switch (d.kind) {
    case eng::ActionKind::kReveal:
      return {MoveStep::ofPlace(revealStack()), MoveStep::ofPlace(displayPlace())};
    case eng::ActionKind::kPass:
      return {MoveStep::ofButton(kPass)};
    case eng::ActionKind::kDone:
      return {MoveStep::ofButton(kDone)};
    case eng::ActionKind::kBid:
      return {MoveStep::ofDetail(bidDetail(d.arg))};
    case eng::ActionKind::kTake:
      return {card(), MoveStep::ofPlace(expeditionPlace(actor_(), eng::colorOfName(d.arg)))};
    case eng::ActionKind::kDiscard:
      return {card(), MoveStep::ofPlace(outPlace())};
    case eng::ActionKind::kInvalid:
      break;
  }
  return {};
}

QVector<MovePath> RivalsMoves::aliasesOf(const QString& text) const {
  if (text == QLatin1String("reveal")) return {{MoveStep::ofPlace(revealStack())}};
  return {};
}

std::optional<QString> RivalsMoves::actionFor(const MovePath& path) const {
  // The text is the engine's canonical one for the action the path stands for.
  const auto text = [](Action a) { return QString::fromStdString(eng::actionToText(a)); };
  const auto isStack = [](const MoveStep& s) {
    return s.kind == MoveStep::Kind::kPlace && s.place.zone == eng::kZoneStack;
  };
  // Any stack stands for the reveal: the engine says why when it is not the moment for one.
  if (path.size() == 1 && isStack(path[0])) return text(eng::kActionReveal);
  if (path.size() == 2 && isStack(path[0]) && path[1].kind == MoveStep::Kind::kPlace) {
    if (path[1].place == displayPlace()) return text(eng::kActionReveal);
    return std::nullopt;
  }
  if (path.size() == 1) {
    const MoveStep& s = path[0];
    if (s.kind == MoveStep::Kind::kButton && s.value == kPass) return text(eng::kActionPass);
    if (s.kind == MoveStep::Kind::kButton && s.value == kDone) return text(eng::kActionDone);
    if (s.kind == MoveStep::Kind::kDetail) {
      if (auto n = amountOf(s.value)) return text(eng::bidAction(*n));
    }
    return std::nullopt;
  }
  if (path.size() != 2 || path[0].kind != MoveStep::Kind::kCard ||
      path[1].kind != MoveStep::Kind::kPlace) {
    return std::nullopt;
  }
  const QString& art = path[0].card;
  const Place& to = path[1].place;
  const auto name = nameIdOf(RivalsTexts::cardIdOfArt(art));
  if (!name) return std::nullopt;
  if (to == outPlace()) return text(eng::discardAction(*name));
  if (to == expeditionPlace(actor_(), eng::colorOfName(*name))) return text(eng::takeAction(*name));
  return std::nullopt;
}

std::optional<Refusal> RivalsMoves::whyNoMove(const MovePath& path) const {
  if (actionFor(path) || path.size() != 2 || path[0].kind != MoveStep::Kind::kCard ||
      path[1].kind != MoveStep::Kind::kPlace) {
    return std::nullopt;
  }
  const QString id = RivalsTexts::cardIdOfArt(path[0].card);
  const Place& to = path[1].place;
  if (id.isEmpty() || to.zone != eng::kZoneExpedition) return std::nullopt;
  if (to.seat != actor_()) {
    return refuse(DropRefusalCode::kNotYourExpedition, "cards go only into your own expeditions",
                  {id.toStdString()});
  }
  if (to.slot < 0 || to.slot >= eng::kColorCount) return std::nullopt;
  const std::string column(eng::kColorIds[to.slot]);
  return refuse(DropRefusalCode::kWrongColumn,
                id.toStdString() + " does not go into the " + column + " column",
                {id.toStdString(), column});
}

QString RivalsMoves::label(const MoveStep& step) const {
  switch (step.kind) {
    case MoveStep::Kind::kButton:
      if (step.value == kPass) return RivalsTexts::tr("Pass");
      if (step.value == kDone) return RivalsTexts::tr("Done");
      break;
    case MoveStep::Kind::kDetail:
      if (auto n = amountOf(step.value)) {
        return RivalsTexts::tr("Bid %1").arg(RivalsTexts::coins(*n));
      }
      break;
    case MoveStep::Kind::kCard:
      if (step.card == RivalsTexts::backArt()) return RivalsTexts::tr("the stack's top card");
      if (const QString id = RivalsTexts::cardIdOfArt(step.card); !id.isEmpty()) {
        return RivalsTexts::cardName(id);
      }
      break;
    case MoveStep::Kind::kPlace:
      return RivalsTexts::pileName(step.place, actor_());
  }
  return step.value;
}

}  // namespace mizbazi::ui::rivals

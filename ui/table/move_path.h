// A move as the player makes it: a path of choices (a card, then a place, then a detail such as an
// orientation or an amount), or a single button. A card lying face down, or one that is not itself
// a choice, stands for its pile: grabbing the deck's top card is choosing the deck. Each game maps
// every legal action to its path (and, for wrong tries, a path back to an action text); the table
// then lights, at each step, only the choices that continue some legal action's path. No rule is
// copied into the UI: which choices exist is read off the engine's legal list.
//
//   Rivals  "take red-3 red"   → [card rivals/red-3, place (expedition, seat, red)]
//   Saboteur "path 12 r 3 4"   → [card saboteur_duel/path-12, detail "r", place (board, -1, cell)]
//   Rivals  "bid 5"            → [detail "bid:5"]        (an amount: see AmountChooser)
//   Zirkhaki "bank"            → [button "bank"]
#pragma once

#include <QString>
#include <QVector>
#include <optional>
#include <utility>

#include "core/event.h"
#include "core/game.h"

namespace mizbazi::ui {

struct MoveStep {
  enum class Kind { kCard, kPlace, kDetail, kButton };
  Kind kind = Kind::kButton;
  QString card;   // kCard: the card's art id ("rivals/red-3"); cards with equal art are equivalent
  Place place;    // kPlace: the pile's key (a pile, a cell, a player's area)
  QString value;  // kDetail and kButton: a stable token ("r", "bid:5", "pass")

  static MoveStep ofCard(const QString& art) { return {Kind::kCard, art, {}, {}}; }
  static MoveStep ofPlace(Place p) { return {Kind::kPlace, {}, p, {}}; }
  static MoveStep ofDetail(const QString& v) { return {Kind::kDetail, {}, {}, v}; }
  static MoveStep ofButton(const QString& v) { return {Kind::kButton, {}, {}, v}; }
  // An amount among a move's details: "bid:5" → ("bid", 5), set in the AmountChooser; nothing
  // for any other step.
  std::optional<std::pair<QString, int>> amount() const {
    if (kind != Kind::kDetail) return std::nullopt;
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    bool ok = false;
    const int n = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
    if (!ok) return std::nullopt;
    return std::make_pair(value.left(colon), n);
  }
  friend bool operator==(const MoveStep& a, const MoveStep& b) {
    return a.kind == b.kind && a.card == b.card && a.place == b.place && a.value == b.value;
  }
};

using MovePath = QVector<MoveStep>;

// What a game supplies (pure functions of the action text and the path; no Qt widgets).
class MoveMapping {
 public:
  virtual ~MoveMapping() = default;
  // The path that makes `actionText` (a legal action). No action's path may be a proper prefix of
  // another action's: a path ends exactly when a move is complete.
  virtual MovePath pathOf(const QString& actionText) const = 0;
  // Other gestures that make the same action (a click on the deck as well as the Draw button, a
  // drag of the deck's top card to the play area). An alias may extend the action's own path: a
  // click then completes the shorter one, a drag the longer.
  virtual QVector<MovePath> aliasesOf(const QString& actionText) const {
    (void)actionText;
    return {};
  }
  // The action text a complete path stands for, legal or not, so that a wrong try can be answered
  // with the engine's own reason; nullopt when the path means no action of this game at all.
  virtual std::optional<QString> actionFor(const MovePath& path) const = 0;
  // Why a gesture is wrong when the engine has nothing against its action (the action is legal,
  // the gesture is not its way: the pistol's target dropped into play instead of the discard
  // pile). A code the game's RefusalTranslator knows; nullopt: "not a move".
  virtual std::optional<Refusal> refusalFor(const MovePath& tried) const {
    (void)tried;
    return std::nullopt;
  }
  // The words on a detail's or a button's choice ("Turned", "Pass"), translated.
  virtual QString label(const MoveStep& step) const { return step.value; }
};

}  // namespace mizbazi::ui

// A game's piles declared as data (after KDE libkcardgame, where a game names each pile's kind and
// place and the scene does the rest): what each pile is for, whose it is, where it lies in the
// table's direction-aware layout and how its cards spread. TableScene::declarePiles makes each
// pile the first time, places it through the one layout (so Persian mirrors it) and gives it its
// role's ways; a game's scene keeps only what is particular to it (its labels, what a card says).
#pragma once

#include <QString>
#include <functional>
#include <optional>

#include "core/event.h"
#include "ui/table/pile.h"
#include "ui/table/table_zones.h"

namespace mizbazi::ui {

// What a pile is for; each role brings the ways every game gave such a pile by hand.
enum class PileRole {
  kStock,    // cards to draw (or coins to take): stacked, its count shown
  kDiscard,  // cards thrown away, face up: stacked, its count shown, its order kept on a redraw
  kHand,     // a seat's cards to play: the player picks from it (its cards dim when they can't)
  kTrick,    // a card played to the middle: stacked
  kWon,      // the cards a seat has taken
  kField,    // a seat's cards laid out in front of it
  kDisplay,  // cards laid out in the middle, for everyone
  kSlot,     // one thing in its place (a ring, a marker)
};

// Whether the role's cards lie on each other, only the top two drawn (decks, discard piles,
// tricks), or side by side.
inline bool stacks(PileRole role) {
  return role == PileRole::kStock || role == PileRole::kDiscard || role == PileRole::kTrick;
}

struct PileSpec {
  // The engine's zone (a pile the engine has none for: from kFirstTableZone), the owner seat (-1:
  // the table's) and a slot.
  Place key;
  PileRole role = PileRole::kDisplay;
  // Where it lies (origin: the bottom card's logical top-left, in card units from the
  // reading-start edge), how its cards spread, its scale; a stacking role's visibleTop is 2 unless
  // given.
  PileGeometry at;
  // Whether its count is shown in a badge; unset: as its role has it (a stock, a discard pile).
  std::optional<bool> countShown;
  // What is shown where the pile is while it is empty: words, or a faint image (an art id).
  // Set at every declaration (the table turning to another seat declares again), unless
  // placeholderFollowsPicture (below) leaves it to the game's redraw.
  QString placeholder, placeholderArt;
  // False: an empty pile shows no outline (a place that is often empty, or only sometimes used).
  // True leaves the outline to the game (on by default; a game may light it from the picture).
  bool outlined = true;
  // An ordered pile: where a new card goes (Pile::setOrderKey); none: on top.
  std::function<int(const QString& face)> orderKey;
  // True: what the empty place shows follows the picture (the game's redraw sets it), and a
  // declaration leaves it as it is (placeholder and placeholderArt are not used).
  bool placeholderFollowsPicture = false;
};

}  // namespace mizbazi::ui

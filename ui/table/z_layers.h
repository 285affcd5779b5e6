// Every Z layer of the table, in one place, so that no item type invents its own stacking.
#pragma once

namespace mizbazi::ui::z {

inline constexpr double kBoard = -1;        // a board's cloth; its cells and cards lie inside it
inline constexpr double kPile = 0;          // pile outlines and placeholders
inline constexpr double kLabel = 5;         // names, scores, counts under the cards
inline constexpr double kCards = 10;        // + the card's index in its pile
inline constexpr double kMarkedCard = 600;  // the card the keyboard marks, over its neighbours
inline constexpr double kPileBadge = 900;   // count badges above a pile's cards
inline constexpr double kFocusRing = 950;   // the keyboard's ring around what it marks
inline constexpr double kMoving = 1000;     // cards in flight
inline constexpr double kDragged = 2000;    // the card under the pointer
inline constexpr double kBanner = 3000;     // "Bust!", "Banked" and other announcements

}  // namespace mizbazi::ui::z

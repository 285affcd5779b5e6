// What applying an action did, step by step, so that the table can animate it and the log can
// narrate it without re-deriving any rule.
#pragma once

#include <cstdint>
#include <vector>

namespace mizbazi {

// A place on the table. `zone` is a game-specific zone number (each game names its zones through
// State::zoneName); `seat` is the owner for per-seat zones (-1 for shared ones); `slot` refines the
// place where a game needs it (a suit column, an expedition color, a board cell index), or -1.
struct Place {
  std::int16_t zone = -1;
  std::int8_t seat = -1;
  std::int32_t slot = -1;
  friend bool operator==(const Place&, const Place&) = default;
};

enum class EventKind : std::uint8_t {
  kMove,      // `card` went from `from` to `to`; `faceUp` says how it lies at `to`
  kFlip,      // `card` at `from` turned; `faceUp` is its new side
  kShuffle,   // the pile at `from` was shuffled
  kReveal,    // `card` was shown (to `visibleTo`) without moving, e.g. a peek at the deck's top
  kScore,     // `seat`'s score changed by `value` (scores are per team in team games)
  kTurn,      // `seat` is now to act (a new turn, not a follow-up choice)
  kRoundEnd,  // a round / hand ended; `value` is its number (1-based)
  kGameEnd,   // the game is over
  kNote,      // a game-specific happening: `value` is a game-specific code, see the game's header
};

// The kind's name, as the rule cases in tests/scenarios/ write their expected events ("move",
// "round-end"…) and as the decision checksums hash them.
constexpr const char* eventKindName(EventKind kind) {
  switch (kind) {
    case EventKind::kMove:
      return "move";
    case EventKind::kFlip:
      return "flip";
    case EventKind::kShuffle:
      return "shuffle";
    case EventKind::kReveal:
      return "reveal";
    case EventKind::kScore:
      return "score";
    case EventKind::kTurn:
      return "turn";
    case EventKind::kRoundEnd:
      return "round-end";
    case EventKind::kGameEnd:
      return "game-end";
    case EventKind::kNote:
      return "note";
  }
  return "?";
}

constexpr std::uint8_t kAllSeats = 0xFF;

struct Event {
  EventKind kind = EventKind::kNote;
  std::int16_t card = -1;  // physical card index (State::cardName names it), -1 if none
  Place from{};
  Place to{};
  std::int8_t seat = -1;
  bool faceUp = true;
  std::int32_t value = 0;
  // Bit i set: seat i may see `card`. A UI showing the table to one seat must hide the card
  // identity of events that seat may not see (see maskEventsFor).
  std::uint8_t visibleTo = kAllSeats;

  // Builders for the common events, so that a game says what happened in one line.
  static Event move(int card, Place from, Place to, bool faceUp = true,
                    std::uint8_t visibleTo = kAllSeats, int seat = -1) {
    Event e;
    e.kind = EventKind::kMove;
    e.card = static_cast<std::int16_t>(card);
    e.from = from;
    e.to = to;
    e.faceUp = faceUp;
    e.visibleTo = visibleTo;
    e.seat = static_cast<std::int8_t>(seat);
    return e;
  }
  static Event ofSeat(EventKind kind, int seat, int value = 0, int card = -1) {
    Event e;
    e.kind = kind;
    e.seat = static_cast<std::int8_t>(seat);
    e.value = value;
    e.card = static_cast<std::int16_t>(card);
    return e;
  }
  // A game-specific happening; `code` is one of the game's note codes (see the game's header).
  static Event note(int seat, int code, int card = -1) {
    return ofSeat(EventKind::kNote, seat, code, card);
  }
  // `card` at `where` turned to `faceUp`.
  static Event flip(int card, Place where, bool faceUp = true, int seat = -1) {
    Event e = ofSeat(EventKind::kFlip, seat, 0, card);
    e.from = e.to = where;
    e.faceUp = faceUp;
    return e;
  }
  // `card` at `where` was shown to `visibleTo` without moving.
  static Event reveal(int card, Place where, std::uint8_t visibleTo, int seat = -1) {
    Event e = ofSeat(EventKind::kReveal, seat, 0, card);
    e.from = e.to = where;
    e.visibleTo = visibleTo;
    return e;
  }
  // The pile at `pile` was shuffled.
  static Event shuffle(Place pile, int seat = -1) {
    Event e = ofSeat(EventKind::kShuffle, seat);
    e.from = pile;
    return e;
  }
  // The rarer fields, for the events that need them (a note about a board cell, a flip that also
  // says which way up).
  Event withPlaces(Place fromPlace, Place toPlace) const {
    Event e = *this;
    e.from = fromPlace;
    e.to = toPlace;
    return e;
  }
  Event withValue(int v) const {
    Event e = *this;
    e.value = v;
    return e;
  }
};

using Events = std::vector<Event>;

// Appends `event` when someone listens: games pass events == nullptr on their fast paths.
inline void appendEvent(Events* events, const Event& event) {
  if (events != nullptr) events->push_back(event);
}

// Replaces the card identity by -1 in every event `seat` may not see. Spectator views pass -1 and
// see only what everyone may see.
inline void maskEventsFor(Events& events, int seat) {
  for (Event& e : events) {
    bool visible = e.visibleTo == kAllSeats || (seat >= 0 && (e.visibleTo >> seat) & 1);
    if (!visible) e.card = -1;
  }
}

}  // namespace mizbazi

// Nine's turn: play a card; the second card of a trick decides it; four tricks end the game.
#include <algorithm>

#include "nine/nine_refusals.h"
#include "nine/nine_state.h"

namespace mizbazi::nine {

int NineState::cardToBeat() const {
  const int led = d_.trick[1 - d_.current];
  if (led < 0) return -1;
  const auto& hand = d_.hands[d_.current];
  return std::any_of(hand.begin(), hand.end(), [&](int card) { return card > led; }) ? led : -1;
}

void NineState::legalActions(std::vector<Action>& out) const {
  out.clear();
  if (d_.over) return;
  const int floor = cardToBeat();
  for (int card : d_.hands[d_.current]) {
    if (card > floor) out.push_back(static_cast<Action>(card));
  }
}

std::optional<Refusal> NineState::whyIllegal(Action a) const {
  if (d_.over) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  if (a >= kCards)
    return refuse(RefusalCode::kNoSuchCard, "nine has no such card", {std::to_string(a + 1)});
  const int card = static_cast<int>(a);
  const std::string id = cardId(card);
  if (d_.hands[d_.current].find(card) >= 0) {
    const int led = cardToBeat();
    if (card > led) return std::nullopt;
    return refuse(RefusalCode::kMustBeat,
                  "you hold a card higher than " + cardId(led) + ": play one", {cardId(led)});
  }
  const bool onTable = d_.trick[0] == card || d_.trick[1] == card || d_.won[0].find(card) >= 0 ||
                       d_.won[1].find(card) >= 0;
  if (onTable) {
    return refuse(RefusalCode::kAlreadyPlayed, id + " has already been played", {id});
  }
  // Whether it is in the other hand or in the stock is nobody's business: one reason for both.
  return refuse(RefusalCode::kNotInHand, "you do not hold " + id, {id});
}

void NineState::applyLegal(Action a, Events* events) {
  const int card = static_cast<int>(a);
  const int seat = d_.current;
  auto& hand = d_.hands[seat];
  const int at = hand.find(card);
  hand.eraseAt(at);
  d_.trick[seat] = static_cast<std::int8_t>(card);
  const auto who = static_cast<std::int8_t>(seat);
  appendEvent(events, Event::move(card, {kZoneHand, who, at}, {kZoneTrick, who, -1}, true,
                                  kAllSeats, seat));
  if (d_.trick[1 - seat] < 0) {
    d_.current = static_cast<std::int8_t>(1 - seat);
    appendEvent(events, Event::ofSeat(EventKind::kTurn, d_.current));
    return;
  }
  takeTrick(events);
}

void NineState::takeTrick(Events* events) {
  const int winner = d_.trick[0] > d_.trick[1] ? 0 : 1;
  const auto to = static_cast<std::int8_t>(winner);
  for (int s : {static_cast<int>(d_.leader), 1 - d_.leader}) {
    const int card = d_.trick[s];
    d_.won[winner].push(card);
    d_.trick[s] = -1;
    appendEvent(events,
                Event::move(card, {kZoneTrick, static_cast<std::int8_t>(s), -1},
                            {kZoneWon, to, d_.won[winner].size - 1}, true, kAllSeats, winner));
  }
  appendEvent(events, Event::ofSeat(EventKind::kScore, winner, 1));
  d_.leader = to;
  d_.current = to;
  if (d_.hands[0].empty() && d_.hands[1].empty()) {
    d_.over = true;
    appendEvent(events, Event::ofSeat(EventKind::kGameEnd, -1));
    return;
  }
  appendEvent(events, Event::ofSeat(EventKind::kTurn, winner));
}

std::vector<int> NineState::scores() const {
  return {d_.won[0].size / 2, d_.won[1].size / 2};
}

std::vector<int> NineState::winners() const {
  if (!d_.over) return {};
  const std::vector<int> tricks = scores();
  const int best = *std::max_element(tricks.begin(), tricks.end());
  std::vector<int> out;
  for (int s = 0; s < kSeats; ++s) {
    if (tricks[s] == best) out.push_back(s);
  }
  return out;
}

}  // namespace mizbazi::nine

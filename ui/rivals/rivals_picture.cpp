#include "ui/rivals/rivals_picture.h"

#include <algorithm>
#include <optional>

#include "rivals/rivals_actions.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_expedition.h"
#include "rivals/rivals_observation.h"
#include "ui/table/shared_observation.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

using eng::RivalsObservation;

namespace {

// One column: its cards as observed, and the engine's own figures for them. An id no card has,
// or more cards than a column can hold, clears `ok`.
RivalsColumn readColumn(const std::vector<std::string>& ids, bool& ok) {
  RivalsColumn column;
  column.cards = qtList(ids);
  eng::Expedition e;
  for (const std::string& id : ids) {
    auto name = eng::parseNameId(id);
    if (!name || e.count >= eng::kMaxColumnCards) {
      ok = false;
      continue;
    }
    // Copies of a name are interchangeable: its first physical copy stands for any of them.
    e.add(eng::firstCopyOfName(*name));
  }
  column.wagers = e.wagers;
  column.numbered = e.numbered;
  column.footprints = e.footprints;
  column.last = e.last;
  column.score = e.score();
  column.bonus = e.numbered >= eng::kLongExpedition ? eng::kLongExpeditionBonus : 0;
  return column;
}

// The amount of a "bid N" action text, read by the engine.
std::optional<int> bidIn(const QString& actionText) {
  const auto action = eng::actionFromText(actionText.toStdString(), nullptr);
  if (!action) return std::nullopt;
  const eng::DecodedAction d = eng::decodeAction(*action);
  if (d.kind != eng::ActionKind::kBid) return std::nullopt;
  return d.arg;
}

}  // namespace

RivalsPicture RivalsPicture::fromObservation(const Json& o) {
  RivalsPicture p;
  const ObservationHeader shared = ObservationHeader::read(o);
  takeSharedKeys(shared, p);
  RivalsObservation r;
  try {
    r = readFields<RivalsObservation>(o, "observation");
  } catch (const InputError&) {
    p.complete = false;
    return p;
  }
  bool ok = shared.missing.empty() && shared.seat.has_value();
  p.phase = r.phase;
  p.display = qtList(r.display);
  p.stacks = qtList(r.stacks);
  p.currentStack = r.currentStack.value_or(-1);
  p.reserve = r.reserve;
  p.coins = qtList(r.coins);
  for (const eng::ExpeditionsView& seat : r.expeditions) {
    std::array<RivalsColumn, kColors> columns;
    for (int c = 0; c < kColors; ++c) columns[c] = readColumn(seat.columns[c], ok);
    p.expeditions.push_back(columns);
  }
  p.players = static_cast<int>(p.expeditions.size());
  p.out = qtList(r.out);
  p.box = qtList(r.box);
  if (r.auction) {
    p.auction = true;
    p.bid = r.auction->bid;
    p.leader = r.auction->leader;
    p.opener = r.auction->opener;
    p.active = qtList(r.auction->active);
  }
  if (r.claim) {
    p.claim = true;
    p.winner = r.claim->winner;
    p.paid = r.claim->paid;
    p.discarded = r.claim->discarded;
  }
  if (p.coins.size() != p.players || p.stacks.size() != eng::kStacks) ok = false;
  p.complete = ok;
  return p;
}

const RivalsColumn& RivalsPicture::column(int seat, int color) const {
  static const RivalsColumn none;
  if (seat < 0 || seat >= expeditions.size() || color < 0 || color >= kColors) return none;
  return expeditions[seat][color];
}

int RivalsPicture::expeditionScore(int seat) const {
  int total = 0;
  for (int c = 0; c < kColors; ++c) total += column(seat, c).score;
  return total;
}

int RivalsPicture::cardsInStacks() const {
  int total = 0;
  for (int n : stacks) total += n;
  return total;
}

int RivalsPicture::cardsOnTable() const {
  int total = display.size() + cardsInStacks() + out.size() + box.size();
  for (const auto& columns : expeditions) {
    for (const RivalsColumn& c : columns) total += c.cards.size();
  }
  return total;
}

bool RivalsPicture::hasPassed(int seat) const {
  return auction && !active.contains(seat);
}

int RivalsPicture::lowestBid() const {
  int low = 0;
  for (const QString& a : legal) {
    if (auto n = bidIn(a); n && (low == 0 || *n < low)) low = *n;
  }
  return low;
}

int RivalsPicture::highestBid() const {
  int high = 0;
  for (const QString& a : legal) {
    if (auto n = bidIn(a)) high = std::max(high, *n);
  }
  return high;
}

}  // namespace mizbazi::ui::rivals

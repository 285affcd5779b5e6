#include "rivals/rivals_picture.h"

#include <algorithm>
#include <optional>

#include "rivals/rivals_actions.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_expedition.h"
#include "table/shared_observation.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

namespace {

static_assert(kColors == eng::kColorCount);

// Readers that never throw: a value of the wrong kind clears `ok` and gives a neutral value.
int intOf(const Json& j, bool& ok, int fallback = 0) {
  if (j.is_number_integer()) return j.get<int>();
  ok = false;
  return fallback;
}

int intOrNull(const Json& o, const char* key, bool& ok) {
  if (!o.is_object() || !o.contains(key) || o[key].is_null()) return -1;
  return intOf(o[key], ok, -1);
}

QStringList strings(const Json& j, bool& ok) {
  QStringList out;
  if (!j.is_array()) {
    ok = false;
    return out;
  }
  for (const Json& v : j) {
    if (v.is_string()) {
      out << QString::fromStdString(v.get<std::string>());
    } else {
      ok = false;
    }
  }
  return out;
}

QVector<int> ints(const Json& j, bool& ok) {
  QVector<int> out;
  if (!j.is_array()) {
    ok = false;
    return out;
  }
  for (const Json& v : j) out << intOf(v, ok);
  return out;
}

const Json& member(const Json& o, const char* key) {
  static const Json none;
  return o.is_object() && o.contains(key) ? o[key] : none;
}

bool boolOf(const Json& j, bool& ok) {
  if (j.is_boolean()) return j.get<bool>();
  ok = false;
  return false;
}

QString stringOf(const Json& j, bool& ok) {
  if (j.is_string()) return QString::fromStdString(j.get<std::string>());
  ok = false;
  return QString();
}

// One column: its cards as observed, and the engine's own figures for them.
RivalsColumn readColumn(const Json& j, bool& ok) {
  RivalsColumn column;
  column.cards = strings(j, ok);
  eng::Expedition e;
  for (const QString& id : column.cards) {
    auto name = eng::parseNameId(id.toStdString());
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
  if (!o.is_object()) {
    p.complete = false;
    return p;
  }
  const ObservationHeader shared = ObservationHeader::read(o);
  bool ok = shared.missing.empty() && shared.seat.has_value();
  takeSharedKeys(shared, p);
  p.phase = stringOf(member(o, "phase"), ok);
  p.display = strings(member(o, "display"), ok);
  p.stacks = ints(member(o, "stacks"), ok);
  p.currentStack = intOrNull(o, "current_stack", ok);
  p.reserve = intOf(member(o, "reserve"), ok);
  p.coins = ints(member(o, "coins"), ok);
  const Json& expeditions = member(o, "expeditions");
  if (expeditions.is_array()) {
    for (const Json& seat : expeditions) {
      std::array<RivalsColumn, kColors> columns;
      for (int c = 0; c < kColors; ++c) {
        const std::string color(eng::kColorIds[c]);
        if (seat.is_object() && seat.contains(color)) {
          columns[c] = readColumn(seat[color], ok);
        } else {
          ok = false;
        }
      }
      p.expeditions.push_back(columns);
    }
  } else {
    ok = false;
  }
  p.players = static_cast<int>(p.expeditions.size());
  p.out = strings(member(o, "out"), ok);
  p.box = strings(member(o, "box"), ok);
  if (const Json& a = member(o, "auction"); a.is_object()) {
    p.auction = true;
    p.bid = intOf(member(a, "bid"), ok);
    p.leader = intOrNull(a, "leader", ok);
    p.opener = intOrNull(a, "opener", ok);
    p.active = ints(member(a, "active"), ok);
  }
  if (const Json& c = member(o, "claim"); c.is_object()) {
    p.claim = true;
    p.winner = intOrNull(c, "winner", ok);
    p.paid = intOf(member(c, "paid"), ok);
    p.discarded = boolOf(member(c, "discarded"), ok);
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

#include "ui/table/record_log.h"

namespace mizbazi::ui {

namespace {

// The events as `seat` may see them.
Events maskedFor(Events events, int seat) {
  maskEventsFor(events, seat);
  return events;
}

bool sameIdentities(const Events& a, const Events& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].card != b[i].card) return false;
  }
  return true;
}

}  // namespace

QVector<LogLine> RecordLog::tell(int actor, const std::string& actionText, const Events& events,
                                 int audience, const State& after, const QStringList& names,
                                 bool byComputer, const State& anyState) const {
  if (!narrator_) return {};
  Narration n;
  n.actor = actor;
  n.actionText = QString::fromStdString(actionText);
  n.events = maskedFor(events, audience);
  n.audience = audience;
  n.names = names;
  n.byComputer = byComputer;
  n.after = observationJson(after, audience);
  n.cardId = [&anyState](int card) { return QString::fromStdString(anyState.cardName(card)); };
  return narrator_(n);
}

void RecordLog::append(const State& before, const std::string& actionText, const Events& events,
                       const State& after, const QStringList& names, bool byComputer) {
  const int actor = before.currentPlayer();
  Entry e;
  const Events shared = maskedFor(events, -1);
  e.shared = tell(actor, actionText, events, -1, after, names, byComputer, after);
  // A private telling only for the seats whose events show more than everyone's.
  for (int seat = 0; seat < after.numPlayers(); ++seat) {
    if (sameIdentities(maskedFor(events, seat), shared)) continue;
    e.privateFor.insert(seat,
                        tell(actor, actionText, events, seat, after, names, byComputer, after));
  }
  entries_.push_back(std::move(e));
}

void RecordLog::rebuild(const GameRecord& record, const QStringList& names,
                        const std::vector<PlayerSpec>& seats) {
  entries_.clear();
  record.walk(
      [&](const State& before, const std::string& text, const Events& events, const State& after) {
        const int actor = before.currentPlayer();
        const bool byComputer = actor >= 0 && actor < static_cast<int>(seats.size()) &&
                                seats[static_cast<std::size_t>(actor)].kind == "bot";
        append(before, text, events, after, names, byComputer);
      });
}

QVector<LogLine> RecordLog::linesFor(int seat) const {
  QVector<LogLine> out = preamble_;
  auto note = notes_.begin();
  // A note made after more actions than there are now (undo) comes last.
  auto notesUpTo = [&](int entries) {
    for (; note != notes_.end() && note->first <= entries; ++note) out += note->second;
  };
  for (int i = 0; i < entries_.size(); ++i) {
    notesUpTo(i);
    const Entry& e = entries_[i];
    out += e.shared;
    if (seat < 0) continue;
    if (auto own = e.privateFor.find(seat); own != e.privateFor.end()) out += *own;
  }
  for (; note != notes_.end(); ++note) out += note->second;
  return out;
}

}  // namespace mizbazi::ui

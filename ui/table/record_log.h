// The story of a game record as the log tells it, derived from the record itself: every action
// replayed from the initial state and told by the game's narrator, once for everyone and once more
// for each seat that saw more than everyone (see narration.h). Undo, redo, loading and a change of
// language therefore always show the true story, and a private line can never reach the shared log.
#pragma once

#include <QHash>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/game_record.h"
#include "ui/table/narration.h"

namespace mizbazi::ui {

class RecordLog {
 public:
  using Narrator = std::function<QVector<LogLine>(const Narration&)>;

  struct Entry {
    QVector<LogLine> shared;                  // for everyone
    QHash<int, QVector<LogLine>> privateFor;  // seat → what only it saw of the same action
  };

  void setNarrator(Narrator narrator) { narrator_ = std::move(narrator); }
  const Narrator& narrator() const { return narrator_; }
  // Lines shown before the first action ("A game of Zirkhaki for 4 players").
  void setPreamble(QVector<LogLine> lines) { preamble_ = std::move(lines); }

  // Tells every action of `record` again from its initial state.
  void rebuild(const GameRecord& record, const QStringList& names,
               const std::vector<PlayerSpec>& seats);
  // Tells one more action: `before` is the state it was applied to, `events` what it did (as the
  // engine reported them, unmasked), `after` the state it led to.
  void append(const State& before, const std::string& actionText, const Events& events,
              const State& after, const QStringList& names, bool byComputer);

  // A line about the table rather than a move (the teacher's every-hand view turned on), told to
  // everyone after the actions so far. Kept through undo and rebuilds: it happened.
  void addNote(LogLine line) { notes_.push_back({size(), std::move(line)}); }

  // What the log shows while `seat`'s view is on screen (-1: only what everyone may read): the
  // shared telling of each action, followed by that seat's private lines where it has some.
  QVector<LogLine> linesFor(int seat) const;
  int size() const { return static_cast<int>(entries_.size()); }
  const Entry& entry(int i) const { return entries_[i]; }

 private:
  QVector<LogLine> tell(int actor, const std::string& actionText, const Events& events,
                        int audience, const State& after, const QStringList& names, bool byComputer,
                        const State& anyState) const;

  Narrator narrator_;
  QVector<LogLine> preamble_;
  QVector<Entry> entries_;
  QVector<QPair<int, LogLine>> notes_;  // each after this many entries
};

}  // namespace mizbazi::ui

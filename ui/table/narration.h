// The game log's sentences, told by each game from what an action did. Privacy is built in: the
// table asks for the shared telling with the events masked for everyone (seat -1), and, for each
// seat that saw more (a peek, its own draw), a private telling with the events masked for that
// seat. A narrator therefore never holds a secret its audience may not read. A private telling
// holds only what that seat saw beyond the shared one ("the astrolabe shows you coin 9"); the log
// shows the shared lines, followed by a seat's private lines only while that seat's view is on
// screen.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "core/json.h"

namespace mizbazi::ui {

enum class LogKind { kAction, kTurn, kAnnouncement, kPrivate };

struct LogLine {
  QString text;
  LogKind kind = LogKind::kAction;
};

struct Narration {
  int actor = -1;       // the seat that acted
  QString actionText;   // canonical text of the action
  Events events;        // what it did, masked for `audience`
  int audience = -1;    // -1: the shared log; else the seat this private telling is for
  QStringList names;    // the seats' names, already isolated for mixing directions
  bool byComputer = false;
  // The audience's observation after the action (observationJson(state, audience)), for the
  // few sentences that need a count or a score; never more than the audience may know.
  Json after;
  // Names a physical card ("coin-7"); only called for cards the events show (card >= 0).
  std::function<QString(int card)> cardId;
};

}  // namespace mizbazi::ui

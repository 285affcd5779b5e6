// The game log widget: every action narrated in a whole sentence, newest at the bottom, in the UI's
// language. It shows what RecordLog::linesFor(the seat on screen) says, nothing more; private lines
// are set apart in italics. Lines are coloured whole, never part of a word. A long line wraps onto
// as many lines as it needs (never cut with "…"), and the newest line is always in view, unless
// the reader has scrolled back to read an older one.
#pragma once

#include <QListWidget>
#include <QVector>

#include "ui/table/narration.h"

namespace mizbazi::ui {

class GameLog : public QListWidget {
  Q_OBJECT

 public:
  using Kind = LogKind;

  explicit GameLog(QWidget* parent = nullptr);
  // Shows exactly `lines`; when they only add to what is shown, the new ones are appended (the
  // list's items stay) and the view goes to the newest.
  void setLines(const QVector<LogLine>& lines);
  QStringList lines() const;  // without direction isolates

 protected:
  // Lines carry their own font (bold, italic): a new panel size (the window, projector mode)
  // lays them out again in the new size.
  void changeEvent(QEvent* event) override;

 private:
  void addLine(const LogLine& line);
  void followNewest(int maximum);
  QVector<LogLine> shown_;
  // The view stays at the newest line as the list grows or its lines wrap anew; false once the
  // reader scrolls back, true again when they return to the bottom or a new line comes.
  bool following_ = true;
};

}  // namespace mizbazi::ui

#include "ui/app/file_errors.h"

#include <QLocale>
#include <QRegularExpression>

#include "ui/table/bidi.h"
#include "ui/table/outside_text.h"
#include "ui/table/refusal_text.h"
#include "ui/table/table_registry.h"

namespace mizbazi::app {

namespace {

// The engine's own words: they may quote the file (core/quoting.h keeps that short, but a place
// in the file may still hold anything).
QString raw(const InputError& e) {
  return ui::outsideText(e.where() + ": " + e.what(), ui::kShownDetails, ui::ShownLines::kKept);
}

bool startsWithPath(const std::string& where, const char* head) {
  const std::size_t n = std::char_traits<char>::length(head);
  return where.compare(0, n, head) == 0 &&
         (where.size() == n || where[n] == '.' || where[n] == '[');
}

}  // namespace

QString FileErrors::linePosition(const QString& where) {
  static const QRegularExpression position("^(\\d+):(\\d+)$");
  const QRegularExpressionMatch m = position.match(where);
  if (!m.hasMatch()) return QString();
  return tr("line %1, column %2")
      .arg(QLocale().toString(m.captured(1).toInt()), QLocale().toString(m.captured(2).toInt()));
}

UserError FileErrors::input(const QString& fileName, const InputError& e) {
  const QString name = ui::isolate(ui::outsideText(fileName));
  const std::string& where = e.where();
  const QString path = ui::isolate(ui::outsideText(where));
  QString text;
  using Kind = InputError::Kind;
  // What is said of the file as a whole comes first: a folder is no damaged file, and a file
  // beyond the format's limits may be refused at any line.
  if (e.kind() == Kind::kFolder)
    text = tr("%1 is a folder, not a game or lesson file.").arg(name);
  else if (e.kind() == Kind::kNotAFile)
    text = tr("%1 is not an ordinary file on the disk, so it was not read.").arg(name);
  else if (e.kind() == Kind::kTooLarge)
    text = tr("%1 is far larger than any game or lesson file, so it was not opened.").arg(name);
  else if (e.kind() == Kind::kTooMuchWork)
    text = tr("%1 is a lesson whose choices lead to too many different games to check, so it "
              "was not opened.")
               .arg(name);
  else if (const QString at = linePosition(QString::fromStdString(where)); !at.isEmpty())
    text = tr("%1 is damaged or is not a Mizbazi file: the text goes wrong at %2.").arg(name, at);
  else if (where == "file" || e.kind() == Kind::kUnreadable)
    text = tr("%1 cannot be read: it is missing, or you may not open it.").arg(name);
  else if (where == "format")
    text = tr("%1 was written by another version of Mizbazi that this one cannot read.").arg(name);
  else if (where == "game")
    text = tr("%1 is for a game this version of Mizbazi does not have.").arg(name);
  else if (startsWithPath(where, "players"))
    text = tr("%1 has a mistake in its list of players.").arg(name);
  else if (startsWithPath(where, "options"))
    text = tr("%1 asks for a game option this version does not accept.").arg(name);
  else if (startsWithPath(where, "setup"))
    text = tr("%1 has a mistake in its prepared position (at %2).").arg(name, path);
  else if (startsWithPath(where, "actions"))
    text = tr("%1 has a mistake in its list of moves (at %2).").arg(name, path);
  else if (startsWithPath(where, "lesson"))
    text = tr("%1 is a lesson with a mistake in its steps (at %2).").arg(name, path);
  else
    text = tr("%1 is not a Mizbazi game or lesson file.").arg(name);
  return {text, raw(e)};
}

UserError FileErrors::replay(const QString& fileName, const QString& gameId, const ReplayError& e) {
  const ui::TableEntry* entry = ui::TableRegistry::instance().find(gameId);
  QString why =
      ui::RefusalText::translate(e.why, entry ? entry->refusals : ui::RefusalTranslator());
  // A code no translator knows comes back as the engine's English: say it in the UI's words and
  // keep the English for the details.
  if (why == QString::fromStdString(e.why.message)) why = tr("it is not allowed at that point");
  // The move is the file's text, and a refusal may quote it.
  why = ui::outsideText(why, ui::kShownParagraph);
  QString legal;
  for (const std::string& l : e.legal) {
    if (legal.size() > ui::kShownDetails) break;  // the details are cut there anyway
    legal += (legal.isEmpty() ? QString() : QStringLiteral(", ")) + QString::fromStdString(l);
  }
  const QString details = ui::outsideText(
      QStringLiteral("move %1 '%2': %3 [%4]%5")
          .arg(QString::number(e.index + 1), ui::outsideText(e.action, ui::kShownParagraph),
               ui::outsideText(e.why.message, ui::kShownParagraph), ui::outsideText(e.why.code),
               legal.isEmpty() ? QString() : QStringLiteral(" (legal: %1)").arg(legal)),
      ui::kShownDetails);
  const QString text =
      tr("%1: move %2 (%3) cannot be played: %4")
          .arg(ui::isolate(ui::outsideText(fileName)), QLocale().toString(e.index + 1),
               ui::isolate(ui::outsideText(e.action)), why);
  return {text, details};
}

}  // namespace mizbazi::app

// Text that comes from outside the program — players' names, move texts, file names and paths,
// lesson texts, the details of an error, and what another device sends — is data, never markup,
// and never more than a person can read. Every such text passes here before a widget shows it:
//   - outsideText: fit for display: control characters (C0, C1, DEL), line and paragraph
//     separators and bidi embeddings, overrides and isolates removed (our own isolation for
//     mixing directions, ui/table/bidi.h, is applied afterwards, around the cleaned text), and cut
//     to a bounded length with "…".
//   - a QLabel or QMessageBox that can show it is made plain (showPlainly): Qt takes any label
//     text that looks like markup for rich text, and would load `<img src=…>` from the disk.
//   - where our own rich text must hold it (a tooltip, an HTML page), outsideHtml escapes it.
// tests/ui/app/outside_text_test.cpp walks every widget of the window with hostile files open.
#pragma once

#include <QString>
#include <string_view>

class QLabel;
class QMessageBox;

namespace mizbazi::ui {

// How much of one outside text is shown, in characters: a player's name, a file's name or a move
// (a part of a sentence); a path; a line of its own (a lesson's title); a paragraph (a lesson's
// words, an error quoted in a sentence); an error's folded details.
inline constexpr int kShownName = 60;
inline constexpr int kShownPath = 160;
inline constexpr int kShownLine = 200;
inline constexpr int kShownParagraph = 2000;
inline constexpr int kShownDetails = 4000;

// Whether line breaks are kept (a lesson's words, an error's details) or become spaces.
enum class ShownLines { kOne, kKept };

// `text` fit to show: see above. Never reads more of `text` than it needs for `limit` characters
// beyond what it removes, so a 5 MB name costs what a short one does.
QString outsideText(QStringView text, int limit = kShownName, ShownLines lines = ShownLines::kOne);
// The same for UTF-8 from the engine or a file (bytes that are not UTF-8 show as U+FFFD).
QString outsideText(std::string_view utf8, int limit = kShownName,
                    ShownLines lines = ShownLines::kOne);
// A file's path inside a sentence: cleaned, cut in its middle (its start and its file name stay)
// and isolated left to right, so that a Persian sentence does not reorder its parts.
QString outsidePath(const QString& path);
// outsideText escaped for our own rich text.
QString outsideHtml(QStringView text, int limit = kShownName, ShownLines lines = ShownLines::kOne);

// A tooltip that shows `text` as written whatever it holds: Qt shows a tooltip that looks like
// markup as rich text.
QString plainToolTip(const QString& text);
// Text for a button, a tab or a menu item: a single '&' there marks a shortcut letter.
QString plainButtonText(const QString& text);

// The widget shows its text as written (Qt::PlainText), never as markup.
void showPlainly(QLabel* label);
// The box's text and informative text as written. Call after setting them.
void showPlainly(QMessageBox& box);

}  // namespace mizbazi::ui

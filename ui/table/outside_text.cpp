#include "ui/table/outside_text.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>
#include <algorithm>

#include "ui/table/bidi.h"

namespace mizbazi::ui {

namespace {

const QChar kEllipsis(0x2026);

enum class Kind { kKeep, kDrop, kSpace, kBreak };

// What becomes of one UTF-16 unit (surrogates are handled by the caller).
Kind kindOf(char16_t c) {
  if (c == u'\n' || c == 0x2028 || c == 0x2029 || c == 0x85) return Kind::kBreak;
  if (c == u'\t' || c == u'\v' || c == u'\f') return Kind::kSpace;
  if (c == u'\r') return Kind::kDrop;  // "\r\n" is one break; a lone "\r" is nothing
  if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return Kind::kDrop;  // C0, DEL, C1
  // Bidi embeddings and overrides (LRE RLE PDF LRO RLO), isolates (LRI RLI FSI PDI), the
  // deprecated format controls (inhibit/activate swapping, shaping, digit shapes) and the
  // interlinear annotation marks: each can reorder or hide what is around it. Marks (LRM, RLM,
  // ALM) and the joiners (ZWNJ, which Persian words need) stay.
  if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x206f) || (c >= 0xfff9 && c <= 0xfffb))
    return Kind::kDrop;
  return Kind::kKeep;
}

// The cleaning itself. `cutBefore`: the caller already cut the input, so it ends in "…".
QString clean(QStringView text, int limit, ShownLines lines, bool cutBefore) {
  limit = std::max(limit, 2);
  QString out;
  out.reserve(std::min<qsizetype>(text.size(), limit) + 1);
  bool cut = cutBefore;
  const auto pendingSpace = [&out]() { return !out.isEmpty() && out.back() == u' '; };
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (out.size() > limit) {  // one more than fits: it will be cut
      cut = true;
      break;
    }
    const QChar c = text[i];
    if (c.isHighSurrogate()) {
      if (i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
        out += c;
        out += text[++i];
      }
      continue;  // an unpaired surrogate is nothing to show
    }
    if (c.isLowSurrogate()) continue;
    switch (kindOf(c.unicode())) {
      case Kind::kKeep:
        out += c;
        break;
      case Kind::kDrop:
        break;
      case Kind::kSpace:
        if (!out.isEmpty() && !pendingSpace()) out += u' ';
        break;
      case Kind::kBreak:
        if (lines == ShownLines::kKept)
          out += u'\n';
        else if (!out.isEmpty() && !pendingSpace())
          out += u' ';
        break;
    }
  }
  if (out.size() > limit) {
    cut = true;
    out.truncate(limit - 1);
  } else if (cut && out.size() == limit) {
    out.truncate(limit - 1);
  }
  if (!out.isEmpty() && out.back().isHighSurrogate()) out.chop(1);  // half a character
  while (!out.isEmpty() && (out.back() == u' ' || out.back() == u'\n')) out.chop(1);
  while (lines == ShownLines::kOne && out.startsWith(u' ')) out.remove(0, 1);
  if (cut) out += kEllipsis;
  return out;
}

}  // namespace

QString outsideText(QStringView text, int limit, ShownLines lines) {
  return clean(text, limit, lines, false);
}

QString outsideText(std::string_view utf8, int limit, ShownLines lines) {
  // Four bytes a character at most, and room for what cleaning removes: a text longer than that
  // is cut before it is decoded.
  const std::size_t budget = static_cast<std::size_t>(std::max(limit, 2)) * 4 + 256;
  if (utf8.size() <= budget) return clean(QString::fromUtf8(utf8), limit, lines, false);
  std::size_t end = budget;
  while (end > 0 && (static_cast<unsigned char>(utf8[end]) & 0xc0) == 0x80) --end;
  return clean(QString::fromUtf8(utf8.substr(0, end)), limit, lines, true);
}

QString outsidePath(const QString& path) {
  QString shown = outsideText(path, 8 * kShownPath);
  if (shown.size() > kShownPath) {
    qsizetype head = kShownPath / 3, tail = kShownPath - head - 1;
    if (shown[head - 1].isHighSurrogate()) --head;
    if (shown[shown.size() - tail].isLowSurrogate()) --tail;
    shown = shown.left(head) + kEllipsis + shown.right(tail);
  }
  return isolateLeftToRight(shown);
}

QString outsideHtml(QStringView text, int limit, ShownLines lines) {
  QString escaped = outsideText(text, limit, lines).toHtmlEscaped();
  if (lines == ShownLines::kKept) escaped.replace(u'\n', QStringLiteral("<br>"));
  return escaped;
}

QString plainToolTip(const QString& text) {
  if (!Qt::mightBeRichText(text)) return text;
  return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString plainButtonText(const QString& text) {
  QString out = text;
  out.replace(u'&', QStringLiteral("&&"));
  return out;
}

void showPlainly(QLabel* label) {
  label->setTextFormat(Qt::PlainText);
  label->setOpenExternalLinks(false);
}

void showPlainly(QMessageBox& box) {
  box.setTextFormat(Qt::PlainText);
  // The informative text has a label of its own, which takes markup unless told otherwise.
  for (QLabel* label : box.findChildren<QLabel*>()) showPlainly(label);
}

}  // namespace mizbazi::ui

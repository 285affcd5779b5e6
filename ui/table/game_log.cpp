#include "ui/table/game_log.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include "ui/table/bidi.h"

namespace mizbazi::ui {

namespace {

// A list view asks its items' sizes without the width they will be drawn in, so a long line would
// get one line's height and be cut with "…". Each line is measured and drawn here with the same
// words, width and wrapping, so that every line the painting takes was measured: the style's own
// painting wraps a line of Persian narrower than the measure, and would lose its last line to "…".
class WrappedLines : public QStyledItemDelegate {
 public:
  explicit WrappedLines(QListView* list) : QStyledItemDelegate(list), list_(list) {}

  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QRect row(0, 0, std::max(1, list_->viewport()->width() - 2 * list_->spacing()), 0);
    const QRect words =
        QFontMetrics(opt.font).boundingRect(textRect(row, opt.font, 1 << 20), kFlags, opt.text);
    return {row.width(), words.height() + 2 * padding(opt.font)};
  }

  void paint(QPainter* painter, const QStyleOptionViewItem& option,
             const QModelIndex& index) const override {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();  // the style draws the row's background only
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(QPalette::Normal, QPalette::Text));
    const Qt::Alignment side = QStyle::visualAlignment(opt.direction, Qt::AlignLeading);
    painter->drawText(textRect(opt.rect, opt.font, opt.rect.height()), kFlags | side, text);
    painter->restore();
  }

 private:
  static constexpr int kFlags = Qt::TextWordWrap | Qt::AlignTop;
  // Room for the ink at each side (ui/table/ink_room.h: a quarter of the font's size), and above
  // and below a line.
  static int padding(const QFont& font) { return std::max(2, QFontInfo(font).pixelSize() / 4); }
  static QRect textRect(const QRect& row, const QFont& font, int height) {
    const int pad = padding(font);
    return QRect(row.left() + pad, row.top() + pad, std::max(1, row.width() - 2 * pad),
                 std::max(1, height - 2 * pad));
  }
  QListView* list_;
};

}  // namespace

GameLog::GameLog(QWidget* parent) : QListWidget(parent) {
  setWordWrap(true);
  setTextElideMode(Qt::ElideNone);
  // Items are laid out again when the width changes: a narrower panel wraps a line onto more.
  setResizeMode(QListView::Adjust);
  setItemDelegate(new WrappedLines(this));
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setSelectionMode(QAbstractItemView::NoSelection);
  setFocusPolicy(Qt::NoFocus);
  setUniformItemSizes(false);
  setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
  setObjectName("gameLog");
  // The items' heights are known only once the list lays them out (later than an append), and a
  // wrapped line grows when a scroll bar appears: the view goes to the newest line whenever the
  // range changes, not only when a line is added.
  connect(verticalScrollBar(), &QScrollBar::rangeChanged, this,
          [this](int, int maximum) { followNewest(maximum); });
  connect(verticalScrollBar(), &QScrollBar::sliderMoved, this,
          [this](int value) { following_ = value >= verticalScrollBar()->maximum(); });
  connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this](int) {
    // The reader's own scroll (wheel, arrows, page): read after the bar has moved.
    QScrollBar* bar = verticalScrollBar();
    following_ = bar->sliderPosition() >= bar->maximum();
  });
}

void GameLog::followNewest(int maximum) {
  if (following_) verticalScrollBar()->setValue(maximum);
}

void GameLog::addLine(const LogLine& line) {
  auto* item = new QListWidgetItem(line.text, this);
  QFont f = font();
  switch (line.kind) {
    case Kind::kTurn:
      f.setBold(true);
      item->setForeground(palette().color(QPalette::Highlight));
      break;
    case Kind::kAnnouncement:
      f.setBold(true);
      break;
    case Kind::kPrivate:
      f.setItalic(true);
      break;
    case Kind::kAction:
      break;
  }
  item->setFont(f);
}

void GameLog::changeEvent(QEvent* event) {
  QListWidget::changeEvent(event);
  if (event->type() != QEvent::FontChange || shown_.isEmpty()) return;
  const QVector<LogLine> lines = shown_;
  clear();
  shown_.clear();
  setLines(lines);
}

static bool sameLine(const LogLine& a, const LogLine& b) {
  return a.text == b.text && a.kind == b.kind;
}

void GameLog::setLines(const QVector<LogLine>& lines) {
  bool extends = lines.size() >= shown_.size();
  for (int i = 0; extends && i < shown_.size(); ++i) extends = sameLine(lines[i], shown_[i]);
  if (!extends) {
    clear();
    shown_.clear();
  }
  if (lines.size() == shown_.size()) return;
  for (int i = static_cast<int>(shown_.size()); i < lines.size(); ++i) addLine(lines[i]);
  shown_ = lines;
  following_ = true;  // a new line is always shown
  scrollToBottom();
}

QStringList GameLog::lines() const {
  QStringList out;
  for (int i = 0; i < count(); ++i) out << withoutIsolates(item(i)->text());
  return out;
}

}  // namespace mizbazi::ui

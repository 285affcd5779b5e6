#include "ui/table/table_voice.h"

#include <QAccessible>
#include <QEvent>
#include <QKeySequence>
#include <QLocale>
#include <QShortcut>
#include <QTimer>
#include <algorithm>

#include "ui/table/accessible_table.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/move_chooser.h"
#include "ui/table/move_list_dialog.h"
#include "ui/table/pile.h"
#include "ui/table/reading_order.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::ui {

namespace {

QHash<const QGraphicsScene*, TableVoice*>& voices() {
  static QHash<const QGraphicsScene*, TableVoice*> all;
  return all;
}

void tell(QAccessibleInterface* iface, QAccessible::Event what) {
  if (!iface) return;
  QAccessibleEvent event(iface, what);
  QAccessible::updateAccessibility(&event);
}

// A node's key in what a screen reader was told (stable while the node lives).
QString keyOf(const TableVoice::Node& n) {
  return n.item ? QString::number(quintptr(n.item), 16) : QStringLiteral("seat%1").arg(n.seat);
}

}  // namespace

bool isStacked(const Pile& pile) {
  return pile.geometry().spread.isNull();
}

TableVoice::TableVoice(GameTable* table) : QObject(table), table_(table) {
  installTableAccessibility();
  voices().insert(&table->scene(), this);
  for (int seat = 0; seat < table->controller().numSeats(); ++seat) {
    seats_.push_back(newSeatInterface(this, seat));
    QAccessible::registerAccessibleInterface(seats_.back());
  }
  news_ = newNewsInterface(this);
  QAccessible::registerAccessibleInterface(news_);

  TableScene* scene = &table->scene();
  connect(scene, &TableScene::focusMoved, this, &TableVoice::focusMoved);
  connect(scene, &QGraphicsScene::changed, this, [this]() { dirty_ = true; });
  connect(scene, &TableScene::idle, this, &TableVoice::onSceneIdle);
  connect(table, &GameTable::settled, this, &TableVoice::onSettled);
  TableController* controller = &table->controller();
  connect(controller, &TableController::actionApplied, this,
          [this](int actor, QString, Action, Events, bool byComputer) {
            dirty_ = true;
            // A move that moves no card (none to animate) brings no idle scene: what is due is
            // told after it in any case (not before its cards rest, see speakIfDue).
            QTimer::singleShot(0, this, &TableVoice::speakIfDue);
            if (byComputer) return;
            ownMoveBy_ = actor;
            // What was said before the move is old news: the notification goes until there is
            // something new to say (the news of the new position may already have been told, while
            // the move's cards were laid out).
            if (announcedAt_ == table_->controller().ply()) return;
            announcement_.clear();
            tell(news_, QAccessible::ObjectHide);
            tell(news_, QAccessible::NameChanged);
          });
  connect(controller, &TableController::reset, this, [this]() {
    // Undo, redo or a replay's step: the log is told again from here on, not from the start.
    dirty_ = true;
    for (int seat = 0; seat < table_->controller().numSeats(); ++seat)
      heard_[seat] = table_->recordLog().size();
    toldTurnAt_ = -1;
    ownMoveBy_ = -1;
  });
  connect(controller, &TableController::privacyChanged, this, &TableVoice::refreshSoon);
  table->view().installEventFilter(this);

  // M, and the same key on a Persian keyboard (پ): the list of moves.
  for (const QKeySequence& key : {QKeySequence(Qt::Key_M), QKeySequence(QString(QChar(0x067E)))}) {
    auto* s = new QShortcut(key, table, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(s, &QShortcut::activated, this,
            [this]() { table_->whenIdle([this]() { openMoveList(); }); });
  }
}

TableVoice::~TableVoice() {
  voices().remove(&table_->scene());
  for (QAccessibleInterface* seat : seats_)
    QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(seat));
  QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(news_));
}

TableVoice* TableVoice::of(const QGraphicsScene* scene) {
  return scene ? voices().value(scene) : nullptr;
}

void TableVoice::setChooser(MoveChooser* chooser) {
  chooser_ = chooser;
  connect(chooser, &MoveChooser::changed, this, &TableVoice::onChoiceChanged);
}

QString TableVoice::tableName() const {
  const QString id = QString::fromStdString(table_->controller().record().game().info().id);
  const TableEntry* entry = TableRegistry::instance().find(id);
  const QString game = entry && entry->name ? entry->name() : id;
  return tr("%1 table", "the table in the accessibility tree: the game's name").arg(game);
}

// ---------------------------------------------------------------- the tree

TableVoice::Outline TableVoice::build() const {
  Outline o;
  GameTable& t = *table_;
  const bool rtl = t.scene().layout().rightToLeft();
  const int seats = t.controller().numSeats();
  auto byReading = [rtl](QVector<Node>& nodes) {
    std::stable_sort(nodes.begin(), nodes.end(), [rtl](const Node& a, const Node& b) {
      return readsBefore(a.item, b.item, rtl);
    });
  };
  QHash<BoardItem*, QVector<Node>> cells;
  QVector<Node> middle;
  QHash<int, QVector<Node>> bySeat;
  for (Pile* p : t.scene().piles()) {
    if (!p->isVisible() || t.pileSummary(*p).isEmpty()) continue;
    QVector<Node> cards;
    if (t.cardsAreObjects(*p)) {
      if (isStacked(*p)) {
        if (CardItem* top = p->top()) cards.push_back(Node{top, -1});
      } else {
        for (CardItem* c : p->cards())
          if (c->isVisible()) cards.push_back(Node{c, -1});
      }
    }
    for (const Node& c : cards) o.parents.insert(c.item, Node{p, -1});
    o.children.insert(p, cards);
    if (BoardItem* board = BoardItem::boardOf(p)) {
      cells[board].push_back(Node{p, -1});
      continue;
    }
    const int seat = t.seatOfPlace(p->key());
    if (seat >= 0 && seat < seats)
      bySeat[seat].push_back(Node{p, -1});
    else
      middle.push_back(Node{p, -1});
  }
  // The table's children, each with the point it is read at.
  QVector<QPair<QPointF, Node>> top;
  for (int seat = 0; seat < seats; ++seat) {
    QVector<Node> piles = bySeat.value(seat);
    byReading(piles);
    for (const Node& p : piles) o.parents.insert(p.item, Node{nullptr, seat});
    o.seatChildren.insert(seat, piles);
    // A seat is read where its first pile is; one with nothing on the table comes last.
    const QPointF at = piles.isEmpty() ? QPointF(0, 1e9) : readingAnchor(piles.front().item);
    top.push_back({at, Node{nullptr, seat}});
  }
  for (auto it = cells.begin(); it != cells.end(); ++it) {
    QVector<Node> list = it.value();
    byReading(list);
    for (const Node& c : list) o.parents.insert(c.item, Node{it.key(), -1});
    o.children.insert(it.key(), list);
    top.push_back({it.key()->focusAnchor(), Node{it.key(), -1}});
  }
  for (const Node& p : middle) top.push_back({readingAnchor(p.item), p});
  std::stable_sort(top.begin(), top.end(), [rtl](const auto& a, const auto& b) {
    return pointReadsBefore(a.first, b.first, rtl);
  });
  for (const auto& [at, node] : top) o.top.push_back(node);
  return o;
}

const TableVoice::Outline& TableVoice::outline() const {
  if (dirty_) {
    outline_ = build();
    dirty_ = false;
  }
  return outline_;
}

QVector<TableVoice::Node> TableVoice::topLevel() const {
  return outline().top;
}

QVector<TableVoice::Node> TableVoice::childrenOf(const Node& node) const {
  const Outline& o = outline();
  if (!node.item) return node.seat >= 0 ? o.seatChildren.value(node.seat) : o.top;
  return o.children.value(node.item);
}

TableVoice::Node TableVoice::parentOf(const Node& node) const {
  if (!node.item) return Node{};  // a seat: under the table
  return outline().parents.value(node.item);
}

bool TableVoice::inTree(const Node& node) const {
  const Outline& o = outline();
  if (!node.item) return node.seat >= 0 && node.seat < seats_.size();
  return o.parents.contains(node.item) || o.top.contains(node);
}

QString TableVoice::nameOf(const Node& node) const {
  const GameTable& t = *table_;
  if (!node.item) return node.seat >= 0 ? t.seatSummary(node.seat) : tableName();
  switch (node.item->type()) {
    case CardItem::Type:
      return t.cardWords(*static_cast<const CardItem*>(node.item));
    case Pile::Type:
      return t.pileSummary(*static_cast<const Pile*>(node.item));
    case BoardItem::Type:
      return t.boardSummary(*static_cast<const BoardItem*>(node.item));
  }
  return QString();
}

QString TableVoice::descriptionOf(const Node& node) const {
  if (!node.item || node.item->type() != CardItem::Type) return QString();
  // What the card does, and why it cannot be played now: its tooltip, which a face-down card has
  // not (nor one turning over, which may be on its way to lying face down).
  const auto* card = static_cast<const CardItem*>(node.item);
  return card->faceUp() && !card->hasPendingFace() ? card->toolTip() : QString();
}

QAccessibleInterface* TableVoice::seatInterface(int seat) const {
  return seats_.value(seat);
}

QAccessibleInterface* TableVoice::newsInterface() const {
  return news_;
}

QAccessibleInterface* TableVoice::interfaceOf(const Node& node) const {
  if (node.item) return QAccessible::queryAccessibleInterface(node.item);
  return seatInterface(node.seat);
}

// ---------------------------------------------------------------- telling changes

void TableVoice::refreshSoon() {
  dirty_ = true;
  if (refreshQueued_) return;
  refreshQueued_ = true;
  QTimer::singleShot(0, this, [this]() {
    refreshQueued_ = false;
    refreshNow();
  });
}

void TableVoice::refreshNow() {
  dirty_ = true;
  // Every node's name and children, compared with what was told before: a screen reader that
  // keeps them (Orca does) hears of each change, and reads a changed name on the focus again.
  QHash<QString, QString> names;
  QHash<QString, QStringList> children;
  QVector<Node> todo{Node{}};
  QAccessibleInterface* view = QAccessible::queryAccessibleInterface(&table_->view());
  while (!todo.isEmpty()) {
    const Node n = todo.takeLast();
    const QString key = n.valid() ? keyOf(n) : QStringLiteral("table");
    const QVector<Node> kids = childrenOf(n);
    QStringList keys;
    for (const Node& k : kids) keys << keyOf(k);
    children.insert(key, keys);
    if (n.valid()) names.insert(key, nameOf(n));
    todo += kids;
    QAccessibleInterface* iface = n.valid() ? interfaceOf(n) : view;
    if (toldChildren_.contains(key) && toldChildren_.value(key) != keys)
      tell(iface, QAccessible::ObjectReorder);
    if (n.valid() && toldNames_.contains(key) && toldNames_.value(key) != names.value(key))
      tell(iface, QAccessible::NameChanged);
  }
  toldNames_ = names;
  toldChildren_ = children;
}

bool TableVoice::eventFilter(QObject* watched, QEvent* event) {
  if (watched == &table_->view() && event->type() == QEvent::FocusIn) {
    // The view has the keyboard again (a dialog closed): the card the ring marks is the focus.
    QTimer::singleShot(0, this, [this]() { giveFocus(); });
  }
  return QObject::eventFilter(watched, event);
}

void TableVoice::giveFocus() {
  if (!table_->view().hasFocus()) return;
  QGraphicsObject* marked = table_->scene().focusedTarget();
  if (marked && inTree(Node{marked, -1})) tell(interfaceOf(Node{marked, -1}), QAccessible::Focus);
}

void TableVoice::focusMoved(QGraphicsObject* target) {
  dirty_ = true;  // a card lifted, or a board's cell brought into view
  if (!table_->view().hasFocus()) return;
  if (target && inTree(Node{target, -1}))
    tell(interfaceOf(Node{target, -1}), QAccessible::Focus);
  else
    tell(QAccessible::queryAccessibleInterface(&table_->view()), QAccessible::Focus);
}

// ---------------------------------------------------------------- announcements

void TableVoice::announce(const QString& text) {
  if (text.trimmed().isEmpty()) return;
  // What is said at one position stays together in the notification (a turn's news, then the
  // table's prompt or a refusal), so a screen reader's review of it misses nothing.
  const int ply = table_->controller().ply();
  if (announcedAt_ == ply && !announcement_.isEmpty() && !announcement_.endsWith(text))
    announcement_ += QLatin1Char('\n') + text;
  else
    announcement_ = text;
  announcedAt_ = ply;
  spoken_ << text;
  // Shown again with its new words: a screen reader speaks a notification as it appears.
  tell(news_, QAccessible::ObjectHide);
  tell(news_, QAccessible::NameChanged);
  tell(news_, QAccessible::ObjectShow);
  Q_EMIT announced(text);
}

QStringList TableVoice::linesSince(int entry, int seat) const {
  const RecordLog& log = table_->recordLog();
  QStringList out;
  for (int i = std::max(0, entry); i < log.size(); ++i) {
    for (const LogLine& l : log.entry(i).shared) out << l.text;
    if (seat >= 0)
      for (const LogLine& l : log.entry(i).privateFor.value(seat)) out << l.text;
  }
  return out;
}

// What `seat` has not heard of the log yet: its private lines only while its own view is on
// screen (a shared screen shows no one's after a move until their next turn).
void TableVoice::tellNews(int seat, const QString& tail) {
  const TableController& c = table_->controller();
  const RecordLog& log = table_->recordLog();
  const int shown = c.shownSeat();
  const int own = shown == seat ? seat : -1;
  QStringList lines;
  const int from = heard_.value(seat, -1);
  if (from < 0) {
    // The first time: the whole log as the view on screen reads it (its preamble included).
    for (const LogLine& l : log.linesFor(own)) lines << l.text;
  } else {
    lines = linesSince(from, own);
  }
  heard_[seat] = log.size();
  if (!tail.isEmpty()) lines << tail;
  announce(lines.join(QLatin1Char('\n')));
}

void TableVoice::onSceneIdle() {
  refreshSoon();
  speakIfDue();
}

void TableVoice::onSettled() {
  refreshSoon();
  speakIfDue();
}

void TableVoice::speakIfDue() {
  const TableController& c = table_->controller();
  if (c.replaying() || table_->scene().busy()) return;
  if (c.state().isTerminal()) {
    if (toldEnd_) return;
    toldEnd_ = true;
    ownMoveBy_ = -1;
    tellNews(std::max(0, c.shownSeat()), table_->statusText());
    return;
  }
  toldEnd_ = false;
  if (c.viewerToAct()) {
    if (toldTurnAt_ == c.ply()) return;
    toldTurnAt_ = c.ply();
    ownMoveBy_ = -1;
    const int seat = c.viewer();
    const QString turn = c.humanCount() > 1 ? tr("%1, your turn.").arg(table_->names().value(seat))
                                            : tr("Your turn.");
    tellNews(seat, turn);
    return;
  }
  // A person's own move, told once its cards have moved (the computers' follow at their turn).
  if (ownMoveBy_ >= 0) {
    const int seat = ownMoveBy_;
    ownMoveBy_ = -1;
    tellNews(seat, QString());
  }
}

QString TableVoice::placesOf(const MovePath& chosen) const {
  if (!chooser_) return QString();
  const MoveMapping* mapping = table_->moves();
  QStringList where;
  for (const MoveStep& s : chooser_->nextSteps()) {
    QString words;
    if (s.kind == MoveStep::Kind::kPlace)
      words = table_->placeName(s.place);
    else if (s.kind == MoveStep::Kind::kCard)
      words = table_->artName(s.card);
    else if (mapping)
      words = mapping->label(s);
    if (!words.isEmpty() && !where.contains(words)) where << words;
  }
  QString picked;
  if (!chosen.isEmpty() && chosen.back().kind == MoveStep::Kind::kCard)
    picked = table_->artName(chosen.back().card);
  const QString places = tr("%Ln place(s): %1", nullptr, static_cast<int>(where.size()))
                             .arg(QLocale().createSeparatedList(where));
  QString held;
  if (mapping && !chooser_->heldDetail().isEmpty())
    held = mapping->label(MoveStep::ofDetail(chooser_->heldDetail()));
  QStringList parts;
  for (const QString& p : {picked, held, places})
    if (!p.isEmpty()) parts << p;
  return parts.join(tr(", "));
}

void TableVoice::onChoiceChanged() {
  refreshSoon();
  if (!chooser_) return;
  const MovePath chosen = chooser_->chosen();
  const QString held = chooser_->heldDetail();
  const bool picked = chosen.size() > lastChosen_.size() && !chosen.isEmpty() &&
                      chosen.back().kind == MoveStep::Kind::kCard;
  const bool turned = !chosen.isEmpty() && chosen == lastChosen_ && held != lastHeld_;
  lastChosen_ = chosen;
  lastHeld_ = held;
  if (!picked && !turned) return;
  // After the ring has moved on to the places (the focus first, then what may be done there).
  QTimer::singleShot(0, this, [this, chosen]() {
    if (chooser_ && chooser_->chosen() == chosen) announce(placesOf(chosen));
  });
}

// ---------------------------------------------------------------- the list of moves

void TableVoice::openMoveList() {
  auto* dialog = new MoveListDialog(table_);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
}

}  // namespace mizbazi::ui

#include "ui/net/privacy_watch.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QGraphicsView>
#include <QWidget>
#include <map>
#include <set>

#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::net {

namespace {

void stringsOf(const Json& j, std::vector<std::string>& out) {
  if (j.is_string())
    out.push_back(j.get<std::string>());
  else if (j.is_array() || j.is_object())
    for (const Json& v : j) stringsOf(v, out);
}

ui::GameTable* tableOf(QObject* o) {
  for (; o; o = o->parent()) {
    if (auto* t = qobject_cast<ui::GameTable*>(o)) return t;
  }
  return nullptr;
}

}  // namespace

PrivacyWatch::PrivacyWatch(QString file, QObject* parent)
    : QObject(parent), file_(std::move(file)) {
  QCoreApplication::instance()->installEventFilter(this);
  write();
}

bool PrivacyWatch::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::Paint) return false;
  auto* viewport = qobject_cast<QWidget*>(watched);
  auto* view = viewport ? qobject_cast<QGraphicsView*>(viewport->parent()) : nullptr;
  if (!view || view->viewport() != viewport) return false;
  ui::GameTable* table = tableOf(view);
  if (!table || static_cast<QObject*>(&table->view()) != static_cast<QObject*>(view)) return false;
  const ui::TableController& c = table->controller();
  const State& state = c.state();
  // The secrets of the seats played from devices: cards their views name and everyone's does not.
  std::set<std::string> cards;
  for (int i = 0; i < state.totalCards(); ++i) cards.insert(state.cardName(i));
  std::vector<std::string> open;
  stringsOf(observationJson(state, -1), open);
  std::map<std::string, int> openCount;
  for (const std::string& s : open) ++openCount[s];
  std::set<std::string> secret;
  for (int seat : c.options().remoteSeats) {
    std::vector<std::string> mine;
    stringsOf(observationJson(state, seat), mine);
    for (const std::string& s : mine)
      if (cards.count(s) && !openCount.count(s)) secret.insert(s);
  }
  ++frames_;
  for (QGraphicsItem* item : table->scene().items()) {
    if (item->type() != ui::CardItem::Type || !item->isVisible()) continue;
    auto* card = static_cast<ui::CardItem*>(item);
    if (!card->faceUp()) continue;
    const std::string id = table->cardIdOfArt(card->face()).toStdString();
    if (secret.count(id)) {
      if (leaks_ == 0) firstLeak_ = QString::fromStdString(id);
      ++leaks_;
      break;
    }
  }
  write();
  return false;
}

void PrivacyWatch::write() {
  QFile f(file_);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return;
  f.write(QStringLiteral("{\"frames\": %1, \"leaks\": %2, \"first\": \"%3\"}\n")
              .arg(frames_)
              .arg(leaks_)
              .arg(firstLeak_)
              .toUtf8());
}

}  // namespace mizbazi::net

#include "ui/net/table_presenter.h"

#include <QLocale>
#include <QPixmap>
#include <QRegularExpression>
#include <algorithm>

#include "ui/net/place_numbers.h"
#include "ui/table/bidi.h"
#include "ui/table/game_table.h"
#include "ui/table/move_path.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"

namespace mizbazi::net {

TablePresenter::TablePresenter(ui::GameTable* table) : table_(table) {
  const QString gameId = QString::fromStdString(table->controller().record().game().info().id);
  if (const ui::TableEntry* e = ui::TableRegistry::instance().find(gameId))
    artPrefix_ = e->artId.section(QLatin1Char('/'), 0, 0) + QLatin1Char('/');
  numbers_ = new PlaceNumbers(&table->scene());
}

TablePresenter::~TablePresenter() {
  if (table_) delete numbers_;
}

SeatPresenter::MoveShape TablePresenter::shape(const State& state, Action action) const {
  MoveShape out = SeatPresenter::shape(state, action);
  if (!table_ || !table_->moves()) return out;
  const ui::MovePath path =
      table_->moves()->pathOf(QString::fromStdString(state.actionText(action)));
  if (path.isEmpty()) return out;
  QStringList words;
  for (const ui::MoveStep& step : path) {
    switch (step.kind) {
      case ui::MoveStep::Kind::kCard:
        if (out.card.isEmpty()) out.card = step.card;
        break;
      case ui::MoveStep::Kind::kPlace: {
        out.place = step.place;
        for (ui::Pile* p : table_->scene().piles()) {
          if (p->key() == step.place) out.placeName = ui::withoutIsolates(p->placeholderText());
        }
        break;
      }
      case ui::MoveStep::Kind::kDetail:
      case ui::MoveStep::Kind::kButton: {
        QString w = ui::withoutIsolates(table_->moves()->label(step));
        if (const auto amount = step.amount(); amount && w == step.value)
          w = QLocale().toString(amount->second);  // a bare amount: its number
        else if (amount && !w.contains(QLocale().toString(amount->second)))
          w += QLatin1Char(' ') + QLocale().toString(amount->second);
        words << w;
        break;
      }
    }
  }
  out.words = words.join(QStringLiteral(" · "));
  return out;
}

QString TablePresenter::artOf(const QString& cardId) const {
  static const QRegularExpression plain(QStringLiteral("^[a-z0-9-]{1,40}$"));
  if (artPrefix_.isEmpty() || !plain.match(cardId).hasMatch()) return QString();
  return artPrefix_ + cardId;
}

QString TablePresenter::cardName(const QString& cardId) const {
  return table_ ? ui::withoutIsolates(table_->cardName(cardId)) : cardId;
}

QStringList TablePresenter::lastLines(int seat, int count) const {
  QStringList out;
  if (!table_) return out;
  const QVector<ui::LogLine> lines = table_->recordLog().linesFor(seat);
  for (qsizetype i = std::max<qsizetype>(0, lines.size() - count); i < lines.size(); ++i)
    out << lines[i].text;
  return out;
}

QImage TablePresenter::cardImage(const QString& artId, QSize pixels) const {
  static const QRegularExpression plain(QStringLiteral("^[a-z0-9-]{1,40}/[a-z0-9-]{1,40}$"));
  if (!table_ || !artId.startsWith(artPrefix_) || !plain.match(artId).hasMatch()) return QImage();
  if (!table_->scene().art().hasSvg(artId)) return QImage();
  return table_->scene().art().pixmap(artId, pixels, 1.0).toImage();
}

int TablePresenter::numberPlaces(const QVector<QPair<Place, int>>& places) {
  if (!table_) return 0;
  numbers_->show(places);
  return numbers_->shown();
}

}  // namespace mizbazi::net

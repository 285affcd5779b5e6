#include "ui/app/option_fields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>

#include "ui/app/game_catalog.h"
#include "ui/app/stepped_spin_box.h"
#include "ui/table/refusal_ink.h"

namespace mizbazi::app {

namespace {
QString capitalized(QString text) {
  if (!text.isEmpty()) text[0] = text[0].toUpper();  // a list's entries start as sentences do
  return text;
}
}  // namespace

OptionFields::OptionFields(const Game& game, QFormLayout* form, QWidget* parent)
    : game_(game), gameId_(QString::fromStdString(game.info().id)) {
  for (const OptionSpec& o : game.info().options) {
    if (o.key == "players") continue;
    Field f;
    f.spec = o;
    const QString key = QString::fromStdString(o.key);
    if (o.type == OptionSpec::Type::kBool) {
      auto* check = new QCheckBox(nameOf(o), parent);
      f.editor = check;
    } else if (o.type == OptionSpec::Type::kInt) {
      auto* spin = new SteppedSpinBox(parent);
      spin->setRange(o.min, o.max);
      f.editor = spin;
    } else {
      f.editor = new QComboBox(parent);
    }
    f.editor->setObjectName("option-" + key);
    f.editor->setProperty("optionKey", key);
    if (o.type != OptionSpec::Type::kBool) {
      f.label = new QLabel(nameOf(o) + QLatin1Char(':'), parent);
      f.label->setBuddy(f.editor);
    }
    f.refusal = new QLabel(parent);
    f.refusal->setObjectName("refusal-" + key);
    f.refusal->setWordWrap(true);
    f.refusal->setTextFormat(Qt::PlainText);
    f.refusal->setPalette(ui::refusalPalette(f.refusal->palette()));
    f.refusal->hide();
    if (f.label)
      form->addRow(f.label, f.editor);
    else
      form->addRow(QString(), f.editor);
    form->addRow(QString(), f.refusal);
    fields_.push_back(f);
  }
  // A change by the player is theirs to keep; the fields' own changes (a new count) are not.
  for (int i = 0; i < fields_.size(); ++i) {
    QWidget* e = fields_[i].editor;
    auto mark = [this, i]() { fields_[i].touched = true; };  // blocked while the fields change
    if (auto* c = qobject_cast<QCheckBox*>(e)) {
      QObject::connect(c, &QCheckBox::toggled, parent, mark);
    } else if (auto* s = qobject_cast<QSpinBox*>(e)) {
      QObject::connect(s, &QSpinBox::valueChanged, parent, mark);
    } else if (auto* b = qobject_cast<QComboBox*>(e)) {
      QObject::connect(b, &QComboBox::currentIndexChanged, parent, mark);
    }
  }
}

QString OptionFields::nameOf(const OptionSpec& spec) const {
  return GameCatalog::optionText(gameId_, QString::fromStdString(spec.key));
}

void OptionFields::setPlayers(int players) {
  players_ = players;
  for (Field& f : fields_) {
    const OptionRange r = game_.optionRange(f.spec, players);
    // A count that decides the option shows it in the count's own words (meaningOf).
    const bool shown = r.applies && !r.fixed;
    f.editor->setVisible(shown);
    if (f.label) f.label->setVisible(shown);
    if (!shown) f.refusal->hide();
    if (!shown) continue;
    const QSignalBlocker quiet(f.editor);
    const Json before = valueOf(f);  // before a new range or step moves it
    if (auto* spin = qobject_cast<SteppedSpinBox*>(f.editor)) {
      spin->setRange(r.min, r.max);
      spin->setStep(r.step);
      spin->setToolTip(allowedText(QString::fromStdString(f.spec.key)));
    } else if (auto* combo = qobject_cast<QComboBox*>(f.editor)) {
      const QString current = combo->currentData().toString();
      combo->clear();
      for (const std::string& c : r.choices) {
        const QString choice = QString::fromStdString(c);
        combo->addItem(capitalized(GameCatalog::optionText(
                           gameId_, QString::fromStdString(f.spec.key), choice)),
                       choice);
      }
      if (!current.isEmpty() && combo->findData(current) >= 0)
        combo->setCurrentIndex(combo->findData(current));
    }
    setValue(f, f.touched && r.accepts(before) ? before : r.value);
  }
}

void OptionFields::apply(const Json& options) {
  for (Field& f : fields_) {
    if (!options.contains(f.spec.key)) continue;
    const Json& v = options[f.spec.key];
    if (!game_.optionRange(f.spec, players_).accepts(v)) continue;  // an old or hand-made value
    const QSignalBlocker quiet(f.editor);
    setValue(f, v);
    f.touched = true;  // the player's own choice, from last time
  }
}

void OptionFields::setValue(Field& f, const Json& value) {
  if (auto* c = qobject_cast<QCheckBox*>(f.editor); c && value.is_boolean()) {
    c->setChecked(value.get<bool>());
  } else if (auto* s = qobject_cast<SteppedSpinBox*>(f.editor); s && value.is_number_integer()) {
    s->setValue(s->snapped(value.get<int>()));
  } else if (auto* b = qobject_cast<QComboBox*>(f.editor); b && value.is_string()) {
    const int i = b->findData(QString::fromStdString(value.get<std::string>()));
    if (i >= 0) b->setCurrentIndex(i);
  }
}

Json OptionFields::valueOf(const Field& f) const {
  if (auto* c = qobject_cast<QCheckBox*>(f.editor)) return c->isChecked();
  if (auto* s = qobject_cast<QSpinBox*>(f.editor)) return s->value();
  if (auto* b = qobject_cast<QComboBox*>(f.editor))
    return b->currentIndex() >= 0 ? Json(b->currentData().toString().toStdString()) : Json();
  return Json();
}

Json OptionFields::values() const {
  Json out = Json::object();
  for (const Field& f : fields_) {
    const OptionRange r = game_.optionRange(f.spec, players_);
    if (!r.applies || r.fixed) continue;  // left to the game: the count decides
    const Json v = valueOf(f);
    if (!v.is_null()) out[f.spec.key] = v;
  }
  return out;
}

bool OptionFields::showRefusal(const QString& key, const QString& text) {
  for (Field& f : fields_) {
    if (QString::fromStdString(f.spec.key) != key ||
        !f.editor->isVisibleTo(f.editor->parentWidget()))
      continue;
    f.refusal->setText(text);
    f.refusal->show();
    f.editor->setFocus();
    return true;
  }
  return false;
}

void OptionFields::clearRefusals() {
  for (Field& f : fields_) {
    f.refusal->clear();
    f.refusal->hide();
  }
}

QString OptionFields::allowedText(const QString& key) const {
  for (const Field& f : fields_) {
    if (QString::fromStdString(f.spec.key) != key) continue;
    const OptionRange r = game_.optionRange(f.spec, players_);
    const QLocale locale;
    if (!r.applies) return tr("Not used with %Ln player(s).", nullptr, players_);
    if (f.spec.type != OptionSpec::Type::kInt) return QString();
    const int last = r.min + (r.max - r.min) / r.step * r.step;
    if (r.step == 1) return tr("From %1 to %2.").arg(locale.toString(r.min), locale.toString(last));
    return tr("From %1 to %2, in steps of %3.")
        .arg(locale.toString(r.min), locale.toString(last), locale.toString(r.step));
  }
  return QString();
}

QList<QWidget*> OptionFields::editors() const {
  QList<QWidget*> out;
  for (const Field& f : fields_) out << f.editor;
  return out;
}

QStringList OptionFields::meaningOf(int players) const {
  QStringList out;
  for (const Field& f : fields_) {
    if (f.spec.type != OptionSpec::Type::kBool) continue;
    const OptionRange r = game_.optionRange(f.spec, players);
    if (r.applies && r.fixed && r.value == true) out << nameOf(f.spec);
  }
  return out;
}

}  // namespace mizbazi::app

#include "app/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/game_catalog.h"
#include "app/language.h"

namespace mizbazi::app {

namespace {
constexpr int kMaxSeats = 8;

QString optionName(const OptionSpec& o) {
  return QString::fromStdString(currentLanguage() == "fa" ? o.nameFa : o.nameEn);
}
}  // namespace

NewGameDialog::NewGameDialog(const Game& game, const QStringList& lastNames, QWidget* parent)
    : QDialog(parent), game_(game) {
  const GameInfo& info = game.info();
  setWindowTitle(tr("New game: %1").arg(GameCatalog::nameOf(QString::fromStdString(info.id))));
  auto* box = new QVBoxLayout(this);

  auto* form = new QFormLayout();
  count_ = new QSpinBox(this);
  count_->setObjectName("playerCount");
  count_->setRange(info.minPlayers, std::min(info.maxPlayers, kMaxSeats));
  count_->setValue(std::clamp(std::max(3, info.minPlayers), info.minPlayers, info.maxPlayers));
  form->addRow(tr("Players:"), count_);

  for (const OptionSpec& o : info.options) {
    if (o.key == "players") continue;
    QWidget* editor = nullptr;
    if (o.type == OptionSpec::Type::kBool) {
      auto* check = new QCheckBox(optionName(o), this);
      check->setChecked(o.defaultValue.is_boolean() && o.defaultValue.get<bool>());
      editor = check;
      form->addRow(QString(), check);
    } else if (o.type == OptionSpec::Type::kInt) {
      auto* spin = new QSpinBox(this);
      spin->setRange(o.min, o.max);
      if (o.defaultValue.is_number_integer()) spin->setValue(o.defaultValue.get<int>());
      editor = spin;
      form->addRow(optionName(o) + ":", spin);
    } else {
      auto* combo = new QComboBox(this);
      for (const std::string& c : o.choices) combo->addItem(QString::fromStdString(c));
      if (o.defaultValue.is_string()) {
        combo->setCurrentText(QString::fromStdString(o.defaultValue.get<std::string>()));
      }
      editor = combo;
      form->addRow(optionName(o) + ":", combo);
    }
    editor->setObjectName("option-" + QString::fromStdString(o.key));
    editor->setProperty("optionKey", QString::fromStdString(o.key));
    optionEditors_.push_back(editor);
  }
  seed_ = new QLineEdit(this);
  seed_->setObjectName("seed");
  seed_->setPlaceholderText(tr("random"));
  seed_->setToolTip(tr("The same seed deals the same cards: useful to replay a deal in class."));
  form->addRow(tr("Seed (optional):"), seed_);
  box->addLayout(form);

  auto* group = new QGroupBox(tr("Seats, in turn order"), this);
  seats_ = new QGridLayout(group);
  for (int i = 0; i < kMaxSeats; ++i) {
    auto* label = new QLabel(tr("Seat %1").arg(QLocale().toString(i + 1)), group);
    auto* name = new QLineEdit(group);
    name->setObjectName(QString("name%1").arg(i));
    name->setMaxLength(24);
    name->setText(i < lastNames.size() && !lastNames[i].trimmed().isEmpty()
                      ? lastNames[i]
                      : tr("Player %1").arg(QLocale().toString(i + 1)));
    auto* kind = new QComboBox(group);
    kind->setObjectName(QString("kind%1").arg(i));
    kind->addItem(tr("Person"), "human");
    kind->addItem(tr("Computer"), "bot");
    if (i > 0 && lastNames.isEmpty()) kind->setCurrentIndex(i == 1 ? 1 : 0);
    seats_->addWidget(label, i, 0);
    seats_->addWidget(name, i, 1);
    seats_->addWidget(kind, i, 2);
    seatLabels_.push_back(label);
    names_.push_back(name);
    kinds_.push_back(kind);
  }
  box->addWidget(group);

  error_ = new QLabel(this);
  error_->setObjectName("error");
  error_->setStyleSheet("color: #b3261e;");
  error_->setWordWrap(true);
  box->addWidget(error_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
  connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
  box->addWidget(buttons);

  connect(count_, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
  updateSeats();
}

void NewGameDialog::setPlayers(int count) {
  count_->setValue(count);
}

void NewGameDialog::setComputer(int seat, bool computer) {
  if (seat >= 0 && seat < kinds_.size()) kinds_[seat]->setCurrentIndex(computer ? 1 : 0);
}

void NewGameDialog::updateSeats() {
  for (int i = 0; i < kMaxSeats; ++i) {
    const bool on = i < count_->value();
    seatLabels_[i]->setVisible(on);
    names_[i]->setVisible(on);
    kinds_[i]->setVisible(on);
  }
}

QStringList NewGameDialog::names() const {
  QStringList out;
  for (int i = 0; i < count_->value(); ++i) out << names_[i]->text().trimmed();
  return out;
}

void NewGameDialog::accept() {
  const QString seedText = seed_->text().trimmed();
  if (!seedText.isEmpty()) {
    bool ok = false;
    // Persian digits typed on a Persian keyboard are read too.
    QLocale().toULongLong(seedText, &ok);
    if (!ok) QLocale::c().toULongLong(seedText, &ok);
    if (!ok) {
      error_->setText(tr("The seed must be a whole number, or left empty."));
      return;
    }
  }
  for (const QString& n : names()) {
    if (n.isEmpty()) {
      error_->setText(tr("Every seat needs a name."));
      return;
    }
  }
  QDialog::accept();
}

Scenario NewGameDialog::scenario() const {
  Scenario s;
  s.game = game_.info().id;
  s.options = Json::object();
  for (QWidget* w : optionEditors_) {
    const std::string key = w->property("optionKey").toString().toStdString();
    if (auto* c = qobject_cast<QCheckBox*>(w))
      s.options[key] = c->isChecked();
    else if (auto* sp = qobject_cast<QSpinBox*>(w))
      s.options[key] = sp->value();
    else if (auto* cb = qobject_cast<QComboBox*>(w))
      s.options[key] = cb->currentText().toStdString();
  }
  s.options["players"] = count_->value();
  for (int i = 0; i < count_->value(); ++i) {
    PlayerSpec p;
    p.name = names_[i]->text().trimmed().toStdString();
    p.kind = kinds_[i]->currentData().toString().toStdString();
    if (p.kind == "bot") p.level = "normal";
    s.players.push_back(p);
  }
  const QString seedText = seed_->text().trimmed();
  if (!seedText.isEmpty()) {
    bool ok = false;
    qulonglong v = QLocale().toULongLong(seedText, &ok);
    if (!ok) v = QLocale::c().toULongLong(seedText, &ok);
    if (ok) s.seed = v;
  }
  return s;
}

}  // namespace mizbazi::app

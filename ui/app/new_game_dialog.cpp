#include "ui/app/new_game_dialog.h"

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
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/errors.h"
#include "ui/app/game_catalog.h"
#include "ui/app/language.h"
#include "ui/app/settings.h"
#include "ui/table/refusal_ink.h"

namespace mizbazi::app {

namespace {
constexpr int kMaxSeats = 8;
}  // namespace

QString defaultPlayerName(int seat) {
  return NewGameDialog::tr("Player %1").arg(QLocale().toString(seat + 1));
}

bool isDefaultPlayerName(const QString& name) {
  static const QRegularExpression pattern(QStringLiteral(u"^(Player|بازیکن)\\s+[0-9۰-۹]+$"));
  return pattern.match(name.trimmed()).hasMatch();
}

std::optional<Scenario> NewGameMemory::load(const QString& gameId) {
  const QByteArray text = KeptSettings::newGameChoices(gameId);
  if (text.isEmpty()) return std::nullopt;
  try {
    Scenario s = parseScenario(text.toStdString());
    if (QString::fromStdString(s.game) != gameId) return std::nullopt;
    return s;
  } catch (const InputError&) {
    return std::nullopt;  // an old or hand-edited value: start from the defaults
  }
}

void NewGameMemory::save(const Scenario& scenario) {
  Scenario s = scenario;
  s.seed.reset();
  s.actions.clear();
  KeptSettings::setNewGameChoices(QString::fromStdString(s.game),
                                  QByteArray::fromStdString(scenarioToText(s)));
}

QVector<int> NewGameMemory::loadDevices(const QString& gameId) {
  return KeptSettings::deviceSeats(gameId);
}

void NewGameMemory::saveDevices(const QString& gameId, const QVector<int>& seats) {
  KeptSettings::setDeviceSeats(gameId, seats);
}

NewGameDialog::NewGameDialog(const Game& game, const std::optional<Scenario>& remembered,
                             const QStringList& lastNames, QWidget* parent)
    : QDialog(parent), game_(game) {
  const GameInfo& info = game.info();
  setObjectName("newGameDialog");
  setWindowTitle(tr("New game: %1").arg(GameCatalog::nameOf(QString::fromStdString(info.id))));
  auto* box = new QVBoxLayout(this);

  auto* form = new QFormLayout();
  options_ = std::make_unique<OptionFields>(game, form, this);
  buildCount(form, remembered);
  options_->setPlayers(players());
  if (remembered) options_->apply(remembered->options);
  box->addLayout(form);

  auto* group = new QGroupBox(tr("Seats, in turn order"), this);
  seats_ = new QGridLayout(group);
  seats_->setColumnStretch(1, 1);  // the names take the room the row has
  box->addWidget(group);
  buildSeats(remembered, lastNames);
  buildAdvanced(box);

  error_ = new QLabel(this);
  error_->setObjectName("error");
  error_->setTextFormat(Qt::PlainText);
  error_->setPalette(ui::refusalPalette(error_->palette()));  // red, as the table's refusals are
  error_->setWordWrap(true);
  box->addWidget(error_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
  buttons->button(QDialogButtonBox::Ok)->setObjectName("start");
  connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
  box->addWidget(buttons);

  // The count first, as the form reads: the keyboard starts there.
  QWidget* previous = count_;
  for (QWidget* editor : options_->editors()) {
    QWidget::setTabOrder(previous, editor);
    previous = editor;
  }
  QWidget::setTabOrder(previous, names_.first());
  count_->setFocus();

  connect(count_, &QComboBox::currentIndexChanged, this, [this]() {
    options_->setPlayers(players());
    options_->clearRefusals();
    countRefusal_->hide();
    updateSeats();
  });
  updateSeats();
}

// The counts the game takes, each with what it means where the count decides an option
// ("1 — Solo game"). The first time, the count nearest three (a table of friends); then the last.
void NewGameDialog::buildCount(QFormLayout* form, const std::optional<Scenario>& remembered) {
  count_ = new QComboBox(this);
  count_->setObjectName("playerCount");
  for (int n : game_.playerCounts()) {
    if (n > kMaxSeats) continue;
    QString text = QLocale().toString(n);
    const QStringList meaning = options_->meaningOf(n);
    if (!meaning.isEmpty()) text += QStringLiteral(" — ") + meaning.join(QStringLiteral("، "));
    count_->addItem(text, n);
  }
  int best = 0;
  for (int i = 1; i < count_->count(); ++i) {
    if (std::abs(count_->itemData(i).toInt() - 3) < std::abs(count_->itemData(best).toInt() - 3))
      best = i;
  }
  if (remembered && !remembered->players.empty()) {
    const int i = count_->findData(static_cast<int>(remembered->players.size()));
    if (i >= 0) best = i;  // a count the game no longer takes: the default
  }
  count_->setCurrentIndex(best);
  auto* label = new QLabel(tr("Players:"), this);
  label->setBuddy(count_);
  form->insertRow(0, label, count_);
  countRefusal_ = new QLabel(this);
  countRefusal_->setObjectName("refusal-players");
  countRefusal_->setTextFormat(Qt::PlainText);
  countRefusal_->setWordWrap(true);
  countRefusal_->setPalette(ui::refusalPalette(countRefusal_->palette()));
  countRefusal_->hide();
  form->insertRow(1, QString(), countRefusal_);
}

// One row per seat: its name, person or computer, and the computer's level. Remembered seats come
// back as they were; the first time, one person and the rest computers at normal level.
void NewGameDialog::buildSeats(const std::optional<Scenario>& remembered,
                               const QStringList& lastNames) {
  QWidget* group = seats_->parentWidget();
  const QVector<int> devices = NewGameMemory::loadDevices(QString::fromStdString(game_.info().id));
  for (int i = 0; i < kMaxSeats; ++i) {
    const PlayerSpec* seat = remembered && i < static_cast<int>(remembered->players.size())
                                 ? &remembered->players[i]
                                 : nullptr;
    auto* label = new QLabel(tr("Seat %1").arg(QLocale().toString(i + 1)), group);
    auto* name = new QLineEdit(group);
    name->setObjectName(QString("name%1").arg(i));
    name->setMaxLength(24);
    // Wide enough for a name whatever the count: the grid never squeezes it to a sliver.
    name->setMinimumWidth(name->fontMetrics().averageCharWidth() * 14);
    QString given = seat ? QString::fromStdString(seat->name) : lastNames.value(i);
    if (given.trimmed().isEmpty() || isDefaultPlayerName(given)) given = defaultPlayerName(i);
    name->setText(given);
    auto* kind = new QComboBox(group);
    kind->setObjectName(QString("kind%1").arg(i));
    kind->addItem(tr("Person"), "human");
    kind->addItem(tr("Computer"), "bot");
    // Their hand on their own phone or computer, through the page this app serves: the shared
    // screen shows only the public table for them.
    kind->addItem(tr("Person, on their own device"), "device");
    kind->setItemData(2,
                      tr("This person plays from a phone or another computer on the same "
                         "network; the shared screen never shows their cards"),
                      Qt::ToolTipRole);
    const bool computer = seat ? seat->kind == "bot" : i > 0;
    kind->setCurrentIndex(computer ? 1 : 0);
    if (!computer && devices.contains(i)) kind->setCurrentIndex(2);
    auto* level = new QComboBox(group);
    level->setObjectName(QString("level%1").arg(i));
    level->addItem(tr("Easy"), "easy");
    level->addItem(tr("Normal"), "normal");
    level->addItem(tr("Hard"), "hard");
    level->addItem(tr("Random (for testing)"), "random");
    level->setToolTip(tr("How well this computer player plays"));
    const int rememberedLevel = seat ? level->findData(QString::fromStdString(seat->level)) : -1;
    level->setCurrentIndex(rememberedLevel >= 0 ? rememberedLevel : 1);
    connect(kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
    seats_->addWidget(label, i, 0);
    seats_->addWidget(name, i, 1);
    seats_->addWidget(kind, i, 2);
    seats_->addWidget(level, i, 3);
    seatLabels_.push_back(label);
    names_.push_back(name);
    kinds_.push_back(kind);
    levels_.push_back(level);
  }
}

// The deal number is for teachers who replay a deal: folded away under "Advanced".
void NewGameDialog::buildAdvanced(QLayout* box) {
  advancedToggle_ = new QToolButton(this);
  advancedToggle_->setObjectName("advanced");
  advancedToggle_->setText(tr("Advanced"));
  advancedToggle_->setCheckable(true);
  advancedToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  advancedToggle_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow
                                                                     : Qt::RightArrow);
  advancedToggle_->setAutoRaise(true);
  box->addWidget(advancedToggle_);
  advanced_ = new QWidget(this);
  advanced_->setObjectName("advancedPanel");
  auto* form = new QFormLayout(advanced_);
  seed_ = new QLineEdit(advanced_);
  seed_->setObjectName("seed");
  seed_->setPlaceholderText(tr("random"));
  seed_->setToolTip(
      tr("The same deal number deals the same cards: useful to replay a deal in "
         "class."));
  form->addRow(tr("Deal number (optional):"), seed_);
  advanced_->setVisible(false);
  box->addWidget(advanced_);
  connect(advancedToggle_, &QToolButton::toggled, this, [this](bool open) {
    advanced_->setVisible(open);
    advancedToggle_->setArrowType(open                                   ? Qt::DownArrow
                                  : layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow
                                                                         : Qt::RightArrow);
    adjustSize();
  });
}

void NewGameDialog::setPlayers(int count) {
  const int i = count_->findData(count);
  if (i >= 0) count_->setCurrentIndex(i);
}

int NewGameDialog::players() const {
  return count_->currentData().toInt();
}

void NewGameDialog::setComputer(int seat, bool computer) {
  if (seat >= 0 && seat < kinds_.size()) kinds_[seat]->setCurrentIndex(computer ? 1 : 0);
}

void NewGameDialog::setOnDevice(int seat, bool device) {
  if (seat >= 0 && seat < kinds_.size()) kinds_[seat]->setCurrentIndex(device ? 2 : 0);
}

QVector<int> NewGameDialog::deviceSeats() const {
  QVector<int> out;
  for (int i = 0; i < players(); ++i)
    if (kinds_[i]->currentData().toString() == QLatin1String("device")) out << i;
  return out;
}

void NewGameDialog::setLevel(int seat, const QString& level) {
  if (seat >= 0 && seat < levels_.size())
    levels_[seat]->setCurrentIndex(levels_[seat]->findData(level));
}

void NewGameDialog::updateSeats() {
  for (int i = 0; i < kMaxSeats; ++i) {
    const bool on = i < players();
    seatLabels_[i]->setVisible(on);
    names_[i]->setVisible(on);
    kinds_[i]->setVisible(on);
    // A level belongs to a computer seat only; a person's row keeps the column empty.
    levels_[i]->setVisible(on && kinds_[i]->currentData().toString() == "bot");
  }
}

QStringList NewGameDialog::names() const {
  QStringList out;
  for (int i = 0; i < players(); ++i) out << names_[i]->text().trimmed();
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
      advancedToggle_->setChecked(true);
      error_->setText(tr("The deal number must be a whole number, or left empty."));
      return;
    }
  }
  for (const QString& n : names()) {
    if (n.isEmpty()) {
      error_->setText(tr("Every seat needs a name."));
      return;
    }
  }
  if (!gameAccepts()) return;
  QDialog::accept();
}

bool NewGameDialog::gameAccepts() {
  options_->clearRefusals();
  countRefusal_->hide();
  error_->clear();
  Scenario s = scenario();
  s.seed = s.seed.value_or(1);
  try {
    resolveConfig(s, game_);
    return true;
  } catch (const InputError& e) {
    // The engine's sentence is for the command line: the dialog says it in its own words, next
    // to the field it is about.
    const QString where = QString::fromStdString(e.where());
    const QString key = where.section('.', 1, 1);
    const QString refusal = tr("Not accepted with %Ln player(s).", nullptr, players()) +
                            QLatin1Char(' ') + options_->allowedText(key);
    if (where.startsWith(QLatin1String("options.")) && key != QLatin1String("players") &&
        options_->showRefusal(key, refusal.trimmed()))
      return false;
    if (where == QLatin1String("players") || key == QLatin1String("players")) {
      countRefusal_->setText(
          tr("%1 cannot be played with %Ln player(s).", nullptr, players())
              .arg(GameCatalog::nameOf(QString::fromStdString(game_.info().id))));
      countRefusal_->show();
      count_->setFocus();
      return false;
    }
    error_->setText(tr("This game cannot start as it is set up. Change a setting and try again."));
    return false;
  }
}

Scenario NewGameDialog::scenario() const {
  Scenario s;
  s.game = game_.info().id;
  s.options = options_->values();
  s.options["players"] = players();
  for (int i = 0; i < players(); ++i) {
    PlayerSpec p;
    p.name = names_[i]->text().trimmed().toStdString();
    p.kind = kinds_[i]->currentData().toString().toStdString();
    if (p.kind == "device")
      p.kind = "human";  // a person; where they play is the host's (deviceSeats)
    if (p.kind == "bot") p.level = levels_[i]->currentData().toString().toStdString();
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

#include "ui/app/statistics_store.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtDebug>
#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <tuple>

#include "core/file_io.h"
#include "core/game.h"
#include "core/game_record.h"
#include "ui/app/autosave.h"
#include "ui/table/outside_text.h"

namespace mizbazi::app {

namespace {

constexpr char kFormat[] = "mizbazi-statistics";
constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;
constexpr int kMaxGames = 64;
constexpr int kMaxRows = 200;  // per game
constexpr int kMaxName = 100;  // characters
constexpr qint64 kMaxCount = 1'000'000'000;
constexpr qint64 kMaxScore = 1'000'000'000;
// Totals are read through JSON doubles: beyond 2^53 they would no longer be exact.
constexpr qint64 kMaxTotal = qint64(1) << 53;

// Whole numbers in [lo, hi] only: a double with a fraction, NaN, infinity, a string or a bool is
// not a count.
bool readInteger(const QJsonValue& v, qint64 lo, qint64 hi, qint64* out) {
  if (!v.isDouble()) return false;
  const double d = v.toDouble();
  if (!std::isfinite(d) || d != std::floor(d) || d < double(lo) || d > double(hi)) return false;
  *out = static_cast<qint64>(d);
  return true;
}

bool validGameId(const QString& id) {
  static const QRegularExpression re("^[a-z0-9][a-z0-9-]{0,39}$");
  return re.match(id).hasMatch();
}

bool validLevel(const QString& level) {
  static const QRegularExpression re("^[a-z]{1,20}$");
  return re.match(level).hasMatch();
}

bool validFingerprint(const QString& f) {
  static const QRegularExpression re("^[0-9a-f]{40}$");
  return re.match(f).hasMatch();
}

// The same person however the name was typed: surrounding and doubled spaces, letter case, bidi
// marks and zero-width joiners, Arabic ي/ى/ك for Persian ی/ک, and Persian or Arabic digits.
QString foldName(const QString& name) {
  QString out;
  out.reserve(name.size());
  for (QChar c : name.simplified()) {
    const char16_t u = c.unicode();
    if (u == 0x200C || u == 0x200D || u == 0x200E || u == 0x200F || (u >= 0x2066 && u <= 0x2069))
      continue;
    if (u == 0x064A || u == 0x0649) {
      out += QChar(0x06CC);
    } else if (u == 0x0643) {
      out += QChar(0x06A9);
    } else if (u >= 0x06F0 && u <= 0x06F9) {
      out += QChar('0' + (u - 0x06F0));
    } else if (u >= 0x0660 && u <= 0x0669) {
      out += QChar('0' + (u - 0x0660));
    } else {
      out += c;
    }
  }
  return out.toCaseFolded();
}

QString cleanName(const QString& name) {
  return name.simplified().left(kMaxName);
}

// Reads one row; on failure says why and returns false.
bool readRow(const QJsonValue& value, PlayerRecord* row, QString* why) {
  if (!value.isObject()) {
    *why = "not an object";
    return false;
  }
  const QJsonObject o = value.toObject();
  const QJsonValue computer = o.value("computer");
  if (!computer.isBool()) {
    *why = "computer: not true or false";
    return false;
  }
  row->computer = computer.toBool();
  if (row->computer) {
    row->level = o.value("level").toString();
    if (!validLevel(row->level)) {
      *why = "level: not a level";
      return false;
    }
  } else {
    if (!o.value("name").isString()) {
      *why = "name: not a string";
      return false;
    }
    row->name = o.value("name").toString();
    if (row->name.size() > kMaxName || cleanName(row->name).isEmpty()) {
      *why = "name: empty or too long";
      return false;
    }
    row->name = cleanName(row->name);
  }
  qint64 best = 0;
  if (!readInteger(o.value("played"), 1, kMaxCount, &row->played) ||
      !readInteger(o.value("won"), 0, row->played, &row->won) ||
      !readInteger(o.value("best"), -kMaxScore, kMaxScore, &best) ||
      !readInteger(o.value("total"), -kMaxTotal, kMaxTotal, &row->total)) {
    *why = "played, won, best or total: not a whole number in range";
    return false;
  }
  row->best = static_cast<int>(best);
  if (o.contains("hints") && !readInteger(o.value("hints"), 0, kMaxCount, &row->hints)) {
    *why = "hints: not a whole number in range";
    return false;
  }
  const QJsonValue recent = o.value("recent");
  if (!recent.isArray()) {
    *why = "recent: not a list";
    return false;
  }
  const QJsonArray list = recent.toArray();
  if (list.size() > StatisticsStore::kRecent || list.size() > row->played) {
    *why = "recent: more results than kept or played";
    return false;
  }
  for (const QJsonValue& r : list) {
    qint64 score = 0;
    const QJsonObject ro = r.toObject();
    if (!r.isObject() || !readInteger(ro.value("score"), -kMaxScore, kMaxScore, &score) ||
        !ro.value("won").isBool() || score > row->best) {
      *why = "recent: a result that is not a score and a win, or above the best";
      return false;
    }
    row->recent.push_back({static_cast<int>(score), ro.value("won").toBool()});
  }
  row->key = StatisticsStore::keyOf(SeatResult{row->name, row->computer, row->level, 0, false});
  return true;
}

QJsonObject writeRow(const PlayerRecord& row) {
  QJsonObject o;
  if (row.computer) {
    o["computer"] = true;
    o["level"] = row.level;
  } else {
    o["computer"] = false;
    o["name"] = row.name;
  }
  o["played"] = double(row.played);
  o["won"] = double(row.won);
  o["best"] = row.best;
  o["total"] = double(row.total);
  o["hints"] = double(row.hints);
  QJsonArray recent;
  for (const auto& r : row.recent) recent.append(QJsonObject{{"score", r.score}, {"won", r.won}});
  o["recent"] = recent;
  return o;
}

}  // namespace

FinishedGame finishedGameOf(const GameRecord& record) {
  FinishedGame out;
  const State& state = record.state();
  out.gameId = QString::fromStdString(record.game().info().id);
  const std::vector<PlayerSpec> players = record.players();
  const std::vector<int> scores = state.scores();
  const std::vector<int> winners = state.winners();
  // Seats of a team share its score when the game scores teams, not seats.
  std::vector<int> teamOf(players.size(), -1);
  try {
    const Json observation = observationJson(state, -1);
    if (observation.contains("teams") && observation["teams"].is_array() &&
        observation["teams"].size() == scores.size()) {
      const Json& teams = observation["teams"];
      for (std::size_t t = 0; t < teams.size(); ++t) {
        if (!teams[t].is_array()) continue;
        for (const Json& seat : teams[t]) {
          if (seat.is_number_integer() && seat.get<long long>() >= 0 &&
              seat.get<long long>() < static_cast<long long>(teamOf.size())) {
            teamOf[seat.get<std::size_t>()] = static_cast<int>(t);
          }
        }
      }
    }
  } catch (const std::exception& e) {
    qWarning("statistics: the observation could not be read (%s); seats keep their own scores",
             e.what());
  }
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    SeatResult r;
    const PlayerSpec& p = players[seat];
    r.computer = p.kind == "bot";
    r.level = r.computer ? QString::fromStdString(p.level.empty() ? "normal" : p.level) : QString();
    r.name = QString::fromStdString(p.name);
    const std::size_t column = teamOf[seat] >= 0 ? std::size_t(teamOf[seat]) : seat;
    r.score = column < scores.size() ? scores[column] : 0;
    r.won = std::find(winners.begin(), winners.end(), int(seat)) != winners.end();
    out.seats.push_back(r);
  }
  // The deal: game, seed, every option (sorted, so the order they were written in does not
  // matter), setup and seats. Not the moves: finishing the same deal again is not a new game.
  nlohmann::json deal;
  deal["game"] = record.game().info().id;
  deal["seed"] = record.config().seed;
  deal["options"] = nlohmann::json::parse(record.config().options.dump());
  deal["setup"] = nlohmann::json::parse(record.config().setup.dump());
  for (const PlayerSpec& p : players) deal["seats"].push_back({p.name, p.kind, p.level});
  out.fingerprint = QString::fromLatin1(
      QCryptographicHash::hash(QByteArray::fromStdString(deal.dump()), QCryptographicHash::Sha1)
          .toHex());
  return out;
}

StatisticsStore::StatisticsStore(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
  // A write the app was killed in the middle of (see Autosave::removeStaleTemporaries).
  removeStaleFiles(directory_, R"(^statistics\.json\.tmp-[A-Za-z0-9]{6}$)",
                   Autosave::kStaleTemporarySeconds);
  load();
}

QString StatisticsStore::path() const {
  return QDir(directory_).filePath("statistics.json");
}

std::unique_ptr<QLockFile> StatisticsStore::lockFile() const {
  // Two windows (or two copies of the program) finishing a game at the same moment: each reads,
  // adds and writes in turn. A lock that cannot be had soon is not waited for: recording the game
  // matters more than the rare race.
  QDir().mkpath(directory_);
  auto lock = std::make_unique<QLockFile>(path() + ".lock");
  lock->setStaleLockTime(10000);
  if (!lock->tryLock(2000)) {
    qWarning("statistics: %s is locked; writing without the lock", qUtf8Printable(path()));
  }
  return lock;
}

QString StatisticsStore::keyOf(const SeatResult& seat) {
  return seat.computer ? "computer:" + seat.level : "person:" + foldName(cleanName(seat.name));
}

void StatisticsStore::load() {
  readFile();
  // Games the disk refused last time are still ours: they are written with the next one.
  for (const FinishedGame& game : unsaved_) apply(game);
}

void StatisticsStore::readFile() {
  QFile file(path());
  if (!file.exists()) {
    games_.clear();
    counted_.clear();
    return;
  }
  // Whatever is wrong with the whole file, it is set aside (kept for the curious, never read
  // again) and the statistics start afresh.
  auto setAside = [&](const QString& why) {
    games_.clear();
    counted_.clear();
    const QString aside =
        QDir(directory_)
            .filePath(QString("statistics.damaged-%1.json")
                          .arg(QDateTime::currentDateTime().toString("yyyyMMdd-hhmmss-zzz")));
    file.close();
    const bool moved = QFile::rename(path(), aside);
    qWarning("statistics: %s: %s; %s", qUtf8Printable(path()), qUtf8Printable(why),
             moved ? qUtf8Printable("set aside as " + aside + ", starting afresh")
                   : "ignored (it could not be moved aside)");
  };
  if (file.size() > kMaxFileBytes) return setAside("too large to be ours");
  if (!file.open(QIODevice::ReadOnly)) {
    // Not a judgement on its content: what was read last stays, and is what the next game writes.
    qWarning("statistics: %s: %s; what was read before is kept", qUtf8Printable(path()),
             qUtf8Printable(file.errorString()));
    return;
  }
  const QByteArray bytes = file.read(kMaxFileBytes);
  if (file.error() != QFileDevice::NoError) {
    qWarning("statistics: %s: %s; what was read before is kept", qUtf8Printable(path()),
             qUtf8Printable(file.errorString()));
    return;
  }
  QJsonParseError error{};
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
  if (error.error != QJsonParseError::NoError) {
    return setAside(QString("not JSON at byte %1 (%2)").arg(error.offset).arg(error.errorString()));
  }
  const QJsonObject root = doc.object();
  qint64 version = 0;
  if (!doc.isObject() || root.value("format").toString() != kFormat ||
      !readInteger(root.value("version"), 1, kMaxCount, &version)) {
    return setAside("not a statistics file of Mizbazi");
  }
  if (version != kFormatVersion) {
    return setAside(
        QString("format version %1, this version reads %2").arg(version).arg(kFormatVersion));
  }
  if (!root.value("games").isArray() || !root.value("counted").isArray()) {
    return setAside("games or counted: not a list");
  }
  readContent(root);
}

void StatisticsStore::readContent(const QJsonObject& root) {
  games_.clear();
  counted_.clear();

  // From here on a bad part is skipped and the rest kept; one warning says what was skipped.
  int skipped = 0;
  QString firstWhy;
  auto skip = [&](const QString& where, const QString& why) {
    if (skipped++ == 0) firstWhy = where + ": " + why;
  };
  const QJsonArray counted = root.value("counted").toArray();
  for (int i = std::max<int>(0, counted.size() - kRemembered); i < counted.size(); ++i) {
    const QString f = counted[i].toString();
    if (validFingerprint(f)) {
      counted_ << f;
    } else {
      skip(QString("counted[%1]").arg(i), "not a fingerprint");
    }
  }
  const QJsonArray games = root.value("games").toArray();
  for (int g = 0; g < games.size(); ++g) {
    const QString where = QString("games[%1]").arg(g);
    const QJsonObject o = games[g].toObject();
    const QString id = o.value("game").toString();
    if (!games[g].isObject() || !validGameId(id) || !o.value("players").isArray()) {
      skip(where, "not a game with a list of players");
      continue;
    }
    if (games_.size() >= kMaxGames) {
      skip(where, "too many games");
      continue;
    }
    if (std::any_of(games_.begin(), games_.end(),
                    [&](const GameRows& r) { return r.gameId == id; })) {
      skip(where, "the same game twice");
      continue;
    }
    GameRows rows{id, {}};
    const QJsonArray players = o.value("players").toArray();
    for (int p = 0; p < players.size(); ++p) {
      const QString at = QString("%1.players[%2]").arg(where).arg(p);
      PlayerRecord row;
      QString why;
      if (rows.rows.size() >= kMaxRows) {
        skip(at, "too many players");
      } else if (!readRow(players[p], &row, &why)) {
        skip(at, why);
      } else if (std::any_of(rows.rows.begin(), rows.rows.end(),
                             [&](const PlayerRecord& r) { return r.key == row.key; })) {
        skip(at, "the same player twice");
      } else {
        rows.rows.push_back(row);
      }
    }
    games_.push_back(rows);
  }
  if (skipped > 0) {
    qWarning("statistics: %s: %d damaged part(s) ignored, the first %s", qUtf8Printable(path()),
             skipped, qUtf8Printable(firstWhy));
  }
}

QStringList StatisticsStore::games() const {
  QStringList out;
  for (const auto& g : games_) {
    if (!g.rows.isEmpty()) out << g.gameId;
  }
  return out;
}

QVector<PlayerRecord> StatisticsStore::players(const QString& gameId) const {
  for (const auto& g : games_) {
    if (g.gameId != gameId) continue;
    QVector<PlayerRecord> rows = g.rows;
    std::stable_sort(rows.begin(), rows.end(), [](const PlayerRecord& a, const PlayerRecord& b) {
      if (a.played != b.played) return a.played > b.played;
      if (a.computer != b.computer) return !a.computer;  // people before computers
      return a.key < b.key;
    });
    return rows;
  }
  return {};
}

void StatisticsStore::addSeat(GameRows& game, const SeatResult& seat) {
  const QString key = keyOf(seat);
  auto it = std::find_if(game.rows.begin(), game.rows.end(),
                         [&](const PlayerRecord& r) { return r.key == key; });
  if (it == game.rows.end()) {
    if (game.rows.size() >= kMaxRows) return;  // the file stays readable by us
    PlayerRecord row;
    row.key = key;
    row.computer = seat.computer;
    row.level = seat.level;
    game.rows.push_back(row);
    it = game.rows.end() - 1;
  }
  const int score = static_cast<int>(std::clamp<qint64>(seat.score, -kMaxScore, kMaxScore));
  if (!seat.computer) it->name = cleanName(seat.name);  // the latest spelling is shown
  it->best = it->played == 0 ? score : std::max(it->best, score);
  it->played = std::min(it->played + 1, kMaxCount);
  it->won = std::min(it->won + (seat.won ? 1 : 0), it->played);
  it->total = std::clamp(it->total + score, -kMaxTotal, kMaxTotal);
  it->hints = std::clamp<qint64>(it->hints + std::max(0, seat.hints), 0, kMaxCount);
  it->recent.push_back({score, seat.won});
  while (it->recent.size() > kRecent) it->recent.removeFirst();
}

bool StatisticsStore::apply(const FinishedGame& game) {
  if (!validGameId(game.gameId) || game.seats.isEmpty()) return false;
  if (!game.fingerprint.isEmpty() && counted_.contains(game.fingerprint)) return false;
  auto it = std::find_if(games_.begin(), games_.end(),
                         [&](const GameRows& g) { return g.gameId == game.gameId; });
  if (it == games_.end()) {
    if (games_.size() >= kMaxGames) return false;
    games_.push_back({game.gameId, {}});
    it = games_.end() - 1;
  }
  // Seats that fall on one row (three normal computers) count once, with their best result.
  std::map<QString, SeatResult> best;
  QStringList order;
  for (const SeatResult& seat : game.seats) {
    if (!seat.computer && cleanName(seat.name).isEmpty()) continue;
    if (seat.computer && !validLevel(seat.level)) continue;
    const QString key = keyOf(seat);
    auto found = best.find(key);
    if (found == best.end()) {
      best.emplace(key, seat);
      order << key;
    } else if (std::tie(seat.won, seat.score) > std::tie(found->second.won, found->second.score)) {
      found->second = seat;
    }
  }
  for (const QString& key : order) addSeat(*it, best.at(key));
  if (!game.fingerprint.isEmpty()) {
    counted_ << game.fingerprint;
    while (counted_.size() > kRemembered) counted_.removeFirst();
  }
  return true;
}

StatisticsStore::Outcome StatisticsStore::record(const FinishedGame& game, QString* error) {
  const auto lock = lockFile();
  load();  // another window may have recorded a game since
  if (!validGameId(game.gameId) || game.seats.isEmpty()) return Outcome::kIgnored;
  if (!apply(game)) return Outcome::kAlreadyCounted;
  unsaved_ << game;
  const QString why = save();
  if (error) *error = why;
  if (!why.isEmpty()) return Outcome::kNotWritten;
  unsaved_.clear();
  return Outcome::kRecorded;
}

QString StatisticsStore::reset(const QString& gameId) {
  const auto lock = lockFile();
  unsaved_.erase(std::remove_if(unsaved_.begin(), unsaved_.end(),
                                [&](const FinishedGame& g) { return g.gameId == gameId; }),
                 unsaved_.end());
  load();
  games_.erase(std::remove_if(games_.begin(), games_.end(),
                              [&](const GameRows& g) { return g.gameId == gameId; }),
               games_.end());
  // The deals stay counted: a reset does not let an old game count again.
  return save();
}

QString StatisticsStore::resetAll() {
  const auto lock = lockFile();
  unsaved_.clear();
  load();
  games_.clear();
  return save();
}

QString StatisticsStore::save() const {
  QJsonObject root;
  root["format"] = kFormat;
  root["version"] = kFormatVersion;
  QJsonArray games;
  for (const auto& g : games_) {
    if (g.rows.isEmpty()) continue;
    QJsonArray players;
    for (const auto& row : g.rows) players.append(writeRow(row));
    games.append(QJsonObject{{"game", g.gameId}, {"players", players}});
  }
  root["games"] = games;
  root["counted"] = QJsonArray::fromStringList(counted_);
  const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);

  // The program's one atomic writer (core/file_io.h): every write, the sync to disk and the rename
  // are checked, and on any failure the old file is left exactly as it was. (QSaveFile on Qt 6.4
  // ignores a failed sync and can rename a short file over a good one when the disk is full.)
  if (!QDir().mkpath(directory_)) {
    return QCoreApplication::translate("StatisticsStore", "cannot create the folder %1")
        .arg(ui::outsidePath(directory_));
  }
  const auto failure =
      writeFileSafely(QFile::encodeName(path()).toStdString(), bytes.toStdString());
  return failure ? writeFailureText(*failure) : QString();  // in the player's language
}

}  // namespace mizbazi::app

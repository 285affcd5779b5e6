// The statistics store: its arithmetic, the last 20 results, one count per deal, atomic writing and
// reading back, and damaged files that are set aside or skipped without a crash.
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <unistd.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "statistics_test_support.h"
#include "ui/app/statistics_store.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using app::PlayerRecord;
using app::RecentResult;
using app::StatisticsStore;

namespace {

const PlayerRecord* row(const QVector<PlayerRecord>& rows, const QString& key) {
  for (const auto& r : rows) {
    if (r.key == key) return &r;
  }
  return nullptr;
}

TEST(StatisticsStore, CountsPlayedWonBestAndAverage) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  const int scores[] = {10, 35, -6, 20};
  const bool wins[] = {false, true, false, true};
  for (int i = 0; i < 4; ++i) {
    ASSERT_EQ(store.record(finished("zirkhaki", {person("Sara", scores[i], wins[i]),
                                                 person("Ali", 100 - scores[i], !wins[i])})),
              StatisticsStore::Outcome::kRecorded);
  }
  // Read back from the file by a new store: what is counted is what was written.
  StatisticsStore again(dir.path());
  const auto rows = again.players("zirkhaki");
  ASSERT_EQ(rows.size(), 2);
  const PlayerRecord* sara = row(rows, "person:sara");
  ASSERT_NE(sara, nullptr);
  EXPECT_EQ(sara->name, "Sara");
  EXPECT_EQ(sara->played, 4);
  EXPECT_EQ(sara->won, 2);
  EXPECT_EQ(sara->best, 35);
  EXPECT_DOUBLE_EQ(sara->average(), (10 + 35 - 6 + 20) / 4.0);
  EXPECT_DOUBLE_EQ(sara->winPercent(), 50.0);
  EXPECT_EQ(sara->recent,
            (QVector<RecentResult>{{10, false}, {35, true}, {-6, false}, {20, true}}));
  const PlayerRecord* ali = row(rows, "person:ali");
  ASSERT_NE(ali, nullptr);
  EXPECT_EQ(ali->best, 106);
  EXPECT_EQ(ali->won, 2);
  EXPECT_TRUE(again.players("rivals").isEmpty());
  EXPECT_EQ(again.games(), QStringList{"zirkhaki"});
}

TEST(StatisticsStore, BestOfOnlyLossesIsTheLeastBadScore) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  store.record(finished("rivals", {person("Sara", -30, false)}));
  store.record(finished("rivals", {person("Sara", -12, false)}));
  const auto rows = store.players("rivals");
  ASSERT_EQ(rows.size(), 1);
  EXPECT_EQ(rows[0].best, -12);  // not 0: a best must be a score that was made
  EXPECT_EQ(rows[0].won, 0);
}

TEST(StatisticsStore, KeepsTheLastTwentyResultsInOrder) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  for (int i = 1; i <= 25; ++i) store.record(finished("zirkhaki", {person("Sara", i, i % 5 == 0)}));
  const PlayerRecord r = StatisticsStore(dir.path()).players("zirkhaki").value(0);
  EXPECT_EQ(r.played, 25);
  EXPECT_EQ(r.won, 5);
  EXPECT_EQ(r.best, 25);
  EXPECT_DOUBLE_EQ(r.average(), 13.0);
  ASSERT_EQ(r.recent.size(), StatisticsStore::kRecent);
  for (int i = 0; i < r.recent.size(); ++i) {
    EXPECT_EQ(r.recent[i].score, 6 + i) << i;  // 6..25: the oldest five dropped
    EXPECT_EQ(r.recent[i].won, (6 + i) % 5 == 0) << i;
  }
}

TEST(StatisticsStore, ADealCountsOnce) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 10, true)}, 7)),
            StatisticsStore::Outcome::kRecorded);
  // The same deal finished again (after an undo, differently) is not a second game.
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 50, false)}, 7)),
            StatisticsStore::Outcome::kAlreadyCounted);
  // Nor after the program restarted.
  StatisticsStore later(dir.path());
  EXPECT_TRUE(later.counted(finished("x", {}, 7).fingerprint));
  EXPECT_EQ(later.record(finished("zirkhaki", {person("Sara", 50, false)}, 7)),
            StatisticsStore::Outcome::kAlreadyCounted);
  const auto rows = later.players("zirkhaki");
  ASSERT_EQ(rows.size(), 1);
  EXPECT_EQ(rows[0].played, 1);
  EXPECT_EQ(rows[0].best, 10);
  EXPECT_EQ(rows[0].won, 1);
  // A new deal counts.
  EXPECT_EQ(later.record(finished("zirkhaki", {person("Sara", 50, false)}, 8)),
            StatisticsStore::Outcome::kRecorded);
  EXPECT_EQ(later.players("zirkhaki")[0].played, 2);
}

TEST(StatisticsStore, ComputersAreRecordedByLevelOncePerGame) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  // Three normal computers at one table: one row, one game, its best seat.
  store.record(finished("zirkhaki", {person("Sara", 40, false), computer("normal", 12, false),
                                     computer("normal", 55, true), computer("normal", 70, false),
                                     computer("hard", 3, false)}));
  const auto rows = store.players("zirkhaki");
  ASSERT_EQ(rows.size(), 3);
  const PlayerRecord* normal = row(rows, "computer:normal");
  ASSERT_NE(normal, nullptr);
  EXPECT_TRUE(normal->computer);
  EXPECT_EQ(normal->played, 1);
  EXPECT_EQ(normal->won, 1);
  EXPECT_EQ(normal->recent, (QVector<RecentResult>{{55, true}}));  // the winning seat
  const PlayerRecord* hard = row(rows, "computer:hard");
  ASSERT_NE(hard, nullptr);
  EXPECT_EQ(hard->best, 3);
  // A person called like a computer's key is still a person.
  store.record(finished("zirkhaki", {person("computer:normal", 1, false)}));
  const auto after = store.players("zirkhaki");
  ASSERT_NE(row(after, "computer:normal"), nullptr);
  EXPECT_EQ(row(after, "computer:normal")->played, 1);
  EXPECT_NE(row(after, "person:computer:normal"), nullptr);
}

TEST(StatisticsStore, ANameTypedDifferentlyIsTheSamePerson) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  // Arabic yeh and kaf, doubled spaces, letter case, Persian digits.
  store.record(finished("zirkhaki", {person(QString::fromUtf8("علي  كاظمي"), 5, false)}));
  store.record(finished("zirkhaki", {person(QString::fromUtf8(" علی کاظمی"), 9, true)}));
  store.record(finished("zirkhaki", {person("SARA 2", 1, false)}));
  store.record(finished("zirkhaki", {person(QString::fromUtf8("sara ۲"), 2, false)}));
  const auto rows = store.players("zirkhaki");
  ASSERT_EQ(rows.size(), 2);
  EXPECT_EQ(rows[0].played, 2);
  EXPECT_EQ(rows[1].played, 2);
  // The latest spelling is the one shown.
  QStringList names{rows[0].name, rows[1].name};
  names.sort();
  EXPECT_EQ(names, (QStringList{QString::fromUtf8("sara ۲"), QString::fromUtf8("علی کاظمی")}));
}

TEST(StatisticsStore, WritesACompleteFileAtomicallyAndLeavesNothingBehind) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path() + "/deeper/folder");
  ASSERT_EQ(store.record(finished("zirkhaki", {person("Sara", 10, true)})),
            StatisticsStore::Outcome::kRecorded);
  const QByteArray bytes = readAll(store.path());
  QJsonParseError error{};
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
  ASSERT_EQ(error.error, QJsonParseError::NoError) << bytes.toStdString();
  EXPECT_EQ(doc.object().value("format").toString(), "mizbazi-statistics");
  EXPECT_EQ(doc.object().value("version").toInt(), StatisticsStore::kFormatVersion);
  // Only the file itself: no temporary file left beside it.
  EXPECT_EQ(QDir(dir.path() + "/deeper/folder").entryList(QDir::Files | QDir::Hidden),
            QStringList{"statistics.json"});
}

TEST(StatisticsStore, AGameTheDiskRefusedIsWrittenWithTheNextOne) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  ASSERT_EQ(store.record(finished("zirkhaki", {person("Sara", 10, true)})),
            StatisticsStore::Outcome::kRecorded);
  const QByteArray before = readAll(store.path());
  // The file's place taken by a folder: no write can succeed (even as root).
  ASSERT_TRUE(QFile::rename(store.path(), dir.path() + "/kept.json"));
  ASSERT_TRUE(QDir().mkpath(store.path()));
  QString error;
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 20, false)}), &error),
            StatisticsStore::Outcome::kNotWritten);
  EXPECT_FALSE(error.isEmpty());
  EXPECT_EQ(store.players("zirkhaki").value(0).played, 2);  // still counted in memory
  // The disk recovers: the next game writes both.
  ASSERT_TRUE(QDir(store.path()).removeRecursively());
  ASSERT_TRUE(QFile::rename(dir.path() + "/kept.json", store.path()));
  EXPECT_EQ(readAll(store.path()), before);
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 30, false)})),
            StatisticsStore::Outcome::kRecorded);
  const PlayerRecord r = StatisticsStore(dir.path()).players("zirkhaki").value(0);
  EXPECT_EQ(r.played, 3);
  EXPECT_EQ(r.recent, (QVector<RecentResult>{{10, true}, {20, false}, {30, false}}));
}

// A real full disk: a 64 KiB tmpfs (needs root, else skipped with a message).
TEST(StatisticsStore, AFullDiskKeepsTheOldFileAndTheGameIsWrittenLater) {
  uiApp("fa");
  QTemporaryDir dir;
  if (geteuid() != 0 ||
      ::mount("tmpfs", dir.path().toUtf8().constData(), "tmpfs", 0, "size=64k") != 0) {
    GTEST_SKIP() << "needs root to mount a small tmpfs";
  }
  struct Unmount {
    QString path;
    ~Unmount() { ::umount2(path.toUtf8().constData(), MNT_DETACH); }
  } unmount{dir.path()};
  StatisticsStore store(dir.path());
  ASSERT_EQ(store.record(finished("zirkhaki", {person("Sara", 10, true)})),
            StatisticsStore::Outcome::kRecorded);
  const QByteArray before = readAll(store.path());
  ASSERT_FALSE(before.isEmpty());
  {
    QFile filler(dir.filePath("filler"));
    ASSERT_TRUE(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size()) {
    }
  }
  QString error;
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 20, false)}), &error),
            StatisticsStore::Outcome::kNotWritten);
  EXPECT_FALSE(error.isEmpty());
  EXPECT_EQ(readAll(store.path()), before);  // the good file, whole
  QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
  left.sort();
  EXPECT_EQ(left, (QStringList{"filler", "statistics.json"}));  // no temporary file
  ASSERT_TRUE(QFile::remove(dir.filePath("filler")));
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 30, false)})),
            StatisticsStore::Outcome::kRecorded);
  EXPECT_EQ(StatisticsStore(dir.path()).players("zirkhaki").value(0).played, 3);
}

TEST(StatisticsStore, ResetForgetsOneGameOrAllButDealsStayCounted) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  store.record(finished("zirkhaki", {person("Sara", 10, true)}, 1));
  store.record(finished("rivals", {person("Sara", 10, true)}, 2));
  EXPECT_EQ(store.reset("zirkhaki"), QString());
  EXPECT_EQ(StatisticsStore(dir.path()).games(), QStringList{"rivals"});
  EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 10, true)}, 1)),
            StatisticsStore::Outcome::kAlreadyCounted);
  EXPECT_EQ(store.resetAll(), QString());
  EXPECT_TRUE(StatisticsStore(dir.path()).games().isEmpty());
}

// --- Damaged files -----------------------------------------------------------------------------

// A valid file with one good row of Sara, to be damaged by the tests.
QJsonObject goodFile() {
  QJsonObject sara{{"computer", false},
                   {"name", "Sara"},
                   {"played", 2},
                   {"won", 1},
                   {"best", 30},
                   {"total", 40},
                   {"recent", QJsonArray{QJsonObject{{"score", 10}, {"won", false}},
                                         QJsonObject{{"score", 30}, {"won", true}}}}};
  return QJsonObject{
      {"format", "mizbazi-statistics"},
      {"version", 1},
      {"counted", QJsonArray{QString(40, 'a')}},
      {"games", QJsonArray{QJsonObject{{"game", "zirkhaki"}, {"players", QJsonArray{sara}}}}}};
}

QByteArray withRows(const QJsonArray& extra) {
  QJsonObject root = goodFile();
  QJsonArray games = root["games"].toArray();
  QJsonObject game = games[0].toObject();
  QJsonArray players = game["players"].toArray();
  for (const auto& e : extra) players.append(e);
  game["players"] = players;
  games[0] = game;
  root["games"] = games;
  return QJsonDocument(root).toJson();
}

TEST(StatisticsStore, ReadsTheGoodFileItIsGiven) {
  // The base of the damage tests must itself be read whole, or they would prove nothing.
  uiApp("fa");
  QTemporaryDir dir;
  writeAll(dir.filePath("statistics.json"), QJsonDocument(goodFile()).toJson());
  WarningCatcher warnings;
  StatisticsStore store(dir.path());
  EXPECT_TRUE(warnings.warnings().isEmpty()) << warnings.warnings().join('\n').toStdString();
  const auto rows = store.players("zirkhaki");
  ASSERT_EQ(rows.size(), 1);
  EXPECT_EQ(rows[0].played, 2);
  EXPECT_EQ(rows[0].recent, (QVector<RecentResult>{{10, false}, {30, true}}));
  EXPECT_TRUE(store.counted(QString(40, 'a')));
}

TEST(StatisticsStore, ADamagedFileIsSetAsideWithAWarningAndStatisticsStartAfresh) {
  uiApp("fa");
  const QByteArray good = QJsonDocument(goodFile()).toJson();
  QJsonObject future = goodFile();
  future["version"] = 2;
  QJsonObject other = goodFile();
  other["format"] = "something-else";
  const QList<QPair<const char*, QByteArray>> cases = {
      {"truncated", good.left(good.size() / 2)},
      {"empty", QByteArray()},
      {"binary", QByteArray("\x00\xff\xfe{\x01", 5)},
      {"a list, not an object", "[1, 2, 3]"},
      {"another format", QJsonDocument(other).toJson()},
      {"a newer version", QJsonDocument(future).toJson()},
      {"games not a list",
       R"({"format":"mizbazi-statistics","version":1,"games":{},"counted":[]})"},
      {"a number beyond double", R"({"format":"mizbazi-statistics","version":1e400})"},
      {"nested too deep", QByteArray(100000, '[') + QByteArray(100000, ']')},
  };
  for (const auto& [what, bytes] : cases) {
    SCOPED_TRACE(what);
    QTemporaryDir dir;
    const QString path = dir.filePath("statistics.json");
    writeAll(path, bytes);
    WarningCatcher warnings;
    StatisticsStore store(dir.path());
    EXPECT_TRUE(store.games().isEmpty());
    ASSERT_FALSE(warnings.warnings().isEmpty());
    EXPECT_TRUE(warnings.warnings().join('\n').contains("statistics"))
        << warnings.warnings()[0].toStdString();
    // Kept beside, byte for byte, never deleted.
    const QStringList aside =
        QDir(dir.path()).entryList({"statistics.damaged-*.json"}, QDir::Files);
    ASSERT_EQ(aside.size(), 1);
    EXPECT_EQ(readAll(dir.filePath(aside[0])), bytes);
    // And the next game starts a good file.
    EXPECT_EQ(store.record(finished("zirkhaki", {person("Sara", 5, true)})),
              StatisticsStore::Outcome::kRecorded);
    EXPECT_EQ(StatisticsStore(dir.path()).players("zirkhaki").value(0).played, 1);
  }
}

TEST(StatisticsStore, RowsWithImpossibleValuesAreSkippedAndTheRestKept) {
  uiApp("fa");
  auto rowWith = [](const char* key, const QJsonValue& value) {
    QJsonObject r{{"computer", false}, {"name", "Ali"}, {"played", 3},           {"won", 1},
                  {"best", 9},         {"total", 12},   {"recent", QJsonArray{}}};
    r[key] = value;
    return r;
  };
  QJsonArray manyResults;
  for (int i = 0; i < 10000; ++i) manyResults.append(QJsonObject{{"score", 1}, {"won", false}});
  const QList<QPair<const char*, QJsonValue>> cases = {
      {"played as text", rowWith("played", "3")},
      {"played negative", rowWith("played", -3)},
      {"played fractional", rowWith("played", 2.5)},
      {"played huge", rowWith("played", 1e300)},
      {"won above played", rowWith("won", 4)},
      {"won as a bool", rowWith("won", true)},
      {"best absurd", rowWith("best", -1e20)},
      {"total absurd", rowWith("total", 1e30)},
      {"name a number", rowWith("name", 5)},
      {"name a megabyte", rowWith("name", QString(1 << 20, 'x'))},
      {"name empty", rowWith("name", "   ")},
      {"computer as text", rowWith("computer", "no")},
      {"recent an object", rowWith("recent", QJsonObject{})},
      {"recent too long", rowWith("recent", manyResults)},
      {"recent above best",
       rowWith("recent", QJsonArray{QJsonObject{{"score", 99}, {"won", false}}})},
      {"recent wrong shape", rowWith("recent", QJsonArray{1, 2})},
      {"not an object", QJsonValue("Ali")},
      {"the same player twice", QJsonObject{{"computer", false},
                                            {"name", "SARA"},
                                            {"played", 1},
                                            {"won", 0},
                                            {"best", 0},
                                            {"total", 0},
                                            {"recent", QJsonArray{}}}},
  };
  for (const auto& [what, bad] : cases) {
    SCOPED_TRACE(what);
    QTemporaryDir dir;
    writeAll(dir.filePath("statistics.json"), withRows(QJsonArray{bad}));
    WarningCatcher warnings;
    StatisticsStore store(dir.path());
    EXPECT_EQ(warnings.warnings().size(), 1) << warnings.warnings().join('\n').toStdString();
    const auto rows = store.players("zirkhaki");
    ASSERT_EQ(rows.size(), 1);  // Sara's good row is kept, the bad one is not
    EXPECT_EQ(rows[0].key, "person:sara");
    EXPECT_EQ(rows[0].played, 2);
    EXPECT_TRUE(QDir(dir.path()).entryList({"statistics.damaged-*"}).isEmpty());
  }
}

TEST(StatisticsStore, CountedDealsThatAreNotFingerprintsAreSkipped) {
  uiApp("fa");
  QTemporaryDir dir;
  QJsonObject root = goodFile();
  root["counted"] = QJsonArray{5, QString(40, 'b'), "../../etc", QString(1 << 20, 'c'), true};
  writeAll(dir.filePath("statistics.json"), QJsonDocument(root).toJson());
  WarningCatcher warnings;
  StatisticsStore store(dir.path());
  EXPECT_EQ(warnings.warnings().size(), 1);
  EXPECT_TRUE(store.counted(QString(40, 'b')));
  EXPECT_FALSE(store.counted("../../etc"));
  EXPECT_EQ(store.players("zirkhaki").size(), 1);
  // What is written back holds the good one only.
  store.record(finished("zirkhaki", {person("Sara", 1, true)}));
  const QJsonArray written =
      QJsonDocument::fromJson(readAll(store.path())).object().value("counted").toArray();
  EXPECT_EQ(written.size(), 2);
  EXPECT_EQ(written[0].toString(), QString(40, 'b'));
}

TEST(StatisticsStore, AValidRowNextToTheBadOnesIsReadAsItIs) {
  // The control for the test above: the same row made valid is read (so the skip is the value's).
  uiApp("fa");
  QTemporaryDir dir;
  writeAll(dir.filePath("statistics.json"),
           withRows(QJsonArray{
               QJsonObject{{"computer", true},
                           {"level", "hard"},
                           {"played", 3},
                           {"won", 1},
                           {"best", 9},
                           {"total", 12},
                           {"recent", QJsonArray{QJsonObject{{"score", 9}, {"won", true}}}}}}));
  WarningCatcher warnings;
  StatisticsStore store(dir.path());
  EXPECT_TRUE(warnings.warnings().isEmpty());
  const auto rows = store.players("zirkhaki");
  ASSERT_EQ(rows.size(), 2);
  const PlayerRecord* hard = row(rows, "computer:hard");
  ASSERT_NE(hard, nullptr);
  EXPECT_EQ(hard->played, 3);
  EXPECT_DOUBLE_EQ(hard->average(), 4.0);
}

TEST(StatisticsStore, HostileScoresFromAGameAreClampedNotOverflowed) {
  uiApp("fa");
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  for (int i = 0; i < 3; ++i) {
    store.record(
        finished("zirkhaki", {person("Sara", std::numeric_limits<int>::max(), true),
                              person(QString(5000, 'n'), std::numeric_limits<int>::min(), false)}));
  }
  StatisticsStore again(dir.path());  // what was written is readable again
  const auto rows = again.players("zirkhaki");
  ASSERT_EQ(rows.size(), 2);
  for (const auto& r : rows) {
    EXPECT_EQ(r.played, 3);
    EXPECT_LE(r.name.size(), 100);
    EXPECT_GT(std::abs(r.average()), 1e8);  // clamped, but still the sign and the size
    EXPECT_EQ(r.average() > 0, r.key == "person:sara");
  }
}

// --- From a real finished game -----------------------------------------------------------------

// Deals `game` from `deal` and plays random legal moves drawn from `moves` to its end.
GameRecord playedToTheEnd(const Game& game, std::uint64_t deal, std::uint64_t moves) {
  Scenario s;
  s.game = game.info().id;
  const int players = std::clamp(2, game.info().minPlayers, game.info().maxPlayers);
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    s.players.push_back(
        PlayerSpec{"P" + std::to_string(i), i == 0 ? "human" : "bot", i == 0 ? "" : "easy"});
  }
  s.seed = deal;
  GameRecord record = GameRecord::fromScenario(s);
  Rng rng(moves);
  for (int step = 0; step < 200000 && !record.state().isTerminal(); ++step) {
    const auto legal = record.state().legalActions();
    record.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]);
  }
  return record;
}

TEST(StatisticsStore, AFinishedMatchGivesEachSeatItsScoreOrItsTeamsScore) {
  uiApp("fa");
  registerAllGames();
  ASSERT_FALSE(Registry::instance().all().empty());
  int teamGames = 0;
  for (const Game* game : Registry::instance().all()) {
    SCOPED_TRACE(game->info().id);
    const GameRecord record = playedToTheEnd(*game, 11, 11);
    ASSERT_TRUE(record.state().isTerminal());
    const app::FinishedGame f = app::finishedGameOf(record);
    EXPECT_EQ(f.gameId.toStdString(), game->info().id);
    ASSERT_EQ(f.seats.size(), record.state().numPlayers());
    EXPECT_EQ(f.fingerprint.size(), 40);
    EXPECT_FALSE(f.seats[0].computer);
    EXPECT_TRUE(f.seats[1].computer);
    EXPECT_EQ(f.seats[1].level, "easy");
    const auto scores = record.state().scores();
    const auto winners = record.state().winners();
    const Json obs = observationJson(record.state(), -1);
    if (obs.contains("teams")) {
      ++teamGames;
      ASSERT_EQ(scores.size(), obs["teams"].size());
      for (std::size_t t = 0; t < obs["teams"].size(); ++t) {
        for (int seat : obs["teams"][t]) {
          EXPECT_EQ(f.seats[seat].score, scores[t]) << "seat " << seat;
          EXPECT_EQ(f.seats[seat].won, std::count(winners.begin(), winners.end(), seat) == 1);
        }
      }
    } else {
      for (int seat = 0; seat < f.seats.size(); ++seat) {
        EXPECT_EQ(f.seats[seat].score, scores[seat]);
        EXPECT_EQ(f.seats[seat].won, std::count(winners.begin(), winners.end(), seat) == 1);
      }
    }
    // The same deal finished differently is the same game; another deal is not.
    const GameRecord replayed = playedToTheEnd(*game, 11, 5);
    EXPECT_NE(replayed.actions(), record.actions());
    EXPECT_EQ(app::finishedGameOf(replayed).fingerprint, f.fingerprint);
    EXPECT_NE(app::finishedGameOf(playedToTheEnd(*game, 12, 11)).fingerprint, f.fingerprint);
  }
  if (findGame("sabokbaz")) {
    EXPECT_GT(teamGames, 0);
  }
}

}  // namespace

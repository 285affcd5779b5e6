// The devices' protocol without sockets: who may join, what each device is sent (exactly its
// seat's observation), and that every wrong message is refused with its reason and changes
// nothing. tests/ui/net/device_hostile_test.cpp sends the same kinds of messages over real sockets.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <random>

#include "device_test_support.h"
#include "ui/net/device_session_file.h"
#include "ui/net/join_panel.h"
#include "ui/net/page_words.h"
#include "ui_test_support.h"

namespace mizbazi::testing {
namespace {

std::string codeOf(const Json& error) {
  return error.value("type", std::string()) == "error" ? error.value("code", std::string()) : "";
}

TEST(DeviceHost, JoiningNeedsTheCodeAndGivesTheSeatsObservation) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& d = t.connect();
  t.send(d, {{"type", "join"}, {"code", "654321"}, {"seat", 2}, {"name", "Reza"}});
  EXPECT_EQ(codeOf(d.last()), "wrong-code");
  t.send(d, {{"type", "join"}, {"code", "123456"}});
  ASSERT_EQ(d.last()["type"], "seats");
  EXPECT_EQ(d.last()["seats"].size(), 3u);
  EXPECT_EQ(d.last()["seats"][0]["seat"], 2);
  t.send(d, {{"type", "join"}, {"code", "123456"}, {"seat", 1}, {"name", "Reza"}});
  EXPECT_EQ(codeOf(d.last()), "no-such-seat");  // seat 1 is played on the shared screen
  t.send(d, {{"type", "join"}, {"code", "123456"}, {"seat", 3}, {"name", "Reza"}});
  ASSERT_EQ(d.count("welcome"), 1);
  EXPECT_EQ(d.last()["type"], "view");
  EXPECT_EQ(d.last()["seat"], 3);
  EXPECT_EQ(d.last()["observation"], observationJson(t.controller().state(), 2));
  EXPECT_EQ(d.last()["hand"].size(), 13u);  // a Sabokbaz hand, the seat's own cards
  FakeDevice& other = t.joinSeat(2);
  EXPECT_EQ(codeOf(other.last()), "seat-taken");
}

TEST(DeviceHost, ATokenGivesTheSeatBackAndTheOlderPageLetsGo) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& first = t.joinSeat(1);
  const std::string token = first.received[0]["token"];
  EXPECT_EQ(token.size(), 32u);
  FakeDevice& again = t.connect();
  t.send(again, {{"type", "join"}, {"token", token}});
  EXPECT_EQ(again.received[0]["seat"], 2);
  EXPECT_EQ(again.last()["observation"], observationJson(t.controller().state(), 1));
  EXPECT_EQ(codeOf(first.last()), "replaced");
  EXPECT_TRUE(first.closed);
  FakeDevice& stranger = t.connect();
  t.send(stranger, {{"type", "join"}, {"token", "0123456789abcdef0123456789abcdef"}});
  EXPECT_EQ(codeOf(stranger.last()), "bad-token");
}

TEST(DeviceHost, ASpectatorSeesOnlyThePublicTable) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& s = t.connect();
  t.send(s, {{"type", "join"}, {"code", "123456"}, {"spectator", true}});
  ASSERT_EQ(s.last()["type"], "view");
  EXPECT_EQ(s.last()["observation"], observationJson(t.controller().state(), -1));
  EXPECT_TRUE(s.last()["hand"].empty());
  EXPECT_TRUE(s.last()["moves"].empty());
  t.send(s, {{"type", "act"}, {"ply", 0}, {"move", 0}});
  EXPECT_EQ(codeOf(s.last()), "spectator");
}

// Plays a whole game from the devices, each move a legal one chosen at random by its device; at
// every message each device's observation is the engine's for its seat, and the shared screen
// never shows a device seat's view or waits under a cover for one.
void playWholeGame(const std::string& game, int players, std::uint64_t seed) {
  QVector<int> all;
  for (int s = 0; s < players; ++s) all << s;
  DeviceTable t(game, players, all, seed);
  net::DeviceHost::Limits limits = t.host().limits();
  limits.messagesPerSecond = limits.burst = 1e9;  // a test plays faster than any hand
  t.host().setLimits(limits);
  QVector<FakeDevice*> devices;
  for (int s = 0; s < players; ++s) devices << &t.joinSeat(s);
  t.host().start();
  std::mt19937 rng{unsigned(seed)};
  int moves = 0;
  while (!t.controller().state().isTerminal()) {
    ASSERT_LT(moves++, 5000);
    EXPECT_EQ(t.controller().shownSeat(), -1);
    EXPECT_EQ(t.controller().coverSeat(), -1);
    const int seat = t.controller().state().currentPlayer();
    FakeDevice& d = *devices[seat];
    const Json& view = d.last();
    ASSERT_EQ(view["type"], "view");
    ASSERT_EQ(view["ply"], t.ply());
    ASSERT_TRUE(view["yourTurn"].get<bool>());
    const int n = int(view["moves"].size());
    ASSERT_GT(n, 0);
    ASSERT_EQ(n, int(t.controller().state().legalActions().size()));
    const int pick = int(rng() % unsigned(n));
    const std::size_t before = d.received.size();
    t.send(d, {{"type", "act"}, {"ply", t.ply()}, {"move", pick}});
    ASSERT_GT(d.received.size(), before);
    ASSERT_EQ(d.last()["type"], "view") << d.last().dump();
    for (int s = 0; s < players; ++s) {
      ASSERT_EQ(devices[s]->last()["observation"], observationJson(t.controller().state(), s));
      ASSERT_EQ(devices[s]->last()["ply"], t.ply());
    }
  }
  EXPECT_TRUE(devices[0]->last()["over"].get<bool>());
}

TEST(DeviceHost, DevicesPlayAWholeGameEachSeeingItsOwnObservation) {
  uiApp();
  playWholeGame("zirkhaki", 3, 11);
  playWholeGame("rivals", 2, 12);
  playWholeGame("saboteur-duel", 2, 13);
}

// The shared screen shows a device person's view never, and no other seat's view to them: with
// one person, on a device, and computers, the computers' hands stay hidden; a person on the
// screen who lifted their cover keeps the screen only until a device person's turn (that person
// may be watching it), and gets a cover again at their next turn.
TEST(SharedScreenWithDevices, NobodysHandIsShownToAPersonAtTheirDevice) {
  uiApp();
  ui::TableOptions options;
  options.botDelayMs = 0;
  {
    Scenario s = namedScenario("rivals", 2, true, 31);
    s.players[1].kind = "human";
    s.players[1].level.clear();
    options.remoteSeats = {1};
    ui::TableController c(GameRecord::fromScenario(s), options);
    for (int moves = 0; moves < 30 && !c.state().isTerminal(); ++moves) {
      EXPECT_EQ(c.shownSeat(), -1) << "move " << moves;
      EXPECT_EQ(c.coverSeat(), -1) << "move " << moves;
      const int seat = c.state().currentPlayer();
      if (seat == 1) {
        ASSERT_FALSE(c.submitFor(1, c.state().legalActions().front()));
      } else {
        c.tableIdle();
        ASSERT_TRUE(waitUntil([&] { return !c.botPending(); }));
      }
    }
  }
  {
    Scenario s = namedScenario("sabokbaz", 4, true, 32);
    for (int seat : {0, 1}) {
      s.players[seat].kind = "human";
      s.players[seat].level.clear();
    }
    options.remoteSeats = {1};
    ui::TableController c(GameRecord::fromScenario(s), options);
    bool deviceActed = false;  // the device person played since the person on screen did
    int covers = 0;
    for (int moves = 0; moves < 60 && !c.state().isTerminal(); ++moves) {
      const int seat = c.state().currentPlayer();
      if (seat == 0) {
        if (deviceActed) {
          EXPECT_EQ(c.coverSeat(), 0) << "move " << moves;
          ++covers;
        }
        c.revealCover();
        ASSERT_EQ(c.shownSeat(), 0);
        ASSERT_FALSE(c.submit(c.viewerLegal().front()));
        deviceActed = false;
      } else if (seat == 1) {
        EXPECT_EQ(c.shownSeat(), -1) << "move " << moves;
        ASSERT_FALSE(c.submitFor(1, c.state().legalActions().front()));
        deviceActed = true;
      } else {
        if (deviceActed) {
          EXPECT_EQ(c.shownSeat(), -1) << "move " << moves;
        }
        c.tableIdle();
        ASSERT_TRUE(waitUntil([&] { return !c.botPending(); }));
      }
    }
    EXPECT_GT(covers, 5);
  }
}

TEST(DeviceHost, EveryWrongMessageIsRefusedWithItsReasonAndChangesNothing) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {0, 1, 2, 3}, 5);
  QVector<FakeDevice*> seats;
  for (int s = 0; s < 4; ++s) seats << &t.joinSeat(s);
  FakeDevice& stranger = t.connect();
  t.send(stranger, {{"type", "act"}, {"ply", 0}, {"move", 0}});
  EXPECT_EQ(codeOf(stranger.last()), "not-joined");
  const int current = t.controller().state().currentPlayer();
  FakeDevice& mover = *seats[current];
  FakeDevice& waiter = *seats[(current + 1) % 4];
  t.send(mover, {{"type", "act"}, {"ply", 0}, {"move", 0}});
  EXPECT_EQ(codeOf(mover.last()), "not-started");
  t.host().start();
  const std::string before = stateJson(t.controller().state()).dump();
  struct Case {
    FakeDevice* from;
    Json message;
    std::string code;
  };
  const std::vector<Case> cases = {
      {&waiter, {{"type", "act"}, {"ply", 0}, {"move", 0}}, "not-your-turn"},
      {&waiter, {{"type", "act"}, {"ply", 0}, {"move", 0}, {"seat", current + 1}}, "wrong-seat"},
      {&mover, {{"type", "act"}, {"ply", 7}, {"move", 0}}, "stale"},
      {&mover, {{"type", "act"}, {"ply", 0}, {"move", 999}}, "no-such-move"},
      {&mover, {{"type", "act"}, {"ply", 0}}, "malformed"},
      {&mover, {{"type", "act"}, {"ply", "0"}, {"move", 0}}, "malformed"},
      {&mover, {{"type", "act"}, {"ply", 0}, {"move", -1}}, "malformed"},
      {&mover, {{"type", "act"}, {"ply", 0}, {"move", 0}, {"extra", 1}}, "malformed"},
      {&mover, {{"type", "fly"}}, "unknown-type"},
      {&mover, {{"type", "act"}, {"version", 2}, {"ply", 0}, {"move", 0}}, "version"},
      {&mover, {{"type", "join"}, {"code", "123456"}}, "already-joined"},
      {&mover, {{"type", "choose"}, {"ply", 0}, {"card", "sabokbaz/nothing"}}, "no-such-card"},
      {&waiter, {{"type", "choose"}, {"ply", 0}, {"card", ""}}, "not-your-turn"},
  };
  for (const Case& c : cases) {
    const std::size_t had = c.from->received.size();
    t.send(*c.from, c.message);
    ASSERT_EQ(c.from->received.size(), had + 1) << c.message.dump();
    EXPECT_EQ(codeOf(c.from->last()), c.code) << c.message.dump();
    EXPECT_EQ(stateJson(t.controller().state()).dump(), before) << c.message.dump();
  }
  for (const QByteArray& text :
       {QByteArray("not json"), QByteArray("[1,2]"), QByteArray("{}"), QByteArray("{\"type\":1}"),
        QByteArray(5000, 'x'), QByteArray("{\"type\":\"join\",\"name\":\"\\u0000\"}")}) {
    const std::size_t had = mover.received.size();
    t.sendText(mover, text);
    ASSERT_EQ(mover.received.size(), had + 1);
    EXPECT_EQ(mover.last()["type"], "error");
  }
  EXPECT_EQ(stateJson(t.controller().state()).dump(), before);
  EXPECT_EQ(t.ply(), 0);
}

TEST(DeviceHost, TooManyMessagesAndTooManyWrongCodesAreRefused) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& d = t.connect();
  int fast = 0, tries = 0;
  for (int i = 0; i < 200; ++i) {
    t.send(d, {{"type", "join"}, {"code", "000000"}, {"seat", 2}, {"name", "x"}});
    fast += codeOf(d.last()) == "too-fast";
    tries += codeOf(d.last()) == "too-many-tries";
  }
  EXPECT_EQ(d.count("error"), 200);
  EXPECT_GT(fast, 100);  // a burst of 40, then 20 a second
  EXPECT_GT(tries, 0);   // 30 wrong codes a minute for everyone
  FakeDevice& e = t.connect();
  t.send(e, {{"type", "join"}, {"code", "000001"}, {"seat", 2}, {"name", "x"}});
  EXPECT_EQ(codeOf(e.last()), "too-many-tries");  // guessing goes on slowly, on any connection
}

TEST(DeviceHost, NamesFromTheNetworkAreCheckedAndKeptAsData) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& d = t.connect();
  t.send(d, {{"type", "join"}, {"code", "123456"}, {"seat", 2}, {"name", "a\u202Eb"}});
  EXPECT_EQ(codeOf(d.last()), "bad-name");  // a direction override would reorder the table
  t.send(d, {{"type", "join"}, {"code", "123456"}, {"seat", 2}, {"name", "<b>Sara</b>"}});
  EXPECT_EQ(d.received.back()["type"], "view");
  EXPECT_EQ(t.host().seats().nameOf(1), QStringLiteral("<b>Sara</b>"));
}

// Lets the table at rest (as the table view does after its animations) until `done`, the device
// seat playing the first of its moves whenever it is its turn.
bool playUntil(DeviceTable& t, FakeDevice& device, int seat, const std::function<bool()>& done) {
  for (int step = 0; step < 400 && !done(); ++step) {
    ui::TableController& c = t.controller();
    if (c.state().isTerminal()) return false;
    if (c.state().currentPlayer() == seat && c.isHuman(seat)) {
      t.send(device, {{"type", "act"}, {"ply", t.ply()}, {"move", 0}});
    } else {
      c.tableIdle();
      if (!waitUntil([&] { return !c.botPending(); })) return false;
    }
  }
  return done();
}

TEST(DeviceHost, ASeatWhoseDeviceLeftIsPlayedByTheComputerUntilItsPersonComesBack) {
  uiApp();
  DeviceTable t("rivals", 2, {0, 1}, 5);
  ui::TableController& c = t.controller();
  FakeDevice& stays = t.joinSeat(0, QStringLiteral("Reza"));
  FakeDevice& leaves = t.joinSeat(1);
  const std::string token = leaves.received[0]["token"];
  t.host().start();
  EXPECT_FALSE(t.host().handToComputer(1)) << "a device holds the seat";
  t.host().closed(leaves.id);
  ASSERT_TRUE(t.host().handToComputer(1));
  EXPECT_FALSE(c.isHuman(1));
  EXPECT_TRUE(t.host().seats().isComputer(1));
  EXPECT_EQ(stays.last()["players"][1]["kind"], "computer");
  EXPECT_EQ(c.playerName(1).toStdString(), stays.last()["players"][1]["name"]);

  // The computer plays seat 2's turns (three of them) while its person is away.
  int computerMoves = 0;
  QObject::connect(&c, &ui::TableController::actionApplied,
                   [&](int actor, QString, Action, Events, bool byComputer) {
                     computerMoves += actor == 1 && byComputer;
                   });
  ASSERT_TRUE(playUntil(t, stays, 0, [&] { return computerMoves >= 3; }));

  // The person comes back with the seat's token: the seat is theirs again, on its turn too.
  ASSERT_TRUE(playUntil(t, stays, 0, [&] { return c.state().currentPlayer() == 1; }));
  FakeDevice& back = t.connect();
  t.send(back, {{"type", "join"}, {"token", token}});
  ASSERT_EQ(back.received[0]["type"], "welcome");
  EXPECT_TRUE(c.isHuman(1));
  EXPECT_FALSE(t.host().seats().isComputer(1));
  EXPECT_EQ(back.last()["players"][1]["kind"], "device");
  ASSERT_TRUE(back.last()["yourTurn"].get<bool>());
  ASSERT_FALSE(back.last()["moves"].empty());
  const int ply = t.ply(), byComputer = computerMoves;
  c.tableIdle();  // the table at rest on seat 2's turn: no computer acts for it any more
  waitUntil([] { return false; }, 300);
  EXPECT_EQ(t.ply(), ply);
  t.send(back, {{"type", "act"}, {"ply", ply}, {"move", 0}});
  EXPECT_EQ(t.ply(), ply + 1);
  EXPECT_EQ(computerMoves, byComputer);
}

// The shared screen's side of it: the button beside a seat no device holds now, gone once a
// device joins the seat.
TEST(DeviceHost, TheSharedScreenHandsASeatWithoutADeviceToTheComputer) {
  uiApp();
  DeviceTable t("sabokbaz", 4, {1, 2, 3}, 5);
  FakeDevice& sara = t.joinSeat(2);
  net::JoinPanel panel(&t.host(), QStringLiteral("http://127.0.0.1:8750/#code=123456"),
                       QStringLiteral("http://127.0.0.1:8750/"), true);
  EXPECT_FALSE(panel.findChild<QPushButton*>(QStringLiteral("computerSeat2")))
      << "seat 3's device is connected";
  t.host().closed(sara.id);
  auto* button = panel.findChild<QPushButton*>(QStringLiteral("computerSeat2"));
  ASSERT_TRUE(button);
  button->click();
  EXPECT_TRUE(t.host().seats().isComputer(2));
  EXPECT_FALSE(t.controller().isHuman(2));
  EXPECT_FALSE(panel.findChild<QPushButton*>(QStringLiteral("computerSeat2")));
  const auto* label = panel.findChild<QLabel*>(QStringLiteral("deviceSeat2"));
  ASSERT_TRUE(label);
  EXPECT_TRUE(label->text().contains(QStringLiteral("رایانه"))) << label->text().toStdString();
  // A seat nobody has taken may go to the computer too, and a device joining it takes it back.
  panel.findChild<QPushButton*>(QStringLiteral("computerSeat1"))->click();
  EXPECT_FALSE(t.controller().isHuman(1));
  t.joinSeat(1, QStringLiteral("Reza"));
  EXPECT_TRUE(t.controller().isHuman(1));
  EXPECT_FALSE(panel.findChild<QPushButton*>(QStringLiteral("computerSeat1")));
}

TEST(DeviceHost, ASeatHandedToTheComputerStaysSoInTheKeptSeats) {
  net::DeviceSeats seats("482193", {1, 3});
  ASSERT_TRUE(std::holds_alternative<QString>(seats.join("482193", 3, "Sara")));
  seats.setComputer(3, true);
  const auto back = net::DeviceSeats::fromJson(seats.toJson());
  ASSERT_TRUE(back);
  EXPECT_TRUE(back->isComputer(3));
  EXPECT_FALSE(back->isComputer(1));
  Json wrong = seats.toJson();
  wrong["seats"][1]["computer"] = "yes";
  EXPECT_FALSE(net::DeviceSeats::fromJson(wrong));
  Json older = seats.toJson();  // a file from before "computer": none
  for (Json& s : older["seats"]) s.erase("computer");
  ASSERT_TRUE(net::DeviceSeats::fromJson(older));
  EXPECT_FALSE(net::DeviceSeats::fromJson(older)->isComputer(3));
}

TEST(DeviceSeatsFile, RoundTripsAndRefusesWhatItDidNotWrite) {
  uiApp();
  QTemporaryDir dir;
  const QString path = dir.filePath("devices-sabokbaz.json");
  net::SessionFile f;
  f.game = "sabokbaz";
  f.seed = 18446744073709551615ull;
  f.seats = net::DeviceSeats("482193", {1, 3});
  ASSERT_TRUE(std::holds_alternative<QString>(f.seats.join("482193", 3, "سارا")));
  f.port = 8750;
  f.started = true;
  ASSERT_TRUE(net::writeSessionFile(path, f).isEmpty());
  const auto back = net::readSessionFile(path);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->seed, f.seed);
  EXPECT_EQ(back->seats.toJson(), f.seats.toJson());
  EXPECT_EQ(back->port, 8750);
  EXPECT_TRUE(back->started);
  for (const char* bad : {"", "{}", "[]", "{\"format\":\"mizbazi-devices/1\",\"game\":\"x\"}",
                          "{\"format\":\"mizbazi-devices/1\",\"game\":\"x\",\"seed\":1,\"port\":"
                          "99999,\"devices\":{\"code\":\"1\",\"seats\":[]}}"}) {
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(bad);
    out.close();
    EXPECT_FALSE(net::readSessionFile(path)) << bad;
  }
  // A name no join would accept (here a right-to-left override) means someone else wrote it.
  const std::string good =
      R"({"format":"mizbazi-devices/1","game":"sabokbaz","seed":1,"port":8750,)"
      R"("devices":{"code":"482193","seats":[{"seat":1,"token":"ab","name":"NAME"}]}})";
  for (const auto& [name, accepted] :
       std::vector<std::pair<std::string, bool>>{{"Sara", true}, {"Sa\u202era", false}}) {
    std::string text = good;
    text.replace(text.find("NAME"), 4, name);
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(text.data(), qint64(text.size()));
    out.close();
    EXPECT_EQ(bool(net::readSessionFile(path)), accepted) << text;
  }
  // Not an ordinary file: refused without being read.
  EXPECT_FALSE(net::readSessionFile(dir.path()));
  EXPECT_FALSE(net::readSessionFile(QStringLiteral("/dev/zero")));
}

// The page says nothing of its own: every word it asks for is one of the app's page words, each
// translated into Persian.
TEST(DevicePage, EveryWordOfThePageIsAnAppWordInBothLanguages) {
  uiApp();
  const QString script = readSourceFile("resources/web/page.js");
  const QStringList keys = net::pageWordKeys();
  static const QRegularExpression call(QStringLiteral("\\bw\\('([a-zA-Z.-]+)'"));
  int calls = 0;
  for (auto it = call.globalMatch(script); it.hasNext();) {
    const QString key = it.next().captured(1);
    ++calls;
    if (key.endsWith(QLatin1Char('.'))) {  // a family of words: the refusals' "error." + code
      EXPECT_TRUE(std::any_of(keys.begin(), keys.end(),
                              [&](const QString& k) { return k.startsWith(key); }));
      continue;
    }
    EXPECT_TRUE(keys.contains(key) || key == QLatin1String("otherLanguage")) << key.toStdString();
  }
  EXPECT_GT(calls, 20);
  const QJsonObject fa = QJsonDocument::fromJson(net::pageWordsJson("fa")).object();
  const QJsonObject en = QJsonDocument::fromJson(net::pageWordsJson("en")).object();
  EXPECT_EQ(fa["dir"].toString(), "rtl");
  for (const QString& key : keys) {
    EXPECT_FALSE(fa[key].toString().isEmpty()) << key.toStdString();
    if (key != QLatin1String("title")) {
      EXPECT_NE(fa[key].toString(), en[key].toString()) << "untranslated: " << key.toStdString();
    }
  }
  // Every refusal the host can send has its sentence.
  for (const char* code : {"wrong-code", "stale", "not-your-turn", "too-fast", "malformed",
                           "too-many-tries", "seat-taken", "bad-token", "replaced"}) {
    EXPECT_TRUE(keys.contains(QStringLiteral("error.") + code)) << code;
  }
}

}  // namespace
}  // namespace mizbazi::testing

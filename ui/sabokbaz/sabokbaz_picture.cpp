#include "sabokbaz/sabokbaz_picture.h"

#include <array>
#include <cstdint>
#include <stdexcept>

#include "sabokbaz/sabokbaz_rules.h"
#include "sabokbaz/sabokbaz_texts.h"
#include "table/shared_observation.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {

// Reading with a path for the error message; any mismatch throws and parse() reports it.
struct Reader {
  [[noreturn]] static void fail(const std::string& path, const char* expected) {
    throw std::runtime_error(path + ": expected " + expected);
  }
  static const Json& key(const Json& j, const char* k) {
    if (!j.is_object() || !j.contains(k)) fail(k, "a value");
    return j[k];
  }
  static int integer(const Json& j, const std::string& path) {
    if (!j.is_number_integer()) fail(path, "an integer");
    return j.get<int>();
  }
  static int optionalInteger(const Json& j, const std::string& path) {
    return j.is_null() ? -1 : integer(j, path);
  }
  static QString string(const Json& j, const std::string& path) {
    if (!j.is_string()) fail(path, "a string");
    return QString::fromStdString(j.get<std::string>());
  }
  static QString card(const Json& j, const std::string& path) {
    QString id = string(j, path);
    if (!engine::parseCardId(id.toStdString())) fail(path, "a card id");
    return id;
  }
  static const Json& list(const Json& j, const std::string& path) {
    if (!j.is_array()) fail(path, "a list");
    return j;
  }
  static QVector<int> integers(const Json& j, const std::string& path) {
    QVector<int> out;
    for (std::size_t i = 0; i < list(j, path).size(); ++i) {
      out.push_back(integer(j[i], path + "[" + std::to_string(i) + "]"));
    }
    return out;
  }
  static QStringList strings(const Json& j, const std::string& path, bool cards) {
    QStringList out;
    for (std::size_t i = 0; i < list(j, path).size(); ++i) {
      const std::string at = path + "[" + std::to_string(i) + "]";
      out.push_back(cards ? card(j[i], at) : string(j[i], at));
    }
    return out;
  }
  static QVector<PlayedCard> played(const Json& j, const std::string& path) {
    QVector<PlayedCard> out;
    for (std::size_t i = 0; i < list(j, path).size(); ++i) {
      const std::string at = path + "[" + std::to_string(i) + "]";
      const Json& pair = j[i];
      if (!pair.is_array() || pair.size() != 2) fail(at, "[seat, card]");
      out.push_back({integer(pair[0], at + "[0]"), card(pair[1], at + "[1]")});
    }
    return out;
  }
};

Json ints(const QVector<int>& v) {
  Json j = Json::array();
  for (int x : v) j.push_back(x);
  return j;
}

Json strings(const QStringList& v) {
  Json j = Json::array();
  for (const QString& s : v) j.push_back(s.toStdString());
  return j;
}

Json playedJson(const QVector<PlayedCard>& cards) {
  Json j = Json::array();
  for (const PlayedCard& c : cards) j.push_back(Json::array({c.seat, c.card.toStdString()}));
  return j;
}

int checkedCardIndex(const QString& id) {
  return *engine::parseCardId(id.toStdString());  // ids were checked when read
}

// Each seat's hand: its cards where the observation shows them, else only their count.
void readHands(const Json& o, SabokbazPicture& p) {
  using R = Reader;
  const Json& hands = R::list(R::key(o, "hands"), "hands");
  const QVector<int> counts = R::integers(R::key(o, "hand_counts"), "hand_counts");
  if (static_cast<int>(hands.size()) != p.players || counts.size() != p.players) {
    R::fail("hands", "one entry per seat");
  }
  for (int s = 0; s < p.players; ++s) {
    SabokbazPicture::Hand h;
    const std::string at = "hands[" + std::to_string(s) + "]";
    if (hands[s].is_array()) {
      h.known = true;
      h.cards = R::strings(hands[s], at, true);
      h.count = static_cast<int>(h.cards.size());
      if (h.count != counts[s]) R::fail(at, "as many cards as hand_counts says");
    } else {
      h.count = R::integer(hands[s], at);
      if (h.count != counts[s]) R::fail(at, "the count hand_counts says");
    }
    p.hands.push_back(h);
  }
}

// The trick and the hand just finished, when there are any.
void readLastTrickAndHand(const Json& o, SabokbazPicture& p) {
  using R = Reader;
  const Json& last = R::key(o, "last_trick");
  if (!last.is_null()) {
    SabokbazPicture::LastTrick t;
    t.cards = R::played(R::key(last, "cards"), "last_trick.cards");
    t.taker = R::integer(R::key(last, "taker"), "last_trick.taker");
    t.points = R::integer(R::key(last, "points"), "last_trick.points");
    p.lastTrick = t;
  }
  const Json& hand = R::key(o, "last_hand");
  if (!hand.is_null()) {
    SabokbazPicture::LastHand h;
    h.number = R::integer(R::key(hand, "number"), "last_hand.number");
    h.scores = R::integers(R::key(hand, "scores"), "last_hand.scores");
    h.bonus = R::string(R::key(hand, "bonus"), "last_hand.bonus");
    h.bonusTeam = R::optionalInteger(R::key(hand, "bonus_team"), "last_hand.bonus_team");
    p.lastHand = h;
  }
}

}  // namespace

std::optional<SabokbazPicture> SabokbazPicture::parse(const Json& o, QString* error) {
  using R = Reader;
  SabokbazPicture p;
  try {
    const ObservationHeader shared = ObservationHeader::read(o);
    if (!shared.missing.empty()) R::fail(shared.missing, "what every observation holds");
    if (shared.game != "sabokbaz") R::fail("game", "\"sabokbaz\"");
    if (!shared.seat) R::fail("seat", "an integer");
    p.game = QString::fromStdString(shared.game);
    takeSharedKeys(shared, p);
    p.players = R::integer(R::key(o, "players"), "players");
    if (p.players < 1 || p.players > engine::kMaxSeats) R::fail("players", "4 or 6");
    p.target = R::integer(R::key(o, "target"), "target");
    const Json& teams = R::list(R::key(o, "teams"), "teams");
    for (std::size_t t = 0; t < teams.size(); ++t) {
      p.teams.push_back(R::integers(teams[t], "teams[" + std::to_string(t) + "]"));
    }
    p.dealer = R::integer(R::key(o, "dealer"), "dealer");
    p.handNumber = R::integer(R::key(o, "hand_number"), "hand_number");
    p.leader = R::integer(R::key(o, "leader"), "leader");
    readHands(o, p);
    p.trick = R::played(R::key(o, "trick"), "trick");
    const Json& led = R::key(o, "led_family");
    p.ledFamily = led.is_null() ? QString() : R::string(led, "led_family");
    const Json& taken = R::list(R::key(o, "taken"), "taken");
    for (std::size_t t = 0; t < taken.size(); ++t) {
      p.taken.push_back(R::strings(taken[t], "taken[" + std::to_string(t) + "]", true));
    }
    p.handScores = R::integers(R::key(o, "hand_scores"), "hand_scores");
    p.matchScores = R::integers(R::key(o, "match_scores"), "match_scores");
    const Json& voids = R::list(R::key(o, "voids"), "voids");
    for (std::size_t s = 0; s < voids.size(); ++s) {
      p.voids.push_back(R::strings(voids[s], "voids[" + std::to_string(s) + "]", false));
    }
    readLastTrickAndHand(o, p);
    p.out = R::strings(R::key(o, "out"), "out", true);
    const int teamCount = static_cast<int>(p.teams.size());
    if (p.taken.size() != teamCount || p.handScores.size() != teamCount ||
        p.matchScores.size() != teamCount) {
      R::fail("taken", "one entry per team");
    }
  } catch (const std::exception& e) {
    // Json's own type errors (a bool that is not one) land here too.
    if (error) *error = QString::fromStdString(e.what());
    return std::nullopt;
  }
  return p;
}

Json SabokbazPicture::toJson() const {
  // In the order observationJson writes: the common keys, then the game's.
  Json j = Json::object();
  j["game"] = game.toStdString();
  j["finished"] = finished;
  j["current"] = current >= 0 ? Json(current) : Json(nullptr);
  j["scores"] = ints(scores);
  j["winners"] = ints(winners);
  j["legal"] = strings(legal);
  j["seat"] = seat;
  j["players"] = players;
  j["target"] = target;
  Json teamList = Json::array();
  for (const QVector<int>& t : teams) teamList.push_back(ints(t));
  j["teams"] = teamList;
  j["dealer"] = dealer;
  j["hand_number"] = handNumber;
  j["leader"] = leader;
  Json handList = Json::array(), counts = Json::array();
  for (const Hand& h : hands) {
    handList.push_back(h.known ? strings(h.cards) : Json(h.count));
    counts.push_back(h.count);
  }
  j["hands"] = handList;
  j["hand_counts"] = counts;
  j["trick"] = playedJson(trick);
  j["led_family"] = ledFamily.isEmpty() ? Json(nullptr) : Json(ledFamily.toStdString());
  Json takenList = Json::array();
  for (const QStringList& t : taken) takenList.push_back(strings(t));
  j["taken"] = takenList;
  j["hand_scores"] = ints(handScores);
  j["match_scores"] = ints(matchScores);
  Json voidList = Json::array();
  for (const QStringList& v : voids) voidList.push_back(strings(v));
  j["voids"] = voidList;
  if (lastTrick) {
    j["last_trick"] = {{"cards", playedJson(lastTrick->cards)},
                       {"taker", lastTrick->taker},
                       {"points", lastTrick->points}};
  } else {
    j["last_trick"] = nullptr;
  }
  if (lastHand) {
    j["last_hand"] = {
        {"number", lastHand->number},
        {"scores", ints(lastHand->scores)},
        {"bonus", lastHand->bonus.toStdString()},
        {"bonus_team", lastHand->bonusTeam >= 0 ? Json(lastHand->bonusTeam) : Json(nullptr)}};
  } else {
    j["last_hand"] = nullptr;
  }
  j["out"] = strings(out);
  return j;
}

int SabokbazPicture::teamOf(int s) const {
  for (int t = 0; t < teams.size(); ++t) {
    if (teams[t].contains(s)) return t;
  }
  return -1;
}

int SabokbazPicture::partnerOf(int s) const {
  const int t = teamOf(s);
  if (t < 0) return -1;
  for (int other : teams[t]) {
    if (other != s) return other;
  }
  return -1;
}

bool SabokbazPicture::seesHand(int s) const {
  return s >= 0 && s < hands.size() && hands[s].known;
}

int SabokbazPicture::takingIndex() const {
  QStringList ids;
  for (const PlayedCard& c : trick) ids.push_back(c.card);
  return takingIndexOf(ids);
}

int SabokbazPicture::takingSeat() const {
  const int i = takingIndex();
  return i >= 0 ? trick[i].seat : -1;
}

TakenSummary SabokbazPicture::takenSummary(int team) const {
  TakenSummary s;
  if (team < 0 || team >= taken.size()) return s;
  for (const QString& id : taken[team]) {
    const int c = checkedCardIndex(id);
    ++s.cards;
    s.points += engine::valueOf(c);
    if (engine::isSpecial(c)) {
      s.specials.push_back(id);
      continue;
    }
    switch (engine::suitOf(c)) {
      case engine::kKoozeh:
        ++s.koozeh;
        break;
      case engine::kSabzeh:
        ++s.sabzeh;
        break;
      case engine::kZamaneh:
        ++s.zamaneh;
        break;
      default:
        ++s.badeh;
        break;
    }
  }
  return s;
}

int SabokbazPicture::trickPoints() const {
  int points = 0;
  for (const PlayedCard& c : trick) points += engine::valueOf(checkedCardIndex(c.card));
  return points;
}

int takingIndexOf(const QStringList& ids) {
  if (ids.isEmpty() || ids.size() > engine::kMaxSeats) return -1;
  std::array<std::uint8_t, engine::kMaxSeats> cards{};
  for (int i = 0; i < ids.size(); ++i) {
    const auto c = engine::parseCardId(ids[i].toStdString());
    if (!c) return -1;
    cards[i] = static_cast<std::uint8_t>(*c);
  }
  // The family only matters when the trick holds no special card, and then its first card is
  // numbered and is the one that set the family.
  return engine::takingIndex(cards.data(), static_cast<int>(ids.size()),
                             engine::familyOf(cards[0]));
}

int handOrderKey(const QString& artId) {
  const QString id = SabokbazTexts::cardIdOfArt(artId);
  if (id.isEmpty()) return 100000;  // a back: the view does not know the card
  const int c = checkedCardIndex(id);
  // Card indices already run koozeh, sabzeh, zamaneh, badeh, then the specials (cards.h); the
  // specials are set a little apart from the numbered cards.
  return engine::isSpecial(c) ? 1000 + c : c;
}

}  // namespace mizbazi::ui::sabokbaz

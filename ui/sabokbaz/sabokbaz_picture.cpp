#include "ui/sabokbaz/sabokbaz_picture.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sabokbaz/sabokbaz_observation.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/shared_observation.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {

// What the engine's struct cannot say of itself (a text that is no card id, lists whose lengths
// disagree) is refused like a missing key, at its path.
[[noreturn]] void fail(const std::string& path, const char* expected) {
  throw InputError(path, std::string("expected ") + expected);
}

std::string at(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

QStringList cards(const std::vector<std::string>& ids, const std::string& path) {
  QStringList out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!engine::parseCardId(ids[i])) fail(at(path, i), "a card id");
    out.push_back(QString::fromStdString(ids[i]));
  }
  return out;
}

QVector<PlayedCard> played(const std::vector<engine::PlayedCardView>& list,
                           const std::string& path) {
  QVector<PlayedCard> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto& [seat, card] = list[i];
    if (!engine::parseCardId(card)) fail(at(path, i) + "[1]", "a card id");
    out.push_back({seat, QString::fromStdString(card)});
  }
  return out;
}

int checkedCardIndex(const QString& id) {
  return *engine::parseCardId(id.toStdString());  // ids were checked when read
}

// Each seat's hand: its cards where the observation shows them, else only their count.
void takeHands(const engine::SabokbazObservation& o, SabokbazPicture& p) {
  if (static_cast<int>(o.hands.size()) != p.players ||
      static_cast<int>(o.handCounts.size()) != p.players) {
    fail("observation.hands", "one entry per seat");
  }
  for (int s = 0; s < p.players; ++s) {
    SabokbazPicture::Hand h;
    const std::string path = at("observation.hands", s);
    if (const auto* ids = std::get_if<std::vector<std::string>>(&o.hands[s])) {
      h.known = true;
      h.cards = cards(*ids, path);
      h.count = static_cast<int>(h.cards.size());
      if (h.count != o.handCounts[s]) fail(path, "as many cards as hand_counts says");
    } else {
      h.count = *std::get_if<int>(&o.hands[s]);
      if (h.count != o.handCounts[s]) fail(path, "the count hand_counts says");
    }
    p.hands.push_back(h);
  }
}

// The trick and the hand just finished, when there are any.
void takeLastTrickAndHand(const engine::SabokbazObservation& o, SabokbazPicture& p) {
  if (o.lastTrick) {
    SabokbazPicture::LastTrick t;
    t.cards = played(o.lastTrick->cards, "observation.last_trick.cards");
    t.taker = o.lastTrick->taker;
    t.points = o.lastTrick->points;
    p.lastTrick = t;
  }
  if (o.lastHand) {
    SabokbazPicture::LastHand h;
    h.number = o.lastHand->number;
    h.scores = qtList(o.lastHand->scores);
    h.bonus = o.lastHand->bonus;
    h.bonusTeam = o.lastHand->bonusTeam.value_or(-1);
    p.lastHand = h;
  }
}

void take(const engine::SabokbazObservation& o, SabokbazPicture& p) {
  p.players = o.players;
  if (p.players < 1 || p.players > engine::kMaxSeats) fail("observation.players", "4 or 6");
  p.target = o.target;
  for (const std::vector<int>& team : o.teams) p.teams.push_back(qtList(team));
  p.dealer = o.dealer;
  p.handNumber = o.handNumber;
  p.leader = o.leader;
  takeHands(o, p);
  p.trick = played(o.trick, "observation.trick");
  p.ledFamily = o.ledFamily;
  for (std::size_t t = 0; t < o.taken.size(); ++t) {
    p.taken.push_back(cards(o.taken[t], at("observation.taken", t)));
  }
  p.handScores = qtList(o.handScores);
  p.matchScores = qtList(o.matchScores);
  for (const std::vector<Family>& families : o.voids) {
    p.voids.push_back(QVector<Family>(families.begin(), families.end()));
  }
  takeLastTrickAndHand(o, p);
  p.out = cards(o.out, "observation.out");
  const int teamCount = static_cast<int>(p.teams.size());
  if (p.taken.size() != teamCount || p.handScores.size() != teamCount ||
      p.matchScores.size() != teamCount) {
    fail("observation.taken", "one entry per team");
  }
}

}  // namespace

std::optional<SabokbazPicture> SabokbazPicture::parse(const Json& o, QString* error) {
  SabokbazPicture p;
  try {
    const ObservationHeader shared = ObservationHeader::read(o);
    if (!shared.missing.empty()) fail(shared.missing, "what every observation holds");
    if (shared.game != "sabokbaz") fail("game", "\"sabokbaz\"");
    if (!shared.seat) fail("seat", "an integer");
    p.game = QString::fromStdString(shared.game);
    takeSharedKeys(shared, p);
    take(readFields<engine::SabokbazObservation>(o, "observation"), p);
  } catch (const InputError& e) {
    if (error) *error = QString::fromStdString(e.where() + ": " + e.what());
    return std::nullopt;
  }
  return p;
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
  // Card indices already run koozeh, sabzeh, zamaneh, badeh, then the specials
  // (engine/sabokbaz/sabokbaz_cards.h); the specials are set a little apart from the numbered
  // cards.
  return engine::isSpecial(c) ? 1000 + c : c;
}

}  // namespace mizbazi::ui::sabokbaz

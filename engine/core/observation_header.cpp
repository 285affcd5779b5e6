#include "core/observation_header.h"

namespace mizbazi {

namespace {

// Each reader leaves `out` as it is when the value has another type, and says so.
bool readInts(const Json& v, std::vector<int>& out) {
  if (!v.is_array()) return false;
  std::vector<int> read;
  for (const Json& x : v) {
    if (!x.is_number_integer()) return false;
    read.push_back(x.get<int>());
  }
  out = std::move(read);
  return true;
}

bool readStrings(const Json& v, std::vector<std::string>& out) {
  if (!v.is_array()) return false;
  std::vector<std::string> read;
  for (const Json& x : v) {
    if (!x.is_string()) return false;
    read.push_back(x.get<std::string>());
  }
  out = std::move(read);
  return true;
}

// A seat or null (nobody).
bool readSeat(const Json& v, int& out) {
  if (v.is_null()) {
    out = -1;
    return true;
  }
  if (!v.is_number_integer()) return false;
  out = v.get<int>();
  return true;
}

}  // namespace

ObservationHeader ObservationHeader::read(const Json& o) {
  ObservationHeader h;
  auto check = [&](const char* key, bool ok) {
    if (!ok && h.missing.empty()) h.missing = key;
  };
  if (!o.is_object()) {
    h.missing = "game";
    return h;
  }
  auto at = [&](const char* key) -> const Json* {
    auto it = o.find(key);
    return it == o.end() ? nullptr : &*it;
  };
  const Json* game = at("game");
  check("game", game && game->is_string());
  if (game && game->is_string()) h.game = game->get<std::string>();
  const Json* finished = at("finished");
  check("finished", finished && finished->is_boolean());
  if (finished && finished->is_boolean()) h.finished = finished->get<bool>();
  const Json* current = at("current");
  check("current", current && readSeat(*current, h.current));
  const Json* scores = at("scores");
  check("scores", scores && readInts(*scores, h.scores));
  const Json* winners = at("winners");
  check("winners", winners && readInts(*winners, h.winners));
  const Json* legal = at("legal");
  check("legal", legal && readStrings(*legal, h.legal));
  if (const Json* seat = at("seat")) {
    int who = -1;
    check("seat", readSeat(*seat, who));
    h.seat = who;
  }
  return h;
}

void ObservationHeader::writeTo(Json& o) const {
  o["game"] = game;
  o["finished"] = finished;
  o["current"] = current >= 0 ? Json(current) : Json(nullptr);
  o["scores"] = scores;
  o["winners"] = winners;
  o["legal"] = legal;
  if (seat) o["seat"] = *seat;
}

}  // namespace mizbazi

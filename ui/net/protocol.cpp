#include "ui/net/protocol.h"

#include "core/errors.h"
#include "core/json_reader.h"

namespace mizbazi::net {

namespace {

Refusal malformed(const QString& why) {
  return {QStringLiteral("malformed"), why};
}

// The keys a message of `type` may have besides `type` and `version`.
bool knownKey(const std::string& type, const std::string& key) {
  if (key == "type" || key == "version") return true;
  if (type == "join")
    return key == "code" || key == "token" || key == "name" || key == "seat" ||
           key == "spectator" || key == "language";
  if (type == "act") return key == "ply" || key == "move" || key == "seat";
  if (type == "choose") return key == "ply" || key == "card";
  return false;
}

std::optional<QString> stringAt(const Json& j, const char* key, int maxChars, Refusal* refusal) {
  if (!j.contains(key)) return QString();
  const Json& v = j[key];
  if (!v.is_string()) {
    *refusal = malformed(QStringLiteral("'%1' must be a string").arg(key));
    return std::nullopt;
  }
  const QString s = QString::fromStdString(v.get<std::string>());
  if (s.size() > maxChars) {
    *refusal =
        malformed(QStringLiteral("'%1' is longer than %2 characters").arg(key).arg(maxChars));
    return std::nullopt;
  }
  return s;
}

std::optional<int> intAt(const Json& j, const char* key, int lo, int hi, bool required,
                         Refusal* refusal) {
  if (!j.contains(key)) {
    if (!required) return lo - 1;  // "absent": below the range
    *refusal = malformed(QStringLiteral("'%1' is missing").arg(key));
    return std::nullopt;
  }
  const auto n = integerIn(j[key], lo, hi);
  if (!n) {
    *refusal = malformed(
        QStringLiteral("'%1' must be a whole number from %2 to %3").arg(key).arg(lo).arg(hi));
    return std::nullopt;
  }
  return static_cast<int>(*n);
}

}  // namespace

std::variant<ClientMessage, Refusal> parseClientMessage(const QByteArray& utf8) {
  if (utf8.size() > kMaxMessageBytes)
    return Refusal{QStringLiteral("too-large"),
                   QStringLiteral("a message may hold at most %1 bytes").arg(kMaxMessageBytes)};
  Json j;
  try {
    j = parseJsonText(std::string_view(utf8.constData(), std::size_t(utf8.size())));
  } catch (const InputError& e) {
    return malformed(QStringLiteral("not JSON (%1: %2)")
                         .arg(QString::fromStdString(e.where()), QString::fromUtf8(e.what())));
  }
  if (!j.is_object()) return malformed(QStringLiteral("a message is a JSON object"));
  if (!j.contains("type") || !j["type"].is_string())
    return malformed(QStringLiteral("a message needs a 'type' string"));
  const std::string type = j["type"].get<std::string>();
  if (type != "join" && type != "act" && type != "choose") {
    return Refusal{QStringLiteral("unknown-type"),
                   QStringLiteral("no message has that type (join, act, choose)")};
  }
  if (j.contains("version") && !integerIn(j["version"], kProtocolVersion, kProtocolVersion)) {
    return Refusal{QStringLiteral("version"),
                   QStringLiteral("this host speaks version %1").arg(kProtocolVersion)};
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!knownKey(type, it.key()))
      return malformed(QStringLiteral("a %1 message has no key '%2'")
                           .arg(QString::fromStdString(type),
                                QString::fromStdString(it.key()).left(kMaxNameChars)));
  }
  Refusal refusal;
  if (type == "join") {
    JoinMessage m;
    auto code = stringAt(j, "code", kMaxCodeChars, &refusal);
    auto token = stringAt(j, "token", kMaxTokenChars, &refusal);
    auto name = stringAt(j, "name", kMaxNameChars, &refusal);
    auto language = stringAt(j, "language", 2, &refusal);
    auto seat = intAt(j, "seat", 1, 64, false, &refusal);
    if (!code || !token || !name || !language || !seat) return refusal;
    if (j.contains("spectator") && !j["spectator"].is_boolean())
      return malformed(QStringLiteral("'spectator' must be true or false"));
    m.code = *code;
    m.token = *token;
    m.name = *name;
    m.language = *language;
    m.seat = *seat < 1 ? 0 : *seat;
    m.spectator = j.value("spectator", false);
    return ClientMessage{m};
  }
  if (type == "act") {
    ActMessage m;
    auto ply = intAt(j, "ply", 0, 1 << 30, true, &refusal);
    auto move = intAt(j, "move", 0, 1 << 20, true, &refusal);
    auto seat = intAt(j, "seat", 1, 64, false, &refusal);
    if (!ply || !move || !seat) return refusal;
    m.ply = *ply;
    m.move = *move;
    if (*seat >= 1) m.seat = *seat;
    return ClientMessage{m};
  }
  ChooseMessage m;
  auto ply = intAt(j, "ply", 0, 1 << 30, true, &refusal);
  auto card = stringAt(j, "card", kMaxArtChars, &refusal);
  if (!ply || !card) return refusal;
  m.ply = *ply;
  m.card = *card;
  return ClientMessage{m};
}

QByteArray toText(const Json& message) {
  // Replaces invalid UTF-8 instead of throwing: a name is checked on the way in, but no text may
  // stop the host.
  return QByteArray::fromStdString(message.dump(-1, ' ', false, Json::error_handler_t::replace));
}

QByteArray errorMessage(const Refusal& refusal, const QString& about) {
  Json j = {{"type", "error"},
            {"version", kProtocolVersion},
            {"code", refusal.code.toStdString()},
            {"reason", refusal.reason.toStdString()}};
  if (!about.isEmpty()) j["about"] = about.toStdString();
  return toText(j);
}

}  // namespace mizbazi::net

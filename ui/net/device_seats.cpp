#include "ui/net/device_seats.h"

#include <QRandomGenerator>

#include "core/json_reader.h"

namespace mizbazi::net {

DeviceSeats::DeviceSeats(QString code, QVector<int> seats) : code_(std::move(code)) {
  for (int s : seats) seats_.push_back(Seat{s, QString(), QString()});
}

QString DeviceSeats::newCode() {
  return QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(1000000), 6, 10,
                                  QLatin1Char('0'));
}

QString DeviceSeats::newToken() {
  QString token;
  for (int i = 0; i < 4; ++i)
    token +=
        QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
  return token;
}

std::optional<QString> DeviceSeats::cleanName(const QString& name) {
  const QString n = name.trimmed();
  if (n.isEmpty() || n.size() > kMaxNameChars) return std::nullopt;
  for (QChar c : n) {
    const auto cat = c.category();
    if (cat == QChar::Other_Control || cat == QChar::Other_Format ||
        cat == QChar::Other_NotAssigned || cat == QChar::Separator_Line ||
        cat == QChar::Separator_Paragraph)
      return std::nullopt;
  }
  return n;
}

DeviceSeats::Seat* DeviceSeats::find(int seat) {
  for (Seat& s : seats_)
    if (s.seat == seat) return &s;
  return nullptr;
}

const DeviceSeats::Seat* DeviceSeats::find(int seat) const {
  for (const Seat& s : seats_)
    if (s.seat == seat) return &s;
  return nullptr;
}

bool DeviceSeats::joined(int seat) const {
  const Seat* s = find(seat);
  return s && !s->token.isEmpty();
}

bool DeviceSeats::allJoined() const {
  for (const Seat& s : seats_)
    if (s.token.isEmpty()) return false;
  return !seats_.isEmpty();
}

QString DeviceSeats::nameOf(int seat) const {
  const Seat* s = find(seat);
  return s ? s->name : QString();
}

std::variant<QString, Refusal> DeviceSeats::join(const QString& code, int seat,
                                                 const QString& name) {
  if (code != code_)
    return Refusal{QStringLiteral("wrong-code"), QStringLiteral("that is not the join code")};
  Seat* s = find(seat);
  if (!s)
    return Refusal{QStringLiteral("no-such-seat"),
                   QStringLiteral("that seat is not played from a device")};
  if (!s->token.isEmpty())
    return Refusal{QStringLiteral("seat-taken"), QStringLiteral("someone already has that seat")};
  const auto clean = cleanName(name);
  if (!clean)
    return Refusal{
        QStringLiteral("bad-name"),
        QStringLiteral("a name has 1 to %1 letters and no control characters").arg(kMaxNameChars)};
  s->token = newToken();
  s->name = *clean;
  return s->token;
}

std::optional<int> DeviceSeats::seatOfToken(const QString& token) const {
  if (token.isEmpty()) return std::nullopt;
  for (const Seat& s : seats_)
    if (s.token == token) return s.seat;
  return std::nullopt;
}

void DeviceSeats::release(int seat) {
  if (Seat* s = find(seat)) {
    s->token.clear();
    s->name.clear();
  }
}

bool DeviceSeats::isComputer(int seat) const {
  const Seat* s = find(seat);
  return s && s->computer;
}

void DeviceSeats::setComputer(int seat, bool computer) {
  if (Seat* s = find(seat)) s->computer = computer;
}

Json DeviceSeats::toJson() const {
  Json list = Json::array();
  for (const Seat& s : seats_)
    list.push_back({{"seat", s.seat},
                    {"token", s.token.toStdString()},
                    {"name", s.name.toStdString()},
                    {"computer", s.computer}});
  return {{"code", code_.toStdString()}, {"seats", list}};
}

std::optional<DeviceSeats> DeviceSeats::fromJson(const Json& j) {
  if (!j.is_object() || !j.contains("code") || !j["code"].is_string() || !j.contains("seats") ||
      !j["seats"].is_array() || j["seats"].size() > 64)
    return std::nullopt;
  DeviceSeats out;
  out.code_ = QString::fromStdString(j["code"].get<std::string>());
  for (const Json& s : j["seats"]) {
    if (!s.is_object() || !s.contains("seat") || !s.contains("token") || !s.contains("name") ||
        !s["token"].is_string() || !s["name"].is_string())
      return std::nullopt;
    const auto seat = integerIn(s["seat"], 0, 63);
    if (!seat) return std::nullopt;
    QString name = QString::fromStdString(s["name"].get<std::string>());
    // A name is held to what a join accepts: the file is read like any file someone gave us.
    if (!name.isEmpty()) {
      const auto clean = cleanName(name);
      if (!clean || *clean != name) return std::nullopt;
    }
    // "computer" came with a later version: a file without it has none.
    if (s.contains("computer") && !s["computer"].is_boolean()) return std::nullopt;
    out.seats_.push_back(Seat{int(*seat), QString::fromStdString(s["token"].get<std::string>()),
                              name, s.value("computer", false)});
  }
  if (out.code_.isEmpty() || out.seats_.isEmpty()) return std::nullopt;
  return out;
}

}  // namespace mizbazi::net

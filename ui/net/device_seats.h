// Who may play which seat from a device: the join code, the seats played from devices, and for
// each the token of the device that holds it and the name its person gave. Kept beside the
// autosave (device_session_file.h), so that a restarted host gives every device its seat back.
// Seats are 0-based here; the protocol numbers them from 1 as the table shows them.
#pragma once

#include <QString>
#include <QVector>
#include <optional>
#include <variant>

#include "core/json.h"
#include "ui/net/protocol.h"

namespace mizbazi::net {

class DeviceSeats {
 public:
  struct Seat {
    int seat = -1;
    QString token;  // empty: nobody holds it yet
    QString name;   // the name its person gave (data, never markup)
    // The host handed the seat to the computer until its person (its token) or a new device
    // (the code) joins it.
    bool computer = false;
  };

  DeviceSeats() = default;
  DeviceSeats(QString code, QVector<int> seats);

  // Six digits, drawn from the system's generator: short to type, and a wrong guess is refused
  // (and guesses are rate-limited by the host).
  static QString newCode();
  // 128 random bits as hex: the seat's key, kept in the page's storage.
  static QString newToken();
  // The name a person gave, checked: trimmed, 1 to kMaxNameChars characters, no control or
  // formatting characters (a name is shown as plain text, but must not reorder the table's words).
  static std::optional<QString> cleanName(const QString& name);

  const QString& code() const { return code_; }
  const QVector<Seat>& seats() const { return seats_; }
  bool isDeviceSeat(int seat) const { return find(seat) != nullptr; }
  bool joined(int seat) const;
  bool allJoined() const;
  QString nameOf(int seat) const;

  // Takes `seat` for a person with the code. Returns the new token, or why not.
  std::variant<QString, Refusal> join(const QString& code, int seat, const QString& name);
  // The seat a token holds, if any.
  std::optional<int> seatOfToken(const QString& token) const;
  // The host frees a seat whose person left: its token no longer works; another device may take it.
  void release(int seat);
  bool isComputer(int seat) const;
  void setComputer(int seat, bool computer);

  Json toJson() const;
  // nullopt when `j` is not a list of seats as toJson writes it.
  static std::optional<DeviceSeats> fromJson(const Json& j);

 private:
  Seat* find(int seat);
  const Seat* find(int seat) const;

  QString code_;
  QVector<Seat> seats_;
};

}  // namespace mizbazi::net

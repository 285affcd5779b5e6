// Which seats of a kept game are played from devices, kept beside its autosave
// (devices-<game>.json, docs/file-format.md): the join code, each seat's token and name, the port
// and whether the game had started. The game itself stays in the autosave, a plain scenario any
// version reads; this file only lets a restarted host give the devices their seats back at the
// same address. It belongs to the kept game of the same game and seed, and is ignored otherwise.
#pragma once

#include <QString>
#include <cstdint>
#include <optional>

#include "ui/net/device_seats.h"

namespace mizbazi::net {

struct SessionFile {
  QString game;
  std::uint64_t seed = 0;
  DeviceSeats seats;
  quint16 port = 0;
  bool started = false;
};

// Atomic (core/file_io.h). Empty on success, else the reason (English, for the log).
QString writeSessionFile(const QString& path, const SessionFile& file);
// nullopt when missing or not as writeSessionFile writes it.
std::optional<SessionFile> readSessionFile(const QString& path);

}  // namespace mizbazi::net

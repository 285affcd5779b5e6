#include "ui/net/device_session_file.h"

#include "core/errors.h"
#include "core/file_io.h"
#include "core/json_reader.h"

namespace mizbazi::net {

namespace {
constexpr const char* kFormat = "mizbazi-devices/1";
constexpr std::size_t kMaxBytes = 64 * 1024;  // a few seats: anything bigger is not ours
}  // namespace

QString writeSessionFile(const QString& path, const SessionFile& file) {
  Json j = {{"format", kFormat},
            {"game", file.game.toStdString()},
            {"seed", file.seed},
            {"port", file.port},
            {"started", file.started}};
  j["devices"] = file.seats.toJson();
  const auto failure = writeFileSafely(path.toStdString(), j.dump(2) + "\n");
  return failure ? QString::fromStdString(failure->message()) : QString();
}

std::optional<SessionFile> readSessionFile(const QString& path) {
  try {
    // Read as any file someone gave us: beside the autosave, but anyone may have put it there.
    const std::string text = readUserFile(path.toStdString(), kMaxBytes);
    const Json j = parseJsonText(text);
    if (!j.is_object() || j.value("format", std::string()) != kFormat) return std::nullopt;
    SessionFile out;
    if (!j.contains("game") || !j["game"].is_string()) return std::nullopt;
    out.game = QString::fromStdString(j["game"].get<std::string>());
    if (!j.contains("seed") || !j["seed"].is_number_unsigned()) return std::nullopt;
    out.seed = j["seed"].get<std::uint64_t>();
    const auto port = j.contains("port") ? integerIn(j["port"], 0, 65535) : std::nullopt;
    if (!port) return std::nullopt;
    out.port = quint16(*port);
    out.started = j.value("started", false);
    auto seats = j.contains("devices") ? DeviceSeats::fromJson(j["devices"]) : std::nullopt;
    if (!seats) return std::nullopt;
    out.seats = *seats;
    return out;
  } catch (const InputError&) {
    return std::nullopt;
  } catch (const Json::exception&) {
    return std::nullopt;
  }
}

}  // namespace mizbazi::net

// The devices' protocol (docs/network.md): JSON objects over a WebSocket, each with a `type`.
// This file reads what a device sends, strictly (a known type, known keys of the right kinds,
// bounded sizes), and writes what the host sends. It knows no game and no socket: the host
// (device_host.h) decides what a well-formed message means.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <variant>

#include "core/json.h"

namespace mizbazi::net {

inline constexpr int kProtocolVersion = 1;
// A device's message is a few dozen bytes (a join with a 24-character name is the longest): this
// bound refuses anything bigger before it is parsed.
inline constexpr int kMaxMessageBytes = 4096;
// Beyond this the socket itself is closed (Qt stops reading): a refusal would cost more to read.
inline constexpr int kMaxFrameBytes = 64 * 1024;
inline constexpr int kMaxNameChars = 24;
inline constexpr int kMaxTokenChars = 64;
inline constexpr int kMaxCodeChars = 16;
inline constexpr int kMaxArtChars = 80;

// Why a message was refused: a stable code the page translates (its words, page_words.h) and an
// English sentence for logs and scripts.
struct Refusal {
  QString code;
  QString reason;
};

struct JoinMessage {
  QString code;   // the join code shown on the shared screen (empty with a token)
  QString token;  // a seat token from an earlier welcome: takes the seat back
  QString name;
  int seat = 0;            // 1-based as the table shows it; 0 with spectator or a token
  bool spectator = false;  // watch the public table only
  QString language;        // "fa" or "en": the page's language (words only)
};

struct ActMessage {
  int ply = 0;              // how many moves the game had in the view the move was chosen from
  int move = 0;             // index into that view's `moves`
  std::optional<int> seat;  // if given, must be the connection's own seat (1-based)
};

// The page chose a card (or none): the shared screen numbers that card's places.
struct ChooseMessage {
  int ply = 0;
  QString card;  // an art id from the view's moves; empty: nothing chosen
};

using ClientMessage = std::variant<JoinMessage, ActMessage, ChooseMessage>;

// Reads one text message. A refusal says why it is not a message of this protocol.
std::variant<ClientMessage, Refusal> parseClientMessage(const QByteArray& utf8);

// The host's messages, as compact JSON text.
QByteArray errorMessage(const Refusal& refusal, const QString& about = QString());
QByteArray toText(const Json& message);

}  // namespace mizbazi::net

// The address phones on the same network reach this computer at: the first IPv4 address of an
// interface that is up and not the loopback, private ranges first (a home or classroom network).
#pragma once

#include <QHostAddress>

namespace mizbazi::net {

// Null when this computer has no such address (no network): the host then says so.
QHostAddress lanAddress();

}  // namespace mizbazi::net

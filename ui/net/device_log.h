// The devices' log category (QT_LOGGING_RULES="mizbazi.devices.info=true"): where the host
// listens, devices connecting and leaving, what could not be kept.
#pragma once

#include <QLoggingCategory>

namespace mizbazi::net {
Q_DECLARE_LOGGING_CATEGORY(lcDevices)
}

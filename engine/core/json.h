// The one JSON type of the project: insertion-ordered, so files we write read naturally.
#pragma once

#include <nlohmann/json.hpp>

namespace mizbazi {
using Json = nlohmann::ordered_json;
}  // namespace mizbazi

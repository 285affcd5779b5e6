// The engine's reasons for refusing an action, translated by their stable code (with the code's
// arguments filled in); the engine's English sentence is the last resort.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>

#include "core/game.h"

namespace mizbazi::ui {

// A game's own codes; nullopt for codes it does not know.
using RefusalTranslator = std::function<std::optional<QString>(const Refusal&)>;

class RefusalText {
  Q_DECLARE_TR_FUNCTIONS(RefusalText)

 public:
  static QString translate(const Refusal& why, const RefusalTranslator& game = {});
  // A drop or click that corresponds to no action at all.
  static QString notAMove();
  static QString waitForComputer();
};

}  // namespace mizbazi::ui

// The heap the process holds, for `mizbazi-cli bench`: bytes live now and the most since the last
// resetPeak(). Counted only when the executable replaces operator new and delete (heap_hooks.cpp,
// linked into mizbazi-cli alone); elsewhere available() is false and the figures are zero.
#pragma once

#include <cstdint>

namespace mizbazi::cli::heap {

bool available();
std::int64_t live();
std::int64_t peak();
// Starts a new peak from what is live now.
void resetPeak();

// Called by the replaced operators.
void noteAllocated(std::int64_t bytes);
void noteFreed(std::int64_t bytes);
void markAvailable();

}  // namespace mizbazi::cli::heap

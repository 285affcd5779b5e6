// The heap the process holds, for `mizbazi-cli bench`: bytes live now and the most since the last
// resetPeak(). Counted only when the executable replaces operator new and delete (heap_hooks.cpp,
// linked into mizbazi-cli alone); elsewhere available() is false and the figures are zero.
#pragma once

#include <cstdint>

namespace mizbazi::cli::heap {

bool available();
// Stops counting for the rest of the process: the commands that never read the figures (`soak`
// spends a tenth of its time in malloc_usable_size otherwise). Never turned back on, so a block
// allocated while counting and freed after is simply not subtracted: the figures stay unread.
void stopCounting();
std::int64_t live();
std::int64_t peak();
// Starts a new peak from what is live now.
void resetPeak();

// Called by the replaced operators.
bool counting();
void noteAllocated(std::int64_t bytes);
void noteFreed(std::int64_t bytes);
void markAvailable();

}  // namespace mizbazi::cli::heap

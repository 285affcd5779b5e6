#include "cli/heap_meter.h"

#include <atomic>

namespace mizbazi::cli::heap {

namespace {
// Relaxed: the benchmark reads them from the thread that allocates; other threads only add.
std::atomic<std::int64_t> gLive{0};
std::atomic<std::int64_t> gPeak{0};
std::atomic<bool> gAvailable{false};
std::atomic<bool> gCounting{true};
}  // namespace

bool available() {
  return gAvailable.load(std::memory_order_relaxed) && counting();
}
void stopCounting() {
  gCounting.store(false, std::memory_order_relaxed);
}
bool counting() {
  return gCounting.load(std::memory_order_relaxed);
}
std::int64_t live() {
  return gLive.load(std::memory_order_relaxed);
}
std::int64_t peak() {
  return gPeak.load(std::memory_order_relaxed);
}
void resetPeak() {
  gPeak.store(gLive.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

void noteAllocated(std::int64_t bytes) {
  const std::int64_t now = gLive.fetch_add(bytes, std::memory_order_relaxed) + bytes;
  std::int64_t seen = gPeak.load(std::memory_order_relaxed);
  while (now > seen && !gPeak.compare_exchange_weak(seen, now, std::memory_order_relaxed)) {
  }
}
void noteFreed(std::int64_t bytes) {
  gLive.fetch_sub(bytes, std::memory_order_relaxed);
}
void markAvailable() {
  gAvailable.store(true, std::memory_order_relaxed);
}

}  // namespace mizbazi::cli::heap

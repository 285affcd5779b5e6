// mizbazi-cli's own operator new and delete: malloc and free, counting the bytes each block really
// takes (malloc_usable_size, glibc) for heap_meter.h, so that `bench` can print the peak memory of
// a search. Linked into the executable only: the library and the tests keep the standard ones.
#include <malloc.h>

#include <cstdlib>
#include <new>

#include "cli/heap_meter.h"

namespace {

void* allocate(std::size_t size) {
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  if (!mizbazi::cli::heap::counting()) return p;
  mizbazi::cli::heap::noteAllocated(static_cast<std::int64_t>(malloc_usable_size(p)));
  return p;
}

void release(void* p) noexcept {
  if (p == nullptr) return;
  if (mizbazi::cli::heap::counting()) {
    mizbazi::cli::heap::noteFreed(static_cast<std::int64_t>(malloc_usable_size(p)));
  }
  std::free(p);
}

const bool kMarked = (mizbazi::cli::heap::markAvailable(), true);

}  // namespace

void* operator new(std::size_t size) {
  return allocate(size);
}
void* operator new[](std::size_t size) {
  return allocate(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept {
  release(p);
}
void operator delete[](void* p) noexcept {
  release(p);
}
void operator delete(void* p, std::size_t) noexcept {
  release(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  release(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  release(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  release(p);
}

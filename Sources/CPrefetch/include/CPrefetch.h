#ifndef CPREFETCH_H
#define CPREFETCH_H

#include <stddef.h>

/// Asks the processor to bring the cache lines holding the `bytes` bytes at `address` in ahead
/// of a read. A hint: it never faults, whatever the address.
static inline void choreo_prefetch(const void *address, size_t bytes) {
    const char *start = (const char *)address;
    for (size_t offset = 0; offset < bytes; offset += 64) {
        __builtin_prefetch(start + offset, 0, 3);
    }
}

#endif

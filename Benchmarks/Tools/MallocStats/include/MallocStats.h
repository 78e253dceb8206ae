#include <malloc.h>

/// Bytes the allocator has handed out and not taken back (small blocks and mapped ones).
static inline size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

#include "CHeap.h"

#if defined(__linux__)
#include <malloc.h>
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#endif

bool cheap_bytes_in_use(size_t *bytes) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    *bytes = info.uordblks;
    return true;
#elif defined(__APPLE__)
    // All zones together (NULL), as mallinfo2 covers the whole process.
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    *bytes = statistics.size_in_use;
    return true;
#else
    (void)bytes;
    return false;
#endif
}

__attribute__((noinline)) void workbench_counted(void (*body)(void *), void *context) {
    body(context);
}

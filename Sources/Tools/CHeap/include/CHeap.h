// CHeap: how many bytes the C heap has handed out and not yet taken back, for the benchmark's
// memory figures. Swift's Glibc module does not import <malloc.h>, hence this shim.

#ifndef CHEAP_H
#define CHEAP_H

#include <stdbool.h>
#include <stddef.h>

/// Bytes currently allocated with malloc, written to `bytes`: glibc's mallinfo2 `uordblks` on
/// Linux (glibc 2.33 or newer), malloc_zone_statistics' `size_in_use` on macOS. Returns false,
/// and writes nothing, where this system offers no such figure.
bool cheap_bytes_in_use(size_t *bytes);

/// Calls `body(context)`: the one function the benchmark's instruction counts cover. Callgrind,
/// told to collect only inside it (`--toggle-collect=workbench_counted`) and to write a profile
/// after each call (`--dump-after=workbench_counted`), counts an operation's loop and nothing
/// else: not the start-up, not the screens' construction. It lives here, the benchmark's other
/// C shim, since Swift cannot name a function for callgrind to find.
void workbench_counted(void (*body)(void *), void *context);

#endif

// CHeap: how many bytes the C heap has handed out and not yet taken back, for the benchmark's
// memory figures. Swift's Glibc module does not import <malloc.h>, hence this shim.

#ifndef CHEAP_H
#define CHEAP_H

#include <stddef.h>

/// Bytes currently allocated with malloc (glibc's mallinfo2 `uordblks`); 0 where unknown.
size_t cheap_bytes_in_use(void);

#endif

#include "CCallRecorder.h"

#include <pthread.h>
#include <stdlib.h>

// The recorder must not record itself, nor trip AddressSanitizer when it reads the stack.
#define UNTRACED __attribute__((no_sanitize("address", "coverage"), noinline))

static uint32_t function_count;
static uintptr_t *function_addresses;  // indexed by function number; 0 = not seen yet

static volatile bool recording;
// Which recording a thread's calls belong to: a thread whose calls were kept for an earlier one
// starts afresh.
static volatile uint64_t generation;

// Every thread's entries, in the order they happened; the lock keeps threads from writing over
// each other (the main actor's work moves between threads on Linux, and the services' async
// work runs on others).
static pthread_mutex_t entries_lock = PTHREAD_MUTEX_INITIALIZER;
static ccr_entry *entries;
static size_t entry_count;
static size_t entry_capacity;

// The calls still running on this thread, innermost last: the frame each runs in, the address
// it returns to, and its index in `entries`.
typedef struct {
    uintptr_t frame;
    uintptr_t return_address;
    int32_t index;
} open_call;
static _Thread_local open_call *open_calls;
static _Thread_local size_t open_count;
static _Thread_local size_t open_capacity;
static _Thread_local uint64_t open_generation;

// Frame pointers of async frames carry flags in their top bits on some platforms.
#define FRAME_MASK ((uintptr_t)0x0FFFFFFFFFFFFFFFULL)
// A frame chain longer than this is not followed further (a broken chain, or a deep one).
#define MAX_CHAIN_BYTES ((uintptr_t)64 << 20)

UNTRACED void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
    if (start == stop || *start) return;  // one call per module; already numbered
    uint32_t first = function_count + 1;
    for (uint32_t *guard = start; guard < stop; guard++) *guard = ++function_count;
    uintptr_t *grown = realloc(function_addresses, (function_count + 1) * sizeof(uintptr_t));
    if (!grown) abort();
    for (uint32_t number = first - 1; number <= function_count; number++) grown[number] = 0;
    function_addresses = grown;
}

// Makes room for one more element in `*buffer`, which holds `count` of `capacity`: doubles it
// (from `initial`) when full.
static UNTRACED void reserve(void **buffer, size_t count, size_t *capacity, size_t element,
                             size_t initial) {
    if (count < *capacity) return;
    size_t grown_capacity = *capacity ? *capacity * 2 : initial;
    void *grown = realloc(*buffer, grown_capacity * element);
    if (!grown) abort();
    *buffer = grown;
    *capacity = grown_capacity;
}

// Appends an entry and returns its index, or -1 when the recording stopped meanwhile.
static UNTRACED int32_t append_entry(uint32_t function, int32_t parent) {
    pthread_mutex_lock(&entries_lock);
    if (!recording) {
        pthread_mutex_unlock(&entries_lock);
        return -1;
    }
    reserve((void **)&entries, entry_count, &entry_capacity, sizeof(ccr_entry), 4096);
    int32_t index = (int32_t)entry_count;
    entries[entry_count++] = (ccr_entry){function, parent};
    pthread_mutex_unlock(&entries_lock);
    return index;
}

static UNTRACED void push_open(uintptr_t frame, uintptr_t return_address, int32_t index) {
    reserve((void **)&open_calls, open_count, &open_capacity, sizeof(open_call), 256);
    open_calls[open_count++] = (open_call){frame, return_address, index};
}

UNTRACED void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
    if (!recording || !*guard) return;
    uint32_t function = *guard;
    if (open_generation != generation) {
        open_generation = generation;
        open_count = 0;
    }
    if (!function_addresses[function])
        function_addresses[function] = (uintptr_t)__builtin_return_address(0);

    // The entered function's frame record: [frame] = its caller's frame, [frame + 8] = where it
    // returns to. Walk the callers' frames outwards (addresses grow) and keep, of the calls
    // recorded as running, only those whose frame is still on the chain with the same return
    // address: the others have returned.
    uintptr_t *own = (uintptr_t *)__builtin_frame_address(0);
    uintptr_t frame = own[0] & FRAME_MASK;  // the entered function's frame
    uintptr_t chain = frame;
    while (open_count > 0) {
        open_call top = open_calls[open_count - 1];
        while (chain && chain < top.frame) {
            uintptr_t next = ((uintptr_t *)chain)[0] & FRAME_MASK;
            if (next <= chain || next - frame > MAX_CHAIN_BYTES || (next & 7)) {
                chain = 0;
                break;
            }
            chain = next;
        }
        if (chain == top.frame && chain != frame && ((uintptr_t *)chain)[1] == top.return_address)
            break;
        open_count--;
    }
    int32_t parent = open_count ? open_calls[open_count - 1].index : -1;
    int32_t index = append_entry(function, parent);
    if (index >= 0) push_open(frame, ((uintptr_t *)frame)[1], index);
}

UNTRACED bool ccr_is_instrumented(void) { return function_count > 0; }

UNTRACED void ccr_start(void) {
    pthread_mutex_lock(&entries_lock);
    entry_count = 0;
    generation++;
    recording = true;
    pthread_mutex_unlock(&entries_lock);
}

UNTRACED void ccr_stop(void) {
    pthread_mutex_lock(&entries_lock);
    recording = false;
    pthread_mutex_unlock(&entries_lock);
}

UNTRACED bool ccr_is_recording(void) { return recording; }

UNTRACED size_t ccr_entry_count(void) { return entry_count; }

UNTRACED const ccr_entry *ccr_entries(void) { return entries; }

UNTRACED uint32_t ccr_function_count(void) { return function_count; }

UNTRACED uintptr_t ccr_function_address(uint32_t function) {
    return function <= function_count && function_addresses ? function_addresses[function] : 0;
}

UNTRACED uintptr_t ccr_anchor_address(void) { return (uintptr_t)&ccr_start; }

#if defined(CALL_RECORDER_BUILD)
// The traced build needs AddressSanitizer only because the compiler accepts the entry hooks
// only with a sanitizer; its leak report at exit (Foundation's Process leaks a weak reference)
// is not what a trace is for.
const char *__asan_default_options(void) { return "detect_leaks=0"; }
#endif

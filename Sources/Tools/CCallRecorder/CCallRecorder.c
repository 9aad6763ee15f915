#include "CCallRecorder.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// The recorder must not record itself, nor trip AddressSanitizer when it reads the stack.
#define UNTRACED __attribute__((no_sanitize("address", "coverage"), noinline))

static bool instrumented;

// Where the executable's functions start, in this process, sorted.
static uintptr_t *function_starts;
static size_t function_count;

static volatile bool recording;
// Which recording a thread's open calls belong to: a thread whose calls were kept for an earlier
// one starts afresh.
static volatile uint64_t generation;

// Every thread's entries, in the order they happened; the lock keeps threads from writing over
// each other (the main actor's work moves between threads on Linux, and the services' async
// work runs on others).
static pthread_mutex_t entries_lock = PTHREAD_MUTEX_INITIALIZER;
static ccr_entry *entries;
static size_t entry_count;
static size_t entry_capacity;

// The calls still running on this thread, innermost last: the frame each runs in, the address
// it returns to, the function and the address its hook ran at, and its index in `entries`.
typedef struct {
    uintptr_t frame;
    uintptr_t return_address;
    uintptr_t hook;
    int32_t function;
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
    // Every guard gets the same non-zero value: the hook tells functions apart by address.
    for (uint32_t *guard = start; guard < stop; guard++) *guard = 1;
    if (start < stop) instrumented = true;
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

// The function whose code holds `address`: the last one starting at or before it, or -1.
static UNTRACED int32_t function_at(uintptr_t address) {
    size_t low = 0, high = function_count;
    while (low < high) {
        size_t middle = (low + high) / 2;
        if (function_starts[middle] <= address) low = middle + 1; else high = middle;
    }
    return low > 0 ? (int32_t)(low - 1) : -1;
}

// Appends an entry and returns its index, or -1 when the recording stopped meanwhile.
static UNTRACED int32_t append_entry(int32_t function, int32_t parent) {
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

UNTRACED void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
    if (!recording || !*guard) return;
    uintptr_t hook = (uintptr_t)__builtin_return_address(0);
    int32_t function = function_at(hook);
    if (open_generation != generation) {
        open_generation = generation;
        open_count = 0;
    }

    // The entered function's frame record: [frame] = its caller's frame, [frame + 8] = where it
    // returns to. Of the calls recorded as running on this thread, innermost first, drop those
    // that have returned: any deeper than this frame, and any whose frame is no longer on the
    // chain of callers (walked outwards, addresses growing) with the same return address.
    uintptr_t *own = (uintptr_t *)__builtin_frame_address(0);
    uintptr_t frame = own[0] & FRAME_MASK;
    uintptr_t chain = frame;
    while (open_count > 0) {
        open_call top = open_calls[open_count - 1];
        if (top.frame == frame) {
            // The same frame: a function inlined into the running one (its hook runs in that
            // function's code, elsewhere than its entry), which is no call; or a call made from
            // the same place as one that has returned.
            if (function >= 0 && function == top.function && hook != top.hook) return;
        } else if (top.frame > frame) {
            while (chain && chain < top.frame) {
                uintptr_t next = ((uintptr_t *)chain)[0] & FRAME_MASK;
                if (next <= chain || next - frame > MAX_CHAIN_BYTES || (next & 7)) {
                    chain = 0;
                    break;
                }
                chain = next;
            }
            if (chain == top.frame && ((uintptr_t *)chain)[1] == top.return_address) break;
        }
        open_count--;
    }
    int32_t parent = open_count ? open_calls[open_count - 1].index : -1;
    int32_t index = append_entry(function, parent);
    if (index < 0) return;
    reserve((void **)&open_calls, open_count, &open_capacity, sizeof(open_call), 256);
    open_calls[open_count++] =
        (open_call){frame, ((uintptr_t *)frame)[1], hook, function, index};
}

UNTRACED bool ccr_is_instrumented(void) { return instrumented; }

UNTRACED void ccr_use_functions(const uintptr_t *starts, size_t count) {
    uintptr_t *copy = malloc((count ? count : 1) * sizeof(uintptr_t));
    if (!copy) abort();
    memcpy(copy, starts, count * sizeof(uintptr_t));
    pthread_mutex_lock(&entries_lock);
    free(function_starts);
    function_starts = copy;
    function_count = count;
    pthread_mutex_unlock(&entries_lock);
}

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

UNTRACED size_t ccr_entry_count(void) { return entry_count; }

UNTRACED const ccr_entry *ccr_entries(void) { return entries; }

UNTRACED uintptr_t ccr_anchor_address(void) { return (uintptr_t)&ccr_start; }

#if defined(CALL_RECORDER_BUILD)
// The traced build needs AddressSanitizer only because the compiler accepts the entry hooks
// only with a sanitizer; its leak report at exit (Foundation's Process leaks a weak reference)
// is not what a trace is for.
const char *__asan_default_options(void) { return "detect_leaks=0"; }
#endif

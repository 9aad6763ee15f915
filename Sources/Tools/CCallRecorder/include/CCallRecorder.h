// CCallRecorder: the compiler's function-entry hooks, recorded. A build made with
// `-sanitize=address -sanitize-coverage=func,trace-pc-guard` calls
// `__sanitizer_cov_trace_pc_guard` at the entry of every function it compiled; this file
// defines that hook. While a recording runs, each entry, on any thread, is kept with the
// function whose code it runs in (found in a table of function addresses the caller hands in)
// and with the entry it was called under on its thread (found by walking the frame-pointer
// chain), so a trace can be named and indented by call depth. The hook of a function inlined
// into another runs inside the other's code, in its frame: that is no call, and is not kept. In
// any other build the hook is never called and nothing is recorded. See docs/tracing.md.

#ifndef CCALLRECORDER_H
#define CCALLRECORDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// One function entry: which function (an index into the table `ccr_use_functions` was given,
/// -1 when the address is in none), and the index of the entry it was called under in the same
/// recording, or -1 when none was recorded.
typedef struct {
    int32_t function;
    int32_t parent;
} ccr_entry;

/// Whether this executable was built with the entry hooks.
bool ccr_is_instrumented(void);

/// Hands in the start addresses of the executable's functions, as they are in this process,
/// sorted: entries are named by the function whose code their hook runs in. Copied.
void ccr_use_functions(const uintptr_t *starts, size_t count);

/// Starts a recording; whatever was recorded before is forgotten.
void ccr_start(void);

/// Stops recording. The entries stay readable until the next `ccr_start`.
void ccr_stop(void);

/// The entries of the last recording, in the order the functions were entered.
size_t ccr_entry_count(void);
const ccr_entry *ccr_entries(void);

/// The address at which `ccr_start` runs, so that a symbol table can be lined up with the
/// running image: the difference to its address in the table is the load offset.
uintptr_t ccr_anchor_address(void);

#endif

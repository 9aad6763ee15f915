// CCallRecorder: the compiler's function-entry hooks, recorded. A build made with
// `-sanitize=address -sanitize-coverage=func,trace-pc-guard` calls
// `__sanitizer_cov_trace_pc_guard` at the entry of every function it compiled; this file
// defines that hook. While a recording runs, each entry, on any thread, is kept with the entry
// it was called under on its thread (found by walking the frame-pointer chain), so a trace can
// be indented by call depth. In any other build the hook is never called and nothing is
// recorded.
// See docs/tracing.md.

#ifndef CCALLRECORDER_H
#define CCALLRECORDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// One function entry: which function (numbered by the hooks, from 1), and the index of the
/// entry it was called under in the same recording, or -1 when none was recorded.
typedef struct {
    uint32_t function;
    int32_t parent;
} ccr_entry;

/// Whether this executable was built with the function-entry hooks.
bool ccr_is_instrumented(void);

/// Starts a recording; whatever was recorded before is forgotten.
void ccr_start(void);

/// Stops recording. The entries stay readable until the next `ccr_start`.
void ccr_stop(void);

/// Whether a recording runs.
bool ccr_is_recording(void);

/// The entries of the last recording, in the order the functions were entered.
size_t ccr_entry_count(void);
const ccr_entry *ccr_entries(void);

/// The highest function number the hooks handed out (0 when not instrumented).
uint32_t ccr_function_count(void);

/// An address inside `function`, as it ran (just after its entry hook), or 0 when it has not
/// been entered during a recording.
uintptr_t ccr_function_address(uint32_t function);

/// The address at which `ccr_start` runs, so that a symbol table can be lined up with the
/// running image: the difference to its address in the table is the load offset.
uintptr_t ccr_anchor_address(void);

#endif

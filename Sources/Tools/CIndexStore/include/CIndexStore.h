// CIndexStore: a flat C interface over the toolchain's libIndexStore.
//
// libIndexStore returns strings as a struct by value and reports data through callbacks, which
// is awkward to call from Swift directly. This shim loads the library with dlopen (so nothing
// has to be linked at build time), walks units and records, and hands every row to a Swift
// callback as one plain struct.
//
// Lifetimes: every `cis_string` and every pointer passed to a callback is borrowed. It is only
// valid until that callback returns, so copy what you need.

#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A borrowed UTF-8 string. Not NUL-terminated: always use `length`.
typedef struct {
    const char *data;
    size_t length;
} cis_string;

/// A symbol: what an occurrence or a relation is about.
typedef struct {
    const void *id;       ///< The library's handle: the same for the same symbol within one
                          ///< record, so callers can cache what they decode from it.
    cis_string usr;       ///< Unified Symbol Resolution: the stable, unique id of the symbol.
    cis_string name;      ///< The name as written in source, e.g. `titles()` or `Item`.
    int kind;             ///< An `INDEXSTORE_SYMBOL_KIND_*` value.
    int subkind;          ///< An `INDEXSTORE_SYMBOL_SUBKIND_*` value.
    uint64_t properties;  ///< `INDEXSTORE_SYMBOL_PROPERTY_*` bits.
} cis_symbol;

/// A relation of an occurrence to another symbol, e.g. "called by `titles()`".
typedef struct {
    uint64_t roles;  ///< `INDEXSTORE_SYMBOL_ROLE_REL_*` bits.
    cis_symbol symbol;
} cis_relation;

/// One occurrence of a symbol in a source file, with all of its relations.
typedef struct {
    cis_symbol symbol;
    uint64_t roles;  ///< `INDEXSTORE_SYMBOL_ROLE_*` bits.
    unsigned line;   ///< 1-based.
    unsigned column; ///< 1-based, in UTF-8 bytes.
    const cis_relation *relations;
    size_t relation_count;
} cis_occurrence;

/// What a unit (one compiled source file, or one imported module) says about itself.
typedef struct {
    cis_string module_name;
    cis_string main_file;  ///< Empty for units without a main file (e.g. a system module).
    bool is_system;
} cis_unit_info;

/// An open store together with the loaded library. Opaque: use the functions below.
typedef struct cis_store cis_store;

typedef void (*cis_unit_name_fn)(void *context, cis_string unit_name);
typedef void (*cis_unit_info_fn)(void *context, const cis_unit_info *info);
typedef void (*cis_record_fn)(void *context, cis_string record_name, cis_string file_path);
typedef void (*cis_occurrence_fn)(void *context, const cis_occurrence *occurrence);

/// Loads the library at `library_path` and opens the store at `store_path`.
/// Returns NULL on failure, with a message in `error` (at most `error_length` bytes).
cis_store *cis_open(const char *library_path, const char *store_path, char *error,
                    size_t error_length);

/// Closes the store and unloads the library. Accepts NULL.
void cis_close(cis_store *store);

/// Calls `callback` with the name of every unit in the store.
void cis_unit_names(cis_store *store, void *context, cis_unit_name_fn callback);

/// Reads one unit: calls `info_callback` once, then `record_callback` for each record it
/// depends on (a record holds the occurrences of one source file).
/// Returns false on failure, with a message in `error`.
bool cis_read_unit(cis_store *store, const char *unit_name, void *context,
                   cis_unit_info_fn info_callback, cis_record_fn record_callback, char *error,
                   size_t error_length);

/// Reads one record: calls `callback` for each occurrence, in source order.
/// Returns false on failure, with a message in `error`.
bool cis_read_record(cis_store *store, const char *record_name, void *context,
                     cis_occurrence_fn callback, char *error, size_t error_length);

/// Writes the path of the loaded Swift runtime library (libswiftCore) into `path`.
/// Returns false if the runtime is not a shared library of its own (e.g. a static build).
bool cis_swift_runtime_path(char *path, size_t path_length);

#endif

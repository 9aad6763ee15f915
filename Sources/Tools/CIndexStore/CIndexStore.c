// CIndexStore: loads libIndexStore with dlopen and walks units and records for Swift.
// See include/CIndexStore.h for the interface. The prototypes below are written from the
// toolchain header `indexstore/indexstore.h` (which is deliberately not included, so this
// target builds without it); the field names match the C function names minus `indexstore_`.

#ifndef _GNU_SOURCE
#define _GNU_SOURCE  // for dladdr and RTLD_DEFAULT on glibc
#endif

#include "CIndexStore.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Opaque handles of libIndexStore, as in its header.
typedef void *indexstore_t;
typedef void *indexstore_error_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;
typedef void *indexstore_symbol_relation_t;

// `indexstore_string_ref_t` is `{ const char *data; size_t length; }`: the same layout as ours.
typedef cis_string indexstore_string_ref_t;

enum { INDEXSTORE_UNIT_DEPENDENCY_RECORD = 2 };  // indexstore_unit_dependency_kind_t

struct cis_store {
    void *library;       // the dlopen handle
    indexstore_t store;  // the open store

    // The libIndexStore functions we call, looked up by name in cis_open.
    const char *(*error_get_description)(indexstore_error_t);
    void (*error_dispose)(indexstore_error_t);
    indexstore_t (*store_create)(const char *path, indexstore_error_t *error);
    void (*store_dispose)(indexstore_t);
    bool (*store_units_apply_f)(indexstore_t, unsigned sorted, void *context,
                                bool (*applier)(void *context, indexstore_string_ref_t name));
    indexstore_unit_reader_t (*unit_reader_create)(indexstore_t, const char *name,
                                                   indexstore_error_t *error);
    void (*unit_reader_dispose)(indexstore_unit_reader_t);
    bool (*unit_reader_is_system_unit)(indexstore_unit_reader_t);
    indexstore_string_ref_t (*unit_reader_get_module_name)(indexstore_unit_reader_t);
    indexstore_string_ref_t (*unit_reader_get_main_file)(indexstore_unit_reader_t);
    bool (*unit_reader_dependencies_apply_f)(
        indexstore_unit_reader_t, void *context,
        bool (*applier)(void *context, indexstore_unit_dependency_t));
    int (*unit_dependency_get_kind)(indexstore_unit_dependency_t);
    indexstore_string_ref_t (*unit_dependency_get_name)(indexstore_unit_dependency_t);
    indexstore_string_ref_t (*unit_dependency_get_filepath)(indexstore_unit_dependency_t);
    indexstore_record_reader_t (*record_reader_create)(indexstore_t, const char *name,
                                                       indexstore_error_t *error);
    void (*record_reader_dispose)(indexstore_record_reader_t);
    bool (*record_reader_occurrences_apply_f)(
        indexstore_record_reader_t, void *context,
        bool (*applier)(void *context, indexstore_occurrence_t));
    indexstore_symbol_t (*occurrence_get_symbol)(indexstore_occurrence_t);
    uint64_t (*occurrence_get_roles)(indexstore_occurrence_t);
    void (*occurrence_get_line_col)(indexstore_occurrence_t, unsigned *line, unsigned *column);
    bool (*occurrence_relations_apply_f)(
        indexstore_occurrence_t, void *context,
        bool (*applier)(void *context, indexstore_symbol_relation_t));
    indexstore_string_ref_t (*symbol_get_usr)(indexstore_symbol_t);
    indexstore_string_ref_t (*symbol_get_name)(indexstore_symbol_t);
    int (*symbol_get_kind)(indexstore_symbol_t);
    int (*symbol_get_subkind)(indexstore_symbol_t);
    uint64_t (*symbol_get_properties)(indexstore_symbol_t);
    uint64_t (*symbol_relation_get_roles)(indexstore_symbol_relation_t);
    indexstore_symbol_t (*symbol_relation_get_symbol)(indexstore_symbol_relation_t);
};

// MARK: - Errors

// Copies the description of a libIndexStore error into `error` and frees the library's error.
static void report(cis_store *s, indexstore_error_t library_error, const char *what, char *error,
                   size_t error_length) {
    const char *detail = library_error ? s->error_get_description(library_error) : "unknown error";
    snprintf(error, error_length, "%s: %s", what, detail);
    if (library_error) s->error_dispose(library_error);
}

// MARK: - Opening and closing

cis_store *cis_open(const char *library_path, const char *store_path, char *error,
                    size_t error_length) {
    cis_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(error, error_length, "out of memory");
        return NULL;
    }
    s->library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (!s->library) {
        snprintf(error, error_length, "cannot load %s: %s", library_path, dlerror());
        free(s);
        return NULL;
    }

    // Look up every function by name. dlsym returns a `void *`; storing it through a
    // `void **`, as the dlsym man page does, avoids a cast between object and function pointers.
#define LOAD(name)                                                                      \
    if (!(*(void **)&s->name = dlsym(s->library, "indexstore_" #name))) {               \
        snprintf(error, error_length, "%s lacks indexstore_" #name, library_path);      \
        cis_close(s);                                                                   \
        return NULL;                                                                    \
    }
    LOAD(error_get_description) LOAD(error_dispose)
    LOAD(store_create) LOAD(store_dispose) LOAD(store_units_apply_f)
    LOAD(unit_reader_create) LOAD(unit_reader_dispose) LOAD(unit_reader_is_system_unit)
    LOAD(unit_reader_get_module_name) LOAD(unit_reader_get_main_file)
    LOAD(unit_reader_dependencies_apply_f) LOAD(unit_dependency_get_kind)
    LOAD(unit_dependency_get_name) LOAD(unit_dependency_get_filepath)
    LOAD(record_reader_create) LOAD(record_reader_dispose) LOAD(record_reader_occurrences_apply_f)
    LOAD(occurrence_get_symbol) LOAD(occurrence_get_roles) LOAD(occurrence_get_line_col)
    LOAD(occurrence_relations_apply_f)
    LOAD(symbol_get_usr) LOAD(symbol_get_name) LOAD(symbol_get_kind) LOAD(symbol_get_subkind)
    LOAD(symbol_get_properties) LOAD(symbol_relation_get_roles) LOAD(symbol_relation_get_symbol)
#undef LOAD

    indexstore_error_t library_error = NULL;
    s->store = s->store_create(store_path, &library_error);
    if (!s->store) {
        report(s, library_error, "cannot open the index store", error, error_length);
        cis_close(s);
        return NULL;
    }
    return s;
}

void cis_close(cis_store *s) {
    if (!s) return;
    if (s->store) s->store_dispose(s->store);
    dlclose(s->library);
    free(s);
}

// MARK: - Units

typedef struct {
    cis_store *store;
    void *context;
    cis_unit_name_fn name_callback;
    cis_record_fn record_callback;
} unit_walk;

static bool visit_unit_name(void *context, indexstore_string_ref_t name) {
    unit_walk *walk = context;
    walk->name_callback(walk->context, name);
    return true;  // keep going
}

void cis_unit_names(cis_store *s, void *context, cis_unit_name_fn callback) {
    unit_walk walk = {.store = s, .context = context, .name_callback = callback};
    s->store_units_apply_f(s->store, /* sorted */ 1, &walk, visit_unit_name);
}

static bool visit_dependency(void *context, indexstore_unit_dependency_t dependency) {
    unit_walk *walk = context;
    cis_store *s = walk->store;
    // A unit also depends on other units and plain files; only records hold occurrences.
    if (s->unit_dependency_get_kind(dependency) == INDEXSTORE_UNIT_DEPENDENCY_RECORD) {
        walk->record_callback(walk->context, s->unit_dependency_get_name(dependency),
                              s->unit_dependency_get_filepath(dependency));
    }
    return true;
}

bool cis_read_unit(cis_store *s, const char *unit_name, void *context,
                   cis_unit_info_fn info_callback, cis_record_fn record_callback, char *error,
                   size_t error_length) {
    indexstore_error_t library_error = NULL;
    indexstore_unit_reader_t reader = s->unit_reader_create(s->store, unit_name, &library_error);
    if (!reader) {
        report(s, library_error, "cannot read unit", error, error_length);
        return false;
    }
    cis_unit_info info = {
        .module_name = s->unit_reader_get_module_name(reader),
        .main_file = s->unit_reader_get_main_file(reader),
        .is_system = s->unit_reader_is_system_unit(reader),
    };
    info_callback(context, &info);
    unit_walk walk = {.store = s, .context = context, .record_callback = record_callback};
    s->unit_reader_dependencies_apply_f(reader, &walk, visit_dependency);
    s->unit_reader_dispose(reader);
    return true;
}

// MARK: - Records

typedef struct {
    cis_store *store;
    void *context;
    cis_occurrence_fn callback;
    cis_relation *relations;  // reused for every occurrence, grown when needed
    size_t count;
    size_t capacity;
    bool out_of_memory;
} record_walk;

static cis_symbol make_symbol(cis_store *s, indexstore_symbol_t symbol) {
    return (cis_symbol){
        .id = symbol,
        .usr = s->symbol_get_usr(symbol),
        .name = s->symbol_get_name(symbol),
        .kind = s->symbol_get_kind(symbol),
        .subkind = s->symbol_get_subkind(symbol),
        .properties = s->symbol_get_properties(symbol),
    };
}

static bool collect_relation(void *context, indexstore_symbol_relation_t relation) {
    record_walk *walk = context;
    if (walk->count == walk->capacity) {
        size_t capacity = walk->capacity ? 2 * walk->capacity : 8;
        cis_relation *grown = realloc(walk->relations, capacity * sizeof *grown);
        if (!grown) {
            walk->out_of_memory = true;
            return false;  // stop
        }
        walk->relations = grown;
        walk->capacity = capacity;
    }
    cis_store *s = walk->store;
    walk->relations[walk->count++] = (cis_relation){
        .roles = s->symbol_relation_get_roles(relation),
        .symbol = make_symbol(s, s->symbol_relation_get_symbol(relation)),
    };
    return true;
}

static bool visit_occurrence(void *context, indexstore_occurrence_t occurrence) {
    record_walk *walk = context;
    cis_store *s = walk->store;
    cis_occurrence row = {
        .symbol = make_symbol(s, s->occurrence_get_symbol(occurrence)),
        .roles = s->occurrence_get_roles(occurrence),
    };
    s->occurrence_get_line_col(occurrence, &row.line, &row.column);
    walk->count = 0;
    s->occurrence_relations_apply_f(occurrence, walk, collect_relation);
    if (walk->out_of_memory) return false;  // stop
    row.relations = walk->relations;
    row.relation_count = walk->count;
    walk->callback(walk->context, &row);
    return true;
}

bool cis_read_record(cis_store *s, const char *record_name, void *context,
                     cis_occurrence_fn callback, char *error, size_t error_length) {
    indexstore_error_t library_error = NULL;
    indexstore_record_reader_t reader =
        s->record_reader_create(s->store, record_name, &library_error);
    if (!reader) {
        report(s, library_error, "cannot read record", error, error_length);
        return false;
    }
    record_walk walk = {.store = s, .context = context, .callback = callback};
    s->record_reader_occurrences_apply_f(reader, &walk, visit_occurrence);
    s->record_reader_dispose(reader);
    free(walk.relations);
    if (walk.out_of_memory) {
        snprintf(error, error_length, "out of memory while reading record %s", record_name);
        return false;
    }
    return true;
}

// MARK: - Finding the toolchain

bool cis_swift_runtime_path(char *path, size_t path_length) {
    // Ask the dynamic linker which file defines a Swift runtime function.
    void *function = dlsym(RTLD_DEFAULT, "swift_retain");
    Dl_info info;
    if (!function || !dladdr(function, &info) || !info.dli_fname) return false;
    // With a statically linked runtime the answer is the executable itself.
    if (!strstr(info.dli_fname, "libswiftCore")) return false;
    snprintf(path, path_length, "%s", info.dli_fname);
    return true;
}

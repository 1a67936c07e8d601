/* The host's own chunks (the sandbox prelude, the API's glue) are the same
   text in every state: each is compiled once per process, and later states
   load its compiled form, which keeps the chunk name and line information. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

typedef struct cached_chunk {
    char *name;
    char *text;
    size_t text_size;
    char *dump;
    size_t dump_size;
    struct cached_chunk *next;
} cached_chunk;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static cached_chunk *cache; /* entries live as long as the process */

typedef struct {
    char *bytes;
    size_t size;
    size_t capacity;
    int failed;
} dump_buffer;

static int write_dump(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    dump_buffer *b = ud;
    if (b->size + size > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 4096;
        while (capacity < b->size + size) capacity *= 2;
        char *bytes = realloc(b->bytes, capacity);
        if (bytes == NULL) {
            b->failed = 1;
            return 1;
        }
        b->bytes = bytes;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->size, p, size);
    b->size += size;
    return 0;
}

static const cached_chunk *find(const char *text, size_t size, const char *name) {
    for (const cached_chunk *c = cache; c != NULL; c = c->next)
        if (c->text_size == size && strcmp(c->name, name) == 0 && memcmp(c->text, text, size) == 0) return c;
    return NULL;
}

/* Keeps the compiled function on top of L for later states. Best effort: a
   failure only means the next state compiles the text again. */
static void remember(lua_State *L, const char *text, size_t size, const char *name) {
    dump_buffer b = {0};
    if (lua_dump(L, write_dump, &b, 0) != 0 || b.failed) {
        free(b.bytes);
        return;
    }
    cached_chunk *entry = malloc(sizeof *entry);
    char *name_copy = strdup(name);
    char *text_copy = malloc(size ? size : 1);
    if (entry == NULL || name_copy == NULL || text_copy == NULL) {
        free(entry);
        free(name_copy);
        free(text_copy);
        free(b.bytes);
        return;
    }
    memcpy(text_copy, text, size);
    *entry = (cached_chunk){name_copy, text_copy, size, b.bytes, b.size, NULL};
    pthread_mutex_lock(&cache_lock);
    if (find(text, size, name) == NULL) {
        entry->next = cache;
        cache = entry;
        entry = NULL;
    }
    pthread_mutex_unlock(&cache_lock);
    if (entry != NULL) { /* another thread cached it first */
        free(entry->name);
        free(entry->text);
        free(entry->dump);
        free(entry);
    }
}

int applife_load_host_chunk(lua_State *L, const char *text, size_t size, const char *name) {
    pthread_mutex_lock(&cache_lock);
    const cached_chunk *hit = find(text, size, name);
    pthread_mutex_unlock(&cache_lock);
    if (hit != NULL) return luaL_loadbufferx(L, hit->dump, hit->dump_size, name, "b");
    int status = luaL_loadbufferx(L, text, size, name, "t");
    if (status == LUA_OK) remember(L, text, size, name);
    return status;
}

int applife_dump_function(lua_State *L, char **bytes, size_t *size) {
    dump_buffer b = {0};
    if (lua_dump(L, write_dump, &b, 0) != 0 || b.failed) {
        free(b.bytes);
        return 0;
    }
    *bytes = b.bytes;
    *size = b.size;
    return 1;
}

void applife_free_dump(char *bytes) { free(bytes); }

int applife_load_compiled(lua_State *L, const char *bytes, size_t size, const char *name) {
    return luaL_loadbufferx(L, bytes, size, name, "b");
}

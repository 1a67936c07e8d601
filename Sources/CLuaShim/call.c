/* Calling into Lua from Swift: pcall with a traceback handler, text-only
   loading, coroutine resume. */
#include <string.h>
#include "internal.h"

static const char traceback_key = 't';

/* The handler always writes the traceback slot, and the reader clears it, so
   calls that succeed touch no slot. (A memory error skips the handler; the
   slot is then false.) */

/* Leaves the error value untouched (so tables survive) and stores the
   traceback and the first Lua frame's position beside it. */
static int message_handler(lua_State *L) {
    applife_note_error_position(L, 1);
    luaL_traceback(L, L, NULL, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &traceback_key);
    return 1;
}

int applife_call(lua_State *L, int nargs, int nresults) {
    applife_context *c = applife_context_of(L);
    struct applife_entry entry;
    applife_enter(c, &entry);
    int status;
    if (lua_tocfunction(L, 1) == message_handler) {
        /* the main thread keeps the handler at index 1 (applife_prepare) */
        status = lua_pcall(L, nargs, nresults, 1);
    } else {
        if (!lua_checkstack(L, 2)) {
            applife_leave(c, &entry);
            return LUA_ERRMEM;
        }
        int base = lua_gettop(L) - nargs;
        lua_pushcfunction(L, message_handler);
        lua_insert(L, base);
        status = lua_pcall(L, nargs, nresults, base);
        lua_remove(L, base);
    }
    applife_leave(c, &entry);
    if (status == LUA_ERRMEM) applife_take_memory_trip(c);
    return status;
}

void applife_push_last_traceback(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &traceback_key);
    lua_pushboolean(L, 0);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &traceback_key);
}

/* Hands the parser one line at a time and counts them. */
typedef struct {
    const char *next;
    size_t left;
    int lines;
} line_reader;

static const char *read_line(lua_State *L, void *data, size_t *size) {
    line_reader *reader = data;
    (void)L;
    if (reader->left == 0) {
        *size = 0;
        return NULL;
    }
    const char *newline = memchr(reader->next, '\n', reader->left);
    size_t length = newline ? (size_t)(newline - reader->next) + 1 : reader->left;
    const char *line = reader->next;
    reader->next += length;
    reader->left -= length;
    reader->lines += 1;
    *size = length;
    return line;
}

int applife_load(lua_State *L, const char *buffer, size_t size, const char *chunkname, int *lines) {
    line_reader reader = {buffer, size, 0};
    int status = lua_load(L, read_line, &reader, chunkname, "t");
    *lines = reader.lines > 0 ? reader.lines : 1;
    return status;
}

int applife_resume(lua_State *co, lua_State *from, int nargs, int *nresults) {
    applife_context *c = applife_context_of(co);
    struct applife_entry entry;
    applife_enter(c, &entry);
    lua_State *saved = c->running;
    applife_set_running(c, co);
    int status = lua_resume(co, from, nargs, nresults);
    applife_set_running(c, saved);
    applife_leave(c, &entry);
    if (status == LUA_ERRMEM) applife_take_memory_trip(c);
    return status;
}

/* Runs the pending __close handlers of co (dead or suspended). A thread a
   budget unwound from inside the hook is left as it is: its handlers would
   run with hooks off, where nothing could stop them. */
int applife_closethread(lua_State *co, lua_State *from) {
    if (applife_thread_flags(co) & APPLIFE_THREAD_TRIPPED) return LUA_OK;
    applife_context *c = applife_context_of(co);
    struct applife_entry entry;
    applife_enter(c, &entry);
    lua_State *saved = c->running;
    applife_set_running(c, co);
#if LUA_VERSION_RELEASE_NUM >= 50406
    int status = lua_closethread(co, from);
#else
    (void)from;
    int status = lua_resetthread(co);
#endif
    applife_set_running(c, saved);
    applife_leave(c, &entry);
    return status;
}

static int op_prepare(lua_State *L) {
    lua_pushboolean(L, 0);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &traceback_key);
    return 0;
}

/* Creates the registry slots later code writes without protection, and
   leaves the message handler at index 1 of the main thread for good. */
int applife_prepare(lua_State *L) {
    int status = applife_protect(L, op_prepare, NULL, 0, 0);
    if (status == LUA_OK && lua_gettop(L) == 0) lua_pushcfunction(L, message_handler);
    return status;
}

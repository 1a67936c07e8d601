/* Positions: the script's innermost line, read from a Lua stack and kept in
   the context as the last position (where a trip is reported) or the error
   position (where an error raised without one is reported). Frames of the
   host's own chunks ("=[sandbox]", "=[applife]") are skipped: their lines
   mean nothing to the script's author. Reading a stack allocates nothing
   and cannot raise. */
#include <string.h>
#include "internal.h"

static int is_host_chunk(const char *source) {
    return strcmp(source, "=[sandbox]") == 0 || strcmp(source, "=[applife]") == 0;
}

/* The innermost frame of L at or above level that runs script code, with
   short_src and currentline filled in. */
static int script_frame(lua_State *L, int level, lua_Debug *ar) {
    for (; lua_getstack(L, level, ar); level++) {
        if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0 && !is_host_chunk(ar->source)) return 1;
    }
    return 0;
}

static void save_position(applife_context *c, const lua_Debug *ar) {
    memcpy(c->last_source, ar->short_src, sizeof(c->last_source));
    c->last_line = ar->currentline;
}

static void save_error_position(applife_context *c, const lua_Debug *ar) {
    memcpy(c->error_source, ar->short_src, sizeof(c->error_source));
    c->error_line = ar->currentline;
}

int applife_note_position(lua_State *L) {
    lua_Debug ar;
    if (!script_frame(L, 0, &ar)) return 0;
    save_position(applife_context_of(L), &ar);
    return 1;
}

void applife_note_error_position(lua_State *L, int level) {
    applife_context *c = applife_context_of(L);
    lua_Debug ar;
    c->error_line = 0;
    if (script_frame(L, level, &ar)) save_error_position(c, &ar);
}

int applife_thread_position(lua_State *co, lua_Debug *ar) {
    if (script_frame(co, 0, ar)) return 1;
    /* Not started yet: the function waits at index 1; use where it is defined. */
    if (lua_status(co) != LUA_OK || lua_getstack(co, 0, ar) || lua_gettop(co) < 1 || !lua_checkstack(co, 1)) return 0;
    lua_pushvalue(co, 1);
    if (!lua_getinfo(co, ">S", ar) || ar->linedefined <= 0 || is_host_chunk(ar->source)) return 0;
    ar->currentline = ar->linedefined;
    return 1;
}

int applife_note_thread_position(lua_State *co) {
    lua_Debug ar;
    if (!applife_thread_position(co, &ar)) return 0;
    save_position(applife_context_of(co), &ar);
    return 1;
}

int applife_note_function_position(lua_State *L) {
    lua_Debug ar;
    if (!lua_checkstack(L, 1)) return 0;
    lua_pushvalue(L, -1);
    if (!lua_getinfo(L, ">S", &ar) || ar.linedefined <= 0 || is_host_chunk(ar.source)) return 0;
    ar.currentline = ar.linedefined;
    save_position(applife_context_of(L), &ar);
    return 1;
}

void applife_note_thread_error(lua_State *co) {
    applife_context *c = applife_context_of(co);
    lua_Debug ar;
    c->error_line = 0;
    if (applife_thread_position(co, &ar)) save_error_position(c, &ar);
}

/* The waking count keeps the lua_State read here from being switched away
   from (applife_set_running waits for it) or closed (applife_close waits). */
void applife_probe_position(applife_context *c) {
    __atomic_add_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
    lua_State *L = __atomic_load_n(&c->running, __ATOMIC_SEQ_CST);
    if (L == NULL) L = __atomic_load_n(&c->main_thread, __ATOMIC_SEQ_CST);
    if (L != NULL) applife_note_position(L);
    __atomic_sub_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
}

/* Budgets: one count hook serves the instruction budget, the deadline and
   interrupts, and remembers the last file:line it saw.

   Any count hook makes Lua trace every instruction (about 2x on tight
   loops), so the hook is armed for good only for an instruction budget.
   Otherwise it is armed when it has something to do, as lua.c's laction does
   on Ctrl-C: the deadline thread, an interrupt request or a trip calls
   applife_wake_hook, which gets a count-1 hook set on the thread running Lua,
   by that OS thread itself (wake.c). */
#include <stdio.h>
#include <string.h>
#include "internal.h"

void applife_save_position(applife_context *c, lua_Debug *ar) {
    memcpy(c->last_source, ar->short_src, sizeof(c->last_source));
    c->last_line = ar->currentline;
}

int applife_is_host_chunk(const char *source) {
    return strcmp(source, "=[sandbox]") == 0 || strcmp(source, "=[applife]") == 0;
}

int applife_note_position(lua_State *L) {
    applife_context *c = applife_context_of(L);
    lua_Debug ar;
    for (int level = 0; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0 && !applife_is_host_chunk(ar.source)) {
            applife_save_position(c, &ar);
            return 1;
        }
    }
    return 0;
}

int applife_thread_position(lua_State *co, lua_Debug *ar) {
    for (int level = 0; lua_getstack(co, level, ar); level++) {
        if (lua_getinfo(co, "Sl", ar) && ar->currentline > 0 && !applife_is_host_chunk(ar->source)) return 1;
    }
    /* Not started yet: the function waits at index 1; use where it is defined. */
    if (lua_status(co) != LUA_OK || lua_getstack(co, 0, ar) || lua_gettop(co) < 1 || !lua_checkstack(co, 1)) return 0;
    lua_pushvalue(co, 1);
    if (!lua_getinfo(co, ">S", ar) || ar->linedefined <= 0 || applife_is_host_chunk(ar->source)) return 0;
    ar->currentline = ar->linedefined;
    return 1;
}

int applife_note_function_position(lua_State *L) {
    lua_Debug ar;
    if (!lua_checkstack(L, 1)) return 0;
    lua_pushvalue(L, -1);
    if (!lua_getinfo(L, ">S", &ar) || ar.linedefined <= 0 || applife_is_host_chunk(ar.source)) return 0;
    ar.currentline = ar.linedefined;
    applife_save_position(applife_context_of(L), &ar);
    return 1;
}

void applife_note_thread_error(lua_State *co) {
    applife_context *c = applife_context_of(co);
    lua_Debug ar;
    c->error_line = 0;
    if (!applife_thread_position(co, &ar)) return;
    memcpy(c->error_source, ar.short_src, sizeof(c->error_source));
    c->error_line = ar.currentline;
}

int applife_note_thread_position(lua_State *co) {
    lua_Debug ar;
    if (!applife_thread_position(co, &ar)) return 0;
    applife_save_position(applife_context_of(co), &ar);
    return 1;
}

const char *applife_trip_message(applife_context *c, char *buffer, size_t size) {
    switch (c->trip) {
    case APPLIFE_TRIP_INSTRUCTIONS:
        snprintf(buffer, size, "instruction budget of %lld exhausted", c->instr_limit);
        break;
    case APPLIFE_TRIP_TIME:
        snprintf(buffer, size, "time limit of %g s exceeded", c->time_limit);
        break;
    case APPLIFE_TRIP_MEMORY:
        snprintf(buffer, size, "memory limit of %zu bytes exceeded", c->mem_limit);
        break;
    case APPLIFE_TRIP_OUTPUT:
        snprintf(buffer, size, "output limit exceeded");
        break;
    case APPLIFE_TRIP_INTERRUPT:
        snprintf(buffer, size, "interrupted");
        break;
    case APPLIFE_TRIP_STOP:
        snprintf(buffer, size, "%s", c->stop_message);
        break;
    default:
        snprintf(buffer, size, "no budget tripped");
    }
    return buffer;
}

static void hook(lua_State *L, lua_Debug *ar);

/* Raises the sticky trip as "file:line: message" at the last position seen. */
int applife_raise_trip(lua_State *L) {
    applife_context *c = applife_context_of(L);
    /* The line that called the host, unless the hook or the allocator already noted
       where the trip happened (no hook may have run). */
    if (!c->trip_located && applife_note_position(L)) c->trip_located = 1;
    /* Unwinding runs __close handlers: they stop at their first instruction. */
    if (!(lua_gethookmask(L) & LUA_MASKCOUNT) || lua_gethookcount(L) != 1) lua_sethook(L, hook, LUA_MASKCOUNT, 1);
    char message[160];
    applife_trip_message(c, message, sizeof message);
    if (c->last_line > 0)
        lua_pushfstring(L, "%s:%d: %s", c->last_source, c->last_line, message);
    else
        lua_pushstring(L, message);
    return lua_error(L);
}

static void hook(lua_State *L, lua_Debug *ar) {
    applife_context *c = applife_context_of(L);
    (void)ar;
    applife_note_position(L); /* the user's line, not the prelude's print or xpcall */
    if (c->trip == APPLIFE_TRIP_NONE && c->instr_limit > 0) {
        c->instr_used += lua_gethookcount(L); /* 1 once a wake-up re-armed it */
        if (c->instr_used >= c->instr_limit) c->trip = APPLIFE_TRIP_INSTRUCTIONS;
    }
    if (applife_pending_trip(c) != APPLIFE_TRIP_NONE) {
        c->trip_located = 1;
        lua_sethook(L, hook, LUA_MASKCOUNT, 1); /* from now on, raise at every instruction */
        /* Raising from a hook leaves the thread with hooks off (Lua restores
           them only when a pcall catches the error): a coroutine that dies
           here must never run its __close handlers. */
        if (L != c->main_thread) applife_set_thread_flag(L, APPLIFE_THREAD_TRIPPED);
        applife_raise_trip(L);
    }
}

/* A trip, a due deadline or an interrupt request: the hook has work. */
int applife_wake_needed(applife_context *c) {
    return (c->trip != APPLIFE_TRIP_NONE) | __atomic_load_n(&c->interrupt, __ATOMIC_SEQ_CST)
        | __atomic_load_n(&c->deadline_passed, __ATOMIC_SEQ_CST);
}

/* Only ever on the OS thread running L's state (wake.c). */
void applife_hook_now(lua_State *L) { lua_sethook(L, hook, LUA_MASKCOUNT, 1); }

/* Arms the count hook of L as the budgets need it: for good (every
   hook_step instructions) under an instruction budget, or when wake-ups
   cannot be delivered; at the next instruction when something is already
   pending; otherwise not at all. Coroutines created later inherit it. */
void applife_arm_hook(lua_State *L) {
    applife_context *c = applife_context_of(L);
    /* Without the deadline thread (it could not start), the hook reads the
       clock; without the wake-up signal (wake.c), it polls the flags. */
    if (c->instr_limit > 0 || (applife_deadline_by_clock && c->deadline > 0)
        || __atomic_load_n(&applife_wake_by_polling, __ATOMIC_SEQ_CST)) {
        int step = c->hook_step > 0 ? c->hook_step : 1000;
        if (c->instr_limit > 0 && c->instr_limit < step) step = (int)c->instr_limit;
        c->hook_step = step;
        lua_sethook(L, hook, LUA_MASKCOUNT, step);
    } else if (applife_wake_needed(c)) {
        applife_hook_now(L);
    } else {
        lua_sethook(L, NULL, 0, 0);
        /* A wake-up signal handled while the hook was being turned off may
           have been undone: its flag is visible now. */
        if (applife_wake_needed(c)) applife_hook_now(L);
    }
}

/* pcall that cannot swallow a tripped budget: after the protected call it
   re-raises when any budget has tripped, so `while true do pcall(f) end`
   still ends. */
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
    applife_context *c = applife_context_of(L);
    if (status == LUA_ERRMEM && c->mem_refused && c->trip == APPLIFE_TRIP_NONE)
        c->trip = APPLIFE_TRIP_MEMORY;
    if (applife_pending_trip(c) != APPLIFE_TRIP_NONE) return applife_raise_trip(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

int applife_sticky_pcall(lua_State *L) {
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

/* From a watchdog thread, just before the process ends: reads the stack of
   the thread running Lua (racy, but nothing is written). The waking count
   keeps that lua_State from being switched away from (applife_set_running
   waits) while it is read. */
void applife_probe_position(applife_context *c) {
    __atomic_add_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
    lua_State *L = __atomic_load_n(&c->running, __ATOMIC_SEQ_CST);
    if (L == NULL) L = __atomic_load_n(&c->main_thread, __ATOMIC_SEQ_CST);
    if (L != NULL) applife_note_position(L);
    __atomic_sub_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
}

/* Stopping a running script. lua.c stops one on Ctrl-C in two steps: its
   signal handler (laction) only sets a count hook, and that hook (lstop),
   running between two instructions on the thread running Lua, raises
   "interrupted!". Here every budget takes the same two steps:

   1. A source stores a flag and wakes the hook (wake.c): the deadline
      thread, an interrupt request, the allocator refusing a block, the
      host's output limit. applife_pending (applife_stop.h) tests them all.
   2. On the thread running Lua, applife_take_trip turns a flag into the
      sticky trip (the first wins), and the hook, a host call returning to
      Lua (trampoline.c) or the host before it calls into Lua raises it at
      the script's last line.

   Any count hook makes Lua trace every instruction (about 2x on tight
   loops), so the hook is armed for good only for an instruction budget (it
   counts them), or when wake-ups cannot be delivered or the deadline must
   be read from the clock (applife_arm_hook). Otherwise Lua runs
   hook-free until a wake-up sets a count-1 hook; a hook that then finds
   nothing pending (the request was taken back) puts the budgets' hook
   back, as lstop resets its own. */
#include <stdio.h>
#include <time.h>
#include "internal.h"

int applife_deadline_by_clock;
int applife_hook_polls;

double applife_monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Every write of a trip but clearing it. */
static int trip_first(applife_context *c, int trip) {
    if (c->trip == APPLIFE_TRIP_NONE) c->trip = trip;
    return c->trip;
}

int applife_take_interrupt(applife_context *c) {
    return __atomic_load_n(&c->interrupt, __ATOMIC_RELAXED) && __atomic_exchange_n(&c->interrupt, 0, __ATOMIC_SEQ_CST);
}

static int deadline_due(const applife_context *c) {
    if (c->deadline <= 0) return 0;
    if (__atomic_load_n(&c->deadline_passed, __ATOMIC_RELAXED)) return 1;
    return __atomic_load_n(&applife_deadline_by_clock, __ATOMIC_RELAXED) && applife_monotonic_seconds() >= c->deadline;
}

int applife_take_trip(applife_context *c) {
    if (c->trip != APPLIFE_TRIP_NONE) return c->trip;
    if (applife_take_interrupt(c)) return trip_first(c, APPLIFE_TRIP_INTERRUPT);
    if (deadline_due(c)) return trip_first(c, APPLIFE_TRIP_TIME);
    return APPLIFE_TRIP_NONE;
}

int applife_trip(lua_State *L, int trip) {
    applife_context *c = applife_context_of(L);
    if (c->trip != APPLIFE_TRIP_NONE) return c->trip;
    applife_note_position(L);
    return trip_first(c, trip);
}

int applife_stop_script(lua_State *L, const char *message) {
    applife_context *c = applife_context_of(L);
    if (c->trip != APPLIFE_TRIP_NONE) return c->trip;
    snprintf(c->stop_message, sizeof c->stop_message, "%s", message);
    applife_note_position(L);
    return trip_first(c, APPLIFE_TRIP_STOP);
}

int applife_take_memory_trip(applife_context *c) {
    return c->mem_refused ? trip_first(c, APPLIFE_TRIP_MEMORY) : c->trip;
}

void applife_clear_trip(applife_context *c) {
    c->trip = APPLIFE_TRIP_NONE;
    applife_take_interrupt(c);
    c->instr_used = 0;
    c->mem_refused = 0;
    c->last_line = 0;
    c->trip_located = 0;
}

static const char *trip_message(const applife_context *c, char *buffer, size_t size) {
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

void applife_hook_now(lua_State *L) { lua_sethook(L, hook, LUA_MASKCOUNT, 1); }

int applife_raise_trip(lua_State *L) {
    applife_context *c = applife_context_of(L);
    /* The line that called the host, unless the hook or the allocator already noted
       where the trip happened (no hook may have run). */
    if (!c->trip_located && applife_note_position(L)) c->trip_located = 1;
    /* Unwinding runs __close handlers: they stop at their first instruction. */
    if (!(lua_gethookmask(L) & LUA_MASKCOUNT) || lua_gethookcount(L) != 1) applife_hook_now(L);
    char message[160];
    trip_message(c, message, sizeof message);
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
        c->instr_used += lua_gethookcount(L); /* 1 once a wake-up set a count-1 hook */
        if (c->instr_used >= c->instr_limit) trip_first(c, APPLIFE_TRIP_INSTRUCTIONS);
    }
    if (applife_take_trip(c) == APPLIFE_TRIP_NONE) {
        if (lua_gethookcount(L) == 1) applife_arm_hook(L); /* woken for nothing */
        return;
    }
    c->trip_located = 1;
    applife_hook_now(L); /* from now on, raise at every instruction */
    /* Raising from a hook leaves the thread with hooks off (Lua restores
       them only when a pcall catches the error): a coroutine that dies
       here must never run its __close handlers. */
    if (L != c->main_thread) applife_set_thread_flag(L, APPLIFE_THREAD_TRIPPED);
    applife_raise_trip(L);
}

void applife_arm_hook(lua_State *L) {
    applife_context *c = applife_context_of(L);
    /* Without the deadline thread the hook reads the clock; without wake-up
       signals it polls the flags. */
    if (c->instr_limit > 0 || (__atomic_load_n(&applife_deadline_by_clock, __ATOMIC_RELAXED) && c->deadline > 0)
        || __atomic_load_n(&applife_hook_polls, __ATOMIC_RELAXED)) {
        int step = c->hook_step > 0 ? c->hook_step : 1000;
        if (c->instr_limit > 0 && c->instr_limit < step) step = (int)c->instr_limit;
        c->hook_step = step;
        lua_sethook(L, hook, LUA_MASKCOUNT, step);
    } else if (applife_pending(c)) {
        applife_hook_now(L);
    } else {
        lua_sethook(L, NULL, 0, 0);
        /* A wake-up signal handled while the hook was being turned off may
           have been undone: its flag is visible now. */
        if (applife_pending(c)) applife_hook_now(L);
    }
}

/* pcall that cannot swallow a trip: after the protected call it re-raises
   when any budget has tripped, so `while true do pcall(f) end` still ends. */
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
    applife_context *c = applife_context_of(L);
    if (status == LUA_ERRMEM) applife_take_memory_trip(c);
    if (applife_take_trip(c) != APPLIFE_TRIP_NONE) return applife_raise_trip(L);
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

/*
 * The context of one Lua state: what the allocator, the budgets, the
 * wake-ups and Swift share. It lives in memory Swift owns, which outlives
 * the state while another thread holds a handle to it. Each group of fields
 * names the unit that writes it.
 */
#ifndef APPLIFE_CONTEXT_H
#define APPLIFE_CONTEXT_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <lua.h>

typedef struct applife_arena applife_arena;

typedef struct applife_context {
    /* Memory (the allocator, state.c). */
    applife_arena *arena;      /* where a state that rewinds allocates (arena.c); NULL: malloc */
    int arena_full;            /* the arena refused a block the limit allowed (a new state would not) */
    int host_refused;          /* the system refused a block the limit allowed (an address-space cap) */
    size_t mem_used;
    size_t mem_peak;
    size_t mem_limit;          /* 0: no ceiling */
    int mem_refused;           /* the allocator refused a block since the last trip was cleared */

    /* What may stop the script (stop.c owns them; see applife_stop.h). */
    int trip;                  /* enum applife_trip: sticky, the first wins; the Lua thread only */
    char stop_message[160];    /* why the host stopped the script (APPLIFE_TRIP_STOP) */
    volatile int interrupt;    /* requested: any thread or a signal handler (interrupt.c) */
    volatile int deadline_passed; /* the deadline thread found the deadline due (deadline.c) */
    double deadline;           /* monotonic seconds; 0: no deadline (deadline.c) */
    double time_limit;         /* seconds, for the message (deadline.c) */
    long long instr_limit;     /* 0: no instruction budget */
    long long instr_used;
    int hook_step;             /* instructions between two hook calls under a budget */
    int interruptible;         /* the REPL asked for interrupts (they wake the hook either way) */
    struct applife_context *next_armed; /* the deadline thread's list (guarded by its lock) */

    /* Positions (position.c): the script's last line seen, and an error's. */
    char last_source[LUA_IDSIZE];
    int last_line;
    int trip_located;          /* last_line is where the trip (or refused memory) was noticed */
    char error_source[LUA_IDSIZE];
    int error_line;

    /* The state and the thread running Lua now (state.c, call.c, wake.c). */
    void *host;                /* the Swift LuaState, unretained */
    lua_State *main_thread;    /* set once the state exists, NULL once it closes */
    lua_State *current;        /* the thread whose host function runs now */
    lua_State *running;        /* the coroutine running Lua now (NULL: the main thread) */
    volatile int waking;       /* wake-ups sending a signal and position probes in progress
                                  from other threads: the Lua thread waits them out (wake.c) */
    volatile int lua_depth;    /* entries into Lua in progress (nested ones count); 0: idle */
    pthread_t lua_thread;      /* the OS thread running Lua, while lua_depth > 0 */

    /* The Swift objects Lua holds, of a state that rewinds (trampoline.c; state.c frees the
       ledger at close, when every entry is released): each userdata
       holding one names its entry; entries below ledger_kept belong to the checkpoint. */
    void **ledger;
    size_t ledger_count;
    size_t ledger_capacity;
    size_t ledger_kept;
    size_t ledger_free;        /* the first free entry at or above ledger_kept; SIZE_MAX: none */

    /* Warnings arrive in pieces (state.c). */
    char warning[512];
    size_t warning_length;
} applife_context;

/* Flags of a thread, kept beside the context pointer in its extra space
   (free low bits: the context is aligned). New threads copy the main
   thread's extra space, which carries no flags. */
enum applife_thread_flag {
    APPLIFE_THREAD_HOST = 1,   /* a coroutine the host drives: scripts may not resume or close it */
    APPLIFE_THREAD_TRIPPED = 2 /* a budget unwound it from inside the hook, where Lua leaves hooks
                                  off: its to-be-closed variables are never run (they could not be
                                  stopped) */
};
#define APPLIFE_THREAD_FLAG_MASK ((uintptr_t)(APPLIFE_THREAD_HOST | APPLIFE_THREAD_TRIPPED))

/* The context of any thread of a state. */
static inline applife_context *applife_context_of(lua_State *L) {
    return (applife_context *)(*(uintptr_t *)lua_getextraspace(L) & ~APPLIFE_THREAD_FLAG_MASK);
}

static inline int applife_thread_flags(lua_State *co) {
    return (int)(*(uintptr_t *)lua_getextraspace(co) & APPLIFE_THREAD_FLAG_MASK);
}

static inline void applife_set_thread_flag(lua_State *L, int flag) {
    *(uintptr_t *)lua_getextraspace(L) |= (uintptr_t)flag & APPLIFE_THREAD_FLAG_MASK;
}

static inline void applife_mark_host_thread(lua_State *co) { applife_set_thread_flag(co, APPLIFE_THREAD_HOST); }

#endif

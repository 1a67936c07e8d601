/*
 * CLuaShim: the only C in applife that raises Lua errors.
 *
 * Swift never calls a raising Lua API function directly. It calls the
 * functions here, which either cannot raise or run the raising work under
 * lua_pcall and hand back a status code. Host functions written in Swift are
 * reached through one C trampoline that calls lua_error or lua_yield only after
 * the Swift frame has returned.
 */
#ifndef APPLIFE_CLUASHIM_H
#define APPLIFE_CLUASHIM_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* What a Swift host function asks the trampoline to do once it has returned. */
enum applife_action {
    APPLIFE_RETURN = 0,      /* return the values on top of the stack */
    APPLIFE_RAISE = 1,       /* raise the value on top as is */
    APPLIFE_RAISE_WHERE = 2, /* raise the string on top, prefixed with the caller's file:line */
    APPLIFE_YIELD = 3        /* yield the values on top of the stack */
};

/* Why a budget stopped the script; the first trip wins and stays (sticky). */
enum applife_trip {
    APPLIFE_TRIP_NONE = 0,
    APPLIFE_TRIP_INSTRUCTIONS = 1,
    APPLIFE_TRIP_TIME = 2,
    APPLIFE_TRIP_MEMORY = 3,
    APPLIFE_TRIP_OUTPUT = 4,
    APPLIFE_TRIP_INTERRUPT = 5, /* an interrupt was requested (Ctrl-C in the REPL) */
    APPLIFE_TRIP_STOP = 6       /* the host stopped the script (a failed expectation), stop_message says why */
};

/* Per-state bookkeeping shared by the allocator, the hook and Swift. */
typedef struct applife_context {
    size_t mem_used;
    size_t mem_peak;
    size_t mem_limit;          /* 0: no ceiling */
    int mem_refused;           /* the allocator refused a block since the last check */
    long long instr_limit;     /* 0: no instruction budget */
    long long instr_used;
    int hook_step;             /* instructions between two hook calls */
    double deadline;           /* monotonic seconds; 0: no deadline */
    double time_limit;         /* seconds, for the message */
    volatile int deadline_passed; /* set by the deadline thread once the deadline is due */
    struct applife_context *next_armed; /* the deadline thread's list (guarded by its lock) */
    int trip;                  /* enum applife_trip */
    char last_source[LUA_IDSIZE];
    int last_line;
    int trip_located;          /* last_line is where the trip (or refused memory) was noticed */
    char error_source[LUA_IDSIZE];
    int error_line;
    void *host;                /* the Swift LuaState, unretained */
    lua_State *main_thread;    /* set once the state exists; the allocator reads its stack */
    lua_State *current;        /* the thread whose host function runs now */
    lua_State *running;        /* the coroutine running Lua now (NULL: the main thread) */
    char stop_message[160];    /* APPLIFE_TRIP_STOP's message */
    char warning[512];
    size_t warning_length;
    volatile int interrupt;    /* set from any thread or a signal handler; the hook trips on it */
    int interruptible;         /* the REPL asked for interrupts (they wake the hook either way) */
    volatile int waking;       /* wake-ups sending a signal and position probes in progress
                                  from other threads: the Lua thread waits them out (wake.c) */
    volatile int lua_depth;    /* entries into Lua in progress (nested ones count); 0: idle */
    pthread_t lua_thread;      /* the OS thread running Lua, while lua_depth > 0 */
} applife_context;

typedef int (*applife_dispatch_fn)(lua_State *L, void *box, int *action);
typedef void (*applife_release_fn)(void *box);
typedef void (*applife_warning_fn)(void *host, const char *message);

/* Installs the Swift entry points (the same three every time). */
void applife_install(applife_dispatch_fn dispatch, applife_release_fn release,
                     applife_warning_fn warning);

/* Flags of a thread, kept beside the context pointer in its extra space. */
enum applife_thread_flag {
    APPLIFE_THREAD_HOST = 1,   /* a coroutine the host drives: scripts may not resume or close it */
    APPLIFE_THREAD_TRIPPED = 2 /* a budget unwound it from inside the hook, where Lua leaves hooks
                                  off: its to-be-closed variables are never run (they could not be
                                  stopped) */
};
void applife_mark_host_thread(lua_State *co);
int applife_thread_flags(lua_State *co);

/* State life. */
lua_State *applife_newstate(applife_context *context);

/* The context of any thread of a state: the pointer in its extra space,
   without the flag bits. */
static inline applife_context *applife_context_of(lua_State *L) {
    return (applife_context *)(*(uintptr_t *)lua_getextraspace(L) & ~(uintptr_t)(APPLIFE_THREAD_HOST | APPLIFE_THREAD_TRIPPED));
}
void applife_close(lua_State *L);

/* Budgets. */
void applife_arm_hook(lua_State *L);
/* Hooks the thread running Lua now at its next instruction, so a pending
   trip, a due deadline or an interrupt stops a loop that never calls the
   host. Store the flag first. Safe from any thread or a signal handler:
   from another OS thread it signals the one running Lua, whose handler
   sets the hook (wake.c); when none runs Lua, the next entry does. */
void applife_wake_hook(applife_context *context);
/* Marks this OS thread as running Lua for the context until applife_leave
   (wake.c). Every call and resume does it; the first, outermost entry pays two
   full fences, nested ones a plain store. The host brackets a long stretch of
   calls (the engine's callbacks between two steps of a scenario) in one entry
   so that each call inside nests. The entry lives on the caller's stack (or
   in memory that does not move) until the matching applife_leave. */
typedef struct applife_entry {
    applife_context *context;
    struct applife_entry *previous;
} applife_entry;
void applife_enter(applife_context *c, applife_entry *entry);
void applife_leave(applife_context *c, applife_entry *entry);
/* Walks the stack of the thread running Lua now and saves its innermost line
   of script code as the last position. For a watchdog that found the thread
   stuck inside a C function (whose Lua stack does not move), just before the
   process ends. */
void applife_probe_position(applife_context *context);
/* Arms (seconds > 0) or disarms the wall-clock deadline. One process-wide
   thread sets deadline_passed when it is due, so checking it anywhere costs
   one load: the hook, every return from a host function to Lua, and every
   call from the host into Lua check it. */
void applife_set_deadline(applife_context *context, double seconds_from_now);
double applife_monotonic_seconds(void);
/* The context is about to be freed: the deadline thread forgets it. */
void applife_forget_deadline(applife_context *context);
/* Turns a due deadline or a requested interrupt into the sticky trip, and
   returns the trip (APPLIFE_TRIP_NONE: go on). Cannot raise. */
int applife_pending_trip(applife_context *context);

/* Set when the deadline thread could not start: deadlines are then read
   from the clock. */
extern int applife_deadline_by_clock;

/* The hot-path test before applife_pending_trip: a few plain loads, true
   when anything may be pending (a trip, an interrupt, a due deadline). */
static inline int applife_budget_pending(applife_context *c) {
    return (c->trip != APPLIFE_TRIP_NONE) | __atomic_load_n(&c->interrupt, __ATOMIC_RELAXED)
        | __atomic_load_n(&c->deadline_passed, __ATOMIC_RELAXED) | (applife_deadline_by_clock & (c->deadline > 0));
}
/* Saves the innermost Lua frame of L outside the sandbox prelude (chunk
   "=[sandbox]") as the last position. Reads the stack only: cannot raise. */
int applife_note_position(lua_State *L);
/* The same for a coroutine that is not running: its innermost Lua frame, or
   where its function is defined when it has not started. */
int applife_note_thread_position(lua_State *co);
/* The function on top of L (left there): where it is defined becomes the last
   position, for a limit that trips just before the host calls it. */
int applife_note_function_position(lua_State *L);
int applife_thread_position(lua_State *co, lua_Debug *ar); /* fills short_src and currentline */
/* A coroutine died of an error: its innermost line of script code becomes
   the error position (lua_resume runs no message handler). */
void applife_note_thread_error(lua_State *co);
const char *applife_trip_message(applife_context *context, char *buffer, size_t size);

/* Interrupts (lua.c's laction): a request is one atomic store, safe from any
   thread or a signal handler; the count hook turns it into a sticky trip. */
void applife_request_interrupt(applife_context *context);
int applife_take_interrupt(applife_context *context);
/* SIGINT: while installed, each SIGINT requests an interrupt of the target
   context (may be NULL) and is counted; a SIGINT delivered to another thread
   is forwarded to the thread that installed the handler, so its blocking
   read() returns EINTR. Installed without SA_RESTART. */
int applife_sigint_install(void);
void applife_sigint_remove(void);
void applife_sigint_target(applife_context *context);
int applife_sigint_take(void); /* SIGINTs since the last call */
int applife_sigint_peek(void); /* SIGINTs since the last take, left counted */

/* Non-raising stack helpers (macros Swift cannot import). */
int applife_upvalueindex(int i);
int applife_registryindex(void);
void applife_pop(lua_State *L, int n);
int applife_isyieldable(lua_State *L);
int applife_gc_collect(lua_State *L);

/* Protected operations: each returns a LUA_* status; on error the error object is on top. */
int applife_pushlstring(lua_State *L, const char *s, size_t len);
int applife_newtable(lua_State *L, int narr, int nrec);
int applife_rawset(lua_State *L, int table);            /* t[k] = v, k and v on top, popped */
int applife_rawseti(lua_State *L, int table, lua_Integer i); /* t[i] = v, v on top, popped */
int applife_rawsetfield(lua_State *L, int table, const char *key); /* v on top, popped */
int applife_rawgetfield(lua_State *L, int table, const char *key); /* pushes t[key] */
int applife_ref(lua_State *L, int *ref);                 /* pops the value on top */
int applife_next(lua_State *L, int table, int *more);    /* pops a key; if *more, pushes the next key and value */
int applife_tostring(lua_State *L, int idx);             /* pushes luaL_tolstring(idx) */
int applife_describe_error(lua_State *L);                /* replaces the error on top with a message string */
int applife_push_function(lua_State *L, void *box, int *adopted);
int applife_new_metatable(lua_State *L, const void *key, const char *name);
int applife_push_object(lua_State *L, void *object, const void *type_key, int *adopted);
void *applife_to_object(lua_State *L, int idx, const void *type_key);
int applife_newthread(lua_State *L);
int applife_open_sandbox(lua_State *L);
int applife_prepare(lua_State *L);
int applife_traceback(lua_State *L, lua_State *co, int level); /* pushes a traceback of co */

/* Calling and loading. */
int applife_call(lua_State *L, int nargs, int nresults); /* pcall with a traceback handler */
void applife_push_last_traceback(lua_State *L);          /* the handler's traceback, or nil */
/* Loads text, handing the parser a line at a time; `lines` is how many it had
   taken, the position of an error the parser raises without one (a "C stack
   overflow" from nesting too deep). */
int applife_load(lua_State *L, const char *buffer, size_t size, const char *chunkname, int *lines);
/* The same for one of the host's own chunks: compiled once per process, then
   loaded from its compiled form (which only the host itself ever loads). */
int applife_load_host_chunk(lua_State *L, const char *text, size_t size, const char *name);
/* The compiled form of the function on top of L (with its debug information),
   in memory the caller frees with applife_free_dump; 0 when it cannot be made. */
int applife_dump_function(lua_State *L, char **bytes, size_t *size);
void applife_free_dump(char *bytes);
/* Loads a compiled form applife_dump_function made from text this host loaded:
   never bytes a script gave (scripts load text only). */
int applife_load_compiled(lua_State *L, const char *bytes, size_t size, const char *name);
int applife_resume(lua_State *co, lua_State *from, int nargs, int *nresults);
int applife_closethread(lua_State *co, lua_State *from);

#endif

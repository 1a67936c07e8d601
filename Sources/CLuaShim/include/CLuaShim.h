/*
 * CLuaShim: the only C in applife that raises Lua errors.
 *
 * Swift never calls a raising Lua API function directly. It calls the
 * functions here, which either cannot raise or run the raising work under
 * lua_pcall and hand back a status code. Host functions written in Swift are
 * reached through one C trampoline that calls lua_error or lua_yield only after
 * the Swift frame has returned.
 *
 * Calls between the units go one way (ShimLayoutTests checks it):
 *   state.c -> deadline.c, interrupt.c, wake.c
 *   deadline.c, interrupt.c -> wake.c -> stop.c -> position.c
 *   sandbox.c -> coroutines.c -> call.c -> protected.c -> wake.c
 *   trampoline.c -> protected.c, state.c (the Swift entry points)
 * and any unit may call stop.c and position.c; stop.c calls only position.c,
 * which calls none. Only stop.c sets a hook or writes a trip; everyone else
 * stores a flag and asks applife_pending (applife_stop.h).
 */
#ifndef APPLIFE_CLUASHIM_H
#define APPLIFE_CLUASHIM_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include "applife_context.h"
#include "applife_stop.h"

/* What a Swift host function asks the trampoline to do once it has returned. */
enum applife_action {
    APPLIFE_RETURN = 0,      /* return the values on top of the stack */
    APPLIFE_RAISE = 1,       /* raise the value on top as is */
    APPLIFE_RAISE_WHERE = 2, /* raise the string on top, prefixed with the caller's file:line */
    APPLIFE_YIELD = 3        /* yield the values on top of the stack */
};

typedef int (*applife_dispatch_fn)(lua_State *L, void *box, int *action);
typedef void (*applife_release_fn)(void *box);
typedef void (*applife_warning_fn)(void *host, const char *message);

/* Installs the Swift entry points (the same three every time). */
void applife_install(applife_dispatch_fn dispatch, applife_release_fn release,
                     applife_warning_fn warning);

/* State life (state.c). Closing forgets the state's deadline and clears the
   SIGINT target if it is this state, then waits out other threads' wake-ups
   and probes. */
lua_State *applife_newstate(applife_context *context);
void applife_close(lua_State *L);

/* A state that rewinds (state.c, arena.c, trampoline.c). Before
   applife_newstate, applife_make_rewindable reserves up to `reserve` bytes of
   addresses for everything the state will allocate (0: it could not, the
   state allocates with malloc). When the region is full, a block is refused
   and arena_full set: the run did not go as in a new state. Once the state is ready, applife_checkpoint
   copies its memory out (NULL: no memory for the copy) and
   applife_keep_run_objects marks the Swift objects Lua holds as the
   checkpoint's. applife_release_run_objects then releases those a run added,
   and applife_rewind copies the memory back: every Lua object, the registry,
   the collector and the allocator are as they were at the checkpoint. Only
   while no Lua runs on the state; references the host made since are stale. */
typedef struct applife_arena_copy applife_arena_copy;
int applife_make_rewindable(applife_context *c, size_t reserve);
applife_arena_copy *applife_checkpoint(lua_State *L);
void applife_keep_run_objects(applife_context *c);
void applife_release_run_objects(applife_context *c);
void applife_rewind(lua_State *L, const applife_arena_copy *copy);
void applife_arena_free_copy(applife_arena_copy *copy);

/* Entering Lua (wake.c). Marks this OS thread as running Lua for the context
   until applife_leave, so that a wake-up from another thread can reach it (a
   signal whose handler hooks it). Every call and resume does it; the first,
   outermost entry pays two full fences, nested ones a plain store. The host
   brackets a long stretch of calls (the engine's callbacks between two steps
   of a scenario) in one entry so that each call inside nests. The entry lives
   on the caller's stack (or in memory that does not move) until the matching
   applife_leave. */
typedef struct applife_entry {
    applife_context *context;
    struct applife_entry *previous;
} applife_entry;
void applife_enter(applife_context *c, applife_entry *entry);
void applife_leave(applife_context *c, applife_entry *entry);

/* Positions (position.c). Each reads stacks only: none can raise. */
/* Saves the innermost line of script code of L (outside the host's own
   chunks) as the last position. */
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
/* From a watchdog thread, just before the process ends: saves the innermost
   line of script code of the thread running Lua now (racy, but nothing is
   written to the state). For a thread stuck inside a C function, whose Lua
   stack does not move. */
void applife_probe_position(applife_context *c);

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
/* The Lua function and a table on top (both popped): the function gets the table as an
   environment of its own (*found: whether it has an _ENV upvalue at all). */
int applife_give_own_env(lua_State *L, int *found);
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

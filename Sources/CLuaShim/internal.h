/* What the shim's units share and Swift never calls, by the unit that
   defines it. Calls go one way (CLuaShim.h lists the order). */
#ifndef APPLIFE_SHIM_INTERNAL_H
#define APPLIFE_SHIM_INTERNAL_H
#include "CLuaShim.h"

/* state.c: the Swift entry points. */
extern applife_dispatch_fn applife_dispatch;
extern applife_release_fn applife_release;
extern applife_warning_fn applife_warning;

/* protected.c: runs op(L) under lua_pcall with params as light userdata at
   index 1, after the nargs values already on top. */
int applife_protect(lua_State *L, lua_CFunction op, void *params, int nargs, int nresults);
static inline void *applife_params(lua_State *L) { return lua_touserdata(L, 1); }

/* arena.c: a state's memory in one region (applife_make_rewindable). */
applife_arena *applife_arena_open(size_t reserve);
void applife_arena_close(applife_arena *arena); /* NULL: nothing to do */
/* The allocator's work: a new block (block NULL), a freed one (new_size 0),
   or a resized one; NULL when the region is full. */
void *applife_arena_resize(applife_arena *arena, void *block, size_t old_size, size_t new_size);
applife_arena_copy *applife_arena_copy_out(applife_arena *arena);
void applife_arena_copy_in(applife_arena *arena, const applife_arena_copy *copy);

/* coroutines.c */
int applife_open_coroutines(lua_State *L);

/* wake.c */
void applife_wake_init(void); /* installs the wake-up signal's handler, once */
/* Hooks the thread running Lua for c at its next instruction, so a pending
   trip, a due deadline or an interrupt stops a loop that never calls the
   host. Store the flag first. Safe from any thread or a signal handler: from
   another OS thread it signals the one running Lua, whose handler sets the
   hook; when none runs Lua, the next entry does. */
void applife_wake_hook(applife_context *c);
/* Records which lua_State runs Lua (NULL: the main thread), on the thread
   running it. */
void applife_set_running(applife_context *c, lua_State *L);

/* interrupt.c: the state of c is closing: SIGINT stops targeting it, and
   a handler that read it as the target has finished with it on return. */
void applife_sigint_forget(applife_context *c);

/* stop.c */
/* Set (by wake.c) when wake-up signals cannot be used: the hook is then
   armed for good and polls the flags. */
extern int applife_hook_polls;
/* A count-1 hook on L: the next instruction checks the flags. On L's own OS
   thread only. */
void applife_hook_now(lua_State *L);
/* After a call or resume failed with LUA_ERRMEM: if the allocator refused
   a block (the ceiling, not a real shortage), the memory trip. Returns the
   trip in force. */
int applife_take_memory_trip(applife_context *c);
/* Raises the trip as "file:line: message" at the last position seen. */
int applife_raise_trip(lua_State *L);
int applife_sticky_pcall(lua_State *L);

/* position.c */
/* The innermost line of script code at or above level becomes the error
   position (none: error_line 0). */
void applife_note_error_position(lua_State *L, int level);
#endif

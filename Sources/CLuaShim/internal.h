#ifndef APPLIFE_SHIM_INTERNAL_H
#define APPLIFE_SHIM_INTERNAL_H
#include "CLuaShim.h"

extern applife_dispatch_fn applife_dispatch;
extern applife_release_fn applife_release;
extern applife_warning_fn applife_warning;

/* Runs op(L) under lua_pcall with params as light userdata at index 1,
   after the nargs values already on top. */
int applife_protect(lua_State *L, lua_CFunction op, void *params, int nargs, int nresults);

static inline void *applife_params(lua_State *L) { return lua_touserdata(L, 1); }

void applife_save_position(applife_context *c, lua_Debug *ar);
int applife_is_host_chunk(const char *source);
int applife_deadline_due(applife_context *c);
void applife_set_thread_flag(lua_State *L, int flag);
int applife_open_coroutines(lua_State *L);
int applife_raise_trip(lua_State *L);
int applife_sticky_pcall(lua_State *L);
void applife_set_running(applife_context *c, lua_State *L);

/* Wake-ups (wake.c); applife_enter/applife_leave are in CLuaShim.h. */
void applife_wake_init(void); /* installs the wake-up signal's handler, once */
int applife_wake_needed(applife_context *c);
void applife_hook_now(lua_State *L); /* a count-1 hook, on L's own OS thread only */
/* Set when wake-up signals cannot be used: the hook is then armed for good
   and polls the flags. */
extern int applife_wake_by_polling;
extern const char applife_traceback_key;
#endif

/* The sandbox's coroutine.resume, coroutine.wrap and coroutine.close: Lua's
   own, plus three rules.
   - A tripped budget is sticky: resuming cannot swallow it (as pcall cannot).
   - Coroutines the host drives (the scenario runner's strands) are not the
     script's to resume or close.
   - A coroutine a budget unwound from inside the hook is never closed: Lua
     leaves such a thread with hooks off, so its __close handlers could loop
     where nothing stops them. */
#include "internal.h"

static lua_State *coroutine_argument(lua_State *L, int arg) {
    lua_State *co = lua_tothread(L, arg);
    luaL_argexpected(L, co != NULL, arg, "coroutine");
    return co;
}

static int is_host(lua_State *co) { return (applife_thread_flags(co) & APPLIFE_THREAD_HOST) != 0; }
static int is_tripped(lua_State *co) { return (applife_thread_flags(co) & APPLIFE_THREAD_TRIPPED) != 0; }

/* Resumes co with the narg values on top of L. Returns the number of results
   moved to L, -1 with an error value on top of L, or -2 when a budget has
   tripped (the caller raises it). */
static int resume(lua_State *L, lua_State *co, int narg) {
    if (is_host(co)) {
        lua_pushliteral(L, "cannot resume a coroutine of the scenario runner (the main chunk, "
                           "a scenario or an at()/after() function): use wait() to pause it");
        return -1;
    }
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    applife_context *c = applife_context_of(L);
    lua_xmove(L, co, narg);
    int nres = 0;
    int status = applife_resume(co, L, narg, &nres);
    if (applife_take_trip(c) != APPLIFE_TRIP_NONE) return -2;
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int resume_function(lua_State *L) {
    lua_State *co = coroutine_argument(L, 1);
    int r = resume(L, co, lua_gettop(L) - 1);
    if (r == -2) return applife_raise_trip(L);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

/* Runs co's pending __close handlers (unless a budget unwound it). On error
   the error value replaces the one on top of L. */
static int close_thread(lua_State *L, lua_State *co) {
    int status = applife_closethread(co, L);
    if (status != LUA_OK) {
        lua_pop(L, 1);
        lua_xmove(co, L, 1);
    }
    return status;
}

static int wrapped_call(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = resume(L, co, lua_gettop(L));
    if (r == -2) return applife_raise_trip(L);
    if (r >= 0) return r;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD) { /* an error in the coroutine: it is dead */
        status = close_thread(L, co);
        if (applife_take_trip(applife_context_of(L)) != APPLIFE_TRIP_NONE) return applife_raise_trip(L);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

static int wrap_function(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, wrapped_call, 1);
    return 1;
}

static int close_function(lua_State *L) {
    lua_State *co = coroutine_argument(L, 1);
    if (is_host(co))
        return luaL_error(L, "cannot close a coroutine of the scenario runner (the main chunk, "
                             "a scenario or an at()/after() function)");
    if (co == L) return luaL_error(L, "cannot close a running coroutine");
    lua_Debug ar;
    int status = lua_status(co);
    /* Suspended, not yet started, dead or failed can be closed; normal (it
       resumed another) cannot. */
    if (status == LUA_OK && lua_getstack(co, 0, &ar)) return luaL_error(L, "cannot close a normal coroutine");
    if (is_tripped(co)) {
        lua_pushboolean(L, 0);
        lua_pushliteral(L, "the coroutine was stopped by a limit: its to-be-closed variables are not closed");
        return 2;
    }
    lua_pushnil(L); /* close_thread replaces the value on top with any error */
    status = close_thread(L, co);
    if (applife_take_trip(applife_context_of(L)) != APPLIFE_TRIP_NONE) return applife_raise_trip(L);
    if (status == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

/* Replaces resume, wrap and close in the coroutine library on top of L. */
int applife_open_coroutines(lua_State *L) {
    lua_pushcfunction(L, resume_function);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, wrap_function);
    lua_setfield(L, -2, "wrap");
    lua_pushcfunction(L, close_function);
    lua_setfield(L, -2, "close");
    return 0;
}

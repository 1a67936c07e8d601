/* The C half of the sandbox: open only the allowed libraries, lock the string
   metatable, install the budget-aware pcall, and hand the Lua prelude the
   few originals it needs (the prelude does the rest by allow-list). */
#include "internal.h"

static void open_library(lua_State *L, const char *name, lua_CFunction open, int global) {
    luaL_requiref(L, name, open, global);
    lua_pop(L, 1);
}

/* Returns a toolkit table { getmetatable = debug.getmetatable,
   traceback = debug.traceback, pcall = sticky pcall }. */
static int op_open_sandbox(lua_State *L) {
    open_library(L, LUA_GNAME, luaopen_base, 1);
    open_library(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    lua_getglobal(L, LUA_COLIBNAME);
    applife_open_coroutines(L);
    lua_pop(L, 1);
    open_library(L, LUA_TABLIBNAME, luaopen_table, 1);
    open_library(L, LUA_STRLIBNAME, luaopen_string, 1);
    open_library(L, LUA_MATHLIBNAME, luaopen_math, 1);
    open_library(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    open_library(L, LUA_OSLIBNAME, luaopen_os, 1);

    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);

    lua_pushcfunction(L, applife_sticky_pcall);
    lua_setglobal(L, "pcall");

    lua_createtable(L, 0, 3);
    luaopen_debug(L);
    lua_getfield(L, -1, "getmetatable");
    lua_setfield(L, -3, "getmetatable");
    lua_getfield(L, -1, "traceback");
    lua_setfield(L, -3, "traceback");
    lua_pop(L, 1);
    lua_pushcfunction(L, applife_sticky_pcall);
    lua_setfield(L, -2, "pcall");
    return 1;
}

int applife_open_sandbox(lua_State *L) {
    return applife_protect(L, op_open_sandbox, NULL, 0, 1);
}

/* Operations that may raise (they allocate or run metamethods), each run under
   lua_pcall so that no longjmp can reach a Swift frame. */
#include <stdio.h>
#include <string.h>
#include "internal.h"

int applife_protect(lua_State *L, lua_CFunction op, void *params, int nargs, int nresults) {
    if (!lua_checkstack(L, 3)) return LUA_ERRMEM;
    int base = lua_gettop(L) - nargs + 1;
    lua_pushcfunction(L, op);
    lua_insert(L, base);
    lua_pushlightuserdata(L, params);
    lua_insert(L, base + 1);
    return lua_pcall(L, nargs + 1, nresults, 0);
}

struct bytes { const char *s; size_t len; };
static int op_pushlstring(lua_State *L) {
    struct bytes *p = applife_params(L);
    lua_pushlstring(L, p->s, p->len);
    return 1;
}
int applife_pushlstring(lua_State *L, const char *s, size_t len) {
    struct bytes p = { s, len };
    return applife_protect(L, op_pushlstring, &p, 0, 1);
}

struct sizes { int narr, nrec; };
static int op_newtable(lua_State *L) {
    struct sizes *p = applife_params(L);
    lua_createtable(L, p->narr, p->nrec);
    return 1;
}
int applife_newtable(lua_State *L, int narr, int nrec) {
    struct sizes p = { narr, nrec };
    return applife_protect(L, op_newtable, &p, 0, 1);
}

/* Stack inside the ops: [params, t, k, v] or [params, t, v]. */
static int op_rawset(lua_State *L) { lua_rawset(L, 2); return 0; }
int applife_rawset(lua_State *L, int table) {
    table = lua_absindex(L, table);
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    lua_pushvalue(L, table);
    lua_insert(L, -3);
    return applife_protect(L, op_rawset, NULL, 3, 0);
}

static int op_rawseti(lua_State *L) {
    lua_Integer *i = applife_params(L);
    lua_rawseti(L, 2, *i);
    return 0;
}
int applife_rawseti(lua_State *L, int table, lua_Integer i) {
    table = lua_absindex(L, table);
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    lua_pushvalue(L, table);
    lua_insert(L, -2);
    return applife_protect(L, op_rawseti, &i, 2, 0);
}

static int op_rawsetfield(lua_State *L) {
    lua_pushstring(L, (const char *)applife_params(L));
    lua_insert(L, -2);
    lua_rawset(L, 2);
    return 0;
}
int applife_rawsetfield(lua_State *L, int table, const char *key) {
    table = lua_absindex(L, table);
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    lua_pushvalue(L, table);
    lua_insert(L, -2);
    return applife_protect(L, op_rawsetfield, (void *)key, 2, 0);
}

static int op_rawgetfield(lua_State *L) {
    lua_pushstring(L, (const char *)applife_params(L));
    lua_rawget(L, 2);
    return 1;
}
int applife_rawgetfield(lua_State *L, int table, const char *key) {
    table = lua_absindex(L, table);
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    lua_pushvalue(L, table);
    return applife_protect(L, op_rawgetfield, (void *)key, 1, 1);
}

static int op_ref(lua_State *L) {
    int *ref = applife_params(L);
    *ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}
int applife_ref(lua_State *L, int *ref) {
    *ref = LUA_NOREF;
    return applife_protect(L, op_ref, ref, 1, 0);
}

/* Stack inside the op: [params, t, k]; lua_next raises on a key not in t. */
static int op_next(lua_State *L) {
    int *more = applife_params(L);
    *more = lua_next(L, 2);
    return *more ? 2 : 0;
}
int applife_next(lua_State *L, int table, int *more) {
    table = lua_absindex(L, table);
    *more = 0;
    if (!lua_checkstack(L, 3)) return LUA_ERRMEM;
    lua_pushvalue(L, table);
    lua_insert(L, -2);
    return applife_protect(L, op_next, more, 2, LUA_MULTRET);
}

static int op_tostring(lua_State *L) {
    luaL_tolstring(L, 2, NULL);
    return 1;
}

/* Runs script code (a __tostring): a wake-up must find it (wake.c). */
static int protect_script(lua_State *L, lua_CFunction op, int nargs) {
    applife_context *c = applife_context_of(L);
    struct applife_entry entry;
    applife_enter(c, &entry);
    int status = applife_protect(L, op, NULL, nargs, 1);
    applife_leave(c, &entry);
    return status;
}

int applife_tostring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    lua_pushvalue(L, idx);
    return protect_script(L, op_tostring, 1);
}

/* Like lua.c's message handler, without a traceback: a value with __tostring
   is converted by it (running user code, under the hook), anything else that
   is not a string or number becomes "(error object is a X value)". */
static int op_describe(lua_State *L) {
    int t = lua_type(L, 2);
    if (t == LUA_TSTRING) return 1;
    if (t == LUA_TNUMBER) {
        luaL_tolstring(L, 2, NULL);
        return 1;
    }
    if (luaL_getmetafield(L, 2, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        luaL_tolstring(L, 2, NULL);
        if (lua_type(L, -1) == LUA_TSTRING) return 1;
    }
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 2));
    return 1;
}
int applife_describe_error(lua_State *L) {
    int type = lua_type(L, -1);
    int status = protect_script(L, op_describe, 1);
    if (status != LUA_OK) {
        /* __tostring raised (or memory ran out): describe the value by its
           type, as when it has no __tostring at all. */
        char message[64];
        int n = snprintf(message, sizeof message, "(error object is a %s value)", lua_typename(L, type));
        lua_pop(L, 1);
        return applife_pushlstring(L, message, (size_t)n);
    }
    return LUA_OK;
}

static int op_newthread(lua_State *L) {
    lua_newthread(L);
    return 1;
}
int applife_newthread(lua_State *L) { return applife_protect(L, op_newthread, NULL, 0, 1); }

struct traceback_params { lua_State *co; int level; };
static int op_traceback(lua_State *L) {
    struct traceback_params *p = applife_params(L);
    luaL_traceback(L, p->co, NULL, p->level);
    return 1;
}
int applife_traceback(lua_State *L, lua_State *co, int level) {
    struct traceback_params p = { co, level };
    return applife_protect(L, op_traceback, &p, 0, 1);
}

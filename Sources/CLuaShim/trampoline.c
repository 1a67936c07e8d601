/* Swift closures and objects in Lua: a C trampoline calls Swift through a
   function pointer and raises or yields only after Swift has returned. */
#include "internal.h"

static const char box_metatable_key = 'b';

static int trampoline(lua_State *L) {
    void **slot = lua_touserdata(L, lua_upvalueindex(1));
    int action = APPLIFE_RETURN;
    int n = applife_dispatch(L, *slot, &action);
    /* Host work counts against the budgets: a script that spends its time
       in host functions (too few instructions for the count hook) is
       stopped here, at the caller's line. */
    applife_context *c = applife_context_of(L);
    if (applife_pending(c) && applife_take_trip(c) != APPLIFE_TRIP_NONE) {
        applife_note_position(L);
        return applife_raise_trip(L);
    }
    switch (action) {
    case APPLIFE_RAISE:
        return lua_error(L);
    case APPLIFE_RAISE_WHERE:
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case APPLIFE_YIELD:
        return lua_yield(L, n);
    default:
        return n;
    }
}

/* __gc of every userdata that holds a retained Swift object. */
static int release_slot(lua_State *L) {
    void **slot = lua_touserdata(L, 1);
    if (slot != NULL && *slot != NULL) {
        void *box = *slot;
        *slot = NULL;
        applife_release(box);
    }
    return 0;
}

/* Creates a userdata holding `pointer`, with the metatable at top of stack.
   Sets *adopted once the userdata owns the pointer (its __gc will release it). */
static void new_slot(lua_State *L, void *pointer, int *adopted) {
    void **slot = lua_newuserdatauv(L, sizeof(void *), 0);
    *slot = NULL;
    lua_insert(L, -2);
    lua_setmetatable(L, -2);
    *slot = pointer;
    *adopted = 1;
}

struct push_params { void *pointer; int *adopted; const void *key; };

static int op_push_function(lua_State *L) {
    struct push_params *p = applife_params(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &box_metatable_key) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_createtable(L, 0, 2);
        lua_pushcfunction(L, release_slot);
        lua_setfield(L, -2, "__gc");
        lua_pushliteral(L, "host function");
        lua_setfield(L, -2, "__metatable");
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &box_metatable_key);
    }
    new_slot(L, p->pointer, p->adopted);
    lua_pushcclosure(L, trampoline, 1);
    return 1;
}

int applife_push_function(lua_State *L, void *box, int *adopted) {
    struct push_params p = { box, adopted, NULL };
    *adopted = 0;
    return applife_protect(L, op_push_function, &p, 0, 1);
}

struct metatable_params { const void *key; const char *name; };

static int op_new_metatable(lua_State *L) {
    struct metatable_params *p = applife_params(L);
    lua_createtable(L, 0, 4);
    lua_pushstring(L, p->name);
    lua_setfield(L, -2, "__name");
    lua_pushcfunction(L, release_slot);
    lua_setfield(L, -2, "__gc");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, p->key);
    return 1;
}

/* Pushes a new metatable for a Swift type, registered under `key`. */
int applife_new_metatable(lua_State *L, const void *key, const char *name) {
    struct metatable_params p = { key, name };
    return applife_protect(L, op_new_metatable, &p, 0, 1);
}

static int op_push_object(lua_State *L) {
    struct push_params *p = applife_params(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, p->key) != LUA_TTABLE)
        return luaL_error(L, "applife: no metatable registered for this Swift type");
    new_slot(L, p->pointer, p->adopted);
    return 1;
}

int applife_push_object(lua_State *L, void *object, const void *type_key, int *adopted) {
    struct push_params p = { object, adopted, type_key };
    *adopted = 0;
    return applife_protect(L, op_push_object, &p, 0, 1);
}

/* The Swift object in the userdata at idx if its metatable is the one
   registered under type_key; NULL otherwise. Cannot raise. */
void *applife_to_object(lua_State *L, int idx, const void *type_key) {
    void **slot = lua_touserdata(L, idx);
    if (slot == NULL || lua_type(L, idx) != LUA_TUSERDATA) return NULL;
    if (!lua_checkstack(L, 2)) return NULL;
    if (!lua_getmetatable(L, idx)) return NULL;
    lua_rawgetp(L, LUA_REGISTRYINDEX, type_key);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return same ? *slot : NULL;
}

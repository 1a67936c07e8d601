/* Swift closures and objects in Lua: a C trampoline calls Swift through a
   function pointer and raises or yields only after Swift has returned. */
#include <stdint.h>
#include <stdlib.h>
#include "internal.h"

static const char box_metatable_key = 'b';

static int trampoline(lua_State *L) {
    void **slot = lua_touserdata(L, lua_upvalueindex(1)); /* its first field: the box */
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

/* What a userdata holding a retained Swift object holds: the object, and its
   entry in the ledger of a state that rewinds (NO_ENTRY otherwise). */
struct slot {
    void *object;
    size_t entry;
};
#define NO_ENTRY SIZE_MAX

/* The ledger of a state that rewinds lists the objects its userdata hold. An
   entry is the object, or, once its userdata let go, a free entry: the index
   of the next free one plus one (so the list's end, NO_FREE, is 0 and survives
   the shift), shifted left and tagged with the low bit (objects are aligned).
   Free entries are used again, so the ledger is as long as the most objects
   alive at once. */
#define NO_FREE SIZE_MAX
#define FREE_ENTRY(next) ((void *)((((uintptr_t)(next) + 1u) << 1) | 1u))
#define IS_FREE(entry) (((uintptr_t)(entry) & 1u) != 0)
#define NEXT_FREE(entry) ((size_t)((uintptr_t)(entry) >> 1) - 1u)

/* __gc of every userdata that holds a retained Swift object. An object the
   checkpoint of a rewinding state holds stays retained (the rewind brings its
   userdata back); one a rewind already released is not released again. */
static int release_slot(lua_State *L) {
    struct slot *slot = lua_touserdata(L, 1);
    if (slot == NULL || slot->object == NULL) return 0;
    if (slot->entry != NO_ENTRY) {
        applife_context *c = applife_context_of(L);
        size_t entry = slot->entry;
        if (entry < c->ledger_kept) return 0;
        if (entry >= c->ledger_count || c->ledger[entry] != slot->object) return 0;
        c->ledger[entry] = FREE_ENTRY(c->ledger_free);
        c->ledger_free = entry;
    }
    void *box = slot->object;
    slot->object = NULL;
    applife_release(box);
    return 0;
}

/* An entry for `pointer` in the ledger of a state that rewinds (raises when
   there is no memory for one). */
static size_t new_entry(lua_State *L, applife_context *c, void *pointer) {
    size_t entry = c->ledger_free;
    if (entry != NO_FREE) {
        c->ledger_free = NEXT_FREE(c->ledger[entry]);
    } else {
        if (c->ledger_count == c->ledger_capacity) {
            size_t capacity = c->ledger_capacity == 0 ? 256 : c->ledger_capacity * 2;
            void **grown = realloc(c->ledger, capacity * sizeof *grown);
            if (grown == NULL) luaL_error(L, "not enough memory");
            c->ledger = grown;
            c->ledger_capacity = capacity;
        }
        entry = c->ledger_count++;
    }
    c->ledger[entry] = pointer;
    return entry;
}

/* Creates a userdata holding `pointer`, with the metatable at top of stack.
   Sets *adopted once the userdata owns the pointer (its __gc will release it). */
static void new_slot(lua_State *L, void *pointer, int *adopted) {
    applife_context *c = applife_context_of(L);
    struct slot *slot = lua_newuserdatauv(L, sizeof(struct slot), 0);
    slot->object = NULL;
    slot->entry = NO_ENTRY;
    lua_insert(L, -2);
    lua_setmetatable(L, -2);
    if (c->arena != NULL) slot->entry = new_entry(L, c, pointer);
    slot->object = pointer;
    *adopted = 1;
}

void applife_keep_run_objects(applife_context *c) {
    c->ledger_kept = c->ledger_count;
    c->ledger_free = NO_FREE;
}

void applife_release_run_objects(applife_context *c) {
    while (c->ledger_count > c->ledger_kept) {
        void *object = c->ledger[--c->ledger_count];
        if (!IS_FREE(object)) applife_release(object);
    }
    c->ledger_free = NO_FREE;
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
    struct slot *slot = lua_touserdata(L, idx);
    if (slot == NULL || lua_type(L, idx) != LUA_TUSERDATA) return NULL;
    if (!lua_checkstack(L, 2)) return NULL;
    if (!lua_getmetatable(L, idx)) return NULL;
    lua_rawgetp(L, LUA_REGISTRYINDEX, type_key);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return same ? slot->object : NULL;
}

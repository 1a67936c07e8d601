/* An environment of its own for one Lua function: what lets an app's `main` give every
   process fresh globals. */
#include <string.h>
#include "internal.h"

/* Stack inside the op: [params, f, env]. Finds f's _ENV upvalue and joins it to a new
   upvalue cell holding env: the closures f creates from then on see env; the other
   closures that shared f's old cell keep it. */
static int op_give_own_env(lua_State *L) {
    int *found = applife_params(L);
    int n = 0;
    for (int i = 1; n == 0; i++) {
        const char *name = lua_getupvalue(L, 2, i);
        if (name == NULL) break;
        lua_pop(L, 1);
        if (strcmp(name, "_ENV") == 0) n = i;
    }
    *found = n != 0;
    if (n == 0) return 0;
    static const char holder[] = "local env = ... return function() return env end";
    if (luaL_loadbufferx(L, holder, sizeof holder - 1, "=[applife]", "t") != LUA_OK) lua_error(L);
    lua_pushvalue(L, 3);
    lua_call(L, 1, 1);
    lua_upvaluejoin(L, 2, n, -1, 1);
    return 0;
}

int applife_give_own_env(lua_State *L, int *found) {
    return applife_protect(L, op_give_own_env, found, 2, 0);
}

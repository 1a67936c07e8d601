#include "CLuaShim.h"
int applife_shim_version(void) { return LUA_VERSION_NUM; }

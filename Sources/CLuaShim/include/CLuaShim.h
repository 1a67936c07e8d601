#ifndef APPLIFE_CLUASHIM_H
#define APPLIFE_CLUASHIM_H
#include <lua.h>
int applife_shim_version(void);
#endif

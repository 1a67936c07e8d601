/* State life: a counting allocator with a ceiling (a source of stops: it
   stores mem_refused, applife_stop.h), panic and warning handlers, a close
   that leaves no other thread pointing at the state, and the checkpoint and
   rewind of a state whose memory is one region (arena.c). */
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

applife_dispatch_fn applife_dispatch;
applife_release_fn applife_release;
applife_warning_fn applife_warning;

void applife_install(applife_dispatch_fn dispatch, applife_release_fn release,
                     applife_warning_fn warning) {
    applife_dispatch = dispatch;
    applife_release = release;
    applife_warning = warning;
}

static void *allocate(void *ud, void *ptr, size_t osize, size_t nsize) {
    applife_context *c = ud;
    if (ptr == NULL) osize = 0;
    if (nsize == 0) {
        if (c->arena != NULL) applife_arena_resize(c->arena, ptr, osize, 0);
        else free(ptr);
        c->mem_used -= osize;
        return NULL;
    }
    if (c->mem_limit != 0 && nsize > osize && c->mem_used - osize + nsize > c->mem_limit) {
        /* Memory errors run no message handler: remember the script's line
           now. Reading the stack allocates nothing and cannot raise. */
        if (!c->mem_refused && c->main_thread != NULL && !c->trip_located)
            c->trip_located = applife_note_position(c->running != NULL ? c->running : c->main_thread);
        c->mem_refused = 1;
        return NULL;
    }
    void *block = c->arena != NULL ? applife_arena_resize(c->arena, ptr, osize, nsize) : realloc(ptr, nsize);
    if (block == NULL) {
        if (c->arena != NULL) c->arena_full = 1;
        else c->host_refused = 1;
        return NULL;
    }
    c->mem_used = c->mem_used - osize + nsize;
    if (c->mem_used > c->mem_peak) c->mem_peak = c->mem_used;
    return block;
}

static int panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(no message)";
    fprintf(stderr, "applife: PANIC: unprotected error in call to Lua API (%s)\n", message);
    fflush(stderr);
    abort();
    return 0;
}

/* Warnings arrive in pieces; control messages ("@on", "@off") are ignored. */
static void warning(void *ud, const char *message, int tocont) {
    applife_context *c = ud;
    if (c->warning_length == 0 && !tocont && message[0] == '@') return;
    size_t room = sizeof(c->warning) - 1 - c->warning_length;
    size_t n = strlen(message);
    if (n > room) n = room;
    memcpy(c->warning + c->warning_length, message, n);
    c->warning_length += n;
    c->warning[c->warning_length] = '\0';
    if (!tocont) {
        if (applife_warning != NULL && c->host != NULL) applife_warning(c->host, c->warning);
        c->warning_length = 0;
        c->warning[0] = '\0';
    }
}

lua_State *applife_newstate(applife_context *context) {
    applife_wake_init();
    lua_State *L = lua_newstate(allocate, context);
    if (L == NULL) {
        applife_arena_close(context->arena);
        context->arena = NULL;
        return NULL;
    }
    lua_atpanic(L, panic);
    lua_setwarnf(L, warning, context);
    *(applife_context **)lua_getextraspace(L) = context;
    context->main_thread = L;
    return L;
}

void applife_close(lua_State *L) {
    applife_context *c = applife_context_of(L);
    /* No probe may read a thread of a closing state, and no SIGINT target
       be set to it (applife_sigint_target tests main_thread). */
    __atomic_store_n(&c->main_thread, NULL, __ATOMIC_SEQ_CST);
    __atomic_store_n(&c->running, NULL, __ATOMIC_SEQ_CST);
    applife_forget_deadline(c);
    applife_sigint_forget(c);
    while (__atomic_load_n(&c->waking, __ATOMIC_SEQ_CST) != 0) sched_yield();
    c->ledger_kept = 0; /* every object Lua holds is released now, the checkpoint's too */
    lua_close(L);
    free(c->ledger);
    c->ledger = NULL;
    c->ledger_count = c->ledger_capacity = 0;
    applife_arena_close(c->arena);
    c->arena = NULL;
}

int applife_make_rewindable(applife_context *c, size_t reserve) {
    /* Smaller regions where the system refuses a large one (as under valgrind). */
    do {
        c->arena = applife_arena_open(reserve);
        reserve /= 8;
    } while (c->arena == NULL && reserve >= ((size_t)1 << 30));
    c->ledger_free = SIZE_MAX;
    return c->arena != NULL;
}

applife_arena_copy *applife_checkpoint(lua_State *L) {
    applife_context *c = applife_context_of(L);
    if (c->arena == NULL) return NULL;
    return applife_arena_copy_out(c->arena);
}

void applife_rewind(lua_State *L, const applife_arena_copy *copy) {
    applife_context *c = applife_context_of(L);
    /* As for a close: no probe may read the state's threads while they change. */
    __atomic_store_n(&c->main_thread, NULL, __ATOMIC_SEQ_CST);
    __atomic_store_n(&c->running, NULL, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&c->waking, __ATOMIC_SEQ_CST) != 0) sched_yield();
    applife_arena_copy_in(c->arena, copy);
    c->current = L;
    __atomic_store_n(&c->main_thread, L, __ATOMIC_SEQ_CST);
}

int applife_upvalueindex(int i) { return lua_upvalueindex(i); }
int applife_registryindex(void) { return LUA_REGISTRYINDEX; }
void applife_pop(lua_State *L, int n) { lua_pop(L, n); }
int applife_isyieldable(lua_State *L) { return lua_isyieldable(L); }

int applife_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }

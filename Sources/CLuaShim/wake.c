/* Waking the count hook of a running script without touching its lua_State
   from another OS thread, as lua.c does on Ctrl-C: lua_sethook stores the
   hook and sets the trap flag of the running thread's frames, which is only
   safe on the OS thread that runs the VM (from elsewhere the flag can land
   in a CallInfo the collector has just freed).

   Every path that runs script code (a call, a resume, a close, a __tostring)
   brackets it with applife_enter/applife_leave, which record the OS thread
   (c->lua_thread, c->lua_depth) and push an entry on a thread-local list.
   A wake-up comes after its source has stored its flag (applife_stop.h), and:
   - on the thread running Lua for the context (the context is on its list:
     a host function, a SIGINT handler there), hooks it directly;
   - from another thread, sends WAKE_SIGNAL to that thread; the handler runs
     there and hooks every context on its list with something pending;
   - when no thread runs Lua for the context, does nothing: applife_enter
     tests applife_pending on the way in.

   No lost wake-up. The sender stores the flag, then loads lua_depth; the
   entering thread stores lua_depth, then tests the flags, with a
   sequentially consistent fence (or operation) between store and load on
   both sides. So either the sender sees the thread in Lua and signals it
   (the handler then finds the entry and the flag), or the thread sees the
   flag and hooks itself. Whatever changes the lua_State the handler would
   hook (applife_set_running) or turns the hook off (applife_arm_hook) tests
   the flags again afterwards, so a handler that ran in between is not
   undone. Leaving needs nothing: the flag stays set for the next entry.

   The sender must not signal a thread that has exited (pthread_kill would
   read a freed descriptor): it counts itself in c->waking before it loads
   lua_depth, and the thread, once it has stored lua_depth = 0 on its way
   out, waits until c->waking is back to 0. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include "internal.h"

/* Ignored by default, so a signal that arrives late (or from outside) is
   harmless; Go preempts goroutines with it for the same reason. */
#define WAKE_SIGNAL SIGURG

static int signal_ready; /* the handler is installed */
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

/* Initial-exec: reading it in a signal handler allocates nothing. */
#if defined(__ELF__)
#define HANDLER_TLS __thread __attribute__((tls_model("initial-exec")))
#else
#define HANDLER_TLS __thread
#endif

/* The contexts this OS thread runs Lua for, innermost first. Written only by
   the thread itself; read by its signal handler. */
static HANDLER_TLS struct applife_entry *entries;
static HANDLER_TLS int signal_unblocked;

static void hook_running(applife_context *c) {
    lua_State *L = __atomic_load_n(&c->running, __ATOMIC_SEQ_CST);
    if (L == NULL) L = __atomic_load_n(&c->main_thread, __ATOMIC_SEQ_CST);
    if (L != NULL) applife_hook_now(L);
}

static int on_this_thread(applife_context *c) {
    for (struct applife_entry *e = entries; e != NULL; e = e->previous)
        if (e->context == c) return 1;
    return 0;
}

/* Async-signal-safe: reads this thread's list and flags, and lua_sethook
   only stores. The sender stored its flag before it sent the signal; the
   fence keeps this thread's reads after the signal's arrival. */
static void on_wake_signal(int signo) {
    (void)signo;
    int saved = errno;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    for (struct applife_entry *e = entries; e != NULL; e = e->previous)
        if (applife_pending(e->context)) hook_running(e->context);
    errno = saved;
}

static void fall_back_to_polling(void) {
    __atomic_store_n(&applife_hook_polls, 1, __ATOMIC_SEQ_CST);
}

/* Once per process. A handler someone else installed is left alone. */
static void install(void) {
    struct sigaction old;
    if (sigaction(WAKE_SIGNAL, NULL, &old) != 0
        || (old.sa_flags & SA_SIGINFO) || (old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN)) {
        fall_back_to_polling();
        return;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_wake_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; /* a host function's blocking read goes on */
    if (sigaction(WAKE_SIGNAL, &action, NULL) != 0) {
        fall_back_to_polling();
        return;
    }
    __atomic_store_n(&signal_ready, 1, __ATOMIC_SEQ_CST);
}

void applife_wake_init(void) {
    if (pthread_once(&install_once, install) != 0) fall_back_to_polling();
}

void applife_enter(applife_context *c, struct applife_entry *entry) {
    entry->context = c;
    entry->previous = entries;
    __atomic_signal_fence(__ATOMIC_SEQ_CST); /* the handler sees a whole entry */
    entries = entry;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    int depth = __atomic_load_n(&c->lua_depth, __ATOMIC_RELAXED);
    if (depth > 0) { /* nested, on this same thread: senders only test for 0 */
        __atomic_store_n(&c->lua_depth, depth + 1, __ATOMIC_RELAXED);
        return;
    }
    if (!signal_unblocked) {
        /* The mask is inherited from whoever created this thread. */
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, WAKE_SIGNAL);
        pthread_sigmask(SIG_UNBLOCK, &set, NULL);
        signal_unblocked = 1;
    }
    __atomic_store_n(&c->lua_thread, pthread_self(), __ATOMIC_RELAXED);
    /* Release: a sender that sees the depth sees the thread. */
    __atomic_store_n(&c->lua_depth, 1, __ATOMIC_RELEASE);
    __atomic_thread_fence(__ATOMIC_SEQ_CST); /* the store above before the test below */
    if (applife_pending(c)) {
        hook_running(c);
    } else if (__atomic_load_n(&applife_hook_polls, __ATOMIC_RELAXED) && c->main_thread != NULL
               && lua_gethookmask(c->main_thread) == 0) {
        applife_arm_hook(c->main_thread); /* signals failed since it was armed */
    }
}

void applife_leave(applife_context *c, struct applife_entry *entry) {
    int depth = __atomic_load_n(&c->lua_depth, __ATOMIC_RELAXED);
    if (depth > 1) {
        __atomic_store_n(&c->lua_depth, depth - 1, __ATOMIC_RELAXED);
    } else {
        __atomic_store_n(&c->lua_depth, 0, __ATOMIC_SEQ_CST);
        /* A sender that saw this thread in Lua may still be signalling it. */
        while (__atomic_load_n(&c->waking, __ATOMIC_SEQ_CST) != 0) sched_yield();
    }
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    entries = entry->previous;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

void applife_wake_hook(applife_context *c) {
    if (on_this_thread(c)) {
        hook_running(c);
        return;
    }
    if (!__atomic_load_n(&signal_ready, __ATOMIC_SEQ_CST)) return; /* the polling hook will see the flag */
    __atomic_add_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&c->lua_depth, __ATOMIC_SEQ_CST) > 0) {
        pthread_t thread = __atomic_load_n(&c->lua_thread, __ATOMIC_RELAXED);
        /* Never this thread: it would have found the context on its list. */
        if (!pthread_equal(thread, pthread_self()) && pthread_kill(thread, WAKE_SIGNAL) != 0)
            fall_back_to_polling(); /* not expected (the thread is alive): later entries poll */
    }
    __atomic_sub_fetch(&c->waking, 1, __ATOMIC_SEQ_CST);
}

/* Hooks the new lua_State when something is pending: a handler that read
   the previous one hooked that one instead. Also waits out a watchdog's
   probe (applife_probe_position), which may be reading the previous one's
   stack. */
void applife_set_running(applife_context *c, lua_State *L) {
    __atomic_store_n(&c->running, L, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&c->waking, __ATOMIC_SEQ_CST) != 0) sched_yield();
    if (applife_pending(c)) hook_running(c);
}

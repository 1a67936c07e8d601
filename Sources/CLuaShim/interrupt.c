/* Interrupts, a source of stops (applife_stop.h), as lua.c's laction: a
   request only stores a flag and wakes the hook of the thread running Lua
   (wake.c; async-signal-safe); the hook turns it into the sticky trip that
   unwinds the script with "interrupted". Nothing here longjmps.

   SIGINT requests an interrupt of one target context. The target must never
   be a context that is freed: applife_close clears it (applife_sigint_forget)
   and waits out a handler that may have read it already, and a closed
   state's context is never made the target. */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include "internal.h"

void applife_request_interrupt(applife_context *c) {
    __atomic_store_n(&c->interrupt, 1, __ATOMIC_SEQ_CST);
    applife_wake_hook(c);
}

static applife_context *volatile sigint_context;
static volatile int sigint_count;
static volatile int sigint_handling; /* handlers between reading the target and done with it */
static pthread_t sigint_thread;
static volatile int sigint_installed;
static struct sigaction previous;

static void on_sigint(int signo) {
    (void)signo;
    if (sigint_installed && !pthread_equal(pthread_self(), sigint_thread)) {
        pthread_kill(sigint_thread, SIGINT); /* wake the reader's read() with EINTR */
        return;
    }
    __atomic_add_fetch(&sigint_count, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&sigint_handling, 1, __ATOMIC_SEQ_CST);
    applife_context *c = __atomic_load_n(&sigint_context, __ATOMIC_SEQ_CST);
    if (c) applife_request_interrupt(c);
    __atomic_sub_fetch(&sigint_handling, 1, __ATOMIC_SEQ_CST);
}

int applife_sigint_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocked read returns EINTR */
    sigint_thread = pthread_self();
    __atomic_store_n(&sigint_count, 0, __ATOMIC_SEQ_CST);
    if (sigaction(SIGINT, &action, &previous) != 0) return -1;
    /* A parent (a test runner, a shell script) may have blocked SIGINT: the
       mask is inherited, and a blocked Ctrl-C would never arrive. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    sigint_installed = 1;
    return 0;
}

void applife_sigint_remove(void) {
    if (!sigint_installed) return;
    sigint_installed = 0;
    __atomic_store_n(&sigint_context, NULL, __ATOMIC_SEQ_CST);
    sigaction(SIGINT, &previous, NULL);
}

void applife_sigint_target(applife_context *c) {
    if (c != NULL && __atomic_load_n(&c->main_thread, __ATOMIC_SEQ_CST) == NULL) c = NULL; /* closed */
    __atomic_store_n(&sigint_context, c, __ATOMIC_SEQ_CST);
}

/* A handler interrupting this very thread finishes before the wait resumes,
   so the wait ends on any thread. */
void applife_sigint_forget(applife_context *c) {
    applife_context *expected = c;
    __atomic_compare_exchange_n(&sigint_context, &expected, NULL, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&sigint_handling, __ATOMIC_SEQ_CST) != 0) sched_yield();
}

int applife_sigint_take(void) {
    return __atomic_exchange_n(&sigint_count, 0, __ATOMIC_SEQ_CST);
}

int applife_sigint_peek(void) {
    return __atomic_load_n(&sigint_count, __ATOMIC_SEQ_CST);
}

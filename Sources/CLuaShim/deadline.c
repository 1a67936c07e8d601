/* Wall-clock deadlines, a source of stops (applife_stop.h): one process-wide
   thread sleeps until the earliest armed deadline, then stores that state's
   deadline_passed flag and wakes the hook (a signal to the thread running
   Lua, wake.c). It never touches a Lua state. Testing the flag is one load
   (applife_pending), cheap enough for every host call, every strand the
   scenario runner resumes and the count hook, so a script that runs many
   short coroutines (each too short for the count hook) or spends its time in
   host functions is still stopped. If the thread cannot start, deadlines are
   read from the clock instead (applife_deadline_by_clock). */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <time.h>
#include "internal.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake;
static applife_context *armed;   /* contexts with a deadline not yet due, unordered */
static int thread_state;         /* 0: not started, 1: running, -1: could not start */
/* When the thread wakes by itself (monotonic seconds; INFINITY: only when woken), 0 while
   unknown. A deadline armed later than that needs no wake-up: the thread finds it when it
   wakes (a state rearmed for each of many runs would otherwise switch to it every time). */
static double waking_at;

static void unlink_context(applife_context *c) {
    for (applife_context **link = &armed; *link != NULL; link = &(*link)->next_armed) {
        if (*link == c) {
            *link = c->next_armed;
            c->next_armed = NULL;
            return;
        }
    }
}

static void *watch(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    for (;;) {
        double now = applife_monotonic_seconds();
        double earliest = 0;
        for (applife_context **link = &armed; *link != NULL;) {
            applife_context *c = *link;
            if (c->deadline <= now) {
                __atomic_store_n(&c->deadline_passed, 1, __ATOMIC_SEQ_CST);
                applife_wake_hook(c); /* a loop that never calls the host stops too */
                *link = c->next_armed;
                c->next_armed = NULL;
                continue;
            }
            if (earliest == 0 || c->deadline < earliest) earliest = c->deadline;
            link = &c->next_armed;
        }
        waking_at = earliest == 0 ? INFINITY : earliest;
        if (earliest == 0) {
            pthread_cond_wait(&wake, &lock);
        } else {
            struct timespec until;
            until.tv_sec = (time_t)earliest;
            until.tv_nsec = (long)((earliest - (double)until.tv_sec) * 1e9);
            pthread_cond_timedwait(&wake, &lock, &until);
        }
    }
    return NULL;
}

/* Starts the thread once, under the lock. */
static void start_thread(void) {
    if (thread_state != 0) return;
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&wake, &attributes);
    pthread_condattr_destroy(&attributes);
    pthread_attr_t thread_attributes;
    pthread_attr_init(&thread_attributes);
    pthread_attr_setdetachstate(&thread_attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&thread_attributes, 64 << 10);
    pthread_t thread;
    thread_state = pthread_create(&thread, &thread_attributes, watch, NULL) == 0 ? 1 : -1;
    if (thread_state == -1) __atomic_store_n(&applife_deadline_by_clock, 1, __ATOMIC_SEQ_CST);
    pthread_attr_destroy(&thread_attributes);
}

void applife_set_deadline(applife_context *c, double seconds_from_now) {
    pthread_mutex_lock(&lock);
    unlink_context(c);
    __atomic_store_n(&c->deadline_passed, 0, __ATOMIC_SEQ_CST);
    /* NaN and negative values arm nothing; huge values are far away. */
    int arm = seconds_from_now > 0;
    c->time_limit = arm ? seconds_from_now : 0;
    c->deadline = arm ? applife_monotonic_seconds() + fmin(seconds_from_now, 1e12) : 0;
    if (arm) {
        start_thread();
        c->next_armed = armed;
        armed = c;
        if (thread_state == 1 && (waking_at == 0 || c->deadline < waking_at)) pthread_cond_signal(&wake);
    }
    pthread_mutex_unlock(&lock);
}

/* The state is closing: the thread must forget its context. */
void applife_forget_deadline(applife_context *c) {
    pthread_mutex_lock(&lock);
    unlink_context(c);
    pthread_mutex_unlock(&lock);
}

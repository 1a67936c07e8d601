/*
 * What may stop a running script (stop.c), as lua.c stops one on Ctrl-C.
 *
 * The sources of a stop only store a flag and wake the hook: the deadline
 * thread (deadline.c), an interrupt request or a SIGINT (interrupt.c), the
 * allocator refusing a block (state.c), the host's output limit (Swift).
 * stop.c alone turns a flag into the sticky trip, owns the count hook (which
 * also counts the instruction budget) and raises the trip as a Lua error.
 * Everything else asks applife_pending first.
 */
#ifndef APPLIFE_STOP_H
#define APPLIFE_STOP_H

#include "applife_context.h"

/* Why a budget stopped the script; the first trip wins and stays (sticky). */
enum applife_trip {
    APPLIFE_TRIP_NONE = 0,
    APPLIFE_TRIP_INSTRUCTIONS = 1,
    APPLIFE_TRIP_TIME = 2,
    APPLIFE_TRIP_MEMORY = 3,
    APPLIFE_TRIP_OUTPUT = 4,
    APPLIFE_TRIP_INTERRUPT = 5, /* an interrupt was requested (Ctrl-C in the REPL) */
    APPLIFE_TRIP_STOP = 6       /* the host stopped the script (a failed expectation): stop_message */
};

/* The clock deadlines are in (monotonic seconds). */
double applife_monotonic_seconds(void);

/* Set (by deadline.c) when the deadline thread could not start: a deadline
   is then due when the clock says so, and is read at every check. */
extern int applife_deadline_by_clock;

/* Whether anything may stop the script: a trip, an interrupt request, a due
   deadline, or an armed deadline only the clock can tell. The one test
   before applife_take_trip, cheap enough for every host call.

   Memory ordering: relaxed loads. A flag stored on another thread reaches
   this thread by the signal the source sends after storing it (wake.c), or
   at the latest when this thread next enters Lua: applife_enter puts a
   sequentially consistent fence between its own store and this test, so
   entering and waking never miss each other. */
static inline int applife_pending(const applife_context *c) {
    return (c->trip != APPLIFE_TRIP_NONE) | __atomic_load_n(&c->interrupt, __ATOMIC_RELAXED)
        | __atomic_load_n(&c->deadline_passed, __ATOMIC_RELAXED)
        | (__atomic_load_n(&applife_deadline_by_clock, __ATOMIC_RELAXED) & (c->deadline > 0));
}

/* The one place a flag becomes the trip: a requested interrupt, else a due
   deadline, unless a trip is already in force. Returns the trip
   (APPLIFE_TRIP_NONE: go on). Cannot raise. */
int applife_take_trip(applife_context *c);
/* Trips a budget the host measures itself (output, memory it keeps) at L's innermost line of
   script code, unless a trip is already in force. Returns the trip in force. */
int applife_trip(lua_State *L, int trip);
/* The host stops the script for `message` (a failed expectation) at L's innermost
   line of script code, as a budget would: sticky, unless a trip is already in
   force. Returns the trip in force. */
int applife_stop_script(lua_State *L, const char *message);
/* Clears the trip and the flags behind it (a pending interrupt, refused
   memory, the instructions used, the position noted): the budgets start
   over. The deadline is restarted apart (applife_set_deadline). */
void applife_clear_trip(applife_context *c);
/* Takes back an interrupt requested but not yet turned into a trip:
   whether there was one. */
int applife_take_interrupt(applife_context *c);

/* Arms the count hook of L as the budgets need it: for good (every
   hook_step instructions) under an instruction budget, or when wake-ups
   cannot be delivered; at the next instruction when something is already
   pending; otherwise not at all (Lua runs hook-free). On L's own OS thread
   only. Coroutines created later inherit it. */
void applife_arm_hook(lua_State *L);

/* Sources. */

/* Requests an interrupt (lua.c's laction): one atomic store and a wake-up,
   safe from any thread or a signal handler (interrupt.c). */
void applife_request_interrupt(applife_context *c);
/* SIGINT: while installed, each SIGINT requests an interrupt of the target
   context (may be NULL) and is counted; a SIGINT delivered to another thread
   is forwarded to the thread that installed the handler, so its blocking
   read() returns EINTR. Installed without SA_RESTART. A closed state is
   never a target: applife_close clears it, and targeting one sets none. */
int applife_sigint_install(void);
void applife_sigint_remove(void);
void applife_sigint_target(applife_context *c);
int applife_sigint_take(void); /* SIGINTs since the last call */
int applife_sigint_peek(void); /* SIGINTs since the last take, left counted */

/* Arms (seconds > 0) or disarms the wall-clock deadline. One process-wide
   thread stores deadline_passed when it is due and wakes the hook
   (deadline.c). */
void applife_set_deadline(applife_context *c, double seconds_from_now);
/* The context is about to be freed: the deadline thread forgets it. */
void applife_forget_deadline(applife_context *c);

#endif

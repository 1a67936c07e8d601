/* libedit (BSD editline) through its readline-compatible interface: line
   editing, history and completion for the interactive REPL. Debian:
   libedit-dev, found through pkg-config "libedit".

   readline's configuration is global variables, which Swift 6 will not
   touch directly (shared mutable state): these inline functions do it. */
#ifndef APPLIFE_CLINEEDIT_SHIM_H
#define APPLIFE_CLINEEDIT_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

/* Sets up readline for the REPL: no signal handlers of its own (the host's
   SIGINT handler decides), the name, word breaks, no appended character,
   and the completion function. Call once, before the first readline(). */
static inline void applife_rl_configure(rl_completion_func_t *complete) {
    static const char breaks[] = " \t\n\"'`@$><=;|&{}()[],.:+-*/%^#~";
    rl_catch_signals = 0;
    rl_readline_name = "applife";
    rl_basic_word_break_characters = breaks;
    rl_completer_word_break_characters = (char *)breaks;
    rl_completion_append_character = 0;
    rl_attempted_completion_function = complete;
}

/* Ctrl-C while editing: the terminal stops turning it into SIGINT in edit
   mode only ("setty -d -isig"; libedit restores the normal mode when
   readline() returns, so Ctrl-C during an evaluation is a SIGINT again), and
   the key runs `handler`, which ends readline() (see applife_rl_done). Call
   after rl_initialize(). (libedit retries a read interrupted by a signal, so
   a SIGINT alone would only count at the second press.) */
static inline void applife_rl_bind_interrupt(rl_command_func_t *handler) {
    rl_add_defun("applife-interrupt", handler, 3);
    rl_parse_and_bind("setty -d -isig");
}

/* Makes readline() return after the current key. */
static inline void applife_rl_done(void) { rl_done = 1; }

/* Inside a completion function: no filename completion as a fallback. */
static inline void applife_rl_completion_over(void) { rl_attempted_completion_over = 1; }

/* The line being edited (inside a completion function). */
static inline const char *applife_rl_line_buffer(void) { return rl_line_buffer; }
#endif

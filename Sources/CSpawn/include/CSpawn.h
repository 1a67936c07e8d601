#ifndef APPLIFE_SPAWN_H
#define APPLIFE_SPAWN_H
#include <sys/types.h>

/* Starts the program at `path` with `argv` and `envp` (NULL-terminated), in
   `directory`, with stdin from /dev/null, stdout and stderr written to the
   files named (created or truncated, mode 0600), every other descriptor
   closed, no signal blocked and the usual signals at their default action.
   Returns 0 and sets *pid, or returns an errno value. */
int applife_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                  const char *directory, const char *out_path, const char *err_path);

/* Blocks until the child has ended, leaving it unreaped (so its pid cannot be
   reused and a kill meanwhile hits nothing else). Returns 0 or an errno value. */
int applife_await_end(pid_t pid);

/* Reaps the ended child: *code is its exit status and *signal 0, or *signal is
   the signal that ended it. Returns 0 or an errno value. */
int applife_reap(pid_t pid, int *code, int *signal);
#endif

#ifndef EARSHOT_SHIMS_H
#define EARSHOT_SHIMS_H

/// Installs a SIGINT handler that only sets a flag (no SA_RESTART, so a blocking read returns).
void earshot_install_sigint(void);
/// Sets the Ctrl-C flag as the signal would: a read under way returns as interrupted.
void earshot_raise_sigint(void);
/// Returns 1 if Ctrl-C was pressed and not yet taken, without clearing the flag.
int earshot_sigint_pending(void);
/// Returns 1 and clears the flag if Ctrl-C was pressed since the last call.
int earshot_take_sigint(void);
/// Waits until `fd` has input (1), Ctrl-C was pressed (-1) or standard output failed (-2).
int earshot_wait_readable(int fd);
/// Marks standard output as failed: waiting for input stops (end of input).
void earshot_set_output_failed(void);
/// Whether file descriptor `fd` is a terminal.
int earshot_isatty(int fd);
#endif

#ifndef EARSHOT_SHIMS_H
#define EARSHOT_SHIMS_H
#include <histedit.h>

/// Installs a SIGINT handler that only sets a flag (no SA_RESTART, so a blocking read returns).
void earshot_install_sigint(void);
/// Sets the Ctrl-C flag as the signal would: a read under way returns as interrupted.
void earshot_raise_sigint(void);
/// Returns 1 and clears the flag if Ctrl-C was pressed since the last call.
int earshot_take_sigint(void);
/// Waits until `fd` has input (1), Ctrl-C was pressed (-1) or standard output failed (-2).
int earshot_wait_readable(int fd);
/// Marks standard output as failed: waiting for input stops (end of input).
void earshot_set_output_failed(void);
/// Whether file descriptor `fd` is a terminal.
int earshot_isatty(int fd);

/// libedit set-up: prompt text, emacs bindings, history and Tab completion of `words`.
EditLine *earshot_el_open(const char *program);
void earshot_el_set_prompt(EditLine *el, const char *prompt);
void earshot_el_set_words(const char **words, int count);
/// Reads a line. Returns NULL at end of input; sets *interrupted when Ctrl-C stopped the read.
const char *earshot_el_gets(EditLine *el, int *interrupted);
void earshot_el_close(EditLine *el);
/// Copies the line typed so far (up to the cursor's line end) into `buffer`.
void earshot_el_current_line(EditLine *el, char *buffer, int size);
#endif

#ifndef EARSHOT_LINE_EDITOR_H
#define EARSHOT_LINE_EDITOR_H
#include <histedit.h>

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

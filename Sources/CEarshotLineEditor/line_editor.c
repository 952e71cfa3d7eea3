/* libedit for the line editor: prompt, emacs bindings, history and Tab completion. Ctrl-C and
   waiting for input come from CEarshotShims, which the pure console shares. */
#include "earshot_line_editor.h"
#include "earshot_shims.h"
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <wchar.h>

static char prompt_text[512] = "> ";
static const char **completion_words = NULL;
static int completion_count = 0;
static History *hist = NULL;

static char *prompt_fn(EditLine *el) { (void)el; return prompt_text; }

/* Reads one character for libedit, decoding UTF-8. Unlike libedit's own reader it does not
   retry after Ctrl-C: it returns -1 so el_gets returns at once and the caller sees the flag. */
static int read_char(EditLine *el, wchar_t *out) {
    (void)el;
    unsigned char bytes[4];
    int need = 1, have = 0;
    while (have < need) {
        if (earshot_wait_readable(0) < 0) return -1; /* Ctrl-C, or the output failed */
        ssize_t n = read(0, &bytes[have], 1);
        if (n == 0) return 0;
        if (n < 0) {
            if (errno == EINTR) {
                if (earshot_sigint_pending()) return -1;
                continue;
            }
            return -1;
        }
        if (have == 0) {
            unsigned char b = bytes[0];
            need = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 1;
        }
        have++;
    }
    wchar_t c;
    switch (need) {
    case 2: c = ((bytes[0] & 0x1f) << 6) | (bytes[1] & 0x3f); break;
    case 3: c = ((bytes[0] & 0x0f) << 12) | ((bytes[1] & 0x3f) << 6) | (bytes[2] & 0x3f); break;
    case 4: c = ((bytes[0] & 0x07) << 18) | ((bytes[1] & 0x3f) << 12) | ((bytes[2] & 0x3f) << 6) | (bytes[3] & 0x3f); break;
    default: c = bytes[0];
    }
    *out = c;
    return 1;
}

static unsigned char complete(EditLine *el, int ch) {
    (void)ch;
    const LineInfo *li = el_line(el);
    const char *start = li->cursor;
    while (start > li->buffer && start[-1] != ' ') start--;
    size_t len = (size_t)(li->cursor - start);
    const char *match = NULL;
    int matches = 0;
    for (int i = 0; i < completion_count; i++) {
        if (strncasecmp(completion_words[i], start, len) == 0) {
            if (matches == 0) match = completion_words[i];
            matches++;
        }
    }
    if (matches == 1) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s ", match + len);
        el_insertstr(el, buf);
        return CC_REFRESH;
    }
    if (matches > 1) {
        /* List the choices on new lines (append-only), then redisplay the prompt. */
        fputc('\n', stdout);
        for (int i = 0; i < completion_count; i++)
            if (strncasecmp(completion_words[i], start, len) == 0) printf("%s  ", completion_words[i]);
        fputc('\n', stdout);
        fflush(stdout);
        return CC_REDISPLAY;
    }
    return CC_ERROR;
}

/* A quiz needs plain line editing, history and Tab completion, nothing more. libedit's emacs
   map also binds Esc x (and the 8-bit meta keys) to ed-command, a prompt for libedit's own
   commands (bind, settc, …) whose parser can crash on input such as a lone quote; and it reads
   the Latin-1 letters U+0080 to U+00FF as meta keys, so typing ø, â, ä, å, ö or æ ran an editing
   command instead of inserting the letter. Here every character from U+00A0 to U+00FF inserts
   itself, the C1 controls do nothing, and no key reaches ed-command or switches to vi mode. */
static void restrict_bindings(EditLine *el) {
    static const wchar_t *command_keys[] = {L"\033x", L"\033X", NULL};
    for (int i = 0; command_keys[i]; i++) el_wset(el, EL_BIND, command_keys[i], L"ed-ignore", NULL);
    wchar_t key[2] = {0, 0};
    for (wchar_t c = 0x80; c <= 0xFF; c++) {
        key[0] = c;
        el_wset(el, EL_BIND, key, c < 0xA0 ? L"ed-ignore" : L"ed-insert", NULL);
    }
}

EditLine *earshot_el_open(const char *program) {
    setlocale(LC_CTYPE, "");
    EditLine *el = el_init(program, stdin, stdout, stderr);
    if (!el) return NULL;
    hist = history_init();
    HistEvent ev;
    history(hist, &ev, H_SETSIZE, 500);
    history(hist, &ev, H_SETUNIQUE, 1);
    el_set(el, EL_HIST, history, hist);
    el_set(el, EL_PROMPT, prompt_fn);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_SIGNAL, 0);
    el_set(el, EL_GETCFN, read_char);
    el_set(el, EL_ADDFN, "earshot-complete", "Complete a command", complete);
    el_set(el, EL_BIND, "^I", "earshot-complete", NULL);
    restrict_bindings(el);
    return el;
}

void earshot_el_set_prompt(EditLine *el, const char *prompt) {
    (void)el;
    snprintf(prompt_text, sizeof prompt_text, "%s", prompt);
}

void earshot_el_set_words(const char **words, int count) {
    for (int i = 0; i < completion_count; i++) free((void *)completion_words[i]);
    free(completion_words);
    completion_words = calloc((size_t)count, sizeof(char *));
    for (int i = 0; i < count; i++) completion_words[i] = strdup(words[i]);
    completion_count = count;
}

const char *earshot_el_gets(EditLine *el, int *interrupted) {
    int count = 0;
    *interrupted = 0;
    errno = 0;
    const char *line = el_gets(el, &count);
    if (earshot_take_sigint()) { *interrupted = 1; return NULL; }
    if (line == NULL || count <= 0) return NULL;
    if (count > 1) {
        HistEvent ev;
        history(hist, &ev, H_ENTER, line);
    }
    return line;
}

void earshot_el_close(EditLine *el) {
    if (el) el_end(el);
    if (hist) history_end(hist);
    hist = NULL;
}

void earshot_el_current_line(EditLine *el, char *buffer, int size) {
    if (size <= 0) return;
    buffer[0] = 0;
    const LineInfo *li = el_line(el);
    if (!li || !li->buffer) return;
    int n = (int)(li->lastchar - li->buffer);
    if (n < 0) n = 0;
    if (n > size - 1) n = size - 1;
    memcpy(buffer, li->buffer, (size_t)n);
    buffer[n] = 0;
}

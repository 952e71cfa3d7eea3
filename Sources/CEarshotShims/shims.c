#include "earshot_shims.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t sigint_flag = 0;

static void on_sigint(int sig) { (void)sig; sigint_flag = 1; }

void earshot_install_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: read() returns EINTR */
    sigaction(SIGINT, &sa, NULL);
}

int earshot_take_sigint(void) {
    int v = sigint_flag;
    sigint_flag = 0;
    return v;
}

int earshot_isatty(int fd) { return isatty(fd); }

static char prompt_text[512] = "> ";
static const char **completion_words = NULL;
static int completion_count = 0;
static History *hist = NULL;

static char *prompt_fn(EditLine *el) { (void)el; return prompt_text; }

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

EditLine *earshot_el_open(const char *program) {
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
    el_set(el, EL_ADDFN, "earshot-complete", "Complete a command", complete);
    el_set(el, EL_BIND, "^I", "earshot-complete", NULL);
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
    if (line == NULL || count <= 0) {
        if (errno == EINTR || earshot_take_sigint()) { *interrupted = 1; return NULL; }
        return NULL;
    }
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

#include "earshot_shims.h"
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t sigint_flag = 0;
static volatile sig_atomic_t output_failed_flag = 0;

void earshot_set_output_failed(void) { output_failed_flag = 1; }

static void on_sigint(int sig) { (void)sig; sigint_flag = 1; }

void earshot_install_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: read() returns EINTR */
    sigaction(SIGINT, &sa, NULL);
}

void earshot_raise_sigint(void) { sigint_flag = 1; }

int earshot_sigint_pending(void) { return sigint_flag; }

int earshot_take_sigint(void) {
    int v = sigint_flag;
    sigint_flag = 0;
    return v;
}

int earshot_isatty(int fd) { return isatty(fd); }

int earshot_wait_readable(int fd) {
    /* Signals may land on any thread, so a blocking read() is not reliably interrupted by
       Ctrl-C. Poll in short steps and look at the flag in between. */
    for (;;) {
        if (sigint_flag) return -1;
        if (output_failed_flag) return -2;
        struct pollfd p = {.fd = fd, .events = POLLIN};
        int r = poll(&p, 1, 100);
        if (r > 0) return 1;
        if (r < 0 && errno != EINTR) return 1; /* let read() report the error */
    }
}

#include "earshot_audio.h"
#include <alsa/asoundlib.h>
#include <fcntl.h>
#include <unistd.h>

static void quiet_alsa(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

void earshot_alsa_silence(void) { snd_lib_error_set_handler(quiet_alsa); }

int earshot_stderr_mute(void) {
    int saved = dup(2);
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
        dup2(null, 2);
        close(null);
    }
    return saved;
}

void earshot_stderr_restore(int saved) {
    if (saved < 0) return;
    dup2(saved, 2);
    close(saved);
}

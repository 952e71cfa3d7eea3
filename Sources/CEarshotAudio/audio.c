#include "earshot_audio.h"
#include <alsa/asoundlib.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static void quiet_alsa(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

void earshot_alsa_silence(void) { snd_lib_error_set_handler(quiet_alsa); }

/* Muting is counted, so overlapping mutes from several threads restore the real stderr only
   when the last one ends. */
static pthread_mutex_t mute_lock = PTHREAD_MUTEX_INITIALIZER;
static int mute_depth = 0;
static int saved_stderr = -1;

void earshot_stderr_mute(void) {
    pthread_mutex_lock(&mute_lock);
    if (mute_depth++ == 0) {
        saved_stderr = dup(2);
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, 2);
            close(null);
        }
    }
    pthread_mutex_unlock(&mute_lock);
}

void earshot_stderr_restore(void) {
    pthread_mutex_lock(&mute_lock);
    if (mute_depth > 0 && --mute_depth == 0 && saved_stderr >= 0) {
        dup2(saved_stderr, 2);
        close(saved_stderr);
        saved_stderr = -1;
    }
    pthread_mutex_unlock(&mute_lock);
}

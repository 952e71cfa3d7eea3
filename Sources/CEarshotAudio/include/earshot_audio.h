#ifndef EARSHOT_AUDIO_H
#define EARSHOT_AUDIO_H

/// Routes ALSA's own error lines ("ALSA lib pcm.c: ...") to nowhere, so they never reach the
/// player's terminal. ALSA's handler is variadic, which Swift cannot define, hence this shim.
/// Safe to call more than once.
void earshot_alsa_silence(void);

/// Points file descriptor 2 at /dev/null and returns a copy of the old one (or -1), for the
/// moment a sound library is probed: PulseAudio and ALSA plug-ins may write there directly.
int earshot_stderr_mute(void);
/// Restores file descriptor 2 from `saved` (from earshot_stderr_mute) and closes `saved`.
void earshot_stderr_restore(int saved);
#endif

#ifndef EARSHOT_AUDIO_H
#define EARSHOT_AUDIO_H

/// Routes ALSA's own error lines ("ALSA lib pcm.c: ...") to nowhere, so they never reach the
/// player's terminal. ALSA's handler is variadic, which Swift cannot define, hence this shim.
/// Safe to call more than once.
void earshot_alsa_silence(void);

/// Points file descriptor 2 at /dev/null while a sound library is probed (PulseAudio and ALSA
/// plug-ins may write there directly). Calls nest, from any thread.
void earshot_stderr_mute(void);
/// Ends one earshot_stderr_mute; the last one restores file descriptor 2.
void earshot_stderr_restore(void);
#endif

extension EarshotCommand {
    /// The long description of `earshot`: the text of earshot(1) and of `earshot --help`. It says
    /// what a person needs before playing, where the files are, and what the environment changes.
    static let discussion = """
        Earshot speaks every question and its options, and takes typed words as answers and \
        commands: a number, a letter or the words, with typos forgiven. With no subcommand it \
        starts the game (earshot repl). Type help in the game for its commands.

        Speech comes from espeak-ng inside Earshot by default; --speech speechd uses \
        speech-dispatcher, --screen-reader leaves speaking to the player's screen reader, and \
        --speak-to FILE.wav writes the speech to a file.

        FILES: $XDG_DATA_HOME/earshot/earshot.sqlite (default ~/.local/share/earshot/earshot.sqlite) \
        holds the players, their games and their settings. Out-of-process plugins are found in \
        ~/.local/share/earshot/plugins and in the folders of EARSHOT_PLUGIN_PATH; examples are in \
        /usr/share/doc/earshot/examples when Earshot was installed from its package.

        ENVIRONMENT: NO_COLOR turns colour off. EARSHOT_SPEECH (on, \
        screen-reader or off; on speaks) turns speech off or leaves it to a screen reader. EARSHOT_PASSWORD gives the password for \
        --player. EARSHOT_PLUGIN_PATH adds plugin folders, separated by colons. \
        EARSHOT_SPEECH_TRANSCRIPT names a file where every spoken line is written with its role, \
        voice and language. EARSHOT_CA_FILE adds a trusted certificate (PEM) for --server. \
        LANG and LC_MESSAGES choose the language of a new player.

        A club server: earshot serve (see earshot-serve(1)); players join it with \
        earshot --server HOST:PORT. earshot doctor checks the store, the speech and the plugins.
        """
}

import EarshotCore

extension FrontEndSetting {
    /// The command that changes the setting.
    public var command: any CommandDefinition.Type {
        switch self {
        case .verbosity: VerbosityCommand.self
        case .voice: VoiceCommand.self
        case .rate: RateCommand.self
        case .pitch: PitchCommand.self
        case .volume: VolumeCommand.self
        case .earcons: EarconsCommand.self
        case .language: LanguageCommand.self
        case .speech: SpeechCommand.self
        }
    }
}

/// Facts about this build of Earshot: what `earshot --version` and `earshot doctor` report.
///
/// `commit` is written before each build by the `BuildInfoPlugin` (`BuildPlugins/BuildInfo`).
public enum BuildInfo {
    /// The release version.
    public static let version = "0.2.0"
}

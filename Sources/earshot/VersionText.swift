import EarshotApp
import EarshotBuildInfo
import EarshotPluginHost
import EarshotWire

/// What `earshot --version` prints: the release, the commit it was built from, and the versions
/// of the two protocols another program may speak to it (plugins, and the club server's wire).
enum VersionText {
    static let text = """
        earshot \(Launcher.version) (commit \(BuildInfo.commit))
        plugin protocol \(PluginLimits.protocolVersion), wire protocol \(WireProtocol.version)
        """
}

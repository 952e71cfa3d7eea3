import Foundation

/// The fuzz harnesses are built with `swiftc` from the sources directly, so there is no
/// package resource bundle: the message catalogue is looked for beside the binary and, not
/// found, left empty (the harnesses exercise parsing and matching, not wording).
extension Bundle {
    static var module: Bundle { Bundle.main }
}

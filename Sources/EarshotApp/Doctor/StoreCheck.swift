import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation

/// `earshot doctor`'s look at the store: an SQLite file gets ``Store/examine(path:)``'s full,
/// read-only check; a `postgres://` address gets a time-limited visit
/// (``PostgresStore/examine(url:timeLimit:)``). Problems here make the doctor end with status 3.
public enum StoreCheck {
    /// Whether `location` is a PostgreSQL address rather than a file.
    public static func isPostgres(_ location: String) -> Bool {
        let lower = location.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }

    /// Everything found about the store at `location` (a file path or a `postgres://` URL),
    /// ending with a sentence that sums it up. `timeLimit` bounds reaching a PostgreSQL server.
    public static func run(location: String, timeLimit: Duration = .seconds(5)) async -> [DoctorFinding] {
        var findings: [DoctorFinding]
        let name: String
        if isPostgres(location) {
            findings = await PostgresStore.examine(url: location, timeLimit: timeLimit)
            name = "The PostgreSQL store"
        } else {
            findings = sqlite(path: location)
            name = "The database"
        }
        let problems = findings.at(.problem).count
        if problems == 0 {
            findings.append(.fact("\(name) is healthy."))
        } else if !isPostgres(location) {
            findings.append(
                .fact(
                    "\(name) has \(problems) problem\(problems == 1 ? "" : "s"). Keep a copy of the file before changing anything."))
        }
        return findings
    }

    /// The SQLite file's check, as findings.
    static func sqlite(path: String) -> [DoctorFinding] {
        // A new install has no store yet: nothing is wrong, and the first game makes it.
        guard FileManager.default.fileExists(atPath: path) else {
            return [.fact("There is no database at \(path) yet. Earshot makes it the first time you play.")]
        }
        let report = Store.examine(path: path)
        return [.fact("Checking the database at \(path). This reads the whole file.")] + report.facts.map(DoctorFinding.fact)
            + report.problems.map(DoctorFinding.problem)
    }
}

import Foundation
@testable import RxScript

/// Which built-in family a fixture belongs to, by its folder: `Fixtures/<family>/` or `Fixtures/<family>-<part>/`
/// (`uikit-tables`); nil for the feature folders (`operators`, `diagnostics`…). A family's fixtures run on the
/// virtual clock.
enum FixtureFolder {
    static func family(of fixture: URL) -> DocFamily? {
        let folder = fixture.deletingLastPathComponent().lastPathComponent
        return DocFamily(rawValue: folder) ?? DocFamily(rawValue: String(folder.prefix { $0 != "-" }))
            ?? topicFolders[folder]
    }

    /// Folders named for a topic of issue 22 rather than a family, with the family whose names they test.
    static let topicFolders: [String: DocFamily] = ["dispatch": .schedulers, "dates": .values, "numbers": .values]

    /// True for a fixture written for the virtual clock: a family's, or a seed case (`Fixtures/seeds/`), whose
    /// timers would outlive a real-time run.
    static func runsOnTheVirtualClock(_ fixture: URL) -> Bool {
        family(of: fixture) != nil || fixture.deletingLastPathComponent().lastPathComponent == "seeds"
    }
}

/// One step of a save, in the order they happen, for a crash test to choose the moment it
/// kills a saving process (the process reports each step, then the test kills it there).
///
/// The steps are what the code says about itself: they choose moments, they prove nothing.
/// What proves a save crash-safe is the file read back after the kill.
package enum SaveStep: Equatable, Sendable, CustomStringConvertible {
    /// The lock is held (``ProgressFile/update(_:)`` only).
    case locked
    /// The current file was read and found sound (``ProgressFile/update(_:)`` only).
    case read
    /// The temporary file exists, empty.
    case created
    /// This many bytes of the new file are written (one step a write call).
    case wrote(Int)
    /// The new file's bytes are on disk.
    case synced
    /// The new file has replaced the old one.
    case renamed
    /// The replacement is on disk.
    case syncedFolder
    /// The lock is released (``ProgressFile/update(_:)`` only).
    case unlocked

    /// `locked`, `wrote 4096`, …
    package var description: String {
        switch self {
        case .locked: "locked"
        case .read: "read"
        case .created: "created"
        case .wrote(let bytes): "wrote \(bytes)"
        case .synced: "synced"
        case .renamed: "renamed"
        case .syncedFolder: "synced-folder"
        case .unlocked: "unlocked"
        }
    }
}

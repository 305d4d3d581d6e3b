/// Why the progress file could not be read or written; each says which file, what is
/// wrong, and what the learner can do.
///
/// A damaged file and one of an unknown version are left exactly as they are: no save
/// writes over them, so the learner's history is never replaced by an empty one without
/// their say. The command line prints ``description`` and exits with ``exitStatus``.
public enum ProgressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` is not a progress file of a known shape: not JSON, truncated,
    /// or a value that breaks the format; `reason` says what and where.
    case damaged(path: String, reason: String)
    /// The file at `path` is a progress file of format version `found`, which this version
    /// of StudyKit does not read (``ProgressFormat/readableVersions`` are the ones it reads).
    case unsupportedVersion(path: String, found: Int)
    /// A system call failed: `operation` (what StudyKit was doing) failed with `reason`.
    case failed(path: String, operation: String, reason: String)
    /// No place for the file could be worked out from the environment.
    case noLocation(reason: String)

    /// The file the error is about (empty for ``noLocation(reason:)``).
    public var path: String {
        switch self {
        case .damaged(let path, _), .unsupportedVersion(let path, _), .failed(let path, _, _): path
        case .noLocation: ""
        }
    }

    /// The exit status for the command line: 65 (the input data was incorrect) for a damaged
    /// file or an unknown version, 1 for the rest.
    public var exitStatus: Int32 {
        switch self {
        case .damaged, .unsupportedVersion: 65
        case .failed, .noLocation: 1
        }
    }

    public var description: String {
        switch self {
        case .damaged(let path, let reason):
            "the progress file '\(path)' is damaged: \(reason). It is left as it is and nothing is saved over it. "
                + "To start again with no progress, move it aside (mv '\(path)' '\(path).damaged') "
                + "and run the command again."
        case .unsupportedVersion(let path, let found):
            "the progress file '\(path)' has format version \(found), but this patterns reads versions "
                + "\(ProgressFormat.readableVersions.lowerBound) to \(ProgressFormat.readableVersions.upperBound)"
                + "\(found > ProgressFormat.version ? " (a newer patterns wrote it)" : ""). "
                + "It is left as it is and nothing is saved over it. Use the patterns that wrote it, or, to start "
                + "again with no progress, move it aside (mv '\(path)' '\(path).v\(found)') and run the command again."
        case .failed(let path, let operation, let reason):
            "could not \(operation) '\(path)': \(reason)"
        case .noLocation(let reason):
            "no place for the progress file: \(reason). Name one with --progress PATH or "
                + "\(ProgressLocation.environmentVariable)=PATH"
        }
    }
}

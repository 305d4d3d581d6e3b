import Foundation

/// The learner's progress on disk: one JSON file (``ProgressFormat``) that no crash, no
/// second process and no damage can make lose an answer.
///
/// - **Atomic**: a save writes a temporary file beside it and renames it over the old one
///   (``AtomicFile``), so a process killed at any moment of a save, even by SIGKILL, leaves
///   the old file or the new one, whole.
/// - **Locked**: every change is lock → read → change → write → unlock, under a ``FileLock``
///   on `progress.json.lock` beside it, so two `patterns` processes grading at once take
///   turns and each starts from the other's last save: no answer is lost.
/// - **Never written over when damaged**: a file that is not a progress file of this format
///   (not JSON, truncated, values out of range) or of another version makes ``load()`` and
///   ``update(_:)`` throw ``ProgressError``, naming the file and what is wrong, before
///   anything is written; the file stays exactly as it was until the learner moves it.
/// - A progress file that is a symbolic link stays one: a save replaces the file the link
///   leads to, and takes the lock beside that file.
/// - A missing file is a learner with no progress; reading one creates nothing. The first
///   save creates the folder and its missing parents (permission 0700, as the XDG
///   specification asks); every save that writes removes, under the lock, the temporary
///   files that killed saves left behind.
///
/// ```swift
/// let file = ProgressFile(url: try ProgressLocation.resolve(environment: environment, currentFolder: folder))
/// try file.update { $0.grade(question, .knew, on: today) }
/// let progress = try file.load()
/// ```
package struct ProgressFile: Sendable {
    /// The progress file.
    package let url: URL
    let fileSystem: any FileSystem
    let bytesPerWrite: Int
    let steps: @Sendable (SaveStep) -> Void

    /// The progress file at `url` (``ProgressLocation`` works out the usual place).
    package init(url: URL) {
        self.init(url: url, fileSystem: PosixFileSystem())
    }

    /// The progress file at `url`, saved `bytesPerWrite` bytes a write call, each step of a
    /// save reported to `steps`: for a crash test that kills a saving process at chosen steps.
    package init(url: URL, bytesPerWrite: Int, steps: @escaping @Sendable (SaveStep) -> Void) {
        self.init(url: url, fileSystem: PosixFileSystem(), bytesPerWrite: bytesPerWrite, steps: steps)
    }

    init(
        url: URL, fileSystem: any FileSystem, bytesPerWrite: Int = 1 << 16,
        steps: @escaping @Sendable (SaveStep) -> Void = { _ in }
    ) {
        self.url = url
        self.fileSystem = fileSystem
        self.bytesPerWrite = bytesPerWrite
        self.steps = steps
    }

    /// The lock file beside the progress file: `progress.json.lock`.
    package var lockURL: URL {
        let file = target
        return file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".lock")
    }

    /// The file a save replaces: the progress file itself, or, when it is a symbolic link
    /// (into a synchronised folder, say), the file the link leads to, so the link stays a link.
    var target: URL {
        var file = url
        for _ in 0..<16 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path) else { break }
            file =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : file.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL
        }
        return file
    }

    /// The progress the file holds now; an empty one when there is no file yet.
    ///
    /// Reading takes no lock: a save replaces the file in one step, so a reader sees the
    /// file before a save or after it.
    ///
    /// - Throws: ``ProgressError``: damaged, of an unknown version, or unreadable.
    package func load() throws(ProgressError) -> StudyProgress {
        let data: Data?
        do {
            data = try fileSystem.readFile(atPath: url.path)
        } catch {
            throw error as? ProgressError ?? .failed(path: url.path, operation: "read", reason: "\(error)")
        }
        guard let data else { return StudyProgress() }
        return try ProgressFormat.decode(data, path: url.path)
    }

    /// Changes the progress with `change` and saves it, holding the lock from the read to
    /// the save, and returns what `change` returns. Nothing is written when `change` leaves
    /// the progress as it was, or throws.
    ///
    /// - Throws: what `change` throws, or ``ProgressError`` when the file is damaged, of an
    ///   unknown version, or cannot be written; then the file is as it was.
    @discardableResult
    package func update<Value>(_ change: (inout StudyProgress) throws -> Value) throws -> Value {
        let target = target
        try fileSystem.makeFolder(atPath: target.deletingLastPathComponent().path)
        let result = try FileLock(url: lockURL, fileSystem: fileSystem).withLock {
            steps(.locked)
            let before = try load()
            steps(.read)
            var progress = before
            let result = try change(&progress)
            if progress != before {
                let file = AtomicFile(url: target, fileSystem: fileSystem, bytesPerWrite: bytesPerWrite, steps: steps)
                file.removeLeftovers()
                try file.write(ProgressFormat.encode(progress))
            }
            return result
        }
        steps(.unlocked)
        return result
    }
}

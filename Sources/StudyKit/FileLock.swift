import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on a file (`flock`), held while a closure runs: the way two `patterns`
/// processes take turns at the progress file.
///
/// Why `flock` on a lock file beside the data file:
/// - the system releases it when the holder's process ends, even by SIGKILL, so no stale
///   lock outlives a crash (a lock that is "the lock file exists" would);
/// - it belongs to the open file, not to the process: two opens exclude each other even in
///   one process (POSIX `fcntl` record locks belong to the process, so they do not);
/// - the data file is replaced by a rename at every save, so a lock on it would lock the
///   old file; the lock file is never replaced nor deleted (deleting it would let two
///   processes lock two different files of the same name).
///
/// The lock file is opened close-on-exec, so a child process (the drill's `swift test`)
/// never inherits the lock. It is advisory: it binds only code that takes it.
///
/// ```swift
/// try FileLock(url: folder.appendingPathComponent("progress.json.lock")).withLock { … }
/// ```
package struct FileLock: Sendable {
    /// The lock file; created, empty, when missing.
    package let url: URL
    let fileSystem: any FileSystem

    package init(url: URL) {
        self.init(url: url, fileSystem: PosixFileSystem())
    }

    init(url: URL, fileSystem: any FileSystem) {
        self.url = url
        self.fileSystem = fileSystem
    }

    /// Waits until no one else holds the lock, then runs `body` holding it.
    package func withLock<Value>(_ body: () throws -> Value) throws -> Value {
        let descriptor = try fileSystem.open(url.path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
        defer { fileSystem.close(descriptor) }
        _ = try fileSystem.lock(descriptor, wait: true, path: url.path)
        defer { fileSystem.unlock(descriptor) }
        return try body()
    }

    /// Whether someone holds the lock now (another process, or another open in this one).
    /// It takes the lock for an instant when no one does.
    package func isHeld() throws -> Bool {
        let descriptor = try fileSystem.open(url.path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
        defer { fileSystem.close(descriptor) }
        guard try fileSystem.lock(descriptor, wait: false, path: url.path) else { return true }
        fileSystem.unlock(descriptor)
        return false
    }
}

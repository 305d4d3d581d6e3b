import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls the progress file makes, as a protocol so a test can record them in
/// order (and make one fail) while the real ones run: the order of `fsync` and `rename` is
/// what a crash-safe save rests on, and no kill test can see an `fsync`.
///
/// Every failure is a ``ProgressError/failed(path:operation:reason:)`` naming the path.
protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no file at `path`.
    func readFile(atPath path: String) throws -> Data?
    /// Creates the folder `path` and its missing parents, each with permission 0700.
    func makeFolder(atPath path: String) throws
    /// `open(2)`: a descriptor for `path`.
    func open(_ path: String, flags: Int32, mode: mode_t) throws -> Int32
    /// `write(2)`: writes some of `bytes`, at least one, and returns how many.
    func write(_ descriptor: Int32, _ bytes: Data, path: String) throws -> Int
    /// `fsync(2)` (`F_FULLFSYNC` on Darwin, where `fsync` leaves the data in the drive's cache).
    func sync(_ descriptor: Int32, path: String) throws
    /// `close(2)`.
    func close(_ descriptor: Int32)
    /// `rename(2)`: `to` names what `from` named, in one step.
    func rename(_ from: String, to: String) throws
    /// `unlink(2)`, ignoring a file already gone.
    func remove(_ path: String)
    /// `flock(2)`, exclusive: waits for the lock when `wait`, else returns false when another
    /// open file description holds it.
    func lock(_ descriptor: Int32, wait: Bool, path: String) throws -> Bool
    /// `flock(2)`, unlock.
    func unlock(_ descriptor: Int32)
    /// The names in the folder `path` (none when it cannot be read).
    func names(inFolder path: String) -> [String]
}

/// The real system calls.
struct PosixFileSystem: FileSystem {
    func readFile(atPath path: String) throws -> Data? {
        let descriptor = retrying { systemOpen(path, O_RDONLY | O_CLOEXEC, 0) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure("read", path)
        }
        defer { systemClose(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = retrying { buffer.withUnsafeMutableBytes { systemRead(descriptor, $0) } }
            guard count >= 0 else { throw failure("read", path) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    func makeFolder(atPath path: String) throws {
        var missing: [String] = []
        var folder = path
        while !folder.isEmpty, folder != "/", !isFolder(folder) {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw failure("create the folder", folder)
        }
    }

    func open(_ path: String, flags: Int32, mode: mode_t) throws -> Int32 {
        let descriptor = retrying { systemOpen(path, flags, mode) }
        guard descriptor >= 0 else { throw failure("open", path) }
        return descriptor
    }

    func write(_ descriptor: Int32, _ bytes: Data, path: String) throws -> Int {
        let count = retrying { bytes.withUnsafeBytes { systemWrite(descriptor, $0) } }
        guard count > 0 else { throw failure("write", path) }
        return count
    }

    func sync(_ descriptor: Int32, path: String) throws {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw failure("flush to disk", path) }
    }

    func close(_ descriptor: Int32) {
        systemClose(descriptor)
    }

    func rename(_ from: String, to: String) throws {
        guard systemRename(from, to) == 0 else { throw failure("replace the file with", from) }
    }

    func remove(_ path: String) {
        _ = unlink(path)
    }

    func lock(_ descriptor: Int32, wait: Bool, path: String) throws -> Bool {
        let result = retrying { flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) }
        if result == 0 { return true }
        if !wait && errno == EWOULDBLOCK { return false }
        throw failure("lock", path)
    }

    func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
    }

    func names(inFolder path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    private func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Calls `call` again while it fails because a signal interrupted it.
    private func retrying<Value: BinaryInteger>(_ call: () -> Value) -> Value {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The failure of `operation` on `path`, with the system's reason for `errno`.
    private func failure(_ operation: String, _ path: String) -> ProgressError {
        .failed(path: path, operation: operation, reason: String(cString: strerror(errno)))
    }
}

// The C functions, under names the methods above do not shadow.

private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

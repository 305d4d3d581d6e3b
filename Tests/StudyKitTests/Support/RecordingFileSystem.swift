import Foundation
import Synchronization

@testable import StudyKit

/// A system call the progress file made, with the path it was about (a descriptor is
/// replaced by the path it was opened on).
enum FileCall: Equatable, Sendable, CustomStringConvertible {
    case read(String)
    case makeFolder(String)
    case open(String, creating: Bool, exclusive: Bool, truncating: Bool, writing: Bool, closeOnExec: Bool)
    case write(String, Int)
    case sync(String)
    case close(String)
    case rename(String, to: String)
    case remove(String)
    case lock(String)
    case unlock(String)

    var description: String {
        switch self {
        case .read(let path): "read \(path)"
        case .makeFolder(let path): "mkdir \(path)"
        case .open(let path, let creating, let exclusive, let truncating, let writing, let closeOnExec):
            "open \(path)" + (writing ? " w" : " r") + (creating ? "+create" : "") + (exclusive ? "+excl" : "")
                + (truncating ? "+trunc" : "") + (closeOnExec ? "+cloexec" : "")
        case .write(let path, let count): "write \(path) \(count)"
        case .sync(let path): "fsync \(path)"
        case .close(let path): "close \(path)"
        case .rename(let from, let to): "rename \(from) -> \(to)"
        case .remove(let path): "unlink \(path)"
        case .lock(let path): "lock \(path)"
        case .unlock(let path): "unlock \(path)"
        }
    }
}

/// The real system calls, each recorded in order; `failWrite` makes the write calls fail
/// once this many bytes were written (a full disk), `failFolderSync` makes flushing a folder
/// fail (as some network file systems refuse it).
final class RecordingFileSystem: FileSystem {
    private let real = PosixFileSystem()
    private let state = Mutex<(calls: [FileCall], paths: [Int32: String], written: Int)>(([], [:], 0))
    let failWrite: Int?
    let failFolderSync: Bool

    init(failWrite: Int? = nil, failFolderSync: Bool = false) {
        self.failWrite = failWrite
        self.failFolderSync = failFolderSync
    }

    /// The calls made so far.
    var calls: [FileCall] { state.withLock { $0.calls } }

    private func record(_ call: FileCall) {
        state.withLock { $0.calls.append(call) }
    }

    private func path(_ descriptor: Int32) -> String {
        state.withLock { $0.paths[descriptor] ?? "fd \(descriptor)" }
    }

    func readFile(atPath path: String) throws -> Data? {
        record(.read(path))
        return try real.readFile(atPath: path)
    }

    func makeFolder(atPath path: String) throws {
        record(.makeFolder(path))
        try real.makeFolder(atPath: path)
    }

    func open(_ path: String, flags: Int32, mode: mode_t) throws -> Int32 {
        record(
            .open(
                path, creating: flags & O_CREAT != 0, exclusive: flags & O_EXCL != 0, truncating: flags & O_TRUNC != 0,
                writing: flags & (O_WRONLY | O_RDWR) != 0, closeOnExec: flags & O_CLOEXEC != 0))
        let descriptor = try real.open(path, flags: flags, mode: mode)
        state.withLock { $0.paths[descriptor] = path }
        return descriptor
    }

    func write(_ descriptor: Int32, _ bytes: Data, path: String) throws -> Int {
        let allowed = state.withLock { state in failWrite.map { $0 - state.written } ?? bytes.count }
        guard allowed > 0 else {
            throw ProgressError.failed(path: path, operation: "write", reason: "No space left on device")
        }
        let count = try real.write(descriptor, bytes.prefix(allowed), path: path)
        state.withLock { $0.written += count }
        record(.write(self.path(descriptor), count))
        return count
    }

    func sync(_ descriptor: Int32, path: String) throws {
        record(.sync(self.path(descriptor)))
        var isFolder: ObjCBool = false
        if failFolderSync, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ProgressError.failed(path: path, operation: "flush to disk", reason: "Invalid argument")
        }
        try real.sync(descriptor, path: path)
    }

    func close(_ descriptor: Int32) {
        record(.close(path(descriptor)))
        real.close(descriptor)
    }

    func rename(_ from: String, to: String) throws {
        record(.rename(from, to: to))
        try real.rename(from, to: to)
    }

    func remove(_ path: String) {
        record(.remove(path))
        real.remove(path)
    }

    func lock(_ descriptor: Int32, wait: Bool, path: String) throws -> Bool {
        record(.lock(self.path(descriptor)))
        return try real.lock(descriptor, wait: wait, path: path)
    }

    func unlock(_ descriptor: Int32) {
        record(.unlock(path(descriptor)))
        real.unlock(descriptor)
    }

    func names(inFolder path: String) -> [String] {
        real.names(inFolder: path)
    }
}

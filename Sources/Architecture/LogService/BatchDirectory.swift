import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory of batch files, each written whole or not at all.
///
/// A batch is written to `<name>.tmp`, flushed to storage, renamed to `<name>`, and then the
/// directory is flushed too: a batch counts as stored only once all of that succeeded. A
/// process killed at any instant leaves either no `<name>` or the whole of it, because
/// `rename` replaces a name in one step; a `.tmp` left behind is a batch that never counted,
/// and opening the directory removes it.
///
/// The flushes are for a power cut, which a killed process does not need (the kernel keeps
/// what was written). On Linux `fsync` asks the drive to empty its cache too. On Apple
/// systems `fsync` stops at the drive's cache, so the flush there is `fcntl(F_FULLFSYNC)`,
/// slower and what a power cut needs, with `fsync` where the file system does not offer it.
/// A call interrupted by a signal (`EINTR`) is made again; any other failure fails the batch.
///
/// ```swift
/// let directory = BatchDirectory(url: logs)
/// directory.store(json, as: "0000000001.batch")   // true once it is whole on disk
/// ```
package struct BatchDirectory: Sendable {
    /// How a batch reaches its name.
    package enum WriteMode: Sendable {
        /// Written to `<name>.tmp`, flushed, renamed: a batch file is whole or absent.
        case temporaryThenRename
        /// Written straight to `<name>`: a kill in the middle leaves half a batch (only a
        /// broken directory writes this way; the kill test's control does).
        case inPlace
    }

    /// The system calls a batch goes through: the real ones, or a test's that fail on
    /// purpose or stop half way.
    package struct FileCalls: Sendable {
        /// `write(2)`: how many bytes were written, or -1 with `errno` set.
        package var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int
        /// Flushes a file or a directory to storage: 0, or -1 with `errno` set.
        package var flush: @Sendable (Int32) -> Int32
        /// Reads a whole file at a path, or nil when it cannot be opened or read (on iOS, a
        /// file protected until the device is first unlocked cannot be, for a while).
        package var read: @Sendable (String) -> Data?

        /// Calls that write with `write`, flush with `flush` and read with `read`.
        package init(
            write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int,
            flush: @escaping @Sendable (Int32) -> Int32,
            read: @escaping @Sendable (String) -> Data? = { FileManager.default.contents(atPath: $0) }
        ) {
            self.write = write
            self.flush = flush
            self.read = read
        }

        /// The system's calls, with the strongest flush the system offers.
        package static let system = FileCalls(
            write: { descriptor, bytes, count in systemWrite(descriptor, bytes, count) },
            flush: { descriptor in flushToStorage(descriptor) })
    }

    /// The directory's location.
    let url: URL
    /// How batches are written.
    let mode: WriteMode
    /// The system calls it writes with.
    let calls: FileCalls

    /// Opens `url`, creating it if needed, and removes what an interrupted write left.
    package init(url: URL, mode: WriteMode = .temporaryThenRename, calls: FileCalls = .system) {
        self.url = url
        self.mode = mode
        self.calls = calls
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in Self.names(in: url) where name.hasSuffix(".tmp") {
            unlink(url.appendingPathComponent(name).path)
        }
    }

    /// The batch files, oldest first (names sort by their zero-padded number).
    var batchNames: [String] {
        Self.names(in: url).filter { $0.hasSuffix(".batch") }.sorted()
    }

    /// Writes `data` as the batch `name`; returns whether the whole batch is on storage,
    /// file and name. On `false` nothing of it is left under `name`.
    func store(_ data: Data, as name: String) -> Bool {
        let final = url.appendingPathComponent(name).path
        let written = mode == .inPlace ? final : final + ".tmp"
        let descriptor = retryingInterrupts { open(written, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { return false }
        let complete = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        let flushed = complete && retryingInterrupts { calls.flush(descriptor) } == 0
        close(descriptor)
        guard flushed, mode == .inPlace || rename(written, final) == 0 else {
            unlink(written)
            return false
        }
        guard flushDirectory() else {
            // The name may not survive a power cut: the batch does not count, and is written
            // again from memory. Whatever a power cut brings back is sent twice, and the
            // server keeps one copy per entry id.
            unlink(final)
            return false
        }
        return true
    }

    /// The contents of batch `name`, or nil when it cannot be read now.
    func contents(of name: String) -> Data? {
        calls.read(url.appendingPathComponent(name).path)
    }

    /// Deletes batch `name` (a batch already gone is fine). Not flushed: a deletion lost to a
    /// power cut only sends the batch again, and the server keeps one copy per entry id.
    func delete(_ name: String) {
        unlink(url.appendingPathComponent(name).path)
    }

    private func flushDirectory() -> Bool {
        let descriptor = retryingInterrupts { open(url.path, O_RDONLY) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return retryingInterrupts { calls.flush(descriptor) } == 0
    }

    private static func names(in url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let count = calls.write(descriptor, base + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

/// Makes `call` again while it fails with `EINTR` (a signal arrived before it did anything).
private func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result == -1, errno == EINTR { continue }
        return result
    }
}

/// `write(2)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The strongest flush the system offers: `F_FULLFSYNC` on Apple systems (the drive's cache
/// too), or `fsync` where that is refused; `fsync` elsewhere.
private func flushToStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) != -1 { return 0 }
        if errno == EINTR { return -1 }
    #endif
    return fsync(descriptor)
}

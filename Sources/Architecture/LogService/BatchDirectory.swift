import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory of batch files, each written whole or not at all.
///
/// A batch is written to `<name>.tmp`, flushed with `fsync`, then renamed to `<name>`, and
/// the directory is flushed too. `rename` replaces a name in one step, so a process killed
/// at any instant leaves either no `<name>` or the whole of it; a `.tmp` left behind is a
/// batch that never counted, and opening the directory removes it. The `fsync`s carry the
/// same promise across a power cut, which a killed process alone does not need.
struct BatchDirectory: Sendable {
    /// The directory's location.
    let url: URL

    /// Opens `url`, creating it if needed, and removes what an interrupted write left.
    init(url: URL) {
        self.url = url
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in Self.names(in: url) where name.hasSuffix(".tmp") {
            unlink(url.appendingPathComponent(name).path)
        }
    }

    /// The batch files, oldest first (names sort by their zero-padded number).
    var batchNames: [String] {
        Self.names(in: url).filter { $0.hasSuffix(".batch") }.sorted()
    }

    /// Writes `data` as the batch `name`; returns whether the whole batch is on disk.
    func store(_ data: Data, as name: String) -> Bool {
        let temporary = url.appendingPathComponent(name + ".tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = data.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, url.appendingPathComponent(name).path) == 0 else {
            unlink(temporary)
            return false
        }
        syncDirectory()
        return true
    }

    /// The contents of batch `name`, if it exists.
    func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
    }

    /// Deletes batch `name` (a batch already gone is fine). Not flushed: a deletion lost to a
    /// power cut only sends the batch again, and the server keeps one copy per entry id.
    func delete(_ name: String) {
        unlink(url.appendingPathComponent(name).path)
    }

    private func syncDirectory() {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func names(in url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, base + offset, bytes.count - offset)
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

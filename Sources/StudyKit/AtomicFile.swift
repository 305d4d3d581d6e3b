import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that is replaced whole or not at all: a process killed at any moment of a
/// ``write(_:)`` leaves the old contents or the new ones, never a mix or a cut.
///
/// How: the new bytes go to a temporary file in the same folder (created exclusively, never
/// an existing file), are written in full and flushed to disk with `fsync`; then `rename`
/// puts the temporary file in the place of the old one, and the folder is flushed too.
/// `rename` within one file system replaces a name in one step: before it, the name means
/// the old file; after it, the whole new one. That alone survives a killed process (the
/// system still holds what the process wrote). The two flushes carry the promise across a
/// power cut or a system crash: without the first, the rename can reach the disk before the
/// bytes do, and the file comes back empty; without the second, the rename itself can be
/// lost. A temporary file left by a killed write is named `.<name>.<random>.tmp`;
/// ``removeLeftovers()`` removes them, and only them.
///
/// ```swift
/// try AtomicFile(url: url).write(data)
/// ```
package struct AtomicFile: Sendable {
    /// The file.
    package let url: URL
    /// The most bytes one `write` call is given.
    package let bytesPerWrite: Int
    let fileSystem: any FileSystem
    let steps: @Sendable (SaveStep) -> Void

    /// The file at `url`. `steps` hears each step of a write (a crash test reports them).
    package init(url: URL, bytesPerWrite: Int = 1 << 16, steps: @escaping @Sendable (SaveStep) -> Void = { _ in }) {
        self.init(url: url, fileSystem: PosixFileSystem(), bytesPerWrite: bytesPerWrite, steps: steps)
    }

    init(url: URL, fileSystem: any FileSystem, bytesPerWrite: Int, steps: @escaping @Sendable (SaveStep) -> Void) {
        self.url = url
        self.fileSystem = fileSystem
        self.bytesPerWrite = max(1, bytesPerWrite)
        self.steps = steps
    }

    /// Replaces the file's contents with `data`, whole.
    ///
    /// - Throws: ``ProgressError/failed(path:operation:reason:)`` when a step before the
    ///   rename fails (the folder is missing or read-only, the disk is full): the old file is
    ///   untouched and the temporary file removed.
    package func write(_ data: Data) throws {
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/" + Self.temporaryName(for: url.lastPathComponent)
        let descriptor = try fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o644)
        steps(.created)
        do {
            var offset = data.startIndex
            while offset < data.endIndex {
                let end = min(offset + bytesPerWrite, data.endIndex)
                offset += try fileSystem.write(descriptor, data[offset..<end], path: temporary)
                steps(.wrote(offset - data.startIndex))
            }
            try fileSystem.sync(descriptor, path: temporary)
            steps(.synced)
            fileSystem.close(descriptor)
        } catch {
            fileSystem.close(descriptor)
            fileSystem.remove(temporary)
            throw error
        }
        do {
            try fileSystem.rename(temporary, to: url.path)
        } catch {
            fileSystem.remove(temporary)
            throw error
        }
        steps(.renamed)
        // The new file is in place: a folder that cannot be flushed (some network file
        // systems refuse) does not make the save a failure the caller would repeat.
        if let folderDescriptor = try? fileSystem.open(folder, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0) {
            try? fileSystem.sync(folderDescriptor, path: folder)
            fileSystem.close(folderDescriptor)
        }
        steps(.syncedFolder)
    }

    /// Removes the temporary files interrupted writes of this file left behind. Call it only
    /// where no other write of this file can be running (under its lock): another process's
    /// temporary file looks the same.
    package func removeLeftovers() {
        let folder = url.deletingLastPathComponent().path
        for name in fileSystem.names(inFolder: folder) where Self.isTemporaryName(name, for: url.lastPathComponent) {
            fileSystem.remove(folder + "/" + name)
        }
    }

    /// `.<name>.<sixteen hex digits>.tmp`: hidden, beside the file, never another file's name.
    static func temporaryName(for name: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return "." + name + "." + String(repeating: "0", count: 16 - random.count) + random + ".tmp"
    }

    static func isTemporaryName(_ candidate: String, for name: String) -> Bool {
        let prefix = "." + name + "."
        guard candidate.hasPrefix(prefix), candidate.hasSuffix(".tmp") else { return false }
        let middle = candidate.dropFirst(prefix.count).dropLast(4)
        return middle.count == 16 && middle.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

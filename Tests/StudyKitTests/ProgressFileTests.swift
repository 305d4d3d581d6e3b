import ContractSupport
import Foundation
import Testing

@testable import StudyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A way to write `data` to `url` through `system`: ``AtomicFile`` or a control.
typealias Writer = @Sendable (_ system: RecordingFileSystem, _ url: URL, _ data: Data) throws -> Void

/// Writes through `write` and checks, on the system calls it made, what makes a replacement
/// crash-safe: a new temporary file in the same folder, every byte written to it and flushed
/// before the rename over the file, the file itself never opened for writing, and the folder
/// flushed after the rename.
func checkAtomicReplacement(_ write: Writer, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try withScratchFolder { folder in
        let url = folder.appendingPathComponent("progress.json")
        try Data("old".utf8).write(to: url)
        let data = ProgressFormat.encode(sampleProgress())
        let system = RecordingFileSystem()
        try write(system, url, data)
        let calls = system.calls
        let place = "calls: \(calls.map(\.description))"

        expect(try Data(contentsOf: url), equals: data, "the file holds the new bytes")
        let renames = calls.enumerated().compactMap { index, call -> (Int, String)? in
            guard case .rename(let from, let to) = call, to == url.path else { return nil }
            return (index, from)
        }
        guard let (renamed, temporary) = renames.first, renames.count == 1 else {
            expect(false, "the new file is renamed over the old one, once; \(place)")
            return
        }
        expect(
            URL(fileURLWithPath: temporary).deletingLastPathComponent().path == folder.path && temporary != url.path,
            "the temporary file '\(temporary)' is another file in the same folder (a rename across file systems is a copy)"
        )
        let opened = calls.firstIndex { call in
            if case .open(temporary, creating: true, exclusive: true, truncating: _, writing: true, closeOnExec: _) =
                call
            {
                return true
            }
            return false
        }
        expect(
            opened.map { $0 < renamed } ?? false,
            "the temporary file is created new (O_EXCL), before the rename; \(place)")
        let writes = calls.enumerated().filter { if case .write(temporary, _) = $0.element { true } else { false } }
        let written = writes.reduce(0) { total, write in
            if case .write(_, let count) = write.element { total + count } else { total }
        }
        expect(written, equals: data.count, "every byte goes to the temporary file")
        let synced = calls.lastIndex(of: .sync(temporary))
        expect(
            synced.map { $0 > (writes.last?.offset ?? -1) && $0 < renamed } ?? false,
            "the temporary file is flushed after its last write and before the rename; \(place)")
        let writesToFile = calls.filter { call in
            if case .open(url.path, creating: _, exclusive: _, truncating: _, writing: true, closeOnExec: _) = call {
                return true
            }
            if case .write(url.path, _) = call { return true }
            return false
        }
        expect(writesToFile.isEmpty, "the file itself is never opened for writing; \(place)")
        let folderSynced = calls.lastIndex(of: .sync(folder.path))
        expect(folderSynced.map { $0 > renamed } ?? false, "the folder is flushed after the rename; \(place)")
    }
}

/// Updates a file through `update` and checks, on the system calls, that the lock is held
/// from before the read to after the rename.
func checkUpdateLocked(
    _ update: @Sendable (RecordingFileSystem, URL, (inout StudyProgress) -> Void) throws -> Void
) throws {
    try withScratchFolder { folder in
        let url = folder.appendingPathComponent("progress.json")
        let lock = url.path + ".lock"
        try ProgressFile(url: url).update {
            $0.grade(StudyQuestion(entry: "a", text: "One?"), .knew, on: day("2026-05-20"))
        }
        let system = RecordingFileSystem()
        try update(system, url) { $0.grade(StudyQuestion(entry: "a", text: "Two?"), .knew, on: day("2026-05-20")) }
        let calls = system.calls
        let place = "calls: \(calls.map(\.description))"
        let locked = calls.firstIndex(of: .lock(lock))
        let read = calls.firstIndex(of: .read(url.path))
        let renamed = calls.firstIndex { if case .rename(_, url.path) = $0 { true } else { false } }
        let unlocked = calls.lastIndex(of: .unlock(lock))
        guard let read, let renamed else {
            expect(false, "the update reads the file and renames the new one over it; \(place)")
            return
        }
        expect(locked.map { $0 < read } ?? false, "the lock is taken before the file is read; \(place)")
        expect(unlocked.map { $0 > renamed } ?? false, "and released after the new file is in place; \(place)")
        expect(try ProgressFile(url: url).load().questions.count, equals: 2)
    }
}

/// Saves a change over every kind of damaged file through `save`, and checks that each save
/// fails and leaves the file byte for byte as it was.
func checkDamageKept(_ save: @Sendable (URL) throws -> Void) throws {
    let unknownVersion = oneOfEach.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3")
    for text in Damage.all.map(\.text) + [unknownVersion] {
        try withScratchFolder { folder in
            let url = folder.appendingPathComponent("progress.json")
            let bytes = Data(text.utf8)
            try bytes.write(to: url)
            var failed = false
            do { try save(url) } catch is ProgressError { failed = true }
            expect(failed, "a save over '\(text.prefix(40))…' fails with a ProgressError")
            expect(try Data(contentsOf: url), equals: bytes, "the damaged file is kept byte for byte")
            expect(
                names(in: folder).allSatisfy { $0 == "progress.json" || $0 == "progress.json.lock" },
                "nothing else is left: \(names(in: folder))")
        }
    }
}

/// A lock under test: `withLock` runs a body holding the lock on a file; `isHeld` asks,
/// from another open of the same file, whether someone holds it.
struct LockUnderTest: Sendable {
    let withLock: @Sendable (URL, () throws -> Bool) throws -> Bool
    let isHeld: @Sendable (URL) throws -> Bool

    static let flock = LockUnderTest(
        withLock: { url, body in try FileLock(url: url).withLock(body) }, isHeld: { try FileLock(url: $0).isHeld() })
}

/// Takes the lock and checks that another open of the lock file, in this very process, finds
/// it held (two `patterns` threads or two processes exclude each other alike), and free after.
func checkLockExcludesAnotherOpen(_ lock: LockUnderTest) throws {
    try withScratchFolder { folder in
        let url = folder.appendingPathComponent("progress.json.lock")
        let heldInside = try lock.withLock(url) { try lock.isHeld(url) }
        expect(heldInside, "another open of the lock file finds it held")
        expect(!(try lock.isHeld(url)), "and free once it is released")
    }
}

/// The control: a POSIX record lock (`fcntl(F_SETLKW)`), which belongs to the process, so a
/// second open in the same process is never refused (and closing it drops the first).
enum RecordLock {
    struct Failed: Error {}

    static func withLock(_ url: URL, _ body: () throws -> Bool) throws -> Bool {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(descriptor) }
        var region = flock()
        region.l_type = Int16(F_WRLCK)
        region.l_whence = Int16(SEEK_SET)
        guard fcntl(descriptor, F_SETLKW, &region) == 0 else { throw Failed() }
        return try body()
    }

    static func isHeld(_ url: URL) throws -> Bool {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(descriptor) }
        var region = flock()
        region.l_type = Int16(F_WRLCK)
        region.l_whence = Int16(SEEK_SET)
        return fcntl(descriptor, F_SETLK, &region) != 0
    }
}

@Suite("The progress file: atomic, locked, and never written over when damaged", .timeLimit(.minutes(1)), .watchdog)
struct ProgressFileTests {
    @Test(
        "a save writes a new file beside the old one, flushes it, renames it over the old one, then flushes the folder")
    func atomicReplacement() throws {
        try checkAtomicReplacement { system, url, data in
            try AtomicFile(url: url, fileSystem: system, bytesPerWrite: 1000, steps: { _ in }).write(data)
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("an update holds the lock from before it reads the file to after the new file is in place") {
            try checkUpdateLocked { system, url, change in try ProgressFile(url: url, fileSystem: system).update(change)
            }
        },
        Check("the lock (flock) excludes another open of its file, even in the same process, and is free once released")
        {
            try checkLockExcludesAnotherOpen(.flock)
        },
        Check("while an update changes the progress, another open of the lock file finds it held; after, free") {
            try withScratchFolder { folder in
                let file = ProgressFile(url: folder.appendingPathComponent("progress.json"))
                let heldInside = try file.update { _ in try FileLock(url: file.lockURL).isHeld() }
                expect(heldInside, "held while the change runs")
                expect(!(try FileLock(url: file.lockURL).isHeld()), "released when the update returns")
                _ = try? file.update { _ in throw CancellationError() }
                expect(!(try FileLock(url: file.lockURL).isHeld()), "released when the change throws")
            }
        },
        Check("reading takes no lock: a save replaces the file in one step, so a reader sees it before or after") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                try ProgressFile(url: url).update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                let system = RecordingFileSystem()
                let inside = try ProgressFile(url: url).update { _ in
                    try ProgressFile(url: url, fileSystem: system).load()
                }
                expect(inside.drills.count, equals: 1, "a read while an update holds the lock does not wait for it")
                expect(system.calls, equals: [.read(url.path)], "a read only reads")
            }
        },
        Check(
            "a damaged file, or one of an unknown version, is never written over: every save fails and the bytes stay"
        ) {
            try checkDamageKept { url in
                try ProgressFile(url: url).update {
                    $0.grade(StudyQuestion(entry: "a", text: "Why?"), .knew, on: day("2026-05-20"))
                }
            }
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                try Data("{\"format\": \"swiftpatterns-progress\"".utf8).write(to: url)
                #expect(throws: ProgressError.self) { try ProgressFile(url: url).load() }
            }
        },
        Check("no file yet is no progress, and reading it creates nothing") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("not/yet/progress.json")
                expect(try ProgressFile(url: url).load(), equals: StudyProgress())
                expect(names(in: folder).isEmpty, "no folder was created")
            }
        },
        Check("the first save creates the folder and its missing parents, readable by the learner alone (0700)") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("share/swiftpatterns/progress.json")
                try ProgressFile(url: url).update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                expect(try ProgressFile(url: url).load().drills["observer"]?.passes, equals: 1)
                for created in ["share", "share/swiftpatterns"] {
                    let attributes = try FileManager.default.attributesOfItem(
                        atPath: folder.appendingPathComponent(created).path)
                    expect((attributes[.posixPermissions] as? Int), equals: 0o700, "\(created)")
                }
                expect(names(in: url.deletingLastPathComponent()), equals: ["progress.json", "progress.json.lock"])
            }
        },
        Check("an update sees the last one, returns what its change returns, and writes nothing when nothing changed") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                let question = StudyQuestion(entry: "observer", text: "What is it?")
                let first = try ProgressFile(url: url).update { progress -> Int in
                    progress.grade(question, .knew, on: day("2026-05-20"))
                    return progress.questions.count
                }
                expect(first, equals: 1)
                try ProgressFile(url: url).update { $0.grade(question, .knew, on: day("2026-05-22")) }
                expect(try ProgressFile(url: url).load().questions[question.id]?.box, equals: 3)

                let system = RecordingFileSystem()
                let unchanged = try ProgressFile(url: url, fileSystem: system).update { $0.questions.count }
                expect(unchanged, equals: 1)
                expect(
                    !system.calls.contains {
                        if case .rename = $0 { true } else if case .write = $0 { true } else { false }
                    },
                    "nothing written: \(system.calls.map(\.description))")
            }
        },
        Check("a change that throws writes nothing, and its error comes through") {
            struct Refused: Error {}
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                try ProgressFile(url: url).update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                let before = try Data(contentsOf: url)
                #expect(throws: Refused.self) {
                    try ProgressFile(url: url).update { progress in
                        progress.recordDrill("command", passed: true, on: day("2026-05-20"))
                        throw Refused()
                    }
                }
                expect(try Data(contentsOf: url), equals: before)
            }
        },
        Check("a save that fails half-way (a full disk) leaves the old file and no temporary file") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                try ProgressFile(url: url).update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                let before = try Data(contentsOf: url)
                let full = RecordingFileSystem(failWrite: 100)
                do {
                    try ProgressFile(url: url, fileSystem: full, bytesPerWrite: 64).update { $0 = sampleProgress() }
                    expect(false, "the save fails")
                } catch ProgressError.failed(_, let operation, let reason) {
                    expect("\(operation): \(reason)", equals: "write: No space left on device")
                }
                expect(try Data(contentsOf: url), equals: before)
                expect(names(in: folder), equals: ["progress.json", "progress.json.lock"])
            }
        },
        Check("a progress file that is a symbolic link stays one: the save replaces the file it leads to") {
            try withScratchFolder { folder in
                let synced = folder.appendingPathComponent("Dropbox/study")
                try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
                let link = folder.appendingPathComponent("data/progress.json")
                try FileManager.default.createDirectory(
                    at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "../Dropbox/study/mine.json")
                let file = ProgressFile(url: link)
                try file.update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                try file.update { $0.recordDrill("command", passed: false, on: day("2026-05-20")) }
                expect(
                    try FileManager.default.destinationOfSymbolicLink(atPath: link.path),
                    equals: "../Dropbox/study/mine.json",
                    "the link is still a link")
                expect(try ProgressFile(url: synced.appendingPathComponent("mine.json")).load().drills.count, equals: 2)
                expect(
                    names(in: synced), equals: ["mine.json", "mine.json.lock"], "the lock is beside the file itself")
                expect(try file.load().drills.count, equals: 2)
            }
        },
        Check("a save removes the temporary files killed saves of this file left, and nothing else") {
            try withScratchFolder { folder in
                let url = folder.appendingPathComponent("progress.json")
                let others = [
                    "notes.txt", ".progress.json.backup", ".other.json.0123456789abcdef.tmp", ".progress.json.tmp",
                ]
                for name in others + [".progress.json.0123456789abcdef.tmp", ".progress.json.fedcba9876543210.tmp"] {
                    try Data("x".utf8).write(to: folder.appendingPathComponent(name))
                }
                try ProgressFile(url: url).update { $0.recordDrill("observer", passed: true, on: day("2026-05-20")) }
                expect(names(in: folder), equals: (others + ["progress.json", "progress.json.lock"]).sorted())
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "the lock file and the temporary file are opened close-on-exec: a program the command starts never holds them")
    func descriptorsCloseOnExec() throws {
        try withScratchFolder { folder in
            let url = folder.appendingPathComponent("progress.json")
            let system = RecordingFileSystem()
            try ProgressFile(url: url, fileSystem: system).update {
                $0.recordDrill("observer", passed: true, on: day("2026-05-20"))
            }
            let opens = system.calls.compactMap { call -> (String, Bool)? in
                guard case .open(let path, _, _, _, _, let closeOnExec) = call else { return nil }
                return (path, closeOnExec)
            }
            expect(opens.count >= 2, "the lock file and the temporary file were opened: \(opens)")
            for (path, closeOnExec) in opens {
                expect(closeOnExec, "'\(path)' is opened close-on-exec")
            }
        }
    }

    @Test(
        "a folder that cannot be flushed (some network file systems refuse) does not fail a save whose file is in place"
    )
    func folderSyncFailureIsNoFailure() throws {
        try withScratchFolder { folder in
            let url = folder.appendingPathComponent("progress.json")
            let system = RecordingFileSystem(failFolderSync: true)
            try ProgressFile(url: url, fileSystem: system).update {
                $0.recordDrill("observer", passed: true, on: day("2026-05-20"))
            }
            expect(system.calls.contains(.sync(folder.path)), "the folder flush was tried")
            expect(try ProgressFile(url: url).load().drills.count, equals: 1)
        }
    }

    // MARK: controls

    @Test(
        "control: a POSIX record lock (fcntl), which belongs to the process, does not exclude a second open",
        .tags(.control))
    func controlRecordLock() {
        withKnownIssue {
            try checkLockExcludesAnotherOpen(LockUnderTest(withLock: RecordLock.withLock, isHeld: RecordLock.isHeld))
        }
    }

    @Test(
        "control: a writer that writes the file in place, without a temporary file and a rename, is rejected",
        .tags(.control))
    func controlInPlaceWriter() {
        withKnownIssue {
            try checkAtomicReplacement { system, url, data in
                let descriptor = try system.open(url.path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
                _ = try system.write(descriptor, data, path: url.path)
                try system.sync(descriptor, path: url.path)
                system.close(descriptor)
            }
        }
    }

    @Test("control: a writer that renames before its bytes are flushed is rejected", .tags(.control))
    func controlRenameBeforeSync() {
        withKnownIssue {
            try checkAtomicReplacement { system, url, data in
                let temporary = url.path + ".tmp"
                let descriptor = try system.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o644)
                _ = try system.write(descriptor, data, path: temporary)
                system.close(descriptor)
                try system.rename(temporary, to: url.path)
                let folder = try system.open(url.deletingLastPathComponent().path, flags: O_RDONLY, mode: 0)
                try system.sync(folder, path: url.deletingLastPathComponent().path)
                system.close(folder)
            }
        }
    }

    @Test("control: a save without the lock (read, change, atomic write) is rejected", .tags(.control))
    func controlUnlockedUpdate() {
        withKnownIssue {
            try checkUpdateLocked { system, url, change in
                let file = ProgressFile(url: url, fileSystem: system)
                var progress = try file.load()
                change(&progress)
                try AtomicFile(url: url, fileSystem: system, bytesPerWrite: 1 << 16, steps: { _ in })
                    .write(ProgressFormat.encode(progress))
            }
        }
    }

    @Test(
        "control: a store that starts afresh when the file does not read is rejected: it writes over the damage",
        .tags(.control))
    func controlForgivingStore() {
        withKnownIssue {
            try checkDamageKept { url in
                var progress = (try? ProgressFile(url: url).load()) ?? StudyProgress()
                progress.grade(StudyQuestion(entry: "a", text: "Why?"), .knew, on: day("2026-05-20"))
                try AtomicFile(url: url).write(ProgressFormat.encode(progress))
            }
        }
    }
}

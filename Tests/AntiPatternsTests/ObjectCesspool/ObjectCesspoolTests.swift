import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// Seeded drafts in which every writer sets every field: the inputs on which the old pool did
/// what it should.
private func fullDrafts(_ random: inout SeededGenerator) -> [DraftScript] {
    let texts = ["Nice", "Congrats!", "", "See you there"]
    return (0..<12).map { _ in
        DraftScript(
            author: random.pick(SampleFeed.users), text: random.pick(texts),
            mentions: SampleFeed.users.filter { _ in random.below(4) == 0 })
    }
}

/// A pool that notes which composer each checkout handed out: `new 1`, then `reused 1`.
@MainActor
private final class NotingPool<Pool: ObjectPool>: ObjectPool {
    private let pool: Pool
    private var seen: [ObjectIdentifier] = []
    private(set) var notes: [String] = []

    init(_ pool: Pool) {
        self.pool = pool
    }

    func checkOut() -> Pool.Object {
        let object = pool.checkOut()
        if let index = seen.firstIndex(of: ObjectIdentifier(object)) {
            notes.append("reused \(index + 1)")
        } else {
            seen.append(ObjectIdentifier(object))
            notes.append("new \(seen.count)")
        }
        return object
    }

    func checkIn(_ object: Pool.Object) {
        pool.checkIn(object)
    }
}

/// Checks that an object the pool hands out again is as good as new, whatever its last user
/// did to it: its whole state, as reflection sees it, equals a fresh object's, so a field the
/// reset forgot fails the check even when nobody listed that field here.
@MainActor
private func checkPoolHandsOutCleanObjects<Pool: ObjectPool>(
    _ pool: Pool, afterUse use: (Pool.Object) -> Void, sourceLocation: SourceLocation = #_sourceLocation
) {
    let used = pool.checkOut()
    use(used)
    pool.checkIn(used)
    let next = pool.checkOut()
    expect(next === used, "the pool reuses the object it took back", at: sourceLocation)
    expect(
        StoredState.snapshot(of: next), equals: StoredState.snapshot(of: Pool.Object()),
        "the next user gets what the last one left", at: sourceLocation)
}

/// A composer with a field added later, an attached photo, that its reset does not clear: it
/// resets the fields it lists, as the old composers did.
@MainActor
private final class ComposerWithAttachment: Reusable {
    var draft = CommentDraft()
    var attachment: String?

    init() {}

    func prepareForReuse() {
        draft = CommentDraft()
    }
}

/// What the tasks sharing a pool saw.
@MainActor
private final class Tally {
    var inUse: Set<ObjectIdentifier> = []
    var mostAtOnce = 0
    var lentTwice = 0
    var dirty = 0

    /// One writer: checks a composer out, notes whether someone else holds it or it is dirty,
    /// writes, lets the other writers run, and checks it back in.
    func write(as writer: Int, using pool: ResettingPool<CommentComposer>) async {
        let composer = pool.checkOut()
        if composer.draft != CommentDraft() { dirty += 1 }
        if !inUse.insert(ObjectIdentifier(composer)).inserted { lentTwice += 1 }
        mostAtOnce = max(mostAtOnce, inUse.count)
        composer.draft.text = "writer \(writer)"
        await Task.yield()
        inUse.remove(ObjectIdentifier(composer))
        pool.checkIn(composer)
    }
}

@Suite("Object cesspool", .timeLimit(.minutes(1)), .watchdog)
@MainActor
struct ObjectCesspoolTests {
    @Test("clearing composers on the way back changes nothing for writers who set every field")
    func characterization() throws {
        // What each writer sends, and which composer the pool lent: reuse must not change either.
        try checkCharacterization(
            input: fullDrafts,
            before: { drafts in
                let pool = NotingPool(CesspoolPool<CommentComposer>())
                return drafts.map { $0.send(using: pool) } + pool.notes
            },
            after: { drafts in
                let pool = NotingPool(ResettingPool<CommentComposer>())
                return drafts.map { $0.send(using: pool) } + pool.notes
            })
    }

    @Test("a pool that clears what it takes back hands every writer an empty composer")
    func resettingPoolHandsOutCleanComposers() {
        checkPoolHandsOutCleanObjects(ResettingPool<CommentComposer>()) { composer in
            composer.draft = CommentDraft(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen])
        }
        let pool = ResettingPool<CommentComposer>()
        _ = DraftScript(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen]).send(using: pool)
        expect(
            DraftScript(author: SampleFeed.eve, text: nil, mentions: nil).send(using: pool),
            equals: "eve: (nothing to send)")
    }

    @Test("a cesspool hands bob anna's mention and eve bob's words, and the check catches it", .tags(.control))
    func cesspoolLeaksDrafts() {
        let pool = CesspoolPool<CommentComposer>()
        _ = DraftScript(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen]).send(using: pool)
        expect(
            DraftScript(author: SampleFeed.bob, text: "Nice", mentions: nil).send(using: pool),
            equals: "bob: @chen Nice")
        withKnownIssue {
            checkPoolHandsOutCleanObjects(CesspoolPool<CommentComposer>()) { composer in
                composer.draft.text = "Congrats!"
            }
        }
    }

    @Test(
        "a reset that clears the fields it lists misses a field added later, and the check catches it", .tags(.control))
    func forgottenFieldIsCaught() {
        withKnownIssue {
            checkPoolHandsOutCleanObjects(ResettingPool<ComposerWithAttachment>()) { composer in
                composer.draft.text = "Look at this"
                composer.attachment = "https://img.futubra.example/private.jpg"
            }
        }
    }

    @Test("the pool keeps at most its capacity of idle composers and reuses those first")
    func poolIsBounded() {
        let pool = ResettingPool<CommentComposer>(capacity: 4)
        let first = (0..<6).map { _ in pool.checkOut() }
        expect(Set(first.map(ObjectIdentifier.init)).count, equals: 6, "six at once are six composers")
        for composer in first {
            pool.checkIn(composer)
        }
        expect(pool.idleCount, equals: 4)
        let again = (0..<6).map { _ in pool.checkOut() }
        let reused = again.filter { composer in first.contains { $0 === composer } }
        expect(reused.count, equals: 4, "the four kept are handed out again, then new ones are made")
        expect(pool.idleCount, equals: 0)
    }

    @Test("tasks sharing the pool never hold the same composer at once, and each gets it clean")
    func tasksTakeTurns() async {
        let pool = ResettingPool<CommentComposer>(capacity: 4)
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<200 {
                group.addTask { await tally.write(as: writer, using: pool) }
            }
        }
        expect(tally.mostAtOnce > 1, "the tasks really overlapped: \(tally.mostAtOnce) composers at once")
        expect(tally.lentTwice, equals: 0)
        expect(tally.dirty, equals: 0)
        expect(pool.idleCount <= 4)
    }
}

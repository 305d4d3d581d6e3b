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

/// Checks that a composer handed out by the pool is empty, even after a writer left a draft in it.
private func checkPoolHandsOutCleanComposers(
    _ pool: some ComposerPool, sourceLocation: SourceLocation = #_sourceLocation
) {
    let used = pool.checkOut()
    used.author = SampleFeed.anna
    used.text = "Congrats!"
    used.mentions = [SampleFeed.chen]
    pool.checkIn(used)
    let next = pool.checkOut()
    #expect(next.author == nil, sourceLocation: sourceLocation)
    #expect(next.text.isEmpty, "the next writer gets '\(next.text)'", sourceLocation: sourceLocation)
    #expect(next.mentions.isEmpty, sourceLocation: sourceLocation)
}

@Suite("Object cesspool", .timeLimit(.minutes(1)), .watchdog)
struct ObjectCesspoolTests {
    @Test("clearing composers on the way back changes nothing for writers who set every field")
    func characterization() throws {
        try checkCharacterization(
            input: fullDrafts,
            before: { drafts in
                let pool = CesspoolComposerPool()
                return drafts.map { $0.send(using: pool) }
            },
            after: { drafts in
                let pool = ResettingComposerPool()
                return drafts.map { $0.send(using: pool) }
            })
    }

    @Test("a pool that clears what it takes back hands every writer an empty composer")
    func resettingPoolHandsOutCleanComposers() {
        checkPoolHandsOutCleanComposers(ResettingComposerPool())
        let pool = ResettingComposerPool()
        _ = DraftScript(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen]).send(using: pool)
        expect(
            DraftScript(author: SampleFeed.eve, text: nil, mentions: nil).send(using: pool),
            equals: "eve: (nothing to send)")
    }

    @Test("a cesspool hands bob anna's mention and eve bob's words, and the check catches it", .tags(.control))
    func cesspoolLeaksDrafts() {
        let pool = CesspoolComposerPool()
        _ = DraftScript(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen]).send(using: pool)
        expect(
            DraftScript(author: SampleFeed.bob, text: "Nice", mentions: nil).send(using: pool),
            equals: "bob: @chen Nice")
        withKnownIssue {
            checkPoolHandsOutCleanComposers(CesspoolComposerPool())
        }
    }
}

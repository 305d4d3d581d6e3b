import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite("Value semantics example", .timeLimit(.minutes(1)), .watchdog)
struct ValueSemanticsExampleTests {
    @Test("the value-semantics example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ValueSemanticsExample(),
            equals: """
                == one like preview, a struct and a class ==
                the preview shows 4 likes
                Post (struct): the feed's #4 still has 3 likes
                the preview shows 4 likes
                PostObject (class): the feed's #4 now has 4 likes, eve's included
                == copy-on-write: a Timeline copied, then written ==
                saved = home: one storage? yes
                saved likes #3: one storage? no, saved copied 1 time, home 0 times
                saved likes #2, home likes #1: saved copied 1 time, home 0 times: each is unique now
                eve likes #3 in home? no, in saved? yes
                == the copy-on-write check on three designs ==
                Timeline (isKnownUniquelyReferenced): keeps every property
                SharedStorageTimeline (writes through the shared class):
                  BROKEN: a write to a copy leaves the original as it was: the original got the copy's like
                  BROKEN: a write to shared storage copies once, and the next writes copy nothing: the copy still shares the original's storage after writing
                CopyEveryWriteTimeline (copies before every write):
                  BROKEN: a write through a unique reference copies nothing: 4 writes to an unshared timeline made 4 copies
                  BROKEN: a write to shared storage copies once, and the next writes copy nothing: 4 writes to a copy made 4 copies

                """)
        let events = try await run(ValueSemanticsExample()).events
        expect(events.map(\.message), equals: Array(repeating: "storage shared: copied before the write", count: 4))
    }
}

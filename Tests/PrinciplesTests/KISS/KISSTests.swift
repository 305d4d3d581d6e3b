import ContractSupport
import Futubra
import Testing

@testable import Principles

/// The "liked by" line's characterization: what the card must say for 0 to 5 likers.
private func checkLikersLine(
    _ text: (Set<UserName>) -> String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = [
        "no likes yet",
        "liked by anna",
        "liked by anna and bob",
        "liked by anna, bob and chen",
        "liked by anna, bob and 2 others",
        "liked by anna, bob and 3 others",
    ]
    for (count, line) in expected.enumerated() {
        #expect(text(Set(SampleFeed.users.prefix(count))) == line, sourceLocation: sourceLocation)
    }
}

/// Checks, on the sources, that what the card says can be read in one place: following every
/// name from `starts`, a reader meets one function or property (and the types it sits in).
private func checkReadInOnePlace(_ starts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let sources = SourceIndex(Principles.sourceFiles.filter { $0.path.hasPrefix("KISS/") })
    let reading = KISS.reading(from: starts, in: sources)
    #expect(
        reading.declarations.count == 1, "to know the line, a reader reads \(reading.declarations)",
        sourceLocation: sourceLocation)
}

/// Keep it simple: two designs that say the same, and what each asks of its reader.
@Suite("Keep it simple", .timeLimit(.minutes(1)), .watchdog)
struct KISSTests {
    @Test("the one simple function passes the characterization test of the likers line")
    func simpleFunctionPasses() {
        checkLikersLine(KISS.LikersLine.text(for:))
    }

    @Test(
        "what a reader must read to know the line, counted on the sources: one function, where the engine spreads it over seven declarations"
    )
    func simpleFunctionIsReadInOnePlace() {
        checkReadInOnePlace(["KISS.LikersLine.text"])
        let sources = SourceIndex(Principles.sourceFiles.filter { $0.path.hasPrefix("KISS/") })
        let engine = KISS.reading(from: ["KISS.PhraseEngine.likers", "KISS.PhraseEngine.text"], in: sources)
        expect(engine.declarations.count, equals: 7)
        expect(KISS.reading(from: ["KISS.LikersLine.text"], in: sources).lines < engine.lines)
    }

    @Test(
        "the phrase engine spreads the same line over an engine, rules, templates and a filler, and the check catches it",
        .tags(.control))
    func engineIsReadInManyPlaces() {
        withKnownIssue {
            checkReadInOnePlace(["KISS.PhraseEngine.likers", "KISS.PhraseEngine.text"])
        }
    }

    @Test("Occam's razor: the engine says exactly what one switch says, for every count")
    func engineAddsNothing() {
        checkLikersLine(KISS.PhraseEngine.likers.text(for:))
        for count in 0...SampleFeed.users.count {
            let likers = Set(SampleFeed.users.prefix(count))
            expect(KISS.PhraseEngine.likers.text(for: likers), equals: KISS.LikersLine.text(for: likers))
        }
    }
}

import ContractSupport
import Futubra
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct ClassClusterTests {
    /// Inputs and the representation the factory must choose for each.
    static let choices: [(String, StoredText.Representation)] = [
        ("", .inlineASCII),
        ("Welcome!", .inlineASCII),
        ("Hello, Futubra.", .inlineASCII),
        ("Hello, Futubra!!", .asciiBytes),
        ("Shipped the new feed screen today!", .asciiBytes),
        ("Café", .unicode),
        ("line\r\nbreak", .unicode),
    ]

    @Test("the factory picks a private representation from the input", arguments: Self.choices)
    func factoryChooses(text: String, expected: StoredText.Representation) {
        expect(StoredText(text).representation, equals: expected)
    }

    @Test("the choice is invisible: every representation answers like the text it holds")
    func choiceInvisible() {
        let texts = ["", "a", "Welcome!", "Hello, Futubra.", String(repeating: "ab", count: 40), "Café ☕️", "👩‍👩‍👧 family"]
        let stored = texts.map(StoredText.init)
        expect(Set(stored.map(\.representation)).count, equals: 3)
        for (value, text) in zip(stored, texts) {
            expect(value.string, equals: text)
            expect(value.count, equals: text.count)
            expect(value.description, equals: text)
        }
        expect(Set(stored).count, equals: texts.count)
        expect(Set(stored + texts.map(StoredText.init)).count, equals: texts.count)
    }

    @Test("a change can move a value to another representation, and the caller still holds one type")
    func changesMoveRepresentation() {
        let short = StoredText("Hello")
        let longer = short.appending(", Futubra. Nice to meet you all")
        let accented = longer.appending(" ✨")
        expect([short, longer, accented].map(\.representation), equals: [.inlineASCII, .asciiBytes, .unicode])
        expect(accented.string, equals: "Hello, Futubra. Nice to meet you all ✨")
        expect(accented.count, equals: 38)
    }

    @Test("equal texts are equal and hash alike, whichever way they were built")
    func equalityAcrossPaths() {
        let built = StoredText("Hello, ").appending("Futubra.")
        let direct = StoredText("Hello, Futubra.")
        expect(built, equals: direct)
        expect(built.hashValue, equals: direct.hashValue)
        expect(built.representation, equals: direct.representation)
        expect(direct != StoredText("Hello, Futubra!"), "same length and representation, different text")
        expect(StoredText("Café"), equals: StoredText("Cafe\u{301}"), "canonically equivalent Unicode text is equal")
    }
}

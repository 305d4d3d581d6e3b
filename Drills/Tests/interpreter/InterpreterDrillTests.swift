import PatternContracts
import Testing

@testable import Drill

@Suite("Interpreter drill", .timeLimit(.minutes(1)), .watchdog)
struct InterpreterDrillTests {
    static let asWritten = "conditions, parentheses and a lone operator are read as written"
    static let precedence = "and binds tighter than or"
    static let grouping = "a run of one operator groups from the left"
    static let negation = "not applies to the one condition, parenthesis or not after it"
    static let refusal = "a filter that breaks the grammar is refused"

    static let readings = [
        Reading(asWritten, "author:anna", means: "author:anna"),
        Reading(asWritten, "(likes>3)", means: "likes>3"),
        Reading(asWritten, "likes<2 and author:bob", means: "(likes<2 and author:bob)"),
        Reading(asWritten, "not likes<2", means: "not likes<2"),
        Reading(precedence, "author:anna or likes>3 and likes<9", means: "(author:anna or (likes>3 and likes<9))"),
        Reading(precedence, "likes>3 and likes<9 or author:anna", means: "((likes>3 and likes<9) or author:anna)"),
        Reading(precedence, "(author:anna or likes>3) and likes<9", means: "((author:anna or likes>3) and likes<9)"),
        Reading(grouping, "author:al or author:bo or author:cy", means: "((author:al or author:bo) or author:cy)"),
        Reading(grouping, "likes>1 and likes<9 and author:al", means: "((likes>1 and likes<9) and author:al)"),
        Reading(negation, "not author:anna and likes>3", means: "(not author:anna and likes>3)"),
        Reading(negation, "not (author:anna or likes>3)", means: "not (author:anna or likes>3)"),
        Reading(negation, "not not likes>3", means: "not not likes>3"),
        Reading(
            precedence, "likes>3 or not author:bob and likes<9", means: "(likes>3 or (not author:bob and likes<9))"),
        Reading(refusal, "author:anna and", means: "refused"),
        Reading(refusal, "(likes>3", means: "refused"),
        Reading(refusal, "likes>3)", means: "refused"),
        Reading(refusal, "likes>many", means: "refused"),
        Reading(refusal, "author:anna likes>3", means: "refused"),
    ]

    /// The tree, fully parenthesised.
    static func describe(_ filter: FeedFilter) -> String {
        switch filter {
        case .author(let name): "author:\(name)"
        case .moreLikes(let count): "likes>\(count)"
        case .fewerLikes(let count): "likes<\(count)"
        case .not(let inner): "not \(describe(inner))"
        case .and(let left, let right): "(\(describe(left)) and \(describe(right)))"
        case .or(let left, let right): "(\(describe(left)) or \(describe(right)))"
        }
    }

    @Test("each filter is read as its grammar says, and one that breaks it is refused")
    func readsTheGrammar() {
        checkInterpreterContract(Self.readings) { source in
            (try? FeedFilter.parse(source)).map(Self.describe) ?? "refused"
        }
    }
}

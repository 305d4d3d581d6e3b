import Testing

/// One situation of the adapter contract: a fresh adaptee in a known state, the adapter put
/// in front of it, and one call through the adapter. `call` builds all three each time it
/// runs, so situations never share an adaptee.
public struct AdapterSituation<Answer> {
    /// The situation in a learner's words: `two posts on the first page`.
    public var name: String
    /// Builds the adaptee and the adapter, calls the adapter once, and returns its answer
    /// with what the adaptee was asked, in the adaptee's own terms.
    public var call: () -> (answer: Result<Answer, any Error>, asked: [String])
    /// What the adapter must answer; `nil` when it must throw.
    public var expected: Answer?
    /// What the adaptee must have been asked; `nil` when it does not matter.
    public var expectedAsked: [String]?

    /// A situation where the adapter must answer `expected` (and, if given, the adaptee must
    /// be asked `asked`).
    public static func gives(
        _ name: String, _ expected: Answer, asked: [String]? = nil,
        _ call: @escaping () -> (answer: Result<Answer, any Error>, asked: [String])
    ) -> Self {
        Self(name: name, call: call, expected: expected, expectedAsked: asked)
    }

    /// A situation where the adapter must throw: the adaptee failed, or answered what the
    /// target's types cannot hold.
    public static func mustThrow(
        _ name: String, _ call: @escaping () -> (answer: Result<Answer, any Error>, asked: [String])
    ) -> Self {
        Self(name: name, call: call, expected: nil, expectedAsked: nil)
    }
}

/// Checks the contract of an adapter: it gives its clients the interface they expect on top
/// of a type that has another (the adaptee), translating each way and inventing nothing.
///
/// - `translations`: the adapter answers what the adaptee answered, translated into the
///   target's types and units (an id kept as text, milliseconds read as seconds, a field
///   taken from the wrong key are all seen here).
/// - `requests`: the adapter passes each request on in the adaptee's terms (a page cursor
///   dropped, so every call asks for the first page, is seen here).
/// - `failures`: the adapter reports the adaptee's failure as an error, never as an empty
///   or made-up answer.
/// - `untranslatable`: the adapter refuses an answer it cannot translate (a field missing or
///   not a number) with an error, instead of dropping or inventing part of it.
///
/// ```swift
/// checkAdapterContract(
///     translations: [.gives("two posts", [post7, post8]) { run(LegacyClient(pages: [twoPosts])) }],
///     requests: [.gives("the page after #8", [post9], asked: ["items after 8"]) { … }],
///     failures: [.mustThrow("a 503") { … }],
///     untranslatable: [.mustThrow("a like count of 'many'") { … }])
/// ```
public func checkAdapterContract<Answer: Equatable>(
    translations: [AdapterSituation<Answer>],
    requests: [AdapterSituation<Answer>],
    failures: [AdapterSituation<Answer>],
    untranslatable: [AdapterSituation<Answer>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let table: [AdapterCheck: [AdapterSituation<Answer>]] = [
        .translations: translations, .requests: requests, .failures: failures, .untranslatable: untranslatable,
    ]
    runClauses(AdapterCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        for situation in table[check, default: []] {
            let (answer, asked) = situation.call()
            let got: String
            switch answer {
            case .success(let value):
                if let expected = situation.expected, value == expected {
                    guard let expectedAsked = situation.expectedAsked, asked != expectedAsked else { continue }
                    return Violation(
                        property: check.property,
                        observed:
                            "for \(situation.name), the adaptee was asked \(listed(asked)) instead of \(listed(expectedAsked))"
                    )
                }
                got = "answered \(value)"
            case .failure(let error):
                if situation.expected == nil { continue }
                got = "threw '\(error)'"
            }
            let instead = situation.expected.map { "\($0)" } ?? "throwing an error"
            return Violation(
                property: check.property, observed: "for \(situation.name), the adapter \(got) instead of \(instead)")
        }
        return nil
    }
}

/// The clauses of the adapter contract.
private enum AdapterCheck: CaseIterable {
    case translations, requests, failures, untranslatable

    var property: String {
        switch self {
        case .translations: "an adapter answers what the adaptee answered, translated into the target's types and units"
        case .requests: "an adapter passes each request on, translated into the adaptee's terms"
        case .failures: "an adapter reports the adaptee's failure as an error, never as an empty or made-up answer"
        case .untranslatable:
            "an adapter refuses an answer it cannot translate, instead of dropping or inventing part of it"
        }
    }

    var needs: [Self] {
        self == .translations ? [] : [.translations]
    }
}

import Testing

/// Checks the iterator's contract on a sequence: a traversal yields exactly `expected`, in
/// order, and then ends; the sequence can be traversed again; two iterators over it are
/// independent; an exhausted iterator stays exhausted.
///
/// Every traversal is bounded (one element more than `expected`), so an iterator that never
/// ends is reported instead of hanging the test. Every property that does not hold is
/// reported, one issue each; the others need the first.
///
/// ```swift
/// checkIteratorContract(archive, yields: [post4, post2, post1])
/// ```
public func checkIteratorContract<Elements: Sequence>(
    _ sequence: Elements,
    yields expected: [Elements.Element],
    sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
    /// Up to one element more than expected, from a fresh iterator.
    func traversal() -> (elements: [Elements.Element], ended: Bool) {
        var iterator = sequence.makeIterator()
        var elements: [Elements.Element] = []
        while elements.count <= expected.count, let element = iterator.next() {
            elements.append(element)
        }
        return (elements, elements.count <= expected.count)
    }
    func shown(_ traversal: (elements: [Elements.Element], ended: Bool)) -> String {
        traversal.ended ? listed(traversal.elements) : listed(traversal.elements) + " and did not end there"
    }
    runClauses(IteratorCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .yieldsInOrder:
            let first = traversal()
            guard first.elements != expected || !first.ended else { return nil }
            return Violation(
                property: check.property, observed: "it gave \(shown(first)) instead of \(listed(expected))")
        case .traversesAgain:
            _ = traversal()
            let again = traversal()
            guard again.elements != expected || !again.ended else { return nil }
            return Violation(property: check.property, observed: "a second traversal gave \(shown(again))")
        case .independentIterators:
            guard expected.count >= 2 else { return nil }
            var leading = sequence.makeIterator()
            var trailing = sequence.makeIterator()
            _ = leading.next()
            _ = leading.next()
            let start = trailing.next()
            guard start != expected.first else { return nil }
            return Violation(
                property: check.property,
                observed: "after the first moved twice, the second started at \(start.map { "\($0)" } ?? "the end")")
        case .staysExhausted:
            var draining = sequence.makeIterator()
            for _ in 0...expected.count where draining.next() == nil { break }
            guard let extra = draining.next() else { return nil }
            return Violation(property: check.property, observed: "it yielded \(extra) after its end")
        }
    }
}

/// The clauses of the iterator contract.
private enum IteratorCheck: CaseIterable {
    case yieldsInOrder, traversesAgain, independentIterators, staysExhausted

    var property: String {
        switch self {
        case .yieldsInOrder: "a traversal yields every element once, in order"
        case .traversesAgain: "the collection can be traversed again"
        case .independentIterators: "two iterators are independent: advancing one does not move the other"
        case .staysExhausted: "an exhausted iterator stays exhausted"
        }
    }

    var needs: [Self] {
        switch self {
        case .yieldsInOrder: []
        case .traversesAgain, .staysExhausted: [.yieldsInOrder]
        // Iterators over a sequence that cannot be traversed twice cannot be compared.
        case .independentIterators: [.traversesAgain]
        }
    }
}

import Testing

/// Checks the iterator's contract on a sequence: a traversal yields exactly `expected`, in
/// order; the sequence can be traversed again; two iterators over it are independent; an
/// exhausted iterator stays exhausted.
///
/// ```swift
/// checkIteratorContract(archive, yields: [post4, post2, post1])
/// ```
public func checkIteratorContract<Elements: Sequence>(
    _ sequence: Elements,
    yields expected: [Elements.Element],
    sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
    let first = Array(sequence)
    if first != expected {
        violated(
            "a traversal yields every element once, in order",
            "it gave \(listed(first)) instead of \(listed(expected))", at: sourceLocation)
        return
    }
    let again = Array(sequence)
    if again != expected {
        violated(
            "the collection can be traversed again", "a second traversal gave \(listed(again))", at: sourceLocation)
    }
    guard expected.count >= 2 else { return }
    var leading = sequence.makeIterator()
    var trailing = sequence.makeIterator()
    _ = leading.next()
    _ = leading.next()
    let start = trailing.next()
    if start != expected.first {
        violated(
            "two iterators are independent: advancing one does not move the other",
            "after the first moved twice, the second started at \(start.map { "\($0)" } ?? "the end")",
            at: sourceLocation)
    }
    var draining = sequence.makeIterator()
    while draining.next() != nil {}
    if let extra = draining.next() {
        violated("an exhausted iterator stays exhausted", "it yielded \(extra) after its end", at: sourceLocation)
    }
}

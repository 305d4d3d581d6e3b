import Testing

/// One input for the simple factory checker: its kind (what must decide the product), its
/// details in a learner's words ("with a caption"), and the input itself.
public struct FactoryInput<Input> {
    public let kind: String
    public let details: String
    public let input: Input

    /// An input of `kind`, described by `details`.
    public init(_ kind: String, _ details: String, _ input: Input) {
        self.kind = kind
        self.details = details
        self.input = input
    }
}

/// Checks a simple factory (one static method that picks a concrete type from a value): each
/// kind of input gets its own product type, and the kind alone decides, whatever details an
/// input holds.
///
/// The two classic mistakes: a catch-all `default` that sends a kind added later to another
/// kind's product, and a case that decides by a detail (a captioned video drawn as a photo).
/// `inputs` holds several inputs of each kind, the plainest first; `expected` names the product
/// type of each kind; `product` runs the factory on an input and names the type it returned
/// (`String(describing: type(of: cell))`).
///
/// ```swift
/// checkSimpleFactoryContract(
///     [FactoryInput("video", "plain", .video(url)), FactoryInput("video", "with a caption", .video(url, caption: "Hi"))],
///     expected: ["video": "VideoCell"]) { String(describing: type(of: CellFactory.makeCell(for: $0))) }
/// ```
public func checkSimpleFactoryContract<Input>(
    _ inputs: [FactoryInput<Input>],
    expected: [String: String],
    sourceLocation: SourceLocation = #_sourceLocation,
    product: (Input) -> String
) {
    var kinds: [String] = []
    for input in inputs where !kinds.contains(input.kind) { kinds.append(input.kind) }
    guard !kinds.isEmpty, kinds.allSatisfy({ expected[$0] != nil }) else {
        Issue.record(
            "the simple factory contract needs inputs, and a product for each kind", sourceLocation: sourceLocation)
        return
    }
    let made = inputs.map { (input: $0, product: product($0.input)) }
    runClauses(FactoryCheck.allCases, property: \.property, at: sourceLocation) { check in
        let wrong: [String] = kinds.compactMap { kind in
            let ofKind = made.filter { $0.input.kind == kind }
            guard let plainest = ofKind.first else { return nil }
            switch check {
            case .ownProduct:
                let wanted = expected[kind] ?? ""
                return plainest.product == wanted
                    ? nil : "a \(kind) (\(plainest.input.details)) got a \(plainest.product) instead of a \(wanted)"
            case .kindAloneDecides:
                let other = ofKind.dropFirst().filter { $0.product != plainest.product }
                guard !other.isEmpty else { return nil }
                return "a \(kind) (\(plainest.input.details)) got a \(plainest.product), but "
                    + other.map { "a \(kind) (\($0.input.details)) a \($0.product)" }.joined(separator: " and ")
            }
        }
        return wrong.isEmpty ? nil : Violation(property: check.property, observed: wrong.joined(separator: "; "))
    }
}

/// The clauses of the simple factory's contract.
private enum FactoryCheck: CaseIterable {
    case ownProduct, kindAloneDecides

    var property: String {
        switch self {
        case .ownProduct: "each kind gets its own product type"
        case .kindAloneDecides: "the kind alone decides the product, whatever else the input holds"
        }
    }
}

extension FactoryInput: Sendable where Input: Sendable {}

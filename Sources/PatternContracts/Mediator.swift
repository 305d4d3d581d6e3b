import Testing

/// One step of a mediator's scenario: something a colleague does, and what the screen must
/// show afterwards.
public struct MediatorStep<Screen> {
    /// The step in a learner's words: `type 'Hi'`.
    public var name: String
    /// Does it, through one colleague.
    public var act: (Screen) -> Void
    /// What the screen shows afterwards, as `show` writes it.
    public var expected: String

    public init(_ name: String, expected: String, act: @escaping (Screen) -> Void) {
        self.name = name
        self.act = act
        self.expected = expected
    }
}

/// Checks the contract of a mediator: colleagues know only the mediator, never each other;
/// each change a colleague reports reaches the mediator, which updates the colleagues that
/// depend on it; and the mediator and its colleagues are freed together, no colleague
/// keeping the mediator alive.
///
/// `make` builds the group (a screen, or a tuple holding the mediator and its colleagues);
/// `mediator` and `colleagues` pick them out; `show` says what the colleagues show now
/// (`Post enabled, 275 left`); `steps` are played in order on one group, each followed by
/// `show`. Whether a colleague holds another is read from its stored properties (with
/// `Mirror`): a colleague that keeps a reference to another to update it directly is seen.
///
/// ```swift
/// checkMediatorContract(
///     make: { ComposeScreen() }, mediator: { $0.mediator }, colleagues: { [$0.field, $0.button] },
///     show: { "\($0.button.isEnabled ? "Post enabled" : "Post disabled")" },
///     steps: [MediatorStep("type 'Hi'", expected: "Post enabled") { $0.field.type("Hi") }])
/// ```
public func checkMediatorContract<Screen>(
    make: () -> Screen,
    mediator: (Screen) -> AnyObject,
    colleagues: (Screen) -> [AnyObject],
    show: (Screen) -> String,
    steps: [MediatorStep<Screen>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    runClauses(MediatorCheck.allCases, property: \.property, at: sourceLocation) { check in
        switch check {
        case .onlyThroughMediator:
            let screen = make()
            let group = colleagues(screen)
            for colleague in group {
                for (label, value) in references(in: colleague) {
                    guard let other = group.first(where: { $0 === value }), other !== colleague else { continue }
                    return Violation(
                        property: check.property,
                        observed:
                            "\(typeName(colleague)) holds \(typeName(other)) in its property '\(label)' (it should tell the mediator instead)"
                    )
                }
            }
            return nil
        case .coordinates:
            let screen = make()
            for step in steps {
                step.act(screen)
                let shown = show(screen)
                guard shown == step.expected else {
                    return Violation(
                        property: check.property,
                        observed: "after '\(step.name)' the screen showed '\(shown)' instead of '\(step.expected)'")
                }
            }
            return nil
        case .freedTogether:
            var screen: Screen? = make()
            var held: (mediator: WeakReference<AnyObject>, colleagues: [WeakReference<AnyObject>])?
            if let built = screen {
                held = (WeakReference(mediator(built)), colleagues(built).map { WeakReference($0) })
                if let first = steps.first { first.act(built) }
            }
            screen = nil
            guard let held else { return nil }
            let alive = [held.mediator.object].compactMap { $0 } + held.colleagues.compactMap(\.object)
            guard !alive.isEmpty else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "once the screen let go, \(listed(alive.map(typeName))) stayed alive (a colleague holds the mediator strongly?)"
            )
        }
    }
}

/// The objects an object's stored properties refer to, through optionals too, with the
/// properties' labels.
private func references(in object: AnyObject) -> [(String, AnyObject)] {
    var found: [(String, AnyObject)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children {
            let label = child.label ?? "?"
            var value: Any = child.value
            // Unwrap optionals (a weak property is one).
            while let optional = Mirror(reflecting: value).children.first,
                Mirror(reflecting: value).displayStyle == .optional
            {
                value = optional.value
            }
            if Mirror(reflecting: value).displayStyle == .class {
                found.append((label, value as AnyObject))
            }
        }
        mirror = current.superclassMirror
    }
    return found
}

/// An object's type, as a message shows it.
private func typeName(_ object: AnyObject) -> String {
    "\(type(of: object))"
}

/// The clauses of the mediator contract.
private enum MediatorCheck: CaseIterable {
    case onlyThroughMediator, coordinates, freedTogether

    var property: String {
        switch self {
        case .onlyThroughMediator: "colleagues know only the mediator, never each other"
        case .coordinates:
            "each change a colleague reports reaches the mediator, which updates the colleagues that depend on it"
        case .freedTogether: "the mediator and its colleagues are freed together: no colleague keeps the mediator alive"
        }
    }
}

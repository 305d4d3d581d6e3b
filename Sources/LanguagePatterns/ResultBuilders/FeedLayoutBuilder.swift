import Futubra

/// What the builder was given for one part of a layout: a record of the calls the compiler
/// made, from which the sections are read.
indirect enum LayoutStep: Equatable, Sendable, CustomStringConvertible {
    /// `buildExpression`: a statement that is a value (a section, or a post).
    case expression([FeedSection])
    /// `buildBlock`: the statements of one block, in order.
    case block([LayoutStep])
    /// `buildOptional`: an `if` without `else`; `nil` when the condition was false.
    case optional(LayoutStep?)
    /// `buildEither(first:)`: the `if` branch of an `if`/`else`.
    case first(LayoutStep)
    /// `buildEither(second:)`: the `else` branch.
    case second(LayoutStep)
    /// `buildArray`: a `for` loop, one step per iteration.
    case array([LayoutStep])

    /// The sections this part adds, in order.
    var sections: [FeedSection] {
        switch self {
        case .expression(let sections): sections
        case .block(let steps), .array(let steps): steps.flatMap(\.sections)
        case .optional(let step): step?.sections ?? []
        case .first(let step), .second(let step): step.sections
        }
    }

    /// The calls, compactly: `block(expression, optional(nil), first(block(array[4])))`.
    var description: String {
        switch self {
        case .expression: "expression"
        case .block(let steps): "block(\(steps.map(\.description).joined(separator: ", ")))"
        case .optional(let step): "optional(\(step?.description ?? "nil"))"
        case .first(let step): "first(\(step))"
        case .second(let step): "second(\(step))"
        case .array(let steps): "array[\(steps.count)]"
        }
    }
}

/// The DSL that builds a ``FeedLayout`` from statements: sections and posts as values, `if`,
/// `if`/`else`, `switch` and `for` as control flow.
///
/// Intent: a result builder is a set of static functions the compiler calls in place of the
/// closure's statements. Each statement that is a value goes through `buildExpression`, a
/// block's results through `buildBlock`, an `if` without `else` through `buildOptional`, each
/// branch of an `if`/`else` (or a `switch`) through `buildEither`, and the iterations of a
/// `for` loop through `buildArray`; `buildFinalResult` turns the whole into the layout. Here
/// every call also records itself in a ``LayoutStep``, so the layout shows how it was built.
@resultBuilder
enum FeedLayoutBuilder {
    static func buildExpression(_ section: FeedSection) -> LayoutStep { .expression([section]) }

    /// A post written as a statement becomes its section: the DSL takes domain values as they are.
    static func buildExpression(_ post: Post) -> LayoutStep { .expression([.post(post.id)]) }

    static func buildBlock(_ steps: LayoutStep...) -> LayoutStep { .block(steps) }

    static func buildOptional(_ step: LayoutStep?) -> LayoutStep { .optional(step) }

    static func buildEither(first step: LayoutStep) -> LayoutStep { .first(step) }

    static func buildEither(second step: LayoutStep) -> LayoutStep { .second(step) }

    static func buildArray(_ steps: [LayoutStep]) -> LayoutStep { .array(steps) }

    static func buildFinalResult(_ step: LayoutStep) -> FeedLayout {
        FeedLayout(sections: step.sections, steps: step)
    }
}

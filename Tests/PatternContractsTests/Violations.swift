import Testing

/// Runs `body` and expects it to fail, each issue it records naming one of the `properties`
/// (fragments of the checker's message): the failure names what is broken, not only a value.
func expectViolation(
    of properties: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.comments.contains { comment in properties.contains { comment.rawValue.contains($0) } }
    }
}

/// ``expectViolation(of:sourceLocation:_:)`` for an asynchronous check.
func expectViolation(
    of properties: String..., sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void
) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        issue.comments.contains { comment in properties.contains { comment.rawValue.contains($0) } }
    }
}

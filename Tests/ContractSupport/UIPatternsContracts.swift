import Testing

/// Checks what the shared feed script must show, whichever architecture played it.
///
/// `screens` are the rendered screens after each of the script's eight steps. The checker
/// asserts the visible contract of the feature, not any architecture's internals:
/// a failed first load offers Retry; Retry shows four posts; a like turns post #3's button
/// into Unlike with one more like, and an unlike turns it back; the comments of #1 open
/// under a Back button; an empty comment is refused with an error and no new line; a real
/// comment is appended and the field cleared; Back returns to the feed.
package func checkFeedScriptScreens(_ screens: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
    guard screens.count == 8 else {
        Issue.record("expected 8 screens, got \(screens.count)", sourceLocation: sourceLocation)
        return
    }
    func expect(_ condition: Bool, _ step: Int, _ what: String) {
        if !condition {
            Issue.record(
                "step \(step + 1): \(what)\n\(screens[step].joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }
    expect(screens[0].contains("[Retry]") && !screens[0].contains { $0.hasPrefix("#") }, 0, "Retry and no posts")
    expect(screens[1].filter { $0.hasPrefix("#") }.count == 4 && !screens[1].contains("[Retry]"), 1, "four posts")
    expect(screens[2].contains { $0.hasPrefix("#3 ") && $0.hasSuffix("♥1 [Unlike]") }, 2, "#3 liked")
    expect(screens[3].contains { $0.hasPrefix("#3 ") && $0.hasSuffix("♥0 [Like]") }, 3, "#3 unliked")
    expect(screens[4].first?.hasPrefix("[< Back]") == true && screens[4].contains("[Send]"), 4, "comments open")
    expect(screens[5].count == screens[4].count + 1 && screens[5].last?.hasPrefix("!") == true, 5, "empty refused")
    expect(
        screens[6].count == screens[4].count + 1 && !(screens[6].last?.hasPrefix("!") ?? true)
            && screens[6].contains("> Write a comment"), 6, "comment added, field cleared")
    expect(screens[7] == screens[3], 7, "back on the feed as it was")
}

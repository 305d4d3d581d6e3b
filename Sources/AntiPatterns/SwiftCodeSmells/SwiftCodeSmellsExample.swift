import Dispatch
import ExampleKit
import Futubra

/// Plays nine Swift smells, each next to its fix on the same input: forced reads, ignored
/// errors, string keys, needless layers, a method named with "And", retain cycles, an
/// implicitly unwrapped dependency, a silenced concurrency check, and hops to the main queue.
public struct SwiftCodeSmellsExample: Example {
    public static let id = "swift-code-smells"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        forcedReads(feed, transcript)
        try ignoredErrors(transcript)
        stringKeys(transcript)
        needlessComplexity(feed, transcript)
        andMethods(feed, transcript)
        retainCycles(feed, transcript)
        implicitlyUnwrapped(feed, transcript)
        silencedConcurrency(transcript)
        await mainQueueHops(feed, transcript)
    }

    private func forcedReads(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("force unwrapping and force casting")
        let good: [String: Any] = ["likes": 3]
        transcript.line(
            "#4 with likes 3: forced \(ForcedReads.likes(of: PostID(4), payload: good, feed: feed)), "
                + "checked \(checked(PostID(4), good, feed))")
        transcript.line(
            "#4 with likes \"3\": forced stops the app; checked: \(checked(PostID(4), ["likes": "3"], feed))")
        transcript.line("#9 with likes 3: forced stops the app; checked: \(checked(PostID(9), good, feed))")
    }

    private func checked(_ id: PostID, _ payload: [String: Any], _ feed: Feed) -> String {
        do throws(SmellError) {
            return try CheckedReads.likes(of: id, payload: payload, feed: feed)
        } catch {
            return "error: \(error)"
        }
    }

    private func ignoredErrors(_ transcript: Transcript) throws {
        transcript.section("ignoring errors")
        let lines = ["anna: Great shot", "an na: hi", "bob:   ", "chen: Love it"]
        transcript.line("import: \(lines.map { "\"\($0)\"" }.joined(separator: ", "))")
        var silent = try SampleFeed.post(3)
        var kept = silent
        transcript.line("with try?: \(SilentCommentImport.run(lines, into: &silent)) added, nothing else said")
        let report = CommentImport.run(lines, into: &kept)
        transcript.line("keeping errors: \(report.added) added, \(report.refused.count) refused:")
        for refusal in report.refused {
            transcript.line("  \(refusal)")
        }
    }

    private func stringKeys(_ transcript: Transcript) {
        transcript.section("string literals as identifiers")
        let likers = [SampleFeed.bob, SampleFeed.chen, SampleFeed.dana]
        var keyed = StringKeyedBadge(post: PostID(4))
        var misspelled = MisspelledBadge(post: PostID(4))
        var typed = LikeEventBadge(post: PostID(4))
        for user in likers {
            keyed.receive(StringKeyedLikes.event(PostID(4), by: user))
            misspelled.receive(StringKeyedLikes.event(PostID(4), by: user))
            typed.receive(LikeEvent(post: PostID(4), user: user))
        }
        transcript.line("three likes on #4")
        transcript.line("StringKeyedBadge (reads \"postID\"): \(keyed.count)")
        transcript.line("MisspelledBadge (reads \"postId\"): \(misspelled.count), and it compiled")
        transcript.line("LikeEventBadge (reads event.post): \(typed.count)")
    }

    private func needlessComplexity(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = NeedlessComplexity
        transcript.section("needless complexity")
        guard let post = feed.post(id: PostID(4)) else { return }
        let service = Smell.Before.LikeTextService(factory: Smell.Before.DefaultLikeTextStrategyFactory())
        let layered = service.text(for: post)
        let before = Smell.declarations(in: "Before")
        transcript.line("LikeTextService says \"\(layered)\"; to see how, a reader opens \(before.count) declarations:")
        transcript.line("  \(before.joined(separator: ", "))")
        let after = Smell.declarations(in: "After")
        transcript.line(
            "LikeText says \"\(Smell.After.LikeText.text(for: post))\"; \(after.count) declaration: \(after.joined())")
    }

    private func andMethods(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("a method named with \"And\" inside one big catch")
        let attempts: [(String, String, PostID)] = [
            ("Nice!", "eve", PostID(3)), ("Nice!", "an na", PostID(3)), ("  ", "eve", PostID(3)),
            ("Nice!", "eve", PostID(9)),
        ]
        var tangledFeed = feed
        var feedAfter = feed
        for (text, name, id) in attempts {
            let tangled = TangledCommentDesk.validateAndPublish(text, by: name, on: id, in: &tangledFeed)
            let split = CommentDesk.submit(text, by: name, on: id, in: &feedAfter)
            transcript.line("\(name) on \(id), \"\(text)\":")
            transcript.line("  validateAndPublish: \(tangled)")
            transcript.line("  validate, publish:  \(split)")
        }
        transcript.line("same feed afterwards: \(tangledFeed == feedAfter)")
    }

    private func retainCycles(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = RetainCycles
        transcript.section("retain cycles")
        weak var before: Smell.Before.FeedScreen?
        weak var after: Smell.After.FeedScreen?
        do {
            let held = Smell.Before.FeedScreen()
            let released = Smell.After.FeedScreen()
            held.loader.load(feed)
            released.loader.load(feed)
            let same = held.rows == released.rows && held.headline == released.headline
            transcript.line("both screens show \(held.headline), \(same ? "the same rows" : "other rows")")
            (before, after) = (held, released)
        }
        transcript.line("the app lets both screens go")
        transcript.line(
            "loader holds it strongly (closure and delegate): \(before == nil ? "freed" : "still in memory")")
        transcript.line("loader holds it weakly ([weak self], weak var): \(after == nil ? "freed" : "still in memory")")
    }

    private func implicitlyUnwrapped(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = ImplicitlyUnwrappedOptionals
        transcript.section("implicitly unwrapped optionals")
        let header = Smell.Before.FeedHeader()
        transcript.line("a header with feed: Feed! before configure(with:): reading its title stops the app")
        header.configure(with: feed)
        transcript.line("after configure(with:): \(header.title)")
        transcript.line("FeedHeader(feed:) has its feed from the start: \(Smell.After.FeedHeader(feed: feed).title)")
    }

    private func silencedConcurrency(_ transcript: Transcript) {
        typealias Smell = SilencedConcurrency
        transcript.section("@unchecked Sendable and nonisolated(unsafe)")
        let unchecked = Smell.Before.UncheckedLikeLedger(outbox: Smell.MemoryOutbox())
        let unsafe = Smell.Before.UnsafeLikeLedger(outbox: Smell.MemoryOutbox())
        let checked = Smell.After.LikeLedger(outbox: Smell.MemoryOutbox())
        for _ in 0..<2 {
            _ = unchecked.like(PostID(4), by: SampleFeed.anna)
            _ = unsafe.like(PostID(4), by: SampleFeed.anna)
            _ = checked.like(PostID(4), by: SampleFeed.anna)
        }
        transcript.line(
            "anna likes #4 twice from one task: UncheckedLikeLedger \(unchecked.count), UnsafeLikeLedger \(unsafe.count), "
                + "LikeLedger \(checked.count)")
        let path = "SwiftCodeSmells/SilencedConcurrency.swift"
        if let unchecked = CodeSmell.places(of: "@unchecked", in: path),
            let unsafe = CodeSmell.places(of: "nonisolated(unsafe)", in: path)
        {
            transcript.line(
                "checks switched off: \(unchecked.before + unsafe.before) before, \(unchecked.after + unsafe.after) after; "
                    + "LikeLedger is Sendable because the compiler proves it")
        }
    }

    private func mainQueueHops(_ feed: Feed, _ transcript: Transcript) async {
        transcript.section("DispatchQueue.main.async instead of the main actor")
        let (hopped, drained, awaited) = await Self.refreshBoth(feed)
        transcript.line("completion handler and a hop to main: \(hopped) rows when refresh() returns, \(drained) later")
        transcript.line("async loader, @MainActor model: \(awaited) rows when await refresh() returns")
    }

    @MainActor
    private static func refreshBoth(_ feed: Feed) async -> (hopped: Int, drained: Int, awaited: Int) {
        typealias Smell = MainQueueHops
        // A loader that answers at once, so the only delay left is the hop itself.
        let model = Smell.Before.FeedModel(loader: Smell.Before.CallbackLoader { $1(Smell.FeedRows.rows(of: $0)) })
        model.refresh(feed)
        let hopped = model.rows.count
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        let awaited = Smell.After.FeedModel()
        await awaited.refresh(feed)
        return (hopped, model.rows.count, awaited.rows.count)
    }
}

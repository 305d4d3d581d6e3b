import ExampleKit
import Futubra

/// Plays the six dispensables: each smell and its refactoring run on the same seeded inputs,
/// then what the smell costs.
public struct DispensablesExample: Example {
    public static let id = "dispensables"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try CodeSmell.feed(seed: 6)
        comments(feed, transcript)
        duplicateCode(feed, transcript)
        lazyAndDeadCode(feed, transcript)
        dataClass(transcript)
        speculativeGenerality(feed, transcript)
    }

    private func comments(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = Dispensables.Comments
        transcript.section("comments")
        let before = Smell.Before.trending(feed).map(\.description)
        let after = Smell.After.trending(feed).map(\.description)
        transcript.line("trending before: \(before.joined(separator: " ")), after: \(after.joined(separator: " "))")
        if let lines = CodeSmell.comments(in: "Dispensables/Comments.swift") {
            transcript.line("comments: \(lines.before) before, \(lines.after) after; the names say it now")
        }
    }

    private func duplicateCode(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = Dispensables.DuplicateCode
        transcript.section("duplicate code")
        let comments = feed.posts.flatMap(\.comments).compactMap(\.content.words)
        for text in comments.prefix(3) {
            transcript.line("\"\(text)\"")
            transcript.line("  before, comment copy: \(Smell.Before.commentMentions(text))")
            transcript.line("  after, one copy:      \(Smell.After.commentMentions(text))")
        }
        let kept = comments.filter { Smell.Before.commentMentions($0) != Smell.After.commentMentions($0) }.count
        transcript.line("the copy kept the bug the post copy fixed in \(kept) of \(comments.count) comments")
    }

    private func lazyAndDeadCode(_ feed: Feed, _ transcript: Transcript) {
        typealias Dead = Dispensables.DeadCode
        transcript.section("lazy class and dead code")
        let post = feed.posts[0]
        transcript.line(
            "badge through LikeBadge: \(Dispensables.LazyClass.Before.badge(post)), inline: \(Dispensables.LazyClass.After.badge(post))"
        )
        let same = feed.posts.allSatisfy { Dead.Before.caption($0) == Dead.After.caption($0) }
        transcript.line("captions with the dead flag and function deleted: \(same ? "all the same" : "different")")
        let code = SourceCode.antiPatterns
        let before = ["Dispensables", "DeadCode", "Before"]
        let calls = code.references(to: "caption", in: before)
        let flagged = calls.filter { $0.labels?.contains("compact") ?? true }.count
        let legacy = code.references(to: "legacyCaption", in: before).count
        transcript.line(
            "in the module's code: \(calls.count) call\(calls.count == 1 ? "" : "s") of caption, \(flagged) passing compact; "
                + "\(legacy) use\(legacy == 1 ? "" : "s") of legacyCaption")
    }

    private func dataClass(_ transcript: Transcript) {
        typealias Smell = Dispensables.DataClass
        transcript.section("data class")
        let taps = Smell.taps(seed: 6)
        transcript.line("taps: \(taps.map(\.rawValue).joined(separator: " "))")
        var before = Smell.Before.LikeSheet()
        var after = Smell.After.LikeSheet()
        for tap in taps {
            Smell.Before.likeFromNotification(&before, by: tap)
            Smell.After.likeFromNotification(&after, by: tap)
        }
        transcript.line(
            "from notifications, bare data: \(before.likers.count) likes; the sheet's own rule: \(after.likers.count)")
    }

    private func speculativeGenerality(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = Dispensables.SpeculativeGenerality
        transcript.section("speculative generality")
        var repository = Smell.Before.Repository(storage: Smell.Before.MemoryStorage())
        var store = Smell.After.PostStore()
        for post in feed.posts {
            repository.save(post)
            store.save(post)
        }
        let same = feed.posts.allSatisfy { repository.load($0.id) == store.load($0.id) }
        transcript.line("\(feed.count) posts saved and loaded: \(same ? "the same" : "different") through both")
        let used = repository.storage.policiesUsed.count
        let type = ["Dispensables", "SpeculativeGenerality", "Before", "Repository"]
        let setters = SourceCode.antiPatterns.references(to: "willSave", in: type).filter { $0.owner != type }.count
        transcript.line(
            "conflict policies used: \(used) of \(Smell.Before.ConflictPolicy.allCases.count); "
                + "code outside the repository that sets willSave: \(setters) places")
    }
}

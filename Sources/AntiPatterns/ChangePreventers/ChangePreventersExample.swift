import ExampleKit
import Futubra

/// Plays the three change preventers: each smell and its refactoring run on the same seeded
/// feed, then what one change costs in each design.
public struct ChangePreventersExample: Example {
    public static let id = "change-preventers"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try CodeSmell.feed(seed: 4, posts: 4)
        divergentChange(feed, transcript)
        shotgunSurgery(feed, transcript)
        parallelInheritance(feed, transcript)
    }

    private func divergentChange(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = ChangePreventers.DivergentChange
        transcript.section("divergent change")
        let desk = Smell.Before.PostDesk()
        for post in feed.posts {
            let same = desk.cardLine(post) == Smell.After.PostCard().line(post)
            transcript.line("\(desk.cardLine(post)) | \(same ? "same after" : "differs")")
        }
        transcript.line("sharing asks for 12-character share texts")
        let shortDesk = Smell.Before.PostDesk(clipLength: 12)
        let search = feed.posts.filter { shortDesk.searchWords($0) != desk.searchWords($0) }.count
        let cards = feed.posts.filter { shortDesk.cardLine($0) != desk.cardLine($0) }.count
        transcript.line(
            "before: the desk's clip length changes; posts whose search words changed too: \(search) of \(feed.count), "
                + "whose feed line changed: \(cards)")
        let share = Smell.After.PostShare(clipLength: 12)
        let changed = feed.posts.filter { share.text($0) != Smell.After.PostShare().text($0) }.count
        transcript.line("after:  PostShare(clipLength: 12) changes \(changed) share texts and nothing else")
    }

    private func shotgunSurgery(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = ChangePreventers.ShotgunSurgery
        transcript.section("shotgun surgery")
        let before = Smell.screens(
            feed, row: Smell.Before.feedRow, footer: Smell.Before.detailFooter, total: Smell.Before.profileTotal,
            notification: Smell.Before.notification)
        let after = Smell.screens(
            feed, row: Smell.After.feedRow, footer: Smell.After.detailFooter, total: Smell.After.profileTotal,
            notification: Smell.After.notification)
        for line in before.prefix(3) {
            transcript.line(line)
        }
        transcript.line("\(before.count) screen lines, \(before == after ? "the same" : "different") before and after")
        if let places = CodeSmell.places(of: #""likes""#, in: "ChangePreventers/ShotgunSurgery.swift") {
            transcript.line("the like wording is written in \(places.before) places before, \(places.after) after")
        }
    }

    private func parallelInheritance(_ feed: Feed, _ transcript: Transcript) {
        typealias Smell = ChangePreventers.ParallelInheritance
        transcript.section("parallel inheritance hierarchies")
        let before = Smell.Before.Registry()
        let after = Smell.After.Registry()
        for post in feed.posts {
            let item = CodeSmell.FeedItem(post: post)
            let old = before.present(item)
            let new = after.present(item)
            let same = old.shown == new.shown && old.exported == new.exported
            transcript.line("\(old.exported ?? "-") | \(same ? "same after" : "differs")")
        }
        let tables = { (registry: Any) in StoredState.names(of: registry).joined(separator: ", ") }
        transcript.line("registries a new kind must join: before \(tables(before)); after \(tables(after))")
        transcript.line("after, one ItemKind type; the compiler asks it for both draw and export")
    }
}

import Futubra

/// The properties of a timeline value with copy-on-write storage, each a named check that says
/// what went wrong, run on a fresh timeline of the sample feed.
///
/// ```swift
/// try CopyOnWriteCheck.violations(of: Timeline.self)   // []
/// ```
package enum CopyOnWriteCheck {
    /// The properties, in the order they are checked.
    package enum Property: String, CaseIterable, Sendable {
        case shareUntilWritten = "a copy shares storage until one of them is written"
        case independentCopies = "a write to a copy leaves the original as it was"
        case uniqueWrites = "a write through a unique reference copies nothing"
        case sharedWrites = "a write to shared storage copies once, and the next writes copy nothing"
    }

    /// The properties `type` breaks, each as "property: what went wrong".
    package static func violations<T: TimelineValue>(of type: T.Type) throws(FutubraError) -> [String] {
        let posts = try SampleFeed.feed().posts
        let extra = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("Saving this for later."))
        return Property.allCases.compactMap { property in
            check(property, make: { T(posts: posts) }, extra: extra).map { "\(property.rawValue): \($0)" }
        }
    }

    /// Runs one property on a timeline `make` builds inside the check, so that nothing else
    /// holds it when the check needs it unshared.
    static func check<T: TimelineValue>(_ property: Property, make: () -> T, extra: Post) -> String? {
        switch property {
        case .shareUntilWritten: shareUntilWritten(make())
        case .independentCopies: independentCopies(make(), extra: extra)
        case .uniqueWrites: uniqueWrites(make, extra: extra)
        case .sharedWrites: sharedWrites(make(), extra: extra)
        }
    }

    private static func shareUntilWritten<T: TimelineValue>(_ home: T) -> String? {
        let saved = home
        guard home.sharesStorage(with: saved) else { return "a plain copy has storage of its own" }
        return saved.storageCopies == 0 ? nil : "a plain copy copied the storage"
    }

    /// Each kind of write is made first on a copy of its own, so each must make the copy.
    private static func independentCopies<T: TimelineValue>(_ home: T, extra: Post) -> String? {
        var liked = home
        liked.like(PostID(3), by: SampleFeed.eve)
        var appended = home
        appended.append(extra)
        if home.post(PostID(3))?.isLiked(by: SampleFeed.eve) == true { return "the original got the copy's like" }
        if home.posts.count != 4 { return "the original got the copy's post" }
        let copiesKept = liked.post(PostID(3))?.isLiked(by: SampleFeed.eve) == true && appended.posts.count == 5
        return copiesKept ? nil : "the copies lost their own writes"
    }

    private static func uniqueWrites<T: TimelineValue>(_ make: () -> T, extra: Post) -> String? {
        var home = make()
        for user in [SampleFeed.anna, SampleFeed.dana, SampleFeed.eve] { home.like(PostID(3), by: user) }
        home.append(extra)
        return home.storageCopies == 0 ? nil : "4 writes to an unshared timeline made \(home.storageCopies) copies"
    }

    private static func sharedWrites<T: TimelineValue>(_ home: T, extra: Post) -> String? {
        var saved = home
        for user in [SampleFeed.anna, SampleFeed.dana, SampleFeed.eve] { saved.like(PostID(3), by: user) }
        saved.append(extra)
        if home.storageCopies != 0 { return "the original's storage was copied" }
        if saved.sharesStorage(with: home) { return "the copy still shares the original's storage after writing" }
        return saved.storageCopies == 1 ? nil : "4 writes to a copy made \(saved.storageCopies) copies"
    }
}

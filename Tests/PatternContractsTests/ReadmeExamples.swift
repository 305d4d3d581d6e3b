import ContractSupport
import Foundation
import PatternContracts
import Testing

// The README's PatternContracts examples, each a complete test, compiled and run here on
// the app code of ReadmeExampleTypes.swift (ReadmeExamplesAreCurrent keeps the README's
// copies identical to these). Each suite is one example.

@Suite("README: the observer contract on your own publisher and badge", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeObserverExample {
    @Test("the like publisher keeps the observer contract")
    func likePublisher() {
        let semantics = ObserverSemantics(
            subscription: .token(endsOnRelease: true), delivery: .live, publishDuringDelivery: .queued)
        checkObserverContract(semantics) {
            let publisher = LikePublisher()
            return ObserverSubject(
                observer: { hear in LikeBadge(onChange: hear) },
                subscribe: { badge in publisher.subscribe(badge) },
                cancel: { _, subscription in subscription.cancel() },
                publish: { publisher.publish(likes: $0) },
                events: [1, 2])
        }
    }
}

@Suite("README: a host that must not keep what it is given", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeNotRetainedExample {
    @Test("the screen does not keep its badge alive")
    func screenHoldsBadgeWeakly() {
        let screen = PostScreen()
        checkNotRetained({ LikeBadge { _ in } }, by: { badge in screen.badge = badge })
    }
}

@Suite("README: undo and redo", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeUndoExample {
    @Test("the caption editor undoes and redoes one edit at a time")
    func captionEditor() {
        checkUndoRedoContract(
            edits: ["Hello", ", world", "!"],
            make: { CaptionEditor() },
            perform: { editor, words in editor.type(words) },
            undo: { $0.undo() },
            redo: { $0.redo() },
            state: \.caption)
    }
}

@Suite("README: a memento", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeMementoExample {
    @Test("a draft's checkpoint gives back what it saved")
    func draftCheckpoint() {
        checkMementoContract(
            edits: [{ $0.type("Hello") }, { $0.type(", world") }],
            make: { Draft() },
            save: { $0.save() },
            restore: { draft, checkpoint in draft.restore(checkpoint) },
            state: \.text)
    }
}

@Suite("README: a singleton's first use", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeSingletonExample {
    @Test("the session is created once, however many callers ask at the same moment")
    func sessionCreatedOnce() async {
        await checkSafeFirstUse(
            of: { AppSession.shared },
            countingCreations: { hook in AppSession.onCreate.withLock { $0 = hook } })
    }

    @Test("a value made on first use is made once")
    func launchValueMadeOnce() async {
        await checkSafeFirstUse { create in
            let value = LaunchValue(create)
            return { value.value }
        }
    }
}

@Suite("README: a flyweight pool", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeFlyweightExample {
    @Test("the icon cache shares one icon per name, even when two rows ask at once")
    func iconCache() async {
        await checkFlyweightContract(keys: ["heart", "heart.fill", "Heart"]) { creating in
            let cache = IconCache { name in
                creating(name)
                return Icon(name: name)
            }
            return { cache.icon(named: $0) }
        }
    }
}

@Suite("README: a builder", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeBuilderExample {
    @Test("the upload builder validates when it builds, quoting the bad value")
    func uploadBuilder() {
        typealias Step = BuildStep<UploadBuilder>
        checkBuilderContract(
            .reference,
            make: { UploadBuilder() },
            build: { try $0.build() },
            valid: [Step("file(photo.jpg)") { $0.file("photo.jpg") }, Step("retries(2)") { $0.retries(2) }],
            alsoValid: [Step("retries(0)") { $0.retries(0) }, Step("retries(5)") { $0.retries(5) }],
            invalid: [
                (Step("retries(6)") { $0.retries(6) }, badValue: "6"), (Step("file()") { $0.file("") }, badValue: ""),
            ])
    }
}

@Suite("README: a state machine", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeStateExample {
    @Test("playback moves only as its table says")
    func playbackTransitions() {
        checkTransitionContract(
            phases: PlaybackPhase.allCases, events: PlaybackEvent.allCases, legal: Playback.moves,
            nextPhase: { phase, event in
                let playback = Playback(phase: phase)
                playback.handle(event)
                return playback.phase
            })
    }
}

@Suite("README: an iterator", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeIteratorExample {
    @Test("a playlist plays its songs in track order")
    func playlist() {
        let playlist = Playlist(songs: [(2, "Lights"), (1, "Dawn"), (3, "Dusk")])
        checkIteratorContract(playlist, yields: ["Dawn", "Lights", "Dusk"])
    }
}

@Suite("README: a chain of responsibility", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeChainExample {
    @Test("an action climbs the responder chain to the nearest one that handles it")
    func responderChain() {
        checkChainContract(
            make: { links in
                links.reversed().reduce(Responder?.none) { above, link in Responder(next: above, canHandle: link.visit)
                }
            },
            send: { firstResponder, action in firstResponder?.handle(action) == true })
    }
}

@Suite("README: a caching proxy", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeProxyExample {
    @Test("the cached feed reads once and refreshes after a deletion")
    func cachedFeed() {
        checkCachingProxyContract(
            make: { source in CachedFeed(load: source.read, delete: source.remove) },
            read: { $0.posts() },
            remove: { feed, post in feed.delete(post) })
    }
}

@Suite("README: a retrying decorator", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeRetryExample {
    @Test("the loader retries going offline, not a refusal")
    func retryingLoader() {
        checkRetryContract(
            attempts: 3, transient: LoadError.offline, refusal: LoadError.forbidden,
            make: { subject in RetryingLoader(attempts: 3, load: subject) },
            call: { try $0.posts() })
    }
}

@Suite("README: the feed script on a view model", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeFeedScriptExample {
    @Test("the feed screen plays the feed script with no view")
    func feedScreen() {
        checkFeedScript(
            make: { server in
                FeedScreen(
                    load: { try server.loadFeed().map { ($0.id, $0.author, $0.likes, $0.likedByMe) } },
                    like: { server.toggleLike($0).map { ($0.id, $0.author, $0.likes, $0.likedByMe) } })
            },
            load: { $0.appear() },
            retry: { $0.appear() },
            tapLike: { screen, post in screen.tapLike(post) },
            screen: { $0.lines })
    }
}

@Suite("README: the examples there are these, word for word", .timeLimit(.minutes(1)), .watchdog)
struct ReadmeExamplesAreCurrent {
    @Test("every Swift example in the README's PatternContracts section is a test in ReadmeExamples.swift")
    func examplesMatch() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("ReadmeExamples.swift"), encoding: .utf8
        )
        let section = try #require(
            readme.components(separatedBy: "## PatternContracts: the same checks on your own code").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        let tests = blocks.filter { $0.contains("@Test(") }
        expect(tests.count >= 13, "\(tests.count) complete tests in the section")
        let code = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for block in tests {
            // Everything but the imports is in ReadmeExamples.swift, line for line.
            for line in block.split(separator: "\n") where !line.hasPrefix("import") && !line.hasPrefix("@testable") {
                expect(
                    code.contains(line.trimmingCharacters(in: .whitespaces)), "README line not in the tests: \(line)")
            }
        }
    }
}

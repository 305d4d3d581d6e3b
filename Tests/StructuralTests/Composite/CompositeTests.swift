import ContractSupport
import Futubra
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct CompositeTests {
    /// What a client computes from any element, without asking whether it is a leaf or a group.
    private func summary(_ element: any ThreadElement) -> String {
        "\(element.messageCount)/\(element.likeCount)/\(element.authors.count)"
    }

    @Test("a client treats one message and a whole feed alike, through one interface")
    func uniformTreatment() throws {
        let posts = try SampleFeed.feed().posts
        let leaf = MessageItem(author: SampleFeed.anna, content: try .text("Welcome!"), likes: 0)
        let thread = ThreadGroup.thread(of: posts[3])
        let feed = ThreadGroup(title: "feed", children: posts.map(ThreadGroup.thread(of:)))
        let elements: [any ThreadElement] = [leaf, thread, feed]
        expect(elements.map(summary), equals: ["1/0/1", "3/2/3", "6/6/5"])
    }

    @Test("a group's answers are its children's, recursively, at any depth")
    func recursiveAnswers() throws {
        let feed = try SampleFeed.feed()
        let threads = feed.posts.map(ThreadGroup.thread(of:))
        let deep = ThreadGroup(
            title: "all",
            children: [
                ThreadGroup(
                    title: "pinned", children: [ThreadGroup(title: "today", children: Array(threads.prefix(2)))]),
                ThreadGroup(title: "older", children: Array(threads.dropFirst(2))),
            ])
        expect(deep.messageCount, equals: feed.posts.count + feed.posts.reduce(0) { $0 + $1.comments.count })
        expect(deep.likeCount, equals: feed.posts.reduce(0) { $0 + $1.likeCount })
        expect(deep.authors, equals: Set(SampleFeed.users))
    }

    @Test("a group draws itself by drawing its children one level deeper")
    func outline() throws {
        let thread = ThreadGroup.thread(of: try SampleFeed.post(1))
        expect(
            thread.outline(depth: 1),
            equals: [
                "  [post #1] 3 messages",
                "    dana: Hello, Futubra.",
                "    [comments] 2 messages",
                "      anna: Welcome!",
                "      eve: Glad you are here.",
            ])
    }

    @Test("groups and leaves mix freely, and an empty group counts nothing")
    func mixing() throws {
        let leaf = MessageItem(author: SampleFeed.bob, content: try .text("hi"), likes: 2)
        let empty = ThreadGroup(title: "empty", children: [])
        let mixed = ThreadGroup(title: "mixed", children: [leaf, empty, ThreadGroup(title: "one", children: [leaf])])
        expect(summary(empty), equals: "0/0/0")
        expect(summary(mixed), equals: "2/4/1")
    }
}

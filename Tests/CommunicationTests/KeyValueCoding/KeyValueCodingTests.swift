import ContractSupport
import Futubra
import Testing

@testable import Communication

@Suite("Key-value coding", .timeLimit(.minutes(1)), .watchdog)
struct KeyValueCodingTests {
    private static func posts() throws -> [Post] {
        try SampleFeed.feed().posts
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a key path reads and writes a property, checked by the compiler") {
            var settings = FeedSettings()
            let perPage: WritableKeyPath<FeedSettings, Int> = \.postsPerPage
            settings[keyPath: perPage] = 7
            expect(settings.postsPerPage, equals: 7)
            expect(try SampleFeed.post(4)[keyPath: \Post.likeCount] == 3)
        },
        Check("a string key reads the same value as the key path it is bound to") {
            let post = try SampleFeed.post(1)
            expect(try post.value(forKey: "author") == .string(post.author.rawValue))
            expect(try post.value(forKey: "likeCount") == .int(post.likeCount))
            expect(try post.value(forKey: "commentCount") == .int(post.comments.count))
            expect(try post.value(forKey: "id") == .int(1))
            expect(try SampleFeed.post(2).value(forKey: "words") == .null)
        },
        Check("an unknown key is a thrown error that names the key, not a crash") {
            let post = try SampleFeed.post(1)
            #expect(throws: CommunicationError.unknownKey("likez", type: "Post")) {
                try post.value(forKey: "likez")
            }
            var settings = FeedSettings()
            #expect(throws: CommunicationError.unknownKey("theme", type: "FeedSettings")) {
                try settings.setValue(.string("dark"), forKey: "theme")
            }
        },
        Check("a read-only key can be read but not written") {
            var settings = FeedSettings()
            expect(try settings.value(forKey: "summary") == .string(settings.summary))
            #expect(throws: CommunicationError.readOnlyKey("summary", type: "FeedSettings")) {
                try settings.setValue(.string("tidy"), forKey: "summary")
            }
        },
        Check("a value of the wrong type is rejected, and the property keeps its value") {
            var settings = FeedSettings()
            #expect(throws: CommunicationError.typeMismatch(key: "postsPerPage", expected: "an Int")) {
                try settings.setValue(.string("ten"), forKey: "postsPerPage")
            }
            #expect(throws: CommunicationError.self) {
                try settings.setValue(.string("not a name!"), forKey: "pinnedAuthor")
            }
            expect(settings, equals: FeedSettings())
        },
        Check("writing by key reaches the same property as the key path, and an optional key takes nil") {
            var settings = FeedSettings()
            try settings.setValue(.int(12), forKey: "postsPerPage")
            try settings.setValue(.string("dana"), forKey: "pinnedAuthor")
            expect(settings.postsPerPage, equals: 12)
            expect(settings.pinnedAuthor, equals: SampleFeed.dana)
            try settings.setValue(.null, forKey: "pinnedAuthor")
            expect(settings.pinnedAuthor == nil)
        },
        Check("setValuesForKeys is all or nothing") {
            var settings = FeedSettings()
            #expect(throws: CommunicationError.unknownKey("theme", type: "FeedSettings")) {
                try settings.setValuesForKeys(["postsPerPage": .int(5), "theme": .string("dark")])
            }
            expect(settings, equals: FeedSettings())
            try settings.setValuesForKeys(["postsPerPage": .int(5), "showsLikeCounts": .bool(false)])
            expect(settings.postsPerPage, equals: 5)
            expect(settings.showsLikeCounts, equals: false)
        },
        Check("over an empty collection @count and @sum are zero, @avg, @min and @max are nil") {
            let none: [Post] = []
            expect(try none.value(forKeyPath: "@count") == .int(0))
            expect(try none.value(forKeyPath: "@sum.likeCount") == .int(0))
            expect(try none.value(forKeyPath: "@avg.likeCount") == .null)
            expect(try none.value(forKeyPath: "@min.likeCount") == .null)
            expect(try none.value(forKeyPath: "@max.likeCount") == .null)
        },
        Check("a plain key over a collection gives one value per element") {
            expect(
                try Self.posts().value(forKeyPath: "author")
                    == .array(["anna", "bob", "chen", "dana"].map(KeyValue.string)))
        },
        Check("an unknown operator or a sum of text is an error, not a crash") {
            let posts = try Self.posts()
            #expect(throws: CommunicationError.unknownOperator("@median")) {
                try posts.value(forKeyPath: "@median.likeCount")
            }
            #expect(
                throws: CommunicationError.typeMismatch(key: "author", expected: "numbers for '@sum', not a String")
            ) {
                try posts.value(forKeyPath: "@sum.author")
            }
            #expect(throws: CommunicationError.unknownKey("likez", type: "Post")) {
                try posts.value(forKeyPath: "@sum.likez")
            }
        },
        Check("the typed operators over key paths agree with the string operators") {
            let posts = try Self.posts()
            expect(try posts.value(forKeyPath: "@sum.likeCount") == .int(posts.sum(of: \.likeCount)))
            expect(try posts.value(forKeyPath: "@avg.likeCount") == posts.average(of: \.likeCount).map(KeyValue.double))
            expect(try posts.value(forKeyPath: "@min.likeCount") == posts.minimum(of: \.likeCount).map(KeyValue.int))
            expect(try posts.value(forKeyPath: "@max.author") == posts.maximum(of: \.author).map(\.keyValue))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// Each collection operator with what it gives over the sample feed's four posts.
    private static let aggregates: [(path: String, expected: KeyValue)] = [
        ("@count", .int(4)),
        ("@sum.likeCount", .int(6)),
        ("@avg.likeCount", .double(1.5)),
        ("@min.likeCount", .int(0)),
        ("@max.likeCount", .int(3)),
        ("@min.author", .string("anna")),
        ("@max.commentCount", .int(2)),
    ]

    @Test("the collection operators aggregate a key over a collection", arguments: aggregates)
    func collectionOperators(path: String, expected: KeyValue) throws {
        expect(try Self.posts().value(forKeyPath: path) == expected)
    }

}

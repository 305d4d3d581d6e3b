import ExampleKit
import Futubra

/// Plays key-value coding: typed key paths, string keys through a key table, collection operators.
public struct KeyValueCodingExample: Example {
    public static let id = "key-value-coding"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let posts = try SampleFeed.feed().posts
        let post = try SampleFeed.post(4)

        transcript.section("typed: key paths, checked by the compiler")
        let likes: KeyPath<Post, Int> = \.likeCount
        transcript.line("post #4 [keyPath: \\.likeCount] = \(post[keyPath: likes])")
        var settings = FeedSettings()
        settings[keyPath: \.postsPerPage] = 10
        transcript.line("settings [keyPath: \\.postsPerPage] = 10 -> \(settings.summary)")

        transcript.section("by string key, through the key table")
        for key in ["author", "likeCount", "commentCount", "words", "likez"] {
            read(key, of: post, in: transcript)
        }
        transcript.line("Post keys: \(Post.keys.keys.joined(separator: ", "))")

        transcript.section("writing by key: checked at run time, never a crash")
        write(.bool(false), to: "showsLikeCounts", of: &settings, in: transcript)
        write(.string("ten"), to: "postsPerPage", of: &settings, in: transcript)
        write(.string("dana"), to: "pinnedAuthor", of: &settings, in: transcript)
        write(.string("not a name!"), to: "pinnedAuthor", of: &settings, in: transcript)
        write(.string("tidy"), to: "summary", of: &settings, in: transcript)
        transcript.line("settings now: \(settings.summary)")

        transcript.section("setValuesForKeys: all or nothing")
        let form: [String: KeyValue] = [
            "postsPerPage": .int(5), "showsLikeCounts": .bool(true), "theme": .string("dark"),
        ]
        transcript.trace(from: "User", to: "FeedSettings", "setValuesForKeys(3 values)")
        do {
            try settings.setValuesForKeys(form)
        } catch {
            transcript.reply(from: "FeedSettings", to: "User", "throws")
            transcript.line("rejected: \(error); settings unchanged: \(settings.summary)")
        }

        transcript.section("collection operators over the feed's posts")
        for path in ["@count", "@sum.likeCount", "@avg.likeCount", "@min.likeCount", "@max.likeCount", "@max.author"] {
            transcript.trace(from: "App", to: "[Post]", "value(forKeyPath: \(path))")
            transcript.line("\(path) = \(try posts.value(forKeyPath: path))")
        }
        for path in ["@median.likeCount", "@sum.author"] {
            do {
                _ = try posts.value(forKeyPath: path)
            } catch {
                transcript.line("\(path): \(error)")
            }
        }
        let average = posts.average(of: \.likeCount).map { "\($0)" } ?? "nil"
        transcript.line(
            "typed: sum \(posts.sum(of: \.likeCount)), average \(average), "
                + "max author \(posts.maximum(of: \.author).map(\.rawValue) ?? "nil")")
    }

    private func read(_ key: String, of post: Post, in transcript: Transcript) {
        transcript.trace(from: "App", to: "Post", "value(forKey: \(key))")
        do {
            let value = try post.value(forKey: key)
            transcript.reply(from: "Post", to: "App", "\(value)")
            transcript.line("value(forKey: \"\(key)\") = \(value)")
        } catch {
            transcript.reply(from: "Post", to: "App", "throws")
            transcript.line("value(forKey: \"\(key)\") throws: \(error)")
        }
    }

    private func write(_ value: KeyValue, to key: String, of settings: inout FeedSettings, in transcript: Transcript) {
        transcript.trace(from: "User", to: "FeedSettings", "setValue(\(value), forKey: \(key))")
        do {
            try settings.setValue(value, forKey: key)
            transcript.line("setValue(\(value), forKey: \"\(key)\"): done")
        } catch {
            transcript.reply(from: "FeedSettings", to: "User", "throws")
            transcript.line("setValue(\(value), forKey: \"\(key)\") throws: \(error)")
        }
    }
}

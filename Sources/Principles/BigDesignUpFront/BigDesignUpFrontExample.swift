import ExampleKit
import Futubra

/// Plays the share link designed whole up front, then the minimum viable product, the
/// proof of concept, the caption built on what the probe showed, and the up-front design
/// again with the probe run while planning.
public struct BigDesignUpFrontExample: Example {
    public static let id = "big-design-up-front"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let post = try Post(id: PostID(5), author: SampleFeed.chen, content: .text("C++ interop in 5 minutes"))
        let reader = BigDesignUpFront.ShareLinkReader.self
        transcript.line("post #5 says: \(post.content.words ?? "")")

        transcript.section("big design up front: caption, referrer, campaign, expiry, all at once")
        if let url = BigDesignUpFront.UpFrontShareLink.url(for: post, referrer: SampleFeed.anna, expiresOnDay: 30) {
            transcript.line("link: \(url.absoluteString)")
            transcript.line("the server reads the caption: \(reader.fields(of: url)["caption"] ?? "nothing")")
        }

        transcript.section("minimum viable product: the post's address, nothing else")
        if let url = BigDesignUpFront.MinimalShareLink.url(for: post) {
            transcript.line("link: \(url.absoluteString)")
            transcript.line("the server opens post \(reader.postID(of: url).map { "\($0)" } ?? "none")")
        }

        transcript.section("proof of concept: does a caption survive URLQueryItem?")
        for text in ["Hello, Futubra.", "1 + 1", "C++"] {
            let survives = BigDesignUpFront.QueryEncodingProbe.survives(text)
            transcript.line("\"\(text)\": \(survives ? "survives" : "does not survive")")
        }

        transcript.section("the caption, built on what the probe showed")
        if let url = BigDesignUpFront.CaptionedShareLink.url(for: post) {
            transcript.line("link: \(url.absoluteString)")
            transcript.line("the server reads the caption: \(reader.fields(of: url)["caption"] ?? "nothing")")
        }

        transcript.section("the same up-front design, with the probe run while planning")
        if let url = BigDesignUpFront.CheckedUpFrontShareLink.url(
            for: post, referrer: SampleFeed.anna, expiresOnDay: 30)
        {
            transcript.line("link: \(url.absoluteString)")
            transcript.line("the server reads the caption: \(reader.fields(of: url)["caption"] ?? "nothing")")
        }
    }
}

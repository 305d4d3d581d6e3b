import Futubra
import MessageTrace

/// What a user wants to publish: words and, optionally, a photo.
///
/// The composer builds it and hands it to ``PublishingFacade/publish(_:by:)``; with a
/// photo, the words become the photo's caption.
///
/// ```swift
/// let draft = Draft(text: "Sunset", photo: MediaFile(name: "sunset.jpg", byteCount: 800_000))
/// ```
struct Draft: Equatable, Sendable {
    var text: String
    var photo: MediaFile?
}

/// One call to publish a post, over four subsystems: the facade.
///
/// Publishing touches the ``MediaUploader``, the ``PostStore``, the ``SearchIndex`` and the
/// ``MentionNotifier``, in an order that matters (validate and upload before anything is
/// stored; index and notify with the post's final id). The facade knows that order so the
/// composer screen does not: it calls ``publish(_:by:)`` and gets a post or an error, never
/// a half-published post. The subsystems stay reachable for clients that need more.
///
/// ```swift
/// var publishing = PublishingFacade(feed: try SampleFeed.feed())
/// let post = try publishing.publish(Draft(text: "Hi @bob"), by: SampleFeed.anna)
/// ```
struct PublishingFacade: Sendable {
    private(set) var uploader: MediaUploader
    private(set) var store: PostStore
    private(set) var search: SearchIndex
    private(set) var mentions: MentionNotifier

    /// A facade over fresh subsystems, starting from `feed`, accepting photos up to `photoLimit` bytes.
    init(feed: Feed, photoLimit: Int = 5_000_000) {
        uploader = MediaUploader(limit: photoLimit)
        store = PostStore(startingWith: feed)
        search = SearchIndex()
        mentions = MentionNotifier()
        for post in feed.posts {
            search.index(post)
        }
    }

    /// Publishes `draft` by `author` through every subsystem, or changes nothing and throws.
    mutating func publish(_ draft: Draft, by author: UserName) throws(StructuralError) -> Post {
        let content: Content
        if let photo = draft.photo {
            Trace.call(from: "PublishingFacade", to: "MediaUploader", "upload(\(photo.name))")
            let url: MediaURL
            do {
                url = try uploader.upload(photo)
            } catch {
                Trace.reply(from: "MediaUploader", to: "PublishingFacade", "refused")
                Trace.note(over: "PublishingFacade", "stops: nothing is stored, indexed or sent")
                throw error
            }
            content = .image(ImageContent(url: url, caption: draft.text))
        } else {
            do {
                content = try .text(draft.text)
            } catch {
                throw .domain(error)
            }
        }
        Trace.call(from: "PublishingFacade", to: "PostStore", "publish(\(content.kind.rawValue), by: \(author))")
        let post = try store.publish(content, by: author)
        Trace.call(from: "PublishingFacade", to: "SearchIndex", "index(\(post.id))")
        search.index(post)
        Trace.call(from: "PublishingFacade", to: "MentionNotifier", "notifyMentions(in: \(post.id))")
        mentions.notifyMentions(in: post)
        return post
    }
}

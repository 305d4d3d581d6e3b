/// One call to publish a post, in front of four subsystems the screens no longer need to
/// know: moderation, the media uploader, the timeline and the notifier.
final class PublishingFacade {
    private let moderation: any ModerationService
    private let uploader: any MediaUploader
    private let timeline: any TimelineWriter
    private let notifier: any FollowerNotifier

    init(
        moderation: any ModerationService, uploader: any MediaUploader, timeline: any TimelineWriter,
        notifier: any FollowerNotifier
    ) {
        self.moderation = moderation
        self.uploader = uploader
        self.timeline = timeline
        self.notifier = notifier
    }

    /// Publishes `text`, with `photo` if there is one: moderation checks the text, the photo
    /// is uploaded, the post goes on the timeline with the photo's address, and the
    /// followers hear of it. A refusal or a failed upload stops it there and is thrown.
    /// Answers the new post's id.
    func publish(_ text: String, photo: String?) throws -> Int {
        // Moderation first: a refused text costs no upload.
        try moderation.check(text)
        let media = try photo.map { try uploader.upload($0) }
        let id = timeline.insert(text: text, media: media)
        notifier.notifyFollowers(ofPost: id)
        return id
    }
}

/// One call to publish a post, in front of four subsystems the screens no longer need to
/// know: moderation, the media uploader, the timeline and the notifier. TODO
final class PublishingFacade {
    init(
        moderation: any ModerationService, uploader: any MediaUploader, timeline: any TimelineWriter,
        notifier: any FollowerNotifier
    ) {}

    /// Publishes `text`, with `photo` if there is one: moderation checks the text, the photo
    /// is uploaded, the post goes on the timeline with the photo's address, and the
    /// followers hear of it. A refusal or a failed upload stops it there and is thrown.
    /// Answers the new post's id. TODO
    func publish(_ text: String, photo: String?) throws -> Int {
        0
    }
}

/// A dummy: it fills the moderator parameter of code whose path under test never moderates.
///
/// A dummy is passed and never used. This one fails loudly if it is used after all, so a test
/// that claims "liking needs no moderator" cannot pass while the like path secretly asks it.
///
/// ```swift
/// let button = LikeButton(backend: fake, analytics: spy, moderator: DummyModerator())
/// ```
struct DummyModerator: CommentModerator {
    func allows(_ text: String) throws(TestingPatternsError) -> Bool {
        throw .dummyUsed("CommentModerator.allows")
    }
}

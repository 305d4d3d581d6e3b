import ContractSupport
import Testing

@testable import Principles

@Test(
    "the object-oriented-programming example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func objectOrientedProgrammingTranscript() async throws {
    try await checkTranscriptContract(
        of: ObjectOrientedProgrammingExample(),
        equals: """
            == encapsulation ==
            taps: anna likes twice, bob withdraws a like he never gave, three times
            open fields:   count -1, likers ["anna", "anna"]
            encapsulated:  count 1, likers ["anna"]
            == abstraction ==
            both archives get posts #1 to #4, oldest first
            FrontInsertingArchive, storage.first: latest: #4 by anna
            FrontInsertingArchive, newest:        latest: #4 by anna
            AppendingArchive, storage.first:      latest: #1 by dana
            AppendingArchive, newest:             latest: #4 by anna
            == inheritance ==
            eve's comment, as a subclass of the post card:
              eve posted (post #2)
                Glad you are here.
                0 likes, 0 comments
            eve's comment, as its own card sharing AuthorLine:
              eve replied (comment #2)
                Glad you are here.
            == polymorphism ==
            TextCardView: type switch draws it, render() draws it
            ImageCardView: type switch draws it, render() draws it
            VideoCardView: type switch cannot draw it, render() draws it
            TextCardView: type switch draws it, render() draws it
            the video card through the type switch:
              chen posted (post #2)
                (this post cannot be shown)
                1 like, 0 comments
            the video card through render():
              chen posted (post #2)
                [> play] https://video.futubra.example/talk.mp4
                1 like, 0 comments

            """)
}

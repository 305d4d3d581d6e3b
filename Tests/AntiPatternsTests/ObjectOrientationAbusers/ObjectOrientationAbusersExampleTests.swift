import ContractSupport
import Testing

@testable import AntiPatterns

@Test(
    "the object-orientation-abusers example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func objectOrientationAbusersTranscript() async throws {
    try await checkTranscriptContract(
        of: ObjectOrientationAbusersExample(),
        equals: """
            == switch statements ==
            ▶ bob shared a video (rank 6) | same after
            ▶ dana shared a video (rank 6) | same after
            ▶ chen shared a video (rank 3) | same after
            ¶ dana wrote (rank 1) | same after
            a poll arrives, before: ? eve posted something (rank 0)
            switches on the type code a new kind must join: 3 before, 1 after (card(for:))
            == temporary field ==
            before: top: #4 by bob, 6 likes in all
            after:  top: #4 by bob, 6 likes in all
            the same builder on a quieter feed: top: #4 by bob, 3 likes in all
            the digest of that feed:            top: #1 by dana, 3 likes in all
            == refused bequest ==
            11 entries summarised, the same before and after
            a reply offered to every entry: 7 of 11 silently refuse it
            after: only Post has addComment, so no caller can offer a comment a reply
            == alternative classes with different interfaces ==
            image https://img.futubra.example/a.jpg
              before: attached image: https://img.futubra.example/a.jpg "my desk"
              after:  attached image: https://img.futubra.example/a.jpg "my desk"
            image ftp://files.example/c
              before: rejected: media URL 'ftp://files.example/c' must start with http:// or https://
              after:  rejected: media URL 'ftp://files.example/c' must start with http:// or https://
            video https://video.futubra.example/b.mp4
              before: attached video: https://video.futubra.example/b.mp4
              after:  attached video: https://video.futubra.example/b.mp4
            video /local/d.mp4
              before: rejected
              after:  rejected: media URL '/local/d.mp4' must start with http:// or https://

            """)
}

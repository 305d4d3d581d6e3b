import ContractSupport
import Testing

@testable import Communication

@Test("the key-value coding example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func keyValueCodingTranscript() async throws {
    try await checkTranscriptContract(
        of: KeyValueCodingExample(),
        equals: #"""
            == typed: key paths, checked by the compiler ==
            post #4 [keyPath: \.likeCount] = 3
            settings [keyPath: \.postsPerPage] = 10 -> 10 per page, likes shown, pinned: none
            == by string key, through the key table ==
            value(forKey: "author") = "anna"
            value(forKey: "likeCount") = 3
            value(forKey: "commentCount") = 0
            value(forKey: "words") = "Shipped the new feed screen today!"
            value(forKey: "likez") throws: no key 'likez' on Post
            Post keys: author, commentCount, id, likeCount, words
            == writing by key: checked at run time, never a crash ==
            setValue(false, forKey: "showsLikeCounts"): done
            setValue("ten", forKey: "postsPerPage") throws: key 'postsPerPage' needs an Int
            setValue("dana", forKey: "pinnedAuthor"): done
            setValue("not a name!", forKey: "pinnedAuthor") throws: key 'pinnedAuthor' needs a valid user name or nil
            setValue("tidy", forKey: "summary") throws: key 'summary' of FeedSettings is read-only
            settings now: 10 per page, likes hidden, pinned: dana
            == setValuesForKeys: all or nothing ==
            rejected: no key 'theme' on FeedSettings; settings unchanged: 10 per page, likes hidden, pinned: dana
            == collection operators over the feed's posts ==
            @count = 4
            @sum.likeCount = 6
            @avg.likeCount = 1.5
            @min.likeCount = 0
            @max.likeCount = 3
            @max.author = "dana"
            @median.likeCount: no collection operator '@median'
            @sum.author: key 'author' needs numbers for '@sum', not a String
            typed: sum 6, average 1.5, max author dana

            """#)
}

import ContractSupport
import Testing

@testable import LanguagePatterns

@Suite("Stack and heap example", .timeLimit(.minutes(1)), .watchdog)
struct StackHeapExampleTests {
    @Test("the stack-heap example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: StackHeapExample(),
            equals: """
                == where each part of a feed row lives, measured ==
                a PostRow in a local variable: the myth says stack, measured stack
                an Author object: the myth says heap, measured heap
                PostRows in an array: the myth says stack, measured heap (the myth is wrong)
                a PostRow stored in a FeedCell object: the myth says stack, measured heap (the myth is wrong)
                a var captured by an escaping closure: the myth says stack, measured heap (the myth is wrong)
                a var captured by a non-escaping closure: the myth says stack, measured stack
                a PostRow (3 words) as any RowContent: the myth says stack, measured stack
                a PinnedRow (4 words) as any RowContent: the myth says stack, measured heap (the myth is wrong)
                a 15-byte title: the myth says stack, measured stack
                a 16-byte title: the myth says stack, measured heap (the myth is wrong)
                a PostRow held across an await: the myth says stack, measured heap (the myth is wrong)
                8 PostRows of withUnsafeTemporaryAllocation: the myth says stack, measured stack
                == inside the allocations ==
                Author object: on the heap, first stored property 16 bytes after its start (the header: metadata pointer and reference counts)
                [PostRow] of 4: one buffer on the heap, stride 24 bytes, rows inline: yes
                [FeedCell] of 4: one buffer on the heap, stride 8 bytes (a reference each), 4 objects on the heap, inside the buffer: no
                FeedCell.row: on the heap, 16 bytes into the cell, its fields there: yes
                FeedItem.content as any RowContent, a PostRow: its fields in the existential's own buffer
                FeedItem.content as any RowContent, a PinnedRow: its fields in a box on the heap, after its header
                title "Shipped the fee" (15 bytes of UTF-8): its bytes on the stack
                title "Shipped the feed" (16 bytes of UTF-8): its bytes on the heap
                == two models, one check ==
                MythModel (structs on the stack, classes on the heap): 6 of 12 right
                  WRONG: PostRows in an array: predicted stack, measured heap
                  WRONG: a PostRow stored in a FeedCell object: predicted stack, measured heap
                  WRONG: a var captured by an escaping closure: predicted stack, measured heap
                  WRONG: a PinnedRow (4 words) as any RowContent: predicted stack, measured heap
                  WRONG: a 16-byte title: predicted stack, measured heap
                  WRONG: a PostRow held across an await: predicted stack, measured heap
                StorageModel (where the value is stored decides): 12 of 12 right

                """)
    }
}

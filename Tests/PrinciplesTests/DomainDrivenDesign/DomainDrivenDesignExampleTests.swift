import ContractSupport
import Testing

@testable import Principles

@Test(
    "the domain-driven-design example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func domainDrivenDesignTranscript() async throws {
    try await checkTranscriptContract(
        of: DomainDrivenDesignExample(),
        equals: """
            == ubiquitous language ==
            post = Post, author = author, like = like, comment = comment, discussion = Discussion, lock a discussion = lock, remove a comment = remove, reputation = Reputation, member = Member, strike = strikes
            == entities and value objects ==
            post #3 before and after eve's like: same entity true, equal values false
            two texts 'Welcome!': equal values true, no identity to compare
            == the aggregate guards its rules ==
            discussion of dana's post #1: comments #1 #2
            bob removes eve's comment #2: refused, 'bob' may not do that
            dana removes eve's comment #2: done
            dana locks the discussion: done
            anna comments 'Too late?': refused, the discussion is locked
            root: comments #1, locked true
            open fields, same steps by callers: comments #1 #3, locked true
            == repository and domain events ==
            stored before saving: #1 #2
            stored after saving:  #1
            published CommentRemoved(#2 of eve by dana)
            published DiscussionLocked(by dana)
            a store of comments instead: bob removes anna's #1 from the locked discussion: comments none
            == domain service ==
            Reputation.of(anna): 3
            Reputation.of(dana): 4
            == bounded context: moderation, behind a translator ==
            the translator turns 2 feed events into moderation's terms: TakenDown(eve)
            member eve: 1 strike, muted false

            """)
}

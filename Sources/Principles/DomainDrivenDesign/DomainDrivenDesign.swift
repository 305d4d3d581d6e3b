/// Domain-driven design on Futubra's own model: a post's discussion as an aggregate, its
/// events, a repository, a domain service, and moderation as a second bounded context.
enum DomainDrivenDesign {
    /// The ubiquitous language: each term the team says, and the name the code uses for it.
    static let language: [(term: String, code: String)] = [
        ("post", "Post"), ("author", "author"), ("like", "like"), ("comment", "comment"),
        ("discussion", "Discussion"), ("lock a discussion", "lock"), ("remove a comment", "remove"),
        ("reputation", "Reputation"), ("member", "Member"), ("strike", "strikes"),
    ]
}

/// One message between two participants of an example, as the code really sent it.
package struct TraceEvent: Equatable, Hashable, Sendable {
    /// How the event is drawn in a sequence diagram.
    package enum Kind: String, Equatable, Hashable, Sendable {
        /// A call or message: a solid arrow.
        case call
        /// An answer to an earlier call: a dashed arrow.
        case reply
        /// A note beside one participant.
        case note
    }

    /// The participant that sent the message (a role name such as `FeedViewModel`).
    package var from: String
    /// The participant that received it.
    package var to: String
    /// The message, e.g. `likeTapped(post: 1)`.
    package var message: String
    /// How it is drawn.
    package var kind: Kind

    /// An event; `kind` defaults to a call.
    package init(from: String, to: String, message: String, kind: Kind = .call) {
        self.from = from
        self.to = to
        self.message = message
        self.kind = kind
    }
}

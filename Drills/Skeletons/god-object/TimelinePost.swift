/// A post on Futubra's timeline: who wrote it and what it says. Keep this type as it is: the
/// tests build timelines of it.
struct TimelinePost: Equatable, Sendable {
    let id: Int
    let author: String
    let text: String
}

/// What a user does on the timeline screen. Keep this type as it is: the tests replay scripts
/// of it.
enum TimelineAction: Equatable, Sendable {
    case like(Int, by: String)
    case unlike(Int, by: String)
    case comment(Int, by: String, text: String)
    case open(Int)
    case back
}

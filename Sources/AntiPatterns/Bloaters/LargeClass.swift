import Futubra

/// Large class: a user's account as one class with a field for everything the settings,
/// the profile and the stats screens need.
///
/// Twelve fields in four groups that no method uses together; each screen sees all twelve,
/// and each new setting makes the class longer.
final class LargeAccount {
    var name: UserName
    var bio = ""
    var website = ""
    var notifyOnLike = true
    var notifyOnComment = true
    var notifyOnMention = true
    var digestHour = 20
    var followers = 0
    var following = 0
    var posts = 0
    var isPrivate = false
    var blocked: [UserName] = []

    init(name: UserName) {
        self.name = name
    }

    /// The account in four lines: profile, notifications, stats, privacy.
    var summary: [String] {
        [
            "\(name): \(bio.isEmpty ? "no bio" : bio)" + (website.isEmpty ? "" : " · \(website)"),
            "notify on "
                + [("likes", notifyOnLike), ("comments", notifyOnComment), ("mentions", notifyOnMention)]
                .filter(\.1).map(\.0).joined(separator: ", ") + "; digest at \(digestHour):00",
            "\(followers) followers, \(following) following, \(posts) posts",
            (isPrivate ? "private" : "public") + ", \(blocked.count) blocked",
        ]
    }
}

/// The same account as four small values, one per group of fields that change together.
struct Account: Equatable, Sendable {
    var profile: Profile
    var notifications = NotificationPreferences()
    var stats = AccountStats()
    var privacy = Privacy()

    var summary: [String] { [profile.line, notifications.line, stats.line, privacy.line] }
}

/// Who the user says they are.
struct Profile: Equatable, Sendable {
    var name: UserName
    var bio = ""
    var website = ""

    var line: String { "\(name): \(bio.isEmpty ? "no bio" : bio)" + (website.isEmpty ? "" : " · \(website)") }
}

/// What the user is told about, and when.
struct NotificationPreferences: Equatable, Sendable {
    var onLike = true
    var onComment = true
    var onMention = true
    var digestHour = 20

    var line: String {
        let kinds = [("likes", onLike), ("comments", onComment), ("mentions", onMention)].filter(\.1).map(\.0)
        return "notify on " + kinds.joined(separator: ", ") + "; digest at \(digestHour):00"
    }
}

/// Counts other users see.
struct AccountStats: Equatable, Sendable {
    var followers = 0
    var following = 0
    var posts = 0

    var line: String { "\(followers) followers, \(following) following, \(posts) posts" }
}

/// Who may see the account.
struct Privacy: Equatable, Sendable {
    var isPrivate = false
    var blocked: [UserName] = []

    var line: String { (isPrivate ? "private" : "public") + ", \(blocked.count) blocked" }
}

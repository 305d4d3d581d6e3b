// The workload `Scripts/feed-profile.sh` profiles: what the app does on every load of a large
// feed, decoding it from the server's JSON (`FutubraJSON.decode(Feed.self, from:)`).
//
// usage: feed-profile <posts> <rounds>   (rounds 0 builds and encodes the feed only: a
// callgrind run with 0 rounds, subtracted from one with 1, counts the decoding alone)
import Foundation

let arguments = CommandLine.arguments
let postCount = arguments.count > 1 ? Int(arguments[1]) ?? 2000 : 2000
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

/// A feed of `count` posts shaped like the sample feed's: every kind of content, some likes,
/// some comments.
func syntheticFeed(_ count: Int) throws -> Feed {
    let users = SampleFeed.users
    var posts: [Post] = []
    for number in 1...count {
        let content: Content
        switch number % 3 {
        case 0: content = try .text("Post number \(number), written by hand.")
        case 1: content = try .image("https://img.futubra.example/\(number).jpg", caption: "Picture \(number)")
        default: content = try .video("https://video.futubra.example/\(number).mp4")
        }
        let likes = Set(users.prefix(number % users.count))
        var comments: [Comment] = []
        for id in 1..<(1 + number % 3) {
            comments.append(
                Comment(id: CommentID(id), author: users[id % users.count], content: try .text("Nice \(id)")))
        }
        posts.append(
            try Post(
                id: PostID(number), author: users[number % users.count], content: content, likedBy: likes,
                comments: comments))
    }
    return try Feed(posts: posts)
}

let data = try FutubraJSON.encode(try syntheticFeed(postCount))
let clock = ContinuousClock()
var best = Duration.seconds(1000)
var decoded = 0
for _ in 0..<rounds {
    let start = clock.now
    decoded += try FutubraJSON.decode(Feed.self, from: data).count
    best = min(best, clock.now - start)
}
let millis = Double(best.components.attoseconds / 1_000_000_000_000) / 1000 + Double(best.components.seconds) * 1000
if rounds > 0 {
    let line =
        "\(decoded / rounds) posts, \(data.count) bytes of JSON: best of \(rounds) \(String(format: "%.2f", millis)) ms\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}

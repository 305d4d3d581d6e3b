import FutubraDeclarative

/// The app's root: it owns which client the feed uses, and sets it in the environment once;
/// the views between it and the list never mention it.
struct ClientFeedApp: View {
    let live: FeedClient
    let backup: FeedClient
    @State private var usesBackup = false
    @State private var taps = 0

    var body: any View {
        VStack([
            HStack([
                Button("Switch client") { usesBackup.toggle() },
                Button("Tap") { taps += 1 },
                Text("taps \(taps)"),
            ]),
            FeedSection(title: "Feed").environment(\.feedClient, usesBackup ? backup : live),
        ])
    }
}

/// A section with a title and a list: it passes nothing down, the list reads the client.
struct FeedSection: View {
    let title: String

    var body: any View { VStack([Text(title), FeedList()]) }
}

/// The posts, loaded with the client the environment gives.
struct FeedList: View {
    @Environment(\.feedClient) private var client
    @State private var lines: [String] = []

    var body: any View {
        let client = client
        let lines = $lines
        return VStack([
            HStack([
                Text("from \(client.id)"),
                Button(
                    "Load",
                    task: {
                        do {
                            lines.wrappedValue = try await client.posts()
                        } catch {
                            lines.wrappedValue = ["\(error)"]
                        }
                    }),
            ]),
            VStack(self.lines.map { (line: String) -> any View in Text(line) }),
        ])
    }
}

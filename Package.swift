// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode and no warnings.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

/// A family target: one per pattern family, never importing another family.
/// Its own sources are embedded (by the EmbedFiles plugin) so `patterns explain --code`
/// and the docs can show the implementation from a binary copied anywhere.
func family(_ name: String) -> Target {
    let extra: [Target.Dependency] = name == "UIPatterns" ? ["FutubraUI", "FutubraServer"] : []
    return
        .target(
            name: name,
            dependencies: ["Futubra", "MessageTrace", "ExampleKit"] + extra,
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        )
}

func familyTests(_ name: String) -> Target {
    let extra: [Target.Dependency] = name == "UIPatterns" ? ["FutubraUI", "FutubraServer"] : []
    return .testTarget(
        name: "\(name)Tests",
        dependencies: [.target(name: name), "Futubra", "MessageTrace", "ExampleKit", "ContractSupport"] + extra,
        swiftSettings: strict
    )
}

let families = ["Creational", "Structural", "Behavioral", "Communication", "UIPatterns"]

let package = Package(
    name: "SwiftPatterns",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "patterns", targets: ["patterns"])
    ],
    targets: [
        // The domain every example is built on.
        .target(name: "Futubra", swiftSettings: strict),
        // One-line trace points (`Trace.call`) that pattern code makes, recorded only while a
        // tracer is bound to the task: the pattern types never see a transcript.
        .target(name: "MessageTrace", swiftSettings: strict),
        // What an example is: the Example protocol, the Transcript, the runner.
        .target(name: "ExampleKit", dependencies: ["MessageTrace"], swiftSettings: strict),
        // A headless UI kit (views as text lines, target-action, table view, navigation,
        // responder chain) for the UI patterns, since UIKit does not exist on Linux.
        .target(name: "FutubraUI", dependencies: ["Futubra"], swiftSettings: strict),
        // An in-process Futubra backend reached through real URLSession requests.
        .target(name: "FutubraServer", dependencies: ["Futubra"], swiftSettings: strict),
        // The catalogue's Markdown, embedded at build time (see Plugins/EmbedFiles).
        .target(
            name: "CatalogContent",
            dependencies: ["CatalogKit"],
            path: "Catalog",
            exclude: ["creational", "structural", "behavioral", "communication", "ui", "README.md"],
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        ),
        // Entries: parse, validate, search, render, quiz, docs. Knows no family.
        .target(name: "CatalogKit", dependencies: ["MessageTrace", "ExampleKit"], swiftSettings: strict),
        // The command-line tool's logic, testable: `PatternsCLI.main(arguments:console:)`.
        .target(
            name: "PatternsCLI",
            dependencies: ["CatalogKit", "CatalogContent", "ExampleKit"]
                + families.map { .target(name: $0) },
            swiftSettings: strict
        ),
        // The only code that writes to stdout and stderr.
        .executableTarget(name: "patterns", dependencies: ["PatternsCLI"], swiftSettings: strict),

        // Build-time embedding of Markdown and Swift sources as string literals.
        // It also validates the catalogue, so the tool reports a malformed entry at once.
        .executableTarget(name: "embed-files", dependencies: ["CatalogKit"], swiftSettings: strict),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),

        // Reusable contract checkers for the pattern tests.
        .target(
            name: "ContractSupport",
            dependencies: ["MessageTrace", "ExampleKit", "Futubra"],
            path: "Tests/ContractSupport",
            swiftSettings: strict
        ),
        .testTarget(name: "FutubraTests", dependencies: ["Futubra"], swiftSettings: strict),
        .testTarget(name: "FutubraUITests", dependencies: ["FutubraUI", "Futubra"], swiftSettings: strict),
        .testTarget(name: "FutubraServerTests", dependencies: ["FutubraServer", "Futubra"], swiftSettings: strict),
        .testTarget(name: "ExampleKitTests", dependencies: ["MessageTrace", "ExampleKit"], swiftSettings: strict),
        .testTarget(
            name: "CatalogKitTests", dependencies: ["CatalogKit", "MessageTrace", "ExampleKit"], swiftSettings: strict),
        .testTarget(
            name: "PatternsCLITests",
            dependencies: ["PatternsCLI", "CatalogKit", "CatalogContent", "ExampleKit"],
            swiftSettings: strict
        ),
    ]
        + families.map { family($0) }
        + families.map { familyTests($0) }
)

// swift-tools-version: 6.2
import PackageDescription

// The package, from the bottom layer up:
//   1. the domain: Futubra and the stand-ins for what Linux lacks (a UI kit, a server, SQLite);
//   2. what every example is made of: trace points and the example runner;
//   3. the pattern families, one target each (the `families` table below);
//   4. the contract checkers, a library for anyone's tests, and the drills built on them;
//   5. the tool: the catalogue's text, its reader, the learner's progress, the commands;
//   6. build tooling: the plugin that embeds files;
//   7. the tests: shared support, a child process for crash tests, a test target per target.

/// Settings every target shares: Swift 6 language mode and no warnings.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

/// The pattern families, one line each: the target (`Sources/<module>/`, tested by
/// `Tests/<module>Tests/`), its entries' folder (`Catalog/<catalog>/`), and what it builds on
/// besides the domain. Adding a family is a line here, those folders, and a line in
/// `Sources/PatternsCLI/Families.swift` (a test checks that the two lists agree).
let families: [(module: String, catalog: String, uses: [Target.Dependency])] = [
    ("Creational", "creational", []),
    ("Structural", "structural", []),
    ("Behavioral", "behavioral", []),
    ("Communication", "communication", []),
    ("UIPatterns", "ui", ["FutubraUI", "FutubraServer"]),
    ("Architecture", "architecture", ["FutubraUI", "FutubraServer", "CSQLite"]),
    ("Principles", "principles", []),
    ("AntiPatterns", "anti-patterns", []),
    ("Concurrency", "concurrency", []),
    ("SwiftUIPatterns", "swiftui", ["FutubraDeclarative"]),
    ("TestingPatterns", "testing", ["FutubraServer", "FutubraUI"]),
    ("LanguagePatterns", "language", []),
]

/// A family target, never importing another family. Its own sources are embedded (by the
/// EmbedFiles plugin) so `patterns explain --code` and the docs can show the implementation
/// from a binary copied anywhere.
func family(_ module: String, uses: [Target.Dependency]) -> Target {
    .target(
        name: module,
        dependencies: ["Futubra", "MessageTrace", "ExampleKit"] + uses,
        swiftSettings: strict,
        plugins: ["EmbedFiles"]
    )
}

/// Executables a family's tests start as child processes (depending on them makes the build
/// put them next to the test binary), and the architecture tests' lexer for the layer rule.
let testedExecutables: [String: [Target.Dependency]] = ["Architecture": ["crash-probe", "SourceScan"]]

/// Test targets compiled in more, smaller batches than the compiler's default of one per core.
///
/// SwiftPM on Linux starts the test modules in reverse order of their names, and the
/// architecture tests also wait for `crash-probe`: they come last, the largest of all, with
/// nothing left to build beside them. In two batches, their second batch ran alone on one core
/// for 9 s of a fresh clone's `swift test`; in four, the batches share both cores.
let lastAndLargestTests: Set<String> = ["Architecture"]

func familyTests(_ module: String, uses: [Target.Dependency]) -> Target {
    .testTarget(
        name: "\(module)Tests",
        dependencies: [.target(name: module), "Futubra", "MessageTrace", "ExampleKit", "ContractSupport"] + uses
            + (testedExecutables[module] ?? []),
        swiftSettings: strict
            + (lastAndLargestTests.contains(module) ? [.unsafeFlags(["-driver-batch-count", "4"])] : [])
    )
}

// MARK: 1. The domain

let domain: [Target] = [
    // The domain every example is built on: posts, likes, comments, users.
    .target(name: "Futubra", swiftSettings: strict),
    // A headless UI kit (views as text lines, target-action, table view, navigation,
    // responder chain) for the UI patterns, since UIKit does not exist on Linux.
    .target(name: "FutubraUI", dependencies: ["Futubra"], swiftSettings: strict),
    // A headless declarative kit (views as values with a body, state, bindings, environment,
    // preferences, a navigation path) on the Observation framework, since SwiftUI does not
    // exist on Linux: a body is evaluated again exactly when what it read has changed.
    .target(name: "FutubraDeclarative", swiftSettings: strict),
    // An in-process Futubra backend reached through real URLSession requests.
    .target(name: "FutubraServer", dependencies: ["Futubra"], swiftSettings: strict),
    // SQLite from the system library (no package): a module map over the system's header.
    .systemLibrary(
        name: "CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
]

// MARK: 2. What an example is made of

let exampleKit: [Target] = [
    // One-line trace points (`Trace.call`) that pattern code makes, recorded only while a
    // tracer is bound to the task: the pattern types never see a transcript.
    .target(name: "MessageTrace", swiftSettings: strict),
    // What an example and a family are: the Example protocol, the Transcript, the runner, the
    // sequence diagram drawn from a run, and `TextFile`, the embedded files' type.
    .target(name: "ExampleKit", dependencies: ["MessageTrace"], swiftSettings: strict),
]

// MARK: 3. The families: the `families` table above, appended at the end.

// MARK: 4. The contract checkers and the drills

let contracts: [Target] = [
    // The contract checkers, a library an app can use too (Swift Testing only; it knows
    // neither the domain nor the catalogue). Its failures name the property broken.
    .target(name: "PatternContracts", swiftSettings: strict),
    // The drills `patterns drill` writes: tasks, skeletons, solutions and tests under
    // Drills/, embedded with the PatternContracts sources (see Plugins/EmbedFiles). The
    // solutions are the module `Drill` and their tests `DrillTests`, exactly as in a
    // drill package; the skeletons are compiled too, for the proofs that they fail.
    .target(
        name: "DrillContent",
        dependencies: ["ExampleKit"],
        path: "Drills",
        exclude: ["Tasks", "Skeletons", "Solutions", "Tests"],
        swiftSettings: strict,
        plugins: ["EmbedFiles"]
    ),
    .target(name: "Drill", path: "Drills/Solutions", swiftSettings: strict),
    .target(name: "DrillSkeletons", path: "Drills/Skeletons", swiftSettings: strict),
]

// MARK: 5. The tool

let tool: [Target] = [
    // The catalogue's Markdown and its search data, embedded at build time (see Plugins/EmbedFiles).
    .target(
        name: "CatalogContent",
        dependencies: ["ExampleKit"],
        path: "Catalog",
        exclude: families.map(\.catalog) + ["README.md", "search"],
        swiftSettings: strict,
        plugins: ["EmbedFiles"]
    ),
    // A Swift lexer, and what a family's sources say (which files a pattern uses, the names
    // its code declares): worked out when a command needs it, and used by tests.
    .target(name: "SourceScan", dependencies: ["ExampleKit"], swiftSettings: strict),
    // Entries: parse, validate, search, render, quiz, docs. Knows no family.
    .target(name: "CatalogKit", dependencies: ["MessageTrace", "ExampleKit", "SourceScan"], swiftSettings: strict),
    // What a learner knows: the review schedule, drill results, the study path, and the
    // progress file that no crash, second process or damage makes lose an answer. Foundation
    // only; its tests kill `crash-probe progress` children.
    .target(name: "StudyKit", swiftSettings: strict),
    // The command-line tool's logic, testable: `PatternsTool.main(_:console:)`; its commands
    // and their options are declared in Commands.swift.
    .target(
        name: "PatternsCLI",
        dependencies: ["CatalogKit", "CatalogContent", "DrillContent", "ExampleKit", "SourceScan", "StudyKit"]
            + families.map { .target(name: $0.module) },
        swiftSettings: strict
    ),
    // The only code that writes to stdout and stderr.
    .executableTarget(name: "patterns", dependencies: ["PatternsCLI"], swiftSettings: strict),
]

// MARK: 6. Build tooling

let tooling: [Target] = [
    // Build-time embedding of Markdown, Swift and TSV files as string literals; Foundation only.
    .executableTarget(name: "embed-files", swiftSettings: strict),
    .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
]

// MARK: 7. The tests

let tests: [Target] = [
    // Reusable contract checkers for the pattern tests: PatternContracts, re-exported,
    // and what only the catalogue's tests need (tags, transcripts, running alone).
    .target(
        name: "ContractSupport",
        dependencies: ["PatternContracts", "MessageTrace", "ExampleKit", "Futubra"],
        path: "Tests/ContractSupport",
        swiftSettings: strict
    ),
    // Child processes that crash tests kill with SIGKILL at chosen moments: one case per probe.
    .executableTarget(
        name: "crash-probe", dependencies: ["Architecture", "FutubraServer", "StudyKit"], swiftSettings: strict),
    .testTarget(name: "FutubraTests", dependencies: ["Futubra", "ContractSupport"], swiftSettings: strict),
    .testTarget(
        name: "FutubraUITests", dependencies: ["FutubraUI", "Futubra", "ContractSupport"], swiftSettings: strict),
    .testTarget(
        name: "FutubraDeclarativeTests", dependencies: ["FutubraDeclarative", "ContractSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "FutubraServerTests", dependencies: ["FutubraServer", "Futubra", "ContractSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "ExampleKitTests", dependencies: ["MessageTrace", "ExampleKit", "ContractSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "PatternContractsTests", dependencies: ["PatternContracts", "ContractSupport", "DrillSkeletons"],
        swiftSettings: strict),
    .testTarget(
        name: "DrillTests", dependencies: ["Drill", "PatternContracts"], path: "Drills/Tests",
        swiftSettings: strict),
    .testTarget(
        name: "SourceScanTests", dependencies: ["SourceScan", "ExampleKit", "ContractSupport"], swiftSettings: strict),
    .testTarget(
        name: "CatalogKitTests", dependencies: ["CatalogKit", "MessageTrace", "ExampleKit", "ContractSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "StudyKitTests", dependencies: ["StudyKit", "ContractSupport", "crash-probe"], swiftSettings: strict),
    .testTarget(
        name: "PatternsCLITests",
        dependencies: [
            "PatternsCLI", "CatalogKit", "CatalogContent", "DrillContent", "ExampleKit", "SourceScan",
            "ContractSupport", "MessageTrace", "StudyKit",
        ],
        swiftSettings: strict
    ),
]

let package = Package(
    name: "SwiftPatterns",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "patterns", targets: ["patterns"]),
        // The contract checkers, for an app's own test target: run the catalogue's checks on
        // your own observer, command history, cache or view model.
        .library(name: "PatternContracts", targets: ["PatternContracts"]),
    ],
    targets: domain + exampleKit + contracts + tool + tooling + tests
        + families.map { family($0.module, uses: $0.uses) }
        + families.map { familyTests($0.module, uses: $0.uses) }
)

// On Linux, executables and the test binary are linked with the toolchain's own lld instead of
// the system's default linker (gold): the debug test binary, about 120 MB, links in about 1.2 s
// instead of 3 s (measured on this project's 2-core machine), and every `swift test` after an
// edit links it again. Only what this package builds for itself: no library product is affected.
for target in package.targets where target.type == .executable || target.type == .test {
    target.linkerSettings =
        (target.linkerSettings ?? []) + [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
}

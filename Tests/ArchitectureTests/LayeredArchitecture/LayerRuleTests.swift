import ContractSupport
import SourceScan
import Testing

@testable import Architecture

/// One layer of the messaging app: its files (by path prefix, relative to
/// `Sources/Architecture/`), and the layers whose types it must never name.
struct LayerSpec: Sendable {
    let name: String
    let folders: [String]
    let mayNotName: [String]
    /// Types from outside the family that belong to a layer: the server and `URLSession`
    /// are the network's.
    let alsoDeclares: [String]

    init(_ name: String, _ folders: [String], mayNotName: [String], alsoDeclares: [String] = []) {
        (self.name, self.folders, self.mayNotName, self.alsoDeclares) = (name, folders, mayNotName, alsoDeclares)
    }

    /// Whether `path` is one of this layer's files (examples, which wire layers together, are not).
    func holds(_ path: String) -> Bool {
        !path.hasSuffix("Example.swift") && folders.contains { path.hasPrefix($0) }
    }

    /// The app's layers. The composition root (`LayeredArchitecture/MessagingApp.swift`)
    /// and the example belong to none: they are where the layers are put together.
    static let app = [
        LayerSpec("UI", ["LayeredArchitecture/UI/"], mayNotName: ["network", "persistence"]),
        LayerSpec("service", ["LayeredArchitecture/Service/"], mayNotName: ["UI"]),
        LayerSpec(
            "network", ["NetworkLayer/", "LayeredArchitecture/Network/"], mayNotName: ["UI", "service", "persistence"],
            alsoDeclares: ["FeedServer", "URLSession", "URLRequest"]),
        LayerSpec("persistence", ["PersistenceLayer/"], mayNotName: ["UI", "service", "network"]),
        // The log's remote reporter uploads through the network layer: the log may name it.
        LayerSpec("log", ["LogService/"], mayNotName: ["UI", "service", "persistence"]),
    ]
}

/// Every place a layer's file names a type of a layer it must not: `UI/ChatScreen.swift
/// (UI) names SQLiteMessageStore (persistence)`.
func layerViolations(in files: [(path: String, text: String)], layers: [LayerSpec]) -> [String] {
    var types: [String: Set<String>] = [:]
    for layer in layers {
        let own = files.filter { layer.holds($0.path) }
        types[layer.name] = Set(CodeNames(sources: own).declared + layer.alsoDeclares)
    }
    var found: [String] = []
    for layer in layers {
        for file in files.filter({ layer.holds($0.path) }) {
            let named = Set(CodeNames(sources: [file]).names)
            for other in layer.mayNotName {
                for type in named.intersection(types[other] ?? []).sorted() {
                    found.append("\(file.path) (\(layer.name)) names \(type) (\(other))")
                }
            }
        }
    }
    return found
}

/// Records an issue for each file that breaks the layer rule; also checks each layer has files.
func checkLayerRule(
    _ files: [(path: String, text: String)], layers: [LayerSpec], sourceLocation: SourceLocation = #_sourceLocation
) {
    for layer in layers {
        expect(files.contains { layer.holds($0.path) }, "no files in layer \(layer.name)", from: sourceLocation)
    }
    for violation in layerViolations(in: files, layers: layers) {
        Issue.record("\(violation)", sourceLocation: sourceLocation)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LayerRuleTests {
    @Test("the UI names no network or persistence type, and persistence never names the network")
    func layersNameOnlyWhatIsBelowThem() {
        checkLayerRule(Architecture.sourceFiles, layers: LayerSpec.app)
    }

    @Test("control: a screen's action object that calls the API itself is caught by the layer check", .tags(.control))
    func controlActionCallingTheAPIIsCaught() throws {
        // The one-way-data-flow thread action talks to `MessagingAPI` directly: fine in that
        // entry, a broken layer in this app. Filed under the UI, it must be caught.
        let action = try #require(Architecture.sourceFiles.first { $0.path == "OneWayDataFlow/ThreadAction.swift" })
        let misplaced = (path: "LayeredArchitecture/UI/ThreadAction.swift", text: action.text)
        expect(layerViolations(in: Architecture.sourceFiles + [misplaced], layers: LayerSpec.app).count >= 2)
        withKnownIssue {
            checkLayerRule(Architecture.sourceFiles + [misplaced], layers: LayerSpec.app)
        }
    }
}

extension MVVMCaseStudy {
    /// The app's component diagram, drawn from its code: an arrow from one component to
    /// another wherever the first one's source names the second.
    ///
    /// The entry's `## Structure` is this diagram; a test redraws it from the embedded
    /// sources and compares, so the picture cannot drift from the code.
    ///
    /// ```swift
    /// let text = ComponentDiagram.mermaid(from: Principles.sourceFiles)
    /// ```
    enum ComponentDiagram {
        /// The components, outermost first.
        static let components = ["MapView", "ARView", "RouteViewModel", "RouteModel", "TourServer"]

        /// The arrows `from --> to` found in the app's files (`MVVMCaseStudy/App/`), in the
        /// order of ``components``.
        static func arrows(in files: [(path: String, text: String)]) -> [(from: String, to: String)] {
            let scanned = files.filter { $0.path.hasPrefix("MVVMCaseStudy/App/") }.map {
                SwiftSource(path: $0.path, text: $0.text)
            }
            return components.flatMap { component in
                let used = scanned.filter { $0.declaredTypes.contains(component) }.reduce(into: Set<String>()) {
                    $0.formUnion($1.words)
                }
                return components.filter { $0 != component && used.contains($0) }.map { (from: component, to: $0) }
            }
        }

        /// The diagram as a Mermaid class diagram.
        static func mermaid(from files: [(path: String, text: String)]) -> String {
            let lines =
                ["classDiagram", "    direction LR"] + components.map { "    class \($0)" }
                + arrows(in: files).map { "    \($0.from) --> \($0.to)" }
            return lines.joined(separator: "\n")
        }
    }
}

import Foundation
import SourceScan

/// Files only (`--files ROOT LIST OUTPUT`): `let embeddedFiles` (a family's sources, the drills
/// and the PatternContracts sources).
func embedFiles(root: String, list: String, output: String) {
    let files = GeneratedSwift.readFiles(root: URL(fileURLWithPath: root, isDirectory: true), listFile: list)
    GeneratedSwift.write(generatedHeader + GeneratedSwift.embeddedFiles(files), to: URL(fileURLWithPath: output))
}

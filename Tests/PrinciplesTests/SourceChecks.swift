@testable import Principles

/// The module's sources under `folder` (`"GRASP/"`), read as code; `except` leaves files out
/// by name (`"SelfStoringPost.swift"`).
func principlesSources(_ folder: String, except: Set<String> = []) -> SourceIndex {
    SourceIndex(
        Principles.sourceFiles.filter { file in
            file.path.hasPrefix(folder) && !except.contains(file.path.split(separator: "/").last.map(String.init) ?? "")
        })
}

/// How a declaration's code reads the members named in `names`: as its own (a bare name, or
/// after `self.`), or from another value (`post.comments`).
func reads(of names: Set<String>, in declaration: SwiftDeclaration, _ index: SourceIndex) -> (
    own: Set<String>, foreign: Set<String>
) {
    let tokens = index.code(of: declaration)
    var own: Set<String> = []
    var foreign: Set<String> = []
    for (position, token) in tokens.enumerated() where token.kind == .word && names.contains(token.text) {
        let afterDot = position > 0 && tokens[position - 1].text == "."
        let onSelf = position > 1 && tokens[position - 2].text == "self"
        if afterDot && !onSelf { foreign.insert(token.text) } else { own.insert(token.text) }
    }
    return (own, foreign)
}

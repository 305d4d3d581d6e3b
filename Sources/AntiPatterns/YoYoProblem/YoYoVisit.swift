import MessageTrace

/// Where a card's code runs: each of its methods says "here" as it starts, and the class it is
/// in is read from the code at that line, not typed in.
///
/// The yo-yo is the path a reader follows through the hierarchy: which class's code runs, in
/// order. Every method of the cards calls ``here(_:fileID:line:)``; the class that holds the
/// call's line comes from the module's own source (``SourceCode``), so moving a method to
/// another class moves its visits with it. A test checks that no method of the cards leaves
/// the call out. Each visit is a `Trace.note` over that class, which a traced run records.
enum YoYoVisit {
    /// Records that the code at `line` of `fileID` runs, in the type that holds that line.
    static func here(_ function: String = #function, fileID: String = #fileID, line: Int = #line) {
        guard Trace.isRecording else { return }
        // `#fileID` is `Module/File.swift`: the file is the module's one file of that name.
        let name = "/" + (fileID.split(separator: "/").last.map(String.init) ?? fileID)
        let files = SourceCode.antiPatterns.files.filter { ("/" + $0.path).hasSuffix(name) }
        let type = files.count == 1 ? files[0].type(atLine: line)?.name : nil
        Trace.note(over: type ?? "?", function)
    }

    /// How many times consecutive visits are in different classes.
    static func changes(in visits: [String]) -> Int {
        zip(visits, visits.dropFirst()).filter { $0 != $1 }.count
    }
}

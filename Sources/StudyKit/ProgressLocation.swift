import Foundation

/// Where the progress file is: one file, `progress.json`, in the learner's data folder.
///
/// In order, the first that applies:
/// 1. an explicit path (the command's option), when given and not empty;
/// 2. the environment variable `SWIFTPATTERNS_PROGRESS`, when set and not empty;
/// 3. `$XDG_DATA_HOME/swiftpatterns/progress.json`, when `XDG_DATA_HOME` is set to an
///    absolute path (the XDG Base Directory specification says a relative one is invalid
///    and must be ignored, and an empty one counts as unset);
/// 4. `$HOME/.local/share/swiftpatterns/progress.json`, the specification's default.
///
/// A path from 1 or 2 names the file; a relative one is taken from the current folder, and
/// one that names an existing folder (or ends in `/`) means `progress.json` in it. Nothing
/// here touches the disk but that check: ``ProgressFile`` creates the folder, with its
/// parents, when it first saves.
///
/// ```swift
/// let url = try ProgressLocation.resolve(
///     explicit: options.progress, environment: ProcessInfo.processInfo.environment,
///     currentFolder: FileManager.default.currentDirectoryPath)
/// ```
package enum ProgressLocation {
    /// The environment variable that names the file.
    package static let environmentVariable = "SWIFTPATTERNS_PROGRESS"
    /// The file's name in a folder.
    package static let fileName = "progress.json"
    /// The folder under the data home.
    package static let folderName = "swiftpatterns"

    /// The progress file's location for these settings.
    ///
    /// - Throws: ``ProgressError/noLocation(reason:)`` when none of the four applies (no
    ///   explicit path, no variable, and neither `XDG_DATA_HOME` nor `HOME` absolute).
    package static func resolve(
        explicit: String? = nil, environment: [String: String], currentFolder: String
    ) throws(ProgressError) -> URL {
        for chosen in [explicit, environment[environmentVariable]] {
            guard let chosen, !chosen.isEmpty else { continue }
            let absolute = chosen.hasPrefix("/") ? chosen : currentFolder + "/" + chosen
            var isFolder: ObjCBool = false
            if chosen.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) && isFolder.boolValue)
            {
                return URL(fileURLWithPath: absolute, isDirectory: true).appendingPathComponent(fileName)
                    .standardizedFileURL
            }
            return URL(fileURLWithPath: absolute).standardizedFileURL
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            dataHome = home + "/.local/share"
        } else {
            throw .noLocation(reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path")
        }
        return URL(fileURLWithPath: dataHome, isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)
            .appendingPathComponent(fileName).standardizedFileURL
    }
}

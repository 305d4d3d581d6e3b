/// The drills that `patterns drill <id>` writes, embedded at build time (see
/// `Plugins/EmbedFiles`): each drill's task (`Tasks/<id>.md`), skeleton
/// (`Skeletons/<id>/`), solution (`Solutions/<id>/`) and tests (`Tests/<id>/`), and the
/// sources of the `PatternContracts` library, so that a binary copied anywhere writes a
/// package that builds without this repository and without a network.
package enum DrillContent {
    /// Every embedded file, paths relative to `Drills/`; the library's files are under
    /// `PatternContracts/`.
    package static var files: [(path: String, text: String)] {
        embeddedFiles
    }
}

/// What goes wrong in the swiftui family's screens.
enum SwiftUIPatternsError: Error, Equatable {
    /// The backend could not be reached.
    case offline
}

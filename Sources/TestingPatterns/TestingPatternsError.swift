/// What goes wrong in the testing family's code and doubles.
enum TestingPatternsError: Error, Equatable, CustomStringConvertible {
    /// A dummy was used: it only fills a parameter the code under test should never touch.
    case dummyUsed(String)

    var description: String {
        switch self {
        case .dummyUsed(let member): "a dummy was used: '\(member)'"
        }
    }
}

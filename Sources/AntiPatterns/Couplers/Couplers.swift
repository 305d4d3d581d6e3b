/// Couplers: code that ties types together more tightly than the work needs.
///
/// Five smells, each a namespace with the code that has it (`Before`) and the code after the
/// refactoring that removes it (`After`): ``FeatureEnvy``, ``InappropriateIntimacy``,
/// ``MessageChains``, ``MiddleMan`` and ``IncompleteLibraryClass``.
enum Couplers {}

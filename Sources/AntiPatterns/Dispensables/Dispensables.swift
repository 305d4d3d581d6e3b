/// Dispensables: code a reader must read, keep and test, that the program does not need.
///
/// Six smells, each a namespace with the code that has it (`Before`) and the code after the
/// refactoring that removes it (`After`): ``Comments``, ``DuplicateCode``, ``LazyClass``,
/// ``DataClass``, ``DeadCode`` and ``SpeculativeGenerality``.
enum Dispensables {}

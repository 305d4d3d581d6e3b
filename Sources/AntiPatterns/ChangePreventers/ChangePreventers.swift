/// Change preventers: code shaped so that one change costs many edits.
///
/// Three smells, each a namespace with the code that has it (`Before`) and the code after the
/// refactoring that removes it (`After`): ``DivergentChange``, ``ShotgunSurgery`` and
/// ``ParallelInheritance``.
enum ChangePreventers {}

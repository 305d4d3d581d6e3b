/// Object-orientation abusers: code that uses the tools of object-oriented design half-way.
///
/// Four smells, each a namespace with the code that has it (`Before`) and the code after the
/// refactoring that removes it (`After`): ``SwitchStatements``, ``TemporaryField``,
/// ``RefusedBequest`` and ``AlternativeClasses``.
enum ObjectOrientationAbusers {}

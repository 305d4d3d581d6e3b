/// A headless UI kit for the UI patterns, since UIKit does not exist on Linux.
///
/// It keeps the parts of UIKit the patterns lean on, with UIKit's shapes: ``View`` trees that
/// render as text lines, ``Button`` with target-action, ``TableView`` with a data source and a
/// delegate, ``ViewController`` lifecycle, ``NavigationController`` push and pop, and a
/// ``Responder`` chain. Everything runs on the main actor, as UIKit does.
package enum FutubraUI {}

// STUB until site-b's script lands: the lead takes site-b's file at the merge.

/// The script that steps through a sequence diagram one message at a time (`assets/sequence.js`).
package enum SequenceStepper {
    package static let script = ""
}

/// GRASP, the nine General Responsibility Assignment Software Patterns, each as one small
/// Futubra type that answers "which object should do this?".
///
/// Information expert and creator also come with the design that gets the answer wrong,
/// so a test can show what the wrong assignment costs.
enum GRASP {}

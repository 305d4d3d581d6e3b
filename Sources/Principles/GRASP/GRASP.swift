/// GRASP, the nine General Responsibility Assignment Software Patterns, each as one small
/// Futubra type that answers "which object should do this?".
///
/// Each comes with the design that gets the answer wrong, so a test can show what the wrong
/// assignment costs. The namespace is public only so that another module can add a media
/// host (protected variations); everything else in it is internal.
public enum GRASP {}

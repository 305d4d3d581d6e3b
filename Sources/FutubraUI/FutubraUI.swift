/// A headless UI kit for the UI patterns; see the UI family.
public enum FutubraUI {}

/// An in-process Futubra backend reached through URLSession.
public enum FutubraServer {}

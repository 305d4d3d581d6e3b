/// What every UI architecture's run shows after its one-line introduction: the screens of
/// the shared `FeedScript`, the same in all eight (which `AllArchitecturesTests` proves from
/// the screens themselves; the transcript tests pin the text once, here).
let feedScriptScreens = """
    == open the app (the first request fails) ==
    Futubra
    ! Could not load the feed (503). Try again.
    [Retry]
    == tap Retry ==
    Futubra
    #4 anna: Shipped the new feed screen today! ♥3 [Like]
    #3 bob: [image] My cat, judging me ♥0 [Like]
    #2 chen: [video] ♥1 [Like]
    #1 dana: Hello, Futubra. ♥2 [Like]
    == like #3 ==
    Futubra
    #4 anna: Shipped the new feed screen today! ♥3 [Like]
    #3 bob: [image] My cat, judging me ♥1 [Unlike]
    #2 chen: [video] ♥1 [Like]
    #1 dana: Hello, Futubra. ♥2 [Like]
    == unlike #3 ==
    Futubra
    #4 anna: Shipped the new feed screen today! ♥3 [Like]
    #3 bob: [image] My cat, judging me ♥0 [Like]
    #2 chen: [video] ♥1 [Like]
    #1 dana: Hello, Futubra. ♥2 [Like]
    == open the comments of #1 ==
    [< Back] Comments on #1
    dana: Hello, Futubra.
      anna: Welcome!
      eve: Glad you are here.
    > Write a comment
    [Send]
    == send an empty comment ==
    [< Back] Comments on #1
    dana: Hello, Futubra.
      anna: Welcome!
      eve: Glad you are here.
    > Write a comment
    [Send]
    ! Write something before sending.
    == comment 'Nice to see you here' ==
    [< Back] Comments on #1
    dana: Hello, Futubra.
      anna: Welcome!
      eve: Glad you are here.
      eve: Nice to see you here
    > Write a comment
    [Send]
    == go back ==
    Futubra
    #4 anna: Shipped the new feed screen today! ♥3 [Like]
    #3 bob: [image] My cat, judging me ♥0 [Like]
    #2 chen: [video] ♥1 [Like]
    #1 dana: Hello, Futubra. ♥2 [Like]

    """

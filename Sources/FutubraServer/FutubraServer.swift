/// An in-process Futubra backend reached through real `URLSession` requests.
///
/// ``FeedServer`` holds a feed and answers HTTP requests; ``FeedClient`` is the small API
/// client the model layers of the UI patterns use, as a real app would.
package enum FutubraServer {}

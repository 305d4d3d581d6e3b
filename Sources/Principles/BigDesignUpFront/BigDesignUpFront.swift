import Foundation
import Futubra

/// Big design up front, and its alternatives, shown on the link that shares a post.
///
/// ``UpFrontShareLink`` is the whole link as it was specified before any of it ran: a
/// caption, a referrer, a campaign and an expiry day. It rests on an assumption nobody
/// checked, that `URLQueryItem` escapes every character a server could misread. The
/// iterative alternative ships ``MinimalShareLink`` first (the minimum viable product: the
/// post's address and nothing else), proves the risky assumption with ``QueryEncodingProbe``
/// (the proof of concept) before adding the caption, and then builds ``CaptionedShareLink``
/// on what the probe showed. ``CheckedUpFrontShareLink`` is the same up-front design with the
/// probe run while planning: it works, because the fault was the unchecked assumption, not
/// the planning.
///
/// ```swift
/// BigDesignUpFront.MinimalShareLink.url(for: post)        // https://futubra.example/p/5
/// BigDesignUpFront.QueryEncodingProbe.survives("C++")     // false: '+' reaches the server as a space
/// ```
enum BigDesignUpFront {}

extension BigDesignUpFront {
    /// The link as designed up front, every field at once.
    enum UpFrontShareLink {
        /// The post's link with the caption, `referrer`, a campaign and an expiry day.
        static func url(for post: Post, referrer: UserName, expiresOnDay day: Int) -> URL? {
            var components = postAddress(post)
            components.queryItems = [
                URLQueryItem(name: "caption", value: post.content.words ?? ""),
                URLQueryItem(name: "ref", value: referrer.rawValue),
                URLQueryItem(name: "campaign", value: "share-sheet"),
                URLQueryItem(name: "expires", value: "\(day)"),
            ]
            return components.url
        }
    }

    /// The minimum viable product: the smallest link that lets a friend open the post.
    enum MinimalShareLink {
        static func url(for post: Post) -> URL? {
            postAddress(post).url
        }
    }

    /// The proof of concept: a probe of the one platform behaviour the caption depends on.
    enum QueryEncodingProbe {
        /// Whether `text`, put in a query by `URLQueryItem`, reaches a form-decoding server
        /// unchanged.
        static func survives(_ text: String) -> Bool {
            var components = URLComponents(string: "https://futubra.example/probe") ?? URLComponents()
            components.queryItems = [URLQueryItem(name: "text", value: text)]
            return components.url.map { ShareLinkReader.fields(of: $0)["text"] == text } ?? false
        }
    }

    /// The link with a caption, built after the probe: `+` is escaped by hand, because
    /// `URLQueryItem` leaves it as it is.
    enum CaptionedShareLink {
        static func url(for post: Post) -> URL? {
            var components = postAddress(post)
            components.queryItems = [URLQueryItem(name: "caption", value: post.content.words ?? "")]
            return formSafe(components).url
        }
    }

    /// The whole link designed up front again, with the probe run while designing (a spike
    /// inside the plan): the same four fields, `+` escaped. Planning early was not the
    /// problem; planning on an assumption nobody checked was.
    enum CheckedUpFrontShareLink {
        static func url(for post: Post, referrer: UserName, expiresOnDay day: Int) -> URL? {
            var components = postAddress(post)
            components.queryItems = [
                URLQueryItem(name: "caption", value: post.content.words ?? ""),
                URLQueryItem(name: "ref", value: referrer.rawValue),
                URLQueryItem(name: "campaign", value: "share-sheet"),
                URLQueryItem(name: "expires", value: "\(day)"),
            ]
            return formSafe(components).url
        }
    }

    /// How the server reads a link: the post id from the path, the query as an HTML form,
    /// where `+` stands for a space.
    enum ShareLinkReader {
        /// The post the link opens.
        static func postID(of url: URL) -> PostID? {
            Int(url.lastPathComponent).map { PostID($0) }
        }

        /// The query's fields, decoded as `application/x-www-form-urlencoded`.
        static func fields(of url: URL) -> [String: String] {
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
            var fields: [String: String] = [:]
            for pair in query.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map {
                    String($0).replacing("+", with: " ").removingPercentEncoding ?? ""
                }
                if let name = parts.first { fields[name] = parts.count > 1 ? parts[1] : "" }
            }
            return fields
        }
    }
}

/// `components` with `+` escaped as `%2B` in its query, which `URLQueryItem` leaves as it is
/// and a form-decoding server reads as a space: what the probe showed.
private func formSafe(_ components: URLComponents) -> URLComponents {
    var components = components
    components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
    return components
}

/// `https://futubra.example/p/<id>`.
private func postAddress(_ post: Post) -> URLComponents {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "futubra.example"
    components.path = "/p/\(post.id.rawValue)"
    return components
}

import Foundation

/// The address of an image or a video: an absolute `http` or `https` URL with a host.
///
/// Image and video content need a URL to an external resource; this type is that
/// contract, so image and video content can never hold a relative path or a `file:` URL.
package struct MediaURL: Hashable, Sendable {
    /// The validated URL.
    package let url: URL

    /// Validates `string`; throws ``FutubraError/invalidMediaURL(_:reason:)`` when it is not
    /// an absolute http(s) URL with a host.
    package init(_ string: String) throws(FutubraError) {
        guard let components = URLComponents(string: string), let url = components.url else {
            throw .invalidMediaURL(string, reason: "is not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidMediaURL(string, reason: "must start with http:// or https://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidMediaURL(string, reason: "has no host")
        }
        self.url = url
    }

    /// The URL as text.
    package var absoluteString: String { url.absoluteString }
}

extension MediaURL: CustomStringConvertible {
    package var description: String { absoluteString }
}

extension MediaURL: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        do {
            try self.init(raw)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(absoluteString)
    }
}

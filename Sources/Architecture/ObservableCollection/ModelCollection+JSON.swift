import Foundation

extension ModelCollection where Member == PostModel {
    /// A collection of the posts in `json`, a JSON array of the API's posts, in that order;
    /// throws naming the first invalid field. A post whose id came before is left out.
    convenience init(json: Data) throws(ArchitectureError) {
        self.init()
        let elements: [Any]
        do {
            guard let array = try JSONSerialization.jsonObject(with: json) as? [Any] else {
                throw ArchitectureError.invalidJSON("a collection is a JSON array of posts")
            }
            elements = array
        } catch let error as ArchitectureError {
            throw error
        } catch {
            throw .invalidJSON("\(error)")
        }
        var models: [PostModel] = []
        for element in elements {
            let post: Data
            do {
                post = try JSONSerialization.data(withJSONObject: element)
            } catch {
                throw .invalidJSON("a collection holds only posts, not '\(element)'")
            }
            models.append(try PostModel(json: post))
        }
        add(contentsOf: models)
    }

    /// Every member, filtered out or not, in insertion order, as a JSON array of the API's
    /// posts in canonical form: what the collection is archived as, and read back from by
    /// `init(json:)`.
    func json() throws(ArchitectureError) -> Data {
        var array = Data("[".utf8)
        for (index, member) in members.enumerated() {
            if index > 0 { array.append(UInt8(ascii: ",")) }
            array.append(try member.json())
        }
        array.append(UInt8(ascii: "]"))
        return array
    }
}

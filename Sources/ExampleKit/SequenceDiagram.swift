import MessageTrace

/// Renders trace events as a Mermaid sequence diagram.
///
/// Participants appear in the order they first take part, so the diagram reads left to
/// right the way the example unfolded.
///
/// - Complexity: O(n) in the number of events.
package struct SequenceDiagram: Equatable, Sendable {
    /// The events drawn, in order.
    package var events: [TraceEvent]

    /// A diagram of `events`.
    package init(events: [TraceEvent]) {
        self.events = events
    }

    /// The participants in order of first appearance.
    package var participants: [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        for event in events {
            for name in [event.from, event.to] where seen.insert(name).inserted {
                ordered.append(name)
            }
        }
        return ordered
    }

    /// The diagram as Mermaid source, without the surrounding code fence.
    package var mermaid: String {
        var lines = ["sequenceDiagram"]
        for name in participants {
            let label = Self.label(name)
            // An alias that is only spaces would leave a dangling `as`.
            let alias = label.allSatisfy { $0 == " " } ? "" : " as \(label)"
            lines.append("    participant \(Self.identifier(name))\(alias)")
        }
        for event in events {
            let from = Self.identifier(event.from)
            let to = Self.identifier(event.to)
            let message = Self.label(event.message)
            switch event.kind {
            case .call: lines.append("    \(from)->>\(to): \(message)")
            case .reply: lines.append("    \(from)-->>\(to): \(message)")
            case .note: lines.append("    Note over \(from): \(message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid-safe identifier for a participant name: letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { scalar -> Character in
            let isWord =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_"
            return isWord ? Character(scalar) : "_"
        }
        let text = String(mapped)
        return text.isEmpty ? "_" : text
    }

    /// Text Mermaid shows verbatim: `;` (which would end a Mermaid statement) becomes the
    /// entity `#59;`, and line breaks become spaces. With every `;` escaped, no other `#…;`
    /// entity can appear, so `#` itself is safe.
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case ";": out += "#59;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}

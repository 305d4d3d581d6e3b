import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import MessageTrace
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG picture read back with Foundation's XML parser: its elements in document order,
/// each with its attributes, its own text and its ancestors' names and classes.
struct ParsedSVG {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The classes of the element and of every element around it, innermost first.
        var enclosing: [[String: String]]

        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    var elements: [Element] = []
    /// Why the text is not well-formed XML, or nil.
    var error: String?

    var root: Element? { elements.first }

    func all(_ name: String, class kind: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (kind == nil || $0.classes.contains(kind ?? "")) }
    }

    /// The texts drawn inside the first `g` whose attribute `key` is `value`.
    func texts(inGroup key: String, _ value: String) -> [String] {
        elements.filter { element in
            element.name == "text" && element.enclosing.contains { $0[key] == value }
        }.map(\.text)
    }

    init(_ svg: String) {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        // On Linux, parse() answers true after a mismatched tag: the error is only reported.
        let parsed = parser.parse()
        if !parsed || parser.parserError != nil || reader.error != nil {
            error = (reader.error ?? parser.parserError).map { "\($0)" } ?? "not well-formed"
        }
        elements = reader.elements
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        var error: Error?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            error = error ?? parseError
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let enclosing = open.reversed().map { elements[$0].attributes }
            elements.append(Element(name: elementName, attributes: attributes, text: "", enclosing: enclosing))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if !open.isEmpty { open.removeLast() }
        }
    }
}

/// The checks every picture passes: well-formed, a positive size matching its view box, a
/// title and a description it is labelled by, every id once.
func checkPictureFrame(_ svg: String, title: String, _ what: String) -> ParsedSVG? {
    let parsed = ParsedSVG(svg)
    guard parsed.error == nil, let root = parsed.root else {
        expect(false, "\(what): not well-formed XML: \(parsed.error ?? "empty")")
        return nil
    }
    expect(root.name, equals: "svg", "\(what)")
    let width = Double(root.attributes["width"] ?? "") ?? 0
    let height = Double(root.attributes["height"] ?? "") ?? 0
    expect(width > 0 && height > 0, "\(what): size \(width) × \(height)")
    expect(
        root.attributes["viewBox"], equals: "0 0 \(root.attributes["width"] ?? "") \(root.attributes["height"] ?? "")",
        "\(what)")
    expect(root.attributes["role"], equals: "img", "\(what)")
    let ids = parsed.elements.compactMap { $0.attributes["id"] }
    expect(Set(ids).count, equals: ids.count, "\(what): an id used twice in \(ids)")
    let labels = (root.attributes["aria-labelledby"] ?? "").split(separator: " ").map(String.init)
    let named = labels.compactMap { label in parsed.elements.first { $0.attributes["id"] == label }?.name }
    expect(named, equals: ["title", "desc"], "\(what): aria-labelledby \(labels)")
    expect(parsed.all("title").first?.text, equals: title, "\(what)")
    expect(!(parsed.all("desc").first?.text ?? "").isEmpty, "\(what): an empty description")
    return parsed
}

/// Every class of `diagram` is drawn as a box with its name and members, every relation as a
/// line of its kind, and the description names every class.
func checkClassPicture(_ svg: String, of diagram: ClassDiagram, title: String, _ what: String) {
    guard let parsed = checkPictureFrame(svg, title: title, what) else { return }
    let boxes = parsed.all("g", class: "class").compactMap { $0.attributes["data-name"] }
    expect(boxes, equals: diagram.classes.map(\.name), "\(what): the classes drawn")
    let desc = parsed.all("desc").first?.text ?? ""
    for declaration in diagram.classes {
        expect(desc.contains(declaration.name), "\(what): the description does not name \(declaration.name)")
        let texts = parsed.texts(inGroup: "data-name", declaration.name)
        for member in declaration.members {
            expect(
                texts.contains { $0 == member || ($0.hasSuffix("…") && member.hasPrefix($0.dropLast())) },
                "\(what): \(declaration.name)'s member '\(member)' is not drawn in its box")
        }
    }
    let relations = parsed.all("g", class: "relation")
    expect(relations.count, equals: diagram.relations.count, "\(what): the relations drawn")
    for (relation, drawn) in zip(diagram.relations, relations) {
        expect(drawn.attributes["data-from"], equals: relation.from, "\(what)")
        expect(drawn.attributes["data-to"], equals: relation.to, "\(what)")
    }
}

/// One `<g class="message">` per call and reply, steps numbered 1… in the trace's order, each
/// message's text drawn in its group, and the description counting the messages.
func checkSequencePicture(_ svg: String, of events: [TraceEvent], title: String, _ what: String) {
    guard let parsed = checkPictureFrame(svg, title: title, what) else { return }
    let messages = events.filter { $0.kind != .note }
    expect(parsed.all("g", class: "message").count, equals: messages.count, "\(what): message groups")
    let steps = parsed.elements.compactMap { $0.attributes["data-step"] }
    expect(steps, equals: events.indices.map { String($0 + 1) }, "\(what): the steps")
    for (offset, event) in events.enumerated() {
        let drawn = parsed.texts(inGroup: "data-step", String(offset + 1)).joined()
        let written = event.message.filter { $0 != " " && $0 != "\n" && $0 != "\r" }
        expect(drawn.filter { $0 != " " }, equals: written, "\(what): step \(offset + 1)")
    }
    let desc = parsed.all("desc").first?.text ?? ""
    let count = "\(messages.count) message" + (messages.count == 1 ? "" : "s")
    expect(desc.contains(count), "\(what): the description '\(desc)' does not say \(count)")
}

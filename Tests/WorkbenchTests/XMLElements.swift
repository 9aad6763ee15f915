import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of an XML file: its name, its attributes, the attributes of the elements around it
/// (innermost first) and the text directly inside it.
struct MarkupElement {
    var name: String
    var attributes: [String: String]
    var enclosing: [[String: String]]
    var text = ""
}

/// Every element of an XML text (a page of the site, an SVG chart), in document order.
final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [MarkupElement] = []
    private var open: [Int] = []

    /// Nil when the text is not well-formed XML.
    static func read(_ data: Data) -> [MarkupElement]? {
        let parser = XMLParser(data: data)
        let reader = XMLElements()
        parser.delegate = reader
        return parser.parse() ? reader.elements : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let enclosing = open.reversed().map { elements[$0].attributes }
        elements.append(MarkupElement(name: name, attributes: attributes, enclosing: enclosing))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        open.removeLast()
    }
}

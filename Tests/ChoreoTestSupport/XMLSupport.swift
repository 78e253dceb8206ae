import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// XML helpers shared by the test targets.

/// Parses `markup` as XML, recording a test issue when it is not well-formed.
public func parseXML(_ markup: String, sourceLocation: SourceLocation = #_sourceLocation) -> XMLElement? {
    do {
        return try XMLDocument(xmlString: markup, options: []).rootElement()
    } catch {
        Issue.record("Not well-formed XML: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension XMLElement {
    /// All descendant elements named `name`, in document order.
    public func descendants(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        for case let child as XMLElement in children ?? [] {
            if child.localName == name || child.name == name { found.append(child) }
            found += child.descendants(named: name)
        }
        return found
    }

    /// The direct child elements, in order.
    public var childElements: [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }
    }

    /// The attributes as a dictionary, to compare all of them at once.
    public var attributeMap: [String: String] {
        var map: [String: String] = [:]
        for attribute in attributes ?? [] {
            map[attribute.name ?? ""] = attribute.stringValue ?? ""
        }
        return map
    }

    /// One attribute's value (FoundationXML's attribute(forName:) misses attributes of elements
    /// in a default namespace).
    public subscript(_ name: String) -> String? {
        attributeMap[name]
    }
}

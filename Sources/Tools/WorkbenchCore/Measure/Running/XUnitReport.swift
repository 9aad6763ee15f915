/// Reads the xUnit report Swift Testing writes (`--xunit-output`).
package enum XUnitReport {
    /// The `<testcase>` elements: `Module.Suite/test()`, and whether each failed.
    package static func testCases(in xml: String) -> [(id: String, failed: Bool)] {
        xml.components(separatedBy: "<testcase ").dropFirst().map { element in
            let element = " " + element  // so that ` name="` is not found inside `classname="`
            func attribute(_ name: String) -> String {
                guard let start = element.range(of: " \(name)=\"") else { return "" }
                let rest = element[start.upperBound...]
                return String(rest.prefix { $0 != "\"" })
                    .replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&apos;", with: "'")
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
            let body = element.components(separatedBy: "</testcase>").first ?? element
            let selfClosing = element.prefix { $0 != ">" }.hasSuffix("/")
            return (
                "\(attribute("classname"))/\(attribute("name"))",
                !selfClosing && (body.contains("<failure") || body.contains("<error"))
            )
        }
    }
}

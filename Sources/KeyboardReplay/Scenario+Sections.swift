import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

/// A table host's sections, rows and row inputs.
extension Scenario {
  /// The keys of an input in a table row.
  private static let rowInputKeys: Set<String> = [
    "id", "frame", "kind", "enabled", "hidden", "returnKeyType",
  ]

  /// Whether a table host's `"style"` is `"plain"`, whose section headers and footers
  /// float (rule F3); `"grouped"`, the default, is not.
  ///
  /// - Throws: ``ScenarioError`` naming the key when the value is not a string or names
  ///   another style.
  static func isPlainStyle(_ host: JSONFields) throws -> Bool {
    guard host.has("style") else { return false }
    let name = try host.string("style")
    switch name {
    case "plain": return true
    case "grouped": return false
    default: throw host.fail("style", "expected plain or grouped, got \"\(name)\"")
    }
  }

  /// A table host's `"sections"`: each row's height and the inputs its cell holds, with
  /// every input id unique across the table.
  ///
  /// - Throws: ``ScenarioError`` naming the key at fault.
  static func sections(_ host: JSONFields) throws -> [SectionSpec] {
    guard case .array(let items) = try host.value("sections") else {
      throw host.fail("sections", "expected an array")
    }
    var seen: Set<String> = []
    return try items.enumerated().map { sectionIndex, item in
      let path = "host.sections[\(sectionIndex)]"
      let section = try JSONFields(
        item, location: host.location, path: path, allowed: ["header", "footer", "rows"])
      guard case .array(let rows) = try section.value("rows") else {
        throw section.fail("rows", "expected an array")
      }
      return SectionSpec(
        header: section.has("header") ? try section.number("header") : 0,
        footer: section.has("footer") ? try section.number("footer") : 0,
        rows: try rows.enumerated().map { rowIndex, rowItem in
          let row = try JSONFields(
            rowItem, location: host.location, path: "\(path).rows[\(rowIndex)]",
            allowed: ["height", "input", "inputs"])
          let height = try row.number("height")
          guard height >= 0 else { throw row.fail("height", "expected a number >= 0") }
          if row.has("input") && row.has("inputs") {
            throw row.fail("inputs", "a row has \"input\" or \"inputs\", not both")
          }
          var items: [JSONFields] = []
          if row.has("input") {
            items = [try row.object("input", allowed: rowInputKeys)]
          } else if row.has("inputs") {
            guard case .array(let elements) = try row.value("inputs") else {
              throw row.fail("inputs", "expected an array")
            }
            items = try elements.enumerated().map { inputIndex, element in
              try JSONFields(
                element, location: host.location,
                path: "\(path).rows[\(rowIndex)].inputs[\(inputIndex)]", allowed: rowInputKeys)
            }
          }
          return RowSpec(
            height: height,
            inputs: try items.map { input in
              let id = try input.string("id")
              guard seen.insert(id).inserted else {
                throw input.fail("id", "duplicate id \"\(id)\"")
              }
              let kind = input.has("kind") ? try input.string("kind") : "textField"
              guard kind == "textField" || kind == "textView" else {
                throw input.fail("kind", "expected \"textField\" or \"textView\"")
              }
              return .init(
                id: id, frame: try input.rect("frame"),
                isEnabled: input.has("enabled") ? try input.bool("enabled") : true,
                isHidden: input.has("hidden") ? try input.bool("hidden") : false,
                isTextView: kind == "textView", returnKeyType: try input.returnKeyType())
            })
        })
    }
  }
}

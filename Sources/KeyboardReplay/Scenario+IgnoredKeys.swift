import Foundation

extension Scenario {
  /// The keys a constraint scenario accepts but its world never reads, with why: a
  /// constraint host has no scroll view to inset, no bar and no tap of its own, and its
  /// replay starts with the keyboard hidden.
  private static let ignoredByConstraintHosts: [(path: [String], why: String)] = [
    (["host", "contentInset"], "a \"constraint\" host has no scroll view to inset"),
    (["host", "indicatorInsets"], "a \"constraint\" host has no scroll view to inset"),
    (["host", "contentOffset"], "a \"constraint\" host has no scroll view to scroll"),
    (["host", "insetAdjustment"], "a \"constraint\" host has no scroll view to inset"),
    (["host", "inNavigationController"], "a \"constraint\" host has no scroll view to inset"),
    (["settings", "extraSpacing"], "a \"constraint\" host keeps only the margin"),
    (["settings", "showsToolbar"], "the bar serves scroll views (rule T1)"),
    (["settings", "endsEditingOnTap"], "the tap serves scroll views (rule T2)"),
    (["settings", "returnKeyNavigation"], "Return serves scroll views (rule F6)"),
    (["keyboardAtStart"], "a \"constraint\" replay starts with the keyboard hidden"),
  ]

  /// Warnings for keys of a valid scenario that change nothing in its replay, each naming
  /// the key and why; empty for a document that is not a constraint scenario.
  ///
  /// Such a key was always accepted, so it stays valid (the replay format is read by
  /// checks outside this package); the warning tells the author it has no effect.
  static func ignoredKeyWarnings(in data: Data) -> [String] {
    guard let document = try? JSONDecoder().decode(JSONValue.self, from: data),
      case .object(let root) = document, case .object(let host)? = root["host"],
      host["kind"] == .string("constraint")
    else { return [] }
    return ignoredByConstraintHosts.compactMap { entry in
      var level: JSONValue? = document
      for key in entry.path {
        guard case .object(let fields)? = level else { return nil }
        level = fields[key]
      }
      guard level != nil else { return nil }
      let key = entry.path.joined(separator: ".")
      return "scenario: warning: key \"\(key)\": ignored, \(entry.why)"
    }
  }
}

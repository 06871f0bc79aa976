/// The nearest known key to a misspelt one, for the replay's error messages.
///
/// A scenario author who types `retrunKeyType` should read "did you mean `returnKeyType`?",
/// not only "unknown key". Nearness is the edit distance (insertions, deletions,
/// substitutions and swaps of two neighbours, ignoring case) over the keys known at that
/// level of the document, so a key added to a level's allowed set is suggested with no
/// further change.
package enum KeySuggestion {
  /// The hint that follows "unknown key": the nearest key, or the known keys when none is
  /// near.
  package static func hint(for key: String, among known: Set<String>) -> String {
    if let nearest = nearest(to: key, among: known) {
      return "did you mean \"\(nearest)\"?"
    }
    let names = known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    return "the keys here are \(names)"
  }

  /// The known key nearest to `key`, if it is near enough to be a misspelling: at most one
  /// edit per three characters (at least one edit, at most three), ties broken by name.
  package static func nearest(to key: String, among known: Set<String>) -> String? {
    let limit = min(3, max(1, key.count / 3))
    let ranked = known.map { (name: $0, distance: distance(key, $0)) }
      .filter { $0.distance <= limit }
      .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return ranked.first?.name
  }

  /// The optimal string alignment distance between two keys, ignoring case.
  package static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.lowercased())
    let b = Array(rhs.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}

/// The orders the model takes at the points UIKit leaves open (rule O1): a table of
/// choices per point, or a seeded random pick at every occurrence, and the record of what
/// was picked.
///
/// The model asks ``pick(_:)`` at each occurrence of a point, in the order occurrences
/// come; the usual choices answer 0 everywhere, the model's usual order, so a run that
/// sets nothing behaves as before. Kept apart from the parts it orders, so that one value
/// decides for the keyboard, the screen's run loop and the inputs alike.
package final class OrderChoices {
  /// Where the choices come from.
  private enum Source {
    /// Per point, one choice per occurrence, the last repeating; a point not named: 0.
    case table([OrderPoint: [Int]])
    /// `next() % choices` of a SplitMix64 generator at every occurrence.
    case seed(SeededGenerator)
  }

  private var source: Source
  /// How many times each point occurred so far.
  private var occurrences: [OrderPoint: Int] = [:]
  /// Every pick so far, in order.
  package private(set) var picks: [OrderPick] = []

  /// The model's usual order at every point.
  package init() {
    source = .table([:])
  }

  /// Picks from a table: per point, one choice per occurrence (the last repeating).
  ///
  /// - Precondition: every choice is below its point's ``OrderPoint/choices`` and no list
  ///   is empty; the replay checks that before (a number out of range exits 2).
  package init(table: [OrderPoint: [Int]]) {
    source = .table(table)
  }

  /// Picks at random at every occurrence: SplitMix64 seeded with `seed`, each occurrence
  /// taking `next() % choices`.
  package init(seed: UInt64) {
    source = .seed(SeededGenerator(seed: seed))
  }

  /// The order to take at this occurrence of `point`, recorded in ``picks``.
  package func pick(_ point: OrderPoint) -> Int {
    let occurrence = occurrences[point, default: 0]
    occurrences[point] = occurrence + 1
    let choice: Int
    switch source {
    case .table(let table):
      let list = table[point] ?? []
      choice = list.isEmpty ? 0 : list[min(occurrence, list.count - 1)]
    case .seed(var generator):
      choice = Int(generator.next() % UInt64(point.choices))
      source = .seed(generator)
    }
    picks.append(OrderPick(point, choice))
    return choice
  }

  /// The picks made since the last call, oldest first: what one replay step picked.
  package func takePicks() -> [OrderPick] {
    defer { picks = [] }
    return picks
  }
}

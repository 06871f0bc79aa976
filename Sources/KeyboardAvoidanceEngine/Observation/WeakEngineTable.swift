/// Weak references from the observer to the engines it serves (rule L4): scroll views'
/// and constraints'.
///
/// The observer must never keep an engine, and so a host, alive. Entries whose engine is
/// gone are pruned whenever the table is walked.
///
/// Engines are served in a fixed order, so that an app behaves the same on every launch:
/// screens' engines first (rule L10), then scroll views', then constraints', each in the
/// order they registered. A constraint that moves only when the focused input would be
/// covered (rule C2) then sees where the input's scroll view has already put it, and does
/// not move for an input that scrolling has cleared (the rules are silent; this is the
/// choice a developer would expect).
@MainActor
struct WeakEngineTable {
  private final class Entry {
    let id: ObjectIdentifier
    let isLate: Bool
    weak var engine: (any KeyboardSignalReceiver)?

    init(_ engine: any KeyboardSignalReceiver, isLate: Bool) {
      id = ObjectIdentifier(engine)
      self.isLate = isLate
      self.engine = engine
    }
  }

  private var entries: [Entry] = []

  /// Adds an engine at the end of its group; adding it twice keeps one entry.
  ///
  /// - Complexity: O(number of registered engines), never of views.
  mutating func insert(_ engine: any KeyboardSignalReceiver) {
    let id = ObjectIdentifier(engine)
    if let index = entries.firstIndex(where: { $0.id == id }) {
      if entries[index].engine === engine { return }
      // A dead engine's identifier, reused by a new object.
      entries.remove(at: index)
    }
    entries.append(Entry(engine, isLate: engine.runsAfterScrollHosts))
  }

  /// Removes an engine if present.
  mutating func remove(_ engine: any KeyboardSignalReceiver) {
    let id = ObjectIdentifier(engine)
    entries.removeAll { $0.id == id }
  }

  /// The engines still alive, scroll views' first, after dropping the dead entries.
  ///
  /// Among scroll views, a host inside another enabled host hears after it (rule F8): the
  /// outer one scrolls first, and the inner one measures where the outer one sends it, so
  /// that it never takes an inset that the outer one's scroll would take back.
  ///
  /// - Complexity: O(number of registered engines × depth of their hosts), never of the
  ///   number of views.
  mutating func live() -> [any KeyboardSignalReceiver] {
    entries.removeAll { $0.engine == nil }
    var alive: [any KeyboardSignalReceiver] = []
    alive.reserveCapacity(entries.count)
    // Screens first: a screen is the outer host of every host inside it (rules L10, F8).
    for entry in entries where !entry.isLate {
      if let engine = entry.engine as? ScreenEngine { alive.append(engine) }
    }
    let screens = alive.count
    for entry in entries where !entry.isLate {
      if let engine = entry.engine, !(engine is ScreenEngine) { alive.append(engine) }
    }
    alive = Array(alive[..<screens]) + Self.outerFirst(Array(alive[screens...]))
    for entry in entries where entry.isLate {
      if let engine = entry.engine { alive.append(engine) }
    }
    return alive
  }

  /// `engines` with each one after every engine whose host encloses its host, otherwise in
  /// the given order (rule F8).
  ///
  /// - Complexity: O(number of engines × nesting × depth of their hosts).
  private static func outerFirst(_ engines: [any KeyboardSignalReceiver])
    -> [any KeyboardSignalReceiver]
  {
    guard engines.count > 1 else { return engines }
    let levels = engines.map { engine in
      var level = 0
      var outer = engine.enclosingReceiver
      // A chain never holds more engines than there are; the bound guards against a cycle.
      while let current = outer, level < engines.count {
        level += 1
        outer = current.enclosingReceiver
      }
      return level
    }
    guard levels.contains(where: { $0 > 0 }) else { return engines }
    return engines.indices
      .sorted { (levels[$0], $0) < (levels[$1], $1) }
      .map { engines[$0] }
  }

  /// How many entries the table holds, dead ones included until the next walk.
  var count: Int { entries.count }
}

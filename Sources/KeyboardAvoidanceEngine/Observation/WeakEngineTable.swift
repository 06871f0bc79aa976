/// Weak references from the observer to the engines it serves (rule L4): scroll views'
/// and constraints'.
///
/// The observer must never keep an engine, and so a host, alive. Entries whose engine is
/// gone are pruned whenever the table is walked.
///
/// Engines are served in a fixed order, so that an app behaves the same on every launch:
/// scroll views' engines first, then constraints', each in the order they registered. A
/// constraint that moves only when the focused input would be covered (rule C2) then sees
/// where the input's scroll view has already put it, and does not move for an input that
/// scrolling has cleared (the rules are silent; this is the choice a developer would expect).
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
  /// - Complexity: O(number of registered engines), never of views.
  mutating func live() -> [any KeyboardSignalReceiver] {
    entries.removeAll { $0.engine == nil }
    var alive: [any KeyboardSignalReceiver] = []
    alive.reserveCapacity(entries.count)
    for entry in entries where !entry.isLate {
      if let engine = entry.engine { alive.append(engine) }
    }
    for entry in entries where entry.isLate {
      if let engine = entry.engine { alive.append(engine) }
    }
    return alive
  }

  /// How many entries the table holds, dead ones included until the next walk.
  var count: Int { entries.count }
}

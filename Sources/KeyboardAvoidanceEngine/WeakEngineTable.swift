/// Weak references from the observer to the engines it serves (SPEC L4).
///
/// The observer must never keep an engine, and so a host, alive. Entries whose engine is
/// gone are pruned whenever the table is walked.
@MainActor
struct WeakEngineTable {
  private final class Entry {
    weak var engine: KeyboardEngine?
    init(_ engine: KeyboardEngine) { self.engine = engine }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Adds an engine; adding it twice keeps one entry.
  mutating func insert(_ engine: KeyboardEngine) {
    entries[ObjectIdentifier(engine)] = Entry(engine)
  }

  /// Removes an engine if present.
  mutating func remove(_ engine: KeyboardEngine) {
    entries[ObjectIdentifier(engine)] = nil
  }

  /// The engines still alive, after dropping the dead entries.
  ///
  /// - Complexity: O(number of registered engines), never of views.
  mutating func live() -> [KeyboardEngine] {
    var alive: [KeyboardEngine] = []
    alive.reserveCapacity(entries.count)
    for (key, entry) in entries {
      if let engine = entry.engine { alive.append(engine) } else { entries[key] = nil }
    }
    return alive
  }

  /// How many entries the table holds, dead ones included until the next walk.
  var count: Int { entries.count }
}

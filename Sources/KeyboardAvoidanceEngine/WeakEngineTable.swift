/// Weak references from the observer to the engines it serves (SPEC L4): scroll views'
/// and constraints'.
///
/// The observer must never keep an engine, and so a host, alive. Entries whose engine is
/// gone are pruned whenever the table is walked.
@MainActor
struct WeakEngineTable {
  private final class Entry {
    weak var engine: (any KeyboardEventReceiver)?
    init(_ engine: any KeyboardEventReceiver) { self.engine = engine }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Adds an engine; adding it twice keeps one entry.
  mutating func insert(_ engine: any KeyboardEventReceiver) {
    entries[ObjectIdentifier(engine)] = Entry(engine)
  }

  /// Removes an engine if present.
  mutating func remove(_ engine: any KeyboardEventReceiver) {
    entries[ObjectIdentifier(engine)] = nil
  }

  /// The engines still alive, after dropping the dead entries.
  ///
  /// - Complexity: O(number of registered engines), never of views.
  mutating func live() -> [any KeyboardEventReceiver] {
    var alive: [any KeyboardEventReceiver] = []
    alive.reserveCapacity(entries.count)
    for (key, entry) in entries {
      if let engine = entry.engine { alive.append(engine) } else { entries[key] = nil }
    }
    return alive
  }

  /// How many entries the table holds, dead ones included until the next walk.
  var count: Int { entries.count }
}

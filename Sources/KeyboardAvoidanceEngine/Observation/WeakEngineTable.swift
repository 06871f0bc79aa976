/// Weak references from the observer to the engines it serves (rule L4): screens', scroll
/// views' and constraints'.
///
/// The observer must never keep an engine, and so a host, alive. Entries whose engine is
/// gone are pruned whenever the table is walked. Each engine is found by its host's
/// identity too (``KeyboardSignalReceiver/hostIdentity``): a host hands back the identity
/// of the host around it, never its engine (rule F8). The order in which engines hear a
/// signal is ``EngineDispatcher``'s.
@MainActor
struct WeakEngineTable {
  /// Which group of ``live()`` an engine hears in, decided once as it registers.
  private enum Group {
    case screen, scrollView, late
  }

  @MainActor
  private final class Entry {
    let id: ObjectIdentifier
    let hostID: ObjectIdentifier?
    let group: Group
    weak var engine: (any KeyboardSignalReceiver)?

    init(_ engine: any KeyboardSignalReceiver) {
      id = ObjectIdentifier(engine)
      hostID = engine.hostIdentity
      group =
        engine.runsAfterScrollHosts ? .late : engine is ScreenEngine ? .screen : .scrollView
      self.engine = engine
    }
  }

  private var entries: [Entry] = []
  /// The entries by their host's identity.
  private var byHost: [ObjectIdentifier: Entry] = [:]

  /// Adds an engine at the end of its group; adding it twice keeps one entry.
  ///
  /// - Complexity: O(number of registered engines), never of views.
  mutating func insert(_ engine: any KeyboardSignalReceiver) {
    let id = ObjectIdentifier(engine)
    if let index = entries.firstIndex(where: { $0.id == id }) {
      if entries[index].engine === engine { return }
      // A dead engine's identifier, reused by a new object.
      remove(at: index)
    }
    let entry = Entry(engine)
    entries.append(entry)
    if let hostID = entry.hostID { byHost[hostID] = entry }
  }

  /// Removes an engine if present.
  mutating func remove(_ engine: any KeyboardSignalReceiver) {
    let id = ObjectIdentifier(engine)
    if let index = entries.firstIndex(where: { $0.id == id }) { remove(at: index) }
  }

  private mutating func remove(at index: Int) {
    let entry = entries.remove(at: index)
    if let hostID = entry.hostID, byHost[hostID] === entry { byHost[hostID] = nil }
  }

  /// The live engine of the host with identity `id`, or `nil`.
  ///
  /// - Complexity: O(1).
  func engine(servingHost id: ObjectIdentifier) -> (any KeyboardSignalReceiver)? {
    byHost[id]?.engine
  }

  /// The engines still alive, after dropping the dead entries: screens' first (rule L10),
  /// then scroll views' (at `scrollViews`), then those that hear after scroll views'
  /// (constraints'), each group in the order its engines registered.
  ///
  /// - Complexity: O(number of registered engines), never of the number of views.
  mutating func live() -> (engines: [any KeyboardSignalReceiver], scrollViews: Range<Int>) {
    // One load of each weak reference: signals are told often (every turn's end, rule K7).
    var alive: [any KeyboardSignalReceiver] = []
    alive.reserveCapacity(entries.count)
    var scrollViews: [any KeyboardSignalReceiver] = []
    var late: [any KeyboardSignalReceiver] = []
    var hasDead = false
    for entry in entries {
      guard let engine = entry.engine else {
        hasDead = true
        continue
      }
      switch entry.group {
      case .screen: alive.append(engine)
      case .scrollView: scrollViews.append(engine)
      case .late: late.append(engine)
      }
    }
    if hasDead {
      entries.removeAll { $0.engine == nil }
      byHost = byHost.filter { $0.value.engine != nil }
    }
    let screens = alive.count
    alive.append(contentsOf: scrollViews)
    let range = screens..<alive.count
    alive.append(contentsOf: late)
    return (alive, range)
  }

  /// Runs `body` for each live engine, in registration order, dead entries skipped (pruned
  /// at the next ``live()``).
  func forEachLive(_ body: (any KeyboardSignalReceiver) -> Void) {
    for entry in entries {
      if let engine = entry.engine { body(engine) }
    }
  }

  /// Whether a live engine of type `Engine` satisfies `predicate`.
  ///
  /// - Complexity: O(number of registered engines), never of the number of views.
  func contains<Engine>(_ type: Engine.Type, where predicate: (Engine) -> Bool) -> Bool {
    entries.contains { entry in (entry.engine as? Engine).map(predicate) ?? false }
  }

  /// How many entries the table holds, dead ones included until the next walk.
  var count: Int { entries.count }
}

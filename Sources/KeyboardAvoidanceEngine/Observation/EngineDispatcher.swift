/// The engines the observer serves, the order in which they hear a signal, and what nested
/// hosts ask of each other (rule F8), in one place.
///
/// Engines are served in a fixed order, so that an app behaves the same on every launch:
/// screens' engines first (rule L10: a screen is the outer host of every host inside it),
/// then scroll views', each after every engine whose host encloses its host (the outer one
/// scrolls first, and the inner one measures where the outer one sends it, so that it never
/// takes an inset that the outer one's scroll would take back), then constraints', each
/// group otherwise in the order its engines registered. A constraint that moves only when
/// the focused input would be covered (rule C2) then sees where the input's scroll view has
/// already put it, and does not move for an input that scrolling has cleared (the rules are
/// silent; this is the choice a developer would expect).
///
/// Hosts hand back identities, never engines: an engine finds the engine of the host around
/// its own here (``engine(servingHost:)``). An outer host still deciding whether the
/// keyboard covers it holds the hosts inside until it has (``CoverDeciding``). The
/// dispatcher also knows which engines have an animated offset of their own on its way
/// (rule A1): with none, no inner host walks to the hosts around it; and whether an engine
/// decides whether the keyboard covers its host (rules L7, L10): with none, no host walks
/// to the host or the screen around it.
@MainActor
final class EngineDispatcher {
  private var table = WeakEngineTable()
  /// The engines whose own animated offset may still be on its way (rule A1).
  private var offsetsOnTheirWay: Set<ObjectIdentifier> = []

  /// How many engines are registered, counting ones not yet pruned.
  var count: Int { table.count }

  /// Adds an engine, served under its host's identity; adding it twice keeps one entry.
  func register(_ engine: any KeyboardSignalReceiver) {
    table.insert(engine)
  }

  /// Removes an engine, and forgets its offset on its way.
  func unregister(_ engine: any KeyboardSignalReceiver) {
    table.remove(engine)
    offsetsOnTheirWay.remove(ObjectIdentifier(engine))
  }

  /// The live engines in the order they hear a signal (see the type's discussion).
  ///
  /// - Complexity: O(number of registered engines × nesting × depth of their hosts), never
  ///   of the number of views.
  func inOrder() -> [any KeyboardSignalReceiver] {
    var (engines, scrollViews) = table.live()
    if scrollViews.count > 1 {
      engines.replaceSubrange(scrollViews, with: Self.outerFirst(Array(engines[scrollViews])))
    }
    return engines
  }

  /// Runs `body` for each live engine, in no particular order and building no list: for a
  /// signal each engine only notes (the end of a turn, rule K7), told every turn.
  ///
  /// - Complexity: O(number of registered engines), never of the number of views.
  func forEachLive(_ body: (any KeyboardSignalReceiver) -> Void) {
    table.forEachLive(body)
  }

  /// The live engine registered for the host with identity `id`, `nil` for none (rule F8).
  func engine(servingHost id: ObjectIdentifier) -> (any KeyboardSignalReceiver)? {
    table.engine(servingHost: id)
  }

  /// Whether an engine is registered for the host with identity `id`.
  func isServed(_ id: ObjectIdentifier) -> Bool {
    table.engine(servingHost: id) != nil
  }

  /// Whether a screen's engine is deciding whether the keyboard covers its input (rule L10):
  /// with none, no host inside a screen waits for one, and none walks to its screen.
  ///
  /// - Complexity: O(number of registered engines), never of the number of views.
  var hasScreenDecidingCover: Bool {
    table.contains(ScreenEngine.self) { $0.cover.isPending }
  }

  /// Whether a scroll view's engine waits for its first cover decision (rule L7): with
  /// none, no host inside another waits for the one around, and none walks to it (F8).
  ///
  /// - Complexity: O(number of registered engines), never of the number of views.
  var hasScrollHostAwaitingFirstCover: Bool {
    table.contains(KeyboardScrollEngine.self) { $0.awaitsFirstCover }
  }

  // MARK: - Offsets on their way (rules A1, F8)

  /// Notes whether `engine` has an animated offset of its own that may still be on its way.
  func setOffsetOnItsWay(_ isOnItsWay: Bool, for engine: any KeyboardSignalReceiver) {
    if isOnItsWay {
      offsetsOnTheirWay.insert(ObjectIdentifier(engine))
    } else {
      offsetsOnTheirWay.remove(ObjectIdentifier(engine))
    }
  }

  /// Whether any engine has an offset on its way: with none, a host inside another reads
  /// its frame as it is, without walking to the hosts around it.
  var hasOffsetsOnTheirWay: Bool { !offsetsOnTheirWay.isEmpty }

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
}

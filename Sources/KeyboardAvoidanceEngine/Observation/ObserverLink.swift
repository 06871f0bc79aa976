/// An engine's registration with the observer of its host's notifications, held weakly.
///
/// A host can reach a different observer over its life (a headless view that joins
/// another screen): connecting moves the registration, once, so no engine ever hears one
/// event twice (rule L4: no observer outlives its engine, nor the other way round).
@MainActor
struct ObserverLink {
  /// The observer the engine is registered with.
  private(set) weak var observer: KeyboardObserver?

  /// Registers `receiver` with `current`, leaving the previous observer; a no-op when
  /// `current` is already the one, or `nil`.
  mutating func connect(_ receiver: any KeyboardSignalReceiver, to current: KeyboardObserver?) {
    guard let current, current !== observer else { return }
    observer?.unregister(receiver)
    observer = current
    current.register(receiver)
  }

  /// Unregisters `receiver`.
  mutating func disconnect(_ receiver: any KeyboardSignalReceiver) {
    observer?.unregister(receiver)
    observer = nil
  }
}

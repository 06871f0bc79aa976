package import KeyboardAvoidanceEngine

/// Opaque storage for a scroll view's engine; see ``KeyboardScrollAvoiding``.
///
/// It has no public members. It holds the adapter through which the engine reaches its
/// scroll view, and the engine, made on first use.
@MainActor
@_documentation(visibility: internal)
public final class KeyboardScrollSlot {
  private let ownedHost: (any KeyboardScrollHost)?
  private weak var host: (any KeyboardScrollHost)?
  package private(set) var engine: KeyboardScrollEngine?

  /// A slot whose engine reaches its scroll view through `host`.
  ///
  /// An adapter that only
  /// this slot holds (the UIKit binding's, which holds the scroll view weakly) is kept
  /// alive by it; a host that is the scroll view itself is held weakly, since the scroll
  /// view owns the slot.
  package init(host: any KeyboardScrollHost, ownsHost: Bool) {
    ownedHost = ownsHost ? host : nil
    self.host = host
  }

  /// The engine, made on first use.
  var madeEngine: KeyboardScrollEngine {
    if let engine { return engine }
    let engine = KeyboardScrollEngine(host: ownedHost ?? host)
    self.engine = engine
    return engine
  }
}

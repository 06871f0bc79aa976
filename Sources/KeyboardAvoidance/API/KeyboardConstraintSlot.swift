package import KeyboardAvoidanceEngine

/// Opaque storage for a constraint's engine; see ``KeyboardConstraintFollowing``.
@MainActor
@_documentation(visibility: internal)
public final class KeyboardConstraintSlot {
  private let ownedHost: (any KeyboardConstraintHost)?
  private weak var host: (any KeyboardConstraintHost)?
  package private(set) var engine: ConstraintEngine?

  /// A slot whose engine reaches its constraint through `host`; see
  /// ``KeyboardScrollSlot``.
  package init(host: any KeyboardConstraintHost, ownsHost: Bool) {
    ownedHost = ownsHost ? host : nil
    self.host = host
  }

  /// The engine, made on first use.
  var madeEngine: ConstraintEngine {
    if let engine { return engine }
    let engine = ConstraintEngine(constraint: ownedHost ?? host)
    self.engine = engine
    return engine
  }
}

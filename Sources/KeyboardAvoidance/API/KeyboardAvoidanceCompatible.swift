package import KeyboardAvoidanceEngine

/// A scroll view that offers `keyboard`: `scrollView.keyboard.enable()`.
///
/// `UIScrollView` adopts it, and so `UITableView`, `UICollectionView` and `UITextView`.
/// Its one requirement is storage that the library creates; apps never implement it.
@MainActor
public protocol KeyboardScrollAvoiding: AnyObject {
  /// Storage for this scroll view's engine, created by the library. Holding it strongly
  /// makes the engine live and die with the scroll view (rule L4).
  @_documentation(visibility: internal)
  var _keyboardScrollSlot: KeyboardScrollSlot { get }
}

/// A layout constraint that offers `keyboard`: `constraint.keyboard.follow()`.
///
/// `NSLayoutConstraint` adopts it. Its one requirement is storage that the library
/// creates; apps never implement it.
@MainActor
public protocol KeyboardConstraintFollowing: AnyObject {
  /// Storage for this constraint's engine, created by the library. Holding it strongly
  /// makes the engine live and die with the constraint (rule L4).
  @_documentation(visibility: internal)
  var _keyboardConstraintSlot: KeyboardConstraintSlot { get }
}

extension KeyboardScrollAvoiding {
  /// Keyboard avoidance for this scroll view.
  ///
  /// ```swift
  /// scrollView.keyboard.enable()
  /// scrollView.keyboard.margin = 24
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}

extension KeyboardConstraintFollowing {
  /// Keyboard following for this constraint.
  ///
  /// ```swift
  /// bottomConstraint.keyboard.follow()
  /// ```
  public var keyboard: KeyboardAvoidanceWrapper<Self> { KeyboardAvoidanceWrapper(self) }
}

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

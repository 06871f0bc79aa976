#if canImport(UIKit)
  import ObjectiveC

  /// One kind of object that the binding attaches to UIKit objects it does not own (an
  /// engine slot to a scroll view or a constraint, a Return target to a text field).
  ///
  /// The object is retained, nonatomically, by its owner and released with it, which is
  /// what ties an engine's lifetime to its host (rule L4). The key is a byte allocated
  /// once for the process: a stable address without taking `&` of a global, which keeps the
  /// code valid with and without Objective-C interop.
  @MainActor
  struct AssociatedObject<Value: AnyObject> {
    private let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The object attached to `owner`, if any.
    func value(of owner: AnyObject) -> Value? {
      objc_getAssociatedObject(owner, key) as? Value
    }

    /// Detaches the object from `owner`.
    func detach(from owner: AnyObject) {
      objc_setAssociatedObject(owner, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The object attached to `owner`, attaching the one `make` returns on first use.
    func value(of owner: AnyObject, orAttach make: () -> Value) -> Value {
      if let value = value(of: owner) { return value }
      let value = make()
      objc_setAssociatedObject(owner, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return value
    }
  }

  extension AssociatedObject where Value == KeyboardEngineSlot {
    /// The engine slot attached to `owner`, attached on first use: a slot whose engine
    /// `engine` makes around the adapter `host` (rule L4).
    ///
    /// The adapter is made with the slot, which keeps it alive: it holds its UIKit object
    /// weakly, and the engine reaches the object only through it.
    func engineSlot<Host>(
      of owner: AnyObject, host: () -> Host, engine: @escaping @MainActor (Host) -> AnyObject
    ) -> KeyboardEngineSlot {
      value(of: owner) {
        let host = host()
        return KeyboardEngineSlot { engine(host) }
      }
    }
  }
#endif

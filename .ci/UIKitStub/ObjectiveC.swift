// Stub of the ObjectiveC runtime declarations the binding uses, copied from
// developer.apple.com/documentation/objectivec. Bodies are placeholders: this module is
// only ever type-checked against, never run.

/// AD objectivec/objc_associationpolicy ("enum objc_AssociationPolicy", an NS enum of
/// uintptr_t; raw values from objc/runtime.h: 0, 1, 3, 01401, 01403).
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// AD objectivec/objc_getassociatedobject(_:_:)
/// `func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?`
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

/// AD objectivec/objc_setassociatedobject(_:_:_:_:)
/// `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
/// _ policy: objc_AssociationPolicy)`
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

/// AD objectivec/selector: `struct Selector`, what `#selector(...)` produces. The type-check
/// enables Objective-C interop (`-enable-objc-interop`, off by default on Linux) so that
/// `@objc` and `#selector` are checked as on Apple platforms; the compiler then expects the
/// runtime's layout, a single pointer (objc/ObjectiveC.swift in the Swift repository).
public struct Selector: @unchecked Sendable {
  let ptr: OpaquePointer
}

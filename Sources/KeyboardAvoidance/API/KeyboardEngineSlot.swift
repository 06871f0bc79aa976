/// Storage for one host's engine: a scroll view's or a constraint's.
///
/// Its host holds it strongly (UIKit: as an associated object), so the engine lives and dies
/// with the host (rule L4). It is part of the binding's interface, not of the app's: it is
/// declared for the `KeyboardAvoidanceBinding` SPI, and apps never see it.
@_spi(KeyboardAvoidanceBinding)
@MainActor
public final class KeyboardEngineSlot {
  private let make: @MainActor () -> AnyObject
  private var made: AnyObject?

  /// A slot whose engine `make` creates on first use.
  ///
  /// The closure keeps alive what only the slot holds (the UIKit binding's adapter, which
  /// holds its view weakly); it captures weakly a host that owns the slot itself.
  package init(make: @escaping @MainActor () -> AnyObject) {
    self.make = make
  }

  /// The engine, when one was made and is an `Engine`; reading it creates nothing.
  package func engine<Engine: AnyObject>(_ type: Engine.Type) -> Engine? {
    made as? Engine
  }

  /// The engine, made on first use.
  package func makeEngineIfNeeded<Engine: AnyObject>(_ type: Engine.Type) -> Engine? {
    if made == nil { made = make() }
    return made as? Engine
  }
}

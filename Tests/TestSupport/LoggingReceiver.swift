package import KeyboardAvoidanceEngine

/// The names receivers wrote as they heard signals, in the order they heard them.
@MainActor
package final class ReceiverLog {
  /// The names, in order.
  package var names: [String] = []

  package init() {}
}

/// A signal receiver that stands for an engine in tests of who hears first (rules C2, F8):
/// it writes its name into a log as it hears a keyboard event, and "name moved" as it hears
/// a geometry change.
@MainActor
package final class LoggingReceiver: KeyboardSignalReceiver {
  /// The name it writes.
  package let name: String
  /// Whether it hears after every scroll view's engine, as a constraint's engine does.
  package let runsAfterScrollHosts: Bool
  /// The receiver of the enabled host around its host, which hears before it.
  package weak var enclosing: LoggingReceiver?
  private let log: ReceiverLog

  package init(_ name: String, runsAfterScrollHosts: Bool = false, log: ReceiverLog) {
    self.name = name
    self.runsAfterScrollHosts = runsAfterScrollHosts
    self.log = log
  }

  package var enclosingReceiver: (any KeyboardSignalReceiver)? { enclosing }

  package func receive(_ signal: KeyboardSignal) {
    switch signal {
    case .keyboard: log.names.append(name)
    case .geometryChanged: log.names.append("\(name) moved")
    default: break
    }
  }
}

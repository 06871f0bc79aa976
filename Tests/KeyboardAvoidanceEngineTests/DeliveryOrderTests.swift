import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceEngine

/// The observer serves engines in a fixed order: scroll views' first, then constraints',
/// each group in registration order, dead ones dropped (rule L4), whatever the process's
/// hash seed.
@MainActor
struct DeliveryOrderTests {
  /// A receiver that writes its name into a shared log when it hears an event.
  private final class Receiver: KeyboardSignalReceiver {
    let name: String
    let runsAfterScrollHosts: Bool
    let log: Log
    init(_ name: String, late: Bool, log: Log) {
      self.name = name
      runsAfterScrollHosts = late
      self.log = log
    }
    func receive(_ signal: KeyboardSignal) {
      switch signal {
      case .keyboard: log.names.append(name)
      case .geometryChanged: log.names.append("\(name) moved")
      default: break
      }
    }
  }

  private final class Log {
    var names: [String] = []
  }

  @Test func `C2: scroll views' engines hear each event first, each group as registered`() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    let log = Log()
    let receivers = [
      Receiver("bar", late: true, log: log), Receiver("form", late: false, log: log),
      Receiver("footer", late: true, log: log), Receiver("list", late: false, log: log),
    ]
    for receiver in receivers { observer.register(receiver) }
    observer.register(receivers[1])
    let info = [KeyboardUserInfoKey.frameEnd: NSValue.keyboardValue(wrapping: .zero)]
    center.post(name: KeyboardEventName.willShow.notificationName, object: nil, userInfo: info)
    #expect(log.names == ["form", "list", "bar", "footer"])
    observer.unregister(receivers[1])
    log.names = []
    center.post(name: KeyboardEventName.willHide.notificationName, object: nil, userInfo: nil)
    #expect(log.names == ["list", "bar", "footer"])
    #expect(observer.registeredEngineCount == 3)
  }

  @Test func `K7: a geometry change reaches every engine, scroll views first`() {
    let observer = KeyboardObserver(center: NotificationCenter())
    let log = Log()
    let receivers = [
      Receiver("bar", late: true, log: log), Receiver("form", late: false, log: log),
    ]
    for receiver in receivers { observer.register(receiver) }
    observer.receive(.geometryChanged)
    #expect(log.names == ["form moved", "bar moved"])
  }

  @Test func `L4: a released engine is dropped at the next event`() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    let log = Log()
    let kept = Receiver("kept", late: false, log: log)
    do {
      let released = Receiver("released", late: false, log: log)
      observer.register(released)
    }
    observer.register(kept)
    #expect(observer.registeredEngineCount == 2)
    center.post(name: KeyboardEventName.willHide.notificationName, object: nil, userInfo: nil)
    #expect(log.names == ["kept"])
    #expect(observer.registeredEngineCount == 1)
  }
}

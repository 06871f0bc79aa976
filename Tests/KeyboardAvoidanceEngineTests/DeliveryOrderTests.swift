import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import TestSupport
import Testing

@testable import KeyboardAvoidanceEngine

/// The observer serves engines in a fixed order: scroll views' first, then constraints',
/// each group in registration order, dead ones dropped (rule L4), whatever the process's
/// hash seed.
@MainActor
struct DeliveryOrderTests {
  @Test func `C2: scroll views' engines hear each event first, each group as registered`() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    let log = ReceiverLog()
    let receivers = [
      LoggingReceiver("bar", runsAfterScrollHosts: true, log: log),
      LoggingReceiver("form", log: log),
      LoggingReceiver("footer", runsAfterScrollHosts: true, log: log),
      LoggingReceiver("list", log: log),
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
    let log = ReceiverLog()
    let receivers = [
      LoggingReceiver("bar", runsAfterScrollHosts: true, log: log),
      LoggingReceiver("form", log: log),
    ]
    for receiver in receivers { observer.register(receiver) }
    observer.receive(.geometryChanged)
    #expect(log.names == ["form moved", "bar moved"])
  }

  @Test func `L4: a released engine is dropped at the next event`() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    let log = ReceiverLog()
    let kept = LoggingReceiver("kept", log: log)
    do {
      let released = LoggingReceiver("released", log: log)
      observer.register(released)
    }
    observer.register(kept)
    #expect(observer.registeredEngineCount == 2)
    center.post(name: KeyboardEventName.willHide.notificationName, object: nil, userInfo: nil)
    #expect(log.names == ["kept"])
    #expect(observer.registeredEngineCount == 1)
  }
}

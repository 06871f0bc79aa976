import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@testable import KeyboardAvoidanceEngine

/// The engine's shape: hosts hand back identities, never engines; the observer's
/// dispatcher finds the engine (rule F8).
@MainActor
struct EngineShapeTests {
  @Test func `F8: a host hands back the identity of the host around that an engine serves`()
    throws
  {
    // A list 390 x 200 at the top of the form's content, holding a field.
    let stage = Stage.form()
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200),
      contentSize: CGSize(width: 390, height: 200))
    stage.scrollView.addSubview(list)
    stage.addField("name", y: 80, in: list)
    list.keyboard.enable()
    let observer = try #require(list.hostKeyboardObserver)
    let dispatcher = observer.dispatcher
    // The form has no engine yet: no host around is served.
    #expect(list.enclosingHostIdentity(where: dispatcher.isServed) == nil)
    stage.scrollView.keyboard.enable()
    let form = ObjectIdentifier(stage.scrollView)
    #expect(list.enclosingHostIdentity(where: dispatcher.isServed) == form)
    let engine = try #require(stage.scrollView.existingKeyboardEngine)
    #expect(dispatcher.engine(servingHost: form) === engine)
    // Disabled, the form's engine is no longer served: the list has no host around.
    stage.scrollView.keyboard.disable()
    #expect(list.enclosingHostIdentity(where: dispatcher.isServed) == nil)
    #expect(dispatcher.engine(servingHost: form) == nil)
  }
}

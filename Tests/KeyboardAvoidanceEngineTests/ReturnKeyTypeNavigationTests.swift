import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// What Return does by the field's Return key, in a plain scroll view (rule F6).
///
/// A 390 x 844 screen and scroll view (content 1600 tall, `never` adjustment), a 336 pt
/// keyboard: the band is 844 - 336 = 508 tall. Fields are 358 x 44: "first" at y 100,
/// "second" at y 700 (target with margin 684 ... 760).
@MainActor
struct ReturnKeyTypeNavigationTests {
  private let stage = Stage(safeArea: .zero, adjustment: .never)
  private let first: HeadlessTextField
  private let second: HeadlessTextField

  init() {
    first = stage.addField("first", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    second = stage.addField("second", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
  }

  /// Focuses "first", shows a 336 pt keyboard and returns the Return action the engine
  /// gave the field.
  private func focusFirstForItsReturnAction() throws -> @MainActor @Sendable () -> Void {
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    return try #require(first.returnKeyAction)
  }

  @Test func `F6: a Send field keeps focus and the keyboard after Return`() {
    first.returnKeyType = .send
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    // UIKit ends editing on Return only in a field with an editingDidEndOnExit target:
    // the engine leaves none, so Return changes nothing.
    #expect(first.returnKeyAction == nil)
    stage.scrollView.recorder = HostRecorder()
    first.pressReturn()
    #expect(stage.focusedID == "first")
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test(arguments: [
    ReturnKeyType.send, .go, .search, .join, .route, .google, .yahoo, .emergencyCall,
  ])
  func `F6: the app's own Return keys get no target and keep focus`(type: ReturnKeyType) {
    first.returnKeyType = type
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(first.returnKeyAction == nil)
    first.pressReturn()
    #expect(stage.focusedID == "first")
  }

  @Test(arguments: [ReturnKeyType.default, .next, .continue])
  func `F6: default, next and continue fields move to the next input`(type: ReturnKeyType) {
    first.returnKeyType = type
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.scrollView.contentOffset.y == 0)
    first.pressReturn()
    // "second" is revealed with its margin: 760 - 508 = 252.
    #expect(stage.focusedID == "second")
    #expect(stage.scrollView.contentOffset.y == 252)
  }

  @Test func `F6: a Done field ends editing, though an input follows it`() {
    first.returnKeyType = .done
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(first.returnKeyAction != nil)
    first.pressReturn()
    #expect(stage.focusedID == nil)
    #expect(stage.scrollView.contentOffset.y == 0)
  }

  @Test func `F6: Return in the last field that moves on ends editing`() {
    second.returnKeyType = .next
    second.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    second.pressReturn()
    #expect(stage.focusedID == nil)
  }

  @Test func `F6: a field whose key became Send since its last editing loses the engine's action`()
  {
    first.becomeFirstResponder()
    #expect(first.returnKeyAction != nil)
    first.resignFirstResponder()
    first.returnKeyType = .send
    first.becomeFirstResponder()
    #expect(first.returnKeyAction == nil)
    first.pressReturn()
    #expect(stage.focusedID == "first")
    // Back to Next: the action comes back, and Return moves on.
    first.resignFirstResponder()
    first.returnKeyType = .next
    first.becomeFirstResponder()
    #expect(first.returnKeyAction != nil)
    first.pressReturn()
    #expect(stage.focusedID == "second")
  }

  @Test func `F6: an app's own action on a Send field is left in place`() {
    // The app's own editingDidEndOnExit action (a search that ends editing on purpose).
    var searches = 0
    first.returnKeyType = .search
    first.returnKeyAction = { searches += 1 }
    first.becomeFirstResponder()
    first.pressReturn()
    // The action ran once and, as in UIKit, editing ended.
    #expect(searches == 1)
    #expect(stage.focusedID == nil)
  }

  @Test func `F6: an action that arrives after UIKit ended editing still moves on from its field`()
    throws
  {
    let action = try focusFirstForItsReturnAction()
    // Should UIKit resign the field before it sends the action, nothing is focused then:
    // the move starts from the field that received Return, to "second", revealed with its
    // margin: 760 - 508 = 252.
    first.resignFirstResponder()
    action()
    #expect(stage.focusedID == "second")
    #expect(stage.scrollView.contentOffset.y == 252)
  }

  @Test func `F6: an action for a field the app already moved away from does nothing`() throws {
    let action = try focusFirstForItsReturnAction()
    // The app's delegate moved focus to "second" on Return: the engine makes no second move.
    second.becomeFirstResponder()
    action()
    #expect(stage.focusedID == "second")
  }
}

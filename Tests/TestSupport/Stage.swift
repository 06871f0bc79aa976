package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// A headless screen with one window, one scroll view and its fields, ready for a test.
///
/// Defaults are the replay format's example scenario: a 390 x 844 screen, a full-screen
/// window with a safe area of 47 / 34, a full-window scroll view with 1600 pt of content
/// and the `always` adjustment, resting at offset -47.
@MainActor
package struct Stage {
  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The host.
  package let scrollView: HeadlessScrollView
  /// The keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds a stage; with `observesFromFirstUse`, its observer hears nothing before a host
  /// reaches it, as at the library's first use in a process (rule L2).
  package init(
    screenSize: CGSize = CGSize(width: 390, height: 844),
    windowFrame: CGRect? = nil,
    safeArea: EdgeInsets = EdgeInsets(top: 47, bottom: 34),
    hostFrame: CGRect? = nil,
    contentSize: CGSize = CGSize(width: 390, height: 1600),
    adjustment: ContentInsetAdjustment = .always,
    observesFromFirstUse: Bool = false
  ) {
    self.init(
      screen: HeadlessScreen(size: screenSize, observesFromFirstUse: observesFromFirstUse),
      keyboard: nil, windowFrame: windowFrame ?? CGRect(origin: .zero, size: screenSize),
      safeArea: safeArea, hostFrame: hostFrame, contentSize: contentSize, adjustment: adjustment)
  }

  /// Builds a stage in another window of `other`'s screen.
  ///
  /// The window at `windowFrame` (an iPad's second scene, rule F1) has `other`'s safe area
  /// and the same scroll view filling it; the keyboard is `other`'s. The window made first
  /// is key.
  package init(beside other: Stage, windowFrame: CGRect) {
    self.init(
      screen: other.screen, keyboard: other.keyboard, windowFrame: windowFrame,
      safeArea: other.window.windowSafeAreaInsets, hostFrame: nil,
      contentSize: other.scrollView.contentSize,
      adjustment: other.scrollView.contentInsetAdjustmentBehavior)
  }

  private init(
    screen: HeadlessScreen, keyboard: HeadlessKeyboard?, windowFrame: CGRect,
    safeArea: EdgeInsets, hostFrame: CGRect?, contentSize: CGSize,
    adjustment: ContentInsetAdjustment
  ) {
    self.screen = screen
    window = HeadlessWindow(screen: screen, frame: windowFrame, safeAreaInsets: safeArea)
    scrollView = HeadlessScrollView(
      frame: hostFrame ?? CGRect(origin: .zero, size: windowFrame.size), contentSize: contentSize)
    scrollView.contentInsetAdjustmentBehavior = adjustment
    window.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    self.keyboard = keyboard ?? HeadlessKeyboard(screen: screen)
  }

  /// A form: a 390 x 844 screen and window without safe area, the scroll view filling the
  /// window with 1,200 pt of content and the `never` adjustment, at offset 0.
  package static func form() -> Stage {
    Stage(safeArea: .zero, contentSize: CGSize(width: 390, height: 1200), adjustment: .never)
  }

  /// The first responder, `nil` when nothing is focused.
  package var focused: HeadlessView? { screen.firstResponder }

  /// The first responder's identifier, `nil` when nothing is focused.
  package var focusedID: String? { (screen.firstResponder as? any HeadlessInput)?.identifier }

  /// Adds a text field to the scroll view's content.
  @discardableResult
  package func addField(_ identifier: String, frame: CGRect) -> HeadlessTextField {
    let field = HeadlessTextField(identifier: identifier, frame: frame)
    scrollView.addSubview(field)
    return field
  }

  /// Adds a form row's text field to `parent`, the scroll view by default: 358 x 44 at
  /// (16, `y`).
  @discardableResult
  package func addField(
    _ identifier: String, y: CGFloat, in parent: HeadlessView? = nil
  ) -> HeadlessTextField {
    (parent ?? scrollView).addFormField(identifier, y: y)
  }

  /// Adds a text view that grows with its text instead of scrolling (rule F5) to the scroll
  /// view's content: 358 x 36 at (16, `y`), empty, the model's font (20 pt lines, 10 pt
  /// characters) and inset (8 / 0 / 8 / 0).
  package func addGrowingTextView(_ identifier: String, y: CGFloat) -> HeadlessTextView {
    let textView = HeadlessTextView(
      identifier: identifier, frame: CGRect(x: 16, y: y, width: 358, height: 36))
    textView.isScrollEnabled = false
    scrollView.addSubview(textView)
    return textView
  }

  /// Posts one `will` or `did` notification with a frame and UIKit's default timing.
  package func post(
    _ name: KeyboardEventName, endFrame: CGRect?, timing: AnimationTiming = .keyboardDefault,
    isLocal: Bool = true
  ) {
    keyboard.post(KeyboardEvent(name: name, endFrame: endFrame, timing: timing, isLocal: isLocal))
  }

  /// Posts one notification with a frame as it comes from `object`, another screen or none,
  /// as UIKit may post them (rule K4); the simulator's own frame stays as it is.
  package func post(
    _ name: KeyboardEventName, endFrame: CGRect?, object: KeyboardNotificationObject
  ) {
    let event = KeyboardEvent(name: name, endFrame: endFrame)
    keyboard.post(name, userInfo: event.userInfo, object: object)
  }

  /// Enables the host, focuses `input` when one is given, and posts a `willShow` ending at
  /// `endFrame`: how most tests begin.
  package func enableAndShow(_ endFrame: CGRect, focusing input: (any HeadlessInput)? = nil) {
    scrollView.keyboard.enable()
    input?.becomeFirstResponder()
    post(.willShow, endFrame: endFrame)
  }
}

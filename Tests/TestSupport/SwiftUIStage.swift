package import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// The stage of the tests on the model of SwiftUI's scroll view.
///
/// A 390 x 844 screen and window with a safe area of 47 / 34; a hosting view filling it,
/// and in it the scroll view behind a SwiftUI `ScrollView` / `Form` filling it too, with
/// 1600 pt of content. SwiftUI sets its insets: 47 / 34 at rest, offset -47. The keyboard
/// is 336 pt tall, its top at 508: an overlap of 336, 302 beyond the safe area.
@MainActor
package struct SwiftUIStage {
  /// The keyboard's frame once shown: 336 pt from 508.
  package static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The screen.
  package let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  /// The window, filling the screen.
  package let window: HeadlessWindow
  /// SwiftUI's hosting view, filling the window.
  package let hosting: HeadlessHostingView
  /// SwiftUI's scroll view, filling the hosting view.
  package let scrollView = HeadlessHostingScrollView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    contentSize: CGSize(width: 390, height: 1600))
  /// The screen's keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds the stage, the scroll view at rest.
  package init() {
    window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    hosting = HeadlessHostingView(frame: window.bounds)
    window.addSubview(hosting)
    hosting.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    keyboard = HeadlessKeyboard(screen: screen)
  }

  /// Adds a form row's text field to `parent`, SwiftUI's scroll view by default: 358 x 44
  /// at (16, `y`).
  @discardableResult
  package func addField(
    _ identifier: String, y: CGFloat, in parent: HeadlessView? = nil
  ) -> HeadlessTextField {
    (parent ?? scrollView).addFormField(identifier, y: y)
  }

  /// Posts the keyboard's will-show to ``shown``.
  package func showKeyboard() {
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: Self.shown))
  }
}

/// A test on ``SwiftUIStage``: its parts under the names the tests use, without a copy of
/// the stage's set-up or of these accessors in each suite.
@MainActor
package protocol SwiftUIStaged {
  /// The stage the suite's tests run on.
  var stage: SwiftUIStage { get }
}

extension SwiftUIStaged {
  /// The stage's screen.
  package var screen: HeadlessScreen { stage.screen }
  /// The stage's window.
  package var window: HeadlessWindow { stage.window }
  /// The stage's hosting view.
  package var hosting: HeadlessHostingView { stage.hosting }
  /// SwiftUI's scroll view.
  package var scrollView: HeadlessHostingScrollView { stage.scrollView }
  /// The stage's keyboard.
  package var keyboard: HeadlessKeyboard { stage.keyboard }
  /// The keyboard's frame once shown (``SwiftUIStage/shown``).
  package var shown: CGRect { SwiftUIStage.shown }

  /// Adds a field to `parent`, SwiftUI's scroll view by default
  /// (``SwiftUIStage/addField(_:y:in:)``).
  @discardableResult
  package func addField(
    _ identifier: String, y: CGFloat, in parent: HeadlessView? = nil
  ) -> HeadlessTextField {
    stage.addField(identifier, y: y, in: parent)
  }
}

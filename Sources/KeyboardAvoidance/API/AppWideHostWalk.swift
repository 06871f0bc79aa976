import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// The app-wide mode's choice among the scroll views above an input (rule L7), one for the
/// UIKit binding and the headless model: each walks its own view tree and hands over what
/// it found.
@MainActor
package enum AppWideHostWalk {
  /// Enables the scroll view rule L7 picks among `scrollViews`, if any.
  ///
  /// - Parameters:
  ///   - input: The input that began editing.
  ///   - scrollViews: The scroll views that contain the input, nearest first (the input
  ///     itself first when it is a text view).
  ///   - scrollsVertically: Whether a scroll view can scroll vertically, as the platform's
  ///     view and layout tell.
  ///   - isOwnedBySystem: Whether the system owns a scroll view (a private subclass, or one
  ///     of UIKit's own view controllers), as the platform tells.
  package static func enableHost<ScrollView: KeyboardScrollAvoiding>(
    for input: AnyObject, among scrollViews: [ScrollView],
    scrollsVertically: (ScrollView) -> Bool, isOwnedBySystem: (ScrollView) -> Bool
  ) {
    let candidates = scrollViews.map { scrollView in
      let engine = scrollView.keyboardEngineSlot.engine(KeyboardScrollEngine.self)
      let scrolls = scrollsVertically(scrollView)
      // Only a scroll view that could be chosen is measured (and gets its engine made).
      let isBesideKeyboard =
        scrolls
        && (scrollView.keyboardEngineSlot.madeEngine(KeyboardScrollEngine.self)?
          .isBesideDockedKeyboard ?? false)
      return AppWideHostChoice.Candidate(
        isEnabled: engine?.isEnabled ?? false,
        isDisabledByApp: engine?.isDisabledByApp ?? false,
        scrollsVertically: scrolls, isInput: scrollView === input,
        isOwnedBySystem: isOwnedBySystem(scrollView), isBesideKeyboard: isBesideKeyboard)
    }
    guard let index = AppWideHostChoice.index(among: candidates) else { return }
    KeyboardLog.write("app-wide mode enables \(KeyboardLog.name(of: scrollViews[index]))")
    scrollViews[index].keyboardEngineSlot.madeEngine(KeyboardScrollEngine.self)?.enable(
      byAppWideMode: true)
  }
}

import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// The app-wide mode's choice among the scroll views above an input (rule L7), one for the
/// UIKit binding and the headless model: each walks its own view tree and hands over what
/// it found.
@MainActor
package enum AppWideHostWalk {
  /// Enables the scroll view rule L7 picks above `input`, if any: among the scroll views
  /// (`scrollView` tells which views are the app's candidates) on the way up from it that
  /// are outside SwiftUI content.
  ///
  /// - Returns: Whether a scroll view above the input serves it, and whether none does, so
  ///   that its screen may (rule L10; for a text view that is its own host, as its outer
  ///   host, rule L7).
  package static func enableHost<View: KeyboardViewNode, ScrollView: KeyboardHostLookup>(
    above input: View, scrollView: (View) -> ScrollView?,
    scrollsVertically: (ScrollView) -> Bool, isOwnedBySystem: (ScrollView) -> Bool
  ) -> Outcome where View.Node == View {
    // rule L7: a scroll view inside SwiftUI content is SwiftUI's, which lifts that content
    // itself (its keyboard modifier is the way in); SwiftUI content inside a UIKit scroll
    // view leaves that scroll view a candidate: SwiftUI does not scroll it.
    let scrollViews = KeyboardViewWalk.lineageOutsideSwiftUI(of: input).compactMap(scrollView)
    return enableHost(
      for: input, among: scrollViews, scrollsVertically: scrollsVertically,
      isOwnedBySystem: isOwnedBySystem)
  }

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
  ///
  /// Only the scroll view enabled gets an engine slot attached: the others, the system's
  /// own among them, are read through ``KeyboardHostLookup`` and measured through a way to
  /// them that nothing keeps.
  /// - Returns: Whether a scroll view above the input serves it, and whether none does, so
  ///   that its screen may (rule L10; for a text view that is its own host, as its outer
  ///   host, rule L7).
  package static func enableHost<ScrollView: KeyboardHostLookup>(
    for input: AnyObject, among scrollViews: [ScrollView],
    scrollsVertically: (ScrollView) -> Bool, isOwnedBySystem: (ScrollView) -> Bool
  ) -> Outcome {
    var candidates = scrollViews.map { scrollView in
      let engine = scrollView.existingKeyboardEngine
      return AppWideHostChoice.Candidate(
        isEnabled: engine?.isEnabled ?? false,
        isDisabledByApp: engine?.isDisabledByApp ?? false,
        scrollsVertically: scrollsVertically(scrollView), isInput: scrollView === input,
        isOwnedBySystem: isOwnedBySystem(scrollView))
    }
    var measured = Set<Int>()
    // Only the scroll view about to be chosen is measured; one the keyboard does not cover
    // is passed over, and the choice is made again without it.
    while let index = AppWideHostChoice.index(among: candidates) {
      guard !measured.contains(index) else { break }
      measured.insert(index)
      let host = scrollViews[index].detachedKeyboardHost
      guard KeyboardScrollEngine.isBesideDockedKeyboard(host) else { break }
      candidates[index].isBesideKeyboard = true
    }
    guard let index = AppWideHostChoice.index(among: candidates) else {
      return Outcome(
        isServedByScrollView: candidates.contains(where: \.isEnabled),
        leavesInputToScreen: AppWideHostChoice.leavesInputToScreen(among: candidates))
    }
    KeyboardLog.write("app-wide mode enables \(KeyboardLog.name(of: scrollViews[index]))")
    scrollViews[index].keyboardEngineSlot.makeEngineIfNeeded(KeyboardScrollEngine.self)?.enable(
      byAppWideMode: true)
    // A text view that is its own host may need its screen as its outer host (rule L7).
    return Outcome(
      isServedByScrollView: true,
      leavesInputToScreen: AppWideHostChoice.leavesInputToScreen(among: candidates))
  }

  /// What the walk found for an input.
  package struct Outcome: Sendable {
    /// Whether a scroll view above the input serves it.
    let isServedByScrollView: Bool
    /// Whether no scroll view above the input keeps it from its screen (rule L10).
    let leavesInputToScreen: Bool

    /// Hands the input to `screen` (found only when asked) where the walk left it to its
    /// screen; returns whether a scroll view or the screen serves it now (rule L9).
    @MainActor package func serves<Screen: KeyboardScreenAvoiding>(
      _ input: AnyObject, orHandsItTo screen: () -> Screen?
    ) -> Bool {
      guard leavesInputToScreen, let screen = screen() else { return isServedByScrollView }
      return AppWideScreenWalk.serve(input, by: screen) || isServedByScrollView
    }
  }
}
